/// How property names become service keys when the key table says nothing.
///
/// The strategy is applied to property names once, when the mapping is compiled; hydration
/// then looks the resulting service keys up directly, and output writes them.
public enum KeyStrategy: Sendable {
  /// The service key is the property name.
  case useDefaultKeys
  /// Service keys are snake_case: property `favoriteWord` ↔ key `favorite_word`,
  /// `avatarURL` ↔ `avatar_url`. An input key spelled exactly as the property is accepted too.
  case snakeCase
  /// Your closure turns a property name into its service key.
  case custom(@Sendable (_ propertyName: String) -> String)

  /// The service key for a property name.
  public func serviceKey(for propertyName: String) -> String {
    switch self {
    case .useDefaultKeys: propertyName
    case .snakeCase: KeyStrategy.snakeCased(propertyName)
    case .custom(let transform): transform(propertyName)
    }
  }

  /// Splits a camelCase name into words and joins them lowercased with underscores.
  ///
  /// A run of capitals is one word (`myURLValue` → `my_url_value`); digits stay with the
  /// word before them; leading and trailing underscores are kept.
  static func snakeCased(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    guard !scalars.isEmpty else { return name }
    var result = String.UnicodeScalarView()
    func isUpper(_ s: Unicode.Scalar) -> Bool { s.properties.isUppercase }
    func isLower(_ s: Unicode.Scalar) -> Bool { s.properties.isLowercase }
    for (index, scalar) in scalars.enumerated() {
      if index > 0, isUpper(scalar) {
        let previous = scalars[index - 1]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let startsWord = !isUpper(previous) && previous != "_" || (next.map(isLower) ?? false) && isUpper(previous)
        if startsWord { result.append("_") }
      }
      for lowered in scalar.properties.lowercaseMapping.unicodeScalars { result.append(lowered) }
    }
    return String(result)
  }
}
