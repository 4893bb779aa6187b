import Foundation
import ReflectiveMapper
import Testing

/// The cases of `Payment`, for any layout.
func registerPayment(_ registry: MappingRegistry, _ layout: EnumLayout) throws {
  try registry.registerEnum(Payment.self, as: layout) { e in
    e.case(
      "card", make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
      match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
    e.case("cash", .cash)
    e.case(
      "transfer", make: { v in .transfer(iban: try v["iban"]) },
      match: { if case .transfer(let iban) = $0 { ["iban": iban] } else { nil } })
    e.case(
      "voucher", make: { v in .voucher(code: try v["code"], note: try v["note"]) },
      match: { if case .voucher(let code, let note) = $0 { ["code": code, "note": note] } else { nil } })
    e.case(
      "split", make: { v in .split(parts: try v["parts"]) },
      match: { if case .split(let parts) = $0 { ["parts": parts] } else { nil } })
  }
}

func paymentRegistry(_ layout: EnumLayout = .tagged("type"), strict: Bool = false) throws -> MappingRegistry {
  let registry = MappingRegistry()
  if strict { registry.strictness = .strict }
  try registerPayment(registry, layout)
  return registry
}

let paymentLayouts: [EnumLayout] = [.tagged("type"), .adjacent(tag: "type", payload: "value"), .external]

/// `Payment`'s JSON in `layout`: the case name and its members.
func paymentJSON(_ layout: EnumLayout, _ name: String, _ members: [String: Any] = [:]) -> [String: Any] {
  switch layout {
  case .tagged(let key): return members.merging([key: name]) { $1 }
  case .adjacent(let tag, let payload): return members.isEmpty ? [tag: name] : [tag: name, payload: members]
  case .external: return [name: members]
  case .untagged: return members
  case .tagOnly: return [:]  // (Payment has cases with values: not a layout it is registered in.)
  }
}

/// Hydrates `json` from a dictionary and from bytes; both must agree.
func bothWays(_ json: String, _ registry: MappingRegistry) throws -> (PaymentOrder, [String]) {
  var fromDictionaryIssues: [MappingError] = []
  let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
  let fromDictionary = try PaymentOrder(dictionary: dictionary, registry: registry, issues: &fromDictionaryIssues)
  var fromBytesIssues: [MappingError] = []
  let fromBytes = try PaymentOrder(jsonData: Data(json.utf8), registry: registry, issues: &fromBytesIssues)
  #expect(fromDictionary.fields == fromBytes.fields)
  let dictionaryText = fromDictionaryIssues.map(\.description).sorted()
  #expect(dictionaryText == fromBytesIssues.map(\.description).sorted())
  return (fromDictionary, dictionaryText)
}

/// The paths of every problem, sorted.
func problemPaths(_ json: String, _ registry: MappingRegistry) throws -> [String] {
  var issues: [MappingError] = []
  _ = try PaymentOrder(jsonData: Data(json.utf8), registry: registry, issues: &issues)
  return issues.map(\.path).sorted()
}

@Suite struct EnumMappingTests {
  let expiry = Date(timeIntervalSince1970: 1_767_225_600)

  @Test func aTaggedEnumHydratesAsAPropertyAnOptionalAnElementAndADictionaryValue() throws {
    let registry = try paymentRegistry()
    let json = """
      {"id": 1, "payment": {"type": "card", "last4": "4242", "expiry": "2026-01-01T00:00:00Z"},
       "refund": {"type": "transfer", "iban": "DE89"},
       "history": [{"type": "cash"}, {"type": "voucher", "code": "7", "note": {"text": "thanks", "stars": 5}}, {"type": "split", "parts": [1, 2]}],
       "byMethod": {"a": {"type": "card", "last4": "1111"}}}
      """
    let (order, issues) = try bothWays(json, registry)
    #expect(issues.isEmpty)
    #expect(order.payment == .card(last4: "4242", expiry: expiry))
    #expect(order.refund == .transfer(iban: "DE89"))
    #expect(order.history == [.cash, .voucher(code: 7, note: PaymentNote(text: "thanks", stars: 5)), .split(parts: [1, 2])])
    #expect(order.byMethod == ["a": .card(last4: "1111", expiry: nil)])
  }

  @Test func theAdjacentAndExternalLayoutsReadTheirForms() throws {
    let adjacent = try paymentRegistry(.adjacent(tag: "type", payload: "value"))
    let (first, firstIssues) = try bothWays(
      #"{"payment": {"type": "card", "value": {"last4": "4242"}}, "refund": {"type": "cash"}, "history": [{"type": "cash", "value": null}]}"#,
      adjacent)
    #expect(firstIssues.isEmpty)
    #expect(first.payment == .card(last4: "4242", expiry: nil))
    #expect(first.refund == .cash)
    #expect(first.history == [.cash])

    let external = try paymentRegistry(.external)
    let (second, secondIssues) = try bothWays(
      #"{"payment": {"card": {"last4": "4242"}}, "refund": "cash", "history": [{"cash": {}}, {"transfer": {"iban": "X"}}]}"#, external)
    #expect(secondIssues.isEmpty)
    #expect(second.payment == .card(last4: "4242", expiry: nil))
    #expect(second.refund == .cash)
    #expect(second.history == [.cash, .transfer(iban: "X")])
  }

  @Test func everyLayoutRoundTripsClassAndStructModelsThroughJSONObjectAndJSONData() throws {
    for layout in paymentLayouts {
      let registry = try paymentRegistry(layout)
      let order = PaymentOrder()
      order.id = 9
      order.payment = .card(last4: "4242", expiry: expiry)
      order.refund = .voucher(code: 3, note: PaymentNote(text: "x", stars: 1))
      order.history = [.cash, .card(last4: "0000", expiry: nil), .split(parts: []), .voucher(code: 1, note: nil)]
      order.byMethod = ["t": .transfer(iban: "DE89"), "c": .cash]

      var issues: [MappingError] = []
      let fromObject = try PaymentOrder(dictionary: try order.jsonObject(registry: registry), registry: registry, issues: &issues)
      #expect(fromObject.fields == order.fields, "\(layout)")
      for options in [OutputOptions](arrayLiteral: [], .sortedKeys, .includeNulls, [.sortedKeys, .includeNulls]) {
        let data = try order.jsonData(registry: registry, options: options)
        let fromData = try PaymentOrder(jsonData: data, registry: registry, issues: &issues)
        #expect(fromData.fields == order.fields, "\(layout) \(options)")
      }
      let withNulls = try PaymentOrder(
        dictionary: try order.jsonObject(registry: registry, includeNulls: true), registry: registry, issues: &issues)
      #expect(withNulls.fields == order.fields)
      #expect(issues.isEmpty, "\(issues)")

      var value = PaymentOrderValue()
      value.payment = .transfer(iban: "FR76")
      value.refund = .card(last4: "9999", expiry: expiry)
      value.history = [.split(parts: [5]), .cash]
      value.byMethod = ["v": .voucher(code: 2, note: nil)]
      let back = try PaymentOrderValue(jsonData: try value.jsonData(registry: registry), registry: registry, issues: &issues)
      #expect(back == value, "\(layout)")
      let backFromObject = try PaymentOrderValue(dictionary: try value.jsonObject(registry: registry), registry: registry)
      #expect(backFromObject == value)
      #expect(issues.isEmpty)
    }
  }

  @Test func outputWritesTheLayoutsFormsLeavingNilMembersOutUnlessNullsAreAsked() throws {
    let order = PaymentOrder()
    order.payment = .card(last4: "4242", expiry: nil)
    order.refund = .cash
    let tagged = try order.jsonObject(registry: try paymentRegistry())
    #expect(tagged["payment"] as? [String: String] == ["type": "card", "last4": "4242"])
    #expect(tagged["refund"] as? [String: String] == ["type": "cash"])
    let withNulls = try order.jsonObject(registry: try paymentRegistry(), includeNulls: true)
    #expect((withNulls["payment"] as? [String: Any])?["expiry"] is NSNull)

    let adjacent = try order.jsonData(registry: try paymentRegistry(.adjacent(tag: "type", payload: "value")), options: .sortedKeys)
    #expect(String(decoding: adjacent, as: UTF8.self).contains(#""payment":{"type":"card","value":{"last4":"4242"}}"#))
    #expect(String(decoding: adjacent, as: UTF8.self).contains(#""refund":{"type":"cash"}"#))
    let external = try order.jsonData(registry: try paymentRegistry(.external), options: .sortedKeys)
    #expect(String(decoding: external, as: UTF8.self).contains(#""payment":{"card":{"last4":"4242"}}"#))
    #expect(String(decoding: external, as: UTF8.self).contains(#""refund":{"cash":{}}"#))
  }

  @Test func membersConvertWithTheRegistrysDateStrategy() throws {
    let registry = try paymentRegistry()
    registry.defaultDateStrategy = .secondsSince1970
    let order = try PaymentOrder(
      dictionary: ["payment": ["type": "card", "last4": 4242, "expiry": 1_767_225_600] as [String: Any]], registry: registry)
    #expect(order.payment == .card(last4: "4242", expiry: expiry))
    let output = try order.jsonObject(registry: registry)
    #expect((output["payment"] as? [String: Any])?["expiry"] as? Int == 1_767_225_600)
  }

  @Test func theJSONSchemaIsAOneOfNamingEachCase() throws {
    let registry = try paymentRegistry()
    let schema = registry.jsonSchema(for: PaymentOrder.self)
    let definition = (schema["$defs"] as? [String: Any])?["PaymentOrder"] as? [String: Any]
    let properties = definition?["properties"] as? [String: Any]
    let payment = properties?["payment"] as? [String: Any]
    let alternatives = payment?["oneOf"] as? [[String: Any]]
    #expect(alternatives?.count == 5)
    let first = alternatives?.first?["properties"] as? [String: Any]
    #expect((first?["type"] as? [String: Any])?["const"] as? String == "card")
    let external = try paymentRegistry(.external).jsonSchema(for: PaymentOrder.self)
    let externalPayment = (((external["$defs"] as? [String: Any])?["PaymentOrder"] as? [String: Any])?["properties"] as? [String: Any])?["payment"]
    // A case without values also reads as its bare name.
    let cash = ((externalPayment as? [String: Any])?["oneOf"] as? [[String: Any]])?[1]["anyOf"] as? [[String: Any]]
    #expect(cash?.last?["const"] as? String == "cash")
  }
}

/// A recursive enumeration, for depth.
indirect enum Expression: Equatable, Sendable {
  case number(Int)
  case negate(Expression)
  case add(Expression, Expression)
}

final class Calculation: ReflectiveModel {
  var expression = Expression.number(0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["expression": \Calculation.expression] }
}

func expressionRegistry() throws -> MappingRegistry {
  let registry = MappingRegistry()
  try registry.registerEnum(Expression.self, as: .tagged("op")) { e in
    e.case("number", make: { v in .number(try v["value"]) }, match: { if case .number(let n) = $0 { ["value": n] } else { nil } })
    e.case("negate", make: { v in .negate(try v["of"]) }, match: { if case .negate(let x) = $0 { ["of": x] } else { nil } })
    e.case(
      "add", make: { v in .add(try v["left"], try v["right"]) },
      match: { if case .add(let l, let r) = $0 { ["left": l, "right": r] } else { nil } })
  }
  return registry
}

extension EnumMappingTests {
  @Test func aRecursiveEnumRoundTripsAndReportsDeepProblemsAtTheirPaths() throws {
    let registry = try expressionRegistry()
    let calculation = Calculation()
    calculation.expression = .add(.number(1), .negate(.add(.number(2), .number(3))))
    let back = try Calculation(jsonData: try calculation.jsonData(registry: registry), registry: registry)
    #expect(back.expression == calculation.expression)
    var issues: [MappingError] = []
    _ = try Calculation(
      jsonData: Data(#"{"expression": {"op": "add", "left": {"op": "number", "value": 1}, "right": {"op": "negate", "of": {"op": "x"}}}}"#.utf8),
      registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["expression.right.of.op"])
    #expect(issues.first?.property == "Calculation.expression.right.of.op")
  }

  @Test func hostileNestingOfARecursiveEnumIsAProblemNotACrash() throws {
    let registry = try expressionRegistry()
    var nested: [String: Any] = ["op": "number", "value": 1]
    for _ in 0..<5_000 { nested = ["op": "negate", "of": nested] }
    #expect(throws: MappingError.self) { try Calculation(dictionary: ["expression": nested], registry: registry) }
    let deepOutput = Calculation()
    var expression = Expression.number(1)
    for _ in 0..<5_000 { expression = .negate(expression) }
    deepOutput.expression = expression
    #expect(throws: MappingError.self) { try deepOutput.jsonData(registry: registry) }
    #expect(throws: MappingError.self) { try deepOutput.jsonObject(registry: registry) }
  }
}

extension EnumMappingTests {
  /// `registerEnum(_:as:_:)`'s doc comment and the Mapping Rules article's example, as written.
  @Test func theDocumentedExamplesRunAsWritten() throws {
    let registry = MappingRegistry()
    try registry.registerEnum(Payment.self, as: .adjacent(tag: "type", payload: "value")) { e in
      e.case(
        "card",
        make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
        match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
      e.case("cash", .cash)
    }
    let order = try PaymentOrder(dictionary: ["payment": ["type": "card", "value": ["last4": "4242"]]], registry: registry)
    #expect(order.payment == .card(last4: "4242", expiry: nil))
    let json = String(decoding: try order.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(json.contains(#""payment":{"type":"card","value":{"last4":"4242"}}"#), "\(json)")

    let tagged = MappingRegistry()
    try tagged.registerEnum(Payment.self, as: .tagged("type")) { e in
      e.case(
        "card",
        make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
        match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
      e.case("cash", .cash)
      e.case(
        "transfer",
        make: { v in .transfer(iban: try v["iban"]) },
        match: { if case .transfer(let iban) = $0 { ["iban": iban] } else { nil } })
    }
    let other = try PaymentOrder(dictionary: ["payment": ["type": "transfer", "iban": "DE89"]], registry: tagged)
    #expect(other.payment == .transfer(iban: "DE89"))
  }

  @Test func aRequiredEnumPropertysProblemIsFatal() throws {
    let registry = try paymentRegistry()
    try registry.register(PaymentOrder.self) { m in m.required = ["payment"] }
    do {
      _ = try PaymentOrder(dictionary: ["payment": ["type": "card"]], registry: registry)
      Issue.record("a required enum that cannot be made throws")
    } catch let error as MappingError {
      #expect(error.path == "payment.last4")
      #expect(error.isFatal)
    }
    #expect(try PaymentOrder(dictionary: ["payment": ["type": "cash"]], registry: registry).payment == .cash)
  }

  @Test func anEnumValueInADictionaryBuiltInCodeIsTakenAsItIs() throws {
    let registry = try paymentRegistry()
    let order = try PaymentOrder(
      dictionary: ["payment": Payment.transfer(iban: "X"), "history": [Payment.cash, Payment.split(parts: [1])]], registry: registry)
    #expect(order.payment == .transfer(iban: "X"))
    #expect(order.history == [.cash, .split(parts: [1])])
  }

  @Test func dictionaryRepresentationGivesTheSameObjectWithSwiftValues() throws {
    let registry = try paymentRegistry()
    let order = PaymentOrder()
    order.payment = .card(last4: "1", expiry: expiry)
    let plain = order.dictionaryRepresentation(registry: registry)["payment"] as? [String: Any]
    #expect(plain?["type"] as? String == "card")
    #expect(plain?["expiry"] as? Date == expiry)
  }
}

extension EnumMappingTests {
  @Test func manyThreadsReadAndWriteOneRegistrysEnumsAtOnce() async throws {
    let registry = try paymentRegistry()
    let json = Data(
      #"{"payment": {"type": "voucher", "code": 1, "note": {"text": "t", "stars": 2}}, "history": [{"type": "card", "last4": "1", "expiry": "2026-01-01T00:00:00Z"}]}"#
        .utf8)
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let order = try PaymentOrder(jsonData: json, registry: registry)
          let again = try PaymentOrder(jsonData: try order.jsonData(registry: registry), registry: registry)
          return again.fields == order.fields && order.payment == .voucher(code: 1, note: PaymentNote(text: "t", stars: 2))
        }
      }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
  }
}

/// The registry of `CodableCheckout`, with `Payment` in the adjacent layout.
let checkoutRegistry: MappingRegistry = {
  let registry = MappingRegistry()
  try! registerPayment(registry, .adjacent(tag: "type", payload: "value"))
  return registry
}()

final class CodableCheckout: ReflectiveCodable {
  var payment = Payment.cash
  var history: [Payment] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["payment": \CodableCheckout.payment, "history": \CodableCheckout.history] }
  static var codingRegistry: MappingRegistry { checkoutRegistry }
}

extension EnumMappingTests {
  @Test func aReflectiveCodableModelCarriesItsEnumsThroughJSONDecoderAndJSONEncoder() throws {
    let data = Data(#"{"payment": {"type": "transfer", "value": {"iban": "DE89"}}, "history": [{"type": "cash"}]}"#.utf8)
    let checkout = try JSONDecoder().decode(CodableCheckout.self, from: data)
    #expect(checkout.payment == .transfer(iban: "DE89"))
    #expect(checkout.history == [.cash])
    let again = try JSONDecoder().decode(CodableCheckout.self, from: try JSONEncoder().encode(checkout))
    #expect(again.payment == checkout.payment && again.history == checkout.history)

    let unknownTag = Data(#"{"payment": {"type": "bitcoin"}}"#.utf8)
    // Through a coder an unknown case is a DecodingError (Codable's meaning)…
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CodableCheckout.self, from: unknownTag) }
    // …and under the registry's rules, chosen, an issue: the property keeps its value.
    let lenient = JSONDecoder()
    lenient.userInfo[MappingRegistry.codingRulesUserInfoKey] = CodingRules.registry
    #expect(try lenient.decode(CodableCheckout.self, from: unknownTag).payment == .cash)
  }
}

/// A model registered before the enum it holds: its findings say the enum has no conversion
/// and no JSON form; once the enum is registered they are gone, and it reads and writes.
@Test func findingsAboutAnEnumRegisteredLaterGoAway() throws {
  let registry = MappingRegistry()
  try registry.register(PaymentOrder.self)
  let before = registry.issues(for: PaymentOrder.self).compactMap(\.registrationCode)
  #expect(before.contains(.noBuiltInConversion) || before.contains(.noJSONForm), "\(before)")
  try registerPayment(registry, .tagged("type"))
  let after = registry.issues(for: PaymentOrder.self).compactMap(\.registrationCode)
  #expect(!after.contains(.noBuiltInConversion) && !after.contains(.noJSONForm) && !after.contains(.oneWayProperty), "\(after)")
  let order = try PaymentOrder(dictionary: ["payment": ["type": "cash"]], registry: registry)
  #expect(order.payment == .cash)
  #expect(try order.jsonObject(registry: registry)["payment"] as? [String: String] == ["type": "cash"])
}
