import Foundation
import ReflectiveMapper
import Testing

// Struct models through the public API only: what someone arriving from Codable, HandyJSON
// or KakaJSON (whose models are `init()` structs) writes.

struct Coordinates: ReflectiveModel, Equatable {
  var latitude = 0.0
  var longitude = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["latitude": \Coordinates.latitude, "longitude": \Coordinates.longitude] }
}

struct StructStop: ReflectiveModel, Equatable {
  var id = 0
  var name = ""
  var position = Coordinates()
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \StructStop.id, "name": \StructStop.name, "position": \StructStop.position, "note": \StructStop.note]
  }
}

struct Trip: ReflectiveModel {
  var title = ""
  var distanceKm = 0.0
  var startedAt: Date?
  var origin = Coordinates()
  var destination: Coordinates?
  var stops: [StructStop] = []
  var stopsByCode: [String: StructStop] = [:]
  var tags: Set<String> = []
  var titleWrites = 0
  var renamedTo: [String] = []
  var named: String = "" {
    didSet { renamedTo.append(named) }
  }
  let kind = "trip"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Trip.title, "distanceKm": \Trip.distanceKm, "startedAt": \Trip.startedAt, "origin": \Trip.origin,
      "destination": \Trip.destination, "stops": \Trip.stops, "stopsByCode": \Trip.stopsByCode, "tags": \Trip.tags,
      "named": \Trip.named, "kind": \Trip.kind,
    ]
  }
}

private let tripRegistry: MappingRegistry = {
  let registry = MappingRegistry()
  try! registry.register(Trip.self) { m in
    m.keyStrategy = .snakeCase
    m.excluded = ["titleWrites", "renamedTo"]
  }
  return registry
}()

private var tripInput: [String: Any] {
  [
    "title": "Coast", "distance_km": "412.5", "started_at": "2026-05-01T08:00:00Z",
    "origin": ["latitude": 46.2, "longitude": 6.1],
    "destination": ["latitude": 43.7, "longitude": 7.3],
    "stops": [["id": 1, "name": "Lyon", "position": ["latitude": 45.8, "longitude": 4.8]], ["id": "2", "name": "Nice"]],
    "stops_by_code": ["LYS": ["id": 1, "name": "Lyon"]],
    "tags": ["sea", "coast", "sea"],
    "named": "Summer",
  ]
}

/// A JSON object without its `tags` (a set, written in no fixed order), for comparison.
private func withoutSet(_ json: [String: Any]) -> NSDictionary {
  var json = json
  json["tags"] = nil
  return json as NSDictionary
}

@Suite("Struct models: every entry point, both ways")
struct StructEntryPointTests {
  @Test("A struct hydrates from a dictionary: scalars, dates, nested structs, collections and optionals of them")
  func hydratesFromADictionary() throws {
    let trip = try Trip(dictionary: tripInput, registry: tripRegistry)
    #expect(trip.title == "Coast")
    #expect(trip.distanceKm == 412.5)
    #expect(trip.startedAt == Date(timeIntervalSince1970: 1_777_622_400))
    #expect(
      trip.origin
        == {
          var c = Coordinates()
          c.latitude = 46.2
          c.longitude = 6.1
          return c
        }())
    #expect(trip.destination?.longitude == 7.3)
    #expect(trip.stops.map(\.id) == [1, 2])
    #expect(trip.stops[0].position.latitude == 45.8)
    #expect(trip.stops[1].position == Coordinates())
    #expect(trip.stopsByCode["LYS"]?.name == "Lyon")
    #expect(trip.tags == ["sea", "coast"])
    #expect(trip.named == "Summer")
    #expect(trip.renamedTo == ["Summer"], "the write went through the key path: didSet ran once")
  }

  @Test("Bytes, text, arrays, dictionaries and make hydrate structs as dictionaries do")
  func hydratesFromBytesTextAndCollections() throws {
    let data = try JSONSerialization.data(withJSONObject: tripInput)
    let fromDictionary = try Trip(dictionary: tripInput, registry: tripRegistry)
    let fromBytes = try Trip(jsonData: data, registry: tripRegistry)
    let fromText = try Trip(jsonString: String(decoding: data, as: UTF8.self), registry: tripRegistry)
    for trip in [fromBytes, fromText] {
      #expect(try withoutSet(trip.jsonObject(registry: tripRegistry)) == withoutSet(fromDictionary.jsonObject(registry: tripRegistry)))
      #expect(trip.tags == fromDictionary.tags)
    }
    let stops = try [StructStop](dictionaries: [["id": 1, "name": "A"], ["id": 2]])
    #expect(stops.map(\.id) == [1, 2])
    let stopsFromBytes = try [StructStop](jsonData: Data(#"[{"id": 3, "position": {"latitude": 1.5}}]"#.utf8))
    #expect(stopsFromBytes.first?.position.latitude == 1.5)
    let byCode = try [String: StructStop](jsonData: Data(#"{"A": {"id": 1}, "B": {"id": 2}}"#.utf8))
    #expect(byCode.mapValues(\.id) == ["A": 1, "B": 2])
    let made = try StructStop.make(dictionary: ["id": 9, "name": "Made"])
    #expect(made.id == 9 && made.name == "Made")
  }

  @Test("Output: dictionaryRepresentation, jsonObject, jsonData and jsonString, let properties included")
  func writesOut() throws {
    let trip = try Trip(dictionary: tripInput, registry: tripRegistry)
    let plain = trip.dictionaryRepresentation(registry: tripRegistry)
    #expect(plain["distanceKm"] as? Double == 412.5)
    #expect((plain["origin"] as? [String: Any])?["latitude"] as? Double == 46.2)
    #expect(plain["kind"] as? String == "trip")
    #expect(plain["titleWrites"] == nil, "excluded")
    let json = try trip.jsonObject(registry: tripRegistry)
    #expect(json["distance_km"] as? Double == 412.5)
    #expect(json["started_at"] as? String == "2026-05-01T08:00:00Z")
    #expect(((json["stops"] as? [[String: Any]])?[1]["position"] as? [String: Any])?["latitude"] as? Double == 0)
    #expect((json["stops_by_code"] as? [String: Any])?["LYS"] != nil)
    #expect(Set(json["tags"] as? [String] ?? []) == ["sea", "coast"])
    let bytes = try trip.jsonData(registry: tripRegistry, options: .sortedKeys)
    let parsed = try JSONSerialization.jsonObject(with: bytes) as? NSDictionary
    #expect(parsed == json as NSDictionary)
    #expect(try trip.jsonString(registry: tripRegistry, options: .sortedKeys) == String(decoding: bytes, as: UTF8.self))
    let back = try Trip(dictionary: json, registry: tripRegistry)
    #expect(try withoutSet(back.jsonObject(registry: tripRegistry)) == withoutSet(json), "round trip")
    #expect(back.tags == trip.tags)
    let array = try [StructStop](dictionaries: [["id": 1], ["id": 2, "note": "x"]])
    #expect(try array.jsonObject().map { $0["id"] as? Int } == [1, 2])
    let arrayBytes = try JSONSerialization.jsonObject(with: try array.jsonData()) as? [[String: Any]]
    #expect(arrayBytes?[1]["note"] as? String == "x")
    let dictionary = ["a": array[0]]
    #expect(try dictionary.jsonObject()["a"]?["id"] as? Int == 1)
  }
}

@Suite("Struct models: setValues is mutating, partial and all or nothing")
struct StructUpdateTests {
  @Test("setValues writes only the keys present, updating nested structs in place")
  func partialUpdate() throws {
    var trip = try Trip(dictionary: tripInput, registry: tripRegistry)
    try trip.setValues(from: ["origin": ["longitude": 9.9], "named": "Autumn"], registry: tripRegistry)
    #expect(trip.title == "Coast")
    #expect(trip.origin.latitude == 46.2, "the nested struct was updated in place: its other values stay")
    #expect(trip.origin.longitude == 9.9)
    #expect(trip.renamedTo == ["Summer", "Autumn"])
    try trip.setValues(fromJSON: Data(#"{"destination": {"latitude": 1}, "title": "Renamed"}"#.utf8), registry: tripRegistry)
    #expect(trip.destination?.latitude == 1)
    #expect(trip.destination?.longitude == 7.3, "an optional nested struct holding a value is updated in place too")
    #expect(trip.title == "Renamed")
    try trip.setValues(from: ["destination": NSNull()], registry: tripRegistry)
    #expect(trip.destination == nil)
  }

  @Test("A failed setValues leaves the struct exactly as it was")
  func failedUpdateChangesNothing() throws {
    let registry = MappingRegistry()
    try registry.register(StructStop.self) { m in m.required = ["name"] }
    var stop = try StructStop(dictionary: ["id": 1, "name": "Lyon", "position": ["latitude": 4.5]], registry: registry)
    let before = stop
    let null = try #require(throws: MappingError.self) {
      try stop.setValues(from: ["id": 2, "position": ["latitude": 9.0], "name": NSNull()], registry: registry)
    }
    #expect(null.reason.code == "requiredValueIsNull" && null.property == "StructStop.name")
    #expect(stop == before)
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

  @Test("identifiedBy merges an array of structs by id, by value")
  func identifiedArraysMergeByValue() throws {
    let registry = MappingRegistry()
    try registry.register(StructStop.self) { m in m.identifiedBy = "id" }
    var trip = try Trip(dictionary: ["stops": [["id": 1, "name": "A", "note": "keep"], ["id": 2, "name": "B"]]], registry: registry)
    try trip.setValues(from: ["stops": [["id": 2, "name": "B2"], ["id": 1, "name": "A2"], ["id": 3, "name": "C"]]], registry: registry)
    #expect(trip.stops.map(\.name) == ["B2", "A2", "C"])
    #expect(trip.stops[1].note == "keep", "the element matched by id was updated, not replaced")
    try trip.setValues(from: ["stopsByCode": ["X": ["id": 5, "note": "n"]]], registry: registry)
    try trip.setValues(from: ["stopsByCode": ["X": ["name": "Ex"]]], registry: registry)
    #expect(trip.stopsByCode["X"]?.note == "n" && trip.stopsByCode["X"]?.name == "Ex", "a [String: Struct] entry updates in place")
  }
}

@Suite("Struct models: hooks, registration and guarantees")
struct StructRulesTests {
  @Test("afterMapping can change a struct (HandyJSON's didFinishMapping)")
  func afterMappingChangesAStruct() throws {
    struct Temperature: ReflectiveModel {
      var celsius = 0.0
      var fahrenheit = 0.0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["celsius": \Temperature.celsius, "fahrenheit": \Temperature.fahrenheit] }
    }
    let registry = MappingRegistry()
    try registry.register(Temperature.self) { m in
      m.excluded = ["fahrenheit"]
      m.afterMapping = { temperature, report in
        temperature.fahrenheit = temperature.celsius * 9 / 5 + 32
        if temperature.celsius < -273.15 { report.fail("below absolute zero", property: "celsius") }
      }
    }
    let t = try Temperature(dictionary: ["celsius": 100], registry: registry)
    #expect(t.fahrenheit == 212)
    let list = try [Temperature](dictionaries: [["celsius": 0], ["celsius": 37]], registry: registry)
    #expect(list.map(\.fahrenheit) == [32, 98.6])
    let belowZero = try #require(throws: MappingError.self) { try Temperature(dictionary: ["celsius": -300], registry: registry) }
    #expect(belowZero.reason.code == "custom" && belowZero.property == "Temperature.celsius")
  }

  @Test("A subtype resolver on a struct is refused at registration, with a message that says why")
  func subtypeResolverOnAStructIsRefused() throws {
    let registry = MappingRegistry()
    let error = #expect(throws: MappingError.self) {
      try registry.register(StructStop.self) { m in m.subtypeResolver = .discriminator("type", ["a": StructStop.self]) }
    }
    #expect(error?.reason.code == "invalidRegistration")
    #expect(error?.description.contains("struct") == true)
  }

  @Test("A protocol-typed property with a resolver holds conforming structs, and writes them back")
  func protocolTypedPropertiesHoldStructs() throws {
    let registry = MappingRegistry()
    try registry.register(StructCircle.self) { m in m.typeName = "circle" }
    try registry.register(StructSquare.self) { m in m.typeName = "square" }
    try registry.register(Drawing.self) { m in
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": StructCircle.self, "square": StructSquare.self])
    }
    let drawing = try Drawing(dictionary: ["shapes": [["kind": "circle", "radius": 2], ["kind": "square", "side": 3]]], registry: registry)
    #expect(drawing.shapes.map(\.area) == [4 * Double.pi, 9])
    let json = try drawing.jsonObject(registry: registry)
    let shapes = json["shapes"] as? [[String: Any]]
    #expect(shapes?[0]["radius"] as? Double == 2)
    #expect(shapes?[1]["side"] as? Double == 3)
  }

  @Test("Errors carry paths through structs; strict and required behave as for classes")
  func errorsCarryPaths() throws {
    let registry = MappingRegistry()
    try registry.register(Coordinates.self) { m in m.isStrict = true }
    var issues: [MappingError] = []
    let error = #expect(throws: MappingError.self) {
      _ = try Trip(dictionary: ["stops": [["id": 1], ["id": 2, "position": ["latitude": "north"]]]], registry: registry, issues: &issues)
    }
    #expect(error?.path == "stops[1].position.latitude" && error?.reason.code == "typeMismatch")
    issues = []
    let lenient = try StructStop(dictionary: ["id": "x", "name": "ok"], issues: &issues)
    #expect(lenient.name == "ok" && lenient.id == 0)
    #expect(issues.map(\.path) == ["id"])
  }

  @Test("Unknown keys: a struct collects them and writes them back")
  func structsCollectUnknownKeys() throws {
    struct Loose: UnknownKeyCollecting {
      var id = 0
      var unknownValues: [String: Any] = [:]
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["id": \Loose.id] }
    }
    let registry = MappingRegistry()
    try registry.register(Loose.self) { m in m.unknownKeys = .collect }
    var loose = try Loose(dictionary: ["id": 1, "extra": "x"], registry: registry)
    #expect(loose.unknownValues["extra"] as? String == "x")
    try loose.setValues(fromJSON: Data(#"{"more": [1]}"#.utf8), registry: registry)
    let json = try loose.jsonObject(registry: registry)
    #expect(json["extra"] as? String == "x")
    #expect(json["more"] as? [Int] == [1])
  }

  @Test("A Sendable struct crosses into tasks without ceremony")
  func sendableStructsCrossTasks() async throws {
    let stop = try StructStop(dictionary: ["id": 4, "name": "Bern"])
    let name = await Task.detached { stop.name }.value
    #expect(name == "Bern")
    let many = try await withThrowingTaskGroup(of: StructStop.self) { group in
      for id in 0..<8 { group.addTask { try StructStop(jsonData: Data(#"{"id": \#(id)}"#.utf8)) } }
      return try await group.reduce(into: [StructStop]()) { $0.append($1) }
    }
    #expect(Set(many.map(\.id)) == Set(0..<8))
  }

  @Test("A Codable struct that is not a model still goes through the bridge inside a struct model")
  func codableStructsInsideStructModels() throws {
    struct Money: Codable, Equatable {
      var amount: Decimal
      var currency: String
    }
    struct Invoice: ReflectiveModel {
      var total = Money(amount: 0, currency: "EUR")
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["total": \Invoice.total] }
    }
    let invoice = try Invoice(dictionary: ["total": ["amount": 12.5, "currency": "CHF"]])
    #expect(invoice.total == Money(amount: Decimal(string: "12.5")!, currency: "CHF"))
    let json = try invoice.jsonObject()
    #expect((json["total"] as? [String: Any])?["currency"] as? String == "CHF")
  }
}

protocol StructShape: ReflectiveModel {
  var area: Double { get }
}

struct StructCircle: StructShape {
  var radius = 0.0
  var area: Double { .pi * radius * radius }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["radius": \StructCircle.radius] }
}

struct StructSquare: StructShape {
  var side = 0.0
  var area: Double { side * side }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["side": \StructSquare.side] }
}

struct Drawing: ReflectiveModel {
  var shapes: [any StructShape] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["shapes": \Drawing.shapes] }
}
