import Foundation
import ReflectiveMapper
import Synchronization
import Testing

final class TruthNumbers: ReflectiveModel {
  var count = 0
  var values: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \TruthNumbers.count, "values": \TruthNumbers.values] }
}

/// A problem's message says what happened: a fatal one failed the call, so nothing was
/// "kept" or "dropped".
@Suite struct MessageTruthTests {
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

/// Registered only in a named registry: a call without `registry:` falls back to `.shared`.
final class FallbackWidget: ReflectiveModel {
  var title = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \FallbackWidget.title] }
}

final class FallbackPanel: ReflectiveModel {
  var widget: FallbackWidget?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["widget": \FallbackPanel.widget] }
}

extension MessageTruthTests {
  @Test func aCallFallingBackToSharedForATypeRegisteredElsewhereIsReportedOncePerType() throws {
    let catalog = MappingRegistry(name: "catalog")
    try catalog.register(FallbackWidget.self) { m in m.keys = ["widget_title": "title"] }
    // No other test sets the shared registry's handler; keep only this type's findings.
    let handled = Mutex<[MappingError]>([])
    MappingRegistry.shared.issueHandler = { problem in
      if problem.property == "FallbackWidget" { handled.withLock { $0.append(problem) } }
    }
    defer { MappingRegistry.shared.issueHandler = nil }
    #expect(catalog.description == #"MappingRegistry "catalog""#)
    // Forgot `registry: catalog`: shared maps FallbackWidget by default (its key is ignored).
    let widget = try FallbackWidget(dictionary: ["widget_title": "t"])
    #expect(widget.title.isEmpty)
    let findings = MappingRegistry.shared.issues(for: FallbackWidget.self).filter { $0.summary.contains("catalog") }
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(!finding.isFatal)
    #expect(finding.summary.contains("MappingRegistry.shared") && finding.summary.contains("pass registry:"))
    // Once per type: more calls, and a nested use, add nothing.
    _ = try FallbackWidget(jsonData: Data(#"{"title": "x"}"#.utf8))
    _ = try FallbackPanel(dictionary: ["widget": ["title": "y"]])
    #expect(MappingRegistry.shared.issues(for: FallbackWidget.self).filter { $0.summary.contains("catalog") }.count == 1)
    #expect(handled.withLock { $0 }.map(\.summary) == [finding.summary])
    // The registry that has it reports nothing of the kind.
    #expect(catalog.issues(for: FallbackWidget.self).allSatisfy { !$0.summary.contains("MappingRegistry.shared") })
  }
}
