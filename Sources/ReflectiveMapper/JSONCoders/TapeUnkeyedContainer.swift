import Foundation

/// An unkeyed container over one JSON array of the tape, walking its elements in order.
struct TapeUnkeyedContainer: ScalarUnkeyedContainer {
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

  var currentPath: AnyValueCodingPath { path.appending(index: currentIndex) }
  var scalars: TapeDocument { document }

  /// The current element's tape index, or `valueNotFound` at the end.
  @inline(__always)
  private func peek(_ type: Any.Type, _ what: String = "Unkeyed container is at end.") throws -> Int {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(type, .init(codingPath: currentPath.keys, debugDescription: what))
    }
    return position
  }

  /// ``peek(_:_:)`` with its default message, as `ScalarUnkeyedContainer` asks for it.
  @inline(__always)
  func currentSlot(_ type: Any.Type) throws -> Int { try peek(type) }

  /// Moves past the current element.
  @inline(__always)
  mutating func advance() {
    position = document.tape.indexAfter(position)
    currentIndex += 1
  }

  mutating func decodeNil() throws -> Bool {
    guard document.kind(at: try peek(Never.self)) == .null else { return false }
    advance()
    return true
  }

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
