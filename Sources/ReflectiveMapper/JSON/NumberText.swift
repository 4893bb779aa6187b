import Foundation

/// Strict number text handling for numbers that arrive as strings.
enum NumberText {
  static let posix = Locale(identifier: "en_US_POSIX")

  /// Whether `text` is a JSON number (RFC 8259 grammar, no surrounding spaces), so that
  /// `"0x1p3"`, `"nan"`, `"1,5"` and `" 4"` are not taken for numbers.
  static func isNumber(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    var byte = utf8.next()
    if byte == UInt8(ascii: "-") { byte = utf8.next() }
    guard let first = byte, isDigit(first) else { return false }
    byte = utf8.next()
    if first != UInt8(ascii: "0") {
      while let b = byte, isDigit(b) { byte = utf8.next() }
    }
    if byte == UInt8(ascii: ".") {
      byte = utf8.next()
      guard let b = byte, isDigit(b) else { return false }
      while let b = byte, isDigit(b) { byte = utf8.next() }
    }
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      byte = utf8.next()
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = utf8.next() }
      guard let b = byte, isDigit(b) else { return false }
      while let b = byte, isDigit(b) { byte = utf8.next() }
    }
    return byte == nil
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// Whether the significand of a number literal (the digits before any exponent) holds a
  /// digit other than 0: a literal that does is no zero, whatever its `Double` rounds to.
  static func hasNonzeroDigits(_ text: String) -> Bool {
    for byte in text.utf8 {
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
      if byte &- UInt8(ascii: "1") < 9 { return true }
    }
    return false
  }

  /// Whether the JSON number literal `text` denotes an integer: every digit the exponent
  /// leaves after the decimal point is zero (`1.50e1` is 15, `1e-400` is not an integer,
  /// though it rounds to the `Double` 0).
  static func isIntegral(_ text: String) -> Bool {
    var digits: [UInt8] = []
    var pointPosition: Int?
    var exponent = 0
    var bytes = Substring(text).utf8[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    while let byte = bytes.first, isDigit(byte) || byte == UInt8(ascii: ".") {
      if byte == UInt8(ascii: ".") { pointPosition = digits.count } else { digits.append(byte) }
      bytes = bytes.dropFirst()
    }
    if let marker = bytes.first, marker | 0x20 == UInt8(ascii: "e") {
      guard let value = Int(String(decoding: bytes.dropFirst(), as: UTF8.self).replacingOccurrences(of: "+", with: "")) else {
        return false
      }
      exponent = value
    }
    // The number is 0.d1d2… × 10^(point + exponent); digits at or past that position are
    // the fraction.
    let integerDigits = (pointPosition ?? digits.count) + exponent
    let fractionStart = max(0, integerDigits)
    guard fractionStart < digits.count else { return true }
    return digits[fractionStart...].allSatisfy { $0 == UInt8(ascii: "0") }
  }

  /// The exact decimal value of a number text, or `nil` when `Decimal` cannot hold it.
  ///
  /// It cannot hold more significant digits than its 128-bit significand keeps (38, or 39
  /// below 3.4e38), or an exponent out of its range; `Decimal(string:)` would round those
  /// silently.
  static func decimal(_ text: String) -> Decimal? {
    // Only what reads back as the same number: `Decimal(string:)` rounds long significands
    // and takes an exponent past its range for 0.
    guard let value = Decimal(string: text, locale: posix), value.isFinite, sameValue(text, value.description) else { return nil }
    return value
  }

  /// Whether two decimal number texts (digits, an optional sign, point and exponent; the
  /// JSON grammar or `Decimal.description`) denote the same number, compared digit by digit:
  /// `1.50e1` and `15`, `-0` and `0` do.
  static func sameValue(_ lhs: String, _ rhs: String) -> Bool {
    guard let left = canonical(lhs), let right = canonical(rhs) else { return false }
    if left.digits.isEmpty || right.digits.isEmpty { return left.digits.isEmpty && right.digits.isEmpty }
    return left.negative == right.negative && left.exponent == right.exponent && left.digits == right.digits
  }

  /// A number text as sign, significant digits (no leading or trailing zeros) and the power of
  /// ten of its last digit; `nil` for text that is not a number or an exponent past `Int`.
  private static func canonical(_ text: String) -> (negative: Bool, digits: [UInt8], exponent: Int)? {
    var bytes = Substring(text).utf8[...]
    var negative = false
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      negative = sign == UInt8(ascii: "-")
      bytes = bytes.dropFirst()
    }
    var digits: [UInt8] = []
    var fractionDigits = 0
    var inFraction = false
    var sawDigit = false
    while let byte = bytes.first, isDigit(byte) || byte == UInt8(ascii: ".") {
      if byte == UInt8(ascii: ".") {
        if inFraction { return nil }
        inFraction = true
      } else {
        sawDigit = true
        if inFraction { fractionDigits += 1 }
        if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
      }
      bytes = bytes.dropFirst()
    }
    guard sawDigit else { return nil }
    var exponent = 0
    if let marker = bytes.first {
      guard marker | 0x20 == UInt8(ascii: "e") else { return nil }
      var rest = Substring(bytes.dropFirst())
      if rest.first == "+" { rest = rest.dropFirst() }
      guard let value = Int(rest) else { return nil }
      exponent = value
    }
    // Leading zeros were never kept; trailing ones move into the exponent.
    var trailing = 0
    while let last = digits.last, last == UInt8(ascii: "0") {
      digits.removeLast()
      trailing += 1
    }
    let (shifted, overflow) = exponent.subtractingReportingOverflow(fractionDigits - trailing)
    guard !overflow else { return nil }
    return (negative, digits, shifted)
  }

  /// The digits of an integral decimal (`"100"` for 1e2), or `nil` when it has a fraction.
  static func integralText(of decimal: Decimal) -> String? {
    var value = decimal
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 0, .plain)
    guard rounded == decimal else { return nil }
    let text = rounded.description
    if text.contains("e") || text.contains("E") || text.contains(".") { return nil }
    return text
  }
}
