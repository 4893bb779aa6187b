import Foundation

/// The settings of a model as a whole (not of one property), stored once: what a registration
/// assigned, what a registry gives every model, and the library's defaults are each one of
/// these, merged in one way (``over(_:)``: own, then superclass, then registry, then library).
///
/// Every field has its entry in ``settings`` (its label and how it is inherited);
/// `ModelSettingsTests` fails for a field without one. ``ModelMapping``'s public vars and the
/// registry's defaults (``MappingRegistry/defaultKeyStrategy`` …) are views over a record of
/// this type; ``MappingSettings`` reads the merged one.
///
/// A setting whose value has a default (`unknownKeys` is `.ignore` until set) is an
/// ``Assignable``, which remembers whether it was assigned; one whose absence is a value of its
/// own (no `beforeMapping` hook) is an optional, `nil` until assigned.
// Metatypes in `subtypeResolver` are immutable; the closures are `@Sendable`.
struct ModelSettings: @unchecked Sendable {
  var unknownKeys = Assignable(UnknownKeyPolicy.ignore)
  var keyStrategy = Assignable(KeyStrategy.useDefaultKeys)
  var keyMatching = Assignable(KeyMatching.exact)
  var isStrict = Assignable(false)
  var isLossyElement = Assignable(false)
  var wrapsLoneObjects = Assignable(false)
  var defaultsReplaceEmptyCollections = Assignable(false)
  /// What separates dotted service keys (``ModelMapping/pathDelimiter``).
  var pathDelimiter = Assignable(".")
  var strictness: Strictness?
  var typeName: String?
  var beforeMapping: (@Sendable ([String: Any]) throws -> [String: Any])?
  var afterMapping: ModelHook<@Sendable (inout Any, inout MappingReport) throws -> Void>?
  var transformOutput: ModelHook<@Sendable (Any, [String: Any]) throws -> [String: Any]>?
  /// Lowercased.
  var allowedURLSchemes: Set<String>?
  var dateStrategy: DateStrategy?
  var nonConformingFloats: NonConformingFloatStrategy?
  var subtypeResolver: TypeResolver?
  var identifiedBy: String?
  var writesUnlistedProperties: Bool?
  var transparentProperty: String?

  /// How a setting passes from a superclass (or the registry) to a registration.
  enum Inheritance {
    /// The registration's value when it assigned one, else the one below.
    case inherited
    /// The registration's own value only (a type name names one type).
    case own
  }

  /// One model-level setting: its label in messages and tests, and how it merges.
  struct Setting: @unchecked Sendable {
    let label: String
    let inheritance: Inheritance
    /// Writes `own`'s value of this setting into `merged` (a copy of the layer below), when it
    /// passes.
    let merge: (_ merged: inout ModelSettings, _ own: ModelSettings) -> Void

    init<T>(_ label: String, _ field: WritableKeyPath<ModelSettings, Assignable<T>>) {
      self.label = label
      inheritance = .inherited
      merge = { merged, own in if own[keyPath: field].isAssigned { merged[keyPath: field] = own[keyPath: field] } }
    }

    init<T>(_ label: String, _ field: WritableKeyPath<ModelSettings, T?>, _ inheritance: Inheritance = .inherited) {
      self.label = label
      self.inheritance = inheritance
      switch inheritance {
      case .inherited: merge = { merged, own in if let value = own[keyPath: field] { merged[keyPath: field] = value } }
      case .own: merge = { merged, own in merged[keyPath: field] = own[keyPath: field] }
      }
    }
  }

  /// Every field, once.
  static let settings: [Setting] = [
    Setting("unknownKeys", \.unknownKeys),
    Setting("keyStrategy", \.keyStrategy),
    Setting("keyMatching", \.keyMatching),
    Setting("isStrict", \.isStrict),
    Setting("isLossyElement", \.isLossyElement),
    Setting("wrapsLoneObjects", \.wrapsLoneObjects),
    Setting("defaultsReplaceEmptyCollections", \.defaultsReplaceEmptyCollections),
    Setting("pathDelimiter", \.pathDelimiter),
    Setting("strictness", \.strictness),
    Setting("typeName", \.typeName, .own),
    Setting("beforeMapping", \.beforeMapping),
    Setting("afterMapping", \.afterMapping),
    Setting("transformOutput", \.transformOutput),
    Setting("allowedURLSchemes", \.allowedURLSchemes),
    Setting("dateStrategy", \.dateStrategy),
    Setting("nonConformingFloats", \.nonConformingFloats),
    Setting("subtypeResolver", \.subtypeResolver),
    Setting("identifiedBy", \.identifiedBy),
    Setting("writesUnlistedProperties", \.writesUnlistedProperties),
    Setting("transparentProperty", \.transparentProperty),
  ]

  /// These settings (a layer's own) on top of `base` (the merged layers below): each setting
  /// this layer assigned replaces the one below; a type name is never inherited.
  func over(_ base: ModelSettings) -> ModelSettings {
    var merged = base
    for setting in Self.settings { setting.merge(&merged, self) }
    return merged
  }
}

/// A setting with a default value that remembers whether a registration assigned it, so that
/// only an assigned one replaces a superclass's.
struct Assignable<Value> {
  /// The value: the default (or a seed to show) until assigned.
  var value: Value
  /// Whether a registration (or the registry) assigned ``value``.
  var isAssigned: Bool

  /// The default `value`, not assigned.
  init(_ value: Value) {
    self.value = value
    isAssigned = false
  }

  /// `value`, assigned.
  init(assigned value: Value) {
    self.value = value
    isAssigned = true
  }
}

/// A hook of a registration over a model boxed in `Any`, with the typed closure it was made
/// from (what ``ModelMapping``'s property reads back).
///
/// A class, so that an absent hook is a null reference: hydration asks whether there is one
/// once per object, and an optional of a generic struct answered through its value witnesses.
final class ModelHook<Erased>: @unchecked Sendable {
  /// The closure as the registration gave it, typed for its model.
  let original: Any
  /// The closure over a boxed model.
  let call: Erased

  init(original: Any, call: Erased) {
    self.original = original
    self.call = call
  }
}
