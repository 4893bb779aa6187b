public import Foundation

/// A drop-in replacement for Foundation's `JSONDecoder` that reads with the library's strict
/// JSON reader and decodes any `Decodable` type straight from it.
///
/// The API is `JSONDecoder`'s: the same `decode(_:from:)`, the same `userInfo`, and Foundation's
/// own strategy types for keys, dates, data and non-conforming floats, so switching is a
/// one-word change:
///
/// ```swift
/// let decoder = ReflectiveJSONDecoder()          // was: JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let order = try decoder.decode(Order.self, from: body)
/// ```
///
/// Values are decoded from the reader's tape, node by node: no intermediate dictionaries.
/// A ``ReflectiveCodable`` model met anywhere in the value (at the top, inside a `Codable`
/// envelope, in arrays or dictionaries) is hydrated straight from its node with every rule of
/// ``ReflectiveModel/init(jsonData:registry:context:)`` and its registry (the `userInfo` value
/// under ``MappingRegistry/codingUserInfoKey``, else its type's
/// ``ReflectiveCodable/codingRegistry``).
///
/// Where it is stricter than `JSONDecoder` (each one a `DecodingError`, never a crash):
/// - **Strict JSON.** RFC 8259 only, UTF-8 only (a UTF-8 byte order mark is skipped): trailing
///   commas, UTF-16 and UTF-32 bodies and JSON5 are refused as `dataCorrupted`, with the
///   reader's error (line and column) as a ``MappingError`` in `underlyingError`. Nesting is
///   limited to 512 levels, as `JSONDecoder`'s.
/// - **Repeated keys.** An object read through a keyed container that holds the same key twice
///   (byte for byte, or two keys the key strategy turns into one) is `dataCorrupted` at the
///   object's coding path, naming the key. `JSONDecoder` silently reads the first value,
///   `JSONSerialization` the last: `Codable` has no place for a non-fatal problem, so neither is
///   guessed. A `[String: Value]` dictionary is refused the same way.
/// - **Exact numbers.** A number is read only when the type holds it exactly: `1e-400` or `0.5`
///   into an integer, `1.0000000000000001` into an `Int`, `1e-400` into a `Double` or a
///   `Decimal` with more digits than it keeps are `dataCorrupted`, never a nearby value.
///   Errors for numbers out of range carry the value's full coding path (`JSONDecoder`'s carry
///   an empty one).
///
/// Where it differs otherwise: `.iso8601` dates are read by the library's RFC 3339 reader,
/// which also accepts fractional seconds and a bare date (midnight UTC); `allKeys` lists the
/// keys in document order; `allowsJSON5` and `assumesTopLevelDictionary` do not exist.
///
/// Like `JSONDecoder`, one instance may be shared between threads: each call takes a copy of
/// the options, and setting an option while another thread decodes is safe. Each call copies
/// the input once (from `Data` or any contiguous bytes), so that a decoder or container kept by
/// an `init(from:)` stays valid.
public final class ReflectiveJSONDecoder: Sendable {
  /// The options of the next calls, behind a lock.
  private let options = Locked(TapeDecodingOptions())

  /// Creates a decoder with `JSONDecoder`'s defaults: default keys, dates deferred to `Date`,
  /// base64 data, non-conforming floats refused.
  public init() {}

  /// How `Date` values are read; `.deferredToDate` by default.
  public var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy {
    get { options.withLock { $0.dateDecodingStrategy } }
    set { options.withLock { $0.dateDecodingStrategy = newValue } }
  }

  /// How `Data` values are read; `.base64` by default.
  public var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy {
    get { options.withLock { $0.dataDecodingStrategy } }
    set { options.withLock { $0.dataDecodingStrategy = newValue } }
  }

  /// How strings stand for infinities and NaN; `.throw` by default.
  public var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy {
    get { options.withLock { $0.nonConformingFloatDecodingStrategy } }
    set { options.withLock { $0.nonConformingFloatDecodingStrategy = newValue } }
  }

  /// How JSON keys become coding keys; `.useDefaultKeys` by default.
  ///
  /// As in `JSONDecoder`, the keys of a `[String: Value]` dictionary are never converted.
  public var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy {
    get { options.withLock { $0.keyDecodingStrategy } }
    set { options.withLock { $0.keyDecodingStrategy = newValue } }
  }

  /// Values handed to every `init(from:)` as the decoder's `userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] {
    get { options.withLock { $0.userInfo } }
    set { options.withLock { $0.userInfo = newValue } }
  }

  /// Which rules the ``ReflectiveCodable`` models this decoder creates follow (``CodingRules``).
  ///
  /// `nil` (the default) leaves it to the `userInfo` value under
  /// ``MappingRegistry/codingRulesUserInfoKey``, else to each model's registry
  /// (``MappingRegistry/codingRules``).
  public var codingRules: CodingRules? {
    get { options.withLock { $0.codingRules } }
    set { options.withLock { $0.codingRules = newValue } }
  }

  /// Decodes a value of `type` from JSON bytes.
  ///
  /// `type` is the metatype built: `decode(Employee.self as Person.Type, from:)` returns an
  /// `Employee`, as `JSONDecoder`'s does.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for input that is not strict UTF-8 JSON or holds
  ///   a repeated key, and the `DecodingError` of any value that does not fit its type, with
  ///   its coding path; errors thrown by the types' own `init(from:)`.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let options = options.withLock { $0 }
    return try TapeDocument.decode(type, from: data, options: options, collecting: false).value
  }

  /// Decodes a value of `type` from JSON bytes held anywhere (`[UInt8]`, a buffer pointer),
  /// copied once.
  ///
  /// A server hands its request buffer over as it is, with no `Data` in between (for a
  /// SwiftNIO `ByteBuffer`: `try buffer.withUnsafeReadableBytes { try decoder.decode(T.self,
  /// from: $0) }`).
  public func decode<T: Decodable>(_ type: T.Type, from bytes: some ContiguousBytes) throws -> T {
    let options = options.withLock { $0 }
    return try TapeDocument.decode(type, from: bytes, options: options, collecting: false).value
  }

  /// Decodes a value of `type` from JSON bytes, appending the non-fatal problems of every
  /// ``ReflectiveCodable`` model inside to `issues`, each at its full path in the document
  /// (`data[3].email`).
  ///
  /// Under ``CodingRules/registry`` rules this is how a caller hears of a value a model could
  /// not take (the property kept its value, the element was dropped); under
  /// ``CodingRules/codable`` those are thrown, and `issues` gets the problems that lose nothing
  /// (a key naming an output-only property, say).
  public func decode<T: Decodable>(_ type: T.Type, from data: some ContiguousBytes, issues: inout [MappingError]) throws -> T {
    let options = options.withLock { $0 }
    let (value, found) = try TapeDocument.decode(type, from: data, options: options, collecting: true)
    issues += found
    return value
  }
}
