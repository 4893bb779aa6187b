import Foundation

/// Parsing of key-table entries: the delimiter (`.` unless a mapping sets
/// ``ModelMapping/pathDelimiter``) separates path segments; a backslash before the delimiter
/// makes it literal (`\.`).
enum KeyPathSyntax {
  static func segments(_ key: String, delimiter: String = ".") -> [String] {
    guard !delimiter.isEmpty, key.contains(delimiter) else { return [key] }
    if delimiter == "." { return dotted(key) }
    var segments: [String] = []
    var current = ""
    var rest = Substring(key)
    while !rest.isEmpty {
      if rest.hasPrefix("\\" + delimiter) {
        current += delimiter
        rest = rest.dropFirst(delimiter.count + 1)
      } else if rest.hasPrefix(delimiter) {
        segments.append(current)
        current = ""
        rest = rest.dropFirst(delimiter.count)
      } else {
        current.append(rest.removeFirst())
      }
    }
    segments.append(current)
    return segments
  }

  /// Dotted keys, with `\.` a literal dot (and a backslash before anything else kept).
  private static func dotted(_ key: String) -> [String] {
    var segments: [String] = []
    var current = ""
    var escaped = false
    for character in key {
      if escaped {
        if character != "." { current.append("\\") }
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "." {
        segments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    segments.append(current)
    return segments
  }
}
