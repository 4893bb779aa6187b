import Foundation
import ReflectiveMapper
import Testing

/// A struct that collects unknown keys in `UnknownKeys` can be declared `Sendable` (this file
/// compiles only if it can) and crosses to an actor with its kept keys.
struct SendableQuery: UnknownKeyCollecting, Sendable {
  var status = ""
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["status": \SendableQuery.status] }
}

actor QueryInbox {
  private var received: [SendableQuery] = []
  func take(_ query: SendableQuery) -> [String] {
    received.append(query)
    return query.unknownValues.keys.sorted()
  }
  func written() throws -> String {
    String(decoding: try received.last?.jsonData(options: .sortedKeys) ?? Data(), as: UTF8.self)
  }
}

@Suite struct SendableStorageTests {
  @Test func aCollectingStructCrossesToAnActor() async throws {
    let registry = MappingRegistry()
    try registry.register(SendableQuery.self) { $0.unknownKeys = .collect }
    let query = try SendableQuery(jsonData: Data(#"{"status":"open","page":{"n":2},"q":"x"}"#.utf8), registry: registry)
    let inbox = QueryInbox()
    #expect(await inbox.take(query) == ["page", "q"])
    #expect(try await inbox.written() == #"{"page":{"n":2},"q":"x","status":"open"}"#)
  }
}

extension SendableStorageTests {
  @Test("A Sendable struct model crosses into tasks without ceremony")
  func sendableStructsCrossTasks() async throws {
    let stop = try StructStop(dictionary: ["id": 4, "name": "Bern"])
    let name = await Task.detached { stop.name }.value
    #expect(name == "Bern")
    let many = try await withThrowingTaskGroup(of: StructStop.self) { group in
      for id in 0..<8 { group.addTask { try StructStop(jsonData: Data(#"{"id": \#(id)}"#.utf8)) } }
      return try await group.reduce(into: [StructStop]()) { $0.append($1) }
    }
    #expect(Set(many.map(\.id)) == Set(0..<8))
  }
}
