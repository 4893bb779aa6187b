import Foundation
import Hummingbird
import ReflectiveMapper

/// The routes.
///
/// Models go through Hummingbird's own API: `request.decode(as:context:)` and handlers that
/// return models, with the context's decoder and encoder (`ModelCoding.swift`): the library's
/// `ReflectiveJSONDecoder` and `ReflectiveJSONEncoder`, which read and write a model as
/// `init(jsonData:)` and `jsonData()` do. Plain `Codable` values (a cancellation, a receipt,
/// the webhook's summary) take the same API and the same coders.
func buildRouter(store: OrderStore) -> Router<AppRequestContext> {
  let router = Router(context: AppRequestContext.self)

  // A GitHub webhook delivery: a `push` event is hydrated into models and summarized. The
  // handler reads the bytes itself, for the `issues:` form (non-fatal problems, reported
  // back with the summary); the summary is a plain Encodable value.
  router.post("/webhook") { request, context -> Response in
    // GitHub names the event in a header; a delivery without one is no push.
    guard let event = request.headers[.init("X-GitHub-Event")!] else {
      return try badRequest(MappingError(path: "", reason: .custom("the X-GitHub-Event header is missing")))
    }
    guard event == "push" else {
      var response = try ["ignored": event].response(from: request, context: context)
      response.status = .accepted
      return response
    }
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      var issues: [MappingError] = []
      let push = try body.withUnsafeReadableBytes { try PushEvent(jsonData: $0, issues: &issues) }
      return try PushSummary(push, issues: issues).response(from: request, context: context)
    } catch let error as MappingError {
      return try badRequest(error)
    }
  }

  // A new order: decoded by Hummingbird (with the library's decoder, every rule of
  // `init(jsonData:)`; a body that does not map is a 400 listing its problems), answered as a
  // model (written by its plan), then handed over to the store.
  router.post("/orders") { request, context -> Response in
    let order = try await request.decode(as: Order.self, context: context)
    var response = try order.response(from: request, context: context)
    response.status = .created
    guard await store.insert(order) else { return Response(status: .conflict) }  // do not touch `order` after this
    return response
  }

  // A price quote for an order that is not stored: a model in, a model out.
  router.post("/quotes") { request, context -> Quote in
    Quote(for: try await request.decode(as: Order.self, context: context))
  }

  router.get("/orders/:id") { _, context -> Response in
    let id = try context.parameters.require("id")
    guard let json = try await store.json(id: id) else { return Response(status: .notFound) }
    var response = Response.json(json)
    response.headers[.init("Accept-Patch")!] = "application/merge-patch+json"  // RFC 5789
    return response
  }

  // The models' JSON Schemas, from the registry's mappings: an OpenAPI 3.1 document whose
  // `components.schemas` a client generator or a validator can use as it is.
  router.get("/schema") { _, _ -> Response in
    let document: [String: Any] = [
      "openapi": "3.1.0", "info": ["title": "HummingbirdServer", "version": "1.0.0"], "paths": [String: Any](),
      "components": ["schemas": MappingRegistry.shared.jsonSchemaComponents(for: [Order.self, Quote.self, PushEvent.self])],
    ]
    return .json(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes]))
  }

  // A partial update, all or nothing, as a JSON Merge Patch (RFC 7396; `application/json` is
  // read the same way): a body that does not apply leaves the order as it was.
  router.patch("/orders/:id") { request, context -> Response in
    let id = try context.parameters.require("id")
    let mediaType = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
    guard mediaType == nil || mediaType == "application/json" || mediaType == "application/merge-patch+json" else {
      return Response(status: .unsupportedMediaType, headers: [.init("Accept-Patch")!: "application/merge-patch+json"])
    }
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    do {
      guard let json = try await store.update(id: id, from: body) else { return Response(status: .notFound) }
      return .json(json)
    } catch let error as MappingError {
      return try badRequest(error)
    }
  }

  // A cancellation: a plain Codable body and a plain Codable answer, through the same coders.
  router.post("/orders/:id/cancel") { request, context -> Response in
    let id = try context.parameters.require("id")
    let cancellation = try await request.decode(as: Cancellation.self, context: context)
    guard let receipt = await store.cancel(id: id, reason: cancellation.reason) else { return Response(status: .notFound) }
    return try receipt.response(from: request, context: context)
  }

  // Bulk import and export, streamed (Streaming.swift).
  addStreamingRoutes(to: router)
  return router
}

/// A 400 whose body lists every problem of the request:
/// `[{"path": "items[0].quantity", "property": "Order.items[0].quantity", "code": "typeMismatch", …}]`.
func badRequest(_ error: MappingError) throws -> Response {
  // (In the order the report's fields are declared; a Data is not a ResponseBody: wrap it in a ByteBuffer.)
  let data = try AppResponseEncoder.encoder.encode(error.report)
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
}

/// The body of `POST /orders/:id/cancel`: a plain `Codable` value.
struct Cancellation: Decodable {
  var reason: String
}

/// What `POST /orders/:id/cancel` answers: a plain `Codable` value.
struct CancellationReceipt: ResponseEncodable, Sendable {
  var id: String
  var status: String
  var reason: String
}

/// What `POST /webhook` answers for a push: plain `Sendable` values copied out of the models.
struct PushSummary: ResponseEncodable, Sendable {
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
