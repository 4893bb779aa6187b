import Foundation

/// A property hydrator without its model type.
///
/// The property, where its value is read, and how its problems count. ``ModelPlan`` holds its
/// hydrators as this, so that the list is not generic (see ``ModelPlan/hydrators``).
class AnyPropertyHydrator: @unchecked Sendable {
  let name: String
  let lookup: KeyLookup
  let component: PathComponent
  let isRequired: Bool
  /// Whether the property's problems are fatal (required, or a strict mapping): a path
  /// meeting the wrong kind of value on its way is then fatal too.
  let isFatal: Bool
  /// Whether the hydrator reads a dotted path or combines keys: those are looked up on their
  /// own; single and candidate keys are found through the key table.
  let readsOtherKeys: Bool
  /// The model type of the `PropertyHydrator` this is (its one subclass), checked before it is
  /// read as one (``ModelPlan/hydrator(at:)``).
  let modelType: ObjectIdentifier

  init(name: String, lookup: KeyLookup, component: PathComponent, isRequired: Bool, isFatal: Bool, modelType: Any.Type) {
    self.modelType = ObjectIdentifier(modelType)
    self.name = name
    self.lookup = lookup
    self.component = component
    self.isRequired = isRequired
    self.isFatal = isFatal
    switch lookup {
    case .key, .candidates: readsOtherKeys = false
    case .path, .paths, .combined, .whole: readsOtherKeys = true
    }
  }
}

/// One hydratable property of a model.
final class PropertyHydrator<Model>: AnyPropertyHydrator, @unchecked Sendable {
  /// Converts the raw value and writes it through the key path, recording any problem.
  ///
  /// The model is `inout` so that a struct's property can be written; a class passes its reference.
  let apply: (inout Model, Any, inout HydrationContext) -> Void
  /// Writes the registered default when the key is missing.
  let applyDefault: ((inout Model) -> Void)?
  /// Reads the property's current value and returns what writes it back: the undo record
  /// of an update of a class instance (`nil` for a hydrator that never writes, and for a
  /// struct's properties: a struct is updated as a copy that replaces it on success, or as
  /// part of a class property that journals the whole value).
  let capture: ((Model) -> () -> Void)?

  init(
    name: String, lookup: KeyLookup, component: PathComponent, isRequired: Bool, isFatal: Bool,
    apply: @escaping (inout Model, Any, inout HydrationContext) -> Void, applyDefault: ((inout Model) -> Void)? = nil,
    capture: ((Model) -> () -> Void)? = nil
  ) {
    self.apply = apply
    self.applyDefault = applyDefault
    self.capture = capture
    super.init(name: name, lookup: lookup, component: component, isRequired: isRequired, isFatal: isFatal, modelType: Model.self)
  }

  /// Applies the value found for the property: on an instance the call updates (rather
  /// than creates), the current value is journaled first, so that a failed call restores it.
  @inline(__always)
  func write(_ raw: Any, to model: inout Model, _ context: inout HydrationContext) {
    if context.isUpdating, let capture { context.undo.append(capture(model)) }
    apply(&model, raw, &context)
  }

  /// A missing key: on a created instance, a fatal issue for a required property, else the
  /// registered default; on an updated one, nothing (a partial update writes only the keys
  /// present).
  @inline(__always)
  func applyMissing(to model: inout Model, _ context: inout HydrationContext) {
    if context.isUpdating { return }
    if isRequired { context.record(.missingRequiredValue, at: component, fatal: true) }
    applyDefault?(&model)
  }

  /// `apply` preceded by the required-null rule: `null` (or a boxed `nil`) is a fatal
  /// ``MappingError/Reason/requiredValueIsNull`` and the property keeps its value.
  static func rejectingNull(
    _ apply: @escaping (inout Model, Any, inout HydrationContext) -> Void, component: PathComponent
  ) -> (inout Model, Any, inout HydrationContext) -> Void {
    { model, raw, context in
      let type = type(of: raw)
      if type == NSNull.self || (type is any OptionalShape.Type && unwrapBoxedOptional(raw) == nil) {
        context.record(.requiredValueIsNull, at: component, fatal: true)
        return
      }
      apply(&model, raw, &context)
    }
  }

  /// The same hydrator reading through `lookup`.
  func reading(_ lookup: KeyLookup) -> PropertyHydrator {
    PropertyHydrator(
      name: name, lookup: lookup, component: component, isRequired: isRequired, isFatal: isFatal, apply: apply,
      applyDefault: applyDefault, capture: capture)
  }
}
