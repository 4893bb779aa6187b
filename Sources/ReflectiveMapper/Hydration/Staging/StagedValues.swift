import Foundation

/// The values of a ``ReflectiveInitializable`` model while they are read: one slot per listed
/// property, hydrated by the same plan machinery as any model, then handed to the model's
/// initializer as ``MappedValues``.
///
/// It is a model of its own to the hydrators: each slot has a writable key path
/// (`\.[slot: Slot<Value>(index:)]`) whose value type is the property's, so a slot is read with
/// the property's converters, adapters, defaults, element hints and strictness. Its plan is
/// compiled from the owner's registration (``PlanCompiler/compileStaging(of:subject:skipping:strict:)``)
/// and is never registered under its own type.
struct StagedValues<Owner: ReflectiveInitializable>: ReflectiveModel, StagingModel {
  /// The slots, ``StagedValues/empty`` until a value is written.
  var slots: [Any]
  /// Whether each slot was written by hydration (not only filled from the instance an update
  /// starts from).
  var written: [Bool]

  init() {
    slots = []
    written = []
  }

  init(count: Int) {
    slots = Array(repeating: StagedValues.empty, count: count)
    written = Array(repeating: false, count: count)
  }

  /// The staging type is never hydrated by its own list: its plan is compiled from its owner's.
  static var keyPaths: [String: AnyKeyPath] { [:] }

  /// A slot no value was written to.
  static var empty: Any { EmptySlot() }

  /// The typed value of a slot.
  ///
  /// Read only where the slot holds a value: on an update (every slot is filled from the
  /// instance first) and for an optional (an empty one reads as `nil`).
  subscript<Value>(slot slot: Slot<Value>) -> Value {
    get {
      let value = slots[slot.index]
      if let typed = value as? Value { return typed }
      // An empty slot of an optional property: `nil`.
      return Optional<Any>.none as! Value
    }
    set {
      slots[slot.index] = newValue
      written[slot.index] = true
    }
  }

  /// Whether slot `index` holds a value.
  func isFilled(_ index: Int) -> Bool { !(type(of: slots[index]) == EmptySlot.self) }
}

/// The staging type, whose slots are created empty: a hydrator of it writes a slot directly (a
/// key path through a computed subscript reads before it writes), and updates a nested model
/// in place only on an update, where every slot holds the instance's value.
protocol StagingModel {
  /// Writes `value` into slot `index`.
  mutating func fill(_ index: Int, with value: Any)
  /// The value of slot `index` (filled).
  func value(at index: Int) -> Any
}

extension StagedValues {
  mutating func fill(_ index: Int, with value: Any) {
    slots[index] = value
    written[index] = true
  }

  func value(at index: Int) -> Any { slots[index] }
}

extension PropertyWrite {
  /// The write of slot `index` of the staging type `M`, without a key path; `nil` when `M` is
  /// not one.
  static func slot(_ index: Int) -> PropertyWrite? {
    guard let staging = M.self as? any StagingModel.Type else { return nil }
    func make<S: StagingModel>(_: S.Type) -> PropertyWrite? {
      let get: (S) -> Value = { $0.value(at: index) as! Value }
      let set: (inout S, consuming Value) -> Void = { $0.fill(index, with: $1) }
      guard let typedGet = get as? (M) -> Value, let typedSet = set as? (inout M, consuming Value) -> Void else { return nil }
      return PropertyWrite(get: typedGet, set: typedSet, capture: nil)
    }
    return make(staging)
  }
}

/// The value of an empty slot.
struct EmptySlot {}

/// The index of one slot of ``StagedValues``, typed by the property's value type so that a key
/// path through it has that value type.
struct Slot<Value>: Hashable {
  let index: Int
}

/// Key paths that can name a slot of the staging type with their own value type.
protocol StagedPathMaking {
  /// The writable key path of slot `index` of `StagedValues<Owner>`, with this key path's value type.
  func stagedPath<Owner: ReflectiveInitializable>(index: Int, owner: Owner.Type) -> AnyKeyPath
  /// Reads this key path's value from `model` as `Any` (`nil` when `model` is not its root).
  func readValue(from model: Any) -> Any?
  /// The key path's value type is optional.
  var isOptionalValue: Bool { get }
}

extension KeyPath: StagedPathMaking {
  func stagedPath<Owner: ReflectiveInitializable>(index: Int, owner: Owner.Type) -> AnyKeyPath {
    \StagedValues<Owner>.[slot: Slot<Value>(index: index)]
  }

  func readValue(from model: Any) -> Any? {
    guard let root = model as? Root else { return nil }
    return root[keyPath: self]
  }

  var isOptionalValue: Bool { Value.self is any OptionalShape.Type }
}

/// The values hydration read for a model built through its initializer
/// (``ReflectiveInitializable/init(mappedValues:)``), by property name.
///
/// ```swift
/// init(mappedValues values: MappedValues) throws {
///   id = try values["id"]          // a non-optional property
///   email = try values["email"]    // an optional one: nil when the input had none
/// }
/// ```
public struct MappedValues {
  let slots: [Any]
  let indices: [String: Int]
  let typeName: String

  /// The value read for property `name` (as `keyPaths` names it), as the property's type.
  ///
  /// An optional property that the input did not give is `nil`. Hydration checks every
  /// property in ``ReflectiveInitializable/initializedProperties`` before the initializer
  /// runs, so a non-optional one is there.
  ///
  /// - Throws: `MappingError` for a name `keyPaths` does not list, a non-optional property
  ///   without a value (one that ``ReflectiveInitializable/initializedProperties`` leaves out),
  ///   or a value of another type.
  public subscript<Value>(_ name: String) -> Value {
    get throws {
      guard let index = indices[name] else {
        throw MappingError(
          property: "\(typeName).\(name)",
          reason: .invalidRegistration("\(typeName).init(mappedValues:) reads `\(name)`, which keyPaths does not list"))
      }
      let value = slots[index]
      if let typed = value as? Value { return typed }
      if type(of: value) == EmptySlot.self {
        if Value.self is any OptionalShape.Type { return Optional<Any>.none as! Value }
        throw MappingError(property: "\(typeName).\(name)", reason: .missingRequiredValue)
      }
      throw MappingError(
        property: "\(typeName).\(name)",
        reason: .typeMismatch(expected: MessageText.typeName(Value.self), found: MessageText.typeName(type(of: value))))
    }
  }

  /// Whether the input (or a default) gave property `name` a value.
  public func contains(_ name: String) -> Bool {
    guard let index = indices[name] else { return false }
    return type(of: slots[index]) != EmptySlot.self
  }
}
