import Foundation
import ReflectiveMapper
import Testing

@Suite("Every entry point, both ways, for classes and structs")
struct EveryEntryPointTests {
  let registry = TripFixture.registry

  @Test(
    "A model hydrates from a dictionary: scalars, dates, nested models, collections and optionals of them",
    arguments: ModelKind.allCases)
  func hydratesFromADictionary(_ kind: ModelKind) throws {
    try hydratesFromADictionary(kind.trip)
  }

  func hydratesFromADictionary<T: TripModel>(_: T.Type) throws {
    let trip = try T(dictionary: TripFixture.input, registry: registry)
    #expect(trip.title == "Coast")
    #expect(trip.distanceKm == 412.5)
    #expect(trip.startedAt == Date(timeIntervalSince1970: 1_777_622_400))
    #expect(
      trip.origin
        == {
          var c = T.Position()
          c.latitude = 46.2
          c.longitude = 6.1
          return c
        }())
    #expect(trip.destination?.longitude == 7.3)
    #expect(trip.stops.map(\.id) == [1, 2])
    #expect(trip.stops[0].position.latitude == 45.8)
    #expect(trip.stops[1].position == T.Position())
    #expect(trip.stopsByCode["LYS"]?.name == "Lyon")
    #expect(trip.tags == ["sea", "coast"])
    #expect(trip.named == "Summer")
    #expect(trip.renamedTo == ["Summer"], "the write went through the key path: didSet ran once")
  }

  @Test("Bytes, text, arrays, dictionaries and make hydrate models as dictionaries do", arguments: ModelKind.allCases)
  func hydratesFromBytesTextAndCollections(_ kind: ModelKind) throws {
    try hydratesFromBytesTextAndCollections(kind.trip)
  }

  func hydratesFromBytesTextAndCollections<T: TripModel>(_: T.Type) throws {
    let data = try JSONSerialization.data(withJSONObject: TripFixture.input)
    let fromDictionary = try T(dictionary: TripFixture.input, registry: registry)
    let fromBytes = try T(jsonData: data, registry: registry)
    let fromText = try T(jsonString: String(decoding: data, as: UTF8.self), registry: registry)
    for trip in [fromBytes, fromText] {
      #expect(
        try TripFixture.withoutSet(trip.jsonObject(registry: registry)) == TripFixture.withoutSet(fromDictionary.jsonObject(registry: registry)))
      #expect(trip.tags == fromDictionary.tags)
    }
    let stops = try [T.Stop](dictionaries: [["id": 1, "name": "A"], ["id": 2]])
    #expect(stops.map(\.id) == [1, 2])
    let stopsFromBytes = try [T.Stop](jsonData: Data(#"[{"id": 3, "position": {"latitude": 1.5}}]"#.utf8))
    #expect(stopsFromBytes.first?.position.latitude == 1.5)
    let byCode = try [String: T.Stop](jsonData: Data(#"{"A": {"id": 1}, "B": {"id": 2}}"#.utf8))
    #expect(byCode.mapValues(\.id) == ["A": 1, "B": 2])
    let made = try T.Stop.make(dictionary: ["id": 9, "name": "Made"])
    #expect(made.id == 9 && made.name == "Made")
  }

  @Test("Output: dictionaryRepresentation, jsonObject, jsonData and jsonString, let properties included", arguments: ModelKind.allCases)
  func writesOut(_ kind: ModelKind) throws {
    try writesOut(kind.trip)
  }

  func writesOut<T: TripModel>(_: T.Type) throws {
    let trip = try T(dictionary: TripFixture.input, registry: registry)
    let plain = trip.dictionaryRepresentation(registry: registry)
    #expect(plain["distanceKm"] as? Double == 412.5)
    #expect((plain["origin"] as? [String: Any])?["latitude"] as? Double == 46.2)
    #expect(plain["kind"] as? String == "trip")
    #expect(plain["titleWrites"] == nil, "excluded")
    let json = try trip.jsonObject(registry: registry)
    #expect(json["distance_km"] as? Double == 412.5)
    #expect(json["started_at"] as? String == "2026-05-01T08:00:00Z")
    #expect(((json["stops"] as? [[String: Any]])?[1]["position"] as? [String: Any])?["latitude"] as? Double == 0)
    #expect((json["stops_by_code"] as? [String: Any])?["LYS"] != nil)
    #expect(Set(json["tags"] as? [String] ?? []) == ["sea", "coast"])
    let bytes = try trip.jsonData(registry: registry, options: .sortedKeys)
    let parsed = try JSONSerialization.jsonObject(with: bytes) as? NSDictionary
    #expect(parsed == json as NSDictionary)
    #expect(try trip.jsonString(registry: registry, options: .sortedKeys) == String(decoding: bytes, as: UTF8.self))
    let back = try T(dictionary: json, registry: registry)
    #expect(try TripFixture.withoutSet(back.jsonObject(registry: registry)) == TripFixture.withoutSet(json), "round trip")
    #expect(back.tags == trip.tags)
    let array = try [T.Stop](dictionaries: [["id": 1], ["id": 2, "note": "x"]])
    #expect(try array.jsonObject().map { $0["id"] as? Int } == [1, 2])
    let arrayBytes = try JSONSerialization.jsonObject(with: try array.jsonData()) as? [[String: Any]]
    #expect(arrayBytes?[1]["note"] as? String == "x")
    let dictionary = ["a": array[0]]
    #expect(try dictionary.jsonObject()["a"]?["id"] as? Int == 1)
  }
}
