import Foundation
import ReflectiveMapper
import Testing

/// A class with a date, an optional one and an array of dates (issue #49).
final class StampClass: ReflectiveModel {
  var at = Date(timeIntervalSince1970: 0)
  var maybe: Date?
  var stamps: [Date] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["at": \StampClass.at, "maybe": \StampClass.maybe, "stamps": \StampClass.stamps] }
}

/// ``StampClass``'s struct twin.
struct StampStruct: ReflectiveModel {
  var at = Date(timeIntervalSince1970: 0)
  var maybe: Date?
  var stamps: [Date] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["at": \StampStruct.at, "maybe": \StampStruct.maybe, "stamps": \StampStruct.stamps] }
}

/// ``DateStrategy/microsecondsSince1970`` and ``DateStrategy/nanosecondsSince1970`` (issue #49):
/// read from numbers and numeric text, written as integers, out-of-range and non-finite input a
/// problem at its path, never a crash.
@Suite struct EpochCountStrategyTests {
  func registry(_ strategy: DateStrategy, strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.register(StampClass.self) { m in m.dateStrategy = strategy }
    try registry.register(StampStruct.self) { m in m.dateStrategy = strategy }
    return registry
  }

  /// What one kind of model reads from `json` (bytes or its dictionary), what it writes back
  /// (as a dictionary, and as the bytes' dictionary), and the problems' paths.
  func roundTrip(_ kind: ModelKind, _ json: String, bytes: Bool, registry: MappingRegistry) throws
    -> (at: Date, maybe: Date?, stamps: [Date], written: [String: Any], writtenBytes: [String: Any], problems: [String])
  {
    var issues: [MappingError] = []
    func finish<M: ReflectiveModel>(_ model: M, _ at: Date, _ maybe: Date?, _ stamps: [Date]) throws
      -> (Date, Date?, [Date], [String: Any], [String: Any], [String])
    {
      let written = try model.jsonObject(registry: registry)
      let data = try model.jsonData(registry: registry)
      let writtenBytes = try JSONSerialization.jsonObject(with: data) as! [String: Any]
      return (at, maybe, stamps, written, writtenBytes, issues.map(\.path))
    }
    switch kind {
    case .classes:
      let model = try StampClass.read(json, bytes: bytes, registry: registry, issues: &issues)
      return try finish(model, model.at, model.maybe, model.stamps)
    case .structs:
      let model = try StampStruct.read(json, bytes: bytes, registry: registry, issues: &issues)
      return try finish(model, model.at, model.maybe, model.stamps)
    }
  }

  @Test("microseconds: integers and numeric text read to the microsecond and are written back as the same integer", arguments: ModelKind.allCases)
  func microseconds(kind: ModelKind) throws {
    let registry = try registry(.microsecondsSince1970)
    let json = #"{"at": 1700000000123456, "maybe": "1700000000123456", "stamps": [-1, 0, 1.25, 1000000]}"#
    for bytes in [true, false] {
      let result = try roundTrip(kind, json, bytes: bytes, registry: registry)
      #expect(result.problems.isEmpty, "\(result.problems)")
      #expect(abs(result.at.timeIntervalSince1970 - 1_700_000_000.123456) < 1e-6)
      #expect(result.maybe == result.at)
      let seconds = [-0.000001, 0, 0.00000125, 1]
      #expect(zip(result.stamps, seconds).allSatisfy { abs($0.timeIntervalSince1970 - $1) < 1e-7 } && result.stamps.count == 4, "\(result.stamps)")
      for written in [result.written, result.writtenBytes] {
        #expect((written["at"] as? NSNumber)?.int64Value == 1_700_000_000_123_456, "\(written)")
        #expect((written["maybe"] as? NSNumber)?.int64Value == 1_700_000_000_123_456)
        // Written as integers: 1.25 µs rounds to 1 µs (the date is kept to the microsecond).
        #expect((written["stamps"] as? [NSNumber])?.map(\.int64Value) == [-1, 0, 1, 1_000_000], "\(written)")
      }
    }
    #expect(try JSONSerialization.data(withJSONObject: try roundTrip(kind, json, bytes: true, registry: registry).written).count > 0)
  }

  @Test("nanoseconds: every Int64 count reads, and a date is written as its nearest nanosecond", arguments: ModelKind.allCases)
  func nanoseconds(kind: ModelKind) throws {
    let registry = try registry(.nanosecondsSince1970)
    let count: Int64 = 1_700_000_000_123_456_789
    let json = #"{"at": \#(count), "maybe": "\#(count)", "stamps": [0, 1000000000]}"#
    // The ends of Int64 read (2262-04-11T23:47:16.854775807Z, 1677-09-21T00:12:43.145224192Z);
    // the Date they become may round past them, so they are not written back here.
    let ends = #"{"stamps": [\#(Int64.max), \#(Int64.min)]}"#
    let fromBytes = try StampStruct(jsonData: Data(ends.utf8), registry: registry).stamps
    let fromDictionary = try StampClass(dictionary: ["stamps": [Int64.max, Int64.min]], registry: registry).stamps
    for stamps in [fromBytes, fromDictionary] {
      #expect(stamps.count == 2)
      #expect(abs(stamps[0].timeIntervalSince1970 - 9_223_372_036.854775807) < 1e-5)
      #expect(abs(stamps[1].timeIntervalSince1970 + 9_223_372_036.854775808) < 1e-5)
    }
    for bytes in [true, false] {
      let result = try roundTrip(kind, json, bytes: bytes, registry: registry)
      #expect(result.problems.isEmpty, "\(result.problems)")
      #expect(abs(result.at.timeIntervalSince1970 - 1_700_000_000.123456789) < 1e-6)
      #expect(result.maybe == result.at)
      #expect(result.stamps == [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)])
      for written in [result.written, result.writtenBytes] {
        // A Date holds about 0.1 µs here: the count comes back within that, as an integer.
        let at = try #require((written["at"] as? NSNumber)?.int64Value)
        #expect(abs(at - count) < 120, "\(at)")
        let stamps = try #require((written["stamps"] as? [NSNumber])?.map(\.int64Value))
        #expect(stamps == [0, 1_000_000_000], "\(stamps)")
        // The count written reads as the same date again.
        let again = try roundTrip(kind, #"{"at": \#(at)}"#, bytes: bytes, registry: registry)
        #expect(again.at == result.at)
      }
    }
  }

  @Test("a date with no Int64 nanosecond count fails output at its path; garbage input is a problem at its path", arguments: ModelKind.allCases)
  func outOfRange(kind: ModelKind) throws {
    let registry = try registry(.nanosecondsSince1970)
    // 2286 has no Int64 nanosecond count (the number itself reads, as a Double).
    let error = try #require(throws: MappingError.self) {
      _ = try roundTrip(kind, #"{"at": 1e19}"#, bytes: true, registry: registry)
    }
    #expect(error.path == "at", "\(error)")
    #expect(error.description.contains("nanoseconds since 1970"), "\(error)")
    for strategy in [DateStrategy.microsecondsSince1970, .nanosecondsSince1970] {
      let registry = try self.registry(strategy)
      let garbage = [#""x""#, "true", "1e30", "-1e30", "[1]", "{}", #""1e400""#, #""NaN""#, #""""#]
      for value in garbage {
        for bytes in [true, false] {
          let result = try roundTrip(kind, #"{"at": \#(value), "maybe": \#(value), "stamps": [\#(value), 5]}"#, bytes: bytes, registry: registry)
          #expect(result.problems.sorted() == ["at", "maybe", "stamps[0]"], "\(strategy) \(value): \(result.problems)")
          #expect(result.at == Date(timeIntervalSince1970: 0) && result.maybe == nil && result.stamps.count == 1)
        }
      }
      // Non-finite numbers from a dictionary built in code.
      var issues: [MappingError] = []
      let model = try StampClass(
        dictionary: ["at": Double.nan, "maybe": Double.infinity, "stamps": [-Double.infinity]], registry: registry, issues: &issues)
      #expect(model.maybe == nil && model.stamps.isEmpty && issues.map(\.path).sorted() == ["at", "maybe", "stamps[0]"], "\(issues)")
      guard case .invalidValue(let expected, _) = issues.first?.reason else {
        Issue.record("\(issues)")
        continue
      }
      #expect(expected == strategy.description)
    }
  }

  @Test("strict reads only numbers; the schema states a number; the descriptions name the unit")
  func strictSchemaAndDescriptions() throws {
    let strict = try registry(.microsecondsSince1970, strict: true)
    let error = try #require(throws: MappingError.self) { try StampStruct(jsonData: Data(#"{"at": "1700000000123456"}"#.utf8), registry: strict) }
    #expect(error.path == "at")
    #expect(error.reason == .typeMismatch(expected: "date in microseconds since 1970", found: "String \"1700000000123456\""))
    #expect(try StampStruct(jsonData: Data(#"{"at": 1000000}"#.utf8), registry: strict).at == Date(timeIntervalSince1970: 1))
    #expect(DateStrategy.microsecondsSince1970.description == "date in microseconds since 1970")
    #expect(DateStrategy.nanosecondsSince1970.description == "date in nanoseconds since 1970")
    for strategy in [DateStrategy.microsecondsSince1970, .nanosecondsSince1970] {
      let schema = try registry(strategy).jsonSchema(for: StampClass.self)
      let definition = (schema["$defs"] as? [String: Any])?["StampClass"] as? [String: Any]
      let properties = definition?["properties"] as? [String: Any]
      #expect(properties?["at"] as? NSDictionary == ["type": "number"], "\(String(describing: properties))")
      #expect(properties?["stamps"] as? NSDictionary == ["type": "array", "items": ["type": "number"]], "\(String(describing: properties))")
    }
  }
}
