import Foundation

extension DateCoding {
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

  /// Nanoseconds since 1970, the nearest to the date's exact value, or `nil` when not finite
  /// or outside `Int64` (before 1677 or after 2262).
  static func unixNanoseconds(_ date: Date) -> Int64? {
    let interval = date.timeIntervalSinceReferenceDate
    let whole = interval.rounded(.down)
    guard whole.isFinite, abs(whole) < 1e10 else { return nil }
    // (Exact: the fraction of a Double is a Double.)
    let nanoseconds = Int64(((interval - whole) * 1e9).rounded())
    let (scaled, overflow) = (Int64(whole) + referenceOffset).multipliedReportingOverflow(by: 1_000_000_000)
    let (total, carry) = scaled.addingReportingOverflow(nanoseconds)
    return overflow || carry ? nil : total
  }

  static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
    let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}
