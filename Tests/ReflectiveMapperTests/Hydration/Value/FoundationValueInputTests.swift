import Foundation
import ReflectiveMapper
import Testing

final class FoundationValues: ReflectiveModel {
  var tags: [String] = []
  var moreTags: [String] = []
  var link = ""
  var otherLink = ""
  var amount = Decimal(0)
  var number = NSNumber(value: 0)
  var count = NSNumber(value: 0)
  var when = Date(timeIntervalSince1970: 0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "tags": \FoundationValues.tags, "moreTags": \FoundationValues.moreTags, "link": \FoundationValues.link,
      "otherLink": \FoundationValues.otherLink, "amount": \FoundationValues.amount, "number": \FoundationValues.number,
      "count": \FoundationValues.count, "when": \FoundationValues.when,
    ]
  }
}

/// Foundation values in a dictionary that a property of a neighbouring type takes without loss
/// (KakaJSON's own tests): a set for an array, a URL for a string, any floating-point or
/// integer type for `Decimal` and `NSNumber`, a `Decimal` for a date in seconds.
@Suite struct FoundationValueInputTests {
  @Test func neighbouringFoundationValuesAreRead() throws {
    let registry = MappingRegistry()
    try registry.register(FoundationValues.self) { m in m.dateStrategies["when"] = .secondsSince1970 }
    var issues: [MappingError] = []
    let made = try FoundationValues(
      dictionary: [
        "tags": Set(["a", "b"]), "moreTags": NSSet(array: ["c"]), "link": URL(string: "https://x.example/a?b=1")!,
        "otherLink": NSURL(string: "https://y.example/c")!, "amount": CGFloat(1.5), "number": CGFloat(4.5),
        "count": Int16(7), "when": Decimal(1_700_000_000),
      ], registry: registry, issues: &issues)
    #expect(issues.isEmpty)
    #expect(made.tags.sorted() == ["a", "b"] && made.moreTags == ["c"])
    #expect(made.link == "https://x.example/a?b=1" && made.otherLink == "https://y.example/c")
    #expect(made.amount == Decimal(string: "1.5"))
    #expect(made.number == NSNumber(value: 4.5) && made.count == NSNumber(value: 7))
    #expect(made.when == Date(timeIntervalSince1970: 1_700_000_000))
  }

  @Test func nonFiniteFloatsAreStillRefused() throws {
    var issues: [MappingError] = []
    _ = try FoundationValues(
      dictionary: ["amount": CGFloat.infinity, "number": CGFloat.nan], registry: MappingRegistry(), issues: &issues)
    #expect(Set(issues.map(\.path)) == ["amount", "number"])
  }
}

/// KakaJSON's last two rows: a `Decimal` boxed in an `Optional` inside `Any` (what
/// `Decimal(string:) as Any` makes) read into a `Date?`, and a `Decimal` into an `NSNumber`
/// that compares equal to the `NSNumber` of the same `Double`.
final class KakaDecimals: ReflectiveModel {
  var when: Date?
  var number = NSNumber(value: 0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["when": \KakaDecimals.when, "number": \KakaDecimals.number] }
}

extension FoundationValueInputTests {
  @Test func aDecimalInAnOptionalInAnyIsADateInSeconds() throws {
    let registry = MappingRegistry()
    try registry.register(KakaDecimals.self) { m in m.dateStrategies["when"] = .secondsSince1970 }
    var issues: [MappingError] = []
    let boxed: Any = Decimal(string: "1700000000.5") as Any
    let made = try KakaDecimals(dictionary: ["when": boxed, "number": Decimal(string: "6.25") as Any], registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    #expect(made.when == Date(timeIntervalSince1970: 1_700_000_000.5))
    #expect(made.number == NSNumber(value: 6.25), "\(made.number)")
    // With the default date rule too (ISO 8601 strings and numbers of seconds).
    let plain = try KakaDecimals(dictionary: ["when": boxed], registry: MappingRegistry())
    #expect(plain.when == Date(timeIntervalSince1970: 1_700_000_000.5))
  }

  @Test func aDecimalIntoAnNSNumberComparesEqualToTheDoublesNumber() throws {
    for text in ["3.14", "0.1", "-2.5", "1e10"] {
      let made = try KakaDecimals(dictionary: ["number": Decimal(string: text)!], registry: MappingRegistry())
      #expect(made.number == NSNumber(value: Double(text)!), "\(text): \(made.number)")
    }
  }
}
