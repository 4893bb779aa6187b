import Foundation
import ReflectiveMapper
import Testing

final class Stamp: ReflectiveModel {
  var local = Date(timeIntervalSince1970: 0)
  var utc = Date(timeIntervalSince1970: 0)
  var iso = Date(timeIntervalSince1970: 0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["local": \Stamp.local, "utc": \Stamp.utc, "iso": \Stamp.iso] }
}

/// Fractional seconds finer than milliseconds survive a `.formatted` strategy both ways, with
/// the offset its time zone gives (`DateFormatter` alone keeps milliseconds only), and the
/// ISO 8601 strategy keeps microseconds.
@Suite struct FractionalSecondsTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Stamp.self) { m in
      m.dateStrategies["local"] = .formatted(
        "yyyy-MM-dd'T'HH:mm:ss.SSSSSSXXXXX", timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)
      m.dateStrategies["utc"] = .formatted("yyyyMMdd HHmmss.SSSSSSSSS 'SSSS'")
      m.dateStrategies["iso"] = .iso8601
    }
    return registry
  }

  @Test func microsecondsAndTheOffsetReadBackExactly() throws {
    let registry = try registry()
    let text = "2024-01-02T07:00:00.123456-05:00"
    let made = try Stamp(dictionary: ["local": text, "iso": text, "utc": "20240102 120000.123456000 SSSS"], registry: registry)
    #expect(made.local.timeIntervalSince1970 == 1_704_196_800.123456)
    #expect(made.iso == made.local)
    #expect(made.utc == made.local)
    let object = try made.jsonObject(registry: registry)
    #expect(object["local"] as? String == text)
    #expect(object["utc"] as? String == "20240102 120000.123456000 SSSS")
    #expect(object["iso"] as? String == "2024-01-02T12:00:00.123456Z")
    let again = try Stamp(jsonData: made.jsonData(registry: registry), registry: registry)
    #expect(again.local == made.local && again.utc == made.utc && again.iso == made.iso)
  }

  @Test func beforeNineteenSeventyAndAtTheEdgeOfASecond() throws {
    let registry = try registry()
    for text in ["1969-12-31T18:59:59.500001-05:00", "2024-01-02T07:00:00.999999-05:00", "2024-01-02T07:00:00.000001-05:00"] {
      let made = try Stamp(dictionary: ["local": text], registry: registry)
      #expect(try made.jsonObject(registry: registry)["local"] as? String == text)
    }
  }

  @Test func aValueNotInTheFormatIsStillAProblem() throws {
    var issues: [MappingError] = []
    _ = try Stamp(dictionary: ["local": "2024-01-02 07:00"], registry: try registry(), issues: &issues)
    #expect(issues.map(\.path) == ["local"])
  }
}
