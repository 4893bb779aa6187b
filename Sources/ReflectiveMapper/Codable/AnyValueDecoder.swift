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
/// nearest; a Bool is never a number and a number never a Bool. `Date` uses the options' `dateStrategy`
/// (by default RFC 3339 strings or seconds since 1970), `URL` reads a string, `Data` a base64
/// string.
///
/// Errors are `DecodingError`s with the coding path of the failing value; values in messages
/// are truncated to 100 characters. Any input is safe: nesting deeper than
/// the options' `maximumDepth` is an error, not a stack overflow.
///
/// ```swift
/// let payload = try JSONSerialization.jsonObject(with: data)
/// let user = try AnyValueDecoder().decode(User.self, from: payload)
/// ```
struct AnyValueDecoder: Sendable {
  /// The date strategy, `userInfo` and depth limit of every call.
  let options: AnyValueCodingOptions

  init(_ options: AnyValueCodingOptions = AnyValueCodingOptions()) { self.options = options }

  init(dateStrategy: DateStrategy) { self.init(AnyValueCodingOptions(dateStrategy: dateStrategy)) }

  /// Decodes a `T` from a Foundation-style value; `codingPath` prefixes every error's path.
  func decode<T: Decodable>(_: T.Type, from value: Any, codingPath: [any CodingKey] = []) throws -> T {
    let decoder = Impl(value: value, path: .root(codingPath), depth: 0, options: options)
    return try decoder.unbox(value, as: T.self, depth: 0, at: .root(codingPath))
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
  final class Impl: Decoder, ScalarSingleValueContainer {
    private(set) var value: Any
    private(set) var path: AnyValueCodingPath
    private(set) var depth: Int
    let options: AnyValueCodingOptions

    init(value: Any, path: AnyValueCodingPath, depth: Int, options: AnyValueCodingOptions) {
      self.value = value
      self.path = path
      self.depth = depth
      self.options = options
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }
    var scalars: AnyValueScalars { AnyValueScalars() }
    var slot: Any { value }

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
    func decode<T: Decodable>(_: T.Type) throws -> T {
      // The same value at the same path: `T(from: self)` after the special types.
      try unbox(value, as: T.self, depth: depth, at: path)
    }
  }
}

@inline(__always)
func anyValueIdentityCast<Value, T>(_ value: Value) -> T {
  value as! T
}
