import Foundation

/// Parsing of key-table entries: dots separate path segments, `\.` is a literal dot.
enum KeyPathSyntax {
  static func segments(_ key: String) -> [String] {
    guard key.contains(".") else { return [key] }
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
