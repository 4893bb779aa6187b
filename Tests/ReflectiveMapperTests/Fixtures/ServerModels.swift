import Foundation
import ReflectiveMapper

/// Counts instances created, to see that a call stopped working (one type per test).
final class CreationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  var count: Int { lock.withLock { value } }
  func increment() { lock.withLock { value += 1 } }
}

/// One label of the amplification payload: `{"id": …, "name": …}`.
final class Label: ReflectiveModel {
  static let created = CreationCounter()
  var id = 0
  var name = ""
  init() { Self.created.increment() }
  static var keyPaths: [String: AnyKeyPath] { ["id": \Label.id, "name": \Label.name] }
}

/// A webhook-like body holding many labels.
final class LabelBatch: ReflectiveModel {
  var title = ""
  var labels: [Label] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \LabelBatch.title, "labels": \LabelBatch.labels] }
}

/// The same shape, with a label type whose fields the service registers as required.
final class StrictLabel: ReflectiveModel {
  static let created = CreationCounter()
  var id = 0
  var name = ""
  init() { Self.created.increment() }
  static var keyPaths: [String: AnyKeyPath] { ["id": \StrictLabel.id, "name": \StrictLabel.name] }
}

final class StrictLabelBatch: ReflectiveModel {
  var labels: [StrictLabel] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["labels": \StrictLabelBatch.labels] }
}

/// A model with one property of each scalar kind strictness cares about.
final class Order: ReflectiveModel {
  enum Status: Int {
    case open = 1
    case closed = 2
  }
  var id = 0
  var count: UInt8 = 0
  var price = 0.0
  var weight: Float = 0
  var total: Decimal = 0
  var note = ""
  var isGift = false
  var code: Int?
  var status = Status.open
  var quantities: [Int] = []
  var tags: [String] = []
  var placedAt: Date?
  var customer: OrderCustomer?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \Order.id, "count": \Order.count, "price": \Order.price, "weight": \Order.weight,
      "total": \Order.total, "note": \Order.note, "isGift": \Order.isGift, "code": \Order.code,
      "status": \Order.status, "quantities": \Order.quantities, "tags": \Order.tags,
      "placedAt": \Order.placedAt, "customer": \Order.customer,
    ]
  }
}

final class OrderCustomer: ReflectiveModel {
  var name = ""
  var vip = false
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \OrderCustomer.name, "vip": \OrderCustomer.vip] }
}

/// Builds the hostile body: `count` labels with two wrong-typed fields each.
func wrongTypedLabels(_ count: Int) -> [String: Any] {
  ["title": "batch", "labels": (0..<count).map { _ in ["id": "not a number", "name": ["not", "a", "string"]] as [String: Any] }]
}

/// JSON bytes of a JSON-compatible value.
func jsonBytes(_ value: Any) throws -> Data {
  try JSONSerialization.data(withJSONObject: value)
}
