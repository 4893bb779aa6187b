import ReflectiveMapper

/// The context key under which a PATCH passes the order id from its URL (see `idGuard`).
let routeOrderIDKey = "routeOrderID"

/// Registers every mapping, once, before the server accepts requests (registering discards compiled
/// plans).
///
/// `README.md` and `ServerUse.md` quote this function.
func registerMappings(in registry: MappingRegistry, issueHandler: @escaping @Sendable (MappingError) -> Void) throws {
  registry.defaultKeyStrategy = .snakeCase  // unit_price → unitPrice, full_name → fullName
  registry.strictness = .strict  // malformed payloads are errors, not guesses
  registry.issueLimit = 50  // at most 50 problems per request (default 100)
  registry.issueHandler = issueHandler  // non-fatal problems of every call, for logs and metrics
  try registry.register(Order.self) { m in
    m.required = ["id", "items"]
    m.adapters["id"] = idGuard
    m.schemas["id"] = ["type": "string"]  // what the guard reads, for GET /schema
    m.unknownKeys = .fail  // a request body: a key the model does not know is a client error
    // What a valid order is, stated once: checked on every request, listed in a 400, in /schema.
    m.constraints["customer"] = [.length(1...100)]
    m.constraints["items"] = [.count(1...50)]
    m.constraints["note"] = [.length(...500)]
  }
  try registry.register(OrderItem.self) { m in
    m.required = ["sku", "quantity"]
    m.unknownKeys = .fail
    m.constraints["sku"] = [.pattern("^[A-Z0-9][A-Z0-9-]{0,19}$")]
    m.constraints["quantity"] = [.range(1...999)]
    m.constraints["unitPrice"] = [.minimum(0), .multiple(of: 0.01)]
    // A PATCH's `items` replace the list; a line whose sku was there is the same instance,
    // updated in place (and restored with the rest when the PATCH fails).
    m.identifiedBy = "sku"
  }
  try registry.register(PushEvent.self) { m in m.required = ["ref", "repository"] }
  try registry.register(Repository.self) { m in m.keys = ["private": "isPrivate"] }
}

/// A PATCH may not move an order to another id: the handler passes the id from the URL in the
/// call's `MappingContext`, and a body whose `id` differs fails the call (so the library restores
/// the order) with a problem at `id`.
///
/// Creating an order passes no id: any goes.
private let idGuard = Adapter(contextual: { raw, context in
  if let routeID = context[routeOrderIDKey] as? String, let bodyID = raw as? String, bodyID != routeID {
    throw OrderIDMismatch(routeID: routeID, bodyID: bodyID)
  }
  return raw
})

private struct OrderIDMismatch: Error, CustomStringConvertible {
  var routeID: String
  var bodyID: String
  var description: String { "the order id is \(routeID), not \(bodyID)" }
}
