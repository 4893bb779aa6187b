import Foundation
import ReflectiveMapper
import Testing

/// A model with `Int128` and `UInt128` properties, bare, optional and in collections.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class WideCounters: ReflectiveModel {
  var signed: Int128 = 7
  var unsigned: UInt128?
  var series: [Int128] = []
  var byName: [String: UInt128] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["signed": \WideCounters.signed, "unsigned": \WideCounters.unsigned, "series": \WideCounters.series, "byName": \WideCounters.byName]
  }
}

/// A `Codable` value holding the two widths, as a model's property (the Codable bridge).
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
struct WideLedgerEntry: Codable, Equatable {
  var amount: Int128
  var limits: [UInt128]
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class WideLedger: ReflectiveModel {
  var entry = WideLedgerEntry(amount: 0, limits: [])
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["entry": \WideLedger.entry] }
}

/// A model holding the two widths where only their run-time type says what they are.
final class WideBag: ReflectiveModel {
  var anything: Any = 0
  var list: [Any] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["anything": \WideBag.anything, "list": \WideBag.list] }
}

/// `Int128` and `UInt128` are JSON numbers both ways, exact over their whole range, as
/// `JSONEncoder` and `JSONDecoder` treat them (before, a model wrote them as strings and a
/// `Codable` value holding one could not be read from parsed values nor written).
@Suite struct WideIntegerTests {
  static let extremes = """
    {"signed": -170141183460469231731687303715884105728, "unsigned": 340282366920938463463374607431768211455,
     "series": [170141183460469231731687303715884105727, 18446744073709551616, -1, 1e3], "byName": {"a": 0, "b": 18446744073709551615}}
    """

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func theWholeRangeReadsFromBytesAndFromParsedValues() throws {
    let fromBytes = try WideCounters(jsonString: Self.extremes)
    let fromParsed = try WideCounters(dictionary: try JSONParser.parse(Data(Self.extremes.utf8)) as! [String: Any])
    for counters in [fromBytes, fromParsed] {
      #expect(counters.signed == .min && counters.unsigned == .max)
      #expect(counters.series == [.max, Int128(UInt64.max) + 1, -1, 1000])
      #expect(counters.byName == ["a": 0, "b": UInt128(UInt64.max)])
    }
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func aValueOutOfRangeIsAProblemAtItsPathAndTheValueIsKept() throws {
    for json in [#"{"signed": 170141183460469231731687303715884105728}"#, #"{"signed": 0.5}"#, #"{"signed": true}"#] {
      var issues: [MappingError] = []
      let counters = try WideCounters(jsonString: json, issues: &issues)
      #expect(counters.signed == 7, "\(json)")
      #expect(issues.map(\.path) == ["signed"], "\(json)")
    }
    var issues: [MappingError] = []
    let counters = try WideCounters(dictionary: ["unsigned": -1, "series": [1, "x"]], issues: &issues)
    #expect(counters.unsigned == nil && counters.series == [1])
    #expect(Set(issues.map(\.path)) == ["unsigned", "series[1]"])
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func numericTextIsReadUnlessStrict() throws {
    let text = #"{"signed": "-170141183460469231731687303715884105728"}"#
    #expect(try WideCounters(jsonString: text).signed == .min)
    let strict = MappingRegistry()
    strict.strictness = .strict
    #expect(throws: MappingError.self) { try WideCounters(jsonString: text, registry: strict) }
    #expect(try WideCounters(jsonString: #"{"signed": -5}"#, registry: strict).signed == -5)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func theyAreWrittenAsNumbersThatReadBack() throws {
    let counters = try WideCounters(jsonString: Self.extremes)
    let text = try counters.jsonString()
    #expect(text.contains(#""signed":-170141183460469231731687303715884105728"#))
    #expect(text.contains(#""unsigned":340282366920938463463374607431768211455"#))
    #expect(text.contains(#""series":[170141183460469231731687303715884105727,18446744073709551616,-1,1000]"#))
    let again = try WideCounters(jsonString: text)
    #expect(again.signed == counters.signed && again.unsigned == counters.unsigned && again.series == counters.series)
    // JSON values: the number itself (a `Decimal` beyond 64 bits), never its text.
    let object = try counters.jsonObject()
    #expect(object["signed"] as? Decimal == Decimal(string: "-170141183460469231731687303715884105728"))
    #expect((object["series"] as? [Any])?[2] as? Int == -1)
    #expect(try WideCounters(dictionary: object).unsigned == .max)
    // Plain output keeps the values as they are.
    #expect(counters.dictionaryRepresentation["signed"] as? Int128 == .min)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func inAnAnyPropertyTheyAreWrittenAsNumbersToo() throws {
    let bag = WideBag()
    bag.anything = Int128.min
    bag.list = [UInt128.max, Int128(-1)]
    let text = try bag.jsonString()
    #expect(text.contains(#""anything":-170141183460469231731687303715884105728"#))
    #expect(text.contains(#""list":[340282366920938463463374607431768211455,-1]"#))
    let object = try bag.jsonObject()
    #expect(object["anything"] as? Decimal == Decimal(string: "-170141183460469231731687303715884105728"))
    #expect((object["list"] as? [Any])?.last as? Int == -1)
    #expect(bag.dictionaryRepresentation["anything"] as? Int128 == .min)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func aCodableValueHoldingThemGoesThroughTheBridgeBothWays() throws {
    let json = #"{"entry": {"amount": -170141183460469231731687303715884105728, "limits": [1, 340282366920938463463374607431768211455]}}"#
    let expected = WideLedgerEntry(amount: .min, limits: [1, .max])
    #expect(try WideLedger(jsonString: json).entry == expected)
    let parsed = try JSONParser.parse(Data(json.utf8)) as! [String: Any]
    let ledger = try WideLedger(dictionary: parsed)
    #expect(ledger.entry == expected)
    let text = try ledger.jsonString()
    #expect(text.contains(#""amount":-170141183460469231731687303715884105728"#))
    #expect(text.contains(#""limits":[1,340282366920938463463374607431768211455]"#))
    #expect(try WideLedger(jsonString: text).entry == expected)
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func theSchemaGivesTheWholeRange() throws {
    let definitions = MappingRegistry().jsonSchema(for: WideCounters.self)["$defs"] as? [String: Any]
    let properties = (definitions?["WideCounters"] as? [String: Any])?["properties"] as? [String: Any]
    let signed = properties?["signed"] as? [String: Any]
    #expect(signed?["type"] as? String == "integer")
    #expect(signed?["minimum"] as? Decimal == Decimal(string: "-170141183460469231731687303715884105728"))
    #expect(signed?["maximum"] as? Decimal == Decimal(string: "170141183460469231731687303715884105727"))
  }
}
