import Foundation

/// The keyed container of a ``TreeEncoder``: members of one object, under converted keys.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: TreeEncoder
  let object: EncodedObject
  /// The keys of the nested containers between the encoder's value and this one.
  let nested: [any CodingKey]

  var codingPath: [any CodingKey] { encoder.codingPath + nested }

  /// Where the value under `key` sits.
  private func path(_ key: any CodingKey) -> TreeEncodingPath { TreeEncodingPath(parent: encoder, nested: nested, key: key) }

  /// `key` as the key strategy writes it.
  private func converted(_ key: any CodingKey) -> String {
    let run = encoder.run
    if run.usesDefaultKeys { return key.stringValue }
    switch run.options.keyEncodingStrategy {
    case .convertToSnakeCase: return SnakeCaseEncoding.converted(key.stringValue)
    case .custom(let converter): return converter(codingPath + [key]).stringValue
    default: return key.stringValue
    }
  }

  mutating func encodeNil(forKey key: Key) throws { object.set(.null, for: converted(key)) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(.bool(value), for: converted(key)) }
  mutating func encode(_ value: String, forKey key: Key) throws { object.set(.string(value), for: converted(key)) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    object.set(try encoder.run.floating(value, at: path(key)), for: converted(key))
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    object.set(try encoder.run.floating(value, at: path(key)), for: converted(key))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { object.set(.int(Int64(value)), for: converted(key)) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { object.set(.int(Int64(value)), for: converted(key)) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { object.set(.int(Int64(value)), for: converted(key)) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { object.set(.int(Int64(value)), for: converted(key)) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(.int(value), for: converted(key)) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { object.set(.uint(UInt64(value)), for: converted(key)) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { object.set(.uint(UInt64(value)), for: converted(key)) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { object.set(.uint(UInt64(value)), for: converted(key)) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { object.set(.uint(UInt64(value)), for: converted(key)) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { object.set(.uint(value), for: converted(key)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128, forKey key: Key) throws { object.set(encoder.run.integer(value), for: converted(key)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128, forKey key: Key) throws { object.set(encoder.run.integer(value), for: converted(key)) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let node = try encoder.run.box(value, at: path(key))
    object.set(node ?? .object(EncodedObject()), for: converted(key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(
      TreeKeyedContainer<NestedKey>(encoder: encoder, object: object.object(for: converted(key)), nested: nested + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeUnkeyedContainer(encoder: encoder, array: object.array(for: converted(key)), nested: nested + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(under: AnyValueCodingKey.super)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(under: key)
  }

  private func superEncoder(under key: any CodingKey) -> any Encoder {
    let superEncoder = TreeEncoder(run: encoder.run, path: path(key))
    object.set(.deferred(superEncoder), for: converted(key))
    return superEncoder
  }
}

/// The unkeyed container of a ``TreeEncoder``: elements of one array.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: TreeEncoder
  let array: EncodedArray
  /// The keys of the nested containers between the encoder's value and this one.
  let nested: [any CodingKey]

  var codingPath: [any CodingKey] { encoder.codingPath + nested }
  var count: Int { array.elements.count }

  /// Where the next element sits.
  private var next: TreeEncodingPath { TreeEncodingPath(parent: encoder, nested: nested, key: IndexCodingKey(count)) }

  mutating func encodeNil() throws { array.elements.append(.null) }
  mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
  mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
  mutating func encode(_ value: Double) throws { array.elements.append(try encoder.run.floating(value, at: next)) }
  mutating func encode(_ value: Float) throws { array.elements.append(try encoder.run.floating(value, at: next)) }
  mutating func encode(_ value: Int) throws { array.elements.append(.int(Int64(value))) }
  mutating func encode(_ value: Int8) throws { array.elements.append(.int(Int64(value))) }
  mutating func encode(_ value: Int16) throws { array.elements.append(.int(Int64(value))) }
  mutating func encode(_ value: Int32) throws { array.elements.append(.int(Int64(value))) }
  mutating func encode(_ value: Int64) throws { array.elements.append(.int(value)) }
  mutating func encode(_ value: UInt) throws { array.elements.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt8) throws { array.elements.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt16) throws { array.elements.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt32) throws { array.elements.append(.uint(UInt64(value))) }
  mutating func encode(_ value: UInt64) throws { array.elements.append(.uint(value)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: Int128) throws { array.elements.append(encoder.run.integer(value)) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func encode(_ value: UInt128) throws { array.elements.append(encoder.run.integer(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let node = try encoder.run.box(value, at: next)
    array.elements.append(node ?? .object(EncodedObject()))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let object = EncodedObject()
    let key = IndexCodingKey(count)
    array.elements.append(.object(object))
    return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(encoder: encoder, object: object, nested: nested + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nestedArray = EncodedArray()
    let key = IndexCodingKey(count)
    array.elements.append(.array(nestedArray))
    return TreeUnkeyedContainer(encoder: encoder, array: nestedArray, nested: nested + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let superEncoder = TreeEncoder(run: encoder.run, path: next)
    array.elements.append(.deferred(superEncoder))
    return superEncoder
  }
}
