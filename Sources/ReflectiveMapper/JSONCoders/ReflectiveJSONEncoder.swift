public import Foundation

/// A drop-in replacement for Foundation's `JSONEncoder` that builds its output with the
/// library's JSON writer, for any `Encodable` value.
///
/// The API is `JSONEncoder`'s: the same `encode(_:)`, the same `userInfo`, and Foundation's own
/// types for output formatting and the key, date, data and non-conforming float strategies, so
/// switching is a one-word change:
///
/// ```swift
/// let encoder = ReflectiveJSONEncoder()          // was: JSONEncoder()
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// encoder.outputFormatting = [.sortedKeys]
/// let body = try encoder.encode(order)
/// ```
///
/// The text is `JSONEncoder`'s: the same numbers (`1.5`, `3` for `3.0`, `1e+21`), the same
/// escapes (`/` as `\/` unless `.withoutEscapingSlashes`), the same pretty-printed layout
/// (two spaces, `"key" : value`), and keys sorted by their UTF-8 bytes under `.sortedKeys`.
/// Without `.sortedKeys`, an object's keys come out in the order they were encoded
/// (`JSONEncoder`'s follow its dictionary's order), and a key encoded twice in one container
/// keeps its first place and its last value.
///
/// A ``ReflectiveCodable`` model met anywhere in the value is written by its output plan,
/// straight into the output, with its registry (the `userInfo` value under
/// ``MappingRegistry/codingUserInfoKey``, else its type's ``ReflectiveCodable/codingRegistry``):
/// the same JSON as ``ReflectiveModel/jsonData(registry:prettyPrinted:options:)``, laid out as
/// the rest of the document. A model's problem is an `EncodingError.invalidValue` whose
/// `underlyingError` is the ``MappingError``.
///
/// Like `JSONEncoder`, one instance may be shared between threads: each call takes a copy of
/// the options.
public final class ReflectiveJSONEncoder: Sendable {
  /// The options of the next calls, behind a lock.
  private let options = Locked(TreeEncodingOptions())

  /// Creates an encoder with `JSONEncoder`'s defaults: compact output, default keys, dates
  /// deferred to `Date`, base64 data, non-conforming floats refused.
  public init() {}

  /// The layout of the output: `.prettyPrinted`, `.sortedKeys`, `.withoutEscapingSlashes`.
  public var outputFormatting: JSONEncoder.OutputFormatting {
    get { options.withLock { $0.outputFormatting } }
    set { options.withLock { $0.outputFormatting = newValue } }
  }

  /// How coding keys become JSON keys; `.useDefaultKeys` by default.
  ///
  /// As in `JSONEncoder`, the keys of a `[String: Value]` dictionary are never converted.
  public var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy {
    get { options.withLock { $0.keyEncodingStrategy } }
    set { options.withLock { $0.keyEncodingStrategy = newValue } }
  }

  /// How `Date` values are written; `.deferredToDate` by default.
  public var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy {
    get { options.withLock { $0.dateEncodingStrategy } }
    set { options.withLock { $0.dateEncodingStrategy = newValue } }
  }

  /// How `Data` values are written; `.base64` by default.
  public var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy {
    get { options.withLock { $0.dataEncodingStrategy } }
    set { options.withLock { $0.dataEncodingStrategy = newValue } }
  }

  /// How infinities and NaN are written; `.throw` by default.
  public var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy {
    get { options.withLock { $0.nonConformingFloatEncodingStrategy } }
    set { options.withLock { $0.nonConformingFloatEncodingStrategy = newValue } }
  }

  /// Values handed to every `encode(to:)` of the call, as `encoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] {
    get { options.withLock { $0.userInfo } }
    set { options.withLock { $0.userInfo = newValue } }
  }

  /// The JSON text of `value`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a value with no JSON form (a non-conforming
  ///   float under `.throw`, a top-level value that encodes nothing, a model's problem), with
  ///   its coding path; any error a value's `encode(to:)` throws.
  public func encode<T: Encodable>(_ value: T) throws -> Data {
    let run = TreeEncodingRun(options.withLock { $0 })
    guard let node = try run.box(value, at: .root) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    var writer = EncodedNodeWriter(run: run)
    try writer.write(node)
    return Data(writer.bytes)
  }
}

/// The options of one ``ReflectiveJSONEncoder`` call.
struct TreeEncodingOptions: @unchecked Sendable {
  var outputFormatting: JSONEncoder.OutputFormatting = []
  var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys { didSet { registries = Self.registries(self) } }
  var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate { didSet { registries = Self.registries(self) } }
  var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64 { didSet { registries = Self.registries(self) } }
  var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw {
    didSet { registries = Self.registries(self) }
  }
  /// The registries the strategies derive for models (``CoderStrategies``), made again when one
  /// changes.
  private(set) var registries = CoderRegistries(CoderStrategies())

  private static func registries(_ options: TreeEncodingOptions) -> CoderRegistries { CoderRegistries(CoderStrategies(options)) }
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]
}
