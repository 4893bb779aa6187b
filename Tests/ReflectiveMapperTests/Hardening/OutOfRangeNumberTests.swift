import Foundation
import Testing

@testable import ReflectiveMapper

/// A number literal beyond `Double`'s range (`1e400`) in JSON bytes is one problem at its
/// property, as an integer overflow is, never a refusal of the whole document.
@Suite struct OutOfRangeNumberTests {
  @Test(arguments: ["double", "float", "int", "int64", "decimal", "string"])
  func eachScalarPropertyRefusesItAtItsPathAndKeepsItsValue(key: String) throws {
    var issues: [MappingError] = []
    let json = #"{"\#(key)": 1e400, "int8": 7, "bool": true}"#
    let model = try IntegerWidths(jsonData: Data(json.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(model.int8 == 7 && model.bool, "the rest of the payload is read")
    #expect(model.double == 0 && model.float == 0 && model.int == 0 && model.decimal == 0 && model.string == "")
    #expect(issues.map(\.path) == [key])
    let issue = try #require(issues.first)
    #expect(issue.reason.code == "notRepresentable")
    #expect(issue.description.contains("number 1e400"), "\(issue.description)")
    #expect(!issue.description.contains("inf"), "\(issue.description)")
  }

  @Test func negativeAndLongLiteralsToo() throws {
    let long = "1" + String(repeating: "0", count: 400)
    var issues: [MappingError] = []
    let json = #"{"double": -1.5e999, "int": \#(long), "float": 4e38}"#
    _ = try IntegerWidths(jsonData: Data(json.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(Set(issues.map(\.path)) == ["double", "int", "float"])
    #expect(issues.allSatisfy { $0.reason.code == "notRepresentable" })
    #expect(issues.contains { $0.description.contains("-1.5e999") })
  }

  @Test func strictMakesItFatalWithEveryProblemListed() throws {
    let registry = MappingRegistry()
    try registry.register(IntegerWidths.self) { m in m.isStrict = true }
    let error = try #require(throws: MappingError.self) {
      try IntegerWidths(jsonData: Data(#"{"double": 1e400, "decimal": -2E+500, "int": "x"}"#.utf8), registry: registry)
    }
    #expect(Set(error.issues.map(\.path)) == ["double", "decimal", "int"])
    #expect(error.issues.allSatisfy { $0.isFatal })
  }

  @Test func anElementIsDroppedAndAnAnyValueIsRefusedWhole() throws {
    var issues: [MappingError] = []
    let json = #"{"doubles": [1, 1e400, 2], "table": {"a": 1, "b": -1e400}, "anything": {"x": [3, 1e400]}, "leaf": {"value": 9e999}}"#
    let model = try HardFloats(jsonData: Data(json.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(model.doubles == [1, 2])
    #expect(model.table == ["a": 1])
    #expect(model.anything == nil, "no infinity handed to an Any property")
    #expect(model.leaf?.value == 0)
    #expect(Set(issues.map(\.path)) == ["doubles[1]", "table.b", "anything", "leaf.value"])
    let anything = try #require(issues.first { $0.path == "anything" })
    #expect(anything.description.contains("1e400"))
  }

  @Test func anAdapterIsNeverHandedTheInfinity() throws {
    let registry = MappingRegistry()
    let calls = IssueLog()
    try registry.register(HardFloats.self) { m in
      m.adapters["double"] = Adapter { raw in
        calls.append(MappingError(path: "", reason: .custom("called with \(raw)")))
        return 1.0
      }
    }
    var issues: [MappingError] = []
    let model = try HardFloats(jsonData: Data(#"{"double": 1e400}"#.utf8), registry: registry, issues: &issues)
    #expect(calls.issues.isEmpty)
    #expect(model.double == 0)
    #expect(issues.map(\.path) == ["double"])
  }

  @Test func aCollectedUnknownKeyIsReportedNotKept() throws {
    let registry = MappingRegistry()
    try registry.register(Keeper.self) { m in m.unknownKeys = .collect }
    var issues: [MappingError] = []
    let json = #"{"name": "k", "big": 1e400, "deep": {"x": [-1e400]}, "fine": 1.5}"#
    let keeper = try Keeper(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(keeper.name == "k")
    #expect(Set(keeper.unknownValues.keys) == ["fine"])
    #expect(Set(issues.map(\.path)) == ["big", "deep"])
    let written = try #require(try JSONParser.parse(keeper.jsonData(registry: registry)) as? [String: Any])
    #expect(Set(written.keys) == ["name", "fine"])
  }

  @Test func anIgnoredUnknownKeyCostsNothing() throws {
    var issues: [MappingError] = []
    let model = try IntegerWidths(jsonData: Data(#"{"unmapped": 1e400, "int": 3}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(model.int == 3)
    #expect(issues.isEmpty)
  }

  @Test func anImmutableModelsRequiredValueFails() throws {
    let error = try #require(throws: MappingError.self) {
      try ImmutableSquare(jsonData: Data(#"{"name": "sq", "side": 1e400}"#.utf8), registry: MappingRegistry())
    }
    #expect(error.issues.contains { $0.path == "side" && $0.reason.code == "notRepresentable" })
  }

  @Test func anUpdateKeepsThePropertyValue() throws {
    let model = IntegerWidths()
    model.double = 2.5
    var issues: [MappingError] = []
    try model.setValues(fromJSON: Data(#"{"double": 1e400, "int": 4}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(model.double == 2.5)
    #expect(model.int == 4)
    #expect(issues.map(\.path) == ["double"])
  }

  /// Beyond 64 KiB there is no literal to refuse later: the document is refused, as before.
  @Test func aLiteralTooLongToKeepRefusesTheDocument() throws {
    let json = "{\"double\": " + String(repeating: "9", count: 70_000) + "}"
    let error = try #require(throws: MappingError.self) { try IntegerWidths(jsonData: Data(json.utf8), registry: MappingRegistry()) }
    #expect(error.reason.code == "invalidJSON")
    #expect(error.description.contains("number out of range"))
  }

  /// `JSONParser.parse` keeps `JSONSerialization`'s rule: no Foundation value stands for it.
  @Test func theParserStillRefusesIt() {
    #expect(throws: MappingError.self) { try JSONParser.parse(Data(#"{"d": 1e400}"#.utf8)) }
  }

  private struct Plain: Codable {
    var name = ""
    var d = 0.0
  }

  /// The library's decoder refuses it at its coding path, where `JSONDecoder` refuses the
  /// whole document (a documented difference: the same rule as `init(jsonData:)`).
  @Test func theDecoderRefusesItAtItsCodingPath() throws {
    let json = Data(#"{"name": "n", "d": 1e400}"#.utf8)
    let ours = try #require(throws: DecodingError.self) { try ReflectiveJSONDecoder().decode(Plain.self, from: json) }
    let theirs = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Plain.self, from: json) }
    guard case .dataCorrupted(let context) = ours, case .dataCorrupted(let foundation) = theirs else {
      Issue.record("expected dataCorrupted, got \(ours) and \(theirs)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["d"])
    #expect(context.debugDescription.contains("1e400"))
    #expect(foundation.codingPath.isEmpty)
  }

  @Test func aModelInsideTheDecoderFollowsInitJSONData() throws {
    let registry = MappingRegistry()
    let seen = IssueLog()
    registry.issueHandler = { seen.append($0) }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let json = Data(#"[{"celsius": 1e400, "tags": ["a"]}]"#.utf8)
    // Codable's meaning by default: the value cannot be kept, so the call throws…
    #expect(throws: DecodingError.self) { try decoder.decode([CodableReading].self, from: json) }
    // …and under the registry's rules, chosen, it is reported and the rest is read.
    decoder.codingRules = .registry
    let reading = try decoder.decode([CodableReading].self, from: json)
    #expect(reading.first?.celsius == 0)
    #expect(reading.first?.tags == ["a"])
    // (The handler hears of it in both calls: the thrown one reported it before it threw.)
    #expect(seen.issues.map(\.path) == ["celsius", "celsius"])
  }
}
