import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

// The guide's first tour (docs/Guide.md, the README's former quick start; its models are in
// ReflectiveMapperTestModels), on a registry of its own (the guide uses `.shared`); the README's
// hand-written form is in ReadmeHandWrittenTests.

@Suite struct QuickStartTests {
  @Test func theStructQuickStartWorksAsWritten() throws {
    var reading = try GuideTour.Reading(jsonData: Data(#"{"celsius": 21.5, "station": {"code": "ZRH", "altitude": 432}}"#.utf8))
    try reading.setValues(from: ["station": ["altitude": 433]])
    #expect(reading.station.code == "ZRH" && reading.station.altitude == 433 && reading.celsius == 21.5)
    let bytes = try reading.jsonData(options: .sortedKeys)
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"celsius":21.5,"station":{"altitude":433,"code":"ZRH"},"tags":[]}"#)
  }

  @Test func theQuickStartWorksAsWritten() throws {
    let registry = MappingRegistry()
    let log = IssueLog()
    registry.issueHandler = { log.append($0) }
    try registry.register(Person.self) { m in
      m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber", "stats.best.object": "favoriteObject"]
      m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
    }
    try registry.register(Employee.self) { m in
      m.keys = ["pay": "salary"]
      m.excluded = ["delegate"]
    }
    // Only the schema's note on the adapter, which the handler does not log.
    #expect(registry.issues(for: Employee.self).map(\.property) == ["Employee.favoriteNumber"])
    let response: [String: Any] = [
      "name": "Ada", "favorite_word": "engine", "favorite_number": "47",
      "stats": ["best": ["object": ["name": "Granite"]]],
      "friends": [["name": "Charles"]],
    ]
    var issues: [MappingError] = []
    let ada = try Person(dictionary: response, registry: registry, issues: &issues)
    try ada.setValues(from: ["favorite_word": "loom"], registry: registry)
    #expect(ada.favoriteObject?.name == "Granite" && ada.friends.map(\.name) == ["Charles"])
    #expect(ada.favoriteWord == "loom" && ada.favoriteNumber == 47 && issues.isEmpty)

    let employee = try Employee(dictionary: response.merging(["pay": 12.5, "favorite_number": "many"]) { $1 }, registry: registry)
    #expect(employee.salary == 12.5 && employee.favoriteWord == "engine")
    #expect(log.issues.map(\.path) == ["favorite_number"])
    let json = try employee.jsonObject(registry: registry)
    #expect(json["pay"] as? Double == 12.5 && json["favorite_word"] as? String == "engine")
    #expect((json["stats"] as? [String: Any])?["best"] != nil)
    #expect(json["delegate"] == nil)
  }
}
