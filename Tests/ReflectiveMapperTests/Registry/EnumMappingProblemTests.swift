import Foundation
import ReflectiveMapper
import Testing

/// An enumeration's problems, in every layout: bad members, tags and shapes at their paths,
/// strictness, registration refusals and output collisions.
@Suite struct EnumMappingProblemTests {
  let expiry = Date(timeIntervalSince1970: 1_767_225_600)

  @Test func aBadMemberIsReportedAtItsPathInEveryLayoutAndPlace() throws {
    let tagged = try paymentRegistry()
    #expect(try problemPaths(#"{"payment": {"type": "card", "last4": [1]}}"#, tagged) == ["payment.last4"])
    #expect(try problemPaths(#"{"history": [{"type": "cash"}, {"type": "voucher", "code": "x"}]}"#, tagged) == ["history[1].code"])
    #expect(try problemPaths(#"{"byMethod": {"a": {"type": "transfer", "iban": null}}}"#, tagged) == ["byMethod.a.iban"])
    #expect(try problemPaths(#"{"refund": {"type": "split", "parts": [1, "two"]}}"#, tagged) == ["refund.parts[1]"])
    #expect(try problemPaths(#"{"payment": {"type": "voucher", "code": 1, "note": {"stars": "many"}}}"#, tagged) == ["payment.note.stars"])
    let adjacent = try paymentRegistry(.adjacent(tag: "type", payload: "value"))
    #expect(try problemPaths(#"{"payment": {"type": "card", "value": {"last4": {}}}}"#, adjacent) == ["payment.value.last4"])
    let external = try paymentRegistry(.external)
    #expect(try problemPaths(#"{"payment": {"card": {"last4": {}}}}"#, external) == ["payment.card.last4"])

    var issues: [MappingError] = []
    let order = try PaymentOrder(
      dictionary: ["payment": ["type": "card", "last4": [1]] as [String: Any]], registry: tagged, issues: &issues)
    #expect(order.payment == .cash)
    #expect(issues.first?.property == "PaymentOrder.payment.last4")
    #expect(issues.first?.isFatal == false)
    #expect(issues.first?.description.contains("expected String") == true)
  }

  @Test func aMissingUnknownOrWronglyTypedTagIsReportedAtTheTag() throws {
    for layout in [EnumLayout.tagged("type"), .adjacent(tag: "type", payload: "value")] {
      let registry = try paymentRegistry(layout)
      #expect(try problemPaths(#"{"payment": {"last4": "4242"}}"#, registry) == ["payment.type"])
      #expect(try problemPaths(#"{"payment": {"type": "bitcoin"}}"#, registry) == ["payment.type"])
      #expect(try problemPaths(#"{"payment": {"type": 5}}"#, registry) == ["payment.type"])
      #expect(try problemPaths(#"{"payment": {"type": null}}"#, registry) == ["payment.type"])
      #expect(try problemPaths(#"{"payment": {"type": ["card"]}}"#, registry) == ["payment.type"])
    }
    var issues: [MappingError] = []
    _ = try PaymentOrder(jsonData: Data(#"{"payment": {"type": "bitcoin"}}"#.utf8), registry: try paymentRegistry(), issues: &issues)
    #expect(issues.first?.description.contains(#""bitcoin""#) == true)
    #expect(issues.first?.description.contains(#""card""#) == true)
  }

  @Test func aValueOrPayloadOfTheWrongShapeIsReportedWhereItIs() throws {
    let tagged = try paymentRegistry()
    #expect(try problemPaths(#"{"payment": "card"}"#, tagged) == ["payment"])
    #expect(try problemPaths(#"{"payment": [1, 2]}"#, tagged) == ["payment"])
    #expect(try problemPaths(#"{"payment": null}"#, tagged) == ["payment"])
    #expect(try problemPaths(#"{"payment": {"type": "card"}}"#, tagged) == ["payment.last4"])
    let adjacent = try paymentRegistry(.adjacent(tag: "type", payload: "value"))
    #expect(try problemPaths(#"{"payment": {"type": "card", "value": 5}}"#, adjacent) == ["payment.value"])
    #expect(try problemPaths(#"{"payment": {"type": "card"}}"#, adjacent) == ["payment.value"])
    #expect(try problemPaths(#"{"payment": {"type": "card", "value": {}}}"#, adjacent) == ["payment.value.last4"])
    let external = try paymentRegistry(.external)
    #expect(try problemPaths(#"{"payment": {"card": {}, "cash": {}}}"#, external) == ["payment"])
    #expect(try problemPaths(#"{"payment": {}}"#, external) == ["payment"])
    #expect(try problemPaths(#"{"payment": {"bitcoin": {}}}"#, external) == ["payment"])
    #expect(try problemPaths(#"{"payment": "bitcoin"}"#, external) == ["payment"])
    #expect(try problemPaths(#"{"payment": {"card": "4242"}}"#, external) == ["payment.card"])
    #expect(try problemPaths(#"{"refund": null, "history": [null]}"#, external) == ["history[0]"])
  }

  @Test func dictionariesAndBytesGiveTheSameResultsAndIssuesForGarbage() throws {
    let garbage = [
      #"{"type": 1}"#, #"{"type": "card", "last4": true, "expiry": "yesterday"}"#, #"{"type": "voucher", "code": 123456789012345678901234567890}"#,
      #"{"type": "voucher", "code": 2.5, "note": []}"#, #"{"type": "split", "parts": {"a": 1}}"#, "[]", "\"\"", "0", "true",
      #"{"type": "transfer", "value": {"iban": []}}"#, #"{"card": null}"#, #"{"value": {"type": "cash"}}"#,
    ]
    for layout in paymentLayouts {
      let registry = try paymentRegistry(layout)
      for value in garbage {
        let json = #"{"payment": \#(value), "refund": \#(value), "history": [\#(value)], "byMethod": {"k": \#(value)}}"#
        let (order, issues) = try bothWays(json, registry)
        // Nothing is made of garbage: each place keeps its value, each is reported.
        #expect(order.payment == .cash && order.refund == nil && order.history.isEmpty && order.byMethod.isEmpty, "\(layout) \(value)")
        #expect(issues.count >= 4, "\(layout) \(value)")
      }
    }
  }

  @Test func strictnessMakesEveryEnumProblemFatal() throws {
    let registry = try paymentRegistry(strict: true)
    #expect(throws: MappingError.self) {
      try PaymentOrder(jsonData: Data(#"{"payment": {"type": "bitcoin"}}"#.utf8), registry: registry)
    }
    do {
      _ = try PaymentOrder(dictionary: ["history": [["type": "voucher", "code": "7"] as [String: Any]]], registry: registry)
      Issue.record("a string for an Int member is refused under strict")
    } catch let error as MappingError {
      #expect(error.path == "history[0].code")
      #expect(error.isFatal)
    }
    // Values of the right kinds still read.
    let order = try PaymentOrder(jsonData: Data(#"{"payment": {"type": "voucher", "code": 7}}"#.utf8), registry: registry)
    #expect(order.payment == .voucher(code: 7, note: nil))
  }

  @Test func aRepeatedKeyInsideTheValueIsReportedFromBytes() throws {
    var issues: [MappingError] = []
    let order = try PaymentOrder(
      jsonData: Data(#"{"payment": {"type": "cash", "type": "transfer", "iban": "X"}}"#.utf8), registry: try paymentRegistry(),
      issues: &issues)
    #expect(order.payment == .transfer(iban: "X"))
    #expect(issues.map(\.path) == ["payment.type"])
    #expect(throws: MappingError.self) {
      try PaymentOrder(jsonData: Data(#"{"payment": {"type": "cash", "type": "cash"}}"#.utf8), registry: try paymentRegistry(strict: true))
    }
  }

  @Test func anErrorThrownByMakeIsReportedAtTheValueAndACaughtReadReportsNothing() throws {
    struct Refused: Error {}
    let registry = MappingRegistry()
    try registry.registerEnum(Payment.self) { e in
      e.case("card", make: { _ in throw Refused() }, match: { _ in nil })
      e.case(
        "transfer", make: { v in .transfer(iban: (try? v["iban"]) ?? "none") },
        match: { if case .transfer(let iban) = $0 { ["iban": iban] } else { nil } })
      e.case("cash", .cash)
    }
    var issues: [MappingError] = []
    let order = try PaymentOrder(
      dictionary: ["payment": ["type": "card"], "refund": ["type": "transfer", "iban": [1]] as [String: Any]], registry: registry,
      issues: &issues)
    #expect(issues.map(\.path) == ["payment"])
    #expect(issues.first?.description.contains("Refused") == true)
    #expect(order.refund == .transfer(iban: "none"))
  }

  @Test func registrationRefusesRepeatedCasesEmptyKeysAndATagEqualToThePayloadKey() throws {
    let registry = MappingRegistry()
    #expect(throws: MappingError.self) {
      try registry.registerEnum(Payment.self) { e in
        e.case("cash", .cash)
        e.case("cash", .cash)
      }
    }
    #expect(throws: MappingError.self) {
      try registry.registerEnum(Payment.self, as: .adjacent(tag: "type", payload: "type")) { e in e.case("cash", .cash) }
    }
    #expect(throws: MappingError.self) { try registry.registerEnum(Payment.self, as: .tagged("")) { e in e.case("cash", .cash) } }
    #expect(throws: MappingError.self) { try registry.registerEnum(Payment.self) { _ in } }
    #expect(throws: MappingError.self) { try registry.registerEnum(PaymentNote.self) { _ in } }
    do {
      try registry.registerEnum(Payment.self) { e in
        e.case("", .cash)
        e.case("x", .cash)
        e.case("x", .cash)
      }
    } catch let error as MappingError {
      #expect(error.issues.count == 2)
    }
    // Nothing was registered: the enum has no conversion in this registry.
    var issues: [MappingError] = []
    _ = try PaymentOrder(dictionary: ["payment": ["type": "cash"]], registry: registry, issues: &issues)
    #expect(!issues.isEmpty)
  }

  @Test func aMemberThatCollidesWithTheTagOrRepeatsFailsOutputAtItsPath() throws {
    let registry = MappingRegistry()
    try registry.registerEnum(Payment.self) { e in
      e.case("card", make: { _ in .cash }, match: { if case .card = $0 { ["type": "x"] } else { nil } })
      e.case("cash", .cash)
    }
    let order = PaymentOrder()
    order.payment = .card(last4: "1", expiry: nil)
    #expect(throws: MappingError.self) { try order.jsonObject(registry: registry) }
    #expect(throws: MappingError.self) { try order.jsonData(registry: registry) }
    order.payment = .transfer(iban: "unregistered")
    do {
      _ = try order.jsonData(registry: registry)
      Issue.record("a value no case matches has no JSON form")
    } catch let error as MappingError {
      #expect(error.path == "payment")
    }
  }
}
