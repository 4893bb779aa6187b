import Foundation
import ReflectiveMapper
import Testing

/// A ReflectiveCodable model's problems through the coders: each mapping error becomes the
/// DecodingError or EncodingError a Codable caller expects, or reaches the issue handler.
@Suite struct ReflectiveCodableErrorTests {
  typealias F = CodableFixtures

  @Test func aMissingRequiredValueIsKeyNotFoundAtItsCodingPath() throws {
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry(strict: true)
    let json = Data(
      #"{"id": 1, "readings": [{"station": {"station_code": "A"}}, {"station": {"altitude_m": 3}}], "byCode": {}}"#.utf8)
    do {
      _ = try decoder.decode(CodableEnvelope.self, from: json)
      Issue.record("decoding should fail")
    } catch DecodingError.keyNotFound(let key, let context) {
      #expect(key.stringValue == "station_code")
      #expect(context.codingPath.map(\.stringValue) == ["readings", "Index 1", "station"])
      let mapping = try #require(context.underlyingError as? MappingError)
      #expect(mapping.path == "station.station_code")
      #expect(mapping.reason == .missingRequiredValue)
      #expect(String(describing: DecodingError.keyNotFound(key, context)).contains("station.station_code"))
    }
  }

  @Test func aStrictConversionFailureIsTypeMismatchCarryingTheMappingError() throws {
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry(strict: true)
    let json = Data(#"{"celsius": 1, "station": {"station_code": "A", "altitude_m": "high"}}"#.utf8)
    do {
      _ = try decoder.decode(CodableReading.self, from: json)
      Issue.record("decoding should fail")
    } catch let error as DecodingError {
      guard case .typeMismatch(_, let context) = error else {
        Issue.record("expected typeMismatch, got \(error)")
        return
      }
      #expect(context.codingPath.map(\.stringValue) == ["station", "altitude_m"])
      let mapping = try #require(context.underlyingError as? MappingError)
      #expect(mapping.path == "station.altitude_m")
      #expect(mapping.property == "CodableReading.station.altitude")
      #expect(context.debugDescription == mapping.description)
      #expect(String(describing: error).contains(mapping.summary))
    }
    // The same input through the library's own entry point fails with the same problem.
    #expect(throws: MappingError.self) { try CodableReading(jsonData: json, registry: F.stationRegistry(strict: true)) }
  }

  @Test func nestingPastTheLimitIsAnErrorNotACrash() {
    let deep = Data((#"{"mixed": "# + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "}").utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CodableBag.self, from: deep) }
    #expect(throws: MappingError.self) { try CodableBag(jsonData: deep) }

    // A property list has no depth limit of its own: the reader's (512 levels) applies.
    var nested: Any = [Int]()
    for _ in 0..<600 { nested = [nested] }
    #expect {
      let plist = try PropertyListSerialization.data(fromPropertyList: ["mixed": nested], format: .binary, options: 0)
      return try PropertyListDecoder().decode(CodableBag.self, from: plist)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("512")
    }
  }

  @Test func aValueThatIsNotAnObjectIsATypeMismatch() {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CodableStation.self, from: Data("[1]".utf8)) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([CodableStation].self, from: Data(#"[{"code": "A"}, 3]"#.utf8)) }
  }

  @Test func nonFatalIssuesReachTheIssueHandlerAsFromInitJSONData() throws {
    let registry = MappingRegistry()
    registry.codingRules = .registry
    let seen = IssueLog()
    registry.issueHandler = { seen.append($0) }
    let json = Data(#"{"celsius": "warm", "station": {"code": "A", "altitude": null}, "tags": ["a", 3]}"#.utf8)
    var issues: [MappingError] = []
    let direct = try CodableReading(jsonData: json, registry: registry, issues: &issues)
    let fromInit = seen.issues
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let decoded = try decoder.decode(CodableReading.self, from: json)
    let fromDecoder = Array(seen.issues.dropFirst(fromInit.count))
    #expect(decoded == direct)
    #expect(!issues.isEmpty)
    #expect(fromInit == issues)
    #expect(fromDecoder == issues)
  }

  @Test func anEncodingFailureIsInvalidValueCarryingTheMappingError() {
    var gauge = CodableGauge()
    gauge.ratio = .nan
    do {
      _ = try JSONEncoder().encode(gauge)
      Issue.record("encoding should fail")
    } catch EncodingError.invalidValue(_, let context) {
      let mapping = context.underlyingError as? MappingError
      #expect(mapping?.path == "ratio")
    } catch {
      Issue.record("expected EncodingError, got \(error)")
    }
  }

}
