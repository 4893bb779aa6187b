import Foundation

extension DateCoding {
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
}
