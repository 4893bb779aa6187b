import Foundation

/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`, rule for rule.
enum SnakeCaseKeys {
  /// The camel-case key of a snake-case JSON key, as `JSONDecoder` converts it.
  ///
  /// Leading and trailing underscores stay; the words between (split at runs of `_`) are
  /// joined, the first lowercased and every other capitalized (`Locale`-independent, so the
  /// rest of each word is lowercased: `ALL_CAPS` is `allCaps`). A key without an inner
  /// underscore is left as it is (`ALLCAPS`, `_test_`, `alreadyCamelCase`).
  static func camelCased(_ key: String) -> String {
    // Most keys have no underscore at all.
    guard key.utf8.contains(UInt8(ascii: "_")) else { return key }
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    var last = key.index(before: key.endIndex)
    while last > first && key[last] == "_" { key.formIndex(before: &last) }
    let words = key[first...last].split(separator: "_")
    guard words.count > 1 else { return key }
    var result = String(key[..<first])
    result += words[0].lowercased()
    for word in words.dropFirst() { result += word.capitalized }
    result += key[key.index(after: last)...]
    return result
  }
}
