import Foundation
import ReflectiveMapper
import Synchronization
import Testing

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

/// A call without `registry:` for a type registered only elsewhere is reported, once per type.
@Suite struct SharedRegistryFallbackTests {
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
