/// One step from a model into its input, kept while walking and rendered only on error.
enum PathComponent: Sendable {
  /// A mapped member: the service key (or dotted key path) and the property it feeds.
  case member(PropertyKey)
  /// A key the model does not map.
  case key(String)
  /// An array element.
  case index(Int)
  /// A `[String: T]` entry.
  case entry(String)
  /// A line of a JSON Lines stream (1-based): the document a problem is in, rendered
  /// `line 7` before the problem's own path (`line 7.user.age`).
  case line(Int)
  /// A record of an RFC 7464 JSON text sequence (1-based), rendered `record 7`.
  case record(Int)
}

/// A mapped member's names, shared (one reference to retain while walking).
final class PropertyKey: Sendable {
  let key: String
  let property: String

  init(key: String, property: String) {
    self.key = key
    self.property = property
  }
}

/// Renders walked components into the two forms `MappingError` reports.
///
/// Keys that come from the input (unknown keys, dictionary entries) are truncated like values,
/// and a rendered path keeps at most ``maxLength`` characters (its end, the most telling
/// part), so that a problem's text stays small whatever the input holds.
enum MappingPath {
  /// The longest rendered path.
  static let maxLength = 8_192

  /// `text` cut to its last ``maxLength`` characters.
  static func bounded(_ text: String) -> String {
    guard text.utf8.count > maxLength, text.count > maxLength else { return text }
    return "…" + text.suffix(maxLength - 1)
  }

  /// The longest path a message shows (``MappingError/summary``).
  static let messageLength = 200

  /// `text` as a message shows it: whole up to ``messageLength`` characters, else its first
  /// 60 and its last characters around an ellipsis (where the input is, and what failed).
  static func abbreviated(_ text: String) -> String {
    guard text.utf8.count > messageLength, text.count > messageLength else { return text }
    return text.prefix(60) + "…" + text.suffix(messageLength - 61)
  }

  /// The input path in service keys: `friends[2].address.zip_code`.
  static func service(_ components: some Sequence<PathComponent>) -> String {
    var text = ""
    for component in components {
      switch component {
      case .member(let member):
        // (A flattened model has no key: its problems are at its owner's keys.)
        if member.key.isEmpty { continue }
        if !text.isEmpty { text += "." }
        text += member.key
      case .key(let key), .entry(let key):
        if !text.isEmpty { text += "." }
        text += MessageText.truncated(key)
      case .index(let index):
        text += "[\(index)]"
      case .line(let line):
        if !text.isEmpty { text += "." }
        text += "line \(line)"
      case .record(let record):
        if !text.isEmpty { text += "." }
        text += "record \(record)"
      }
    }
    return bounded(text)
  }

  /// The components of a root path's segments (`init(jsonData:at:)`'s, a stream's key path).
  static func components(of segments: some Sequence<PathSegment>) -> [PathComponent] {
    segments.map { segment in
      switch segment {
      case .key(let key): .key(key)
      case .index(let index): .index(index)
      }
    }
  }

  /// The property path rooted at the model type: `Person.friends[2].address.zip`, or `nil`
  /// when the last step is not a property.
  static func property(root: String, _ components: some BidirectionalCollection<PathComponent>) -> String? {
    if case .key = components.last { return nil }
    var text = root
    for component in components {
      switch component {
      case .member(let member): text += ".\(member.property)"
      case .key(let key): text += ".\(MessageText.truncated(key))"
      case .entry(let key): text += "[\(MessageText.quoted(key))]"
      case .index(let index): text += "[\(index)]"
      // (The line is the document's place in its stream; the property path starts at the model.)
      case .line, .record: continue
      }
    }
    return bounded(text)
  }
}
