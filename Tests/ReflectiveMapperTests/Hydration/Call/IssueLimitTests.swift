import Foundation
import ReflectiveMapper
import Testing

/// Issue "server use" §1: one call collects a bounded number of problems.
@Suite struct IssueLimitTests {
  static let labelCount = 50_000

  /// The last problem of a list cut at the limit.
  func limitNote(_ problems: [MappingError]) -> (limit: Int, omitted: Int)? {
    guard case .issueLimitReached(let limit, let omitted)? = problems.last?.reason else { return nil }
    return (limit, omitted)
  }

  @Test func fiftyThousandWrongTypedLabelsGiveABoundedListOnBothEntryPoints() throws {
    let registry = MappingRegistry()
    let body = wrongTypedLabels(Self.labelCount)
    let data = try jsonBytes(body)
    #expect(data.count > 1_000_000)  // the shape of the report: ~1.35 MB under a 2 MB limit

    var fromDictionary: [MappingError] = []
    let a = try LabelBatch(dictionary: body, registry: registry, issues: &fromDictionary)
    var fromBytes: [MappingError] = []
    let b = try LabelBatch(jsonData: data, registry: registry, issues: &fromBytes)

    for (batch, issues) in [(a, fromDictionary), (b, fromBytes)] {
      // Non-fatal problems only: the call succeeds and every label is still there.
      #expect(batch.labels.count == Self.labelCount)
      #expect(issues.count == MappingRegistry.defaultIssueLimit + 1)
      let note = try #require(limitNote(issues))
      #expect(note.limit == 100)
      #expect(note.omitted == 2 * Self.labelCount - 100)
      #expect(issues.last?.isFatal == false)
      #expect(issues.dropLast().allSatisfy { !$0.isFatal && $0.path.hasPrefix("labels[") })
      #expect(issues.first?.path == "labels[0].id")
      let text = MappingError(reason: .custom("x")).description + issues.map(\.description).joined()
      #expect(text.utf8.count < 20_000)
      #expect(issues.last?.description == "issueLimit of 100 reached: 99900 more problems were not collected")
    }
    #expect(fromDictionary == fromBytes)
  }

  @Test func fatalProblemsPastTheLimitStopTheCallAndTheErrorSaysHowManyMore() throws {
    let registry = MappingRegistry()
    try registry.register(StrictLabel.self) { m in m.required = ["id", "name"] }
    let body: [String: Any] = ["labels": (0..<Self.labelCount).map { _ in ["id": "x"] as [String: Any] }]
    let data = try jsonBytes(body)

    let runs: [() throws -> Void] = [
      { _ = try StrictLabelBatch(dictionary: body, registry: registry) },
      { _ = try StrictLabelBatch(jsonData: data, registry: registry) },
    ]
    for run in runs {
      let before = StrictLabel.created.count
      let error = try #require(throws: MappingError.self) { try run() }
      let created = StrictLabel.created.count - before
      let problems = error.issues
      #expect(problems.count == 101)
      #expect(problems.allSatisfy { $0.isFatal })
      let note = try #require(limitNote(problems))
      #expect(note.limit == 100)
      #expect(note.omitted >= 1)
      // Two problems per label: the call stopped after the 51st label (whose two problems
      // were counted, not kept), not at the 50,000th.
      #expect(created <= 60)
      #expect(error.description.utf8.count < 20_000)
      #expect(
        error.description.hasSuffix(
          "issueLimit of 100 reached: reading stopped, as the call fails, after 2 more problems; the rest of the input was not read"))
      #expect(!error.description.contains("not collected"))
    }
  }

  @Test func theLimitIsSettableAndAtLeastOne() throws {
    let registry = MappingRegistry()
    registry.issueLimit = 3
    var issues: [MappingError] = []
    _ = try LabelBatch(dictionary: wrongTypedLabels(10), registry: registry, issues: &issues)
    #expect(issues.count == 4)
    #expect(limitNote(issues)?.limit == 3)
    #expect(limitNote(issues)?.omitted == 17)

    registry.issueLimit = 0
    #expect(registry.issueLimit == 1)
    issues = []
    _ = try [LabelBatch](jsonData: try jsonBytes([wrongTypedLabels(2)]), registry: registry, issues: &issues)
    #expect(issues.count == 2)
    #expect(limitNote(issues)?.omitted == 3)
  }

  @Test func aListWithinTheLimitHasNoNote() throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    _ = try LabelBatch(dictionary: wrongTypedLabels(50), registry: registry, issues: &issues)
    #expect(issues.count == 100)
    #expect(limitNote(issues) == nil)
  }

  @Test func unknownKeysUnderFailAreBoundedToo() throws {
    let registry = MappingRegistry()
    try registry.register(Label.self) { m in m.unknownKeys = .fail }
    var body: [String: Any] = [:]
    for index in 0..<5_000 { body["key\(index)"] = index }
    let data = try jsonBytes(body)
    let runs: [() throws -> Void] = [
      { _ = try Label(dictionary: body, registry: registry) },
      { _ = try Label(jsonData: data, registry: registry) },
    ]
    for run in runs {
      let error = try #require(throws: MappingError.self) { try run() }
      #expect(error.issues.count == 101)
      #expect(limitNote(error.issues)?.omitted == 4_900)
    }
  }

  @Test func longHostileKeysAreTruncatedInPaths() throws {
    let registry = MappingRegistry()
    try registry.register(Label.self) { m in m.unknownKeys = .fail }
    let key = String(repeating: "k", count: 1_000_000)
    let error = try #require(throws: MappingError.self) { try Label(dictionary: [key: 1], registry: registry) }
    #expect(error.path.count < 200)
    #expect(error.description.utf8.count < 1_000)
  }
}
