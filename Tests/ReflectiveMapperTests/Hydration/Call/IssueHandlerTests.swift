import Foundation
import ReflectiveMapper
import Testing

/// Collects what a registry's problem handler receives.
final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [MappingError] = []
  var issues: [MappingError] { lock.withLock { entries } }
  func append(_ problem: MappingError) { lock.withLock { entries.append(problem) } }
}

/// Issue "real model classes" §4: a registry-level handler sees every non-fatal problem.
@Suite struct IssueHandlerTests {
  func registry(logging log: IssueLog) -> MappingRegistry {
    let registry = MappingRegistry()
    registry.issueHandler = { log.append($0) }
    return registry
  }

  @Test func everyEntryPointReportsItsNonFatalProblemsIncludingThoseWithoutIssues() throws {
    let log = IssueLog()
    let registry = registry(logging: log)
    let body: [String: Any] = ["id": "x", "name": "ok"]
    let data = try jsonBytes(body)
    let bytes = [UInt8](data)
    _ = try Label(dictionary: body, registry: registry)
    _ = try Label(jsonData: data, registry: registry)
    _ = try Label(jsonData: bytes, registry: registry, context: MappingContext())
    try Label().setValues(from: body, registry: registry)
    try Label().setValues(fromJSON: data, registry: registry)
    _ = try [Label](dictionaries: [body, 5], registry: registry)
    _ = try [Label](jsonData: try jsonBytes([body]), registry: registry)
    var issues: [MappingError] = []
    _ = try Label(dictionary: body, registry: registry, issues: &issues)
    #expect(issues.count == 1)

    let paths = log.issues.map(\.path)
    #expect(paths == ["id", "id", "id", "id", "id", "[0].id", "[1]", "[0].id", "id"])
    #expect(log.issues.allSatisfy { !$0.isFatal })
    #expect(log.issues.first?.reason == .typeMismatch(expected: "Int", found: #"String "x""#) && log.issues.first?.property == "Label.id")
  }

  @Test func fatalProblemsAreThrownNotHandledButTheNonFatalOnesOfAFailingCallAreHandled() throws {
    let log = IssueLog()
    let registry = registry(logging: log)
    try registry.register(Label.self) { m in m.required = ["name"] }
    let missing = try #require(throws: MappingError.self) { try Label(dictionary: ["id": "x"], registry: registry) }
    #expect(missing.reason.code == "missingRequiredValue" && missing.path == "name" && missing.issues.count == 1)
    #expect(log.issues.map(\.path) == ["id"])
  }

  @Test func theHandlerSeesTheLimitNoteAndCanBeRemoved() throws {
    let log = IssueLog()
    let registry = registry(logging: log)
    registry.issueLimit = 2
    _ = try LabelBatch(dictionary: wrongTypedLabels(3), registry: registry)
    #expect(log.issues.count == 3)
    #expect(log.issues.last?.reason == .issueLimitReached(limit: 2, omitted: 4))

    registry.issueHandler = nil
    _ = try LabelBatch(dictionary: wrongTypedLabels(3), registry: registry)
    #expect(log.issues.count == 3)
  }

  @Test func handlersAreCalledFromConcurrentHydrations() async throws {
    let log = IssueLog()
    let registry = registry(logging: log)
    let data = try jsonBytes(["id": "x"])
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask { _ = try? Label(jsonData: data, registry: registry) }
      }
    }
    #expect(log.issues.count == 50)
  }
}
