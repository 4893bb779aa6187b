import Foundation
import ReflectiveMapper
import Testing

/// The enumeration forms MetaCodable users write: tags that are numbers, Booleans and ranges,
/// several tags per case, a bare payload under an external or adjacent key, untagged
/// enumerations; read from bytes and dictionaries into class and struct models, written back.
@Suite struct EnumFormTests {
  /// The command `json` holds, from a class and a struct, from bytes and a dictionary: all
  /// four agree, and so do their problems.
  private func command(_ json: String, _ registry: MappingRegistry) throws -> (Command, [String]) {
    var fromBytes: [MappingError] = []
    let object = try EnumFormHolder(jsonData: Data(json.utf8), registry: registry, issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    let value = try EnumFormValue(dictionary: dictionary, registry: registry, issues: &fromDictionary)
    #expect(object.command == value.command, "\(json)")
    #expect(fromBytes.map(\.path) == fromDictionary.map(\.path), "\(json)")
    #expect(fromBytes.map(\.reason) == fromDictionary.map(\.reason), "\(json)")
    return (object.command, fromBytes.map(\.path))
  }

  @Test func aTagReadsAsTheJSONTypeItIsRegisteredAs() throws {
    let registry = MappingRegistry()
    try registerCommand(registry)
    let loads: [String] = [#""load""#, "12", "true", "3.14", "15", "17", "19", "12.0", "-0.8", "20", "29", "1e3"]
    for tag in loads {
      let (read, problems) = try command(#"{"command": {"type": \#(tag), "key": "k"}}"#, registry)
      #expect(read == .load(key: "k"), "\(tag)")
      #expect(problems.isEmpty, "\(tag)")
    }
    // 30 and 35...40 are integers: they are store's, though load's (-0.8)... holds them as numbers.
    let stores: [String] = [#""store""#, "30", "false", "-7.15", "35", "38", "40", "-2.0", "-1.5000001", "-100"]
    for tag in stores {
      let (read, problems) = try command(#"{"command": {"type": \#(tag), "key": "s", "value": 9}}"#, registry)
      #expect(read == .store(key: "s", value: 9), "\(tag)")
      #expect(problems.isEmpty, "\(tag)")
    }
  }

  @Test func aTagOfAnotherTypeOrOutsideEveryRangeIsAProblemAtTheTag() throws {
    let registry = MappingRegistry()
    try registerCommand(registry)
    for tag in [#""12""#, #""true""#, #""LOAD""#, "-1", "-1.5", "null", "[12]", "{}"] {
      let (read, problems) = try command(#"{"command": {"type": \#(tag), "key": "k"}, "commands": [{"type": \#(tag)}]}"#, registry)
      #expect(read == .load(key: ""), "\(tag)")
      #expect(problems == ["command.type", "commands[0].type"], "\(tag)")
    }
    var issues: [MappingError] = []
    _ = try EnumFormHolder(jsonData: Data(#"{"command": {"type": -1}}"#.utf8), registry: registry, issues: &issues)
    #expect(issues.first?.description.contains(#"number -1 is not a valid Command case ("load" or "store")"#) == true)
    let strict = MappingRegistry()
    strict.strictness = .strict
    try registerCommand(strict)
    #expect(throws: MappingError.self) { try EnumFormHolder(jsonData: Data(#"{"command": {"type": "12"}}"#.utf8), registry: strict) }
  }

  @Test func theFirstTagIsWrittenAsItsOwnJSONTypeAndReadsBack() throws {
    let registry = MappingRegistry()
    try registry.registerEnum(Command.self, as: .adjacent(tag: "op", payload: "args")) { e in
      e.case(tags: 12, "load", make: { v in .load(key: try v["key"]) }, match: { if case .load(let key) = $0 { ["key": key] } else { nil } })
      e.case(
        tags: false, 2.5, make: { v in .store(key: try v["key"], value: try v["value"]) },
        match: { if case .store(let key, let value) = $0 { ["key": key, "value": value] } else { nil } })
    }
    let holder = EnumFormHolder()
    holder.command = .load(key: "a")
    holder.commands = [.store(key: "b", value: 2), .load(key: "c")]
    let data = try holder.jsonData(registry: registry, options: .sortedKeys)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""command":{"args":{"key":"a"},"op":12}"#))
    #expect(text.contains(#"{"args":{"key":"b","value":2},"op":false}"#))
    let object = try holder.jsonObject(registry: registry)
    #expect(((object["command"] as? [String: Any])?["op"] as? Int) == 12)
    let back = try EnumFormValue(jsonData: data, registry: registry)
    #expect(back.command == holder.command && back.commands == holder.commands)
  }

  @Test func registrationRefusesTagsThatCannotWork() throws {
    func problems(_ layout: EnumLayout = .tagged("type"), _ configure: (inout EnumMapping<Command>) -> Void) -> [String] {
      do {
        try MappingRegistry().registerEnum(Command.self, as: layout) { e in configure(&e) }
        return []
      } catch let error as MappingError {
        return error.issues.map(\.description)
      } catch {
        return ["\(error)"]
      }
    }
    let load = Command.load(key: "")
    let store = Command.store(key: "", value: 0)
    func has(_ found: [String], _ text: String) -> Bool { found.contains { $0.contains(text) } }
    #expect(
      has(
        problems {
          $0.case(tags: 1, value: load)
          $0.case(tags: "s", 1, value: store)
        }, #"case "s"'s tag 1 overlaps tag 1 of case 1"#))
    // MetaCodable's own `Command` gives 7.15 to store, but load's (-0.8)... holds it first.
    #expect(
      has(
        problems {
          $0.case(tags: "load", 3.14, .range((-0.8)...), value: load)
          $0.case(tags: "store", 7.15, value: store)
        },
        #"case "store"'s tag 7.15 overlaps tag -0.8... of case "load""#))
    #expect(has(problems { $0.case(tags: .range(1..<10), "a", value: load) }, "is a range"))
    let overlapping: [(inout EnumMapping<Command>) -> Void] = [
      {
        $0.case(tags: 1, .range(1..<10), value: load)
        $0.case(tags: 2, .range(9...12), value: store)
      },
      {
        $0.case(tags: 4.5, value: load)
        $0.case(tags: 1.0, .range(4.0...5.0), value: store)
      },
      {
        $0.case(tags: 12, value: load)
        $0.case(tags: 12.0, value: store)
      },
    ]
    for (index, configure) in overlapping.enumerated() { #expect(has(problems(.tagged("type"), configure), "overlaps"), "overlap \(index)") }
    #expect(has(problems { $0.case(tags: 1, .range(5..<5), value: load) }, "matches no number"))
    #expect(
      has(
        problems {
          $0.case(tags: true, value: load)
          $0.case(tags: "x", true, value: store)
        }, "tag true is registered for"))
    #expect(has(problems { $0.case(tags: "a", "a", value: load) }, "lists tag \"a\" twice"))
    #expect(has(problems(.external) { $0.case(tags: "a", 1, value: load) }, "in the external layout a tag is a JSON key"))
    #expect(has(problems(.external) { $0.case(tags: "a", .range(1...3), value: load) }, "in the external layout a tag is a JSON key"))
    #expect(
      has(
        problems(.untagged) {
          $0.case("a", load)
          $0.case("b", store)
        }, "only the last case may"))
    #expect(has(problems(.untagged) { $0.case(tags: "a", "b", value: load) }, "give it one name"))
    #expect(has(problems(.untagged) { $0.case(tags: 1, value: load) }, "give it one name"))
    // Integer and number tags are matched in turn: one case's integers may sit in another's numbers.
    #expect(
      problems {
        $0.case(tags: 30, .range(35...40), value: store)
        $0.case(tags: 3.14, .range((-0.8)...), value: load)
      }.isEmpty)
  }

  @Test func aBarePayloadReadsUnderAnExternalOrAdjacentKeyAndBesideATag() throws {
    let external = MappingRegistry()
    try registerItem(external, .external)
    let json = #"{"items": [{"one": 5}, {"three": true}, {"named": null}, {"named": "n"}, {"spot": {"x": 1, "y": 2}}, "idle", {"idle": {}}]}"#
    let expected: [Item] = [.one(5), .three(true), .named(nil), .named("n"), .spot(Spot(x: 1, y: 2)), .idle, .idle]
    let holder = try EnumFormHolder(jsonData: Data(json.utf8), registry: external)
    #expect(holder.items == expected)
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    #expect(try EnumFormValue(dictionary: dictionary, registry: external).items == expected)
    let written = String(decoding: try holder.jsonData(registry: external, options: .sortedKeys), as: UTF8.self)
    #expect(written.contains(#"[{"one":5},{"three":true},{"named":null},{"named":"n"},{"spot":{"x":1,"y":2}},{"idle":{}},{"idle":{}}]"#))
    #expect(try EnumFormValue(jsonData: Data(written.utf8), registry: external).items == expected)

    let adjacent = MappingRegistry()
    try registerItem(adjacent, .adjacent(tag: "kind", payload: "value"))
    let adjacentJSON = #"{"items": [{"kind": "three", "value": false}, {"kind": "named"}, {"kind": "spot", "value": {"x": 3}}]}"#
    let fromAdjacent = try EnumFormValue(jsonData: Data(adjacentJSON.utf8), registry: adjacent)
    #expect(fromAdjacent.items == [.three(false), .named(nil), .spot(Spot(x: 3, y: 0))])
    #expect(try EnumFormValue(jsonData: try fromAdjacent.jsonData(registry: adjacent), registry: adjacent) == fromAdjacent)

    let tagged = MappingRegistry()
    try registerItem(tagged, .tagged("kind"))
    let spot = try EnumFormValue(jsonData: Data(#"{"item": {"kind": "spot", "y": 4, "x": 2}}"#.utf8), registry: tagged)
    #expect(spot.item == .spot(Spot(x: 2, y: 4)))
    #expect(String(decoding: try spot.jsonData(registry: tagged), as: UTF8.self).contains(#""item":{"kind":"spot","x":2,"y":4}"#))
  }

  @Test func aBarePayloadThatDoesNotReadIsAProblemAtThePayload() throws {
    func paths(_ json: String, _ layout: EnumLayout) throws -> [String] {
      let registry = MappingRegistry()
      try registerItem(registry, layout)
      var issues: [MappingError] = []
      let holder = try EnumFormHolder(jsonData: Data(json.utf8), registry: registry, issues: &issues)
      #expect(holder.item == nil, "\(json): \(String(describing: holder.item))")
      #expect(holder.items.isEmpty, "\(json): \(holder.items)")
      return issues.map(\.path)
    }
    #expect(try paths(#"{"item": {"three": [true]}, "items": [{"one": "x"}]}"#, .external) == ["item.three", "items[0].one"])
    #expect(try paths(#"{"item": "three", "items": [{"one": null}]}"#, .external) == ["item.three", "items[0].one"])
    #expect(
      try paths(#"{"item": {"kind": "one"}, "items": [{"kind": "three", "value": 2}]}"#, .adjacent(tag: "kind", payload: "value")) == [
        "item.value", "items[0].value",
      ])
    #expect(try paths(#"{"item": {"kind": "three"}}"#, .tagged("kind")) == ["item"])
    // A model payload reads by its own mapping: lenient, a bad member is reported and defaulted.
    let external = MappingRegistry()
    try registerItem(external, .external)
    var issues: [MappingError] = []
    let spot = try EnumFormValue(jsonData: Data(#"{"item": {"spot": {"x": "far", "y": 2}}}"#.utf8), registry: external, issues: &issues)
    #expect(spot.item == .spot(Spot(x: 0, y: 2)))
    #expect(issues.map(\.path) == ["item.spot.x"])
    // A payload that is not an object cannot be written beside a tag.
    let tagged = MappingRegistry()
    try registerItem(tagged, .tagged("kind"))
    var holder = EnumFormValue()
    holder.item = .three(true)
    #expect(throws: MappingError.self) { try holder.jsonData(registry: tagged) }
  }

  @Test func anUntaggedValueIsTheFirstCaseThatReadsItWithExactTypes() throws {
    let registry = MappingRegistry()
    try registerCommand(registry)
    try registerJSONValue(registry)
    let cases: [(String, JSONValue)] = [
      ("true", .bool(true)), ("1", .uint(1)), ("42", .uint(42)), ("-43", .int(-43)), ("36.78", .double(36.78)),
      (#""true""#, .string("true")), (#""7""#, .string("7")), (#"[true, "x", 1]"#, .array([.bool(true), .string("x"), .uint(1)])),
      (#"{"a": {"b": [null]}}"#, .dictionary(["a": .dictionary(["b": .array([.unknown])])])),
      (#"[null, {}]"#, .array([.unknown, .dictionary([:])])),
    ]
    for (json, expected) in cases {
      #expect(try registry.value(JSONValue.self, fromJSON: Data(json.utf8)) == expected, "\(json)")
      let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
      #expect(try registry.value(JSONValue.self, from: parsed) == expected, "\(json)")
      let holder = try EnumFormHolder(jsonData: Data(#"{"value": \#(json)}"#.utf8), registry: registry)
      #expect(holder.value == expected, "\(json)")
    }
    // Written as the payload alone; the fallback as null.
    let written = try registry.jsonData(for: JSONValue.array([.bool(false), .int(-1), .string("s"), .unknown, .dictionary(["k": .uint(2)])]))
    #expect(String(decoding: written, as: UTF8.self) == #"[false,-1,"s",null,{"k":2}]"#)
  }

  @Test func anUntaggedEnumRoundTripsRealDocuments() throws {
    let registry = MappingRegistry()
    try registerJSONValue(registry)
    for (name, data) in try TestData.githubPayloads() {
      let value = try registry.value(JSONValue.self, fromJSON: data)
      guard case .dictionary(let members) = value else {
        Issue.record("\(name): not read as a dictionary")
        continue
      }
      #expect(!members.isEmpty, "\(name)")
      let written = try registry.jsonData(for: value)
      let original = try JSONSerialization.jsonObject(with: data) as! NSDictionary
      let back = try JSONSerialization.jsonObject(with: written) as! NSDictionary
      #expect(original.isEqual(back), "\(name)")
    }
  }

  @Test func anUntaggedValueNoCaseReadsNamesWhatEachCaseFound() throws {
    let registry = MappingRegistry()
    try registerNest(registry, counter: CallCounter())
    let error = try #require(throws: MappingError.self) { try registry.value(Nest.self, fromJSON: Data(#"{"inner": 5}"#.utf8)) }
    let text = error.description
    #expect(text.contains(#"case "left": y: required value is missing"#), "\(text)")
    #expect(text.contains(#"case "right": z: required value is missing"#), "\(text)")
    #expect(text.contains(#"case "leaf": expected Int"#), "\(text)")
    #expect(try registry.value(Nest.self, fromJSON: Data(#"{"inner": 5, "z": 1}"#.utf8)) == .right(inner: .leaf(5), z: 1))
    // Inside a model: non-fatal in a lenient one, the property keeps its value.
    let holder = MappingRegistry()
    try registerCommand(holder)
    try registerJSONValue(holder, fallback: false)
    var issues: [MappingError] = []
    let read = try EnumFormHolder(dictionary: ["value": [1, ["x": Data()]] as [Any]], registry: holder, issues: &issues)
    #expect(read.value == nil)
    #expect(issues.map(\.path) == ["value"])
    #expect(issues.first?.isFatal == false)
    #expect(issues.first?.description.contains(#"case "array": [1]: dictionary of 1 key is not a valid JSONValue"#) == true, "\(issues)")
    holder.strictness = .strict
    #expect(throws: MappingError.self) { try EnumFormHolder(dictionary: ["value": [1, ["x": Data()]] as [Any]], registry: holder) }
  }

  @Test func anUntaggedEnumReadsEachNestedValueOncePerCaseOnHostileInput() throws {
    let depth = 60
    var json = "5"
    for _ in 0..<depth { json = #"{"inner": \#(json)}"# }
    // Each level's cases both read the level below, then fail: 2^60 reads if nothing were kept.
    let counter = CallCounter()
    let registry = MappingRegistry()
    try registerNest(registry, counter: counter)
    #expect(throws: MappingError.self) { try registry.value(Nest.self, fromJSON: Data(json.utf8)) }
    #expect(counter.count <= 2 * depth, "\(counter.count) make calls")
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
    let before = counter.count
    #expect(throws: MappingError.self) { try registry.value(Nest.self, from: parsed) }
    #expect(counter.count - before <= 2 * depth, "\(counter.count - before) make calls")
  }

  @Test func theSchemaStatesEachTagAsItsJSONTypeAndUntaggedPayloadsAsAlternatives() throws {
    let registry = MappingRegistry()
    try registerCommand(registry)
    try registerJSONValue(registry)
    try registerItem(registry, .external)
    let schema = registry.jsonSchema(for: EnumFormHolder.self)
    let definition = try #require((schema["$defs"] as? [String: Any])?["EnumFormHolder"] as? [String: Any])
    let properties = try #require(definition["properties"] as? [String: Any])
    let command = try #require(properties["command"] as? [String: Any])
    let load = try #require((command["oneOf"] as? [[String: Any]])?.first)
    let tag = try #require((load["properties"] as? [String: Any])?["type"] as? [String: Any])
    let forms = try #require(tag["anyOf"] as? [[String: Any]])
    #expect((forms[0]["enum"] as? [Any])?.count == 4)
    #expect(forms[1]["type"] as? String == "integer" && forms[1]["minimum"] as? Int == 15 && forms[1]["exclusiveMaximum"] as? Int == 20)
    #expect(forms[2]["type"] as? String == "number" && forms[2]["minimum"] as? Double == -0.8)
    let value = try #require(properties["value"] as? [String: Any])
    #expect(String(describing: value).contains("anyOf"))
    guard SchemaValidator.isAvailable else { return }
    let valid: [Any] = [
      ["command": ["type": 17, "key": "k"], "value": [1, "a", ["b": true]], "item": ["three": true]],
      ["command": ["type": "store", "key": "k", "value": 1], "items": ["idle", ["spot": ["x": 1]]]],
    ]
    let invalid: [Any] = [["command": ["type": "12", "key": "k"]], ["command": ["type": -1]], ["item": ["three": "yes"]]]
    let verdicts = try SchemaValidator.run(schema: schema, instances: valid + invalid)
    #expect(verdicts.prefix(valid.count).allSatisfy { $0 == nil }, "\(verdicts)")
    #expect(verdicts.suffix(invalid.count).allSatisfy { $0 != nil }, "\(verdicts)")
  }

  @Test func anUpdateKeepsTheCaseUnlessTheTagNamesAnother() throws {
    let registry = MappingRegistry()
    try registerCommand(registry)
    let holder = EnumFormHolder()
    holder.command = .store(key: "s", value: 1)
    try holder.setValues(from: ["command": ["value": 2]], registry: registry)
    #expect(holder.command == .store(key: "s", value: 2))
    try holder.setValues(from: ["command": ["type": 38, "value": 3]], registry: registry)
    #expect(holder.command == .store(key: "s", value: 3))
    try holder.setValues(from: ["command": ["type": 12, "key": "l"]], registry: registry)
    #expect(holder.command == .load(key: "l"))
  }

  @Test func theLibrarysCodersAndFoundationsReadAndWriteTheNewForms() throws {
    let registry = MappingRegistry()
    try registerItem(registry, .external)
    try registerJSONValue(registry)
    let json = #"{"command": {"type": 38, "key": "s", "value": 1}, "value": [1, "a", null], "items": [{"three": true}, "idle"]}"#
    let expected = EnumFormCodable(
      command: .store(key: "s", value: 1), value: .array([.uint(1), .string("a"), .unknown]), items: [.three(true), .idle])
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(EnumFormCodable.self, from: Data(json.utf8)) == expected)
    let foundation = JSONDecoder()
    foundation.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try foundation.decode(EnumFormCodable.self, from: Data(json.utf8)) == expected)
    let encoder = ReflectiveJSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let written = try encoder.encode(expected)
    #expect(try decoder.decode(EnumFormCodable.self, from: written) == expected)
    // A tag no case has is a DecodingError that carries the library's problem.
    #expect(throws: DecodingError.self) { try decoder.decode(EnumFormCodable.self, from: Data(#"{"command": {"type": -1}}"#.utf8)) }
  }
}
