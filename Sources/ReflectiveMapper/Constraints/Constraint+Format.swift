import Foundation

extension Constraint {
  /// A string format JSON Schema 2020-12 names, checked as its RFC defines it.
  public enum Format: String, Sendable, CaseIterable {
    /// An RFC 5321 mailbox: a dot-atom local part, `@`, and a host name or an address literal.
    case email
    /// An RFC 3986 URI with a scheme (`https://example.org/a?b#c`).
    case uri
    /// An RFC 4122 UUID in its hyphenated hexadecimal form.
    case uuid
    /// An RFC 3339 date-time with its offset (`2026-11-28T13:45:00Z`, `…+01:00`).
    case dateTime = "date-time"
    /// An RFC 2673 dotted-quad IPv4 address (no leading zeros).
    case ipv4
    /// An RFC 4291 IPv6 address.
    case ipv6
    /// An RFC 1123 host name (labels of letters, digits and hyphens, 253 characters at most).
    case hostname

    /// The format as a message names it, with its article: `a URI`, `an email address`.
    var spoken: String {
      switch self {
      case .email: "an email address"
      case .uri: "a URI"
      case .uuid: "a UUID"
      case .dateTime: "an RFC 3339 date-time"
      case .ipv4: "an IPv4 address"
      case .ipv6: "an IPv6 address"
      case .hostname: "a host name"
      }
    }

    /// Whether `text` has this format.
    func accepts(_ text: String) -> Bool {
      switch self {
      case .email:
        guard let at = text.lastIndex(of: "@") else { return false }
        let local = text[..<at]
        let domain = text[text.index(after: at)...]
        guard local.utf8.count <= 64, Format.patterns.localPart.matches(String(local)) else { return false }
        if domain.hasPrefix("["), domain.hasSuffix("]") {
          let literal = domain.dropFirst().dropLast()
          if literal.hasPrefix("IPv6:") { return Format.ipv6.accepts(String(literal.dropFirst(5))) }
          return Format.ipv4.accepts(String(literal))
        }
        return Format.hostname.accepts(String(domain))
      case .uri:
        return Format.patterns.uri.matches(text)
      case .uuid:
        return Format.patterns.uuid.matches(text)
      case .dateTime:
        return Format.patterns.dateTime.matches(text) && DateCoding.rfc3339Date(from: text) != nil
      case .ipv4:
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
          && parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber), let value = Int(part) else { return false }
            return value <= 255 && (part.count == 1 || part.first != "0")
          }
      case .ipv6:
        return Format.isIPv6(text)
      case .hostname:
        guard !text.isEmpty, text.utf8.count <= 253 else { return false }
        return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
          Format.patterns.label.matches(String(label))
        }
      }
    }

    /// The patterns the formats are checked with, compiled once.
    private struct Patterns: @unchecked Sendable {
      let localPart = try! Pattern(#"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$"#)
      let uri = try! Pattern(#"^[A-Za-z][A-Za-z0-9+.-]*:([A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]|%[0-9A-Fa-f]{2})*$"#)
      let uuid = try! Pattern(#"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"#)
      let dateTime = try! Pattern(#"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#)
      let label = try! Pattern(#"^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$"#)
    }

    private static let patterns = Patterns()

    /// Whether `text` is an IPv6 address: eight groups of one to four hexadecimal digits, `::`
    /// standing for one or more zero groups once, and an IPv4 address for the last two groups.
    private static func isIPv6(_ text: String) -> Bool {
      guard text.utf8.count <= 45 else { return false }
      var groups = 0
      var compressed = false
      let halves = text.components(separatedBy: "::")
      guard halves.count <= 2 else { return false }
      compressed = halves.count == 2
      for (index, half) in halves.enumerated() where !half.isEmpty {
        let parts = half.split(separator: ":", omittingEmptySubsequences: false)
        for (position, part) in parts.enumerated() {
          let isLast = index == halves.count - 1 && position == parts.count - 1
          if isLast, part.contains(".") {
            guard Format.ipv4.accepts(String(part)) else { return false }
            groups += 2
            continue
          }
          guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), part.allSatisfy(\.isASCII) else { return false }
          groups += 1
        }
      }
      return compressed ? groups < 8 : groups == 8
    }
  }

  /// The string has `format` (JSON Schema's `format`, checked here as its RFC defines it).
  ///
  /// ```swift
  /// m.constraints["email"] = [.format(.email)]
  /// ```
  public static func format(_ format: Format) -> Constraint { Constraint(.format(format)) }
}
