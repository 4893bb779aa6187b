import Foundation
import Testing

@testable import ReflectiveMapper

/// `.format(_:)`: JSON Schema 2020-12's string formats, each checked as its RFC defines it.
@Suite struct ConstraintFormatTests {
  static let cases: [(Constraint.Format, valid: [String], invalid: [String])] = [
    (
      .email, ["ada@example.org", "first.last+tag@sub.example.co", "x@[192.0.2.1]", "x@[IPv6:2001:db8::1]"],
      ["ada", "ada@", "@example.org", "a b@example.org", ".ada@example.org", "ada..l@example.org", "ada@-example.org"]
    ),
    (
      .uri, ["https://example.org/a?b=c#d", "urn:isbn:0451450523", "mailto:ada@example.org", "http://h/%20x"],
      ["example.org", "/relative/path", "https://exa mple.org", "1http://x", "http://h/%zz"]
    ),
    (
      .uuid, ["123e4567-e89b-12d3-a456-426614174000", "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11"],
      ["123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400", "g23e4567-e89b-12d3-a456-426614174000"]
    ),
    (
      .dateTime, ["2026-11-28T13:45:00Z", "2026-11-28t13:45:00.123+01:00", "1985-04-12T23:20:50.52Z"],
      ["2026-11-28", "2026-11-28 13:45:00Z", "2026-11-28T13:45Z", "2026-02-30T00:00:00Z", "2026-11-28T13:45:00+0100", "2026-11-28T25:00:00Z"]
    ),
    (.ipv4, ["192.0.2.1", "0.0.0.0", "255.255.255.255"], ["256.1.1.1", "1.2.3", "01.2.3.4", "1.2.3.4.5", "a.b.c.d", "1.2.3.-4"]),
    (
      .ipv6, ["2001:db8::1", "::", "::1", "fe80::1:2:3:4", "::ffff:192.0.2.1", "1:2:3:4:5:6:7:8"],
      ["2001:db8:::1", "1:2:3:4:5:6:7:8:9", "12345::1", "g::1", "1::2::3", "::ffff:999.0.2.1", "fe80::1%eth0"]
    ),
    (
      .hostname, ["example.org", "a-b.c", "localhost", "x" + String(repeating: ".a", count: 10)],
      ["-a.org", "a-.org", "a..org", "", "a_b.org", String(repeating: "a", count: 64) + ".org"]
    ),
  ]

  @Test func eachFormatAcceptsWhatItsRFCSaysAndNothingElse() {
    for (format, valid, invalid) in Self.cases {
      for text in valid { #expect(format.accepts(text), "\(format.rawValue) should accept \(text)") }
      for text in invalid { #expect(!format.accepts(text), "\(format.rawValue) should refuse \(text)") }
    }
    #expect(Set(Self.cases.map(\.0)) == Set(Constraint.Format.allCases), "every format is tested")
  }

  @Test func aFormatIsAConstraintLikeTheOthers() throws {
    let registry = MappingRegistry()
    try registry.register(Signup.self) { m in m.constraints["email"] = [.format(.email)] }
    var issues: [MappingError] = []
    let model = try Signup(jsonData: Data(#"{"email": "ada at example.org"}"#.utf8), registry: registry, issues: &issues)
    #expect(model.email == nil)
    #expect(issues.map(\.reason) == [.constraintViolation(rule: "format", message: #""ada at example.org" is not an email address"#)])
    let schema = registry.jsonSchema(for: Signup.self)
    let email = ((schema["$defs"] as? [String: Any])?["Signup"] as? [String: Any]).flatMap { $0["properties"] as? [String: Any] }?["email"]
    let choice = ((email as? [String: Any])?["anyOf"] as? [[String: Any]])?.first
    #expect(choice?["format"] as? String == "email")
    #expect(throws: MappingError.self) { try MappingRegistry().register(Signup.self) { m in m.constraints["age"] = [.format(.uuid)] } }
  }
}

extension ConstraintFormatTests {
  /// Each format is named in English with its article: "a URI", not "an uri".
  @Test func formatMessagesReadAsEnglish() {
    #expect(
      Constraint.Format.allCases.map(\.spoken) == [
        "an email address", "a URI", "a UUID", "an RFC 3339 date-time", "an IPv4 address", "an IPv6 address", "a host name",
      ])
  }
}
