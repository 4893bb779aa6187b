import Foundation

/// Decodes `Decodable` types straight from Foundation-style values, without going through
/// JSON text.
///
/// Reads what `JSONSerialization` and the library's own reader produce: `[String: Any]`,
/// `[Any]`, `String`, `Bool`, `Int`, `UInt64`, `Double`, `Decimal` and the other Swift numbers,
/// `NSNumber` (booleans are the `__NSCFBoolean` class, never 0 and 1), `NSNull` or a boxed
/// `nil` for null.
///
/// Numbers convert only without loss, as `JSONDecoder` would read the same JSON text: 3.0 is
/// an `Int` 3, but 3.5 or 300 into a `UInt8` is an error; `Double` and `Float` round to the
/// nearest; a Bool is never a number and a number never a Bool. `Date` uses ``dateStrategy``
/// (by default RFC 3339 strings or seconds since 1970), `URL` reads a string, `Data` a base64
/// string.
///
/// Errors are `DecodingError`s with the coding path of the failing value; values in messages
/// are truncated to 100 characters. Any input is safe: nesting deeper than
/// ``maximumDepth`` is an error, not a stack overflow.
///
/// ```swift
/// let payload = try JSONSerialization.jsonObject(with: data)
/// let user = try AnyValueDecoder().decode(User.self, from: payload)
/// ```
struct AnyValueDecoder: Sendable {
  /// How `Date` values are read.
  var dateStrategy: DateStrategy
  /// Values handed to `Decodable` implementations as `decoder.userInfo`.
  var userInfo: [CodingUserInfoKey: any Sendable]
  /// The deepest nesting of containers accepted.
  var maximumDepth: Int

  init(
    dateStrategy: DateStrategy = .iso8601,
    userInfo: [CodingUserInfoKey: any Sendable] = [:],
    maximumDepth: Int = 512
  ) {
    self.dateStrategy = dateStrategy
    self.userInfo = userInfo
    self.maximumDepth = maximumDepth
  }

  /// Decodes a `T` from a Foundation-style value; `codingPath` prefixes every error's path.
  func decode<T: Decodable>(_: T.Type, from value: Any, codingPath: [any CodingKey] = []) throws -> T {
    let options = Options(dateStrategy: dateStrategy, userInfo: userInfo, maximumDepth: maximumDepth)
    let decoder = Impl(value: value, path: .root(codingPath), depth: 0, options: options)
    return try decoder.unbox(value, as: T.self, depth: 0, at: .root(codingPath))
  }

  /// Settings shared by every decoder of one `decode` call.
  final class Options {
    let dateStrategy: DateStrategy
    let userInfo: [CodingUserInfoKey: Any]
    let maximumDepth: Int

    init(dateStrategy: DateStrategy, userInfo: [CodingUserInfoKey: any Sendable], maximumDepth: Int) {
      self.dateStrategy = dateStrategy
      self.userInfo = userInfo
      self.maximumDepth = maximumDepth
    }
  }
}

// MARK: - Decoder

extension AnyValueDecoder {
  /// The `Decoder` handed to `init(from:)`, which is also its own single-value container.
  ///
  /// One decoder serves a whole nesting chain: decoding a nested value saves the current value
  /// and path, points the decoder at the child, and restores them afterwards. Containers keep
  /// their own value and path, so they are unaffected. `superDecoder()` makes a new decoder,
  /// since the caller may keep it.
  final class Impl: Decoder, SingleValueDecodingContainer {
    private(set) var value: Any
    private(set) var path: AnyValueCodingPath
    private(set) var depth: Int
    let options: Options

    init(value: Any, path: AnyValueCodingPath, depth: Int, options: Options) {
      self.value = value
      self.path = path
      self.depth = depth
      self.options = options
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      let dictionary = try Impl.dictionary(value, at: path)
      let container = KeyedContainer<Key>(decoder: self, dictionary: dictionary, path: path, depth: depth)
      return KeyedDecodingContainer(container)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let array = try Impl.array(value, at: path)
      return UnkeyedContainer(decoder: self, array: array, path: path, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Nested values

    /// Decodes a nested value, pointing this decoder at it for the duration.
    ///
    /// Primitive and Foundation types are read directly, dispatched on `T.self` (a metadata
    /// comparison) and returned through an identity cast; no `Optional<T>` is formed on this path,
    /// since instantiating its metadata for every call costs more than the rest.
    func unbox<T: Decodable>(_ raw: Any, as type: T.Type, depth: Int, at path: @autoclosure () -> AnyValueCodingPath)
      throws -> T
    {
      if T.self == String.self { return anyValueIdentityCast(try Impl.string(raw, at: path().keys)) }
      if T.self == Int.self { return anyValueIdentityCast(try Impl.integer(raw, Int.self, at: path().keys)) }
      if T.self == Bool.self { return anyValueIdentityCast(try Impl.bool(raw, at: path().keys)) }
      if T.self == Double.self { return anyValueIdentityCast(try Impl.double(raw, at: path().keys)) }
      if T.self == Date.self { return anyValueIdentityCast(try date(raw, at: path().keys)) }
      if T.self == URL.self { return anyValueIdentityCast(try Impl.url(raw, at: path().keys)) }
      if T.self == Data.self { return anyValueIdentityCast(try Impl.data(raw, at: path().keys)) }
      if T.self == Decimal.self { return anyValueIdentityCast(try Impl.decimal(raw, at: path().keys)) }
      if T.self == Float.self { return anyValueIdentityCast(try Impl.float(raw, at: path().keys)) }
      if T.self == Int64.self { return anyValueIdentityCast(try Impl.integer(raw, Int64.self, at: path().keys)) }
      if T.self == UInt64.self { return anyValueIdentityCast(try Impl.integer(raw, UInt64.self, at: path().keys)) }
      if T.self == Int32.self { return anyValueIdentityCast(try Impl.integer(raw, Int32.self, at: path().keys)) }
      if T.self == UInt.self { return anyValueIdentityCast(try Impl.integer(raw, UInt.self, at: path().keys)) }
      if T.self == UInt32.self { return anyValueIdentityCast(try Impl.integer(raw, UInt32.self, at: path().keys)) }
      if T.self == Int16.self { return anyValueIdentityCast(try Impl.integer(raw, Int16.self, at: path().keys)) }
      if T.self == UInt16.self { return anyValueIdentityCast(try Impl.integer(raw, UInt16.self, at: path().keys)) }
      if T.self == Int8.self { return anyValueIdentityCast(try Impl.integer(raw, Int8.self, at: path().keys)) }
      if T.self == UInt8.self { return anyValueIdentityCast(try Impl.integer(raw, UInt8.self, at: path().keys)) }
      // A value that already is a `T` (Swift values mixed into the tree).
      if Swift.type(of: raw) == T.self { return raw as! T }

      let childPath = path()
      guard depth < options.maximumDepth else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: childPath.keys, debugDescription: "Nesting deeper than \(options.maximumDepth) levels.")
        )
      }
      let saved = (value, self.path, self.depth)
      value = raw
      self.path = childPath
      self.depth = depth + 1
      defer { (value, self.path, self.depth) = saved }
      return try T(from: self)
    }

    /// A decoder of its own for `superDecoder()`.
    func superDecoder(for raw: Any?, at path: AnyValueCodingPath, depth: Int) throws -> any Decoder {
      guard depth < options.maximumDepth else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path.keys, debugDescription: "Nesting deeper than \(options.maximumDepth) levels.")
        )
      }
      return Impl(value: raw ?? NSNull(), path: path, depth: depth + 1, options: options)
    }

    func checkDepth(_ depth: Int, at path: @autoclosure () -> AnyValueCodingPath) throws {
      guard depth < options.maximumDepth else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path().keys, debugDescription: "Nesting deeper than \(options.maximumDepth) levels.")
        )
      }
    }

    func date(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Date {
      let raw = Impl.unwrapped(raw)
      if type(of: raw) == Date.self { return raw as! Date }
      let strategy = options.dateStrategy
      if Impl.isNull(raw)
        || (!strategy.acceptsAnyValue && DateCoding.string(raw) == nil && DateCoding.number(raw) == nil)
      {
        throw Impl.mismatch(Date.self, raw, at: path())
      }
      do {
        return try strategy.date(from: raw)
      } catch let failure as ConversionFailure {
        throw DecodingError.dataCorrupted(
          .init(codingPath: path(), debugDescription: "\(failure.reason)", underlyingError: failure)
        )
      }
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool { Impl.isNull(value) }
    func decode(_: Bool.Type) throws -> Bool { try Impl.bool(value, at: codingPath) }
    func decode(_: String.Type) throws -> String { try Impl.string(value, at: codingPath) }
    func decode(_: Double.Type) throws -> Double { try Impl.double(value, at: codingPath) }
    func decode(_: Float.Type) throws -> Float { try Impl.float(value, at: codingPath) }
    func decode(_: Int.Type) throws -> Int { try Impl.integer(value, Int.self, at: codingPath) }
    func decode(_: Int8.Type) throws -> Int8 { try Impl.integer(value, Int8.self, at: codingPath) }
    func decode(_: Int16.Type) throws -> Int16 { try Impl.integer(value, Int16.self, at: codingPath) }
    func decode(_: Int32.Type) throws -> Int32 { try Impl.integer(value, Int32.self, at: codingPath) }
    func decode(_: Int64.Type) throws -> Int64 { try Impl.integer(value, Int64.self, at: codingPath) }
    func decode(_: UInt.Type) throws -> UInt { try Impl.integer(value, UInt.self, at: codingPath) }
    func decode(_: UInt8.Type) throws -> UInt8 { try Impl.integer(value, UInt8.self, at: codingPath) }
    func decode(_: UInt16.Type) throws -> UInt16 { try Impl.integer(value, UInt16.self, at: codingPath) }
    func decode(_: UInt32.Type) throws -> UInt32 { try Impl.integer(value, UInt32.self, at: codingPath) }
    func decode(_: UInt64.Type) throws -> UInt64 { try Impl.integer(value, UInt64.self, at: codingPath) }

    func decode<T: Decodable>(_: T.Type) throws -> T {
      // The same value at the same path: `T(from: self)` after the special types.
      try unbox(value, as: T.self, depth: depth, at: path)
    }
  }
}

// MARK: - Keyed container

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
            debugDescription: "No value associated with key \(Describe.truncated(String(describing: key))) "
              + "(\"\(Describe.truncated(key.stringValue))\")."
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

// MARK: - Unkeyed container

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

// MARK: - Value conversions

extension AnyValueDecoder.Impl {
  /// Whether `raw` is `NSNull` or a boxed `nil`.
  @inline(__always)
  static func isNull(_ raw: Any) -> Bool {
    let type = type(of: raw)
    if type == NSNull.self { return true }
    if type == String.self || type == NSNumber.self || type == [String: Any].self || type == [Any].self
      || type == boolNumberType || type == Int.self || type == Double.self || type == Bool.self
    {
      return false
    }
    return (raw as? any AnyValueOptionalBox)?.anyValueIsNone ?? false
  }

  /// `raw` with any boxed optionals removed (`NSNull` for `nil`).
  static func unwrapped(_ raw: Any) -> Any {
    guard let optional = raw as? any AnyValueOptionalBox else { return raw }
    guard let wrapped = optional.anyValuePayload else { return NSNull() }
    return unwrapped(wrapped)
  }

  /// Whether `raw` holds a boxed optional (so that its payload should be examined instead).
  @inline(__always)
  static func isBoxedOptional(_ raw: Any) -> Bool { raw is any AnyValueOptionalBox }

  /// `valueNotFound` for null, otherwise `typeMismatch`.
  static func mismatch(_ expected: Any.Type, _ raw: Any, at path: [any CodingKey]) -> DecodingError {
    if isNull(raw) {
      return DecodingError.valueNotFound(
        expected,
        .init(codingPath: path, debugDescription: "Cannot get value of type \(expected) -- found null value instead")
      )
    }
    return DecodingError.typeMismatch(
      expected,
      .init(
        codingPath: path,
        debugDescription: "Expected to decode \(expected) but found \(Describe.value(raw)) instead."
      )
    )
  }

  static func notRepresentable(_ expected: Any.Type, _ raw: Any, at path: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(
      .init(codingPath: path, debugDescription: "\(Describe.value(raw)) does not fit in \(expected).")
    )
  }

  static func dictionary(_ raw: Any, at path: @autoclosure () -> AnyValueCodingPath) throws -> [String: Any] {
    let type = type(of: raw)
    if type == [String: Any].self { return raw as! [String: Any] }
    if isBoxedOptional(raw) { return try dictionary(unwrapped(raw), at: path()) }
    if !(type is NSNumber.Type), !(type is NSString.Type), let dictionary = raw as? [String: Any] { return dictionary }
    throw mismatch([String: Any].self, raw, at: path().keys)
  }

  static func array(_ raw: Any, at path: @autoclosure () -> AnyValueCodingPath) throws -> [Any] {
    let type = type(of: raw)
    if type == [Any].self { return raw as! [Any] }
    if isBoxedOptional(raw) { return try array(unwrapped(raw), at: path()) }
    if !(type is NSNumber.Type), !(type is NSString.Type), type != String.self, let array = raw as? [Any] {
      return array
    }
    throw mismatch([Any].self, raw, at: path().keys)
  }

  static func string(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> String {
    let type = type(of: raw)
    if type == String.self { return raw as! String }
    if type is NSString.Type, let string = raw as? String { return string }
    if type == Substring.self { return String(raw as! Substring) }
    if isBoxedOptional(raw) { return try string(unwrapped(raw), at: path()) }
    throw mismatch(String.self, raw, at: path())
  }

  static func bool(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    let type = type(of: raw)
    if type == boolNumberType { return (raw as! NSNumber).boolValue }
    if type == Bool.self { return raw as! Bool }
    if isBoxedOptional(raw) { return try bool(unwrapped(raw), at: path()) }
    throw mismatch(Bool.self, raw, at: path())
  }

  @inline(__always)
  static func integer<I: FixedWidthInteger>(_ raw: Any, _: I.Type, at path: @autoclosure () -> [any CodingKey])
    throws -> I
  {
    let type = type(of: raw)
    if type == NSNumber.self {
      if let value = integer(number: raw as! NSNumber, I.self) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if type == Int.self {
      if let value = I(exactly: raw as! Int) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    return try integerSlow(raw, I.self, at: path)
  }

  /// An integer from a plain (non-boolean, non-decimal) `NSNumber`, by its stored kind.
  @inline(__always)
  private static func integer<I: FixedWidthInteger>(number: NSNumber, _: I.Type) -> I? {
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"), UInt8(ascii: "f"): I(exactly: number.doubleValue)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      I(exactly: number.uint64Value)
    default: I(exactly: number.int64Value)
    }
  }

  private static func integerSlow<I: FixedWidthInteger>(_ raw: Any, _: I.Type, at path: () -> [any CodingKey])
    throws -> I
  {
    let type = type(of: raw)
    if type == Bool.self || type == boolNumberType { throw mismatch(I.self, raw, at: path()) }
    if type == Double.self {
      if let value = I(exactly: raw as! Double) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      if number is NSDecimalNumber {
        if let value = integer(decimal: number.decimalValue, I.self) { return value }
      } else if let value = integer(number: number, I.self) {
        return value
      }
      throw notRepresentable(I.self, raw, at: path())
    }
    if type == Decimal.self {
      if let value = integer(decimal: raw as! Decimal, I.self) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if type == Float.self {
      if let value = I(exactly: raw as! Float) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if let integer = raw as? any BinaryInteger {
      if let value = I(exactly: integer) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if let floating = raw as? any BinaryFloatingPoint {
      if let value = I(exactly: Double(floating)) { return value }
      throw notRepresentable(I.self, raw, at: path())
    }
    if isBoxedOptional(raw) { return try integer(unwrapped(raw), I.self, at: path()) }
    throw mismatch(I.self, raw, at: path())
  }

  /// An integer from a whole `Decimal` that fits, through its exact integer text.
  private static func integer<I: FixedWidthInteger>(decimal: Decimal, _: I.Type) -> I? {
    guard decimal.isFinite else { return nil }
    var value = decimal
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    guard whole == decimal else { return nil }
    return I(whole.description, radix: 10)
  }

  static func double(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Double {
    let type = type(of: raw)
    if type == NSNumber.self { return (raw as! NSNumber).doubleValue }
    if type == Double.self { return raw as! Double }
    if type == Int.self { return Double(raw as! Int) }
    if type == Bool.self || type == boolNumberType { throw mismatch(Double.self, raw, at: path()) }
    if type is NSNumber.Type { return (raw as! NSNumber).doubleValue }
    if type == Decimal.self { return NSDecimalNumber(decimal: raw as! Decimal).doubleValue }
    if type == Float.self { return Double(raw as! Float) }
    if let integer = raw as? any BinaryInteger { return Double(integer) }
    if let floating = raw as? any BinaryFloatingPoint { return Double(floating) }
    if isBoxedOptional(raw) { return try double(unwrapped(raw), at: path()) }
    throw mismatch(Double.self, raw, at: path())
  }

  static func float(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Float {
    if type(of: raw) == Float.self { return raw as! Float }
    let double = try double(raw, at: path())
    let float = Float(double)
    if float.isInfinite, double.isFinite { throw notRepresentable(Float.self, raw, at: path()) }
    return float
  }

  static func decimal(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
    let type = type(of: raw)
    if type == Decimal.self { return raw as! Decimal }
    if type == Bool.self || type == boolNumberType { throw mismatch(Decimal.self, raw, at: path()) }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      if number is NSDecimalNumber { return number.decimalValue }
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "d"), UInt8(ascii: "f"): return try decimal(number.doubleValue, raw, at: path)
      case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
        return Decimal(number.uint64Value)
      default: return Decimal(number.int64Value)
      }
    }
    if type == Int.self { return Decimal(raw as! Int) }
    if type == Double.self { return try decimal(raw as! Double, raw, at: path) }
    if type == UInt64.self { return Decimal(raw as! UInt64) }
    if let integer = raw as? any BinaryInteger, let value = Int64(exactly: integer) { return Decimal(value) }
    if let floating = raw as? any BinaryFloatingPoint { return try decimal(Double(floating), raw, at: path) }
    if isBoxedOptional(raw) { return try decimal(unwrapped(raw), at: path()) }
    throw mismatch(Decimal.self, raw, at: path())
  }

  /// A `Decimal` from the shortest text that reads back as `double` (0.1 is 0.1, not
  /// 0.1000000000000000055…), which is what the JSON text most likely said.
  private static func decimal(_ double: Double, _ raw: Any, at path: () -> [any CodingKey]) throws -> Decimal {
    guard double.isFinite, let value = Decimal(string: "\(double)", locale: Locale(identifier: "en_US_POSIX")),
      value.isFinite
    else { throw notRepresentable(Decimal.self, raw, at: path()) }
    return value
  }

  static func url(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> URL {
    if type(of: raw) == URL.self { return raw as! URL }
    let text = try string(raw, at: path())
    guard let url = URL(string: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path(), debugDescription: "Invalid URL string \(Describe.value(text)).")
      )
    }
    return url
  }

  static func data(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Data {
    if type(of: raw) == Data.self { return raw as! Data }
    let text = try string(raw, at: path())
    guard let data = Data(base64Encoded: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path(), debugDescription: "Encountered Data is not valid Base64: \(Describe.value(text)).")
      )
    }
    return data
  }
}

/// `value` as `T`, for a `T` the caller has just compared equal to `Value` (a checked cast
/// between identical types: no bit casts).
@inline(__always)
private func anyValueIdentityCast<Value, T>(_ value: Value) -> T {
  value as! T
}

// MARK: - Coding keys and paths

/// A coding key made at run time: array indices (`Index 3`), `super`, dictionary keys.
struct AnyValueCodingKey: CodingKey, Sendable {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  /// The key of an array element, as `JSONDecoder` names it (`Index 3`).
  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  static let `super` = AnyValueCodingKey(stringValue: "super")
}

/// A coding path as a linked list, turned into `[any CodingKey]` only when asked for (for an
/// error, or by a `Codable` implementation), so that descending costs one small allocation.
enum AnyValueCodingPath {
  case root([any CodingKey])
  indirect case key(any CodingKey, AnyValueCodingPath)
  indirect case index(Int, AnyValueCodingPath)

  func appending(_ key: any CodingKey) -> AnyValueCodingPath { .key(key, self) }
  func appending(index: Int) -> AnyValueCodingPath { .index(index, self) }

  var keys: [any CodingKey] {
    var reversed: [any CodingKey] = []
    var node = self
    while true {
      switch node {
      case .root(let base):
        return base + reversed.reversed()
      case .key(let key, let parent):
        reversed.append(key)
        node = parent
      case .index(let index, let parent):
        reversed.append(AnyValueCodingKey(index: index))
        node = parent
      }
    }
  }
}

/// `Optional` seen through `Any`, to find boxed `nil`s and payloads.
protocol AnyValueOptionalBox {
  var anyValueIsNone: Bool { get }
  var anyValuePayload: Any? { get }
}

extension Optional: AnyValueOptionalBox {
  var anyValueIsNone: Bool { self == nil }
  var anyValuePayload: Any? { self.map { $0 as Any } }
}
