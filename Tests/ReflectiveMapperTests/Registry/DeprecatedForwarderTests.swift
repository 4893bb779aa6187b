import Foundation
import ReflectiveMapper
import Testing

/// The renamed API's deprecated forwarders (listed in CHANGELOG) still forward.
@Suite struct DeprecatedForwarderTests {
  @Test("The deprecated forwarders still forward")
  @available(*, deprecated)
  func deprecatedForwardersForward() throws {
    let registry = MappingRegistry()
    registry.problemLimit = 7
    #expect(registry.issueLimit == 7)
    registry.problemHandler = { _ in }
    #expect(registry.issueHandler != nil)
    #expect(MappingRegistry.defaultProblemLimit == MappingRegistry.defaultIssueLimit)
    var issues: [MappingError] = []
    let model = try CountedNote(dictionary: ["count": "x", "favoriteWord": "w"], registry: registry, issues: &issues)
    #expect(registry.diagnostics(for: CountedNote.self).map(\.summary) == registry.issues(for: CountedNote.self).map(\.summary))
    #expect(try model.jsonObject(registry: registry, options: []) as NSDictionary == model.jsonObject(registry: registry) as NSDictionary)
    let array = [model]
    #expect(try array.jsonObject(registry: registry, options: []).count == 1)
    #expect(try ["a": model].jsonObject(registry: registry, options: [])["a"] != nil)
    let error = try #require(throws: MappingError.self) {
      try CountedNote(
        dictionary: ["count": "x"],
        registry: {
          let r = MappingRegistry()
          r.strictness = .strict
          return r
        }())
    }
    #expect(error.problems.map(\.path) == error.issues.map(\.path))
    #expect(error.problemReport == error.issueReport)
    let reason = MappingError.Reason.problemLimitReached(limit: 3, omitted: 2)
    #expect(reason == .issueLimitReached(limit: 3, omitted: 2))
    let _: MappingError.ProblemReport = error.issueReport
  }
}
