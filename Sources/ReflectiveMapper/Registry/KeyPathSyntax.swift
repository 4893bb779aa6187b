import Foundation

/// Parsing of key-table entries: the delimiter (`.` unless a mapping sets
/// ``ModelMapping/pathDelimiter``) separates path segments; a backslash before the delimiter
/// makes it literal (`\.`), and a backslash before anything else is kept with it (`\404`).
enum KeyPathSyntax {
  static func segments(_ key: String, delimiter: String = ".") -> [String] {
    guard !delimiter.isEmpty, key.contains(delimiter) else { return [key] }
    var segments: [String] = []
    var current = ""
    var rest = Substring(key)
    while let first = rest.first {
      if first == "\\" {
        // An escape: the delimiter after it is literal; anything else keeps the backslash.
        rest = rest.dropFirst()
        if rest.hasPrefix(delimiter) {
          current += delimiter
          rest = rest.dropFirst(delimiter.count)
        } else {
          current.append("\\")
          if let next = rest.popFirst() { current.append(next) }
        }
      } else if rest.hasPrefix(delimiter) {
        segments.append(current)
        current = ""
        rest = rest.dropFirst(delimiter.count)
      } else {
        current.append(first)
        rest = rest.dropFirst()
      }
    }
    segments.append(current)
    return segments
  }
}
