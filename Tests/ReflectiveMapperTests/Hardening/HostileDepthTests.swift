import Foundation
import ReflectiveMapper
import Testing

// Nesting far past the 512-level limit, in JSON bytes and in native dictionaries, and model
// graphs that refer back to themselves. Each ends in a MappingError with its path, never a
// crash or a hang. (Native dictionaries stay near 20,000 levels: deeper ones overflow the
// stack in their own deallocation, independent of the library.)

@Suite struct HostileDepthTests {}

extension HostileDepthTests {
  static let limit = 512
  static func nextPath(_ count: Int) -> String { Array(repeating: "next", count: count).joined(separator: ".") }

  @Test(arguments: [false, true])
  func jsonNested100000DeepIsRefusedAsInvalidJSON(objects: Bool) throws {
    let bytes = Hostile.nestedJSON(depth: 100_000, objects: objects, key: "next")
    let fromParser = try #require(throws: MappingError.self) { try JSONParser.parse(bytes) }
    #expect(fromParser.reason.code == "invalidJSON")
    #expect(fromParser.description.contains("nesting depth limit exceeded"))
    #expect(fromParser.path == "")
    #expect(fromParser.isFatal)

    let fromModel = try #require(throws: MappingError.self) { try HardNode(jsonData: bytes, registry: MappingRegistry()) }
    #expect(fromModel.reason == fromParser.reason)
    #expect(fromModel.issues.count == 1)
    let fromArray = try #require(throws: MappingError.self) { try [HardNode](jsonData: bytes, registry: MappingRegistry()) }
    #expect(fromArray.reason == fromParser.reason)
  }

  @Test func jsonNestingIsAcceptedUpToTheLimitAndRefusedOneLevelPast() throws {
    let registry = MappingRegistry()
    // 512 objects: the root and 511 nested "next" models (the innermost "next" is a number).
    var issues: [MappingError] = []
    let deepest = try HardNode(
      jsonData: Hostile.nestedJSON(depth: Self.limit, objects: true, key: "next"), registry: registry, issues: &issues)
    #expect(issues.map(\.path) == [Self.nextPath(Self.limit)])
    #expect(issues.first?.reason.code == "typeMismatch")
    var depth = 1
    var node = deepest
    while let next = node.next {
      depth += 1
      node = next
    }
    #expect(depth == Self.limit)
    #expect(try JSONParser.parse(Hostile.nestedJSON(depth: Self.limit, objects: false)) is [Any])

    let fromParser = try #require(throws: MappingError.self) { try JSONParser.parse(Hostile.nestedJSON(depth: Self.limit + 1, objects: false)) }
    #expect(fromParser.reason.code == "invalidJSON")
    let error = try #require(throws: MappingError.self) {
      try HardNode(jsonData: Hostile.nestedJSON(depth: Self.limit + 1, objects: true, key: "next"), registry: registry)
    }
    #expect(error.reason.code == "invalidJSON")
    #expect(error.description.contains("nesting depth limit exceeded"))
  }

  @Test func nativeDictionary20000DeepStopsAtTheDepthLimitWithItsPath() throws {
    let registry = MappingRegistry()
    let input = Hostile.nestedDictionary(depth: 20_000)
    var issues: [MappingError] = []
    let error = try #require(throws: MappingError.self) { try HardNode(dictionary: input, registry: registry, issues: &issues) }
    #expect(error.issues.count == 1)
    #expect(error.reason == .depthLimitExceeded(Self.limit))
    #expect(error.path == Self.nextPath(Self.limit))
    #expect(error.property == "HardNode." + Self.nextPath(Self.limit))
    #expect(error.isFatal)
    #expect(issues.map(\.reason) == [.depthLimitExceeded(Self.limit)])
    // Through arrays of models as well.
    var throughArrays: [String: Any] = ["name": "leaf"]
    for _ in 0..<2000 { throughArrays = ["children": [throughArrays]] }
    let arrayError = try #require(throws: MappingError.self) { try HardNode(dictionary: throughArrays, registry: registry) }
    #expect(arrayError.reason == .depthLimitExceeded(Self.limit))

    // One level less is fine: 512 models in all.
    let fits = try HardNode(dictionary: Hostile.nestedDictionary(depth: Self.limit - 1), registry: registry)
    var node = fits
    var depth = 1
    while let next = node.next {
      depth += 1
      node = next
    }
    #expect(depth == Self.limit)
    #expect(node.name == "bottom")
  }

  @Test func nativeDictionary20000DeepIntoEveryPropertyTypeIsAMismatchOrPassedThrough() throws {
    let registry = MappingRegistry()
    let deep = Hostile.nestedDictionary(depth: 20_000)
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional + HardEverything.optional { input[key] = deep }
    var issues: [MappingError] = []
    let model = try HardEverything(dictionary: input, registry: registry, issues: &issues)

    // Scalars, collections and enums refuse a dictionary, naming what they found.
    for key in [
      "int", "int8", "uint64", "double", "float", "bool", "string", "decimal", "date", "url", "uuid", "data", "color",
      "leaves", "numbers", "tags", "list", "optionalInt", "optionalDouble", "optionalString", "optionalDate", "optionalURL",
      "optionalColor", "optionalNumbers",
    ] {
      let issue = Hostile.issue(at: key, in: issues)
      #expect(issue?.reason.code == "typeMismatch", "\(key): \(String(describing: issue))")
      #expect(issue?.reason.found == "dictionary of 1 key", "\(key)")
      #expect(issue?.isFatal == false)
    }
    #expect(model.int == 7 && model.string == "kept" && model.numbers == [7] && model.optionalInt == 7)
    // `table` ([String: Int]) reads the one entry, which is a dictionary again.
    #expect(Hostile.issue(at: "table.next", in: issues)?.reason.code == "typeMismatch")
    // Nested models read the keys they know: HardLeaf has no "next", so nothing to report.
    #expect(issues.filter { $0.path.hasPrefix("leaf") || $0.path.hasPrefix("optionalLeaf") }.isEmpty)
    #expect(model.optionalLeaf?.name == "")
    // `Any` and `[String: Any]` keep the value as it is.
    #expect((model.anything as? [String: Any])?["next"] != nil)
    #expect(model.object["next"] != nil)
  }

  @Test func passedThroughValuesPastTheLimitAreRefusedOnOutputWithTheirPath() throws {
    // 600 levels: past the limit, well short of what overflows the stack (see
    // HardeningRegressionTests.aPassedThroughValue20000DeepFailsOutputInsteadOfCrashing).
    let registry = MappingRegistry()
    let node = try HardNode(dictionary: ["payload": Hostile.nestedDictionary(depth: 600, key: "k")], registry: registry)
    #expect(node.payload != nil, "hydration passes the value through")
    let fromData = try #require(throws: MappingError.self) { try node.jsonData(registry: registry) }
    #expect(fromData.reason.code == "depthLimitExceeded")
    #expect(fromData.path.hasPrefix("payload.k.k"))
    let fromObject = try #require(throws: MappingError.self) { try node.jsonObject(registry: registry) }
    #expect(fromObject.reason.code == "depthLimitExceeded")
    #expect(fromObject.path.hasPrefix("payload.k.k"))

    node.payload = Hostile.nestedArray(depth: 600)
    let fromArrays = try #require(throws: MappingError.self) { try node.jsonData(registry: registry) }
    #expect(fromArrays.reason.code == "depthLimitExceeded")
    #expect(fromArrays.path.hasPrefix("payload[0][0]"))
    // The plain view never throws: whatever it renders, it comes back.
    #expect(node.dictionaryRepresentation(registry: registry)["name"] as? String == "")
  }

  @Test func passedThroughValuesAtTheLimitAreWritten() throws {
    let registry = MappingRegistry()
    let node = HardNode()
    node.payload = Hostile.nestedDictionary(depth: 400, key: "k")
    let bytes = try node.jsonData(registry: registry)
    let reparsed = try #require(try JSONParser.parse(bytes) as? [String: Any])
    var value = reparsed["payload"]
    var depth = 0
    while let dictionary = value as? [String: Any], let inner = dictionary["k"] {
      depth += 1
      value = inner
    }
    #expect(depth == 400)
  }

  @Test func modelGraphDeeperThanTheLimitIsRefusedOnOutput() throws {
    let registry = MappingRegistry()
    let root = HardNode()
    var node = root
    for _ in 0..<2_000 {
      let next = HardNode()
      node.next = next
      node = next
    }
    let error = try #require(throws: MappingError.self) { try root.jsonData(registry: registry) }
    #expect(error.reason == .depthLimitExceeded(Self.limit))
    #expect(error.path == Self.nextPath(Self.limit))
    let objectError = try #require(throws: MappingError.self) { try root.jsonObject(registry: registry) }
    #expect(objectError.reason == .depthLimitExceeded(Self.limit))
    // The plain view cuts the graph at the limit instead.
    var plain: [String: Any]? = root.dictionaryRepresentation(registry: registry)
    var depth = 0
    while let current = plain {
      depth += 1
      plain = current["next"] as? [String: Any]
    }
    #expect(depth == Self.limit)
  }
}

// MARK: - Cycles

extension HostileDepthTests {
  @Test func cyclicGraphIsAnErrorNamingThePathInJSONAndCutInThePlainView() throws {
    let registry = MappingRegistry()
    let a = HardNode()
    a.name = "a"
    let b = HardNode()
    b.name = "b"
    a.next = b
    b.children = [HardNode(), a]

    let fromData = try #require(throws: MappingError.self) { try a.jsonData(registry: registry) }
    #expect(fromData.reason.code == "cycle")
    #expect(fromData.path == "next.children[1]")
    #expect(fromData.property == "HardNode.next.children[1]")
    let fromObject = try #require(throws: MappingError.self) { try a.jsonObject(registry: registry) }
    #expect(fromObject == fromData)

    let plain = a.dictionaryRepresentation(registry: registry)
    let next = try #require(plain["next"] as? [String: Any])
    #expect(next["name"] as? String == "b")
    let children = try #require(next["children"] as? [Any])
    #expect(children.count == 1, "the reference back to the ancestor is left out")
  }

  @Test func selfReferenceIsACycleAtItsOwnProperty() throws {
    let registry = MappingRegistry()
    let node = HardNode()
    node.next = node
    let error = try #require(throws: MappingError.self) { try node.jsonData(registry: registry, prettyPrinted: true) }
    #expect(error.reason.code == "cycle")
    #expect(error.path == "next")
    #expect(node.dictionaryRepresentation(registry: registry)["next"] == nil)
    node.payload = node  // through `Any` as well
    node.next = nil
    let throughAny = try #require(throws: MappingError.self) { try node.jsonObject(registry: registry) }
    #expect(throughAny.reason.code == "cycle")
    #expect(throughAny.path == "payload")
    node.payload = nil
  }

  @Test func sharedReferencesThatAreNotCyclesAreWrittenEachTime() throws {
    let registry = MappingRegistry()
    let shared = HardNode()
    shared.name = "shared"
    let root = HardNode()
    root.children = [shared, shared]
    root.next = shared
    let object = try root.jsonObject(registry: registry)
    let children = try #require(object["children"] as? [[String: Any]])
    #expect(children.map { $0["name"] as? String } == ["shared", "shared"])
    #expect((object["next"] as? [String: Any])?["name"] as? String == "shared")
  }
}

extension HostileDepthTests {
  @Test("A model tree past the depth limit is refused with its path, from bytes and from a dictionary", arguments: ModelKind.allCases)
  func treeDepthLimit(_ kind: ModelKind) throws {
    switch kind {
    case .classes: try treeDepthLimit(HardNode.self)
    case .structs: try treeDepthLimit(HardTreeValue.self)
    }
  }

  func treeDepthLimit<T: HardTreeModel>(_: T.Type) throws {
    var tree: [String: Any] = ["name": "leaf"]
    for _ in 0..<600 { tree = ["children": [tree]] }
    let error = try #require(throws: MappingError.self) { try T(dictionary: tree, registry: MappingRegistry()) }
    #expect(error.issues.contains { $0.reason.code == "depthLimitExceeded" && $0.path.hasPrefix("children[0].children[0]") })
    let bytes = try JSONSerialization.data(withJSONObject: tree)
    // (Each level is an object and an array: the reader refuses the document first.)
    let fromBytes = try #require(throws: MappingError.self) { try T(jsonData: bytes, registry: MappingRegistry()) }
    #expect(fromBytes.reason.code == "invalidJSON" && fromBytes.description.contains("nesting depth limit exceeded"))
    var shallower: [String: Any] = ["name": "leaf"]
    for _ in 0..<200 { shallower = ["children": [shallower]] }
    let fits = try T(jsonData: try JSONSerialization.data(withJSONObject: shallower), registry: MappingRegistry())
    #expect(fits.children.count == 1)
    // Output of a tree deeper than the limit is refused too, not a stack overflow.
    var deepTree = T()
    for _ in 0..<600 {
      var parent = T()
      parent.children = [deepTree]
      deepTree = parent
    }
    let outputError = try #require(throws: MappingError.self) { try deepTree.jsonData() }
    #expect(outputError.reason.code == "depthLimitExceeded")
    #expect(deepTree.dictionaryRepresentation["children"] != nil, "the plain view cuts instead of failing")
  }
}
