import Foundation

extension AnyValueDecoder {
  struct UnkeyedContainer: ScalarUnkeyedContainer {
    let decoder: Impl
    let array: [Any]
    let path: AnyValueCodingPath
    let depth: Int
    private(set) var currentIndex = 0

    var scalars: AnyValueScalars { AnyValueScalars() }
    var codingPath: [any CodingKey] { path.keys }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    var currentPath: AnyValueCodingPath { path.appending(index: currentIndex) }

    /// The current element; the index moves on only once it is decoded.
    @inline(__always)
    func currentSlot(_ type: Any.Type) throws -> Any {
      guard currentIndex < array.count else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: currentPath.keys, debugDescription: "Unkeyed container is at end.")
        )
      }
      return array[currentIndex]
    }

    /// Moves past the current element.
    @inline(__always)
    mutating func advance() { currentIndex += 1 }

    mutating func decodeNil() throws -> Bool {
      guard try Impl.isNull(currentSlot(Any?.self)) else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_: T.Type) throws -> T {
      let raw = try currentSlot(T.self)
      let value = try decoder.unbox(raw, as: T.self, depth: depth, at: currentPath)
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let nestedPath = currentPath
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let dictionary = try Impl.dictionary(currentSlot([String: Any].self), at: nestedPath)
      currentIndex += 1
      return KeyedDecodingContainer(
        KeyedContainer<NestedKey>(decoder: decoder, dictionary: dictionary, path: nestedPath, depth: depth + 1)
      )
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let nestedPath = currentPath
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let array = try Impl.array(currentSlot([Any].self), at: nestedPath)
      currentIndex += 1
      return UnkeyedContainer(decoder: decoder, array: array, path: nestedPath, depth: depth + 1)
    }

    mutating func superDecoder() throws -> any Decoder {
      let raw = try currentSlot((any Decoder).self)
      let superDecoder = try decoder.superDecoder(for: raw, at: currentPath, depth: depth)
      currentIndex += 1
      return superDecoder
    }
  }
}
