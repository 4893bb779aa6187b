import Foundation
import ReflectiveMapper
import Testing

/// Issue 12 §3: an element that fails fatally is dropped, not the whole payload.
@Suite struct FailureIsolationTests {
  /// `Part.id` required; `Assembly`'s collections lossy when asked.
  func registry(lossy: Set<String> = [], lossyElement: Bool = false, strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Part.self) { m in
      m.required = ["id"]
      m.isLossyElement = lossyElement
      m.isStrict = strict
    }
    try registry.register(Assembly.self) { m in m.lossyCollections = lossy }
    return registry
  }

  static let assembly = BothInputs(
    #"""
    {"title": "kit",
     "parts": [{"id": 1, "label": "a"}, {"label": "no id"}, {"id": 3}],
     "byName": {"x": {"id": 1}, "y": {"label": "no id"}},
     "unique": [{"id": 1}, {"id": null}, {"id": 2}],
     "grid": [[{"id": 1}, {"label": "no id"}], [{"id": 2}]]}
    """#)

  /// Hydrates from the dictionary and from the bytes; both must agree.
  func both(_ registry: MappingRegistry, _ input: BothInputs = assembly) throws -> (Assembly, [MappingError]) {
    var issues: [MappingError] = []
    let fromDictionary = try Assembly(dictionary: input.dictionary, registry: registry, issues: &issues)
    var byteIssues: [MappingError] = []
    let fromBytes = try Assembly(jsonData: input.data, registry: registry, issues: &byteIssues)
    #expect(Set(byteIssues.map(\.description)) == Set(issues.map(\.description)))
    var left = try fromBytes.jsonObject(registry: registry)
    var right = try fromDictionary.jsonObject(registry: registry)
    #expect(
      Set((left["unique"] as? [[String: Any]] ?? []).map { $0["id"] as? Int })
        == Set((right["unique"] as? [[String: Any]] ?? []).map { $0["id"] as? Int }))
    left["unique"] = nil
    right["unique"] = nil
    #expect(jsonEqual(left, right))
    return (fromBytes, issues)
  }

  @Test func withoutIsolationOneBadElementFailsThePayload() throws {
    let registry = try registry()
    let error = try #require(throws: MappingError.self) { try Assembly(dictionary: Self.assembly.dictionary, registry: registry) }
    #expect(error.issues.contains { $0.path == "parts[1].id" })
    let fromBytes = try #require(throws: MappingError.self) { try Assembly(jsonData: Self.assembly.data, registry: registry) }
    #expect(fromBytes.issues.contains { $0.path == "parts[1].id" && $0.reason.code == "missingRequiredValue" })
  }

  @Test func lossyCollectionsDropOnlyTheBadElementsOfEveryShape() throws {
    let registry = try registry(lossy: ["parts", "byName", "unique", "grid"])
    let (assembly, issues) = try both(registry)
    #expect(assembly.title == "kit")
    #expect(assembly.parts.map(\.id) == [1, 3])
    #expect(assembly.byName.keys.sorted() == ["x"])
    #expect(assembly.unique.map(\.id).sorted() == [1, 2])
    #expect(assembly.grid.map { $0.map(\.id) } == [[1], [2]])
    #expect(issues.allSatisfy { !$0.isFatal })
    let dropped = issues.filter { $0.description.contains("element dropped") }.map(\.path).sorted()
    #expect(dropped == ["byName.y", "grid[0][1]", "parts[1]", "unique[1]"])
    // The element's own problem stays, non-fatal, with its path.
    #expect(issues.contains { $0.path == "parts[1].id" && $0.reason == .missingRequiredValue })
  }

  @Test func onlyTheNamedCollectionsAreLossy() throws {
    let registry = try registry(lossy: ["parts"])
    let error = try #require(throws: MappingError.self) { try Assembly(jsonData: Self.assembly.data, registry: registry) }
    #expect(!error.issues.contains { $0.path.hasPrefix("parts") })
    #expect(error.issues.contains { $0.path == "byName.y.id" })
  }

  @Test func aLossyElementTypeIsDroppedEverywhereIncludingTheTopLevel() throws {
    let registry = try registry(lossyElement: true)
    let (assembly, issues) = try both(registry)
    #expect(assembly.parts.map(\.id) == [1, 3])
    #expect(assembly.grid.map(\.count) == [1, 1])
    #expect(issues.allSatisfy { !$0.isFatal })

    let list = BothInputs(#"[{"id": 1}, {"label": "no id"}, {"id": 3}, 7]"#)
    var issuesFromArray: [MappingError] = []
    #expect(try [Part](dictionaries: list.array, registry: registry, issues: &issuesFromArray).map(\.id) == [1, 3])
    var issuesFromBytes: [MappingError] = []
    #expect(try [Part](jsonData: list.data, registry: registry, issues: &issuesFromBytes).map(\.id) == [1, 3])
    #expect(issuesFromArray == issuesFromBytes)
    #expect(issuesFromArray.filter { $0.description.contains("element dropped") }.map(\.path) == ["[1]"])
    #expect(issuesFromArray.map(\.path) == ["[1].id", "[1]", "[3]"])

    let table = BothInputs(#"{"a": {"id": 1}, "b": {}}"#)
    #expect(try [String: Part](dictionaries: table.dictionary, registry: registry).keys.sorted() == ["a"])
    #expect(try [String: Part](jsonData: table.data, registry: registry).keys.sorted() == ["a"])
    // Not an element: a single model still fails.
    let part = try #require(throws: MappingError.self) { try Part(jsonData: Data("{}".utf8), registry: registry) }
    #expect(part.reason.code == "missingRequiredValue" && part.path == "id")
    let spare = try #require(throws: MappingError.self) { try Assembly(jsonData: Data(#"{"spare": {}}"#.utf8), registry: registry) }
    #expect(spare.reason.code == "missingRequiredValue" && spare.path == "spare.id")
  }

  @Test func isolationAlsoCoversStrictConversionsAndWrongTypes() throws {
    let registry = try registry(lossy: ["parts"], strict: true)
    let input = BothInputs(#"{"parts": [{"id": "seven"}, {"id": 2}, "not an object", null]}"#)
    let (assembly, issues) = try both(registry, input)
    #expect(assembly.parts.map(\.id) == [2])
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(issues.filter { $0.path.hasPrefix("parts[") }.map(\.path).contains("parts[0]"))
  }

  @Test func aProblemOutsideTheLossyCollectionIsStillFatal() throws {
    let registry = MappingRegistry()
    try registry.register(Part.self) { m in m.required = ["id"] }
    try registry.register(Assembly.self) { m in
      m.lossyCollections = ["parts"]
      m.required = ["title"]
    }
    let error = try #require(throws: MappingError.self) {
      try Assembly(jsonData: Data(#"{"parts": [{}]}"#.utf8), registry: registry)
    }
    #expect(error.issues.filter(\.isFatal).map(\.path) == ["title"])
  }

  @Test func aLossyCollectionNamingNoPropertyIsARegistrationProblem() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Assembly.self) { m in m.lossyCollections = ["nope"] }
    }
    #expect(error.registrationCode == .unknownProperty && error.description.contains(#""nope""#))
  }

  @Test func manyBadElementsPastTheProblemLimitAreAllDroppedAndTheGoodOnesKept() throws {
    let registry = try registry(lossy: ["parts"])
    registry.issueLimit = 10
    var items = Array(repeating: #"{"label": "no id"}"#, count: 500)
    items[250] = #"{"id": 7}"#
    let text = #"{"parts": [\#(items.joined(separator: ","))]}"#
    var issues: [MappingError] = []
    let assembly = try Assembly(jsonString: text, registry: registry, issues: &issues)
    #expect(assembly.parts.map(\.id) == [7])
    #expect(issues.count == 11)
    #expect(issues.allSatisfy { !$0.isFatal })
    var dictionaryIssues: [MappingError] = []
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    #expect(try Assembly(dictionary: parsed, registry: registry, issues: &dictionaryIssues).parts.map(\.id) == [7])
    #expect(dictionaryIssues == issues)
  }

  @Test func tooDeepElementsAreDroppedNotFatal() throws {
    // A self-nesting element past the depth limit is dropped like any other failure.
    let registry = MappingRegistry()
    try registry.register(Node.self) { m in m.lossyCollections = ["children"] }
    var chain: [String: Any] = ["name": "leaf"]
    for _ in 0..<300 { chain = ["name": "n", "next": chain] }
    var deep: [String: Any] = ["name": "root", "children": [["name": "ok"], chain]]
    for _ in 0..<220 { deep = ["name": "wrap", "next": deep] }
    var issues: [MappingError] = []
    let node = try Node(dictionary: deep, registry: registry, issues: &issues)
    var current: Node? = node
    while let next = current?.next { current = next }
    #expect(current?.children.map(\.name) == ["ok"])
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(issues.contains { $0.reason == .depthLimitExceeded(512) })
  }
}
