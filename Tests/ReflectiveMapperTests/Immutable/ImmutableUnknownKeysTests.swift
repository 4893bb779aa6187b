import Foundation
import ReflectiveMapper
import Testing

/// `unknownKeys = .collect` on models built through their initializer: the keys the model
/// does not map are kept on creation (from dictionaries and bytes, nested too), written back,
/// carried over when a struct is rebuilt, and patched on an update.
@Suite struct ImmutableUnknownKeysTests {
  func collecting(_ types: [any ReflectiveModel.Type], strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    func register<M: ReflectiveModel>(_ type: M.Type) throws {
      try registry.register(type) { mapping in
        mapping.unknownKeys = .collect
        if strict { mapping.strictness = .strict }
      }
    }
    for type in types { try register(type) }
    return registry
  }

  @Test func creationFromADictionaryKeepsTheUnmappedKeysAndOutputWritesThemBack() throws {
    let registry = try collecting([ImmutableEvent.self])
    let made = try ImmutableEvent(dictionary: ["name": "Gala", "seats": 80, "dress": "black tie", "tags": ["a", "b"]], registry: registry)
    #expect(made.name == "Gala" && made.seats == 80)
    #expect(made.unknownValues["dress"] as? String == "black tie")
    #expect(made.unknownValues["tags"] as? [String] == ["a", "b"])
    #expect(made.unknownValues["name"] == nil)
    let object = try made.jsonObject(registry: registry)
    #expect(object["dress"] as? String == "black tie")
    #expect(object["name"] as? String == "Gala")
  }

  @Test func creationFromBytesKeepsTheMembersVerbatimAndWritesThemBack() throws {
    let registry = try collecting([ImmutableVenue.self])
    let json = Data(#"{"id":7,"title":"Hall","geo":{"lat":1.50,"lng":-2},"note":"x"}"#.utf8)
    let made = try ImmutableVenue(jsonData: json, registry: registry)
    #expect(made.id == 7 && made.title == "Hall")
    #expect(Set(made.unknownValues.values.keys) == ["geo", "note"])
    let written = try #require(String(data: made.jsonData(registry: registry), encoding: .utf8))
    // (The object is copied from the input as it was: `1.50` keeps its text.)
    #expect(written.contains(#""geo":{"lat":1.50,"lng":-2}"#))
    #expect(written.contains(#""note":"x""#))
  }

  @Test func aStructFromBytesWithDictionaryStorageKeepsEveryKindOfValue() throws {
    let registry = try collecting([ImmutableEvent.self])
    let made = try ImmutableEvent(jsonData: Data(#"{"name":"Gala","open":true,"rows":[1,2],"limit":null}"#.utf8), registry: registry)
    #expect(made.unknownValues["open"] as? Bool == true)
    #expect(made.unknownValues["rows"] is RawJSON)
    #expect(made.unknownValues["limit"] is NSNull)
  }

  @Test func aStructRebuiltByAnUpdateKeepsItsKeysAndMergesThePatchOfThem() throws {
    let registry = try collecting([ImmutableEvent.self])
    var made = try ImmutableEvent(dictionary: ["name": "Gala", "dress": "black tie", "venue": ["room": "A", "floor": 2]], registry: registry)
    try made.setValues(from: ["seats": 90, "dress": NSNull(), "venue": ["room": "B"], "host": "Ann"], registry: registry)
    #expect(made.seats == 90 && made.name == "Gala")
    #expect(made.unknownValues["dress"] == nil)
    #expect(made.unknownValues["host"] as? String == "Ann")
    let venue = try #require(made.unknownValues["venue"] as? [String: Any])
    #expect(venue["room"] as? String == "B")
    #expect(venue["floor"] as? Int == 2)
    // An update without unknown keys keeps them all.
    try made.setValues(from: ["seats": 91], registry: registry)
    #expect(made.unknownValues["host"] as? String == "Ann")
  }

  @Test func aClassUpdateMergesTheKeysAndAFailedOneRestoresThem() throws {
    let registry = try collecting([ImmutableVenue.self], strict: true)
    let made = try ImmutableVenue(dictionary: ["id": 1, "title": "Hall", "note": "x"], registry: registry)
    try made.setValues(from: ["title": "Big hall", "parking": true], registry: registry)
    #expect(made.title == "Big hall")
    #expect(made.unknownValues.values["note"] as? String == "x")
    #expect(made.unknownValues.values["parking"] as? Bool == true)
    // A fatal problem (a different `id` under strictness) undoes the whole update.
    #expect(throws: MappingError.self) { try made.setValues(from: ["id": 2, "title": "Gone", "lift": true], registry: registry) }
    #expect(made.title == "Big hall")
    #expect(made.unknownValues.values["lift"] == nil)
    #expect(made.unknownValues.values["parking"] as? Bool == true)
  }

  @Test func nestedImmutableModelsCollectTheirOwnKeys() throws {
    let registry = try collecting([ImmutableEvent.self])
    let json = Data(
      #"{"headline":{"name":"Gala","dress":"tie"},"events":[{"name":"A","x":1},{"name":"B"}],"ignored":0}"#.utf8)
    let made = try ImmutableProgramme(jsonData: json, registry: registry)
    #expect(made.headline.unknownValues["dress"] as? String == "tie")
    #expect(made.events.map(\.name) == ["A", "B"])
    #expect(made.events[0].unknownValues["x"] as? Int == 1)
    #expect(made.events[1].unknownValues.isEmpty)
    let fromDictionary = try ImmutableProgramme(
      dictionary: ["headline": ["name": "Gala", "dress": "tie"], "events": [["name": "A", "x": 1]]], registry: registry)
    #expect(fromDictionary.headline.unknownValues["dress"] as? String == "tie")
    #expect(fromDictionary.events[0].unknownValues["x"] as? Int == 1)
  }

  @Test func aMissingRequiredValueStillFailsWhileCollecting() throws {
    let registry = try collecting([ImmutableEvent.self])
    let error = try #require(throws: MappingError.self) { _ = try ImmutableEvent(dictionary: ["dress": "tie"], registry: registry) }
    #expect(error.issues.map(\.path) == ["name"])
  }
}
