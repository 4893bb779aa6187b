import Foundation
import ReflectiveMapper
import Testing

/// A Google-Directions-style route read through array indices.
final class Route: ReflectiveModel {
  var distance = 0
  var distanceText = ""
  var duration = 0
  var secondStart: String?
  var firstTag = ""
  var notFound = ""
  var cell: Double?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "distance": \Route.distance, "distanceText": \Route.distanceText, "duration": \Route.duration,
      "secondStart": \Route.secondStart, "firstTag": \Route.firstTag, "notFound": \Route.notFound, "cell": \Route.cell,
    ]
  }
}

/// One optional property at index 2, for the holes before it.
final class Sparse: ReflectiveModel {
  var third: String?
  var deep: Int?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["third": \Sparse.third, "deep": \Sparse.deep] }
}

/// Issue 12 §1: array indices in key paths, both ways.
@Suite struct IndexPathTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Route.self) { m in
      m.keys = [
        "legs.0.distance.value": "distance", "legs.0.distance.text": "distanceText", "legs.0.duration.value": "duration",
        "legs.1.start": "secondStart", "tags.0": "firstTag", "codes.\\404": "notFound", "matrix.0.1": "cell",
      ]
    }
    return registry
  }

  static let route = BothInputs(
    #"""
    {"legs": [{"distance": {"value": 1200, "text": "1.2 km"}, "duration": {"value": 90}}, {"start": "B"}],
     "tags": ["scenic", "long"], "codes": {"404": "gone"}, "matrix": [[0.5, 1.5]]}
    """#)

  func describe(_ route: Route) -> String {
    "\(route.distance)|\(route.distanceText)|\(route.duration)|\(route.secondStart ?? "nil")|\(route.firstTag)|\(route.notFound)|\(route.cell.map { "\($0)" } ?? "nil")"
  }

  func both(_ input: BothInputs, _ registry: MappingRegistry) throws -> (Route, [MappingError]) {
    var issues: [MappingError] = []
    let fromDictionary = try Route(dictionary: input.dictionary, registry: registry, issues: &issues)
    var byteIssues: [MappingError] = []
    let fromBytes = try Route(jsonData: input.data, registry: registry, issues: &byteIssues)
    #expect(describe(fromDictionary) == describe(fromBytes))
    #expect(issues == byteIssues)
    return (fromBytes, issues)
  }

  @Test func readsThroughArraysByIndexOnBothEntryPoints() throws {
    let (route, issues) = try both(Self.route, try registry())
    #expect(describe(route) == "1200|1.2 km|90|B|scenic|gone|1.5")
    #expect(issues.isEmpty)
  }

  @Test func aMissingIndexIsAMissingKey() throws {
    let input = BothInputs(#"{"legs": [{"distance": {"value": 5}}], "tags": [], "matrix": [[1]]}"#)
    let (route, issues) = try both(input, try registry())
    #expect(describe(route) == "5||0|nil|||nil")
    #expect(issues.isEmpty)
  }

  @Test func anIndexIntoANonArrayIsANonFatalIssueWithItsPath() throws {
    let input = BothInputs(#"{"legs": {"0": {"distance": {"value": 5}}}, "tags": "scenic", "matrix": [{"1": 2}], "codes": ["gone"]}"#)
    let (route, issues) = try both(input, try registry())
    #expect(describe(route) == "0||0|nil|||nil")
    #expect(issues.allSatisfy { !$0.isFatal })
    // One issue per property whose path meets the wrong kind of value, at the point of
    // mismatch, naming the property.
    let found = issues.map { "\($0.path) \($0.property ?? "-")" }.sorted()
    #expect(
      found == [
        "codes Route.notFound", "legs Route.distance", "legs Route.distanceText", "legs Route.duration", "legs Route.secondStart",
        "matrix.0 Route.cell", "tags Route.firstTag",
      ])
    #expect(issues.first { $0.path == "tags" }?.reason == .typeMismatch(expected: "an array", found: "String \"scenic\""))
    #expect(issues.first { $0.path == "codes" }?.reason == .typeMismatch(expected: "an object", found: "array of 1 element"))
  }

  @Test func aPathMeetingTheWrongKindOfValueIsFatalUnderStrictness() throws {
    let input = BothInputs(#"{"legs": {"0": {"distance": {"value": 5}}}, "tags": "scenic"}"#)
    for strictness in ["strictness", "isStrict"] {
      let registry = try registry()
      if strictness == "strictness" { registry.strictness = .strict }
      if strictness == "isStrict" {
        try registry.register(Route.self) { m in
          m.isStrict = true
          m.keys = ["legs.0.distance.value": "distance", "tags.0": "firstTag"]
        }
      }
      for run in [{ try Route(dictionary: input.dictionary, registry: registry) }, { try Route(jsonData: input.data, registry: registry) }] {
        let error = try #require(throws: MappingError.self, "\(strictness)") { try run() }
        #expect(error.issues.allSatisfy { $0.isFatal })
        let legs = try #require(error.issues.first { $0.property == "Route.distance" })
        #expect(legs.path == "legs" && legs.reason == .typeMismatch(expected: "an array", found: "dictionary of 1 key"))
        #expect(error.issues.contains { $0.path == "tags" && $0.property == "Route.firstTag" })
      }
    }
  }

  @Test func nullOnTheWayIsNull() throws {
    let registry = try registry()
    let input = BothInputs(#"{"legs": [null, null], "matrix": [null]}"#)
    let updates: [(Route, inout [MappingError]) throws -> Void] = [
      { try $0.setValues(from: input.dictionary, registry: registry, issues: &$1) },
      { try $0.setValues(fromJSON: input.data, registry: registry, issues: &$1) },
    ]
    for update in updates {
      // Values first, so that clearing them is seen.
      let route = try Route(jsonData: Self.route.data, registry: registry)
      #expect(route.cell == 1.5 && route.secondStart == "B" && route.distance == 1200)
      var issues: [MappingError] = []
      try update(route, &issues)
      #expect(route.cell == nil && route.secondStart == nil, "optionals behind a null are cleared")
      // `null` reaches non-optional properties as null: kept, with the usual non-fatal issue.
      #expect(route.distance == 1200 && route.duration == 90)
      #expect(issues.contains { $0.property == "Route.distance" && $0.reason.code == "nullValue" })
      #expect(issues.allSatisfy { !$0.isFatal })
    }
  }

  @Test func outputRebuildsArraysMergingPropertiesIntoTheSameElement() throws {
    let registry = try registry()
    let route = try Route(jsonData: Self.route.data, registry: registry)
    let object = try route.jsonObject(registry: registry)
    let expected: [String: Any] = [
      "legs": [["distance": ["value": 1200, "text": "1.2 km"], "duration": ["value": 90]], ["start": "B"]],
      "tags": ["scenic"], "codes": ["404": "gone"], "matrix": [[NSNull(), 1.5]],
    ]
    #expect(jsonEqual(object, expected))
    let data = try route.jsonData(registry: registry, options: .sortedKeys)
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), expected))
    let pretty = try route.jsonData(registry: registry, prettyPrinted: true)
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: pretty), expected))

    // Round trip: the same models and the same JSON shape.
    let again = try Route(dictionary: object, registry: registry)
    #expect(describe(again) == describe(route))
    let fromBytes = try Route(jsonData: data, registry: registry)
    #expect(describe(fromBytes) == describe(route))
    #expect(jsonEqual(try fromBytes.jsonObject(registry: registry), object))
    // A nil element property leaves its element out; later elements keep their indices.
    route.secondStart = nil
    #expect(((try route.jsonObject(registry: registry))["legs"] as? [Any])?.count == 1)
  }

  @Test func holesBeforeAnIndexAreNullAndNothingIsWrittenForNil() throws {
    let registry = MappingRegistry()
    try registry.register(Sparse.self) { m in m.keys = ["hydrators.2": "third", "a.1.b.0": "deep"] }
    let sparse = Sparse()
    #expect(try sparse.jsonObject(registry: registry).isEmpty)
    #expect(String(decoding: try sparse.jsonData(registry: registry), as: UTF8.self) == "{}")
    #expect(
      String(decoding: try sparse.jsonData(registry: registry, options: .includeNulls), as: UTF8.self)
        == #"{"hydrators":[null,null,null],"a":[null,{"b":[null]}]}"#)
    sparse.third = "c"
    sparse.deep = 4
    let text = String(decoding: try sparse.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(text == #"{"a":[null,{"b":[4]}],"hydrators":[null,null,"c"]}"#)
    #expect(jsonEqual(try sparse.jsonObject(registry: registry), try JSONSerialization.jsonObject(with: Data(text.utf8))))
    let again = try Sparse(jsonData: Data(text.utf8), registry: registry)
    #expect(again.third == "c" && again.deep == 4)
  }

  @Test func anEscapedNumberIsAKeyBothWays() throws {
    let registry = MappingRegistry()
    try registry.register(Sparse.self) { m in m.keys = ["codes.\\404": "third", "codes.\\-1": "deep"] }
    let input = BothInputs(#"{"codes": {"404": "gone", "-1": 7}}"#)
    let model = try Sparse(jsonData: input.data, registry: registry)
    #expect(model.third == "gone" && model.deep == 7)
    #expect(try Sparse(dictionary: input.dictionary, registry: registry).deep == 7)
    #expect(jsonEqual(try model.jsonObject(registry: registry), input.dictionary))
  }

  @Test func badIndicesAreRegistrationProblems() throws {
    let cases: [(String, String)] = [
      ("a.-1", "negative index"), ("a.10000", "larger than"), ("a.99999999999999999999999999", "larger than"),
      ("a.0." + Array(repeating: "0", count: 520).joined(separator: "."), "depth limit"),
    ]
    for (key, message) in cases {
      let error = try #require(throws: MappingError.self) {
        try MappingRegistry().register(Sparse.self) { m in m.keys = [key: "third"] }
      }
      #expect(error.registrationCode == .invalidIndexPath, "\(key)")
      #expect(error.description.contains(message), "\(key): \(error)")
    }
    let mixed = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Sparse.self) { m in m.keys = ["x.0": "third", "x.y": "deep"] }
    }
    #expect(mixed.registrationCode == .invalidIndexPath && mixed.description.contains("is an array for"))
    let leafAndPrefix = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Sparse.self) { m in m.keys = ["x.0": "third", "x.0.y": "deep"] }
    }
    #expect(leafAndPrefix.registrationCode == .servicePathConflict && leafAndPrefix.description.contains("runs through"))
  }

  @Test func hugeIndicesReadNothingAndDeepIndexPathsWork() throws {
    let registry = MappingRegistry()
    let depth = 500
    let key = "a." + Array(repeating: "0", count: depth).joined(separator: ".")
    try registry.register(Sparse.self) { m in m.keys = ["big.9999": "third", key: "deep"] }
    var nested: Any = 42
    for _ in 0..<depth { nested = [nested] }
    let text = String(repeating: "[", count: depth) + "42" + String(repeating: "]", count: depth)
    let fromDictionary = try Sparse(dictionary: ["a": nested, "big": [1, 2, 3]], registry: registry)
    #expect(fromDictionary.deep == 42 && fromDictionary.third == nil)
    let fromBytes = try Sparse(jsonData: Data(#"{"a": \#(text), "big": [1, 2, 3]}"#.utf8), registry: registry)
    #expect(fromBytes.deep == 42)
    // The output nests as deep as the path, and reads back.
    let data = try fromBytes.jsonData(registry: registry)
    #expect(try Sparse(jsonData: data, registry: registry).deep == 42)
    // An input that stops early or has the wrong shape deep down is missing, or an issue.
    var issues: [MappingError] = []
    let short = try Sparse(dictionary: ["a": [[["x"]]]], registry: registry, issues: &issues)
    #expect(short.deep == nil)
    #expect(issues.count == 1 && issues[0].path.hasPrefix("a.0.0.0"))
  }
}

final class DottedHolder: ReflectiveModel {
  var name = ""
  var userName = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \DottedHolder.name, "userName": \DottedHolder.userName] }
}

extension IndexPathTests {
  @Test func aDottedPathMeetingAScalarOrAnArrayIsOneProblemAtThePointOfMismatch() throws {
    let strict = MappingRegistry()
    strict.strictness = .strict
    let lenient = MappingRegistry()
    for registry in [strict, lenient] {
      try registry.register(DottedHolder.self) { m in m.keys = ["nested.name": "name", "users.name": "userName"] }
      let input = BothInputs(#"{"nested": "a string", "users": [{"name": "x"}]}"#)
      var results: [[MappingError]] = []
      for run in [
        { (issues: inout [MappingError]) in _ = try DottedHolder(dictionary: input.dictionary, registry: registry, issues: &issues) },
        { (issues: inout [MappingError]) in _ = try DottedHolder(jsonData: input.data, registry: registry, issues: &issues) },
      ] {
        var issues: [MappingError] = []
        let threw = (try? run(&issues)) == nil
        #expect(threw == (registry === strict))
        results.append(issues)
      }
      #expect(results[0] == results[1])
      let issues = results[0].sorted { $0.path < $1.path }
      #expect(issues.map(\.path) == ["nested", "users"])
      #expect(issues.map(\.property) == ["DottedHolder.name", "DottedHolder.userName"])
      #expect(issues.allSatisfy { $0.isFatal == (registry === strict) })
      #expect(issues[0].reason == .typeMismatch(expected: "an object", found: "String \"a string\""))
      #expect(issues[1].reason == .typeMismatch(expected: "an object", found: "array of 1 element"))
    }
  }
}
