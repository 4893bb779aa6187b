import Foundation
import ReflectiveMapper
import Testing

@Suite("setValues updates in place, partial and all or nothing, for classes and structs")
struct InPlaceUpdateTests {
  @Test("setValues writes only the keys present, updating nested models in place", arguments: ModelKind.allCases)
  func partialUpdate(_ kind: ModelKind) throws {
    try partialUpdate(kind.trip)
  }

  func partialUpdate<T: TripModel>(_: T.Type) throws {
    let registry = TripFixture.registry
    var trip = try T(dictionary: TripFixture.input, registry: registry)
    try trip.update(from: ["origin": ["longitude": 9.9], "named": "Autumn"], registry: registry)
    #expect(trip.title == "Coast")
    #expect(trip.origin.latitude == 46.2, "the nested model was updated in place: its other values stay")
    #expect(trip.origin.longitude == 9.9)
    #expect(trip.renamedTo == ["Summer", "Autumn"])
    try trip.update(fromJSON: Data(#"{"destination": {"latitude": 1}, "title": "Renamed"}"#.utf8), registry: registry)
    #expect(trip.destination?.latitude == 1)
    #expect(trip.destination?.longitude == 7.3, "an optional nested model holding a value is updated in place too")
    #expect(trip.title == "Renamed")
    try trip.update(from: ["destination": NSNull()], registry: registry)
    #expect(trip.destination == nil)
  }

  @Test("A failed setValues leaves the model exactly as it was", arguments: ModelKind.allCases)
  func failedUpdateChangesNothing(_ kind: ModelKind) throws {
    try failedUpdateChangesNothing(kind.trip)
  }

  func failedUpdateChangesNothing<T: TripModel>(_: T.Type) throws {
    let registry = MappingRegistry()
    try registry.register(T.Stop.self) { m in m.required = ["name"] }
    let input: [String: Any] = ["id": 1, "name": "Lyon", "position": ["latitude": 4.5]]
    var stop = try T.Stop(dictionary: input, registry: registry)
    // (Hydrated again rather than copied: a class instance's copy is the instance.)
    let before = try T.Stop(dictionary: input, registry: registry)
    let null = try #require(throws: MappingError.self) {
      try stop.update(from: ["id": 2, "position": ["latitude": 9.0], "name": NSNull()], registry: registry)
    }
    #expect(null.reason.code == "requiredValueIsNull" && null.property == "\(T.Stop.self).name")
    #expect(stop == before)
  }

  @Test("identifiedBy merges an array of models by id, updating matched elements", arguments: ModelKind.allCases)
  func identifiedArraysMerge(_ kind: ModelKind) throws {
    try identifiedArraysMerge(kind.trip)
  }

  func identifiedArraysMerge<T: TripModel>(_: T.Type) throws {
    let registry = MappingRegistry()
    try registry.register(T.Stop.self) { m in m.identifiedBy = "id" }
    var trip = try T(dictionary: ["stops": [["id": 1, "name": "A", "note": "keep"], ["id": 2, "name": "B"]]], registry: registry)
    try trip.update(from: ["stops": [["id": 2, "name": "B2"], ["id": 1, "name": "A2"], ["id": 3, "name": "C"]]], registry: registry)
    #expect(trip.stops.map(\.name) == ["B2", "A2", "C"])
    #expect(trip.stops[1].note == "keep", "the element matched by id was updated, not replaced")
    try trip.update(from: ["stopsByCode": ["X": ["id": 5, "note": "n"]]], registry: registry)
    try trip.update(from: ["stopsByCode": ["X": ["name": "Ex"]]], registry: registry)
    #expect(trip.stopsByCode["X"]?.note == "n" && trip.stopsByCode["X"]?.name == "Ex", "a [String: Model] entry updates in place")
  }

  @Test("A class holding structs: a failed update restores the struct property whole")
  func classHoldingStructsRollsBack() throws {
    final class Journey: ReflectiveModel {
      var code = ""
      var start = Coordinates()
      var legs: [StructStop] = []
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["code": \Journey.code, "start": \Journey.start, "legs": \Journey.legs] }
    }
    let registry = MappingRegistry()
    try registry.register(Journey.self) { m in m.required = ["code"] }
    let journey = try Journey(dictionary: ["code": "J1", "start": ["latitude": 1.0, "longitude": 2.0], "legs": [["id": 1]]], registry: registry)
    try journey.setValues(from: ["start": ["latitude": 5.0]], registry: registry)
    #expect(journey.start.latitude == 5 && journey.start.longitude == 2)
    let null = try #require(throws: MappingError.self) {
      try journey.setValues(from: ["start": ["latitude": 7.0], "legs": [], "code": NSNull()], registry: registry)
    }
    #expect(null.reason.code == "requiredValueIsNull" && null.property == "Journey.code")
    #expect(journey.start.latitude == 5)
    #expect(journey.legs.map(\.id) == [1])
    #expect(journey.code == "J1")
  }

  @Test("A struct holding a class instance: the instance is updated in place and restored on failure")
  func structHoldingAClass() throws {
    final class Owner: ReflectiveModel {
      var name = ""
      var renames = 0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Owner.name] }
    }
    struct Pet: ReflectiveModel {
      var name = ""
      var owner: Owner?
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Pet.name, "owner": \Pet.owner] }
    }
    let registry = MappingRegistry()
    try registry.register(Pet.self) { m in m.required = ["name"] }
    var pet = try Pet(dictionary: ["name": "Rex", "owner": ["name": "Ann"]], registry: registry)
    let owner = try #require(pet.owner)
    try pet.setValues(from: ["owner": ["name": "Bob"]], registry: registry)
    #expect(pet.owner === owner, "the class instance inside the struct kept its identity")
    #expect(owner.name == "Bob")
    let null = try #require(throws: MappingError.self) {
      try pet.setValues(from: ["owner": ["name": "Cy"], "name": NSNull()], registry: registry)
    }
    #expect(null.reason.code == "requiredValueIsNull" && null.property == "Pet.name")
    #expect(owner.name == "Bob", "the instance reached through the struct was restored")
    #expect(pet.name == "Rex")
  }
}
