import Foundation
import ReflectiveMapper
import Testing

final class TruthNumbers: ReflectiveModel {
  var count = 0
  var values: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \TruthNumbers.count, "values": \TruthNumbers.values] }
}

/// A problem's message says what happened: a fatal one failed the call, so nothing was
/// "kept" or "dropped".
@Suite struct FatalityWordingTests {
  @Test func aNonFatalNullSaysWhatBecameOfTheValue() throws {
    var issues: [MappingError] = []
    _ = try TruthNumbers(jsonData: Data(#"{"count": null, "values": [1, null]}"#.utf8), registry: MappingRegistry(), issues: &issues)
    let messages = issues.map(\.summary).sorted()
    #expect(
      messages == [
        "count → TruthNumbers.count: null for a non-optional Int; value kept",
        "values[1] → TruthNumbers.values[1]: null element where a non-optional Int is expected; element dropped",
      ])
    #expect(issues.map(\.issueReport.message).allSatisfy { $0.hasSuffix("kept") || $0.hasSuffix("dropped") })
  }

  @Test func aFatalNullSaysNothingWasKeptOrDropped() throws {
    let strict = MappingRegistry()
    strict.strictness = .strict
    for run in [
      { try TruthNumbers(jsonData: Data(#"{"count": null, "values": [1, null]}"#.utf8), registry: strict) },
      { try TruthNumbers(dictionary: ["count": NSNull(), "values": [1, NSNull()]], registry: strict) },
    ] {
      let error = try #require(throws: MappingError.self) { _ = try run() }
      #expect(error.issues.count == 2 && error.issues.allSatisfy(\.isFatal))
      for text in [error.description] + error.report.map(\.message) {
        #expect(!text.contains("kept") && !text.contains("dropped"), "\(text)")
      }
      #expect(
        error.issues.map(\.summary).sorted() == [
          "count → TruthNumbers.count: null for a non-optional Int",
          "values[1] → TruthNumbers.values[1]: null element where a non-optional Int is expected",
        ])
    }
  }
}
