import Foundation
import Testing

@testable import ReflectiveMapper

/// `JSONReader.parse` agrees with `JSONSerialization.jsonObject(with:)` on real-world documents.
///
/// Only the corpus test needs `../shared/data`; the others run everywhere.
@Suite struct JSONReaderEquivalenceTests {
  /// Parses `data` with both readers and returns the first difference, if any.
  static func compare(_ data: Data) throws -> String? {
    let ours = try JSONReader.parse(data)
    let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return jsonDifference(ours, theirs)
  }

  @Test(
    .enabled(if: ReaderTestData.exists("twitter.json"), ReaderTestData.missingMessage("twitter.json")),
    arguments: ["twitter.json", "citm_catalog.json", "canada.json"])
  func benchmarkFileMatchesJSONSerialization(_ name: String) throws {
    let difference = try Self.compare(try ReaderTestData.data(name))
    #expect(difference == nil, "\(name): \(difference ?? "")")
  }

  @Test func everyGitHubPayloadMatchesJSONSerialization() throws {
    for payload in try TestData.githubPayloads() {
      let difference = try Self.compare(payload.data)
      #expect(difference == nil, "\(payload.name): \(difference ?? "")")
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
