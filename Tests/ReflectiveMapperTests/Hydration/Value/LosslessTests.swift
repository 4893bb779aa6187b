import Foundation
import ReflectiveMapper
import Testing

final class LosslessLink: ReflectiveModel {
  var url: URL?
  var count = 0
  var small: Int8 = 0
  var ratio = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["url": \LosslessLink.url, "count": \LosslessLink.count, "small": \LosslessLink.small, "ratio": \LosslessLink.ratio]
  }
}

/// "Lossless means lossless": a value is taken as it is, or refused with a problem.
@Suite struct LosslessTests {
  /// Hydrates `json` through bytes and, where `JSONSerialization` keeps the value, through
  /// its dictionary, returning each path's model and issues.
  func both(_ json: String, _ registry: MappingRegistry = MappingRegistry()) throws -> [(LosslessLink, [MappingError])] {
    let data = Data(json.utf8)
    var results: [(LosslessLink, [MappingError])] = []
    var issues: [MappingError] = []
    let model = LosslessLink()
    model.url = URL(string: "https://kept.example")
    model.count = 9
    try model.setValues(fromJSON: data, registry: registry, issues: &issues)
    results.append((model, issues))
    issues = []
    let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let other = LosslessLink()
    other.url = URL(string: "https://kept.example")
    other.count = 9
    try other.setValues(from: parsed, registry: registry, issues: &issues)
    results.append((other, issues))
    return results
  }

  @Test func aStringThatIsAURLOnlyOnceReEncodedIsRefusedAndTheValueKept() throws {
    for bad in ["not a valid URL", "https://example.com/a b", "https://example.com/%zz", "%"] {
      for (model, issues) in try both(#"{"url": "\#(bad)"}"#) {
        #expect(model.url == URL(string: "https://kept.example"), "\(bad)")
        let issue = try #require(issues.first, "\(bad)")
        #expect(issue.path == "url" && !issue.isFatal)
        guard case .invalidValue(let expected, _) = issue.reason else {
          Issue.record("expected an invalid value, got \(issue.reason)")
          continue
        }
        #expect(expected == "URL")
      }
    }
    // Strict: fatal, and nothing changes.
    let strict = MappingRegistry()
    strict.strictness = .strict
    let model = LosslessLink()
    let invalid = try #require(throws: MappingError.self) { try model.setValues(from: ["url": "not a valid URL", "count": 3], registry: strict) }
    #expect(invalid.reason.code == "invalidValue" && invalid.path == "url")
    #expect(model.count == 0 && model.url == nil)
  }

  @Test func aValidPercentEncodedURLRoundTripsByteForByte() throws {
    for text in ["https://example.com/a%20b?q=%C3%A9&x=%2F#frag%7E", "mailto:a@b.c", "http://[::1]:8080/x", "https://ex.com/%7e"] {
      for (model, issues) in try both(#"{"url": "\#(text)"}"#) {
        #expect(issues.isEmpty, "\(text)")
        #expect(model.url?.absoluteString == text)
        let written = String(decoding: try model.jsonData(), as: UTF8.self)
        let reparsed = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect(reparsed["url"] as? String == text)
        #expect(try model.jsonObject()["url"] as? String == text)
      }
    }
  }

  @Test func aNumberThatUnderflowsToZeroIsNotAnInteger() throws {
    // From bytes, where the literal is known: refused as 3.5 is, in both modes.
    for registry in [
      MappingRegistry(),
      {
        let r = MappingRegistry()
        r.strictness = .strict
        return r
      }(),
    ] {
      for literal in ["1e-400", "-2.5e-350", "0.0001e-330"] {
        var issues: [MappingError] = []
        let model = LosslessLink()
        model.count = 9
        do {
          try model.setValues(fromJSON: Data(#"{"count": \#(literal), "small": \#(literal)}"#.utf8), registry: registry, issues: &issues)
        } catch let error as MappingError {
          #expect(registry.strictness == .strict)
          let expected = error.issues.map {
            MappingError.Reason.notRepresentable(expected: $0.path == "count" ? "Int" : "Int8", found: "number \(literal)")
          }
          #expect(error.issues.map(\.reason) == expected)
        }
        #expect(model.count == 9, "\(literal)")
        #expect(model.small == 0)
        if registry.strictness == .lenient {
          #expect(issues.map(\.path).sorted() == ["count", "small"])
          #expect(issues.allSatisfy { if case .notRepresentable = $0.reason { true } else { false } })
        }
      }
    }
    // A Double takes it, correctly rounded to 0 as JSONDecoder does; 0e-400 is zero.
    let model = try LosslessLink(jsonData: Data(#"{"ratio": 1e-400, "count": 0e-400, "small": 10.0e-1}"#.utf8))
    #expect(model.ratio == 0 && model.count == 0 && model.small == 1)
    // JSON text spelling an integer with an exponent is an integer.
    #expect(try LosslessLink(jsonData: Data(#"{"count": 1.50e1}"#.utf8)).count == 15)
    var issues: [MappingError] = []
    _ = try LosslessLink(jsonData: Data(#"{"count": 1.55e1}"#.utf8), issues: &issues)
    #expect(issues.count == 1)
  }
}
