import Foundation

/// A hand-written ISO 8601 / RFC 3339 reader and writer.
///
/// Formatters are expensive to create and to call, so dates are parsed and printed by hand:
/// no allocation on the parse path and none per value.
///
/// Accepted: `2024-03-05`, `2024-03-05T10:20:30Z`, `2024-03-05T10:20:30.123456+01:00`,
/// `…+0100`, `…+01`, a lowercase `t`/`z` or a space for the `T`. A date-time needs a zone
/// (`Z` or an offset); a bare date is midnight UTC. Fractions keep up to nanoseconds.
enum ISO8601 {
  /// The instants ISO 8601 text can carry here: 0000-01-01T00:00:00Z up to
  /// 9999-12-31T23:59:59.999999Z (a four-digit year), in seconds since 1970.
  static let representable: ClosedRange<Double> = -62_167_219_200...253_402_300_799.999_999

  /// The date of an RFC 3339 string (with or without fraction, any offset, or a bare date),
  /// or `nil` when malformed or outside four-digit years.
  static func date(from string: String) -> Date? {
    guard let date = DateCoding.rfc3339Date(from: string), representable.contains(date.timeIntervalSince1970) else {
      return nil
    }
    return date
  }

  /// `2024-03-05T10:20:30Z`, with microseconds (trimmed) when the date has a fraction; `nil`
  /// outside four-digit years.
  static func string(from date: Date) -> String? {
    DateCoding.rfc3339String(from: date)
  }
}
