import Foundation

/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`, as Foundation defines it.
enum SnakeCaseEncoding {
  /// `key` in snake case (`myURLProperty` → `my_url_property`).
  ///
  /// Words split where a lowercase letter meets an uppercase one, and before the last capital
  /// of a run of capitals that a lowercase letter follows; each word is lowercased, and they
  /// are joined by `_`. The first character never starts a word of its own.
  static func converted(_ key: String) -> String {
    let scalars = Array(key.unicodeScalars)
    guard !scalars.isEmpty else { return key }
    let upper = CharacterSet.uppercaseLetters
    let lower = CharacterSet.lowercaseLetters
    var words: [Range<Int>] = []
    var wordStart = 0
    var search = 1
    while let capital = (search..<scalars.count).first(where: { upper.contains(scalars[$0]) }) {
      words.append(wordStart..<capital)
      guard let small = (capital..<scalars.count).first(where: { lower.contains(scalars[$0]) }) else {
        // No lowercase letter after it: the rest is one word.
        wordStart = capital
        search = scalars.count
        break
      }
      if small == capital + 1 {
        // One capital, then lowercase: the capital starts the next word.
        wordStart = capital
      } else {
        // A run of capitals: a word of its own, up to the capital before the lowercase letter.
        words.append(capital..<(small - 1))
        wordStart = small - 1
      }
      search = small + 1
    }
    words.append(wordStart..<scalars.count)
    return words.map { range in
      var word = String.UnicodeScalarView()
      word.append(contentsOf: scalars[range])
      return String(word).lowercased()
    }.joined(separator: "_")
  }
}
