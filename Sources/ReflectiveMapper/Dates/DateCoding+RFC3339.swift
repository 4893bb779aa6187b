import Foundation

extension DateCoding {
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
    guard case (_, let year, let month, let day, let time, let fraction)? = printedFields(date) else { return nil }
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
        var value = fraction
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
}
