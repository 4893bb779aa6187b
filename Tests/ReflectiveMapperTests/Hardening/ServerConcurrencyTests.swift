import Foundation
import ReflectiveMapper
import Testing

/// The concurrency patterns the README's "Server use" section shows: they must compile in
/// Swift 6 mode and behave. Models are non-`Sendable` classes; what crosses an isolation
/// boundary is either a model nobody touches afterwards, or `Sendable` bytes.
actor OrderStore {
  private var orders: [Int: Order] = [:]

  /// Takes ownership of a model handed over by a request handler.
  func save(_ order: Order) {
    orders[order.id] = order
  }

  /// What leaves the actor is `Sendable`: the model's JSON bytes.
  func json(for id: Int) throws -> Data? {
    try orders[id]?.jsonData()
  }
}

/// A `Sendable` response body: bytes, not the model.
struct OrderResponse: Sendable {
  let status: Int
  let body: Data
}

@Suite struct ServerConcurrencyTests {
  /// A request handler: hydrate, use, answer, all in one task.
  func handle(_ request: [UInt8], store: OrderStore, registry: MappingRegistry) async -> OrderResponse {
    do {
      let order = try Order(jsonData: request, registry: registry)
      await store.save(order)  // handed over: not used in this task afterwards
      return OrderResponse(status: 201, body: Data())
    } catch let error as MappingError {
      let body = (try? JSONEncoder().encode(error.report)) ?? Data()
      return OrderResponse(status: 400, body: body)
    } catch {
      return OrderResponse(status: 500, body: Data())
    }
  }

  @Test func handlersHydrateInTheirTaskHandModelsToAnActorAndAnswerWithBytes() async throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    let store = OrderStore()
    let requests = (1...20).map { [UInt8](#"{"id": \#($0), "note": "n\#($0)"}"#.utf8) }
    let responses = await withTaskGroup(of: OrderResponse.self) { group in
      for request in requests {
        group.addTask { await handle(request, store: store, registry: registry) }
      }
      var all: [OrderResponse] = []
      for await response in group { all.append(response) }
      return all
    }
    #expect(responses.map(\.status) == Array(repeating: 201, count: 20))
    let saved = try #require(try await store.json(for: 7))
    let object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
    #expect(object["note"] as? String == "n7")

    let bad = await handle([UInt8](#"{"id": "7"}"#.utf8), store: store, registry: registry)
    #expect(bad.status == 400)
    let report = try JSONDecoder().decode([MappingError.IssueReport].self, from: bad.body)
    #expect(report.map(\.path) == ["id"])
  }

  @Test func aModelCreatedInATaskIsReturnedAsBytes() async throws {
    let data = try await Task {
      let order = try Order(dictionary: ["id": 3])
      return try order.jsonData()
    }.value
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["id"] as? Int == 3)
  }
}
