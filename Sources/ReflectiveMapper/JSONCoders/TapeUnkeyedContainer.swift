import Foundation

/// An unkeyed container over one JSON array of the tape, walking its elements in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: TapeDecoder
  let document: TapeDocument
  let path: AnyValueCodingPath
  let count: Int?
  private(set) var currentIndex = 0
  /// Tape index of the current element.
  private var position: Int

  init(decoder: TapeDecoder, array: Int, path: AnyValueCodingPath) {
    self.decoder = decoder
    document = decoder.document
    self.path = path
    count = document.tape.count(at: array)
    position = array + 1
  }

  var codingPath: [any CodingKey] { path.keys }
  var isAtEnd: Bool { currentIndex >= count! }

  private var currentPath: AnyValueCodingPath { path.appending(index: currentIndex) }

  /// The current element's tape index, or `valueNotFound` at the end.
  @inline(__always)
  private func peek(_ type: Any.Type, _ what: String = "Unkeyed container is at end.") throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(type, .init(codingPath: currentPath.keys, debugDescription: what))
    }
    return position
  }

  /// Moves past the current element.
  @inline(__always)
  private mutating func advance() {
    position = document.tape.indexAfter(position)
    currentIndex += 1
  }

  mutating func decodeNil() throws -> Bool {
    guard document.kind(at: try peek(Never.self)) == .null else { return false }
    advance()
    return true
  }

  mutating func decode(_: Bool.Type) throws -> Bool {
    let value = try document.bool(at: peek(Bool.self), path: currentPath.keys)
    advance()
    return value
  }
  mutating func decode(_: String.Type) throws -> String {
    let value = try document.string(at: peek(String.self), path: currentPath.keys)
    advance()
    return value
  }
  mutating func decode(_: Double.Type) throws -> Double {
    let value = try document.double(at: peek(Double.self), path: currentPath.keys)
    advance()
    return value
  }
  mutating func decode(_: Float.Type) throws -> Float {
    let value = try document.float(at: peek(Float.self), path: currentPath.keys)
    advance()
    return value
  }
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
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decode(_: Int128.Type) throws -> Int128 { try integer() }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  mutating func decode(_: UInt128.Type) throws -> UInt128 { try integer() }

  mutating func decode<T: Decodable>(_: T.Type) throws -> T {
    let index = try peek(T.self)
    let value = try decoder.unbox(T.self, at: index, path: currentPath)
    advance()
    return value
  }

  mutating func decodeIfPresent<T: Decodable>(_: T.Type) throws -> T? {
    if isAtEnd { return nil }
    if document.kind(at: position) == .null {
      advance()
      return nil
    }
    return try decode(T.self)
  }

  @inline(__always)
  private mutating func integer<I: FixedWidthInteger>() throws -> I {
    let value = try document.integer(at: peek(I.self), I.self, path: currentPath.keys)
    advance()
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try peek(KeyedDecodingContainer<NestedKey>.self, "Cannot get nested keyed container -- unkeyed container is at end.")
    let container = try decoder.with(index, currentPath) { try decoder.container(keyedBy: NestedKey.self) }
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let index = try peek((any UnkeyedDecodingContainer).self, "Cannot get nested unkeyed container -- unkeyed container is at end.")
    let container = try decoder.with(index, currentPath) { try decoder.unkeyedContainer() }
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let index = try peek((any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
    let superDecoder = TapeDecoder(document: document, index: index, path: currentPath)
    advance()
    return superDecoder
  }
}
