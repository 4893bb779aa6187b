import Foundation

extension DateCoding {
  /// A number of seconds, milliseconds, microseconds or nanoseconds, kept as an integer when it
  /// is one.
  enum Number {
    case integer(Int64)
    case floating(Double)

    /// The date `self` units after 1970, or `nil` when not finite or out of range.
    func date(unitsPerSecond units: Int64) -> Date? {
      switch self {
      case .integer(let value):
        let (shifted, overflow) = value.subtractingReportingOverflow(referenceOffset * units)
        if overflow { return Number.floating(Double(value)).date(unitsPerSecond: units) }
        // One correctly rounded division while the count is exact as a Double; past 2^53
        // (nanoseconds), whole seconds and the rest apart, so that no digit is lost first.
        if shifted.magnitude <= 1 << 53 { return Date(timeIntervalSinceReferenceDate: Double(shifted) / Double(units)) }
        let (seconds, rest) = shifted.quotientAndRemainder(dividingBy: units)
        return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(rest) / Double(units))
      case .floating(let value):
        guard value.isFinite, abs(value) < 1e20 else { return nil }
        return Date(timeIntervalSinceReferenceDate: value / Double(units) - Double(referenceOffset))
      }
    }
  }

  /// A number from a raw value: Swift integers and floating-point numbers, `Decimal`, and
  /// non-boolean `NSNumber`s.
  ///
  /// Never a `Bool` and never a string.
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

  static func decimalNumber(_ decimal: Decimal) -> Number? {
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
}
