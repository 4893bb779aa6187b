import Foundation

/// The state of one ``ReflectiveJSONEncoder`` call, shared by its encoders and containers.
final class TreeEncodingRun {
  let options: TreeEncodingOptions
  let userInfo: [CodingUserInfoKey: Any]
  /// Whether keys are written as their coding keys say (no conversion).
  let usesDefaultKeys: Bool
  /// Whether objects are written with their keys sorted (models are written so at once).
  let sortsKeys: Bool
  /// Whether strings are written with `/` as `\/` (models' too, as they are written).
  let escapesSlashes: Bool
  /// The registry `userInfo` names for models, if any.
  let registry: MappingRegistry?
  /// The last registry a model asked for and the one the strategies derive from it.
  var lastRegistry: (base: MappingRegistry, derived: MappingRegistry)?
  /// JSON text written beforehand (models, decimals), which ``EncodedNode/text(start:count:)``
  /// nodes point into.
  var arena: [UInt8] = []
  /// The kind of the value type seen last, so that an array of one type asks once.
  var lastType: ObjectIdentifier?
  var lastKind: EncodedValueKind = .plain
  /// The kinds of the value types seen so far (a conformance check costs more than a lookup).
  var kinds: [ObjectIdentifier: EncodedValueKind] = [:]

  init(_ options: TreeEncodingOptions) {
    self.options = options
    userInfo = options.userInfo
    if case .useDefaultKeys = options.keyEncodingStrategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
    sortsKeys = options.outputFormatting.contains(.sortedKeys)
    escapesSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
    registry = options.userInfo[MappingRegistry.codingUserInfoKey] as? MappingRegistry
  }
}

/// Where a value sits: the encoder of the value that holds it, the keys of the nested
/// containers in between, and its own key.
///
/// The coding path is put together only when asked for (an error, a custom key strategy, an
/// `encode(to:)` that reads it).
struct TreeEncodingPath {
  let parent: TreeEncoder?
  let nested: [any CodingKey]
  let key: (any CodingKey)?

  static var root: TreeEncodingPath { TreeEncodingPath(parent: nil, nested: [], key: nil) }

  var codingPath: [any CodingKey] {
    var path = parent?.codingPath ?? []
    path += nested
    if let key { path.append(key) }
    return path
  }
}

/// The key of an array element: its index (its text is made only when read).
struct IndexCodingKey: CodingKey {
  let index: Int
  var intValue: Int? { index }
  var stringValue: String { "Index \(index)" }
  init(_ index: Int) { self.index = index }
  init?(intValue: Int) { index = intValue }
  init?(stringValue: String) { nil }
}

/// The `Encoder` of a ``ReflectiveJSONEncoder`` call: one per value whose `encode(to:)` runs,
/// holding what that value became.
final class TreeEncoder: Encoder, SingleValueEncodingContainer {
  let run: TreeEncodingRun
  let path: TreeEncodingPath
  /// What the value became: a single value, or the container it asked for.
  var value: EncodedNode?

  var codingPath: [any CodingKey] { path.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { run.userInfo }

  init(run: TreeEncodingRun, path: TreeEncodingPath) {
    self.run = run
    self.path = path
  }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    let object = container(held: \.object, made: EncodedObject(), as: EncodedNode.object, kind: "keyed")
    return KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: self, object: object, nested: []))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    TreeUnkeyedContainer(encoder: self, array: container(held: \.array, made: EncodedArray(), as: EncodedNode.array, kind: "unkeyed"), nested: [])
  }

  /// The container this level holds, as `held` finds it, or else `made`, which becomes this
  /// level's value; a level that holds another kind of value stops, as in `JSONEncoder`.
  @inline(__always)
  private func container<Container>(
    held: (EncodedNode) -> Container?, made: @autoclosure () -> Container, as wrap: (Container) -> EncodedNode, kind: String
  ) -> Container {
    guard let value else {
      let container = made()
      value = wrap(container)
      return container
    }
    guard let container = held(value) else {
      preconditionFailure("Attempt to push new \(kind) encoding container when already previously encoded at this path.")
    }
    return container
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { self }

  // MARK: Single value

  private func assign(_ node: EncodedNode) {
    guard case nil = value else {
      preconditionFailure("Attempt to encode value through single value container when previously value already encoded.")
    }
    value = node
  }

  func encodeNil() throws { assign(.null) }
  func encode(_ value: Bool) throws { assign(.bool(value)) }
  func encode(_ value: String) throws { assign(.string(value)) }
  func encode(_ value: Double) throws { assign(try run.floating(value, at: path)) }
  func encode(_ value: Float) throws { assign(try run.floating(value, at: path)) }
  func encode(_ value: Int) throws { assign(.int(Int64(value))) }
  func encode(_ value: Int8) throws { assign(.int(Int64(value))) }
  func encode(_ value: Int16) throws { assign(.int(Int64(value))) }
  func encode(_ value: Int32) throws { assign(.int(Int64(value))) }
  func encode(_ value: Int64) throws { assign(.int(value)) }
  func encode(_ value: UInt) throws { assign(.uint(UInt64(value))) }
  func encode(_ value: UInt8) throws { assign(.uint(UInt64(value))) }
  func encode(_ value: UInt16) throws { assign(.uint(UInt64(value))) }
  func encode(_ value: UInt32) throws { assign(.uint(UInt64(value))) }
  func encode(_ value: UInt64) throws { assign(.uint(value)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func encode(_ value: Int128) throws { assign(run.integer(value)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func encode(_ value: UInt128) throws { assign(run.integer(value)) }

  func encode<T: Encodable>(_ value: T) throws {
    // (The value stands where this encoder does: its own encoder would have this one's path.)
    assign(try run.box(value, at: path) ?? .object(EncodedObject()))
  }
}
