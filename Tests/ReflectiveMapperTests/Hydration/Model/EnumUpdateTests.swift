import Foundation
import ReflectiveMapper
import Testing

/// An update of a model holding an enumeration with associated values: the enum is written
/// whole or merged into its current case, all or nothing, and merge patches apply in every layout.
@Suite struct EnumUpdateTests {
  let expiry = Date(timeIntervalSince1970: 1_767_225_600)

  @Test func anUpdateWritesTheEnumAndAFailedUpdateLeavesItAsItWas() throws {
    let registry = try paymentRegistry()
    let order = try PaymentOrder(dictionary: ["id": 1, "payment": ["type": "transfer", "iban": "A"]], registry: registry)
    try order.setValues(from: ["refund": ["type": "cash"]], registry: registry)
    #expect(order.payment == .transfer(iban: "A"))
    #expect(order.refund == .cash)
    try order.setValues(from: ["refund": NSNull()], registry: registry)
    #expect(order.refund == nil)

    let strict = try paymentRegistry(strict: true)
    #expect(throws: MappingError.self) {
      try order.setValues(from: ["id": 2, "payment": ["type": "transfer", "iban": 5]], registry: strict)
    }
    #expect(order.id == 1)
    #expect(order.payment == .transfer(iban: "A"))
  }

  @Test func anUpdateMergesIntoTheCurrentCaseUnlessTheInputNamesAnother() throws {
    let registry = try paymentRegistry()
    let order = try PaymentOrder(
      dictionary: ["payment": ["type": "card", "last4": "4242", "expiry": "2026-01-01T00:00:00Z"]], registry: registry)
    try order.setValues(from: ["payment": ["last4": "1111"]], registry: registry)
    #expect(order.payment == .card(last4: "1111", expiry: expiry))
    try order.setValues(from: ["payment": ["expiry": NSNull()]], registry: registry)
    #expect(order.payment == .card(last4: "1111", expiry: nil))
    try order.setValues(from: ["payment": ["type": "transfer", "iban": "DE89"]], registry: registry)
    #expect(order.payment == .transfer(iban: "DE89"))
    // A created model reads the input as it is: no tag is a problem.
    var issues: [MappingError] = []
    _ = try PaymentOrder(dictionary: ["payment": ["last4": "1111"]], registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["payment.type"])
  }

  @Test func mergePatchesBetweenTwoVersionsApplyInEveryLayout() throws {
    let versions: [(Payment, Payment)] = [
      (.card(last4: "4242", expiry: expiry), .card(last4: "4242", expiry: nil)),
      (.card(last4: "4242", expiry: nil), .card(last4: "1111", expiry: expiry)),
      (.card(last4: "4242", expiry: nil), .transfer(iban: "DE89")),
      (.voucher(code: 1, note: PaymentNote(text: "a", stars: 1)), .voucher(code: 1, note: PaymentNote(text: "b", stars: 1))),
      (.transfer(iban: "X"), .cash),
      (.cash, .split(parts: [1, 2])),
    ]
    for layout in paymentLayouts {
      let registry = try paymentRegistry(layout)
      for (old, new) in versions {
        let original = PaymentOrder()
        original.payment = old
        original.refund = old
        original.byMethod = ["a": old, "b": .cash]
        let edited = PaymentOrder()
        edited.payment = new
        edited.refund = new
        edited.byMethod = ["a": new, "b": .cash]
        let patch = try edited.mergePatchData(from: original, registry: registry)
        let target = try PaymentOrder(jsonData: try original.jsonData(registry: registry), registry: registry)
        var issues: [MappingError] = []
        try target.setValues(fromJSON: patch, registry: registry, issues: &issues)
        #expect(target.fields == edited.fields, "\(layout): \(old) → \(new) with \(String(decoding: patch, as: UTF8.self))")
        #expect(issues.isEmpty, "\(issues)")
      }
    }
  }
}
