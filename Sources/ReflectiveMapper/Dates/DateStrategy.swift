public import Foundation

/// How dates are read from raw service values and written back to JSON-compatible values.
///
/// Every built-in strategy but ``formatted(_:locale:timeZone:)`` is parsed and printed by hand
/// (no formatter, no `Calendar`), and ``formatted(_:locale:timeZone:)`` takes its
/// `DateFormatter` from a shared cache once, when the strategy is made, so no formatter is ever
/// created per value.
///
/// ```swift
/// try registry.register(SoftwareRelease.self) { m in
///   m.dateStrategy = .firstMatching([.iso8601, .rfc1123])   // "Tue, 10 Jun 2003 04:00:00 GMT" too
///   m.dateStrategies["builtAt"] = .millisecondsSince1970
/// }
/// let release = try SoftwareRelease(dictionary: ["publishedAt": "Tue, 10 Jun 2003 04:00:00 GMT"], registry: registry)
/// try release.jsonObject(registry: registry)["publishedAt"]   // "2003-06-10T04:00:00Z"
/// ```
///
/// Every strategy but ``custom(parse:format:)`` also takes a `Date` as it is. A value a
/// strategy cannot read is a problem at the property's path: a wrong kind of value is a
/// ``MappingError/Reason/typeMismatch(expected:found:)``, a malformed string or an
/// impossible date (February 29 in 2023) an ``MappingError/Reason/invalidValue(expected:found:)``.
public struct DateStrategy: Sendable, CustomStringConvertible {
  /// The strategies, as data so that the common ones dispatch without a closure call.
  enum Kind: Sendable {
    case iso8601
    case rfc1123
    case secondsSince1970
    case millisecondsSince1970
    case microsecondsSince1970
    case nanosecondsSince1970
    case dotNet
    case formatted(format: String, formatter: DateCoding.SharedFormatter)
    case custom(parse: @Sendable (Any) throws -> Date, format: @Sendable (Date) throws -> Any)
    case firstMatching([DateStrategy])
  }

  let kind: Kind

  init(kind: Kind) { self.kind = kind }

  /// RFC 3339 strings (`2024-03-05T10:20:30Z`, `…30.123456+01:00`, `…+0100`, `…+01`, a `t` or a
  /// space for the `T`, a bare `2024-03-05` for midnight UTC) and numbers as seconds since
  /// 1970; written as `2024-03-05T10:20:30Z`, with up to six fractional digits when the date has
  /// a fraction (rounded to the microsecond, trailing zeros trimmed).
  public static let iso8601 = DateStrategy(kind: .iso8601)

  /// RFC 1123 / RFC 822 strings (`Tue, 10 Jun 2003 04:00:00 GMT`; the weekday is optional but
  /// must match when present, seconds are optional, a two-digit year below 50 is 20xx and
  /// otherwise 19xx; zones `GMT`, `UT`, `UTC`, `Z`, `±hhmm` and the US zones `EST`, `EDT`,
  /// `CST`, `CDT`, `MST`, `MDT`, `PST`, `PDT`); written as `EEE, dd MMM yyyy HH:mm:ss GMT`.
  public static let rfc1123 = DateStrategy(kind: .rfc1123)

  /// Numbers (or numeric strings) of seconds since 1970; written as an `Int` when whole,
  /// otherwise as a `Double` rounded to the microsecond.
  public static let secondsSince1970 = DateStrategy(kind: .secondsSince1970)

  /// Numbers (or numeric strings) of milliseconds since 1970; written as an `Int` when whole,
  /// otherwise as a `Double` rounded to the microsecond.
  public static let millisecondsSince1970 = DateStrategy(kind: .millisecondsSince1970)

  /// Numbers (or numeric strings) of microseconds since 1970; written as an `Int`, the date
  /// rounded to the microsecond.
  ///
  /// A count with a fraction is read too (`1.5` is 1.5 µs); one whose date is not finite or
  /// lies past 10^20 microseconds is an invalid value at the property's path.
  public static let microsecondsSince1970 = DateStrategy(kind: .microsecondsSince1970)

  /// Numbers (or numeric strings) of nanoseconds since 1970; written as an `Int`, the
  /// nanosecond nearest to the date.
  ///
  /// A `Date` holds about a tenth of a microsecond near the present, so a count read is written
  /// back within that (and the date it is read as again is the same). Every `Int64` count reads
  /// (1677 to 2262); a date outside that range has no `Int64` count, and output fails at the
  /// property's path (`notJSONEncodable`) rather than write a wrong one. A count past 10^20 or
  /// one that is not finite is an invalid value at the property's path.
  public static let nanosecondsSince1970 = DateStrategy(kind: .nanosecondsSince1970)

  /// The Microsoft JSON form `/Date(1234567890123)/` or `/Date(1234567890123+0100)/`:
  /// milliseconds since 1970 and an optional offset, which is informational and does not change
  /// the instant; written as `/Date(1234567890123)/`.
  public static let dotNet = DateStrategy(kind: .dotNet)

  /// Strings in a `DateFormatter` format, such as `EEE MMM dd HH:mm:ss Z yyyy`.
  ///
  /// The formatter comes from a cache keyed by format, locale identifier and time zone
  /// identifier, so strategies made with the same settings share one formatter.
  public static func formatted(
    _ format: String,
    locale: Locale = Locale(identifier: "en_US_POSIX"),
    timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!
  ) -> DateStrategy {
    let shared = DateCoding.formatterCache.formatter(format: format, locale: locale, timeZone: timeZone)
    return DateStrategy(kind: .formatted(format: format, formatter: shared))
  }

  /// Reads and writes with closures; the raw value is passed as it is, even a `Date`.
  public static func custom(
    parse: @escaping @Sendable (Any) throws -> Date,
    format: @escaping @Sendable (Date) throws -> Any
  ) -> DateStrategy {
    DateStrategy(kind: .custom(parse: parse, format: format))
  }

  /// Reads with the first strategy that accepts the value, in order, and writes with the first.
  public static func firstMatching(_ strategies: [DateStrategy]) -> DateStrategy {
    DateStrategy(kind: .firstMatching(strategies))
  }

  /// The JSON type the strategy reads, which strict mode requires; `nil` for a custom or
  /// combined strategy, which decides for itself.
  var jsonKind: JSONKind? {
    switch kind {
    case .iso8601, .rfc1123, .dotNet, .formatted: .string
    case .secondsSince1970, .millisecondsSince1970, .microsecondsSince1970, .nanosecondsSince1970: .number
    case .custom, .firstMatching: nil
    }
  }

  /// Whether values other than strings and numbers may be dates (through a custom strategy).

  var acceptsAnyValue: Bool {
    switch kind {
    case .custom: true
    case .firstMatching(let strategies): strategies.contains { $0.acceptsAnyValue }
    default: false
    }
  }

  /// A short name for messages, such as `ISO 8601 date`.
  public var description: String {
    switch kind {
    case .iso8601: "ISO 8601 date"
    case .rfc1123: "RFC 1123 date"
    case .secondsSince1970: "date in seconds since 1970"
    case .millisecondsSince1970: "date in milliseconds since 1970"
    case .microsecondsSince1970: "date in microseconds since 1970"
    case .nanosecondsSince1970: "date in nanoseconds since 1970"
    case .dotNet: "/Date(…)/ date"
    case .formatted(let format, _): "date in format \"\(format)\""
    case .custom: "custom date"
    case .firstMatching(let strategies): strategies.map(\.description).joined(separator: " or ")
    }
  }

  /// Reads a date from a raw value.
  func date(from raw: Any) throws -> Date {
    if case .custom(let parse, _) = kind { return try parse(raw) }
    if type(of: raw) == Date.self { return raw as! Date }
    if type(of: raw) is NSDate.Type { return FoundationTwin.date(raw as! NSDate) }
    switch kind {
    case .iso8601:
      if let string = DateCoding.string(raw) {
        if let date = DateCoding.rfc3339Date(from: string) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
      if let number = DateCoding.number(raw) {
        if let date = number.date(unitsPerSecond: 1) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
    case .rfc1123:
      if let string = DateCoding.string(raw) {
        if let date = DateCoding.rfc1123Date(from: string) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
    case .secondsSince1970, .millisecondsSince1970, .microsecondsSince1970, .nanosecondsSince1970:
      let units: Int64 =
        switch kind {
        case .secondsSince1970: 1
        case .millisecondsSince1970: 1000
        case .microsecondsSince1970: 1_000_000
        default: 1_000_000_000
        }
      if let number = DateCoding.number(raw) ?? DateCoding.string(raw).flatMap(DateCoding.number(text:)) {
        if let date = number.date(unitsPerSecond: units) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
      if DateCoding.string(raw) != nil { throw ConversionFailure.invalid(description, raw) }
    case .dotNet:
      if let string = DateCoding.string(raw) {
        if let date = DateCoding.dotNetDate(from: string) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
    case .formatted(_, let shared):
      if let string = DateCoding.string(raw) {
        if let date = shared.date(from: string) { return date }
        throw ConversionFailure.invalid(description, raw)
      }
    case .firstMatching(let strategies):
      for strategy in strategies {
        if let date = try? strategy.date(from: raw) { return date }
      }
      throw ConversionFailure.invalid(description, raw)
    case .custom:
      break
    }
    // A value boxed in an `Optional` inside `Any` (`Decimal(string:) as Any`) is read as what
    // it holds (asked last: a conformance check costs more than the common cases above).
    if type(of: raw) is any OptionalShape.Type, let held = unwrapBoxedOptional(raw) { return try date(from: held) }
    throw ConversionFailure.mismatch(description, raw)
  }

  /// Writes a date as a JSON-compatible value (`String`, `Int` or `Double` for the built-in
  /// strategies).
  func jsonValue(for date: Date) throws -> Any {
    switch kind {
    case .iso8601:
      if let string = DateCoding.rfc3339String(from: date) { return string }
    case .rfc1123:
      if let string = DateCoding.rfc1123String(from: date) { return string }
    case .secondsSince1970:
      if let value = DateCoding.number(for: date, unitsPerSecond: 1) { return value }
    case .millisecondsSince1970:
      if let value = DateCoding.number(for: date, unitsPerSecond: 1000) { return value }
    case .microsecondsSince1970:
      if let value = DateCoding.unixMicroseconds(date) { return Int(value) }
    case .nanosecondsSince1970:
      if let value = DateCoding.unixNanoseconds(date) { return Int(value) }
    case .dotNet:
      if let string = DateCoding.dotNetString(from: date) { return string }
    case .formatted(_, let shared):
      return shared.string(from: date)
    case .custom(_, let format):
      return try format(date)
    case .firstMatching(let strategies):
      if let first = strategies.first { return try first.jsonValue(for: date) }
    }
    throw ConversionFailure.notRepresentable(description, date)
  }
}
