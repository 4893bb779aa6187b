/// How property names become service keys when the key table says nothing.
///
/// The strategy is applied to property names once, when the mapping is compiled; hydration
/// then looks the resulting service keys up directly, and output writes them.
///
/// A case style splits the property name into words (at capitals, underscores and hyphens; a
/// run of capitals is one word, as in `avatarURL`) and joins them in its style. Under any
/// style but ``useDefaultKeys`` and ``custom(_:)``, an input key spelled exactly as the
/// property is accepted too. To match input keys regardless of their letter case, or by a
/// function of the input key, see ``ModelMapping/keyMatching``.
public enum KeyStrategy: Sendable {
  /// The service key is the property name.
  case useDefaultKeys
  /// Service keys are snake_case: property `favoriteWord` ↔ key `favorite_word`,
  /// `avatarURL` ↔ `avatar_url`. An input key spelled exactly as the property is accepted too.
  case snakeCase
  /// `favorite-word`.
  case kebabCase
  /// `favoriteWord` (a property named `favorite_word` becomes `favoriteWord`).
  case camelCase
  /// `FavoriteWord`.
  case pascalCase
  /// `FAVORITE_WORD`.
  case screamingSnakeCase
  /// `FAVORITE-WORD`.
  case screamingKebabCase
  /// `Favorite-Word`.
  case trainCase
  /// `favoriteword`.
  case lowercase
  /// `FAVORITEWORD`.
  case uppercase
  /// Your closure turns a property name into its service key.
  case custom(@Sendable (_ propertyName: String) -> String)

  /// The service key for a property name.
  public func serviceKey(for propertyName: String) -> String {
    switch self {
    case .useDefaultKeys: propertyName
    case .snakeCase: KeyStrategy.snakeCased(propertyName)
    case .kebabCase: Self.joined(propertyName, separator: "-") { $0.lowercased() }
    case .camelCase:
      Self.joined(propertyName, separator: "") { word, index in index == 0 ? word.lowercased() : Self.capitalized(word) }
    case .pascalCase: Self.joined(propertyName, separator: "") { word, _ in Self.capitalized(word) }
    case .screamingSnakeCase: Self.joined(propertyName, separator: "_") { $0.uppercased() }
    case .screamingKebabCase: Self.joined(propertyName, separator: "-") { $0.uppercased() }
    case .trainCase: Self.joined(propertyName, separator: "-") { word, _ in Self.capitalized(word) }
    case .lowercase: Self.joined(propertyName, separator: "") { $0.lowercased() }
    case .uppercase: Self.joined(propertyName, separator: "") { $0.uppercased() }
    case .custom(let transform): transform(propertyName)
    }
  }

  /// The service key with the property's acronyms kept in capitals (`AvatarURL` for
  /// `avatarURL` under ``pascalCase``, `user-ID` for `userID` under ``kebabCase``), or `nil`
  /// when that is the service key itself or the name has no acronym.
  ///
  /// Input keys spelled so fill the property too, as most services that capitalize words keep
  /// an acronym's capitals (.NET's `AvatarURL`, `UserID`).
  func acronymKey(for propertyName: String) -> String? {
    guard acceptsPropertyNames, case let original = Self.originalWords(propertyName), original.contains(where: Self.isAcronym) else {
      return nil
    }
    let styled = Self.words(propertyName)
    guard styled.count == original.count else { return nil }
    let separator: String
    let style: (String, Int) -> String
    var lowersFirst = false
    switch self {
    case .snakeCase: (separator, style) = ("_", { word, _ in word.lowercased() })
    case .kebabCase: (separator, style) = ("-", { word, _ in word.lowercased() })
    case .camelCase:
      (separator, style) = ("", { word, index in index == 0 ? word.lowercased() : Self.capitalized(word) })
      lowersFirst = true
    case .pascalCase: (separator, style) = ("", { word, _ in Self.capitalized(word) })
    case .trainCase: (separator, style) = ("-", { word, _ in Self.capitalized(word) })
    default: return nil
    }
    let key = zip(styled, original).enumerated().map { index, pair in
      Self.isAcronym(pair.1) && !(index == 0 && lowersFirst) ? pair.1 : style(pair.0, index)
    }.joined(separator: separator)
    return key == serviceKey(for: propertyName) ? nil : key
  }

  /// A word of two or more capitals (and digits): `URL`, `ID`, `UTF8`.
  private static func isAcronym(_ word: String) -> Bool {
    word.count > 1 && word.unicodeScalars.allSatisfy { $0.properties.isUppercase || ("0"..."9").contains($0) }
      && word.unicodeScalars.contains { $0.properties.isUppercase }
  }

  /// The words of a property name as written (``words(_:)``' boundaries, letter case kept).
  static func originalWords(_ name: String) -> [String] {
    let scalars = Array(name.unicodeScalars)
    var words: [String] = []
    var current = String.UnicodeScalarView()
    func flush() {
      if !current.isEmpty { words.append(String(current)) }
      current = String.UnicodeScalarView()
    }
    for (index, scalar) in scalars.enumerated() {
      if scalar == "_" || scalar == "-" {
        flush()
        continue
      }
      if startsWord(scalars, at: index) { flush() }
      current.append(scalar)
    }
    flush()
    return words
  }

  /// Whether an input key spelled exactly as the property is accepted besides the styled key.
  var acceptsPropertyNames: Bool {
    switch self {
    case .useDefaultKeys, .custom: false
    default: true
    }
  }

  /// The words of a property name: split at underscores, hyphens and case changes (snake
  /// casing's rules), leading and trailing underscores dropped.
  static func words(_ name: String) -> [String] {
    snakeCased(name).split(separator: "_").flatMap { $0.split(separator: "-") }.map(String.init)
  }

  private static func joined(_ name: String, separator: String, _ style: (String) -> String) -> String {
    joined(name, separator: separator) { word, _ in style(word) }
  }

  private static func joined(_ name: String, separator: String, _ style: (String, Int) -> String) -> String {
    let words = words(name)
    guard !words.isEmpty else { return name }
    return words.enumerated().map { style($0.element, $0.offset) }.joined(separator: separator)
  }

  fileprivate static func capitalized(_ word: String) -> String {
    guard let first = word.first else { return word }
    return first.uppercased() + word.dropFirst().lowercased()
  }

  /// Whether the scalar at `index` of `scalars` is a capital that starts a word.
  ///
  /// It does after anything but a capital or an underscore, and as the last capital of a run
  /// that a lower-case letter follows (`V` in `URLValue`). The one rule of ``snakeCased(_:)``
  /// and ``originalWords(_:)``.
  private static func startsWord(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 0, scalars[index].properties.isUppercase else { return false }
    let previous = scalars[index - 1]
    let previousIsUpper = previous.properties.isUppercase
    let nextIsLower = index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
    return !previousIsUpper && previous != "_" || nextIsLower && previousIsUpper
  }

  /// Splits a camelCase name into words and joins them lowercased with underscores.
  ///
  /// A run of capitals is one word (`myURLValue` → `my_url_value`); digits stay with the
  /// word before them; leading and trailing underscores are kept.
  static func snakeCased(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    guard !scalars.isEmpty else { return name }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if startsWord(scalars, at: index) { result.append("_") }
      for lowered in scalar.properties.lowercaseMapping.unicodeScalars { result.append(lowered) }
    }
    return String(result)
  }
}

/// How input keys that match no service key exactly are matched (``ModelMapping/keyMatching``).
///
/// Exact matches always win: `"Name"` fills `name` only when the object has no `"name"`.
public enum KeyMatching: Sendable {
  /// Only exact keys (the default).
  case exact
  /// Keys that differ only in letter case (`"USER_ID"` for `user_id`).
  case caseInsensitive
  /// Your closure turns an input key into the property name (or the service key) it stands for,
  /// as a decoder's key strategy does (SmartCodable's `firstLetterLower`:
  /// `.custom { $0.prefix(1).lowercased() + $0.dropFirst() }`). Output writes the property's
  /// service key, as the key strategy gives it.
  case custom(@Sendable (_ inputKey: String) -> String)
}
