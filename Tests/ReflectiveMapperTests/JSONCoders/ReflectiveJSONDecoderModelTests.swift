import Foundation
import Testing

@testable import ReflectiveMapper

/// ``ReflectiveCodable`` models met by `ReflectiveJSONDecoder`: hydrated from their tape node
/// with every rule of `init(jsonData:)`, at the top and inside `Codable` values.
@Suite struct ReflectiveJSONDecoderModelTests {
  typealias F = CodableFixtures

  @Test func topLevelModelIsWhatInitJSONDataMakes() throws {
    let decoder = ReflectiveJSONDecoder()
    let person = try decoder.decode(CodablePerson.self, from: F.personJSON)
    let direct = try CodablePerson(jsonData: F.personJSON, registry: F.readme)
    #expect(person.name == direct.name && person.favoriteNumber == 47)
    #expect(person.favoriteObject?.name == "Granite")
    #expect(person.friends.map(\.name) == ["Charles"])
    let reading = try decoder.decode(CodableReading.self, from: F.readingJSON)
    #expect(reading == (try CodableReading(jsonData: F.readingJSON)))
  }

  @Test func modelsInsideCodableValuesUseTheUserInfoRegistry() throws {
    let json = Data(
      #"""
      {"id": 7, "readings": [{"celsius": 1.5, "station": {"station_code": "A", "altitude_m": 3}, "tags": []}],
       "primary": {"station_code": "P", "altitude_m": 1}, "byCode": {"B": {"station_code": "B", "altitude_m": 2}}}
      """#.utf8)
    let ours = ReflectiveJSONDecoder()
    ours.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry()
    let theirs = JSONDecoder()
    theirs.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry()
    let value = try ours.decode(CodableEnvelope.self, from: json)
    #expect(value == (try theirs.decode(CodableEnvelope.self, from: json)))
    #expect(value.readings[0].station.code == "A")
    #expect(value.byCode["B"]?.altitude == 2)
    #expect(try ours.decode([CodableStation].self, from: Data(#"[{"station_code": "X"}]"#.utf8)).map(\.code) == ["X"])
  }

  /// A repeated key inside a model follows the model's rule (the last value, a non-fatal
  /// problem for the issue handler), as in `init(jsonData:)`; `JSONDecoder` reads the first.
  @Test func repeatedKeyInAModelFollowsInitJSONData() throws {
    let registry = MappingRegistry()
    let seen = IssueLog()
    registry.issueHandler = { seen.append($0) }
    let json = Data(#"{"code": "Mallory", "code": "Codertocat"}"#.utf8)
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let station = try decoder.decode(CodableStation.self, from: json)
    var issues: [MappingError] = []
    let direct = try CodableStation(jsonData: json, registry: registry, issues: &issues)
    #expect(station == direct)
    #expect(station.code == "Codertocat")
    #expect(issues.map(\.reason) == [.duplicateKey("code")])
    #expect(seen.issues.map(\.reason) == [.duplicateKey("code"), .duplicateKey("code")])
    let viaInitFrom = JSONDecoder()
    viaInitFrom.userInfo[MappingRegistry.codingUserInfoKey] = MappingRegistry()
    #expect(try viaInitFrom.decode(CodableStation.self, from: json).code == "Mallory")
  }

  @Test func strictModelsRepeatedKeyIsADecodingErrorCarryingEveryProblem() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let json = Data(#"{"id": 1, "readings": [], "byCode": {"A": {"code": "x", "code": "y", "altitude": "high"}}}"#.utf8)
    let error = JSONCoderCheck.failure(CodableEnvelope.self, String(decoding: json, as: UTF8.self), decoder: decoder)
    let context = try #require(JSONCoderCheck.context(error))
    let mapping = try #require(context.underlyingError as? MappingError)
    #expect(mapping.issues.map(\.reason).contains(.duplicateKey("code")))
    #expect(mapping.issues.count >= 2)
    #expect(Array(context.codingPath.map(\.stringValue).prefix(2)) == ["byCode", "A"])
    #expect(!context.debugDescription.contains("expected Any type"))
  }

  @Test func fatalProblemHasTheModelsCodingPath() throws {
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry(strict: true)
    let json = #"{"id": 1, "readings": [{"station": {"station_code": "A"}}, {"station": {"altitude_m": 3}}], "byCode": {}}"#
    let error = JSONCoderCheck.failure(CodableEnvelope.self, json, decoder: decoder)
    guard case .keyNotFound(let key, let context)? = error else {
      Issue.record("expected keyNotFound, got \(String(describing: error))")
      return
    }
    #expect(key.stringValue == "station_code")
    #expect(context.codingPath.map(\.stringValue) == ["readings", "Index 1", "station"])
    let mapping = try #require(context.underlyingError as? MappingError)
    #expect(mapping.reason == .missingRequiredValue)
  }

  /// Exact numbers by the model's rules: `1e-400` for an `Int` is a problem, never 0.
  @Test func exactNumbersInAModel() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let error = JSONCoderCheck.failure(CodableStation.self, #"{"code": "A", "altitude": 1e-400}"#, decoder: decoder)
    let mapping = try #require(JSONCoderCheck.context(error)?.underlyingError as? MappingError)
    #expect(mapping.path == "altitude")
  }

  @Test func unknownKeysAreCollected() throws {
    let registry = MappingRegistry()
    try registry.register(CodableEvent.self) { m in m.unknownKeys = .collect }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let json = Data(#"[{"name": "launch", "venue": {"city": "Bern"}, "seats": 12}]"#.utf8)
    let event = try #require(try decoder.decode([CodableEvent].self, from: json).first)
    #expect(event.name == "launch")
    #expect(event.unknownValues.keys.sorted() == ["seats", "venue"])
    #expect(event.unknownValues["seats"] as? Int == 12)
    // As init(jsonData:) keeps it (an object as its raw JSON text).
    let direct = try CodableEvent(jsonData: Data(#"{"name": "launch", "venue": {"city": "Bern"}, "seats": 12}"#.utf8), registry: registry)
    #expect(String(describing: event.unknownValues["venue"]!) == String(describing: direct.unknownValues["venue"]!))
    #expect(String(describing: event.unknownValues["venue"]!).contains("Bern"))
  }

  @Test func modelWhereTheValueIsNoObject() {
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure([CodableStation].self, #"[{"code": "A"}, 3]"#)) == "typeMismatch")
    #expect(JSONCoderCheck.path(JSONCoderCheck.failure([CodableStation].self, #"[{"code": "A"}, 3]"#)) == ["Index 1"])
    #expect(JSONCoderCheck.kind(JSONCoderCheck.failure(CodableStation.self, "null")) == "valueNotFound")
  }

  /// A model's own `init(from:)` called by hand with this decoder still works: the bridge reads
  /// the value through the containers (the dictionary route every other decoder takes).
  @Test func initFromCalledByHandReadsThroughTheContainers() throws {
    struct Wrapper: Decodable {
      var station: CodableStation
      enum Keys: String, CodingKey { case station }
      init(from decoder: any Decoder) throws {
        station = try CodableStation(from: decoder.container(keyedBy: Keys.self).superDecoder(forKey: .station))
      }
    }
    let json = Data(#"{"station": {"code": "Q", "altitude": 12, "extra": [1, {"a": null}, "x", 2.5, true]}}"#.utf8)
    let wrapper = try ReflectiveJSONDecoder().decode(Wrapper.self, from: json)
    #expect(wrapper.station.code == "Q" && wrapper.station.altitude == 12)
  }

  /// A model holding Codable values that hold models again: each level decoded by its rules.
  @Test func modelsInsideCodableInsideModels() throws {
    let json = Data(
      #"""
      {"title": "log", "envelopes": [{"id": 1, "readings": [{"celsius": 2, "station": {"code": "Z", "altitude": 9}, "tags": ["t"]}], "byCode": {}}]}
      """#.utf8)
    let logbook = try ReflectiveJSONDecoder().decode(CodableLogbook.self, from: json)
    #expect(logbook.title == "log")
    #expect(logbook.envelopes.first?.readings.first?.station.altitude == 9)
  }
}

/// The examples in `ReflectiveJSONDecoder`'s doc comment and the JSON coders article, as written.
@Suite struct ReflectiveJSONDecoderExampleTests {
  struct Customer: Codable, Equatable {
    var fullName: String
    var since: Date
  }

  struct Order: Codable, Equatable {
    var orderID: Int
    var customer: Customer
    var station: CodableStation
  }

  @Test func docCommentExample() throws {
    let body = Data(
      #"{"order_i_d": 1, "customer": {"full_name": "Ada", "since": "2024-03-05T10:20:30Z"}, "station": {"station_code": "Z"}}"#.utf8)
    let registry = CodableFixtures.stationRegistry()
    let decoder = ReflectiveJSONDecoder()  // was: JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .iso8601
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let order = try decoder.decode(Order.self, from: body)
    #expect(order.customer.fullName == "Ada")
    #expect(order.customer.since.timeIntervalSince1970 == 1_709_634_030)
    // The model inside reads its registry's keys, not the snake-case strategy's.
    #expect(order.station.code == "Z")
  }
}
