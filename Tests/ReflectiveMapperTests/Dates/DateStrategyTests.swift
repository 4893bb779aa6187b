import Foundation
import ReflectiveMapper
import Testing

final class Schedule: ReflectiveModel {
  var created: Date?
  var modified: Date?
  var published: Date?
  var expires: Date?
  var legacy: Date?
  var stamps: [Date] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "created": \Schedule.created, "modified": \Schedule.modified, "published": \Schedule.published,
      "expires": \Schedule.expires, "legacy": \Schedule.legacy, "stamps": \Schedule.stamps,
    ]
  }
}

/// A Codable struct from "another library", held by a model.
struct GeoPoint: Codable, Equatable {
  var latitude: Double
  var longitude: Double
  var tags: [String]
  var source: Source?
  struct Source: Codable, Equatable {
    var name: String
    var updated: Date
  }
}

final class Place: ReflectiveModel {
  var name = ""
  var location: GeoPoint?
  var history: [GeoPoint] = []
  var byName: [String: GeoPoint] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Place.name, "location": \Place.location, "history": \Place.history, "byName": \Place.byName]
  }
}

@Suite struct DateStrategyTests {}

extension DateStrategyTests {
  @Test func strategiesApplyPerRegistryPerModelAndPerPropertyBothWays() throws {
    let registry = MappingRegistry()
    registry.defaultDateStrategy = .millisecondsSince1970
    try registry.register(Schedule.self) { m in
      m.dateStrategy = .rfc1123
      m.dateStrategies["created"] = .iso8601
      m.dateStrategies["expires"] = .secondsSince1970
      m.dateStrategies["legacy"] = .dotNet
      m.dateStrategies["published"] = .formatted("dd/MM/yyyy HH:mm")
    }
    let input: [String: Any] = [
      "created": "2003-06-10T04:00:00.5+02:00", "modified": "Tue, 10 Jun 2003 04:00:00 GMT",
      "published": "10/06/2003 04:00", "expires": 1_055_217_600, "legacy": "/Date(1055217600000+0100)/",
      "stamps": ["Tue, 10 Jun 2003 04:00:00 GMT"],
    ]
    var issues: [MappingError] = []
    let schedule = try Schedule(dictionary: input, registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    let instant = Date(timeIntervalSince1970: 1_055_217_600)
    #expect(schedule.created == Date(timeIntervalSince1970: 1_055_210_400.5))
    #expect(schedule.modified == instant && schedule.published == instant && schedule.expires == instant)
    #expect(schedule.legacy == instant && schedule.stamps == [instant])
    let output = try schedule.jsonObject(registry: registry)
    #expect(output["created"] as? String == "2003-06-10T02:00:00.5Z")
    #expect(output["modified"] as? String == "Tue, 10 Jun 2003 04:00:00 GMT")
    #expect(output["published"] as? String == "10/06/2003 04:00")
    #expect(output["expires"] as? Int == 1_055_217_600)
    #expect(output["legacy"] as? String == "/Date(1055217600000)/")
    // Every reversible strategy round-trips, through dictionaries and through bytes.
    let again = try Schedule(dictionary: output, registry: registry)
    let viaBytes = try Schedule(jsonData: try schedule.jsonData(registry: registry), registry: registry)
    for copy in [again, viaBytes] {
      #expect(copy.created == schedule.created && copy.modified == schedule.modified && copy.published == schedule.published)
      #expect(copy.expires == schedule.expires && copy.legacy == schedule.legacy && copy.stamps == schedule.stamps)
    }
  }

  @Test func theRegistryDefaultAppliesToModelsWithoutOne() throws {
    let registry = MappingRegistry()
    registry.defaultDateStrategy = .millisecondsSince1970
    let schedule = try Schedule(dictionary: ["created": 1_055_217_600_250], registry: registry)
    #expect(schedule.created == Date(timeIntervalSince1970: 1_055_217_600.25))
    #expect(try schedule.jsonObject(registry: registry)["created"] as? Int == 1_055_217_600_250)
  }

  @Test func firstMatchingTriesEachAndMalformedDatesAreIssues() throws {
    let registry = MappingRegistry()
    try registry.register(Schedule.self) { m in m.dateStrategy = .firstMatching([.iso8601, .rfc1123, .dotNet]) }
    var issues: [MappingError] = []
    let schedule = try Schedule(
      dictionary: ["created": "2003-06-10T04:00:00Z", "modified": "Tue, 10 Jun 2003 04:00:00 GMT", "legacy": "/Date(0)/", "expires": "soon"],
      registry: registry, issues: &issues)
    // 2003-06-10T04:00:00Z, written in two formats
    #expect(schedule.created == Date(timeIntervalSince1970: 1_055_217_600) && schedule.modified == Date(timeIntervalSince1970: 1_055_217_600))
    #expect(schedule.legacy == Date(timeIntervalSince1970: 0))
    #expect(issues.map(\.path) == ["expires"])
  }
}
