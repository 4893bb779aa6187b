import Foundation

extension AnyValueDecoder {
  /// A keyed container; a class, because `KeyedDecodingContainer`'s box copies its contents
  /// for every call and one reference is cheaper to copy than four fields.
  final class KeyedContainer<Key: CodingKey>: ScalarKeyedContainer {
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

    var scalars: AnyValueScalars { AnyValueScalars() }
    var codingPath: [any CodingKey] { path.keys }
    var allKeys: [Key] { dictionary.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { dictionary[key.stringValue] != nil }

    @inline(__always)
    func value(for key: Key) throws -> Any {
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
    func valueIfPresent(for key: Key) -> Any? {
      guard let raw = dictionary[key.stringValue], !Impl.isNull(raw) else { return nil }
      return raw
    }

    func decodeNil(forKey key: Key) throws -> Bool { Impl.isNull(try value(for: key)) }

    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
      try decoder.unbox(value(for: key), as: T.self, depth: depth, at: path.appending(key))
    }

    func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
      guard let raw = valueIfPresent(for: key) else { return nil }
      return try decoder.unbox(raw, as: T.self, depth: depth, at: path.appending(key))
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
