import Foundation

extension DateCoding {
  /// Whole days from 1970-01-01 to the given proleptic Gregorian date.
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// A date's UTC fields as the printers write them (whole days since 1970, the calendar date,
  /// the second of the day, the microsecond in it), or `nil` outside years 0…9999.
  static func printedFields(_ date: Date) -> (days: Int, year: Int, month: Int, day: Int, time: Int, microsecond: Int)? {
    guard let micro = unixMicroseconds(date) else { return nil }
    let (seconds, fraction) = floorDivision(micro, 1_000_000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civil(daysSince1970: Int(days))
    guard (0...9999).contains(year) else { return nil }
    return (Int(days), year, month, day, Int(secondOfDay), Int(fraction))
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

  /// A name as `Cursor.word()` packs it: lowercased, its first letter in the highest byte.
  private static func packed(_ name: StaticString) -> UInt32 {
    name.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1 | 0x20) } }
  }
  private static let packedWeekdayNames = weekdayNames.map(packed)
  private static let packedMonthNames = monthNames.map(packed)

  /// The index of a three-letter weekday name (any case), packed by `Cursor.word()`.
  static func weekdayIndex(_ word: UInt32) -> Int? { packedWeekdayNames.firstIndex(of: word) }

  /// The month number (1…12) of a three-letter month name (any case), packed by `Cursor.word()`.
  static func monthIndex(_ word: UInt32) -> Int? { packedMonthNames.firstIndex(of: word).map { $0 + 1 } }
}
