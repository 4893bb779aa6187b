import Foundation

extension AnyValueDecoder.Impl {
  /// Whether `raw` is `NSNull` or a boxed `nil`.
  @inline(__always)
  static func isNull(_ raw: Any) -> Bool {
    let type = type(of: raw)
    if type == NSNull.self { return true }
    if type == String.self || type == NSNumber.self || type == [String: Any].self || type == [Any].self
      || type == boolNumberType || type == Int.self || type == Double.self || type == Bool.self
    {
      return false
    }
    return type is any OptionalShape.Type && unwrapBoxedOptional(raw) == nil
  }

  /// `raw` with any boxed optionals removed (`NSNull` for `nil`).
  static func unwrapped(_ raw: Any) -> Any {
    guard type(of: raw) is any OptionalShape.Type else { return raw }
    return unwrapBoxedOptional(raw) ?? NSNull()
  }

  /// Whether `raw` holds a boxed optional (so that its payload should be examined instead).
  @inline(__always)
  static func isBoxedOptional(_ raw: Any) -> Bool { type(of: raw) is any OptionalShape.Type }

  /// `valueNotFound` for null, otherwise `typeMismatch`.
  static func mismatch(_ expected: Any.Type, _ raw: Any, at path: [any CodingKey]) -> DecodingError {
    if isNull(raw) {
      return DecodingError.valueNotFound(
        expected,
        .init(codingPath: path, debugDescription: "Cannot get value of type \(expected) -- found null value instead")
      )
    }
    return DecodingError.typeMismatch(
      expected,
      .init(
        codingPath: path,
        debugDescription: "Expected to decode \(expected) but found \(MessageText.value(raw)) instead."
      )
    )
  }

  static func notRepresentable(_ expected: Any.Type, _ raw: Any, at path: [any CodingKey]) -> DecodingError {
    DecodingError.dataCorrupted(
      .init(codingPath: path, debugDescription: "\(MessageText.value(raw)) does not fit in \(expected).")
    )
  }

  static func dictionary(_ raw: Any, at path: @autoclosure () -> AnyValueCodingPath) throws -> [String: Any] {
    let type = type(of: raw)
    if type == [String: Any].self { return raw as! [String: Any] }
    if isBoxedOptional(raw) { return try dictionary(unwrapped(raw), at: path()) }
    if !(type is NSNumber.Type), !(type is NSString.Type), let dictionary = raw as? [String: Any] { return dictionary }
    throw mismatch([String: Any].self, raw, at: path().keys)
  }

  static func array(_ raw: Any, at path: @autoclosure () -> AnyValueCodingPath) throws -> [Any] {
    let type = type(of: raw)
    if type == [Any].self { return raw as! [Any] }
    if isBoxedOptional(raw) { return try array(unwrapped(raw), at: path()) }
    if !(type is NSNumber.Type), !(type is NSString.Type), type != String.self, let array = raw as? [Any] {
      return array
    }
    throw mismatch([Any].self, raw, at: path().keys)
  }

  static func string(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> String {
    let type = type(of: raw)
    if type == String.self { return raw as! String }
    if type is NSString.Type, let string = raw as? String { return string }
    if type == Substring.self { return String(raw as! Substring) }
    if isBoxedOptional(raw) { return try string(unwrapped(raw), at: path()) }
    throw mismatch(String.self, raw, at: path())
  }

  static func bool(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Bool {
    let type = type(of: raw)
    if type == boolNumberType { return (raw as! NSNumber).boolValue }
    if type == Bool.self { return raw as! Bool }
    if isBoxedOptional(raw) { return try bool(unwrapped(raw), at: path()) }
    throw mismatch(Bool.self, raw, at: path())
  }

  @inline(__always)
  static func integer<I: FixedWidthInteger>(_ raw: Any, _: I.Type, at path: @autoclosure () -> [any CodingKey])
    throws -> I
  {
    let type = type(of: raw)
    if type == NSNumber.self { return try exact(integer(number: raw as! NSNumber, I.self), raw, at: path) }
    if type == Int.self { return try exact(I(exactly: raw as! Int), raw, at: path) }
    return try integerSlow(raw, I.self, at: path)
  }

  /// `value`, or the error that `raw` has no exact `I`.
  @inline(__always)
  private static func exact<I>(_ value: I?, _ raw: Any, at path: () -> [any CodingKey]) throws -> I {
    if let value { return value }
    throw notRepresentable(I.self, raw, at: path())
  }

  /// An integer from a plain (non-boolean, non-decimal) `NSNumber`, by its stored kind.
  @inline(__always)
  private static func integer<I: FixedWidthInteger>(number: NSNumber, _: I.Type) -> I? {
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"), UInt8(ascii: "f"): I(exactly: number.doubleValue)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      I(exactly: number.uint64Value)
    default: I(exactly: number.int64Value)
    }
  }

  private static func integerSlow<I: FixedWidthInteger>(_ raw: Any, _: I.Type, at path: () -> [any CodingKey])
    throws -> I
  {
    let type = type(of: raw)
    if type == Bool.self || type == boolNumberType { throw mismatch(I.self, raw, at: path()) }
    if type == Double.self { return try exact(I(exactly: raw as! Double), raw, at: path) }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      let value = number is NSDecimalNumber ? integer(decimal: number.decimalValue, I.self) : integer(number: number, I.self)
      return try exact(value, raw, at: path)
    }
    if type == Decimal.self { return try exact(integer(decimal: raw as! Decimal, I.self), raw, at: path) }
    if type == Float.self { return try exact(I(exactly: raw as! Float), raw, at: path) }
    if let integer = raw as? any BinaryInteger { return try exact(I(exactly: integer), raw, at: path) }
    if let floating = raw as? any BinaryFloatingPoint { return try exact(I(exactly: Double(floating)), raw, at: path) }
    if isBoxedOptional(raw) { return try integer(unwrapped(raw), I.self, at: path()) }
    throw mismatch(I.self, raw, at: path())
  }

  /// An integer from a whole `Decimal` that fits, through its exact integer text.
  private static func integer<I: FixedWidthInteger>(decimal: Decimal, _: I.Type) -> I? {
    guard decimal.isFinite else { return nil }
    var value = decimal
    var whole = Decimal()
    NSDecimalRound(&whole, &value, 0, .plain)
    guard whole == decimal else { return nil }
    return I(whole.description, radix: 10)
  }

  static func double(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Double {
    let type = type(of: raw)
    if type == NSNumber.self { return (raw as! NSNumber).doubleValue }
    if type == Double.self { return raw as! Double }
    if type == Int.self { return Double(raw as! Int) }
    if type == Bool.self || type == boolNumberType { throw mismatch(Double.self, raw, at: path()) }
    if type is NSNumber.Type { return (raw as! NSNumber).doubleValue }
    if type == Decimal.self { return NSDecimalNumber(decimal: raw as! Decimal).doubleValue }
    if type == Float.self { return Double(raw as! Float) }
    if let integer = raw as? any BinaryInteger { return Double(integer) }
    if let floating = raw as? any BinaryFloatingPoint { return Double(floating) }
    if isBoxedOptional(raw) { return try double(unwrapped(raw), at: path()) }
    throw mismatch(Double.self, raw, at: path())
  }

  static func float(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Float {
    if type(of: raw) == Float.self { return raw as! Float }
    let double = try double(raw, at: path())
    let float = Float(double)
    if float.isInfinite, double.isFinite { throw notRepresentable(Float.self, raw, at: path()) }
    return float
  }

  static func decimal(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
    let type = type(of: raw)
    if type == Decimal.self { return raw as! Decimal }
    if type == Bool.self || type == boolNumberType { throw mismatch(Decimal.self, raw, at: path()) }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      if number is NSDecimalNumber { return number.decimalValue }
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "d"), UInt8(ascii: "f"): return try decimal(number.doubleValue, raw, at: path)
      case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
        return Decimal(number.uint64Value)
      default: return Decimal(number.int64Value)
      }
    }
    if type == Int.self { return Decimal(raw as! Int) }
    if type == Double.self { return try decimal(raw as! Double, raw, at: path) }
    if type == UInt64.self { return Decimal(raw as! UInt64) }
    if let integer = raw as? any BinaryInteger, let value = Int64(exactly: integer) { return Decimal(value) }
    if let floating = raw as? any BinaryFloatingPoint { return try decimal(Double(floating), raw, at: path) }
    if isBoxedOptional(raw) { return try decimal(unwrapped(raw), at: path()) }
    throw mismatch(Decimal.self, raw, at: path())
  }

  /// A `Decimal` from the shortest text that reads back as `double` (0.1 is 0.1, not
  /// 0.1000000000000000055…), which is what the JSON text most likely said.
  private static func decimal(_ double: Double, _ raw: Any, at path: () -> [any CodingKey]) throws -> Decimal {
    guard double.isFinite, let value = Decimal(string: "\(double)", locale: Locale(identifier: "en_US_POSIX")),
      value.isFinite
    else { throw notRepresentable(Decimal.self, raw, at: path()) }
    return value
  }

  static func url(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> URL {
    try parsed(raw, at: path, parse: { URL(string: $0) }, problem: { "Invalid URL string \($0)." })
  }

  static func data(_ raw: Any, at path: @autoclosure () -> [any CodingKey]) throws -> Data {
    try parsed(raw, at: path, parse: { Data(base64Encoded: $0) }, problem: { "Encountered Data is not valid Base64: \($0)." })
  }

  /// A `Value` already in the tree, or one `parse` reads from a string; a string it cannot
  /// read is `dataCorrupted`, described by `problem` from the quoted text.
  private static func parsed<Value>(
    _ raw: Any, at path: () -> [any CodingKey], parse: (String) -> Value?, problem: (String) -> String
  ) throws -> Value {
    if type(of: raw) == Value.self { return raw as! Value }
    let text = try string(raw, at: path())
    guard let value = parse(text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: path(), debugDescription: problem(MessageText.value(text))))
    }
    return value
  }
}

/// `value` as `T`, for a `T` the caller has just compared equal to `Value` (a checked cast
/// between identical types: no bit casts).
