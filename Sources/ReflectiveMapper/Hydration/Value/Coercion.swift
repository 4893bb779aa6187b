import Foundation

/// Lossless conversions from raw service values to primitive property types.
///
/// Raw values come from JSONSerialization (`NSNumber`, `__NSCFBoolean`, `String`, `NSNull`,
/// `[String: Any]`, `[Any]`), from the library's own JSON reader (`Int`, `UInt64`, `Double`,
/// `Decimal`, `Bool`, …) or from Swift code (any of those, boxed optionals, typed arrays).
///
/// Each conversion tests the dynamic type (`type(of:)`, a metadata load) before casting:
/// `as? Int` on an `NSNumber` goes through bridging and costs ~8× more, and casting an `Any`
/// that holds a Swift collection to a class bridges the whole collection.
///
/// The rules: `"47"` → 47, 47 → `"47"`, 0/1 (and their text, `"1.0"`), `"true"`/`"false"`,
/// `"yes"`/`"no"` and `"y"`/`"n"`/`"t"`/`"f"` → Bool, `true` →
/// `"true"`, 3.0 → 3; never 3.5 → 3, never 300 → `UInt8`, never a Bool as a number.
/// Floating point rounds to the nearest `Double`/`Float`; non-finite values are rejected.
enum Coercion {
  // MARK: Integers

  @inline(__always)
  static func integer<I: FixedWidthInteger>(_ raw: Any, _: I.Type) throws -> I {
    let type = type(of: raw)
    if type == NSNumber.self { return try integer(number: raw as! NSNumber, raw, I.self) }
    if type == Int.self {
      if let value = I(exactly: raw as! Int) { return value }
      throw ConversionFailure.notRepresentable(MessageText.typeName(I.self), raw)
    }
    return try integerSlow(raw, I.self)
  }

  @inline(__always)
  static func integer<I: FixedWidthInteger>(number: NSNumber, _ raw: Any, _: I.Type) throws -> I {
    switch NumberKind(number) {
    case .signed: if let value = I(exactly: number.int64Value) { return value }
    case .unsigned: if let value = I(exactly: number.uint64Value) { return value }
    case .floating:
      let double = number.doubleValue
      if let value = I(exactly: double) { return value }
    case .decimal: return try integer(decimal: number.decimalValue, raw, I.self)
    case .bool: throw ConversionFailure.mismatch(MessageText.typeName(I.self), raw)
    }
    throw ConversionFailure.notRepresentable(MessageText.typeName(I.self), raw)
  }

  static func integerSlow<I: FixedWidthInteger>(_ raw: Any, _: I.Type) throws -> I {
    let type = type(of: raw)
    let expected = MessageText.typeName(I.self)
    if type == String.self { return try integer(string: raw as! String, raw, I.self) }
    if type == Double.self {
      if let value = I(exactly: raw as! Double) { return value }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type == Bool.self || type == boolNumberType { throw ConversionFailure.mismatch(expected, raw) }
    if let integer = raw as? any BinaryInteger, !(type is NSNumber.Type) {
      if let value = I(exactly: integer) { return value }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type == Float.self {
      if let value = I(exactly: raw as! Float) { return value }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type == Decimal.self { return try integer(decimal: raw as! Decimal, raw, I.self) }
    if type == LongNumber.self {
      // A literal Decimal cannot hold (more than 38 digits, or an exponent past its range)
      // is its Double, as JSONParser.parse gives it: both input paths agree.
      let long = raw as! LongNumber
      guard let decimal = long.decimal else {
        // Decimal cannot hold it (more than 38 digits, or an exponent past its range, such
        // as `1e-400`, which is not zero though its Double is): its Double, when the literal
        // itself is an integer.
        if let value = I(exactly: long.value), NumberText.sameValue(long.literal, String(value)) { return value }
        throw ConversionFailure.notRepresentable(expected, raw)
      }
      return try integer(decimal: decimal, raw, I.self)
    }
    if type is NSNumber.Type { return try integer(number: raw as! NSNumber, raw, I.self) }
    if type is NSString.Type, let string = raw as? String { return try integer(string: string, raw, I.self) }
    return try fallback(raw, expected) { try integer($0, I.self) }
  }

  static func integer<I: FixedWidthInteger>(string: String, _ raw: Any, _: I.Type) throws -> I {
    if let value = I(string, radix: 10) { return value }
    // "1e2", "47.0", or an integer too long for I: decide exactly through Decimal.
    guard NumberText.isNumber(string) else { throw ConversionFailure.mismatch(MessageText.typeName(I.self), raw) }
    guard let decimal = NumberText.decimal(string) else {
      throw ConversionFailure.notRepresentable(MessageText.typeName(I.self), raw)
    }
    return try integer(decimal: decimal, raw, I.self)
  }

  static func integer<I: FixedWidthInteger>(decimal: Decimal, _ raw: Any, _: I.Type) throws -> I {
    guard decimal.isFinite, let text = NumberText.integralText(of: decimal), let value = I(text, radix: 10) else {
      throw ConversionFailure.notRepresentable(MessageText.typeName(I.self), raw)
    }
    return value
  }

  // MARK: Floating point

  @inline(__always)
  static func double(_ raw: Any) throws -> Double {
    let type = type(of: raw)
    if type == NSNumber.self {
      let number = raw as! NSNumber
      if NumberKind(number) != .bool {
        let value = number.doubleValue
        if value.isFinite { return value }
        throw ConversionFailure.notRepresentable("Double", raw)
      }
    }
    if type == Double.self {
      let value = raw as! Double
      if value.isFinite { return value }
      throw ConversionFailure.notRepresentable("Double", raw)
    }
    if type == Int.self { return Double(raw as! Int) }
    if type == LongNumber.self {
      // A literal beyond Double's range (`1e400`) is read as its infinity: refused.
      // So is one whose nonzero digits underflow to 0 (`1e-400`): never a silent 0.
      let long = raw as! LongNumber
      if long.value.isFinite && !(long.value == 0 && NumberText.hasNonzeroDigits(long.literal)) { return long.value }
      throw ConversionFailure.notRepresentable("Double", raw)
    }
    // JSONSerialization on Linux hands long mantissas (canada.json's -65.613616999999977)
    // over as NSDecimalNumber: read its digits exactly, not through its description.
    if type == decimalNumberType, let value = exactDouble((raw as! NSNumber).decimalValue) {
      if value.isFinite { return value }
      throw ConversionFailure.notRepresentable("Double", raw)
    }
    return try floatingSlow(raw, Double.self)
  }

  /// The `Double` nearest to a finite `Decimal` whose significand fits 64 bits, rounded correctly
  /// (the JSON reader's algorithm, so both input paths give the same bits), or `nil` for other
  /// decimals (the slower text path then decides).
  ///
  /// `.infinity` on overflow.
  static func exactDouble(_ decimal: Decimal) -> Double? {
    guard decimal.isFinite else { return nil }
    if decimal.isZero { return 0 }
    let significand = decimal.significand
    let mantissa = NSDecimalNumber(decimal: significand).uint64Value
    // `uint64Value` wraps past UInt64.max: keep only what reads back exactly.
    guard mantissa != 0, Decimal(mantissa) == significand,
      let magnitude = JSONReader.fastDouble(significand: mantissa, exponent: decimal.exponent)
    else { return nil }
    return decimal.sign == .minus ? -magnitude : magnitude
  }

  @inline(__always)
  static func float(_ raw: Any) throws -> Float {
    let type = type(of: raw)
    if type == Float.self {
      let value = raw as! Float
      if value.isFinite { return value }
      throw ConversionFailure.notRepresentable("Float", raw)
    }
    if type == Double.self {
      // Neither past Float's range nor a nonzero Double that rounds to 0 (`1e-50`).
      let double = raw as! Double
      let value = Float(double)
      if value.isFinite && (value != 0 || double == 0) { return value }
      throw ConversionFailure.notRepresentable("Float", raw)
    }
    // Every other value as `Float` itself, so that problems name `Float` (not `Double`) and a
    // decimal or a long literal rounds once, straight to `Float`.
    return try floatingSlow(raw, Float.self)
  }

  /// A `CGFloat` property: converted exactly as a `Double` is (CGFloat is a Double on every
  /// 64-bit platform), its problems naming `CGFloat`.
  static func cgFloat(_ raw: Any) throws -> CGFloat {
    do {
      return CGFloat(try double(raw))
    } catch let failure as ConversionFailure {
      throw failure.naming("CGFloat", for: "Double")
    }
  }

  static func floatingSlow<F: BinaryFloatingPoint & LosslessStringConvertible>(_ raw: Any, _: F.Type) throws -> F {
    let type = type(of: raw)
    let expected = MessageText.typeName(F.self)
    if type == String.self { return try floating(string: raw as! String, raw, F.self) }
    if type == LongNumber.self { return try floating(string: (raw as! LongNumber).literal, raw, F.self) }
    if type == Bool.self || type == boolNumberType { throw ConversionFailure.mismatch(expected, raw) }
    if let integer = raw as? any BinaryInteger, !(type is NSNumber.Type) {
      // A narrow type (Float16) overflows to infinity: refused, as a Double that does.
      let converted = F(integer)
      if converted.isFinite { return converted }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if let value = raw as? any BinaryFloatingPoint, !(type is NSNumber.Type) {
      // Neither an overflow to infinity nor a nonzero value that rounds to 0 (`1e-50` as a `Float`).
      let converted = F(value)
      if converted.isFinite && (converted != 0 || value.isZero) { return converted }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type == Decimal.self {
      let decimal = raw as! Decimal
      if decimal.isFinite { return try floating(decimal: decimal, raw, F.self) }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      if NumberKind(number) == .bool { throw ConversionFailure.mismatch(expected, raw) }
      if NumberKind(number) == .decimal { return try floating(decimal: number.decimalValue, raw, F.self) }
      let converted = F(number.doubleValue)
      if converted.isFinite { return converted }
      throw ConversionFailure.notRepresentable(expected, raw)
    }
    if type is NSString.Type, let string = raw as? String { return try floating(string: string, raw, F.self) }
    return try fallback(raw, expected) { try floatingSlow($0, F.self) }
  }

  /// A decimal as `F`: exactly through its digits for `Double` (``exactDouble(_:)``), else
  /// through its text (a `Float` must round once, from the decimal, not from a `Double`).
  static func floating<F: BinaryFloatingPoint & LosslessStringConvertible>(decimal: Decimal, _ raw: Any, _: F.Type) throws -> F {
    if F.self == Double.self, let value = exactDouble(decimal) {
      guard value.isFinite else { throw ConversionFailure.notRepresentable(MessageText.typeName(F.self), raw) }
      return value as! F
    }
    return try floating(string: decimal.description, raw, F.self)
  }

  static func floating<F: BinaryFloatingPoint & LosslessStringConvertible>(string: String, _ raw: Any, _: F.Type) throws -> F {
    guard NumberText.isNumber(string), let value = F(string) else {
      throw ConversionFailure.mismatch(MessageText.typeName(F.self), raw)
    }
    // Out of range either way: an infinity, or nonzero digits that round to 0 (`1e-400`).
    guard value.isFinite, value != 0 || !NumberText.hasNonzeroDigits(string) else {
      throw ConversionFailure.notRepresentable(MessageText.typeName(F.self), raw)
    }
    return value
  }

  // MARK: Bool

  @inline(__always)
  static func bool(_ raw: Any) throws -> Bool {
    let type = type(of: raw)
    if type == boolNumberType { return (raw as! NSNumber).boolValue }
    if type == Bool.self { return raw as! Bool }
    return try boolSlow(raw)
  }

  static func boolSlow(_ raw: Any) throws -> Bool {
    let type = type(of: raw)
    if type == String.self || type is NSString.Type, let string = raw as? String {
      // Any letter case of the Boolean words JSON and Objective-C-era services use, and their
      // one-letter forms (`y`/`n`, `t`/`f`).
      switch string.lowercased() {
      case "true", "yes", "1", "y", "t": return true
      case "false", "no", "0", "n", "f": return false
      default:
        // Numeric text is a Boolean where its number is one: exactly 0 or 1 ("1.0", "0.00",
        // "1e0", "-0"), read as an integer property reads it; "2", "0.5" and "-1" are not.
        if let number = try? integer(string: string, raw, Int8.self), number == 0 || number == 1 { return number == 1 }
        throw ConversionFailure.invalid("Bool", raw)
      }
    }
    if type == Int.self || type == Double.self || type == LongNumber.self || type is NSNumber.Type || raw is any BinaryInteger {
      // Only exactly 0 and 1 are booleans.
      if let number = try? integer(raw, Int8.self) {
        if number == 0 { return false }
        if number == 1 { return true }
      }
      throw ConversionFailure.notRepresentable("Bool", raw)
    }
    return try fallback(raw, "Bool") { try bool($0) }
  }

  // MARK: String

  @inline(__always)
  static func string(_ raw: Any) throws -> String {
    // A cast to a value type never bridges a Swift collection, so it can come first.
    if let string = raw as? String { return string }
    return try stringSlow(raw)
  }

  static func stringSlow(_ raw: Any) throws -> String {
    let type = type(of: raw)
    // A Boolean becomes its text, as a number does: `true` → "true" (and back).
    if type == Bool.self { return (raw as! Bool) ? "true" : "false" }
    if type == boolNumberType { return (raw as! NSNumber).boolValue ? "true" : "false" }
    if type == NSNumber.self || type is NSDecimalNumber.Type {
      let number = raw as! NSNumber
      switch NumberKind(number) {
      case .signed: return String(number.int64Value)
      case .unsigned: return String(number.uint64Value)
      case .floating:
        let value = number.doubleValue
        if value.isFinite { return value.description }
        throw ConversionFailure.notRepresentable("String", raw)
      case .decimal: return number.decimalValue.description
      case .bool: return number.boolValue ? "true" : "false"
      }
    }
    if type == Substring.self { return String(raw as! Substring) }
    if type == LongNumber.self {
      let long = raw as! LongNumber
      if let decimal = long.decimal { return decimal.description }
      if long.value.isFinite { return long.value.description }
      throw ConversionFailure.notRepresentable("String", raw)
    }
    if type is NSString.Type, let string = raw as? String { return string }
    if let integer = raw as? any BinaryInteger { return String(describing: integer) }
    if let value = raw as? any BinaryFloatingPoint {
      guard Double(value).isFinite else { throw ConversionFailure.notRepresentable("String", raw) }
      return String(describing: value)
    }
    if type == Decimal.self {
      let decimal = raw as! Decimal
      if decimal.isFinite { return decimal.description }
      throw ConversionFailure.notRepresentable("String", raw)
    }
    if type == Character.self { return String(raw as! Character) }
    // A URL as its text, as output writes it.
    if type == URL.self { return (raw as! URL).absoluteString }
    // (By type first: a cast of a Swift dictionary to a class bridges it, level by level.)
    if type is NSURL.Type, let url = raw as? NSURL {
      // (`String` here, `String?` on Apple platforms.)
      let text: String? = url.absoluteString
      if let text { return text }
    }
    return try fallback(raw, "String") { try string($0) }
  }
}
