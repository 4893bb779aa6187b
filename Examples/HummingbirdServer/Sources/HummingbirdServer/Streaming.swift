import Foundation
import Hummingbird
import ReflectiveMapper

// Bulk import and export, streamed: request and response bodies of any length in constant
// memory. `POST /orders/import` reads a streamed body (JSON Lines, a JSON text sequence or a
// JSON array) one order at a time with `AsyncModelStream`, every rule of `POST /orders`
// applied to each; `GET /orders/export` writes its body with `ModelStreamWriter` as the
// orders are produced. Neither ever holds the whole body.

/// A request body's chunk as the library's stream readers take bytes: its readable bytes,
/// without a copy.
struct BufferBytes: ContiguousBytes, Sendable {
  let buffer: ByteBuffer

  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try buffer.withUnsafeReadableBytes(body)
  }
}

/// The stream format a request's media type names: JSON Lines (`application/x-ndjson`,
/// `application/jsonl`, the default), a JSON text sequence (`application/json-seq`) or a
/// top-level array (`application/json`).
func streamFormat(of request: Request) -> JSONStreamFormat? {
  let mediaType = request.headers[.contentType]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
  switch mediaType {
  case nil, "application/x-ndjson", "application/jsonl", "application/jsonlines": return .jsonLines
  case "application/json-seq": return .jsonTextSequence
  case "application/json": return .array
  default: return nil
  }
}

func addStreamingRoutes(to router: Router<AppRequestContext>) {
  // A bulk import: each order of the streamed body is read with the rules of POST /orders
  // (strict, constraints, unknown keys refused); an order with a fatal problem is skipped and
  // listed, and the rest go on. The answer sums up what was read. The body is never collected:
  // the server holds one chunk and one order at a time, whatever the body's length.
  router.post("/orders/import") { request, context -> Response in
    guard let format = streamFormat(of: request) else {
      return Response(status: .unsupportedMediaType)
    }
    let problems = ProblemLog(keeping: 100)
    let orders = AsyncModelStream<Order, _>(
      chunks: request.body.map(BufferBytes.init), format: format,
      options: ModelStreamOptions(policy: .lenient, maxElementBytes: 1 << 20)  // one order: at most 1 MiB
    ) { problem in problems.add(problem) }
    var summary = ImportSummary()
    do {
      for try await order in orders { summary.add(order) }
    } catch let error as MappingError {
      // Malformed JSON in an array, or an order over the limit: the stream ends there; what
      // was read before it stands, and the answer says where it stopped.
      summary.stoppedBy = error.summary
    }
    summary.problems = problems.kept
    summary.problemCount = problems.count
    summary.skipped = problems.skipped
    return try summary.response(from: request, context: context)
  }

  // A bulk export: `count` generated orders (1,000 by default), written one at a time as
  // JSON Lines, or with `?format=array` as `{"orders": [...]}`, byte for byte what `jsonData()`
  // writes for the whole array. Each order is made, written and dropped; the bytes go out in
  // 64 KiB pieces as they are written.
  router.get("/orders/export") { request, _ -> Response in
    let count = request.uri.queryParameters["count"].flatMap { Int(String($0)) } ?? 1_000
    guard count >= 0 else { return Response(status: .badRequest) }
    let asArray = request.uri.queryParameters["format"] == "array"
    let contentType = asArray ? "application/json" : "application/x-ndjson"
    return Response(
      status: .ok, headers: [.contentType: contentType],
      body: ResponseBody { body in
        var writer = ModelStreamWriter<Order>(format: asArray ? .array(at: "orders") : .jsonLines)
        var pending: [UInt8] = []
        pending.reserveCapacity(80 << 10)
        for index in 0..<count {
          pending += try writer.write(Order.exported(index))
          if pending.count >= 64 << 10 {
            try await body.write(ByteBuffer(bytes: pending))
            pending.removeAll(keepingCapacity: true)
          }
        }
        pending += try writer.finish()
        if !pending.isEmpty { try await body.write(ByteBuffer(bytes: pending)) }
        try await body.finish(nil)
      })
  }
}

extension Order {
  /// The `index`th order of an export: made on demand (an export reads them from a database
  /// cursor the same way).
  static func exported(_ index: Int) -> Order {
    let order = Order()
    order.id = "E-\(index)"
    order.customer = "Customer \(index % 997)"
    order.status = OrderStatus.allCases[index % OrderStatus.allCases.count]
    let item = OrderItem()
    item.sku = "SKU-\(index % 50)"
    item.quantity = index % 9 + 1
    item.unitPrice = Decimal(index % 2_000) / 100
    order.items = [item]
    return order
  }
}

/// What `POST /orders/import` answers: what was read, and the problems of what was not.
struct ImportSummary: ResponseEncodable, Sendable {
  var imported = 0
  var skipped = 0
  var units = 0
  var total: Decimal = 0
  var byStatus: [String: Int] = [:]
  /// Every problem found (non-fatal ones included); `problems` lists the first 100.
  var problemCount = 0
  var problems: [MappingError.IssueReport] = []
  /// The error that ended the stream early (malformed JSON in an array, an order over the
  /// size limit), if any.
  var stoppedBy: String?

  mutating func add(_ order: Order) {
    imported += 1
    byStatus[order.status.rawValue, default: 0] += 1
    for item in order.items {
      units += item.quantity
      total += item.unitPrice * Decimal(item.quantity)
    }
  }
}

/// The problems of one import, as the stream reports them: counted, and the first few kept.
///
/// The stream's handler is `@Sendable`; it runs in the iterating task, one call at a time, but
/// the compiler cannot know that, so the state is behind a lock.
final class ProblemLog: @unchecked Sendable {
  private let lock = NSLock()
  private let limit: Int
  private var reports: [MappingError] = []
  private var total = 0
  private var skippedElements = 0
  /// The place of the last element that had a fatal problem (`line 12`, `[3]`): an element
  /// may have several, reported one after another.
  private var lastSkipped: Substring?

  init(keeping limit: Int) {
    self.limit = limit
  }

  func add(_ problem: MappingError) {
    lock.withLock {
      total += 1
      if problem.isFatal {
        let place = problem.path.prefix { $0 != "." }
        if place != lastSkipped { skippedElements += 1 }
        lastSkipped = place
      }
      if reports.count < limit { reports.append(problem) }
    }
  }

  var kept: [MappingError.IssueReport] { lock.withLock { reports.report } }
  var count: Int { lock.withLock { total } }
  /// How many elements were skipped: those with a fatal problem.
  var skipped: Int { lock.withLock { skippedElements } }
}
