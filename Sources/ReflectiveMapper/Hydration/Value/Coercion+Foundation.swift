import Foundation

/// ``Coercion``'s conversions to Foundation values (`Decimal`, `Date`, `URL`, `UUID`, `Data`,
/// `NSNumber`) and the slow path every conversion shares.
extension Coercion {
  // MARK: Foundation values

  static func decimal(_ raw: Any) throws -> Decimal {
    let type = type(of: raw)
    if type == NSNumber.self || type is NSNumber.Type {
      let number = raw as! NSNumber
      switch NumberKind(number) {
      case .signed: return Decimal(number.int64Value)
      case .unsigned: return Decimal(number.uint64Value)
      case .floating: return try decimal(double: number.doubleValue, raw)
      case .decimal:
        let value = number.decimalValue
        if value.isFinite { return value }
        throw ConversionFailure.notRepresentable("Decimal", raw)
      case .bool: throw ConversionFailure.mismatch("Decimal", raw)
      }
    }
    if type == Decimal.self {
      let value = raw as! Decimal
      if value.isFinite { return value }
      throw ConversionFailure.notRepresentable("Decimal", raw)
    }
    if type == String.self || type is NSString.Type, let string = raw as? String {
      guard NumberText.isNumber(string) else { throw ConversionFailure.mismatch("Decimal", raw) }
      guard let value = NumberText.decimal(string) else { throw ConversionFailure.notRepresentable("Decimal", raw) }
      return value
    }
    if type == Double.self { return try decimal(double: raw as! Double, raw) }
    if type == LongNumber.self {
      // Digits Decimal cannot hold (more than it keeps, or an exponent past its range) are
      // refused: never the nearby Double.
      let long = raw as! LongNumber
      guard let value = long.decimal else {
        // Named by its digits: its Double (how other problems describe it) is what was refused.
        throw ConversionFailure(.notRepresentable(expected: "Decimal", found: "number \(MessageText.truncated(long.literal))"))
      }
      return value
    }
    if type == Bool.self { throw ConversionFailure.mismatch("Decimal", raw) }
    if let integer = raw as? any BinaryInteger {
      if let value = Int64(exactly: integer) { return Decimal(value) }
      if let value = UInt64(exactly: integer) { return Decimal(value) }
    }
    if type == Float.self { return try decimal(double: Double(raw as! Float), raw) }
    // Other floating-point types (`CGFloat`, `Float16`) by their `Double`.
    if let value = raw as? any BinaryFloatingPoint { return try decimal(double: Double(value), raw) }
    return try fallback(raw, "Decimal") { try decimal($0) }
  }

  /// The decimal with the same shortest digits as the double (0.1 → 0.1, not 0.1000…0555).
  static func decimal(double: Double, _ raw: Any) throws -> Decimal {
    guard double.isFinite, let value = Decimal(string: double.description, locale: NumberText.posix) else {
      throw ConversionFailure.notRepresentable("Decimal", raw)
    }
    return value
  }

  static func date(_ raw: Any) throws -> Date {
    let type = type(of: raw)
    if type == String.self || type is NSString.Type, let string = raw as? String {
      if let date = ISO8601.date(from: string) { return date }
      throw ConversionFailure.invalid("ISO 8601 date", raw)
    }
    if type == Date.self { return raw as! Date }
    if type is NSDate.Type { return Date(timeIntervalSinceReferenceDate: (raw as! NSDate).timeIntervalSinceReferenceDate) }
    if type == Bool.self || type == boolNumberType { throw ConversionFailure.mismatch("Date", raw) }
    if type == NSNumber.self || type is NSNumber.Type || type == Int.self || type == Double.self
      || raw is any BinaryInteger || raw is any BinaryFloatingPoint || type == Decimal.self || type == LongNumber.self
    {
      let seconds = try double(raw)
      // Dates are written as ISO 8601 with a four-digit year: refuse what could not come back.
      guard ISO8601.representable.contains(seconds) else { throw ConversionFailure.notRepresentable("Date", raw) }
      return Date(timeIntervalSince1970: seconds)
    }
    return try fallback(raw, "Date") { try date($0) }
  }

  static func url(_ raw: Any) throws -> URL {
    let type = type(of: raw)
    if type == String.self || type is NSString.Type, let string = raw as? String {
      // Lossless: a string that is a URL only once re-encoded (`not a valid URL` would become
      // `not%20a%20valid%20URL`) is refused; a valid one is kept byte for byte.
      if !string.isEmpty, let url = URL(string: string, encodingInvalidCharacters: false), url.absoluteString == string {
        return url
      }
      throw ConversionFailure.invalid("URL", raw)
    }
    if type == URL.self { return raw as! URL }
    // An `NSURL` (Objective-C-era input) as the URL of its text, by the same lossless rule.
    if type is NSURL.Type, let url = URL(string: ((raw as! NSURL).absoluteString as String?) ?? "", encodingInvalidCharacters: false) {
      return url
    }
    return try fallback(raw, "URL") { try url($0) }
  }

  static func uuid(_ raw: Any) throws -> UUID {
    if let uuid = try parsedString(raw, "UUID", { UUID(uuidString: $0) }) { return uuid }
    if type(of: raw) == UUID.self { return raw as! UUID }
    return try fallback(raw, "UUID") { try uuid($0) }
  }

  static func data(_ raw: Any) throws -> Data {
    if let data = try parsedString(raw, "base64 Data", { Data(base64Encoded: $0) }) { return data }
    let type = type(of: raw)
    if type == Data.self { return raw as! Data }
    if type is NSData.Type { return Data(referencing: (raw as! NSData).copy() as! NSData) }
    return try fallback(raw, "Data") { try data($0) }
  }

  /// What `parse` reads from `raw` when it is a string (a string it cannot read is refused as
  /// no `expected`), or `nil` when `raw` is no string.
  @inline(__always)
  private static func parsedString<Value>(_ raw: Any, _ expected: String, _ parse: (String) -> Value?) throws -> Value? {
    let type = type(of: raw)
    guard type == String.self || type is NSString.Type, let string = raw as? String else { return nil }
    if let value = parse(string) { return value }
    throw ConversionFailure.invalid(expected, raw)
  }

  /// An `NSNumber` property: numbers as they are (a JSON `true`/`false` is a boolean
  /// NSNumber), numeric strings unless `exact`.
  static func number(_ raw: Any, exact: Bool) throws -> NSNumber {
    let type = type(of: raw)
    if type is NSNumber.Type {
      // NaN and the infinities are no JSON number: refused, as for `Double` properties.
      let number = raw as! NSNumber
      switch NumberKind(number) {
      case .floating where !number.doubleValue.isFinite: throw ConversionFailure.notRepresentable("NSNumber", raw)
      case .decimal where number.decimalValue.isNaN: throw ConversionFailure.notRepresentable("NSNumber", raw)
      default: return number
      }
    }
    if type == Int.self { return NSNumber(value: raw as! Int) }
    if type == Double.self {
      let value = raw as! Double
      guard value.isFinite else { throw ConversionFailure.notRepresentable("NSNumber", raw) }
      return NSNumber(value: value)
    }
    if type == UInt64.self { return NSNumber(value: raw as! UInt64) }
    if type == Bool.self { return NSNumber(value: raw as! Bool) }
    if type == Decimal.self {
      let decimal = raw as! Decimal
      guard decimal.isFinite else { throw ConversionFailure.notRepresentable("NSNumber", raw) }
      return plainNumber(decimal.description) ?? NSDecimalNumber(decimal: decimal)
    }
    if type == LongNumber.self {
      let long = raw as! LongNumber
      if let decimal = long.decimal { return plainNumber(decimal.description) ?? NSDecimalNumber(decimal: decimal) }
      if long.value.isFinite { return NSNumber(value: long.value) }
      throw ConversionFailure.notRepresentable("NSNumber", raw)
    }
    // Other numbers (`CGFloat`, `Float`, every integer width) by their value.
    if let value = raw as? any BinaryFloatingPoint {
      let double = Double(value)
      guard double.isFinite else { throw ConversionFailure.notRepresentable("NSNumber", raw) }
      return NSNumber(value: double)
    }
    if let integer = raw as? any BinaryInteger {
      if let value = Int64(exactly: integer) { return NSNumber(value: value) }
      if let value = UInt64(exactly: integer) { return NSNumber(value: value) }
    }
    if !exact, type == String.self || type is NSString.Type, let text = raw as? String {
      guard NumberText.isNumber(text) else { throw ConversionFailure.mismatch("NSNumber", raw) }
      if let plain = plainNumber(text) { return plain }
      guard let decimal = NumberText.decimal(text) else { throw ConversionFailure.notRepresentable("NSNumber", raw) }
      return NSDecimalNumber(decimal: decimal)
    }
    return try fallback(raw, "NSNumber") { try number($0, exact: exact) }
  }

  /// A plain NSNumber equal to `NSNumber(value:)` of the number `text` denotes, as from a JSON
  /// number (an `Int`, a `UInt64`, or a `Double` that holds it exactly); nil where none does
  /// (an NSDecimalNumber then keeps it).
  private static func plainNumber(_ text: String) -> NSNumber? {
    if let integer = Int(text) { return NSNumber(value: integer) }
    if let integer = UInt64(text) { return NSNumber(value: integer) }
    if let double = Double(text), double.isFinite, NumberText.sameValue(text, double.description) { return NSNumber(value: double) }
    return nil
  }

  // MARK: Shared slow path

  /// The last resort when no fast path took the value: `null` and boxed optionals (retried
  /// unwrapped through `retry`), else a type mismatch.
  static func fallback<T>(_ raw: Any, _ expected: String, retry: (Any) throws -> T) throws -> T {
    let type = type(of: raw)
    if type == NSNull.self { throw ConversionFailure.null(expected) }
    if type is any OptionalShape.Type {
      guard let unwrapped = unwrapBoxedOptional(raw) else { throw ConversionFailure.null(expected) }
      return try retry(unwrapped)
    }
    throw ConversionFailure.mismatch(expected, raw)
  }
}
