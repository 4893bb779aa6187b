import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct JSONWriterDocumentTests {
  static let twitterPath = TestData.sharedFolder?.appendingPathComponent("twitter.json").path ?? "/absent"
  static let canadaPath = TestData.sharedFolder?.appendingPathComponent("canada.json").path ?? "/absent"

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: twitterPath),
      "twitter.json is not present in ../shared/data"))
  func twitterOutputParsesBackEqualToTheOriginal() throws {
    let input = try Data(contentsOf: URL(fileURLWithPath: Self.twitterPath))
    let original = try JSONSerialization.jsonObject(with: input)
    #expect(type(of: original) == [String: Any].self)
    for options in [JSONWriter.Options(), [.prettyPrinted, .sortedKeys]] {
      let text = try WriterHelpers.anyText(original, options)
      let reparsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
      let difference = WriterHelpers.firstDifference(original, reparsed)
      #expect(difference == nil, "options \(options.rawValue)")
    }
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: canadaPath),
      "canada.json is not present in ../shared/data"))
  func canadaOutputParsesBackEqualToTheOriginal() throws {
    let input = try Data(contentsOf: URL(fileURLWithPath: Self.canadaPath))
    let original = try JSONSerialization.jsonObject(with: input)
    let text = try WriterHelpers.anyText(original)
    let reparsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let difference = WriterHelpers.firstDifference(original, reparsed)
    #expect(difference == nil)
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
