import Foundation

/// A keyed container over one JSON object of the tape; a class, because
/// `KeyedDecodingContainer`'s box copies its contents for every call, and because finding a
/// key moves the lookup's hint (see ``TapeObjectKeys``).
final class TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: TapeDecoder
  let document: TapeDocument
  let path: AnyValueCodingPath
  private var keys: TapeObjectKeys

  /// A container over the object at `object`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `path` when the object holds a key twice.
  init(decoder: TapeDecoder, object: Int, path: AnyValueCodingPath) throws {
    self.decoder = decoder
    document = decoder.document
    self.path = path
    keys = try TapeObjectKeys(document: decoder.document, object: object, path: path)
  }

  var codingPath: [any CodingKey] { path.keys }
  var allKeys: [Key] { keys.names.compactMap { Key(stringValue: $0) } }

  func contains(_ key: Key) -> Bool { keys.valueIndex(of: key.stringValue) != nil }

  /// The value index of `key`, or `keyNotFound`.
  @inline(__always)
  private func value(for key: Key) throws -> Int {
    guard let index = keys.valueIndex(of: key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(MessageText.truncated(String(describing: key))) "
            + "(\"\(MessageText.truncated(key.stringValue))\")."))
    }
    return index
  }

  /// The value index of `key`, nil when it is absent or `null`.
  @inline(__always)
  private func valueIfPresent(for key: Key) -> Int? {
    guard let index = keys.valueIndex(of: key.stringValue), document.kind(at: index) != .null else { return nil }
    return index
  }

  func decodeNil(forKey key: Key) throws -> Bool { document.kind(at: try value(for: key)) == .null }

  func decode(_: Bool.Type, forKey key: Key) throws -> Bool {
    try document.bool(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: String.Type, forKey key: Key) throws -> String {
    try document.string(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: Double.Type, forKey key: Key) throws -> Double {
    try document.double(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: Float.Type, forKey key: Key) throws -> Float {
    try document.float(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_: Int128.Type, forKey key: Key) throws -> Int128 { try integer(key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(key) }

  func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
    try decoder.unbox(T.self, at: value(for: key), path: path.appending(key))
  }

  @inline(__always)
  private func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
    try document.integer(at: value(for: key), I.self, path: path.appending(key).keys)
  }

  func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(key, document.bool) }
  func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? { try ifPresent(key, document.string) }
  func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(key, document.double) }
  func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(key, document.float) }
  func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(key) }
  func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(key) }
  func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(key) }
  func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(key) }
  func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(key) }
  func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(key) }
  func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(key) }
  func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(key) }
  func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(key) }
  func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decodeIfPresent(_: Int128.Type, forKey key: Key) throws -> Int128? { try integerIfPresent(key) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decodeIfPresent(_: UInt128.Type, forKey key: Key) throws -> UInt128? { try integerIfPresent(key) }

  func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
    guard let index = valueIfPresent(for: key) else { return nil }
    return try decoder.unbox(T.self, at: index, path: path.appending(key))
  }

  @inline(__always)
  private func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
    try ifPresent(key) { index, path in try document.integer(at: index, I.self, path: path()) }
  }

  /// What `read` makes of the value under `key`, or `nil` when it is absent or `null`.
  @inline(__always)
  private func ifPresent<T>(_ key: Key, _ read: (Int, @autoclosure () -> [any CodingKey]) throws -> T) throws -> T? {
    guard let index = valueIfPresent(for: key) else { return nil }
    return try read(index, path.appending(key).keys)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let index = try value(for: key)
    return try decoder.with(index, path.appending(key)) { try decoder.container(keyedBy: NestedKey.self) }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let index = try value(for: key)
    return try decoder.with(index, path.appending(key)) { try decoder.unkeyedContainer() }
  }

  func superDecoder() throws -> any Decoder {
    // Its value is a `null` when the key is absent, as in `JSONDecoder`.
    TapeDecoder(
      document: document, index: keys.valueIndex(of: AnyValueCodingKey.super.stringValue) ?? -1,
      path: path.appending(AnyValueCodingKey.super))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TapeDecoder(document: document, index: keys.valueIndex(of: key.stringValue) ?? -1, path: path.appending(key))
  }
}
