import Foundation
import ReflectiveMapper
import Testing

struct Money: Equatable, Sendable {
  var amount: Decimal
  var currency: String
}

enum Gender: String, Sendable {
  case male, female, unknown
}

final class Invoice: ReflectiveModel {
  var total = Money(amount: 0, currency: "XXX")
  var lines: [Money] = []
  var tax: Money?
  var title = ""
  var count = 0
  var start: Date?
  var gender = Gender.unknown
  var link: URL?
  var homepage: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "total": \Invoice.total, "lines": \Invoice.lines, "tax": \Invoice.tax, "title": \Invoice.title,
      "count": \Invoice.count, "start": \Invoice.start, "gender": \Invoice.gender, "link": \Invoice.link,
      "homepage": \Invoice.homepage,
    ]
  }
}

/// The Money transform of the issue: `{"amount": "12.30", "currency": "EUR"}`.
let moneyHydrate: @Sendable (Any) throws -> Money = { raw in
  guard let object = raw as? [String: Any], let amount = object["amount"] as? String,
    let value = Decimal(string: amount), let currency = object["currency"] as? String
  else { throw MappingError(reason: .custom("not a money object")) }
  return Money(amount: value, currency: currency)
}
let moneySerialize: @Sendable (Money) throws -> Any = { money in
  ["amount": "\(money.amount)", "currency": money.currency]
}

/// A registry that knows how to map `Money`, for tests about other features of `Invoice`.
func moneyRegistry() -> MappingRegistry {
  let registry = MappingRegistry()
  registry.registerTransform(Money.self, hydrate: moneyHydrate, serialize: moneySerialize)
  return registry
}

@Suite struct TransformTests {}

extension TransformTests {
  @Test func aRegistryTransformAppliesToEveryPropertyOfItsTypeAtAnyDepthBothWays() throws {
    let registry = MappingRegistry()
    registry.registerTransform(Money.self, hydrate: moneyHydrate, serialize: moneySerialize)
    let input: [String: Any] = [
      "total": ["amount": "12.30", "currency": "EUR"],
      "lines": [["amount": "10.00", "currency": "EUR"], ["amount": "2.30", "currency": "EUR"]],
      "tax": ["amount": "0.50", "currency": "EUR"],
    ]
    let invoice = try Invoice(dictionary: input, registry: registry)
    #expect(invoice.total == Money(amount: Decimal(string: "12.30")!, currency: "EUR"))
    #expect(invoice.lines.map(\.amount) == [Decimal(10), Decimal(string: "2.3")!])
    #expect(invoice.tax?.amount == Decimal(string: "0.5"))
    let output = try invoice.jsonObject(registry: registry)
    #expect((output["total"] as? [String: String]) == ["amount": "12.3", "currency": "EUR"])
    let again = try Invoice(dictionary: output, registry: registry)
    #expect(again.total == invoice.total && again.lines == invoice.lines && again.tax == invoice.tax)
  }

  @Test func adaptersWinOverModelTransformsWhichWinOverRegistryTransforms() throws {
    let registry = MappingRegistry()
    registry.registerTransform(Money.self, hydrate: { _ in Money(amount: 1, currency: "REG") }, serialize: moneySerialize)
    try registry.register(Invoice.self) { m in
      m.transform(Money.self, hydrate: { _ in Money(amount: 2, currency: "MODEL") }, serialize: moneySerialize)
      m.adapters["tax"] = Adapter { _ in Money(amount: 3, currency: "ADAPTER") }
    }
    let invoice = try Invoice(dictionary: ["total": [:] as [String: Any], "tax": [:] as [String: Any]], registry: registry)
    #expect(invoice.total.currency == "MODEL")
    #expect(invoice.tax?.currency == "ADAPTER")
    let other = MappingRegistry()
    other.registerTransform(Money.self, hydrate: { _ in Money(amount: 1, currency: "REG") }, serialize: moneySerialize)
    #expect(try Invoice(dictionary: ["total": 5], registry: other).total.currency == "REG")
  }

  @Test func aThrowingTransformIsAnIssueAtThePropertyAndDropsAnElement() throws {
    let registry = MappingRegistry()
    registry.registerTransform(Money.self, hydrate: moneyHydrate, serialize: moneySerialize)
    var issues: [MappingError] = []
    let invoice = try Invoice(
      dictionary: ["total": "oops", "lines": [["amount": "1", "currency": "EUR"], 7]], registry: registry, issues: &issues)
    #expect(invoice.total.currency == "XXX")
    #expect(invoice.lines.count == 1)
    #expect(Set(issues.map(\.path)) == ["total", "lines[1]"])
  }

  @Test func enumerationsByTableMapServiceSpellingsAndFallBack() throws {
    let registry = moneyRegistry()
    try registry.register(Invoice.self) { m in
      m.adapters["gender"] = .table(["m": Gender.male, "male": .male, "f": .female, "female": .female], fallback: .unknown)
    }
    #expect(try Invoice(dictionary: ["gender": "M"], registry: registry).gender == .male)
    #expect(try Invoice(dictionary: ["gender": "female"], registry: registry).gender == .female)
    #expect(try Invoice(dictionary: ["gender": "x"], registry: registry).gender == .unknown)
    let invoice = Invoice()
    invoice.gender = .female
    #expect(try invoice.jsonObject(registry: registry)["gender"] as? String == "f")

    let strict = moneyRegistry()
    try strict.register(Invoice.self) { m in m.adapters["gender"] = .table(["m": Gender.male]) }
    var issues: [MappingError] = []
    let unknown = try Invoice(dictionary: ["gender": "x"], registry: strict, issues: &issues)
    #expect(unknown.gender == .unknown)
    #expect(issues.first?.path == "gender")
    #expect(issues.first?.isFatal == false)
  }

  @Test func candidateKeysTakeTheFirstPresentAndOutputTheFirst() throws {
    let registry = moneyRegistry()
    try registry.register(Invoice.self) { m in m.candidateKeys["title"] = ["full_title", "title", "name"] }
    #expect(try Invoice(dictionary: ["name": "n", "title": "t"], registry: registry).title == "t")
    #expect(try Invoice(dictionary: ["name": "n", "full_title": "f", "title": "t"], registry: registry).title == "f")
    #expect(try Invoice(jsonData: Data(#"{"name":"n","full_title":"f","title":"t"}"#.utf8), registry: registry).title == "f")
    let invoice = Invoice()
    invoice.title = "x"
    #expect(try invoice.jsonObject(registry: registry)["full_title"] as? String == "x")
    let conflict = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Invoice.self) { m in
        m.keys = ["t": "title"]
        m.candidateKeys["title"] = ["a", "b"]
      }
    }
    #expect(conflict.registrationCode == .conflictingKeys && conflict.property == "Invoice.title")
  }

  @Test func twoFieldsCombineIntoOnePropertyAndSplitAgain() throws {
    let registry = moneyRegistry()
    try registry.register(Invoice.self) { m in
      m.combine(["date", "time"], into: "start") { parts in
        "\(parts[0] as? String ?? "")T\(parts[1] as? String ?? "00:00:00")Z"
      } split: { value in
        let text = ISO8601DateFormatter().string(from: value as! Date)
        return [String(text.prefix(10)), String(text.dropFirst(11).prefix(8))]
      }
    }
    let input: [String: Any] = ["date": "2024-03-05", "time": "10:20:30"]
    let invoice = try Invoice(dictionary: input, registry: registry)
    #expect(invoice.start == Date(timeIntervalSince1970: 1_709_634_030))  // 2024-03-05T10:20:30Z
    let output = try invoice.jsonObject(registry: registry)
    #expect(output["date"] as? String == "2024-03-05")
    #expect(output["time"] as? String == "10:20:30")
    #expect(output["start"] == nil)
    let fromBytes = try Invoice(jsonData: try invoice.jsonData(registry: registry), registry: registry)
    #expect(fromBytes.start == invoice.start)
    #expect(try Invoice(dictionary: ["title": "t"], registry: registry).start == nil)
  }

  @Test func defaultsApplyWhenMissingOrInvalidButNotWhenPresent() throws {
    let registry = moneyRegistry()  // Invoice's Money properties are written through the transform
    try registry.register(Invoice.self) { m in
      m.defaults["count"] = 10
      m.defaults["title"] = "untitled"
    }
    let missing = try Invoice(dictionary: [:], registry: registry)
    #expect(missing.count == 10 && missing.title == "untitled")
    var issues: [MappingError] = []
    let invalid = try Invoice(dictionary: ["count": "many", "title": "ok"], registry: registry, issues: &issues)
    #expect(invalid.count == 10 && invalid.title == "ok")
    #expect(issues.map(\.path) == ["count"])
    #expect(try Invoice(dictionary: ["count": 3], registry: registry).count == 3)
    #expect(try Invoice(jsonData: Data("{}".utf8), registry: registry).count == 10)
    let wrongDefault = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Invoice.self) { m in m.defaults["count"] = "ten" }
    }
    #expect(wrongDefault.registrationCode == .defaultValueMismatch && wrongDefault.property == "Invoice.count")
  }

  @Test func theAfterMappingHookValidatesTheWholeObject() throws {
    let registry = moneyRegistry()  // Invoice's Money properties are written through the transform
    try registry.register(Invoice.self) { m in
      m.afterMapping = { invoice, report in
        if invoice.title.isEmpty { report.warn("an invoice should have a title", property: "title") }
        if invoice.count < 0 { report.fail("count must not be negative", property: "count") }
      }
    }
    var issues: [MappingError] = []
    _ = try Invoice(dictionary: ["count": 1], registry: registry, issues: &issues)
    #expect(issues.map(\.reason) == [.custom("an invoice should have a title")])
    #expect(issues.map(\.property) == ["Invoice.title"] && issues.allSatisfy { !$0.isFatal })
    let error = try #require(throws: MappingError.self) { try Invoice(dictionary: ["count": -1, "title": "t"], registry: registry) }
    #expect(error.reason == .custom("count must not be negative") && error.path == "count" && error.property == "Invoice.count")
    let fromBytes = try #require(throws: MappingError.self) { try Invoice(jsonData: Data(#"{"count":-1}"#.utf8), registry: registry) }
    #expect(fromBytes.reason.code == "custom" && fromBytes.path == "count" && fromBytes.property == "Invoice.count")
  }

  @Test func theMappingContextResolvesRelativeURLsAndFeedsContextualAdapters() throws {
    let registry = moneyRegistry()  // Invoice's Money properties are written through the transform
    try registry.register(Invoice.self) { m in
      m.allowedURLSchemes = ["https"]
      m.adapters["title"] = Adapter(contextual: { raw, context in
        "\(raw) (\(context["locale"] as? String ?? "?"))"
      })
    }
    let context = MappingContext(baseURL: URL(string: "https://api.example.com/v2/"), values: ["locale": "fr"])
    let invoice = try Invoice(
      dictionary: ["link": "items/7", "homepage": "https://example.org/", "title": "Facture"], registry: registry,
      context: context)
    #expect(invoice.link?.absoluteString == "https://api.example.com/v2/items/7")
    #expect(invoice.homepage?.host == "example.org")
    #expect(invoice.title == "Facture (fr)")
    var issues: [MappingError] = []
    let insecure = try Invoice(
      dictionary: ["link": "http://insecure.example/", "homepage": "javascript:alert(1)"], registry: registry,
      context: context, issues: &issues)
    #expect(insecure.link == nil && insecure.homepage == nil)
    #expect(Set(issues.map(\.path)) == ["link", "homepage"])
  }

  @Test func contextualResolversReadTheMappingContext() throws {
    let registry = MappingRegistry()
    try registry.register(Account.self) { m in
      m.typeResolvers["shapes"] = TypeResolver(contextual: { _, context in
        (context["roundShapes"] as? Bool) == true ? Circle.self : Square.self
      })
      m.elementTypes["anyShapes"] = Square.self
    }
    let round = try Account(dictionary: ["shapes": [["radius": 1]]], registry: registry, context: MappingContext(values: ["roundShapes": true]))
    #expect(round.shapes.first is Circle)
    let square = try Account(dictionary: ["shapes": [["side": 1]]], registry: registry, context: MappingContext())
    #expect(square.shapes.first is Square)
  }
}
