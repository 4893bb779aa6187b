import Foundation
import ReflectiveMapper
import Testing

// Dictionary keys that are not strings (at the top level of an array of inputs, and nested),
// empty keys and keys made only of dots, in the key table and in the input.

@Suite struct HostileKeyTests {}

extension HostileKeyTests {
  @Test func nestedNonStringKeysAreANonFatalProblemAtTheirPath() throws {
    let registry = MappingRegistry()
    let numberKeys: [AnyHashable: Any] = [1: "one", "kind": "k"]
    let foundationKeys = NSDictionary(dictionary: [NSNumber(value: 2): "two"])
    var issues: [MappingError] = []
    let drawing = try HardDrawing(
      dictionary: ["title": "t", "main": numberKeys, "shapes": [foundationKeys, ["kind": "fine"]], "child": foundationKeys],
      registry: registry, issues: &issues)
    #expect(drawing.title == "t")
    #expect(drawing.main == nil)
    #expect(drawing.shapes.map(\.kind) == ["fine"], "the element with a number key is dropped")
    #expect(drawing.child == nil)
    #expect(Set(issues.map(\.path)) == ["main", "shapes[0]", "child"])
    for issue in issues {
      #expect(issue.reason.code == "nonStringKey", "\(issue)")
      #expect(!issue.isFatal)
    }
    #expect(Hostile.issue(at: "main", in: issues)?.reason == .nonStringKey(found: "number 1"))
    #expect(Hostile.issue(at: "main", in: issues)?.property == "HardDrawing.main")
    #expect(Hostile.issue(at: "child", in: issues)?.reason == .nonStringKey(found: "number 2"))
  }

  /// An update meets a nested model that exists (updated where it is) with a dictionary of
  /// number keys: the same problem at the same path as on creation, and the model keeps its values.
  @Test(arguments: ModelKind.allCases) func anUpdatedNestedModelRefusesNonStringKeys(kind: ModelKind) throws {
    let input: [String: Any] = ["int": 3, "leaf": [1: "x", "name": "changed"] as [AnyHashable: Any]]
    var issues: [MappingError] = []
    switch kind {
    case .classes:
      let model = HardEverything()
      model.leaf.name = "before"
      try model.setValues(from: input, registry: MappingRegistry(), issues: &issues)
      #expect(model.leaf.name == "before" && model.int == 3)
    case .structs:
      var model = HardEverythingValue()
      model.leaf.name = "before"
      try model.setValues(from: input, registry: MappingRegistry(), issues: &issues)
      #expect(model.leaf.name == "before" && model.int == 3)
    }
    #expect(issues.map(\.path) == ["leaf"])
    #expect(Hostile.issue(at: "leaf", in: issues)?.reason == .nonStringKey(found: "number 1"))
  }

  @Test func nonStringKeysInTypedDictionariesAreRefused() throws {
    var issues: [MappingError] = []
    let model = try HardEverything(
      dictionary: ["table": [1: 2] as [Int: Int], "object": NSDictionary(dictionary: [NSNumber(value: 3): 4])],
      registry: MappingRegistry(), issues: &issues)
    #expect(model.table == ["kept": 7])
    #expect(model.object["kept"] as? Int == 7)
    #expect(issues.count == 2)
    #expect(Hostile.issue(at: "table", in: issues)?.reason.code == "nonStringKey")
    #expect(Hostile.issue(at: "object", in: issues)?.reason.code == "nonStringKey")
  }

  @Test func topLevelNonStringKeysDropTheElementOfAnArrayInput() throws {
    let inputs: [Any] = [
      [1: "x", "name": "a"] as [AnyHashable: Any],
      NSDictionary(dictionary: [NSNumber(value: 1.5): "y"]),
      ["name": "string keys only"] as [AnyHashable: Any],
      NSDictionary(dictionary: ["name": "from Foundation"]),
    ]
    var issues: [MappingError] = []
    let leaves = try [HardLeaf](dictionaries: inputs, registry: MappingRegistry(), issues: &issues)
    #expect(leaves.map(\.name) == ["string keys only", "from Foundation"])
    #expect(issues.map(\.path) == ["[0]", "[1]"])
    #expect(issues.allSatisfy { $0.reason.code == "nonStringKey" && !$0.isFatal })
    #expect(issues.first?.property == "[HardLeaf][0]")

    // Documented for the array entry point: an element that is not a dictionary is dropped
    // with a non-fatal problem, whatever the element type's mapping says.
    let registry = MappingRegistry()
    try registry.register(HardLeaf.self) { m in m.isStrict = true }
    issues = []
    #expect(try [HardLeaf](dictionaries: inputs, registry: registry, issues: &issues).count == 2)
    #expect(issues.map(\.path) == ["[0]", "[1]"] && issues.allSatisfy { !$0.isFatal })
  }

  @Test func nonStringKeysPassedThroughAnyHaveNoJSONForm() throws {
    let registry = MappingRegistry()
    let node = try HardNode(dictionary: ["payload": ["ok": [7: "seven"] as [Int: String]]], registry: registry)
    #expect(((node.payload as? [String: Any])?["ok"] as? [Int: String]) == [7: "seven"])
    let fromData = try #require(throws: MappingError.self) { try node.jsonData(registry: registry) }
    #expect(fromData.path == "payload.ok")
    #expect(fromData.reason == .notJSONEncodable("dictionary has non-string keys (number 7)"))
    let fromObject = try #require(throws: MappingError.self) { try node.jsonObject(registry: registry) }
    #expect(fromObject.path == "payload.ok")
    #expect(fromObject.reason == .notJSONEncodable("dictionary has non-string keys (number 7)"))
  }

  @Test func jsonObjectKeysMustBeStrings() throws {
    let error = try #require(throws: MappingError.self) { try HardLeaf(jsonData: Data(#"{1: "x"}"#.utf8), registry: MappingRegistry()) }
    #expect(error.reason.code == "invalidJSON")
    #expect(error.path == "")
  }
}

// MARK: - Empty keys and keys made of dots

extension HostileKeyTests {
  @Test func anEmptyServiceKeyMapsAndWritesBack() throws {
    let registry = MappingRegistry()
    try registry.register(HardKeys.self) { m in m.keys = ["": "empty"] }
    let model = try HardKeys(dictionary: ["": "E", "plain": "p"], registry: registry)
    #expect(model.empty == "E" && model.plain == "p")
    #expect(model.unknownValues.isEmpty)
    let object = try model.jsonObject(registry: registry)
    #expect(object[""] as? String == "E")
    #expect(object["empty"] == nil)
    let again = try HardKeys(jsonData: try model.jsonData(registry: registry), registry: registry)
    #expect(again.empty == "E")
  }

  @Test func keysMadeOfDotsArePathsThroughEmptyKeys() throws {
    let registry = MappingRegistry()
    try registry.register(HardKeys.self) { m in m.keys = [".": "dot"] }
    let model = try HardKeys(dictionary: ["": ["": "D"]], registry: registry)
    #expect(model.dot == "D")
    let object = try model.jsonObject(registry: registry)
    #expect((object[""] as? [String: Any])?[""] as? String == "D")
    #expect(try HardKeys(jsonData: try model.jsonData(registry: registry), registry: registry).dot == "D")

    let deeper = MappingRegistry()
    try deeper.register(HardKeys.self) { m in m.keys = ["..": "dots"] }
    #expect(try HardKeys(dictionary: ["": ["": ["": "DD"]]], registry: deeper).dots == "DD")
    // A literal "." or ".." key in the input is not the path.
    var issues: [MappingError] = []
    let literal = try HardKeys(dictionary: [".": "x", "..": "y"], registry: deeper, issues: &issues)
    #expect(literal.dots == "")
    #expect(issues.isEmpty)
  }

  @Test func escapedDotsMatchKeysMadeOfDotsLiterally() throws {
    let registry = MappingRegistry()
    try registry.register(HardKeys.self) { m in
      m.keys = [ModelMapping<HardKeys>.literalKey("."): "dot", ModelMapping<HardKeys>.literalKey(".."): "dots"]
    }
    let model = try HardKeys(dictionary: [".": "D", "..": "DD"], registry: registry)
    #expect(model.dot == "D" && model.dots == "DD")
    let object = try model.jsonObject(registry: registry)
    #expect(object["."] as? String == "D")
    #expect(object[".."] as? String == "DD")
  }

  @Test func dotKeysThatRunThroughAnotherKeyAreRefusedAtRegistration() throws {
    for keys in [[".": "dot", "..": "dots"], ["": "empty", ".": "dot"]] {
      let error = try #require(throws: MappingError.self, "\(keys)") {
        try MappingRegistry().register(HardKeys.self) { m in m.keys = keys }
      }
      #expect(error.reason.code == "invalidRegistration", "\(keys)")
      #expect(error.description.contains("runs through"), "\(error)")
    }
  }

  @Test func emptyAndDotKeysInTheInputFollowTheUnknownKeyPolicy() throws {
    let input: [String: Any] = ["": 1, ".": 2, "..": 3, "plain": "p"]

    let ignoring = MappingRegistry()
    try ignoring.register(HardKeys.self) { m in m.unknownKeys = .ignore }
    var issues: [MappingError] = []
    #expect(try HardKeys(dictionary: input, registry: ignoring, issues: &issues).plain == "p")
    #expect(issues.isEmpty)

    let collecting = MappingRegistry()
    try collecting.register(HardKeys.self) { m in m.unknownKeys = .collect }
    let collected = try HardKeys(dictionary: input, registry: collecting)
    #expect(Set(collected.unknownValues.keys) == ["", ".", ".."])
    let object = try collected.jsonObject(registry: collecting)
    #expect(object[""] as? Int == 1 && object["."] as? Int == 2 && object[".."] as? Int == 3)
    let again = try HardKeys(jsonData: try collected.jsonData(registry: collecting), registry: collecting)
    #expect(again.unknownValues[".."] as? Int == 3)

    let failing = MappingRegistry()
    try failing.register(HardKeys.self) { m in m.unknownKeys = .fail }
    let error = try #require(throws: MappingError.self) { try HardKeys(dictionary: input, registry: failing) }
    #expect(Set(error.issues.map(\.reason)) == [.unknownKey(""), .unknownKey("."), .unknownKey("..")])
    #expect(error.issues.allSatisfy { $0.isFatal })
  }
}
