// A Hummingbird 2 server whose request and response bodies go through ReflectiveMapper.
//
//   swift run HummingbirdServer 8080      (or PORT=8080 swift run HummingbirdServer)
//
//   POST  /webhook      a GitHub `push` delivery → 200 and a summary, 400 and the problems
//   POST  /orders       a new order → 201 and its JSON, 400, or 409 when the id is taken
//   GET   /orders/:id   the order's JSON, or 404
//   PATCH /orders/:id   a partial update, all or nothing → 200 and the new JSON, 400 or 404
//   POST  /orders/import  a streamed bulk import (JSON Lines, a JSON text sequence or an
//                         array) → 200 and a summary with the problems, in constant memory
//   GET   /orders/export  ?count=N[&format=array]: N orders streamed out as JSON Lines or
//                         {"orders": [...]}, written as they are made
//
// `smoke.sh` builds it, starts it on a free loopback port and checks every endpoint.
import Foundation
import Hummingbird
import ReflectiveMapper

@main
struct ServerApp {
  static func main() async throws {
    let argument = CommandLine.arguments.dropFirst().first ?? ProcessInfo.processInfo.environment["PORT"] ?? "8080"
    guard let port = Int(argument), (1...65535).contains(port) else {
      FileHandle.standardError.write(Data("usage: HummingbirdServer [port] (or PORT=…); got \(argument)\n".utf8))
      exit(2)
    }

    let store = OrderStore()
    let app = Application(
      router: buildRouter(store: store),
      configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "HummingbirdServer")
    )

    // At startup, before the server accepts requests: every mapping, then the data.
    let logger = app.logger
    try registerMappings(in: .shared) { problem in logger.warning("mapping: \(problem)") }
    let seed = try Order(
      jsonString: #"""
        {"id": "A-1001", "customer": "Ada Lovelace", "status": "paid", "items": [
          {"sku": "TEA-1", "quantity": 2, "unit_price": 4.5}, {"sku": "MUG-7", "quantity": 1, "unit_price": 12}]}
        """#)
    _ = await store.insert(seed)

    try await app.runService()
  }
}
