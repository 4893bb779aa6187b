import Foundation
import ReflectiveMapper
import Testing

// Issue 22: what Mantle's, ObjectMapper's and HandyJSON's users rely on, through the public API.

enum Tier: Equatable, Sendable {
  case zero, one, two, unknown
}

/// Enumeration tables: cases without raw values.
final class Gauge: ReflectiveModel {
  var level = Tier.zero
  var flag = Tier.zero
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["level": \Gauge.level, "flag": \Gauge.flag] }
}

final class Reading: ReflectiveModel {
  var location = ""
  var code = ""
  var ratio: Float = 0
  var ratios: [String: Float] = [:]
  var note: NSString = ""
  var optionalNote: NSString?
  var anything: Any = 7
  var leaf: Rock?
  var leaves: [Rock] = []
  var status = PeerStatus.open
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "location": \Reading.location, "code": \Reading.code,
      "ratio": \Reading.ratio, "ratios": \Reading.ratios, "note": \Reading.note, "optionalNote": \Reading.optionalNote,
      "anything": \Reading.anything, "leaf": \Reading.leaf, "leaves": \Reading.leaves, "status": \Reading.status,
    ]
  }
}

enum PeerStatus: String, Sendable {
  case open, closed
}

@Suite struct PolymorphicUpdateTests {
  @Test func anUpdateWhoseInputResolvesToAnotherTypeIsAProblemFatalUnderStrictness() throws {
    let lenient = MappingRegistry()
    try registerVehicles(in: lenient)
    let car = Car()
    car.name = "A"
    var issues: [MappingError] = []
    try car.setValues(from: ["kind": "truck", "name": "B", "payload": 3], registry: lenient, issues: &issues)
    #expect(issues.count == 1)
    #expect(issues.first?.path == "kind")
    #expect(issues.first?.isFatal == false)
    #expect(issues.first?.reason == .typeMismatch(expected: "input for Car", found: "input for Truck"))
    #expect(car.name == "B")  // lenient: the instance's own mapping still reads what it knows

    let strict = MappingRegistry()
    try registerVehicles(in: strict, strict: true)
    let other = Car()
    other.name = "A"
    for input in [BothInputs(#"{"kind": "truck", "name": "B"}"#)] {
      let fromDictionary = try #require(throws: MappingError.self) { try other.setValues(from: input.dictionary, registry: strict) }
      #expect(fromDictionary.reason.code == "typeMismatch" && fromDictionary.path == "kind")
      let fromBytes = try #require(throws: MappingError.self) { try other.setValues(fromJSON: input.data, registry: strict) }
      #expect(fromBytes.reason.code == "typeMismatch" && fromBytes.path == "kind")
    }
    #expect(other.name == "A")
    // Input for the instance's own type (or with no discriminator) updates it.
    try other.setValues(from: ["kind": "car", "doors": 4], registry: strict)
    try other.setValues(fromJSON: Data(#"{"name": "C"}"#.utf8), registry: strict)
    #expect(other.doors == 4 && other.name == "C")
  }

  @Test func aResolverThatFailsFailsTheUpdateAsMakeWould() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let car = Car()
    car.name = "A"
    let input = BothInputs(#"{"kind": "boat", "name": "B"}"#)
    let made = try #require(throws: MappingError.self) { try Vehicle.make(dictionary: input.dictionary, registry: registry) }
    #expect(made.reason.code == "invalidValue" && made.path == "kind")
    let updated = try #require(throws: MappingError.self) { try car.setValues(from: input.dictionary, registry: registry) }
    #expect(updated.reason.code == "invalidValue" && updated.path == "kind")
    let updatedFromBytes = try #require(throws: MappingError.self) { try car.setValues(fromJSON: input.data, registry: registry) }
    #expect(updatedFromBytes.reason.code == "invalidValue" && updatedFromBytes.path == "kind")
    #expect(car.name == "A")

    let throwing = MappingRegistry()
    struct Refused: Error {}
    try throwing.register(Vehicle.self) { m in m.subtypeResolver = TypeResolver { _ in throw Refused() } }
    let resolverThrew = try #require(throws: MappingError.self) { try car.setValues(from: ["name": "B"], registry: throwing) }
    #expect(resolverThrew.reason.code == "callbackFailed")
    #expect(car.name == "A")
  }

  @Test func aNestedInstanceOfAnotherTypeIsReplacedAndOfTheSameTypeKept() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let garage = Garage()
    let car = Car()
    car.name = "A"
    garage.main = car
    try garage.setValues(from: ["main": ["kind": "car", "doors": 2]], registry: registry)
    #expect(garage.main === car && car.doors == 2)
    try garage.setValues(fromJSON: Data(#"{"main": {"kind": "truck", "payload": 4}}"#.utf8), registry: registry)
    let truck = try #require(garage.main as? Truck)
    #expect(truck.payload == 4 && truck.name == "")
    // A failing resolver on the nested input leaves the property as it was.
    var issues: [MappingError] = []
    try garage.setValues(from: ["main": ["kind": "boat"]], registry: registry, issues: &issues)
    #expect(garage.main === truck)
    #expect(issues.map(\.path) == ["main"])
  }
}

@Suite struct OutputHookTests {
  @Test func theHookRewritesTheModelsJSONAtAnyDepthOnEveryOutput() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in
      m.transformOutput = { rock, json in
        var json = json
        json["type"] = "rock"
        json["shout"] = rock.name.uppercased()
        return ["rock": json]
      }
    }
    let rock = Rock()
    rock.name = "granite"
    let expected: [String: Any] = ["rock": ["name": "granite", "type": "rock", "shout": "GRANITE"]]
    #expect(jsonEqual(try rock.jsonObject(registry: registry), expected))
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: try rock.jsonData(registry: registry)), expected))
    #expect(try rock.jsonString(registry: registry, options: .sortedKeys) == #"{"rock":{"name":"granite","shout":"GRANITE","type":"rock"}}"#)
    // Nested and in collections, on both outputs.
    let reading = Reading()
    reading.leaf = rock
    reading.leaves = [rock]
    let object = try reading.jsonObject(registry: registry)
    #expect(jsonEqual(object["leaf"]!, expected))
    #expect(jsonEqual(object["leaves"]!, [expected]))
    let written = try JSONSerialization.jsonObject(with: try reading.jsonData(registry: registry)) as! [String: Any]
    #expect(jsonEqual(written["leaf"]!, expected) && jsonEqual(written["leaves"]!, [expected]))
    #expect(jsonEqual(try [rock].jsonObject(registry: registry), [expected]))
    // dictionaryRepresentation (property names) is not JSON output.
    #expect(rock.dictionaryRepresentation(registry: registry)["type"] == nil)
  }

  @Test func addedValuesFollowTheBuiltInRulesAndAThrowIsAnErrorWithAPath() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in
      m.transformOutput = { rock, json in
        if rock.name == "bad" { throw CocoaError(.featureUnsupported) }
        if rock.name == "nan" { return json.merging(["weight": Double.nan]) { $1 } }
        return json.merging(["at": Date(timeIntervalSince1970: 0), "id": UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!]) { $1 }
      }
    }
    let rock = Rock()
    let object = try rock.jsonObject(registry: registry)
    #expect(object["at"] as? String == "1970-01-01T00:00:00Z")
    #expect(object["id"] as? String == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    let reading = Reading()
    reading.leaves = [Rock(), Rock()]
    reading.leaves[1].name = "bad"
    do {
      _ = try reading.jsonData(registry: registry)
      Issue.record("a throwing hook must fail the output")
    } catch let error as MappingError {
      #expect(error.path == "leaves[1]")
      #expect(error.reason.code == "callbackFailed")
    }
    reading.leaves[1].name = "nan"
    let nan = try #require(throws: MappingError.self) { try reading.jsonObject(registry: registry) }
    #expect(nan.reason.code == "notJSONEncodable" && nan.path == "leaves[1].weight")
  }

  @Test func subclassesInheritTheHook() throws {
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in m.transformOutput = { _, json in json.merging(["hooked": true]) { $1 } } }
    try registry.register(Car.self)
    #expect(try Car().jsonObject(registry: registry)["hooked"] as? Bool == true)
  }
}

@Suite struct EnumTableTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Gauge.self) { m in
      m.adapters["level"] = .table([0: Tier.zero, 1: .one, 2: .two, "none": .zero], fallback: .unknown)
      m.adapters["flag"] = .table([true: Tier.one, false: Tier.zero])
    }
    return registry
  }

  @Test func keysMayBeIntegersBooleansOrStringsAndAreWrittenBackAsTheirKind() throws {
    let registry = try registry()
    for input in [BothInputs(#"{"level": 2, "flag": true}"#), BothInputs(#"{"level": "2", "flag": "true"}"#)] {
      let fromDictionary = try Gauge(dictionary: input.dictionary, registry: registry)
      let fromBytes = try Gauge(jsonData: input.data, registry: registry)
      #expect(fromDictionary.level == .two && fromBytes.level == .two)
      #expect(fromDictionary.flag == .one && fromBytes.flag == .one)
    }
    #expect(try Gauge(dictionary: ["level": "NONE"], registry: registry).level == .zero)
    let reading = try Gauge(dictionary: ["level": 1, "flag": false], registry: registry)
    let object = try reading.jsonObject(registry: registry)
    #expect(object["level"] as? Int == 1)  // a number comes back a number, not "1"
    #expect(object["flag"] as? Bool == false)
    #expect(try reading.jsonString(registry: registry, options: .sortedKeys).contains(#""flag":false"#))
    #expect(try reading.jsonString(registry: registry, options: .sortedKeys).contains(#""level":1"#))
  }

  @Test func theFallbackOfAnEnumWithoutRawValuesIsWrittenByNameAndReadsBack() throws {
    let registry = try registry()
    let reading = try Gauge(dictionary: ["level": 9], registry: registry)
    #expect(reading.level == .unknown)
    let object = try reading.jsonObject(registry: registry)
    #expect(object["level"] as? String == "unknown")
    #expect(try Gauge(dictionary: object, registry: registry).level == .unknown)
    #expect(try Gauge(jsonData: try reading.jsonData(registry: registry), registry: registry).level == .unknown)
    // A case the table neither lists nor falls back to still has no JSON form.
    let strict = MappingRegistry()
    try strict.register(Gauge.self) { m in m.adapters["level"] = .table([0: Tier.zero]) }
    reading.level = .two
    let noKey = try #require(throws: MappingError.self) { try reading.jsonObject(registry: strict) }
    #expect(noKey.reason.code == "notJSONEncodable" && noKey.path == "level")
  }

  @Test func stringKeyedTablesStillMatchNumbersByText() throws {
    let registry = MappingRegistry()
    try registry.register(Gauge.self) { m in m.adapters["level"] = .table(["1": Tier.one, "2": .two]) }
    #expect(try Gauge(dictionary: ["level": 2], registry: registry).level == .two)
    var issues: [MappingError] = []
    _ = try Gauge(dictionary: ["level": 3], registry: registry, issues: &issues)
    #expect(issues.first?.reason.code == "invalidValue" && issues.first?.path == "level")
    #expect(issues.first?.reason.description.contains("one of 1, 2") == true)
  }
}

@Suite struct DottedCombineAndCandidateTests {
  @Test func combineReadsAndWritesDottedKeys() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in
      m.combine(["nested.location", "nested.length"], into: "location") { parts in
        "\(parts[0] ?? "?")@\(parts[1] ?? "?")"
      } split: { value in
        let parts = (value as! String).split(separator: "@").map(String.init)
        return [parts[0], Int(parts[1])]
      }
    }
    let input = BothInputs(#"{"nested": {"location": "here", "length": 4}}"#)
    for reading in [try Reading(dictionary: input.dictionary, registry: registry), try Reading(jsonData: input.data, registry: registry)] {
      #expect(reading.location == "here@4")
      let object = try reading.jsonObject(registry: registry)
      #expect(jsonEqual(object["nested"]!, ["location": "here", "length": 4]))
      let written = try JSONSerialization.jsonObject(with: try reading.jsonData(registry: registry)) as! [String: Any]
      #expect(jsonEqual(written["nested"]!, ["location": "here", "length": 4]))
    }
  }

  @Test func candidateKeysMayBeDottedPaths() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in m.candidateKeys["code"] = ["meta.code", "code", "legacy.codes.0"] }
    for (text, expected) in [
      (#"{"meta": {"code": "a"}, "code": "b"}"#, "a"), (#"{"code": "b"}"#, "b"), (#"{"legacy": {"codes": ["c"]}}"#, "c"),
    ] {
      let input = BothInputs(text)
      #expect(try Reading(dictionary: input.dictionary, registry: registry).code == expected)
      #expect(try Reading(jsonData: input.data, registry: registry).code == expected)
    }
    let reading = try Reading(dictionary: ["code": "b"], registry: registry)
    #expect(jsonEqual(try reading.jsonObject(registry: registry)["meta"]!, ["code": "b"]))  // output writes the first
  }
}

@Suite struct LoneObjectAndDelimiterTests {
  @Test func aLoneObjectIsAOneElementArrayOnlyWhenTheCallAsks() throws {
    let registry = MappingRegistry()
    let lone = #"{"name": "granite"}"#
    let single = try #require(throws: MappingError.self) { try [Rock](jsonString: lone, registry: registry) }
    #expect(single.reason.code == "typeMismatch" && single.path.isEmpty)
    let wrapping = MappingContext(wrapsLoneObject: true)
    let rocks = try [Rock](jsonString: lone, registry: registry, context: wrapping)
    #expect(rocks.map(\.name) == ["granite"])
    #expect(try [Rock](jsonData: Data(#"[{"name": "a"}, {"name": "b"}]"#.utf8), registry: registry, context: wrapping).count == 2)
    // Other top-level values are still refused, with the option on.
    let wrapped = try #require(throws: MappingError.self) { try [Rock](jsonString: "7", registry: registry, context: wrapping) }
    #expect(wrapped.reason.code == "typeMismatch" && wrapped.path.isEmpty)
    var issues: [MappingError] = []
    _ = try [Reading](jsonString: #"{"ratio": "x"}"#, registry: registry, context: wrapping, issues: &issues)
    #expect(issues.map(\.path) == ["[0].ratio"])
  }

  @Test func aModelMayChooseItsPathDelimiter() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in
      m.pathDelimiter = "->"
      m.keys = ["geo->place.name": "location", "a.b": "code", "x->y\\->z": "status"]
    }
    let input = BothInputs(#"{"geo": {"place.name": "Oslo"}, "a.b": "literal", "x": {"y->z": "closed"}}"#)
    for reading in [try Reading(dictionary: input.dictionary, registry: registry), try Reading(jsonData: input.data, registry: registry)] {
      #expect(reading.location == "Oslo")
      #expect(reading.code == "literal")
      #expect(reading.status == .closed)
      let object = try reading.jsonObject(registry: registry)
      #expect(jsonEqual(object["geo"]!, ["place.name": "Oslo"]))
      #expect(object["a.b"] as? String == "literal")
      #expect(jsonEqual(object["x"]!, ["y->z": "closed"]))
    }
    let emptyDelimiter = try #require(throws: MappingError.self) { try registry.register(Rock.self) { m in m.pathDelimiter = "" } }
    #expect(emptyDelimiter.registrationCode == .emptyPathDelimiter)
    #expect(emptyDelimiter.summary.contains("pathDelimiter"))
    // The default delimiter and its escape are unchanged.
    let dotted = MappingRegistry()
    try dotted.register(Reading.self) { m in m.keys = ["geo.place\\.name": "location"] }
    #expect(try Reading(dictionary: input.dictionary, registry: dotted).location == "Oslo")
  }
}

@Suite struct HandyJSONConversionTests {
  @Test func valuesThatAlreadyHaveThePropertysTypeAreTakenAsTheyAre() throws {
    let rock = Rock()
    rock.name = "granite"
    var issues: [MappingError] = []
    let reading = try Reading(
      dictionary: ["leaf": rock, "leaves": [rock, ["name": "slate"]], "status": PeerStatus.closed],
      registry: MappingRegistry(), issues: &issues)
    #expect(reading.leaf === rock)
    #expect(reading.leaves.first === rock && reading.leaves.last?.name == "slate")
    #expect(reading.status == .closed)
    #expect(issues.isEmpty)
    #expect(try Gauge(dictionary: ["level": Tier.two], registry: MappingRegistry()).level == .two)
    let optional: Rock? = rock
    #expect(try Reading(dictionary: ["leaf": optional as Any], registry: MappingRegistry()).leaf === rock)
  }

  @Test func booleansAndNumbersBecomeTextInStringAndNSStringProperties() throws {
    let input = BothInputs(#"{"code": true, "note": 47, "optionalNote": false}"#)
    for reading in [
      try Reading(dictionary: input.dictionary, registry: MappingRegistry()), try Reading(jsonData: input.data, registry: MappingRegistry()),
    ] {
      #expect(reading.code == "true")
      #expect(reading.note == "47")
      #expect(reading.optionalNote == "false")
      #expect(try reading.jsonObject(registry: MappingRegistry())["note"] as? String == "47")
    }
    #expect(try Reading(dictionary: ["optionalNote": NSNull()], registry: MappingRegistry()).optionalNote == nil)
    let strict = MappingRegistry()
    strict.strictness = .strict
    let bool = try #require(throws: MappingError.self) { try Reading(dictionary: ["code": true], registry: strict) }
    #expect(bool.reason.code == "typeMismatch" && bool.path == "code")
    let number = try #require(throws: MappingError.self) { try Reading(dictionary: ["note": 47], registry: strict) }
    #expect(number.reason.code == "typeMismatch" && number.path == "note")
  }

  @Test func nullIntoANonOptionalAnyKeepsTheValueWithAnIssue() throws {
    var issues: [MappingError] = []
    let reading = try Reading(jsonData: Data(#"{"anything": null}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(reading.anything as? Int == 7)
    #expect(issues.map(\.path) == ["anything"] && issues.first?.isFatal == false)
    #expect(try Reading(dictionary: ["anything": [1, NSNull()]], registry: MappingRegistry()).anything is [Any])
  }

  @Test func aFloatStaysAFloatInJSONObjects() throws {
    let reading = Reading()
    reading.ratio = 1.3
    reading.ratios = ["a": 1.3, "b": 0.1]
    let object = try reading.jsonObject(registry: MappingRegistry())
    #expect(object["ratio"] as? Float == 1.3)
    #expect(object["ratios"] as? [String: Float] == ["a": 1.3, "b": 0.1])
    #expect(try reading.jsonString(registry: MappingRegistry(), options: .sortedKeys).contains(#""ratio":1.3,"ratios":{"a":1.3,"b":0.1}"#))
    let back = try Reading(dictionary: object, registry: MappingRegistry())
    #expect(back.ratio == 1.3 && back.ratios == reading.ratios)
    // The largest Float: its shortest text reads back as it, from bytes and from jsonObject().
    reading.ratio = .greatestFiniteMagnitude
    let bytes = try reading.jsonData(registry: MappingRegistry())
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""ratio":3.4028235e+38"#))
    #expect(try Reading(jsonData: bytes, registry: MappingRegistry()).ratio == .greatestFiniteMagnitude)
    #expect(try reading.jsonObject(registry: MappingRegistry())["ratio"] as? Float == .greatestFiniteMagnitude)
  }
}

@Suite struct AfterMappingContextTests {
  /// A server's "the body's id is the URL's id" rule lives in afterMapping, reading the call's context.
  @Test func theHookSeesTheCallsContext() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in
      m.afterMapping = { rock, report in
        if let expected = report.context["name"] as? String, rock.name != expected {
          report.fail("the name cannot change", property: "name")
        }
      }
    }
    let rock = try Rock(dictionary: ["name": "granite"], registry: registry, context: MappingContext(values: ["name": "granite"]))
    #expect(rock.name == "granite")
    do {
      try rock.setValues(fromJSON: Data(#"{"name": "slate"}"#.utf8), registry: registry, context: MappingContext(values: ["name": "granite"]))
      Issue.record("the hook must refuse the change")
    } catch let error as MappingError {
      #expect(error.issues.map(\.path) == ["name"])
    }
    #expect(rock.name == "granite")  // all or nothing
    try rock.setValues(from: ["name": "slate"], registry: registry)  // no value in the context: no rule
    #expect(rock.name == "slate")
  }
}
