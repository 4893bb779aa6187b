import Foundation

extension AnyValueDecoder {
  /// A keyed container; a class, because `KeyedDecodingContainer`'s box copies its contents
  /// for every call and one reference is cheaper to copy than four fields.
  final class KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: Impl
    let dictionary: [String: Any]
    let path: AnyValueCodingPath
    let depth: Int

    init(decoder: Impl, dictionary: [String: Any], path: AnyValueCodingPath, depth: Int) {
      self.decoder = decoder
      self.dictionary = dictionary
      self.path = path
      self.depth = depth
    }

    var codingPath: [any CodingKey] { path.keys }
    var allKeys: [Key] { dictionary.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { dictionary[key.stringValue] != nil }

    @inline(__always)
    private func value(for key: Key) throws -> Any {
      guard let raw = dictionary[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key,
          .init(
            codingPath: codingPath,
            debugDescription: "No value associated with key \(MessageText.truncated(String(describing: key))) "
              + "(\"\(MessageText.truncated(key.stringValue))\")."
          )
        )
      }
      return raw
    }

    /// The value for `key`, or `nil` when it is missing or null.
    @inline(__always)
    private func valueIfPresent(for key: Key) -> Any? {
      guard let raw = dictionary[key.stringValue], !Impl.isNull(raw) else { return nil }
      return raw
    }

    func decodeNil(forKey key: Key) throws -> Bool { Impl.isNull(try value(for: key)) }

    func decode(_: Bool.Type, forKey key: Key) throws -> Bool {
      try Impl.bool(value(for: key), at: path.appending(key).keys)
    }
    func decode(_: String.Type, forKey key: Key) throws -> String {
      try Impl.string(value(for: key), at: path.appending(key).keys)
    }
    func decode(_: Double.Type, forKey key: Key) throws -> Double {
      try Impl.double(value(for: key), at: path.appending(key).keys)
    }
    func decode(_: Float.Type, forKey key: Key) throws -> Float {
      try Impl.float(value(for: key), at: path.appending(key).keys)
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

    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
      try decoder.unbox(value(for: key), as: T.self, depth: depth, at: path.appending(key))
    }

    @inline(__always)
    private func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
      try Impl.integer(value(for: key), I.self, at: path.appending(key).keys)
    }

    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try Impl.bool(raw, at: path.appending(key).keys)
    }
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try Impl.string(raw, at: path.appending(key).keys)
    }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try Impl.double(raw, at: path.appending(key).keys)
    }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try Impl.float(raw, at: path.appending(key).keys)
    }
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

    func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try decoder.unbox(raw, as: T.self, depth: depth, at: path.appending(key))
    }

    @inline(__always)
    private func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try Impl.integer(raw, I.self, at: path.appending(key).keys)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let nestedPath = path.appending(key)
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let dictionary = try Impl.dictionary(value(for: key), at: nestedPath)
      return KeyedDecodingContainer(
        KeyedContainer<NestedKey>(decoder: decoder, dictionary: dictionary, path: nestedPath, depth: depth + 1)
      )
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      let nestedPath = path.appending(key)
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let array = try Impl.array(value(for: key), at: nestedPath)
      return UnkeyedContainer(decoder: decoder, array: array, path: nestedPath, depth: depth + 1)
    }

    func superDecoder() throws -> any Decoder {
      try decoder.superDecoder(
        for: dictionary[AnyValueCodingKey.super.stringValue], at: path.appending(AnyValueCodingKey.super), depth: depth
      )
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      try decoder.superDecoder(for: dictionary[key.stringValue], at: path.appending(key), depth: depth)
    }
  }
}
