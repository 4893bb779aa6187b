import Foundation

// The scalar methods of `Decoder`'s three containers, written once over where a value sits (a
// slot) and how a scalar is read out of it (``ScalarReading``): the decoder over `Any` values
// (`AnyValueDecoder`) takes all three, the tape decoder its single-value (`TapeDecoder`) and
// unkeyed (`TapeUnkeyedContainer`) containers, which are not generic, so the extensions are
// specialized for them. `TapeKeyedContainer` keeps its own concrete methods: it is generic over
// its key, so these extensions stay unspecialized for it, and `ReflectiveJSONDecoder` took 18 %
// more instructions on twitter.json through them.

/// How one of the library's decoders reads a scalar out of a slot, where a value sits.
///
/// A failure is a `DecodingError` at `path`, which is built only then.
protocol ScalarReading {
  /// Where a value sits: the `Any` value itself, or a tape index.
  associatedtype Slot
  func bool(at slot: Slot, path: @autoclosure () -> [any CodingKey]) throws -> Bool
  func string(at slot: Slot, path: @autoclosure () -> [any CodingKey]) throws -> String
  func double(at slot: Slot, path: @autoclosure () -> [any CodingKey]) throws -> Double
  func float(at slot: Slot, path: @autoclosure () -> [any CodingKey]) throws -> Float
  func integer<I: FixedWidthInteger>(at slot: Slot, _: I.Type, path: @autoclosure () -> [any CodingKey]) throws -> I
}

// MARK: - Keyed

/// A keyed container that finds a key's slot; its scalar `decode` and `decodeIfPresent`
/// methods come from this protocol.
protocol ScalarKeyedContainer: KeyedDecodingContainerProtocol {
  associatedtype Scalars: ScalarReading
  /// Reads the scalars out of this container's slots.
  var scalars: Scalars { get }
  /// The container's own path; a value's path appends its key.
  var path: AnyValueCodingPath { get }
  /// The slot of `key`, or `DecodingError.keyNotFound`.
  func value(for key: Key) throws -> Scalars.Slot
  /// The slot of `key`, or `nil` when it is absent or `null`.
  func valueIfPresent(for key: Key) -> Scalars.Slot?
}

extension ScalarKeyedContainer {
  func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try scalars.bool(at: value(for: key), path: path.appending(key).keys) }
  func decode(_: String.Type, forKey key: Key) throws -> String {
    try scalars.string(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: Double.Type, forKey key: Key) throws -> Double {
    try scalars.double(at: value(for: key), path: path.appending(key).keys)
  }
  func decode(_: Float.Type, forKey key: Key) throws -> Float { try scalars.float(at: value(for: key), path: path.appending(key).keys) }
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

  func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(key, scalars.bool) }
  func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? { try ifPresent(key, scalars.string) }
  func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(key, scalars.double) }
  func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(key, scalars.float) }
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

  /// The integer under `key`, of any width.
  @inline(__always)
  func integer<I: FixedWidthInteger>(_ key: Key) throws -> I {
    try scalars.integer(at: value(for: key), I.self, path: path.appending(key).keys)
  }

  /// The integer under `key`, or `nil` when it is absent or `null`.
  @inline(__always)
  func integerIfPresent<I: FixedWidthInteger>(_ key: Key) throws -> I? {
    try ifPresent(key) { slot, path in try scalars.integer(at: slot, I.self, path: path()) }
  }

  /// What `read` makes of the value under `key`, or `nil` when it is absent or `null`.
  @inline(__always)
  func ifPresent<T>(_ key: Key, _ read: (Scalars.Slot, @autoclosure () -> [any CodingKey]) throws -> T) throws -> T? {
    guard let slot = valueIfPresent(for: key) else { return nil }
    return try read(slot, path.appending(key).keys)
  }
}

// MARK: - Unkeyed

/// An unkeyed container that finds its current element's slot and moves past it; its scalar
/// `decode` methods come from this protocol.
protocol ScalarUnkeyedContainer: UnkeyedDecodingContainer {
  associatedtype Scalars: ScalarReading
  /// Reads the scalars out of this container's slots.
  var scalars: Scalars { get }
  /// The current element's path.
  var currentPath: AnyValueCodingPath { get }
  /// The current element's slot, or `DecodingError.valueNotFound` for `type` at the end.
  func currentSlot(_ type: Any.Type) throws -> Scalars.Slot
  /// Moves past the current element.
  mutating func advance()
}

extension ScalarUnkeyedContainer {
  mutating func decode(_: Bool.Type) throws -> Bool { try next { try $0.bool(at: $1, path: $2()) } }
  mutating func decode(_: String.Type) throws -> String { try next { try $0.string(at: $1, path: $2()) } }
  mutating func decode(_: Double.Type) throws -> Double { try next { try $0.double(at: $1, path: $2()) } }
  mutating func decode(_: Float.Type) throws -> Float { try next { try $0.float(at: $1, path: $2()) } }
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

  /// The current element as an integer of any width; the container moves on only once it is
  /// read.
  @inline(__always)
  mutating func integer<I: FixedWidthInteger>() throws -> I {
    try next { try $0.integer(at: $1, I.self, path: $2()) }
  }

  /// The current element read by `read`; the container moves on only once it is read.
  @inline(__always)
  mutating func next<T>(_ read: (Scalars, Scalars.Slot, @autoclosure () -> [any CodingKey]) throws -> T) throws -> T {
    let slot = try currentSlot(T.self)
    let value = try read(scalars, slot, currentPath.keys)
    advance()
    return value
  }
}

// MARK: - Single value

/// A single-value container (each decoder is its own) over one slot; its scalar `decode`
/// methods come from this protocol.
protocol ScalarSingleValueContainer: SingleValueDecodingContainer {
  associatedtype Scalars: ScalarReading
  /// Reads the scalar out of the slot.
  var scalars: Scalars { get }
  /// Where the value sits.
  var slot: Scalars.Slot { get }
}

extension ScalarSingleValueContainer {
  func decode(_: Bool.Type) throws -> Bool { try scalars.bool(at: slot, path: codingPath) }
  func decode(_: String.Type) throws -> String { try scalars.string(at: slot, path: codingPath) }
  func decode(_: Double.Type) throws -> Double { try scalars.double(at: slot, path: codingPath) }
  func decode(_: Float.Type) throws -> Float { try scalars.float(at: slot, path: codingPath) }
  func decode(_: Int.Type) throws -> Int { try scalars.integer(at: slot, Int.self, path: codingPath) }
  func decode(_: Int8.Type) throws -> Int8 { try scalars.integer(at: slot, Int8.self, path: codingPath) }
  func decode(_: Int16.Type) throws -> Int16 { try scalars.integer(at: slot, Int16.self, path: codingPath) }
  func decode(_: Int32.Type) throws -> Int32 { try scalars.integer(at: slot, Int32.self, path: codingPath) }
  func decode(_: Int64.Type) throws -> Int64 { try scalars.integer(at: slot, Int64.self, path: codingPath) }
  func decode(_: UInt.Type) throws -> UInt { try scalars.integer(at: slot, UInt.self, path: codingPath) }
  func decode(_: UInt8.Type) throws -> UInt8 { try scalars.integer(at: slot, UInt8.self, path: codingPath) }
  func decode(_: UInt16.Type) throws -> UInt16 { try scalars.integer(at: slot, UInt16.self, path: codingPath) }
  func decode(_: UInt32.Type) throws -> UInt32 { try scalars.integer(at: slot, UInt32.self, path: codingPath) }
  func decode(_: UInt64.Type) throws -> UInt64 { try scalars.integer(at: slot, UInt64.self, path: codingPath) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_: Int128.Type) throws -> Int128 { try scalars.integer(at: slot, Int128.self, path: codingPath) }
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func decode(_: UInt128.Type) throws -> UInt128 { try scalars.integer(at: slot, UInt128.self, path: codingPath) }
}

// MARK: - The two decoders' readers

/// The tape decoder's scalar reads, over tape indices.
extension TapeDocument: ScalarReading {}

/// The `Any`-value decoder's scalar reads (`AnyValueDecoder.Impl`'s conversions), as a
/// ``ScalarReading``.
struct AnyValueScalars: ScalarReading {
  func bool(at raw: Any, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    try AnyValueDecoder.Impl.bool(raw, at: path())
  }
  func string(at raw: Any, path: @autoclosure () -> [any CodingKey]) throws -> String {
    try AnyValueDecoder.Impl.string(raw, at: path())
  }
  func double(at raw: Any, path: @autoclosure () -> [any CodingKey]) throws -> Double {
    try AnyValueDecoder.Impl.double(raw, at: path())
  }
  func float(at raw: Any, path: @autoclosure () -> [any CodingKey]) throws -> Float {
    try AnyValueDecoder.Impl.float(raw, at: path())
  }
  func integer<I: FixedWidthInteger>(at raw: Any, _: I.Type, path: @autoclosure () -> [any CodingKey]) throws -> I {
    try AnyValueDecoder.Impl.integer(raw, I.self, at: path())
  }
}
