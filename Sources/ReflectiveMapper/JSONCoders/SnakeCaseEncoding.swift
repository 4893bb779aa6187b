import Foundation

/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`, as Foundation defines it.
enum SnakeCaseEncoding {
  /// `key` in snake case (`myURLProperty` → `my_url_property`).
  ///
  /// Words split where a lowercase letter meets an uppercase one, and before the last capital
  /// of a run of capitals that a lowercase letter follows; each word is lowercased, and they
  /// are joined by `_`. The first character never starts a word of its own.
  ///
  /// Foundation searches for the letters scalar by scalar but steps from one to the next by
  /// characters (a letter with its combining marks), and so does this: `"aB\u{301}c"` and a
  /// capital whose mark stands between it and the lowercase letter split as they do there.
  static func converted(_ key: String) -> String {
    guard !key.isEmpty else { return key }
    let scalars = key.unicodeScalars
    func first(in range: Range<String.Index>, where test: (Unicode.Scalar) -> Bool) -> String.Index? {
      var index = range.lowerBound
      while index < range.upperBound {
        if test(scalars[index]) { return index }
        index = scalars.index(after: index)
      }
      return nil
    }
    let isUpper = { (scalar: Unicode.Scalar) in
      let category = scalar.properties.generalCategory
      return category == .uppercaseLetter || category == .titlecaseLetter
    }
    let isLower = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .lowercaseLetter }
    var words: [Range<String.Index>] = []
    var wordStart = key.startIndex
    var search = key.index(after: wordStart)..<key.endIndex
    while let capital = first(in: search, where: isUpper) {
      words.append(wordStart..<capital)
      search = capital..<search.upperBound
      guard let small = first(in: search, where: isLower) else {
        // No lowercase letter after it: the rest is one word.
        wordStart = capital
        break
      }
      if small == key.index(after: capital) {
        // One capital, then lowercase: the capital starts the next word.
        wordStart = capital
      } else {
        // A run of capitals: a word of its own, up to the character before the lowercase letter.
        let beforeSmall = key.index(before: small)
        words.append(capital..<beforeSmall)
        wordStart = beforeSmall
      }
      search = scalars.index(after: small)..<search.upperBound
    }
    words.append(wordStart..<search.upperBound)
    return words.map { key[$0].lowercased() }.joined(separator: "_")
  }
}
