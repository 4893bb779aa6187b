import Foundation

/// How dates are read from raw service values and written back to JSON-compatible values.
///
/// Every built-in strategy but ``formatted(_:locale:timeZone:)`` is parsed and printed by hand
/// (no formatter, no `Calendar`), and ``formatted(_:locale:timeZone:)`` takes its
/// `DateFormatter` from a shared cache once, when the strategy is made, so no formatter is ever
/// created per value.
///
/// ```swift
/// let strategy = DateStrategy.firstMatching([.iso8601, .rfc1123])
/// let date = try strategy.date(from: "Tue, 10 Jun 2003 04:00:00 GMT")
/// try strategy.jsonValue(for: date)  // "2003-06-10T04:00:00Z"
/// ```
///
/// Every strategy but ``custom(parse:format:)`` also takes a `Date` as it is. Errors are
/// `ConversionFailure`s (a wrong kind of value is a type mismatch; a malformed string or an
/// impossible date, such as February 29 in 2023, is an invalid value).
public struct DateStrategy: Sendable, CustomStringConvertible {
  /// The strategies, as data so that the common ones dispatch without a closure call.
  enum Kind: Sendable {
    case iso8601
    case rfc1123
    case secondsSince1970
    case millisecondsSince1970
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
    case .secondsSince1970, .millisecondsSince1970:
      let units: Int64 = if case .secondsSince1970 = kind { 1 } else { 1000 }
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
        if let date = shared.formatter.date(from: string) { return date }
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
    case .dotNet:
      if let string = DateCoding.dotNetString(from: date) { return string }
    case .formatted(_, let shared):
      return shared.formatter.string(from: date)
    case .custom(_, let format):
      return try format(date)
    case .firstMatching(let strategies):
      if let first = strategies.first { return try first.jsonValue(for: date) }
    }
    throw ConversionFailure.notRepresentable(description, date)
  }
}

/// Hand-written date parsers and printers, and the shared `DateFormatter` cache.
///
/// All calendar arithmetic is proleptic Gregorian in UTC, on whole days since 1970
/// (Howard Hinnant's `days_from_civil` / `civil_from_days`), so nothing here touches
/// `Calendar` or `TimeZone`.
enum DateCoding {
  /// Seconds between 1970-01-01 and 2001-01-01 (the `Date` reference date).
  static let referenceOffset: Int64 = 978_307_200

  // MARK: RFC 3339

  /// Parses an RFC 3339 date-time, or a bare `yyyy-MM-dd` as midnight UTC.
  ///
  /// A date-time needs seconds and a zone (`Z`/`z`, `±hh:mm`, `±hhmm` or `±hh`); the separator
  /// may be `T`, `t` or a space; the fraction (after `.` or `,`) keeps up to nanoseconds.
  /// A leap second (`:60`) is read as the first second of the next minute.
  static func rfc3339Date(from string: String) -> Date? {
    withBytes(of: string) { bytes in
      var cursor = Cursor(bytes)
      guard let year = cursor.digits(4), cursor.expect(UInt8(ascii: "-")),
        let month = cursor.digits(2), cursor.expect(UInt8(ascii: "-")),
        let day = cursor.digits(2), isValid(year: year, month: month, day: day)
      else { return nil }
      let days = daysSince1970(year: year, month: month, day: day)
      if cursor.atEnd { return date(unixSeconds: Int64(days) * 86_400, nanoseconds: 0) }

      guard let separator = cursor.next(),
        separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " "),
        let hour = cursor.digits(2), cursor.expect(UInt8(ascii: ":")),
        let minute = cursor.digits(2), cursor.expect(UInt8(ascii: ":")),
        let second = cursor.digits(2), hour < 24, minute < 60, second <= 60
      else { return nil }

      var nanoseconds = 0
      if cursor.expect(UInt8(ascii: ".")) || cursor.expect(UInt8(ascii: ",")) {
        var scale = 100_000_000
        var count = 0
        while let digit = cursor.digit() {
          nanoseconds += digit * scale
          scale /= 10
          count += 1
        }
        guard count > 0 else { return nil }
      }

      guard let offset = cursor.rfc3339Offset(), cursor.atEnd else { return nil }
      let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
      return date(unixSeconds: seconds, nanoseconds: nanoseconds)
    }
  }

  /// Prints `yyyy-MM-ddTHH:mm:ss(.ffffff)Z` in UTC, with the fraction rounded to the
  /// microsecond and trailing zeros trimmed, or `nil` outside years 0…9999.
  static func rfc3339String(from date: Date) -> String? {
    guard let micro = unixMicroseconds(date) else { return nil }
    let (seconds, fraction) = floorDivision(micro, 1_000_000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civil(daysSince1970: Int(days))
    guard (0...9999).contains(year) else { return nil }
    let time = Int(secondOfDay)
    return String(unsafeUninitializedCapacity: 32) { buffer in
      var writer = Writer(buffer)
      writer.digits(year, 4)
      writer.byte(UInt8(ascii: "-"))
      writer.digits(month, 2)
      writer.byte(UInt8(ascii: "-"))
      writer.digits(day, 2)
      writer.byte(UInt8(ascii: "T"))
      writer.clockTime(time)
      if fraction != 0 {
        var digits = 6
        var value = Int(fraction)
        while value % 10 == 0 {
          value /= 10
          digits -= 1
        }
        writer.byte(UInt8(ascii: "."))
        writer.digits(value, digits)
      }
      writer.byte(UInt8(ascii: "Z"))
      return writer.count
    }
  }

  // MARK: RFC 1123 / RFC 822

  /// Parses `[Tue, ]10 Jun 2003 04:00[:00] GMT` and its RFC 822 variants.
  ///
  /// Names are matched without regard to case and runs of spaces or tabs separate the fields.
  /// A weekday, when present, must be the date's weekday.
  static func rfc1123Date(from string: String) -> Date? {
    withBytes(of: string) { bytes in
      var cursor = Cursor(bytes)
      cursor.skipSpaces()
      var weekday: Int?
      if let first = cursor.peek(), Cursor.isLetter(first) {
        guard let name = cursor.word(), let index = weekdayIndex(name), cursor.expect(UInt8(ascii: ",")) else {
          return nil
        }
        weekday = index
        cursor.skipSpaces()
      }
      guard let day = cursor.number(maxDigits: 2), cursor.skipSpaces() > 0,
        let monthName = cursor.word(), let month = monthIndex(monthName), cursor.skipSpaces() > 0
      else { return nil }

      let yearStart = cursor.index
      guard var year = cursor.number(maxDigits: 4) else { return nil }
      switch cursor.index - yearStart {
      case 2: year += year < 50 ? 2000 : 1900
      case 4: break
      default: return nil
      }
      guard isValid(year: year, month: month, day: day), cursor.skipSpaces() > 0,
        let hour = cursor.digits(2), cursor.expect(UInt8(ascii: ":")), let minute = cursor.digits(2),
        hour < 24, minute < 60
      else { return nil }
      var second = 0
      if cursor.expect(UInt8(ascii: ":")) {
        guard let value = cursor.digits(2), value <= 60 else { return nil }
        second = value
      }
      guard cursor.skipSpaces() > 0, let offset = cursor.rfc822Zone() else { return nil }
      cursor.skipSpaces()
      guard cursor.atEnd else { return nil }

      let days = daysSince1970(year: year, month: month, day: day)
      if let weekday, weekday != weekdayIndex(daysSince1970: days) { return nil }
      let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
      return date(unixSeconds: seconds, nanoseconds: 0)
    }
  }

  /// Prints `EEE, dd MMM yyyy HH:mm:ss GMT` (whole seconds, rounded down), or `nil` outside
  /// years 0…9999.
  static func rfc1123String(from date: Date) -> String? {
    guard let micro = unixMicroseconds(date) else { return nil }
    let seconds = floorDivision(micro, 1_000_000).quotient
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civil(daysSince1970: Int(days))
    guard (0...9999).contains(year) else { return nil }
    let time = Int(secondOfDay)
    return String(unsafeUninitializedCapacity: 32) { buffer in
      var writer = Writer(buffer)
      writer.text(weekdayNames[weekdayIndex(daysSince1970: Int(days))])
      writer.byte(UInt8(ascii: ","))
      writer.byte(UInt8(ascii: " "))
      writer.digits(day, 2)
      writer.byte(UInt8(ascii: " "))
      writer.text(monthNames[month - 1])
      writer.byte(UInt8(ascii: " "))
      writer.digits(year, 4)
      writer.byte(UInt8(ascii: " "))
      writer.clockTime(time)
      writer.byte(UInt8(ascii: " "))
      writer.text("GMT")
      return writer.count
    }
  }

  // MARK: Microsoft JSON

  /// Parses `/Date(ms)/` or `/Date(ms±hhmm)/`; the offset is checked but does not move the
  /// instant.
  static func dotNetDate(from string: String) -> Date? {
    withBytes(of: string) { bytes in
      var cursor = Cursor(bytes)
      for byte in "/Date(".utf8 where !cursor.expect(byte) { return nil }
      let negative = cursor.expect(UInt8(ascii: "-"))
      let start = cursor.index
      var milliseconds: Int64 = 0
      while let digit = cursor.digit() {
        guard cursor.index - start <= 18 else { return nil }
        milliseconds = milliseconds * 10 + Int64(digit)
      }
      guard cursor.index > start else { return nil }
      if let sign = cursor.peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        cursor.index += 1
        guard let hours = cursor.digits(2), let minutes = cursor.digits(2), hours < 24, minutes < 60 else {
          return nil
        }
      }
      guard cursor.expect(UInt8(ascii: ")")), cursor.expect(UInt8(ascii: "/")), cursor.atEnd else { return nil }
      let value = negative ? -milliseconds : milliseconds
      return Date(timeIntervalSinceReferenceDate: Double(value - referenceOffset * 1000) / 1000)
    }
  }

  /// Prints `/Date(ms)/`, with the milliseconds rounded to the nearest.
  static func dotNetString(from date: Date) -> String? {
    let milliseconds = (date.timeIntervalSinceReferenceDate * 1000).rounded()
    guard milliseconds.isFinite, abs(milliseconds) < 9e18 else { return nil }
    return "/Date(\(Int64(milliseconds) + referenceOffset * 1000))/"
  }

  // MARK: Numbers

  /// A number of seconds or milliseconds, kept as an integer when it is one.
  enum Number {
    case integer(Int64)
    case floating(Double)

    /// The date `self` units after 1970, or `nil` when not finite or out of range.
    func date(unitsPerSecond units: Int64) -> Date? {
      switch self {
      case .integer(let value):
        let (shifted, overflow) = value.subtractingReportingOverflow(referenceOffset * units)
        if overflow { return Number.floating(Double(value)).date(unitsPerSecond: units) }
        return Date(timeIntervalSinceReferenceDate: Double(shifted) / Double(units))
      case .floating(let value):
        guard value.isFinite, abs(value) < 1e20 else { return nil }
        return Date(timeIntervalSinceReferenceDate: value / Double(units) - Double(referenceOffset))
      }
    }
  }

  /// A number from a raw value: Swift integers and floating-point numbers, `Decimal`, and
  /// non-boolean `NSNumber`s. Never a `Bool` and never a string.
  static func number(_ raw: Any) -> Number? {
    let type = type(of: raw)
    if type == Int.self { return .integer(Int64(raw as! Int)) }
    if type == Double.self { return .floating(raw as! Double) }
    if type is NSNumber.Type {
      if type == boolNumberType { return nil }
      let number = raw as! NSNumber
      if number is NSDecimalNumber { return decimalNumber(number.decimalValue) }
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "d"), UInt8(ascii: "f"): return .floating(number.doubleValue)
      case UInt8(ascii: "Q"), UInt8(ascii: "L"):
        let value = number.uint64Value
        return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .floating(Double(value))
      case UInt8(ascii: "B"): return nil
      default: return .integer(number.int64Value)
      }
    }
    if type == Bool.self { return nil }
    if type == Float.self { return .floating(Double(raw as! Float)) }
    if type == Decimal.self { return decimalNumber(raw as! Decimal) }
    if let integer = raw as? any BinaryInteger {
      if let value = Int64(exactly: integer) { return .integer(value) }
      return .floating(Double(integer))
    }
    if let floating = raw as? any BinaryFloatingPoint { return .floating(Double(floating)) }
    return nil
  }

  /// A number from its text, in the JSON number grammar only (no spaces, no `nan`, no hex).
  static func number(text: String) -> Number? {
    guard isJSONNumber(text) else { return nil }
    if let value = Int64(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else { return nil }
    return .floating(value)
  }

  private static func decimalNumber(_ decimal: Decimal) -> Number? {
    guard decimal.isFinite else { return nil }
    var value = decimal
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    if whole == decimal, let integer = Int64(exactly: NSDecimalNumber(decimal: decimal).int64Value),
      Decimal(integer) == decimal
    {
      return .integer(integer)
    }
    return .floating(NSDecimalNumber(decimal: decimal).doubleValue)
  }

  /// Writes `date` as a count of `units` per second since 1970: an `Int` when whole, otherwise
  /// a `Double` rounded to the microsecond.
  static func number(for date: Date, unitsPerSecond units: Int64) -> Any? {
    guard let micro = unixMicroseconds(date) else {
      let value = (date.timeIntervalSinceReferenceDate + Double(referenceOffset)) * Double(units)
      return value.isFinite ? value : nil
    }
    let perUnit = 1_000_000 / units
    if micro % perUnit == 0 { return Int(micro / perUnit) }
    return Double(micro) / Double(perUnit)
  }

  /// Whether `text` follows the JSON number grammar.
  static func isJSONNumber(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    var byte = bytes.next()
    func digits() -> Int {
      var count = 0
      while let b = byte, b &- UInt8(ascii: "0") < 10 {
        count += 1
        byte = bytes.next()
      }
      return count
    }
    if byte == UInt8(ascii: "-") { byte = bytes.next() }
    if byte == UInt8(ascii: "0") {
      byte = bytes.next()
    } else if digits() == 0 {
      return false
    }
    if byte == UInt8(ascii: ".") {
      byte = bytes.next()
      guard digits() > 0 else { return false }
    }
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      byte = bytes.next()
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
      guard digits() > 0 else { return false }
    }
    return byte == nil
  }

  // MARK: Strings

  /// The text of a `String`, `Substring` or `NSString`; `nil` for anything else.
  static func string(_ raw: Any) -> String? {
    let type = type(of: raw)
    if type == String.self { return (raw as! String) }
    if type == Substring.self { return String(raw as! Substring) }
    if type is NSString.Type { return raw as? String }
    return nil
  }

  /// Calls `body` with the UTF-8 bytes of `string`, copying only a non-native string.
  @inline(__always)
  static func withBytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
  }

  // MARK: Calendar arithmetic

  /// Whole days from 1970-01-01 to the given proleptic Gregorian date.
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a count of days since 1970-01-01.
  static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (1...12).contains(month), day >= 1 else { return false }
    switch month {
    case 2: return day <= (isLeap(year) ? 29 : 28)
    case 4, 6, 9, 11: return day <= 30
    default: return day <= 31
    }
  }

  /// 0 for Sunday … 6 for Saturday.
  static func weekdayIndex(daysSince1970 days: Int) -> Int {
    Int(floorDivision(Int64(days) + 4, 7).remainder)
  }

  static let weekdayNames: [StaticString] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  static let monthNames: [StaticString] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The index of a three-letter weekday name (any case), packed by `Cursor.word()`.
  private static func weekdayIndex(_ word: UInt32) -> Int? {
    switch word {
    case 0x73756e /* sun */: 0
    case 0x6d6f6e /* mon */: 1
    case 0x747565 /* tue */: 2
    case 0x776564 /* wed */: 3
    case 0x746875 /* thu */: 4
    case 0x667269 /* fri */: 5
    case 0x736174 /* sat */: 6
    default: nil
    }
  }

  /// The month number (1…12) of a three-letter month name (any case), packed by `Cursor.word()`.
  private static func monthIndex(_ word: UInt32) -> Int? {
    switch word {
    case 0x6a616e /* jan */: 1
    case 0x666562 /* feb */: 2
    case 0x6d6172 /* mar */: 3
    case 0x617072 /* apr */: 4
    case 0x6d6179 /* may */: 5
    case 0x6a756e /* jun */: 6
    case 0x6a756c /* jul */: 7
    case 0x617567 /* aug */: 8
    case 0x736570 /* sep */: 9
    case 0x6f6374 /* oct */: 10
    case 0x6e6f76 /* nov */: 11
    case 0x646563 /* dec */: 12
    default: nil
    }
  }

  // MARK: Instants

  /// The date `seconds` (+ `nanoseconds`) after 1970, computed relative to the reference date
  /// so that whole seconds stay exact.
  static func date(unixSeconds seconds: Int64, nanoseconds: Int) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(seconds - referenceOffset) + Double(nanoseconds) / 1e9)
  }

  /// Microseconds since 1970, rounded to the nearest, or `nil` when not finite or beyond
  /// ±292,000 years.
  static func unixMicroseconds(_ date: Date) -> Int64? {
    let micro = (date.timeIntervalSinceReferenceDate * 1e6).rounded()
    guard micro.isFinite, abs(micro) < 9e18 else { return nil }
    let (value, overflow) = Int64(micro).addingReportingOverflow(referenceOffset * 1_000_000)
    return overflow ? nil : value
  }

  static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}

// MARK: - Byte cursor and writer

extension DateCoding {
  /// A read position in UTF-8 bytes.
  struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func next() -> UInt8? {
      guard index < bytes.count else { return nil }
      index += 1
      return bytes[index - 1]
    }

    mutating func expect(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    /// One decimal digit, or `nil` (without moving) when the next byte is not one.
    mutating func digit() -> Int? {
      guard index < bytes.count else { return nil }
      let value = bytes[index] &- UInt8(ascii: "0")
      guard value < 10 else { return nil }
      index += 1
      return Int(value)
    }

    /// Exactly `count` digits.
    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        let digit = bytes[index + offset] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      index += count
      return value
    }

    /// One to `maxDigits` digits.
    mutating func number(maxDigits: Int) -> Int? {
      let start = index
      var value = 0
      while index - start < maxDigits, let digit = digit() { value = value * 10 + digit }
      return index > start ? value : nil
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// A run of one to four ASCII letters, lowercased and packed; `nil` for a longer run.
    mutating func word() -> UInt32? {
      let start = index
      var value: UInt32 = 0
      while let byte = peek(), Cursor.isLetter(byte) {
        guard index - start < 4 else { return nil }
        value = value << 8 | UInt32(byte | 0x20)
        index += 1
      }
      return index > start ? value : nil
    }

    /// Skips spaces and tabs; returns how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
      let start = index
      while let byte = peek(), byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
      return index - start
    }

    /// `Z`, `z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
    mutating func rfc3339Offset() -> Int? {
      guard let byte = next() else { return nil }
      if byte == UInt8(ascii: "Z") || byte == UInt8(ascii: "z") { return 0 }
      guard byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), let hours = digits(2), hours < 24 else {
        return nil
      }
      var minutes = 0
      if !atEnd {
        _ = expect(UInt8(ascii: ":"))
        guard let value = digits(2), value < 60 else { return nil }
        minutes = value
      }
      let offset = (hours * 60 + minutes) * 60
      return byte == UInt8(ascii: "-") ? -offset : offset
    }

    /// An RFC 822 zone (`GMT`, `UT`, `UTC`, `Z`, the US zones or `±hhmm`), as seconds east of UTC.
    mutating func rfc822Zone() -> Int? {
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index += 1
        guard let hours = digits(2), let minutes = digits(2), hours < 24, minutes < 60 else { return nil }
        let offset = (hours * 60 + minutes) * 60
        return sign == UInt8(ascii: "-") ? -offset : offset
      }
      guard let zone = word() else { return nil }
      let hours: Int
      switch zone {
      case 0x676d74 /* gmt */, 0x7574 /* ut */, 0x757463 /* utc */, 0x7a /* z */: hours = 0
      case 0x657374 /* est */: hours = -5
      case 0x656474 /* edt */: hours = -4
      case 0x637374 /* cst */: hours = -6
      case 0x636474 /* cdt */: hours = -5
      case 0x6d7374 /* mst */: hours = -7
      case 0x6d6474 /* mdt */: hours = -6
      case 0x707374 /* pst */: hours = -8
      case 0x706474 /* pdt */: hours = -7
      default: return nil
      }
      return hours * 3600
    }
  }

  /// A write position in an uninitialized string buffer.
  struct Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func byte(_ byte: UInt8) {
      buffer[count] = byte
      count += 1
    }

    /// `value` zero-padded to exactly `width` digits.
    mutating func digits(_ value: Int, _ width: Int) {
      var value = value
      for position in stride(from: count + width - 1, through: count, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
      count += width
    }

    /// `hh:mm:ss` for a second of the day.
    mutating func clockTime(_ secondOfDay: Int) {
      digits(secondOfDay / 3600, 2)
      byte(UInt8(ascii: ":"))
      digits(secondOfDay / 60 % 60, 2)
      byte(UInt8(ascii: ":"))
      digits(secondOfDay % 60, 2)
    }

    mutating func text(_ text: StaticString) {
      text.withUTF8Buffer { for byte in $0 { self.byte(byte) } }
    }
  }
}

// MARK: - Formatter cache

extension DateCoding {
  /// The process-wide formatter cache.
  static let formatterCache = FormatterCache()

  /// A configured `DateFormatter`, shared by every strategy with the same settings.
  ///
  /// The formatter is configured once, before it is published, and never changed afterwards;
  /// it is then only asked for `date(from:)` and `string(from:)`. That is safe from any thread:
  /// on Apple platforms `DateFormatter` is documented thread-safe (macOS 10.9, iOS 7), and in
  /// swift-corelibs-foundation (Linux, Swift 6) `DateFormatter` is `@unchecked Sendable` and
  /// wraps both calls in its own `Mutex`. `DateCodingTests.formatterCacheConcurrent` checks
  /// the results under contention on this platform.
  final class SharedFormatter: @unchecked Sendable {
    let formatter: DateFormatter

    init(_ formatter: DateFormatter) { self.formatter = formatter }
  }

  /// `DateFormatter`s by (format, locale identifier, time zone identifier), behind an `NSLock`.
  final class FormatterCache: @unchecked Sendable {
    struct Key: Hashable {
      let format: String
      let locale: String
      let timeZone: String
    }

    /// Past this many entries new formatters are still shared by their strategy, just not cached.
    static let capacity = 256

    private let lock = NSLock()
    private var formatters: [Key: SharedFormatter] = [:]

    /// How many formatters the cache holds.
    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return formatters.count
    }

    /// The cached formatter for these settings, created and configured on first use.
    func formatter(format: String, locale: Locale, timeZone: TimeZone) -> SharedFormatter {
      let key = Key(format: format, locale: locale.identifier, timeZone: timeZone.identifier)
      lock.lock()
      defer { lock.unlock() }
      if let shared = formatters[key] { return shared }
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      formatter.dateFormat = format
      let shared = SharedFormatter(formatter)
      if formatters.count < FormatterCache.capacity { formatters[key] = shared }
      return shared
    }
  }
}
