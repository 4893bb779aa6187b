import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// `transformOutput`: a model's JSON rewritten on every output, nested and inherited.
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
