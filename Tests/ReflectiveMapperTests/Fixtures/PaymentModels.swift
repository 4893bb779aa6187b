import Foundation
import ReflectiveMapper

// Orders holding an enumeration with associated values (`Payment`), as a class and as its
// struct twin, for EnumMappingTests.

/// An enumeration with associated values, with no conformance beyond what the tests compare.
enum Payment: Equatable, Sendable {
  case card(last4: String, expiry: Date?)
  case cash
  case transfer(iban: String)
  case voucher(code: Int, note: PaymentNote?)
  case split(parts: [Int])
}

struct PaymentNote: ReflectiveModel, Equatable, Sendable {
  var text = ""
  var stars = 0
  init() {}
  init(text: String, stars: Int) {
    self.text = text
    self.stars = stars
  }
  static var keyPaths: [String: AnyKeyPath] { ["text": \PaymentNote.text, "stars": \PaymentNote.stars] }
}

final class PaymentOrder: ReflectiveModel {
  var id = 0
  var payment = Payment.cash
  var refund: Payment?
  var history: [Payment] = []
  var byMethod: [String: Payment] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \PaymentOrder.id, "payment": \PaymentOrder.payment, "refund": \PaymentOrder.refund,
      "history": \PaymentOrder.history, "byMethod": \PaymentOrder.byMethod,
    ]
  }
  var fields: [String] {
    ["\(id)", "\(payment)", "\(String(describing: refund))", "\(history)", "\(byMethod.sorted { $0.key < $1.key })"]
  }
}

struct PaymentOrderValue: ReflectiveModel, Equatable {
  var payment = Payment.cash
  var refund: Payment?
  var history: [Payment] = []
  var byMethod: [String: Payment] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "payment": \PaymentOrderValue.payment, "refund": \PaymentOrderValue.refund, "history": \PaymentOrderValue.history,
      "byMethod": \PaymentOrderValue.byMethod,
    ]
  }
}
