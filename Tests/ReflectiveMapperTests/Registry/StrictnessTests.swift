import Foundation
import ReflectiveMapper
import Testing

/// Issue "server use" §2: one strict switch.
@Suite struct StrictnessTests {
  func strictRegistry() -> MappingRegistry {
    let registry = MappingRegistry()
    registry.strictness = .strict
    return registry
  }

  /// Hydrates through both entry points (`init(dictionary:)` on JSONSerialization's output
  /// and `init(jsonData:)`) and returns the thrown errors, or `nil` for success.
  func bothPaths(_ body: [String: Any], _ registry: MappingRegistry) throws -> [MappingError?] {
    let data = try jsonBytes(body)
    let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let runs: [() throws -> Order] = [
      { try Order(dictionary: parsed, registry: registry) },
      { try Order(jsonData: data, registry: registry) },
    ]
    // Any other error is rethrown, failing the test (it is not a refusal).
    return try runs.map { run in
      do {
        _ = try run()
        return nil
      } catch let error as MappingError {
        return error
      }
    }
  }

  /// Every lenient conversion the default allows, each refused under `.strict`.
  static var lenientOnly: [(key: String, value: Any, expected: String)] {
    [
      ("id", "5", "Int"),
      ("count", "7", "UInt8"),
      ("price", "1.5", "Double"),
      ("weight", "2", "Float"),
      ("total", "12.30", "Decimal"),
      ("note", 5, "String"),
      ("note", 1.5, "String"),
      ("isGift", "true", "Bool"),
      ("isGift", 1, "Bool"),
      ("isGift", 0, "Bool"),
      ("code", "42", "Int"),
      ("status", "1", "Int"),
    ]
  }

  @Test(arguments: 0..<12)
  func eachLenientConversionIsAcceptedByDefaultAndRefusedUnderStrict(_ index: Int) throws {
    #expect(Self.lenientOnly.count == 12)
    let (key, value, expected) = Self.lenientOnly[index]
    for error in try bothPaths([key: value], MappingRegistry()) { #expect(error == nil) }
    for error in try bothPaths([key: value], strictRegistry()) {
      let problem = try #require(error)
      #expect(problem.isFatal)
      #expect(problem.path == key)
      guard case .typeMismatch(let named, _) = problem.reason else {
        Issue.record("expected a type mismatch, got \(problem.reason)")
        continue
      }
      #expect(named == expected)
    }
  }

  @Test func exactJSONValuesAreAcceptedUnderStrict() throws {
    let body: [String: Any] = [
      "id": 5, "count": 255, "price": 1.5, "weight": 2, "total": 12.3, "note": "n", "isGift": true, "code": NSNull(),
      "status": 2, "quantities": [1, 2.0], "tags": ["a"], "placedAt": "2024-05-01T10:00:00Z",
      "customer": ["name": "Ada", "vip": false],
    ]
    let data = try jsonBytes(body)
    let order = try Order(jsonData: data, registry: strictRegistry())
    #expect(order.id == 5 && order.count == 255 && order.price == 1.5 && order.weight == 2)
    #expect(order.note == "n" && order.isGift && order.code == nil && order.status == .closed)
    #expect(order.quantities == [1, 2] && order.tags == ["a"] && order.customer?.name == "Ada")
    #expect(order.placedAt == Date(timeIntervalSince1970: 1_714_557_600))
    let fromDictionary = try Order(
      dictionary: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]), registry: strictRegistry())
    #expect(fromDictionary.total == order.total && fromDictionary.quantities == order.quantities)
  }

  @Test func losslessRulesStillHoldUnderStrict() throws {
    for error in try bothPaths(["count": 300], strictRegistry()) {
      guard case .notRepresentable? = error?.reason else {
        Issue.record("300 into UInt8 must be refused as not representable")
        continue
      }
    }
    for error in try bothPaths(["id": 3.5], strictRegistry()) { #expect(error?.isFatal == true) }
    for error in try bothPaths(["id": 3.0], strictRegistry()) { #expect(error == nil) }
  }

  @Test func collectionElementsAndNestedModelsAreStrictAndFatal() throws {
    let cases: [[String: Any]] = [
      ["quantities": [1, "2"]],
      ["tags": ["a", 2]],
      ["customer": ["vip": "true"]],
    ]
    for body in cases {
      for error in try bothPaths(body, MappingRegistry()) { #expect(error == nil) }
      for error in try bothPaths(body, strictRegistry()) { #expect(error?.isFatal == true) }
    }
  }

  @Test func unknownKeysFollowUnknownKeysAloneUnderStrict() throws {
    // Strictness is about values: a strict consumer of a payload maps a subset of it.
    for error in try bothPaths(["id": 1, "extra": true, "customer": ["name": "a", "age": 3]], strictRegistry()) {
      #expect(error == nil)
    }
    // An explicit .ignore holds, and .fail fails, at any depth.
    let ignoring = strictRegistry()
    try ignoring.register(Order.self) { m in m.unknownKeys = .ignore }
    for error in try bothPaths(["id": 1, "extra": true], ignoring) { #expect(error == nil) }
    let failing = strictRegistry()
    try failing.register(Order.self) { m in m.unknownKeys = .fail }
    try failing.register(OrderCustomer.self) { m in m.unknownKeys = .fail }
    for error in try bothPaths(["id": 1, "extra": true], failing) {
      #expect(error?.reason == .unknownKey("extra"))
      #expect(error?.path == "extra")
    }
    for error in try bothPaths(["customer": ["name": "a", "age": 3]], failing) {
      #expect(error?.reason == .unknownKey("age"))
      #expect(error?.path == "customer.age")
    }
  }

  @Test func requiredRejectsNullAndAbsenceUnderStrict() throws {
    let registry = strictRegistry()
    try registry.register(Order.self) { m in m.required = ["code", "note"] }
    let null = try #require(throws: MappingError.self) { try Order(dictionary: ["code": NSNull(), "note": "n"], registry: registry) }
    #expect(null.reason == .requiredValueIsNull)
    #expect(null.path == "code")
    #expect(null.property == "Order.code")
    let missing = try #require(throws: MappingError.self) { try Order(jsonData: Data(#"{"code": 1}"#.utf8), registry: registry) }
    #expect(missing.reason == .missingRequiredValue)
    #expect(missing.path == "note")
  }

  @Test func requiredNullSaysSoInLenientModeToo() throws {
    let registry = MappingRegistry()
    try registry.register(Order.self) { m in m.required = ["code", "note"] }
    // A required non-optional: null is refused, and the message says why.
    let error = try #require(throws: MappingError.self) { try Order(jsonData: Data(#"{"code": 1, "note": null}"#.utf8), registry: registry) }
    #expect(error.reason == .requiredValueIsNull)
    #expect(error.path == "note" && error.property == "Order.note")
    // A required optional too: required means a value is there, in every mode.
    let optional = try #require(throws: MappingError.self) { try Order(dictionary: ["code": NSNull(), "note": "n"], registry: registry) }
    #expect(optional.reason == .requiredValueIsNull)
    #expect(optional.path == "code" && optional.property == "Order.code")
  }

  @Test func aModelsOwnStrictnessWinsOverTheRegistrys() throws {
    let strict = strictRegistry()
    try strict.register(Order.self) { m in m.strictness = .lenient }
    let order = try Order(dictionary: ["id": "5", "extra": 1], registry: strict)
    #expect(order.id == 5)
    // Nested models without a setting of their own follow the registry.
    let nestedStrict = try #require(throws: MappingError.self) { try Order(dictionary: ["customer": ["vip": 1]], registry: strict) }
    #expect(nestedStrict.reason.code == "typeMismatch" && nestedStrict.path == "customer.vip")

    let lenient = MappingRegistry()
    try lenient.register(OrderCustomer.self) { m in m.strictness = .strict }
    #expect(try Order(dictionary: ["id": "5"], registry: lenient).id == 5)
    let nestedOwn = try #require(throws: MappingError.self) { try Order(dictionary: ["customer": ["vip": 1]], registry: lenient) }
    #expect(nestedOwn.reason.code == "typeMismatch" && nestedOwn.path == "customer.vip")
  }

  @Test func switchingTheRegistryRecompilesItsPlans() throws {
    let registry = MappingRegistry()
    #expect(try Order(dictionary: ["id": "5"], registry: registry).id == 5)
    registry.strictness = .strict
    let recompiled = try #require(throws: MappingError.self) { try Order(dictionary: ["id": "5"], registry: registry) }
    #expect(recompiled.reason.code == "typeMismatch" && recompiled.path == "id")
    registry.strictness = .lenient
    #expect(try Order(dictionary: ["id": "5"], registry: registry).id == 5)
  }

  @Test func collectedUnknownKeysStayCollectedUnderStrict() throws {
    let registry = strictRegistry()
    try registry.register(CollectingNote.self) { m in m.unknownKeys = .collect }
    let note = try CollectingNote(dictionary: ["text": "t", "extra": 1], registry: registry)
    #expect(note.unknownValues["extra"] as? Int == 1)
  }
}

final class CollectingNote: ReflectiveModel, UnknownKeyCollecting {
  var text = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["text": \CollectingNote.text] }
}

extension StrictnessTests {
  @Test func aTopLevelElementThatIsNotAnObjectFailsTheCallUnderStrict() throws {
    let body: [Any] = [["id": 1], 7]
    let data = try jsonBytes(body)
    var issues: [MappingError] = []
    #expect(try [Order](dictionaries: body, registry: MappingRegistry(), issues: &issues).count == 1)
    #expect(issues.map(\.path) == ["[1]"] && issues.allSatisfy { !$0.isFatal })
    let strict = strictRegistry()
    for run in [{ _ = try [Order](dictionaries: body, registry: strict) }, { _ = try [Order](jsonData: data, registry: strict) }]
      as [() throws -> Void]
    {
      let error = try #require(throws: MappingError.self) { try run() }
      #expect(error.path == "[1]")
      #expect(error.isFatal)
    }
  }
}
