import Foundation
import Testing

@testable import ReflectiveMapper

/// What a date strategy reads with a fraction it writes back with the same fraction.
@Suite struct DateFractionRoundTripTests {
  final class Stamp: ReflectiveModel {
    var at: Date?
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["at": \Stamp.at] }
  }

  /// ReerCodable's ISO 8601 round trip with options: microseconds and the offset kept.
  @Test(arguments: [
    ("yyyy-MM-dd'T'HH:mm:ss.SSSSSSxxxxx", "2024-01-15T07:00:00.123456-05:00", -5 * 3600),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSSSSZZZZZ", "2024-01-15T07:00:00.123456-05:00", -5 * 3600),
    ("yyyy-MM-dd'T'HH:mm:ss.SSSxxxxx", "2024-01-15T07:00:00.123-05:00", -5 * 3600),
    ("yyyy-MM-dd HH:mm:ss.SSSSSS", "2024-01-15 12:00:00.000001", 0),
  ])
  func aFormattedFractionRoundTrips(_ format: String, _ text: String, _ offset: Int) throws {
    let registry = MappingRegistry()
    let strategy = DateStrategy.formatted(format, timeZone: TimeZone(secondsFromGMT: offset)!)
    try registry.register(Stamp.self) { m in m.dateStrategies["at"] = strategy }
    let stamp = try Stamp(jsonData: Data(#"{"at": "\#(text)"}"#.utf8), registry: registry)
    #expect(try stamp.jsonObject(registry: registry)["at"] as? String == text)
  }

  @Test func iso8601KeepsMicroseconds() throws {
    let registry = MappingRegistry()
    try registry.register(Stamp.self) { m in m.dateStrategies["at"] = .iso8601 }
    let stamp = try Stamp(jsonData: Data(#"{"at": "2024-01-15T07:00:00.123456-05:00"}"#.utf8), registry: registry)
    #expect(try stamp.jsonObject(registry: registry)["at"] as? String == "2024-01-15T12:00:00.123456Z")
  }
}
