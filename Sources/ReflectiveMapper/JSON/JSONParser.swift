public import Foundation

/// The library's own JSON reader, for bytes you want as Foundation-style values.
///
/// Gives the same shapes the hydration entry points accept: objects as `[String: Any]`,
/// arrays as `[Any]`, strings, `Bool` (never confused with 0 and 1), `NSNull` for `null`,
/// and numbers as `Int` when the literal is an integer that fits `Int64`, `UInt64` when only
/// that fits, `Decimal` for larger integers of up to 38 digits, and `Double` otherwise
/// (correctly rounded) — except a literal with more significant digits than a `Double` keeps
/// (more than 15, such as `-65.613616999999977` or `12345678901234567.5`), which is its exact
/// `Decimal`, as JSONSerialization's `NSDecimalNumber` on Linux: hydrating the result gives
/// what hydrating the bytes gives (a `String` gets the digits, an integer never takes
/// `12345678901234567.5` for `12345678901234568`, a `Double` the correctly rounded value).
/// Code that reads the result by hand should accept `Decimal` wherever it accepts `Double`. Duplicate keys: the last one wins. RFC 8259 strictly (see
/// docs/JSONTestSuite-i-results.md for the implementation-defined cases); nesting is limited.
///
/// ```swift
/// let object = try JSONParser.parse(data) as? [String: Any]
/// ```
public enum JSONParser {
  /// The default limit on nested arrays and objects.
  public static let defaultMaxDepth = NestingLimit.levels

  /// Parses UTF-8 JSON bytes into Foundation-style values (`[String: Any]`, `[Any]`, …).
  ///
  /// The bytes are read in place from any contiguous bytes (`Data`, `[UInt8]`,
  /// `UnsafeRawBufferPointer`, …); a leading byte order mark is skipped.
  ///
  /// - Parameters:
  ///   - bytes: The UTF-8 JSON text.
  ///   - maxDepth: The deepest nesting of arrays and objects accepted.
  /// - Returns: The top-level value, as `JSONSerialization` would give it.
  /// - Throws: `MappingError` with reason `.invalidJSON`, saying what is wrong and where
  ///   (line, column and byte offset).
  public static func parse(_ bytes: some ContiguousBytes, maxDepth: Int = defaultMaxDepth) throws -> Any {
    do {
      return try bytes.withUnsafeBytes { buffer in try JSONReader.parse(buffer, maxDepth: maxDepth) }
    } catch let error as JSONReadError {
      throw MappingError(error)
    }
  }
}

extension MappingError {
  /// The error for bytes the reader rejected.
  init(_ error: JSONReadError) {
    self.init(path: "", property: nil, reason: .invalidJSON(error.description), isFatal: true)
  }
}
