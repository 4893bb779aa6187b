import Foundation
import Testing

@testable import ReflectiveMapper

/// `JSONReader.parse` agrees with `JSONSerialization.jsonObject(with:)` on real-world documents.
@Suite(.enabled(if: ReaderTestData.exists("twitter.json"), ReaderTestData.missingMessage("twitter.json")))
struct JSONReaderEquivalenceTests {
  /// Parses `relativePath` with both readers and returns the first difference, if any.
  static func compare(_ relativePath: String) throws -> String? {
    let data = try ReaderTestData.data(relativePath)
    let ours = try JSONReader.parse(data)
    let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return jsonDifference(ours, theirs)
  }

  @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json"])
  func benchmarkFileMatchesJSONSerialization(_ name: String) throws {
    let difference = try Self.compare(name)
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }

  @Test func everyGitHubPayloadMatchesJSONSerialization() throws {
    let names = try ReaderTestData.files(in: "github")
    #expect(!names.isEmpty)
    for name in names {
      let difference = try Self.compare("github/\(name)")
      #expect(difference == nil, "\(name): \(difference ?? "")")
    }
  }

  @Test func comparisonHelperNoticesDifferences() throws {
    let theirs = try JSONSerialization.jsonObject(with: Data(#"{"a":[1,2.5,true,null,"s"]}"#.utf8))
    #expect(jsonDifference(try readJSON(#"{"a":[1,2.5,true,null,"s"]}"#), theirs) == nil)
    #expect(jsonDifference(try readJSON(#"{"a":[1,2.5,1,null,"s"]}"#), theirs) != nil)
    #expect(jsonDifference(try readJSON(#"{"a":[1.0,2.5,true,null,"s"]}"#), theirs) != nil)
    #expect(jsonDifference(try readJSON(#"{"a":[1,2.5,true,null,"t"]}"#), theirs) != nil)
    #expect(jsonDifference(try readJSON(#"{"b":[1,2.5,true,null,"s"]}"#), theirs) != nil)
  }

  @Test func longNumbersMatchNumerically() throws {
    let text = #"[12345678901234567890123, -98765432109876543210, 1234567890123456789012345678901234567890123]"#
    let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let difference = jsonDifference(try readJSON(text), theirs)
    #expect(difference == nil, "\(difference ?? "")")
  }
}
