import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

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
    "string": ["string", "number", "bool", "negative", "huge"], "bool": ["bool"],
    // "garbage" is a valid relative URL reference.
    "url": ["string"],
    "double": ["number", "negative", "huge"], "float": ["number", "negative", "huge"],
    "decimal": ["number", "negative", "huge"],
    // UInt64.max seconds is past the year 9999 that ISO 8601 output can write back.
    "date": ["number", "negative"],
    "int": ["negative"], "any": Set(garbage.map(\.name)).subtracting(["null"]), "optionalInt": ["null", "negative"],
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
}
