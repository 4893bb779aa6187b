import Foundation
import Hummingbird
import ReflectiveMapper

/// The orders, as models, inside one actor.
///
/// The concurrency pattern: `Order` is an ordinary class, not `Sendable`, so a stored order
/// never leaves the actor. What crosses the actor's boundary is `Sendable`: request bytes in
/// (a NIO `ByteBuffer`), JSON bytes out (`Data`), and thrown `MappingError`s. A PATCH is
/// hydrated *inside* the actor, on the stored instance (`update(id:from:)`), so no other task
/// can see it half-updated, and `setValues(fromJSON:)` restores it when it throws. A new
/// order is hydrated in the handler and handed over (`insert(_:)`): the region-based
/// isolation checker accepts the call because the handler never touches the order after it.
actor OrderStore {
  private var orders: [String: Order] = [:]

  /// Stores a new order; `false` when one with its id exists.
  func insert(_ order: Order) -> Bool {
    guard orders[order.id] == nil else { return false }
    orders[order.id] = order
    return true
  }

  /// The order's JSON, or `nil` when there is no such order.
  func json(id: String) throws -> Data? {
    try orders[id]?.jsonData()
  }

  /// Cancels the order, keeping the reason as its note; `nil` when there is no such order.
  func cancel(id: String, reason: String) -> CancellationReceipt? {
    guard let order = orders[id] else { return nil }
    order.status = .cancelled
    order.note = reason
    return CancellationReceipt(id: id, status: order.status.rawValue, reason: reason)
  }

  /// Applies a JSON body to the stored order, all or nothing, and returns the order's new
  /// JSON; `nil` when there is no such order.
  ///
  /// - Throws: `MappingError` when the body does not apply; the order is then unchanged.
  func update(id: String, from body: ByteBuffer) throws -> Data? {
    guard let order = orders[id] else { return nil }
    let context = MappingContext(values: [routeOrderIDKey: id])
    try body.withUnsafeReadableBytes { try order.setValues(fromJSON: $0, context: context) }
    return try order.jsonData()
  }
}
