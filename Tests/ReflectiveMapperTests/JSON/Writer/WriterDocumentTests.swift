import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct JSONWriterDocumentTests {
  static let twitter = try? TestData.shared("twitter.json")
  static let canada = try? TestData.shared("canada.json")

  @Test(.enabled(if: twitter != nil, "twitter.json is not present in ../shared/data"))
  func twitterOutputParsesBackEqualToTheOriginal() throws {
    let original = try JSONSerialization.jsonObject(with: #require(Self.twitter))
    #expect(type(of: original) == [String: Any].self)
    for options in [JSONWriter.Options(), [.prettyPrinted, .sortedKeys]] { try Self.expectParsesBackEqual(original, options) }
  }

  @Test(.enabled(if: canada != nil, "canada.json is not present in ../shared/data"))
  func canadaOutputParsesBackEqualToTheOriginal() throws {
    let original = try JSONSerialization.jsonObject(with: #require(Self.canada))
    try Self.expectParsesBackEqual(original)
  }

  /// Writes `original` with `options`, parses the text back and expects no difference.
  static func expectParsesBackEqual(
    _ original: Any, _ options: JSONWriter.Options = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = try WriterHelpers.anyText(original, options)
    let reparsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let difference = WriterHelpers.firstDifference(original, reparsed)
    #expect(difference == nil, "options \(options.rawValue)", sourceLocation: sourceLocation)
  }

  @Test func comparisonHelperTellsBooleansFromNumbers() throws {
    #expect(!WriterHelpers.jsonEqual(try WriterHelpers.parse("[true]"), try WriterHelpers.parse("[1]")))
    #expect(WriterHelpers.jsonEqual(try WriterHelpers.parse(#"{"a":[1,true,null,"x"]}"#), try WriterHelpers.parse(#"{"a":[1,true,null,"x"]}"#)))
    #expect(!WriterHelpers.jsonEqual(try WriterHelpers.parse(#"{"a":1}"#), try WriterHelpers.parse(#"{"a":2}"#)))
    #expect(
      WriterHelpers.firstDifference(try WriterHelpers.parse(#"{"a":[1,true]}"#), try WriterHelpers.parse(#"{"a":[1,1]}"#))
        == "$.a[1] (boolean vs number)")
  }
}
