import Foundation
import Testing

@testable import ReflectiveMapper

/// Registration findings reach a newcomer who set no issue handler: printed once per type.
@Suite struct FindingPrinterTests {
  final class Swapped: ReflectiveModel {
    var first = ""
    var last = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["first": \Swapped.last, "last": \Swapped.first] }
  }

  final class Lines: Sendable {
    let lines = Locked<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
  }

  /// A registry whose findings output appends to `lines`, printing them or not.
  func registry(printing: Bool, into lines: Lines) -> MappingRegistry {
    let registry = MappingRegistry()
    registry.findingsOutput = { lines.append($0) }
    registry.printsFindings = printing
    return registry
  }

  @Test func findingsArePrintedOnceWhenNoHandlerIsSet() throws {
    let lines = Lines()
    let registry = registry(printing: true, into: lines)
    try registry.register(Swapped.self)
    let printed = lines.all
    #expect(printed.contains { $0.contains("Swapped.first") })
    #expect(printed.last?.contains("printsFindings = false") == true)
    let count = printed.count
    _ = try Swapped(dictionary: ["first": "a"], registry: registry)
    #expect(lines.all.count == count)
  }

  @Test func aHandlerOrTheSwitchSilencesThem() throws {
    let lines = Lines()
    let quiet = registry(printing: false, into: lines)
    try quiet.register(Swapped.self)
    let handled = registry(printing: true, into: lines)
    let received = Lines()
    handled.issueHandler = { received.append($0.description) }
    try handled.register(Swapped.self)
    #expect(lines.all.isEmpty)
    #expect(!received.all.isEmpty)
  }

  @Test func aTypeMappedByDefaultPrintsItsFindingsOnFirstUse() throws {
    let lines = Lines()
    let registry = registry(printing: true, into: lines)
    _ = try Swapped(dictionary: [:], registry: registry)
    #expect(lines.all.contains { $0.contains("Swapped.first") })
  }

  @Test func theDefaultIsOnInDebugBuilds() {
    #if DEBUG
      #expect(MappingRegistry().printsFindings == (ProcessInfo.processInfo.environment["REFLECTIVE_MAPPER_FINDINGS"] != "0"))
    #else
      #expect(!MappingRegistry().printsFindings)
    #endif
  }
}
