import Foundation

/// The JSON kind a primitive property type takes under ``Strictness/strict``.
enum JSONKind {
  case number, string, bool

  /// The kind for `type`, or `nil` for types read from their own formats (dates, URLs,
  /// UUIDs, `Data`), which strictness leaves as they are.
  init?(exactFor type: Any.Type) {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): self = .string
    case ObjectIdentifier(Bool.self): self = .bool
    case ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self),
      ObjectIdentifier(Int32.self), ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self),
      ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self), ObjectIdentifier(UInt32.self),
      ObjectIdentifier(UInt64.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
      ObjectIdentifier(Decimal.self), ObjectIdentifier(CGFloat.self):
      self = .number
    default:
      guard HalfFloat.isHalf(type) else { return nil }
      self = .number
    }
  }

  /// Throws a type mismatch unless `raw` is of this kind.
  ///
  /// `null` and boxed optionals are left to the converter (its optional and null rules).
  func require(_ raw: Any, expected: String) throws {
    let type = type(of: raw)
    if type == NSNull.self { return }
    if type is any OptionalShape.Type {
      guard let unwrapped = unwrapBoxedOptional(raw) else { return }
      return try require(unwrapped, expected: expected)
    }
    let isString = type == String.self || type is NSString.Type || type == Substring.self || type == Character.self
    let isBool = type == Bool.self || type == boolNumberType
    let accepted: Bool
    switch self {
    case .number: accepted = !isString && !isBool
    case .string: accepted = isString
    case .bool: accepted = isBool
    }
    if !accepted { throw ConversionFailure.mismatch(expected, raw) }
  }
}
