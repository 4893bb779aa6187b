import Foundation
import Testing
@testable import ReflectiveMapper

@Suite struct CoercionTests {}

extension CoercionTests {
  /// Hydrates one `Widths` property from `value` and returns the model and the issues.
  func hydrate(_ key: String, _ value: Any) throws -> (Widths, [MappingError]) {
    var issues: [MappingError] = []
    let model = try Widths(dictionary: [key: value], registry: MappingRegistry(), issues: &issues)
    return (model, issues)
  }

  @Test func numericStringsBecomeNumbersAndNumbersBecomeStrings() throws {
    #expect(try hydrate("int", "47").0.int == 47)
    #expect(try hydrate("int", "1e2").0.int == 100)
    #expect(try hydrate("int", "47.0").0.int == 47)
    #expect(try hydrate("uint64", "18446744073709551615").0.uint64 == UInt64.max)
    #expect(try hydrate("double", "2.25").0.double == 2.25)
    #expect(try hydrate("string", 47).0.string == "47")
    #expect(try hydrate("string", NSNumber(value: 2.5)).0.string == "2.5")
    #expect(try hydrate("decimal", "3.14159265358979323846").0.decimal == Decimal(string: "3.14159265358979323846"))
  }

  @Test func integralFloatingPointBecomesAnInteger() throws {
    #expect(try hydrate("int", 3.0).0.int == 3)
    #expect(try hydrate("int8", NSNumber(value: -4.0)).0.int8 == -4)
  }

  @Test func lossyConversionsAreRefused() throws {
    let cases: [(String, Any)] = [
      ("int", 3.5), ("int", "3.5"), ("uint8", 300), ("uint8", -1), ("int8", NSNumber(value: 128)),
      ("int64", NSNumber(value: UInt64.max)), ("uint", "-1"), ("int", "99999999999999999999"),
      ("float", 1e300), ("double", "1e400"), ("int32", Double.nan), ("double", Double.infinity),
      ("decimal", "1" + String(repeating: "0", count: 60) + ".5"),
    ]
    for (key, value) in cases {
      let (model, issues) = try hydrate(key, value)
      #expect(issues.count == 1, "\(key) ← \(value)")
      let isNotRepresentable = issues.first.map { if case .notRepresentable = $0.reason { true } else { false } } ?? false
      #expect(isNotRepresentable, "\(key) ← \(value): \(issues)")
      #expect(model.int == 0 && model.uint8 == 0 && model.int8 == 0 && model.int64 == 0 && model.float == 0)
    }
  }

  @Test func booleansComeFromZeroOneAndTrueFalseOnly() throws {
    #expect(try hydrate("bool", 1).0.bool == true)
    #expect(try hydrate("bool", NSNumber(value: 1)).0.bool == true)
    #expect(try hydrate("bool", "true").0.bool == true)
    #expect(try hydrate("bool", "FALSE").1.isEmpty)
    #expect(try hydrate("bool", 2).1.count == 1)
    #expect(try hydrate("bool", "yes").1.count == 1)
  }

  @Test func aBoolIsNeverReadAsANumberOrAString() throws {
    let json = try JSONSerialization.jsonObject(with: Data(#"{"t": true}"#.utf8)) as! [String: Any]
    for key in ["int", "double", "string", "decimal", "uint8"] {
      let (_, issues) = try hydrate(key, json["t"]!)
      #expect(issues.first?.reason == .typeMismatch(expected: issues.first.map { _ in expectedName(key) } ?? "", found: "Bool true"))
    }
    #expect(try hydrate("int", true).1.count == 1)
  }

  func expectedName(_ key: String) -> String {
    ["int": "Int", "double": "Double", "string": "String", "decimal": "Decimal", "uint8": "UInt8"][key]!
  }

  @Test func floatingPointRoundsToTheNearestRepresentable() throws {
    #expect(try hydrate("float", 0.1).0.float == Float(0.1))
    #expect(try hydrate("double", 9_007_199_254_740_993).0.double == 9_007_199_254_740_992)
    #expect(try hydrate("float", "16777217").0.float == 16_777_216)
  }

  @Test func nonJSONNumberStringsAreRejected() throws {
    for text in ["0x10", "nan", "inf", " 4", "4 ", "1,5", "", "+1.5", ".5"] {
      let (model, issues) = try hydrate("double", text)
      #expect(model.double == 0, "\(text)")
      #expect(issues.count == 1, "\(text)")
    }
  }

  @Test func boxedOptionalsFromSwiftDictionariesAreUnwrapped() throws {
    let some: Int? = 5
    let none: String? = nil
    let (model, issues) = try hydrate("int", some as Any)
    #expect(model.int == 5 && issues.isEmpty)
    let feed = Feed()
    try feed.setValues(from: ["note": none as Any], registry: MappingRegistry())
    #expect(feed.note == nil)
  }

  @Test func nativeSwiftNumbersOfOtherWidthsConvertExactly() throws {
    #expect(try hydrate("int", UInt8(7)).0.int == 7)
    #expect(try hydrate("uint16", Int64(65535)).0.uint16 == 65535)
    #expect(try hydrate("double", Float(0.5)).0.double == 0.5)
    #expect(try hydrate("decimal", 0.1).0.decimal == Decimal(string: "0.1"))
    #expect(try hydrate("int", Decimal(42)).0.int == 42)
  }
}

// MARK: - Garbage

/// One property of every supported kind, to feed wrong-typed values to.
final class Everything: ReflectiveModel {
  var int = 1
  var uint8: UInt8 = 1
  var double = 1.0
  var float: Float = 1
  var bool = true
  var string = "kept"
  var decimal = Decimal(1)
  var date = Date(timeIntervalSince1970: 1)
  var url = URL(string: "https://kept.example")!
  var uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
  var data = Data([1])
  var status = Status.active
  var rock = Rock()
  var optionalRock: Rock?
  var ints: [Int] = [1]
  var rocks: [Rock] = []
  var set: Set<String> = ["kept"]
  var map: [String: Int] = ["kept": 1]
  var any: Any = "kept"
  var optionalInt: Int? = 1
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \Everything.int, "uint8": \Everything.uint8, "double": \Everything.double, "float": \Everything.float,
      "bool": \Everything.bool, "string": \Everything.string, "decimal": \Everything.decimal, "date": \Everything.date,
      "url": \Everything.url, "uuid": \Everything.uuid, "data": \Everything.data, "status": \Everything.status,
      "rock": \Everything.rock, "optionalRock": \Everything.optionalRock, "ints": \Everything.ints,
      "rocks": \Everything.rocks, "set": \Everything.set, "map": \Everything.map, "any": \Everything.any,
      "optionalInt": \Everything.optionalInt,
    ]
  }
}

@Suite struct GarbageInputTests {}

extension GarbageInputTests {
  static var garbage: [(name: String, value: Any)] {
    [
      ("string", "garbage"), ("number", 123.75), ("bool", NSNumber(value: true)), ("array", [1, "two", NSNull()]),
      ("dictionary", ["k": "v"]), ("null", NSNull()), ("negative", -5), ("huge", NSNumber(value: UInt64.max)),
      ("nan", Double.nan), ("nsdictionary", NSDictionary(dictionary: [1: "one"])),
      ("nonStringKeys", [1: "one"] as [Int: String]),
    ]
  }

  /// What each property accepts among the garbage values, by property and garbage name.
  static let accepted: [String: Set<String>] = [
    "string": ["string", "number", "negative", "huge"], "bool": ["bool"],
    // "garbage" is a valid relative URL reference.
    "url": ["string"],
    "double": ["number", "negative", "huge"], "float": ["number", "negative", "huge"],
    "decimal": ["number", "negative", "huge"],
    // UInt64.max seconds is past the year 9999 that ISO 8601 output can write back.
    "date": ["number", "negative"],
    "int": ["negative"], "any": Set(garbage.map(\.name)), "optionalInt": ["null", "negative"],
    "optionalRock": ["null", "dictionary"], "rock": ["dictionary"], "map": ["dictionary"],
    "ints": ["array"], "rocks": ["array"], "set": ["array"],
  ]

  @Test func everyPropertyTypeSurvivesEveryWrongTypeWithTheDocumentedOutcome() throws {
    let properties = Everything.keyPaths.keys.sorted()
    for property in properties {
      for (name, value) in Self.garbage {
        let model = Everything()
        var issues: [MappingError] = []
        try model.setValues(from: [property: value], registry: MappingRegistry(), issues: &issues)
        let acceptedWhole = Self.accepted[property, default: []].contains(name)
        #expect(issues.allSatisfy { !$0.isFatal }, "\(property) ← \(name)")
        if acceptedWhole {
          // Collections may still drop bad elements, each with its own issue.
          #expect(issues.allSatisfy { $0.path.hasPrefix(property + "[") || $0.path.hasPrefix(property + ".") }, "\(property) ← \(name): \(issues)")
        } else {
          #expect(issues.count == 1, "\(property) ← \(name): \(issues)")
          #expect(issues.first?.path == property, "\(property) ← \(name)")
          #expect(issues.first?.property == "Everything.\(property)")
        }
      }
    }
  }

  @Test func rejectedValuesLeaveThePropertyAsItWas() throws {
    let model = Everything()
    try model.setValues(
      from: ["int": "x", "string": [1], "date": "yesterday", "url": 5, "rock": "r", "status": "gone", "ints": "1,2"],
      registry: MappingRegistry())
    #expect(model.int == 1 && model.string == "kept" && model.date == Date(timeIntervalSince1970: 1))
    #expect(model.url.host == "kept.example" && model.status == .active && model.ints == [1])
  }

  @Test func badCollectionElementsAreDroppedOneByOne() throws {
    var issues: [MappingError] = []
    let model = try Everything(
      dictionary: ["ints": [1, "2", "x", 3.5, NSNull(), 4], "rocks": [["name": "a"], 5, ["name": 6]], "map": ["a": 1, "b": "q"]],
      registry: MappingRegistry(), issues: &issues)
    #expect(model.ints == [1, 2, 4])
    #expect(model.rocks.map(\.name) == ["a", "6"])
    #expect(model.map == ["a": 1])
    #expect(Set(issues.map(\.path)) == ["ints[2]", "ints[3]", "ints[4]", "rocks[1]", "map.b"])
    #expect(issues.first { $0.path == "map.b" }?.property == "Everything.map[\"b\"]")
  }

  @Test func nonStringDictionaryKeysAreReported() throws {
    var issues: [MappingError] = []
    _ = try Everything(dictionary: ["rock": [1: "x"] as [Int: String]], registry: MappingRegistry(), issues: &issues)
    #expect(issues.first?.reason == .nonStringKey(found: "number 1"))
  }

  @Test func errorMessagesTruncateLongValues() throws {
    var issues: [MappingError] = []
    let secret = String(repeating: "s3cr3t", count: 1000)
    _ = try Everything(dictionary: ["int": secret], registry: MappingRegistry(), issues: &issues)
    let message = try #require(issues.first).description
    #expect(message.count < 200)
    #expect(message.contains("…"))
  }
}
