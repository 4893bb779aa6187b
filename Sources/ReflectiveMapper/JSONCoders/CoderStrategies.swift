import Foundation

/// What a JSON coder's strategies say about the models it reads or writes: the registry-level
/// settings they stand for, applied only where the model's registry leaves that setting unset
/// (an explicit registry or model setting wins).
///
/// | coder strategy | becomes, for models inside |
/// |---|---|
/// | key strategy | the registry's default key strategy (snake case, or the closure) |
/// | date strategy | the registry's default date strategy |
/// | data strategy | a registry-wide transform for `Data` |
/// | non-conforming floats | the registry's default ``NonConformingFloatStrategy`` |
struct CoderStrategies: @unchecked Sendable {  // Foundation's strategies hold their closures and formatters immutably
  var keyStrategy: KeyStrategy?
  var keyMatching: KeyMatching?
  var dateStrategy: DateStrategy?
  var nonConformingFloats: NonConformingFloatStrategy?
  var transforms: [ObjectIdentifier: TypeTransform] = [:]

  /// Whether the strategies say nothing (each is its coder's default).
  var isEmpty: Bool { keyStrategy == nil && keyMatching == nil && dateStrategy == nil && nonConformingFloats == nil && transforms.isEmpty }

  /// Strategies that say nothing.
  init() {}

  /// What ``ReflectiveJSONDecoder``'s options say.
  init(_ options: TapeDecodingOptions) {
    switch options.keyDecodingStrategy {
    case .useDefaultKeys: break
    case .convertFromSnakeCase: keyStrategy = .snakeCase
    case .custom(let convert):
      keyMatching = .custom { key in convert([AnyValueCodingKey(stringValue: key)]).stringValue }
    @unknown default: break
    }
    switch options.dateDecodingStrategy {
    case .deferredToDate: break
    case .secondsSince1970: dateStrategy = .secondsSince1970
    case .millisecondsSince1970: dateStrategy = .millisecondsSince1970
    case .iso8601: dateStrategy = .iso8601
    #if canImport(Darwin)
      case .formatted(let formatter): dateStrategy = Self.formatted(formatter)
    #endif
    case .custom(let decode):
      dateStrategy = .custom(parse: { raw in try Self.decode(raw, through: decode) }, format: { try DateStrategy.iso8601.jsonValue(for: $0) })
    @unknown default: break
    }
    switch options.dataDecodingStrategy {
    case .base64: break
    case .deferredToData:
      add(Data.self, hydrate: { raw in try AnyValueDecoder().decode([UInt8].self, from: raw).withUnsafeBytes { Data($0) } })
    case .custom(let decode):
      add(Data.self, hydrate: { raw in try Self.decode(raw, through: decode) })
    @unknown default: break
    }
    if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy {
      nonConformingFloats = .strings(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
    }
  }

  /// What ``ReflectiveJSONEncoder``'s options say.
  init(_ options: TreeEncodingOptions) {
    switch options.keyEncodingStrategy {
    case .useDefaultKeys: break
    // Foundation's own word split, so a model's keys come out as a `Codable` type's would.
    case .convertToSnakeCase: keyStrategy = .custom { SnakeCaseEncoding.converted($0) }
    case .custom(let convert): keyStrategy = .custom { convert([AnyValueCodingKey(stringValue: $0)]).stringValue }
    @unknown default: break
    }
    switch options.dateEncodingStrategy {
    case .deferredToDate: break
    case .secondsSince1970: dateStrategy = .secondsSince1970
    case .millisecondsSince1970: dateStrategy = .millisecondsSince1970
    case .iso8601: dateStrategy = .iso8601
    #if canImport(Darwin)
      case .formatted(let formatter): dateStrategy = Self.formatted(formatter)
    #endif
    case .custom(let encode):
      dateStrategy = .custom(
        parse: { raw in try DateStrategy.iso8601.date(from: raw) }, format: { date in try Self.encode { try encode(date, $0) } })
    @unknown default: break
    }
    switch options.dataEncodingStrategy {
    case .base64: break
    case .deferredToData: add(Data.self, serialize: { data in data.map { Int($0) } })
    case .custom(let encode): add(Data.self, serialize: { data in try Self.encode { try encode(data, $0) } })
    @unknown default: break
    }
    if case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy {
      nonConformingFloats = .strings(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
    }
  }

  /// A decoding transform (a decoder never writes through it).
  private mutating func add<T>(_: T.Type, hydrate: @escaping @Sendable (Any) throws -> T) {
    transforms[ObjectIdentifier(T.self)] = TypeTransform(
      T.self, hydrate: hydrate, serialize: { _ in throw ConversionFailure(.notJSONEncodable("a decoder's transform")) })
  }

  /// An encoding transform (an encoder never reads through it).
  private mutating func add<T>(_: T.Type, serialize: @escaping @Sendable (T) throws -> Any) {
    transforms[ObjectIdentifier(T.self)] = TypeTransform(
      T.self, hydrate: { _ in throw ConversionFailure(.custom("an encoder's transform")) }, serialize: serialize)
  }

  #if canImport(Darwin)
    /// A Foundation `DateFormatter` strategy, read and written by that formatter (elsewhere
    /// Foundation makes `.formatted` a `.custom` strategy).
    private static func formatted(_ formatter: DateFormatter) -> DateStrategy {
      DateStrategy(kind: .formatted(format: formatter.dateFormat ?? "", formatter: DateCoding.SharedFormatter(formatter)))
    }
  #endif

  /// The value a Foundation `.custom` decoding closure makes of `raw`.
  private static func decode<T>(_ raw: Any, through closure: @escaping @Sendable (any Decoder) throws -> T) throws -> T {
    let box = DecodingClosure(closure)
    let options = AnyValueCodingOptions(userInfo: [DecodingClosure.key: box])
    return try AnyValueDecoder(options).decode(ThroughClosure<T>.self, from: raw).value
  }

  /// The value a Foundation `.custom` encoding closure writes.
  private static func encode(_ body: @escaping (any Encoder) throws -> Void) throws -> Any {
    try AnyValueEncoder().encode(EncodedThroughClosure(body: body))
  }
}

/// A Foundation `.custom` decoding closure, handed to ``ThroughClosure`` in `userInfo`.
private final class DecodingClosure: Sendable {
  static let key = CodingUserInfoKey(rawValue: "ReflectiveMapper.DecodingClosure")!
  let call: @Sendable (any Decoder) throws -> Any
  init<T>(_ closure: @escaping @Sendable (any Decoder) throws -> T) { call = { try closure($0) } }
}

/// The value the closure in `userInfo` decodes.
private struct ThroughClosure<T>: Decodable {
  let value: T
  init(from decoder: any Decoder) throws {
    guard let closure = decoder.userInfo[DecodingClosure.key] as? DecodingClosure, let value = try closure.call(decoder) as? T else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No decoding closure."))
    }
    self.value = value
  }
}

/// What a Foundation `.custom` encoding closure writes.
private struct EncodedThroughClosure: Encodable {
  let body: (any Encoder) throws -> Void
  func encode(to encoder: any Encoder) throws { try body(encoder) }
}
