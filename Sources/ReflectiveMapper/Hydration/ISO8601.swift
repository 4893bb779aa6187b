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
  static func date(from string: String) -> Date? {
    var string = string
    return string.withUTF8 { parse(UnsafeRawBufferPointer($0)) }
  }

  static func parse(_ bytes: UnsafeRawBufferPointer) -> Date? {
    var index = 0
    let count = bytes.count

    func digits(_ n: Int) -> Int? {
      guard index + n <= count else { return nil }
      var value = 0
      for offset in 0..<n {
        let digit = bytes[index + offset] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      index += n
      return value
    }
    func expect(_ byte: UInt8) -> Bool {
      guard index < count, bytes[index] == byte else { return false }
      index += 1
      return true
    }

    guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")),
      let day = digits(2), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
    else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    if index == count { return Date(timeIntervalSince1970: Double(days) * 86_400) }

    guard index < count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") || bytes[index] == UInt8(ascii: " ")
    else { return nil }
    index += 1
    guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2), expect(UInt8(ascii: ":")),
      let second = digits(2), hour < 24, minute < 60, second <= 60
    else { return nil }

    var nanoseconds = 0
    if index < count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
      index += 1
      var scale = 100_000_000
      let start = index
      while index < count, bytes[index] &- UInt8(ascii: "0") < 10 {
        nanoseconds += Int(bytes[index] &- UInt8(ascii: "0")) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }

    guard index < count else { return nil }
    var offsetSeconds = 0
    switch bytes[index] {
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      index += 1
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
      index += 1
      guard let hours = digits(2), hours < 24 else { return nil }
      var minutes = 0
      if index < count {
        _ = expect(UInt8(ascii: ":"))
        guard let m = digits(2), m < 60 else { return nil }
        minutes = m
      }
      offsetSeconds = sign * (hours * 3600 + minutes * 60)
    default:
      return nil
    }
    guard index == count else { return nil }

    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    return Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
  }

  /// `2024-03-05T10:20:30Z`, or with `.123` milliseconds (up to microseconds) when the date
  /// has a fraction, in UTC.
  static func string(from date: Date) -> String {
    let interval = date.timeIntervalSince1970
    var seconds = interval.rounded(.down)
    var micros = Int(((interval - seconds) * 1_000_000).rounded())
    if micros == 1_000_000 {
      seconds += 1
      micros = 0
    }
    let total = Int(seconds)
    var days = total / 86_400
    var secondOfDay = total % 86_400
    if secondOfDay < 0 {
      secondOfDay += 86_400
      days -= 1
    }
    let (year, month, day) = civilFromDays(days)
    var text = ""
    text.reserveCapacity(27)
    func append(_ value: Int, width: Int) {
      let digits = String(value)
      if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
      text += digits
    }
    if year < 0 { text += "-" }
    append(abs(year), width: 4)
    text += "-"
    append(month, width: 2)
    text += "-"
    append(day, width: 2)
    text += "T"
    append(secondOfDay / 3600, width: 2)
    text += ":"
    append(secondOfDay / 60 % 60, width: 2)
    text += ":"
    append(secondOfDay % 60, width: 2)
    if micros != 0 {
      var fraction = micros
      var width = 6
      while fraction % 10 == 0 {
        fraction /= 10
        width -= 1
      }
      text += "."
      append(fraction, width: width)
    }
    text += "Z"
    return text
  }

  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day count since 1970-01-01.
  static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
