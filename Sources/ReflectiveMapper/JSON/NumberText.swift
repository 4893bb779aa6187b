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

  /// The exact decimal value of a number text, or `nil` when it needs more than the 38
  /// significant digits `Decimal` holds or its exponent is out of range.
  static func decimal(_ text: String) -> Decimal? {
    var significant = 0
    var seenNonZero = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
      guard isDigit(byte) else { continue }
      if byte != UInt8(ascii: "0") { seenNonZero = true }
      if seenNonZero { significant += 1 }
    }
    // Trailing zeros of an integer part still count; 38 digits always fit.
    guard significant <= 38, let value = Decimal(string: text, locale: posix), value.isFinite else { return nil }
    return value
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
