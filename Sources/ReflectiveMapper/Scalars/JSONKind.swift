import Foundation

/// The JSON kind a primitive property type takes under ``Strictness/strict``.
enum JSONKind {
  case number, string, bool

  /// The kind for `type`, or `nil` for types read from their own formats (dates, URLs,
  /// UUIDs, `Data`), which strictness leaves as they are.
  init?(exactFor type: Any.Type) {
    guard let kind = (type as? any BuiltInScalar.Type)?.strictKind else { return nil }
    self = kind
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
