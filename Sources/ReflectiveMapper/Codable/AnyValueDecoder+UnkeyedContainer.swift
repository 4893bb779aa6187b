import Foundation

extension AnyValueDecoder {
  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: Impl
    let array: [Any]
    let path: AnyValueCodingPath
    let depth: Int
    private(set) var currentIndex = 0

    init(decoder: Impl, array: [Any], path: AnyValueCodingPath, depth: Int) {
      self.decoder = decoder
      self.array = array
      self.path = path
      self.depth = depth
    }

    var codingPath: [any CodingKey] { path.keys }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private var currentPath: AnyValueCodingPath { path.appending(index: currentIndex) }

    /// The current element; the index moves on only once it is decoded.
    @inline(__always)
    private func peek(_ type: Any.Type) throws -> Any {
      guard currentIndex < array.count else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: currentPath.keys, debugDescription: "Unkeyed container is at end.")
        )
      }
      return array[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
      guard try Impl.isNull(peek(Any?.self)) else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode(_: Bool.Type) throws -> Bool { try next { try Impl.bool($0, at: $1()) } }
    mutating func decode(_: String.Type) throws -> String { try next { try Impl.string($0, at: $1()) } }
    mutating func decode(_: Double.Type) throws -> Double { try next { try Impl.double($0, at: $1()) } }
    mutating func decode(_: Float.Type) throws -> Float { try next { try Impl.float($0, at: $1()) } }
    mutating func decode(_: Int.Type) throws -> Int { try integer() }
    mutating func decode(_: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_: UInt64.Type) throws -> UInt64 { try integer() }

    mutating func decode<T: Decodable>(_: T.Type) throws -> T {
      let raw = try peek(T.self)
      let value = try decoder.unbox(raw, as: T.self, depth: depth, at: currentPath)
      currentIndex += 1
      return value
    }

    @inline(__always)
    private mutating func integer<I: FixedWidthInteger>() throws -> I {
      try next { try Impl.integer($0, I.self, at: $1()) }
    }

    @inline(__always)
    private mutating func next<T>(_ read: (Any, @autoclosure () -> [any CodingKey]) throws -> T) throws -> T {
      let raw = try peek(T.self)
      let value = try read(raw, currentPath.keys)
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let nestedPath = currentPath
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let dictionary = try Impl.dictionary(peek([String: Any].self), at: nestedPath)
      currentIndex += 1
      return KeyedDecodingContainer(
        KeyedContainer<NestedKey>(decoder: decoder, dictionary: dictionary, path: nestedPath, depth: depth + 1)
      )
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let nestedPath = currentPath
      try decoder.checkDepth(depth + 1, at: nestedPath)
      let array = try Impl.array(peek([Any].self), at: nestedPath)
      currentIndex += 1
      return UnkeyedContainer(decoder: decoder, array: array, path: nestedPath, depth: depth + 1)
    }

    mutating func superDecoder() throws -> any Decoder {
      let raw = try peek((any Decoder).self)
      let superDecoder = try decoder.superDecoder(for: raw, at: currentPath, depth: depth)
      currentIndex += 1
      return superDecoder
    }
  }
}
