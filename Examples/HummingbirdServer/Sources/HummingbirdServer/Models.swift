import Foundation
import Hummingbird
import ReflectiveMapper

// MARK: Orders (what GET, PATCH and POST /orders read and write)

/// An order's state.
///
/// `CaseIterable`, so that `GET /schema` lists the cases the server accepts.
enum OrderStatus: String, CaseIterable {
  case pending, paid, shipped, cancelled
}

/// An order as the service stores it.
///
/// `id` and `items` are required (`Mappings.swift`). `ReflectiveCodable` makes it `Codable`
/// through that mapping, so Hummingbird's `request.decode(as:context:)` and response encoding
/// take it (and `ModelCoding.swift` sends both to `init(jsonData:)` and `jsonData()`).
final class Order: ReflectiveCodable, ResponseEncodable {
  var id = ""
  var customer = ""
  var status = OrderStatus.pending
  var items: [OrderItem] = []
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \Order.id, "customer": \Order.customer, "status": \Order.status, "items": \Order.items, "note": \Order.note]
  }
}

/// One line of an order; a PATCH matches lines by `sku` and updates them in place.
final class OrderItem: ReflectiveModel {
  var sku = ""
  var quantity = 0
  var unitPrice: Decimal = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["sku": \OrderItem.sku, "quantity": \OrderItem.quantity, "unitPrice": \OrderItem.unitPrice]
  }
}

/// What `POST /quotes` answers: a model that the handler returns as it is.
struct Quote: ReflectiveCodable, ResponseEncodable, Sendable {
  var orderID = ""
  var lines = 0
  var units = 0
  var total: Decimal = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["orderID": \Quote.orderID, "lines": \Quote.lines, "units": \Quote.units, "total": \Quote.total]
  }

  init(for order: Order) {
    orderID = order.id
    lines = order.items.count
    units = order.items.reduce(0) { $0 + $1.quantity }
    total = order.items.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) }
  }
}

// MARK: The GitHub `push` webhook event, the parts this server cares about

final class PushEvent: ReflectiveModel {
  var ref = ""
  var before = ""
  var after = ""
  var created = false
  var deleted = false
  var forced = false
  var compare: URL?
  var repository: Repository?
  var pusher: GitIdentity?
  var sender: User?
  var commits: [Commit] = []
  var headCommit: Commit?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "ref": \PushEvent.ref, "before": \PushEvent.before, "after": \PushEvent.after, "created": \PushEvent.created,
      "deleted": \PushEvent.deleted, "forced": \PushEvent.forced, "compare": \PushEvent.compare,
      "repository": \PushEvent.repository, "pusher": \PushEvent.pusher, "sender": \PushEvent.sender,
      "commits": \PushEvent.commits, "headCommit": \PushEvent.headCommit,
    ]
  }
}

final class Repository: ReflectiveModel {
  var id = 0
  var fullName = ""
  var isPrivate = false
  var htmlURL: URL?
  var defaultBranch = ""
  var createdAt: Date?
  var pushedAt: Date?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \Repository.id, "fullName": \Repository.fullName, "isPrivate": \Repository.isPrivate,
      "htmlURL": \Repository.htmlURL, "defaultBranch": \Repository.defaultBranch,
      "createdAt": \Repository.createdAt, "pushedAt": \Repository.pushedAt,
    ]
  }
}

final class Commit: ReflectiveModel {
  var id = ""
  var message = ""
  var timestamp: Date?
  var url: URL?
  var author: GitIdentity?
  var added: [String] = []
  var removed: [String] = []
  var modified: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \Commit.id, "message": \Commit.message, "timestamp": \Commit.timestamp, "url": \Commit.url,
      "author": \Commit.author, "added": \Commit.added, "removed": \Commit.removed, "modified": \Commit.modified,
    ]
  }
}

/// A git author, committer or pusher: a name and an email, not a GitHub account.
final class GitIdentity: ReflectiveModel {
  var name = ""
  var email = ""
  var username: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \GitIdentity.name, "email": \GitIdentity.email, "username": \GitIdentity.username]
  }
}

final class User: ReflectiveModel {
  var login = ""
  var id = 0
  var siteAdmin = false
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["login": \User.login, "id": \User.id, "siteAdmin": \User.siteAdmin] }
}
