import Foundation

extension DateCoding {
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
    guard case (let days, let year, let month, let day, let time, _)? = printedFields(date) else { return nil }
    return String(unsafeUninitializedCapacity: 32) { buffer in
      var writer = Writer(buffer)
      writer.text(weekdayNames[weekdayIndex(daysSince1970: days)])
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
}
