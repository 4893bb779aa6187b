import Foundation

/// The `Decoder` of ``ReflectiveJSONDecoder``: a tape index and a coding path; also its own
/// single-value container.
///
/// One decoder serves a whole nesting chain, as `JSONDecoder`'s does: decoding a nested value
/// points it at the child and back afterwards. Containers keep their own index and path, so
/// they are unaffected; `superDecoder()` makes a new decoder, since the caller may keep it.
final class TapeDecoder: Decoder, ScalarSingleValueContainer {
  /// The call's document.
  let document: TapeDocument
  /// The tape index of the current value (negative: a `null` absent from the document).
  private(set) var index: Int
  /// The coding path of the current value.
  private(set) var path: AnyValueCodingPath

  init(document: TapeDocument, index: Int, path: AnyValueCodingPath) {
    self.document = document
    self.index = index
    self.path = path
  }

  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let node = document.node(at: index)
    guard node.kind == .object else {
      if node.kind == .null {
        throw DecodingError.valueNotFound(
          [String: Any].self,
          .init(codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
      }
      throw TapeDocument.typeMismatch([String: Any].self, node, at: codingPath)
    }
    return KeyedDecodingContainer(try TapeKeyedContainer<Key>(decoder: self, object: index, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let node = document.node(at: index)
    guard node.kind == .array else {
      if node.kind == .null {
        throw DecodingError.valueNotFound(
          [Any].self,
          .init(codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
      }
      throw TapeDocument.typeMismatch([Any].self, node, at: codingPath)
    }
    return TapeUnkeyedContainer(decoder: self, array: index, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: Nested values

  /// Decodes the value at `index` as `T`.
  ///
  /// The scalar and Foundation types are read directly, dispatched on `T.self` and returned
  /// through an identity cast; a ``ReflectiveCodable`` model is hydrated from its node; any
  /// other type runs its `init(from:)` with this decoder pointed at the value.
  func unbox<T: Decodable>(_: T.Type, at index: Int, path: @autoclosure () -> AnyValueCodingPath) throws -> T {
    let document = document
    if T.self == String.self { return anyValueIdentityCast(try document.string(at: index, path: path().keys)) }
    if T.self == Int.self { return anyValueIdentityCast(try document.integer(at: index, Int.self, path: path().keys)) }
    if T.self == Bool.self { return anyValueIdentityCast(try document.bool(at: index, path: path().keys)) }
    if T.self == Double.self { return anyValueIdentityCast(try document.double(at: index, path: path().keys)) }
    if T.self == Int64.self { return anyValueIdentityCast(try document.integer(at: index, Int64.self, path: path().keys)) }
    if T.self == Date.self { return anyValueIdentityCast(try date(at: index, path: path())) }
    if T.self == URL.self { return anyValueIdentityCast(try url(at: index, path: path())) }
    if T.self == Data.self { return anyValueIdentityCast(try data(at: index, path: path())) }
    if T.self == Decimal.self { return anyValueIdentityCast(try decimal(at: index, path: path())) }
    if T.self == Float.self { return anyValueIdentityCast(try document.float(at: index, path: path().keys)) }
    if T.self == UInt64.self { return anyValueIdentityCast(try document.integer(at: index, UInt64.self, path: path().keys)) }
    if T.self == Int32.self { return anyValueIdentityCast(try document.integer(at: index, Int32.self, path: path().keys)) }
    if T.self == UInt.self { return anyValueIdentityCast(try document.integer(at: index, UInt.self, path: path().keys)) }
    if T.self == UInt32.self { return anyValueIdentityCast(try document.integer(at: index, UInt32.self, path: path().keys)) }
    if T.self == Int16.self { return anyValueIdentityCast(try document.integer(at: index, Int16.self, path: path().keys)) }
    if T.self == UInt16.self { return anyValueIdentityCast(try document.integer(at: index, UInt16.self, path: path().keys)) }
    if T.self == Int8.self { return anyValueIdentityCast(try document.integer(at: index, Int8.self, path: path().keys)) }
    if T.self == UInt8.self { return anyValueIdentityCast(try document.integer(at: index, UInt8.self, path: path().keys)) }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      if T.self == Int128.self { return anyValueIdentityCast(try document.integer(at: index, Int128.self, path: path().keys)) }
      if T.self == UInt128.self { return anyValueIdentityCast(try document.integer(at: index, UInt128.self, path: path().keys)) }
    }
    if let dictionary = T.self as? any TapeStringKeyedDictionary.Type {
      return anyValueIdentityCast(try dictionary.decode(from: self, at: index, path: path()))
    }
    if let model = T.self as? any ReflectiveCodable.Type {
      return try self.model(opening: model, at: index, path: path(), as: T.self)
    }
    return try with(index, path()) { try T(from: self) }
  }

  /// Runs `body` with this decoder pointed at the value at `index`, whose path is `path`.
  @inline(__always)
  func with<R>(_ index: Int, _ path: AnyValueCodingPath, _ body: () throws -> R) rethrows -> R {
    let saved = (self.index, self.path)
    self.index = index
    self.path = path
    defer { (self.index, self.path) = saved }
    return try body()
  }

  // MARK: SingleValueDecodingContainer (the scalars come from `ScalarSingleValueContainer`)

  var scalars: TapeDocument { document }
  var slot: Int { index }

  func decodeNil() -> Bool { document.kind(at: index) == .null }
  func decode<T: Decodable>(_: T.Type) throws -> T {
    // The same value at the same path.
    try unbox(T.self, at: index, path: path)
  }
}
