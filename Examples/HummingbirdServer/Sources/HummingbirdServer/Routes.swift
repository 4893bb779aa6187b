import Foundation
import Hummingbird
import ReflectiveMapper

/// The routes.
///
/// Every handler reads its body as a NIO `ByteBuffer` and hydrates it in place
/// (`withUnsafeReadableBytes`: a `ByteBuffer` is not `ContiguousBytes`, its raw bytes are).
func buildRouter(store: OrderStore) -> Router<BasicRequestContext> {
  let router = Router()

  // A GitHub webhook delivery: a `push` event is hydrated into models and summarized.
  router.post("/webhook") { request, context -> Response in
    let event = request.headers[.init("X-GitHub-Event")!] ?? "push"
    guard event == "push" else { return try .json(["ignored": event], status: .accepted) }
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      var issues: [MappingError] = []  // non-fatal problems, reported back with the summary
      let push = try body.withUnsafeReadableBytes { try PushEvent(jsonData: $0, issues: &issues) }
      return try .json(PushSummary(push, issues: issues))
    } catch let error as MappingError {
      return try badRequest(error)
    }
  }

  // A new order: hydrated in the handler, then handed over to the store.
  router.post("/orders") { request, context -> Response in
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      let order = try body.withUnsafeReadableBytes { try Order(jsonData: $0) }
      let json = try order.jsonData()
      guard await store.insert(order) else { return Response(status: .conflict) }  // do not touch `order` after this
      return .json(json, status: .created)
    } catch let error as MappingError {
      return try badRequest(error)
    }
  }

  router.get("/orders/:id") { _, context -> Response in
    let id = try context.parameters.require("id")
    guard let json = try await store.json(id: id) else { return Response(status: .notFound) }
    return .json(json)
  }

  // A partial update, all or nothing: a body that does not apply leaves the order as it was.
  router.patch("/orders/:id") { request, context -> Response in
    let id = try context.parameters.require("id")
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      guard let json = try await store.update(id: id, from: body) else { return Response(status: .notFound) }
      return .json(json)
    } catch let error as MappingError {
      return try badRequest(error)
    }
  }

  return router
}

/// A 400 whose body lists every problem of the request:
/// `[{"path": "items[0].quantity", "property": "Order.items[0].quantity", "code": "typeMismatch", …}]`.
func badRequest(_ error: MappingError) throws -> Response {
  let data = try JSONEncoder().encode(error.report)  // a Data is not a ResponseBody: wrap it in a ByteBuffer
  return Response(
    status: .badRequest,
    headers: [.contentType: "application/json"],
    body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
  )
}

extension Response {
  /// A JSON answer from bytes (`Data` is not a `ResponseBody`; a `ByteBuffer` makes one).
  static func json(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
    Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// A JSON answer from an `Encodable` value.
  static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return .json(try encoder.encode(value), status: status)
  }
}

/// What `POST /webhook` answers for a push: plain `Sendable` values copied out of the models.
struct PushSummary: Encodable, Sendable {
  var event = "push"
  var repository: String
  var ref: String
  var pusher: String?
  var commits: Int
  var headCommit: String?
  var message: String?
  var issues: [MappingError.IssueReport]

  init(_ push: PushEvent, issues: [MappingError]) {
    repository = push.repository?.fullName ?? ""
    ref = push.ref
    pusher = push.pusher?.name
    commits = push.commits.count
    headCommit = push.headCommit.map { String($0.id.prefix(7)) }
    message = push.headCommit?.message
    self.issues = issues.report
  }
}
