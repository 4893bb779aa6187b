import Foundation
import Testing

@testable import ReflectiveMapper

/// ``ReflectiveCodable`` models met by ``ReflectiveJSONEncoder``: written by their output plans
/// with the call's registry, at the top and inside `Codable` values, in every layout.
@Suite struct ReflectiveJSONEncoderModelTests {
  typealias F = CodableFixtures

  static let envelope = CodableEnvelope(
    id: 7,
    readings: [
      try! CodableReading(jsonData: Data(#"{"celsius": 1.5, "station": {"code": "A/1", "altitude": 3}, "tags": []}"#.utf8))
    ],
    primary: try! CodableStation(dictionary: ["code": "P", "altitude": 1]),
    byCode: ["B": try! CodableStation(dictionary: ["code": "B", "altitude": 2])])

  @Test func aTopLevelModelIsWhatJSONDataWrites() throws {
    let person = try CodablePerson(jsonData: F.personJSON, registry: F.readme)
    let ours = try ReflectiveJSONEncoder().encode(person)
    #expect(try F.canonical(ours) == F.canonical(person.jsonData(registry: F.readme)))
  }

  @Test func modelsInsideCodableValuesUseTheUserInfoRegistry() throws {
    let settings = EncoderSettings(userInfo: [MappingRegistry.codingUserInfoKey: F.stationRegistry()])
    let (theirs, ours) = try settings.texts(Self.envelope)
    #expect(try F.canonical(Data(ours.utf8)) == F.canonical(Data(theirs.utf8)))
    #expect(ours.contains(#""station_code":"A\/1""#))
    let back = try ReflectiveJSONDecoder().decode(CodableEnvelope.self, from: Data(ours.utf8))
    #expect(back.readings.count == 1)
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = F.stationRegistry()
    #expect(try decoder.decode(CodableEnvelope.self, from: Data(ours.utf8)) == Self.envelope)
  }

  @Test(arguments: [
    JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
    [.sortedKeys, .withoutEscapingSlashes],
  ])
  func aModelIsLaidOutAsTheRestOfTheDocument(formatting: JSONEncoder.OutputFormatting) throws {
    let settings = EncoderSettings(formatting: formatting)
    let (theirs, ours) = try settings.texts(Self.envelope)
    // (JSONEncoder writes the model through its containers, from its `jsonObject()`; the
    // library writes its plan's text and lays it out.)
    #expect(ours == theirs)
  }

  @Test func aModelsProblemIsAnEncodingErrorCarryingTheMappingError() throws {
    let registry = MappingRegistry()
    try registry.register(CodableReading.self) { _ in }
    var reading = CodableReading()
    reading.celsius = .nan
    let encoder = ReflectiveJSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let error = try #require(throws: EncodingError.self) { try encoder.encode(["first": [reading]]) }
    guard case .invalidValue(_, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["first", "Index 0"])
    let mapping = try #require(context.underlyingError as? MappingError)
    #expect(mapping.path == "celsius")
  }

  @Test func aModelIsWrittenOnceAndTheArenaHoldsNothingOfAFailure() throws {
    let stations = (0..<50).map { index in try! CodableStation(dictionary: ["code": "S\(index)", "altitude": index]) }
    let data = try ReflectiveJSONEncoder().encode(stations)
    let back = try ReflectiveJSONDecoder().decode([CodableStation].self, from: data)
    #expect(back == stations)
  }
}
