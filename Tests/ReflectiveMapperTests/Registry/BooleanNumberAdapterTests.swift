import Foundation
import ReflectiveMapper
import Testing

/// A model whose service sends flags where it means counts.
private struct FlagCounts: ReflectiveModel {
  var count = 7
  var ratio = 0.5
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \FlagCounts.count, "ratio": \FlagCounts.ratio] }
}

/// `Adapter.booleansAsNumbers`: MetaCodable's `ValueCoder` reading `true` as 1, on the
/// properties that ask for it.
@Suite struct BooleanNumberAdapterTests {
  func registry(strict: Bool) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.register(FlagCounts.self) { m in m.adapters = ["count": .booleansAsNumbers, "ratio": .booleansAsNumbers] }
    return registry
  }

  @Test(arguments: [false, true])
  func aBooleanReadsAsOneOrZeroFromBytesAndFromParsedValues(strict: Bool) throws {
    let registry = try registry(strict: strict)
    let json = Data(#"{"count": true, "ratio": false}"#.utf8)
    let fromBytes = try FlagCounts(jsonData: json, registry: registry)
    #expect(fromBytes.count == 1 && fromBytes.ratio == 0)
    let parsed = try JSONSerialization.jsonObject(with: json) as! [String: Any]
    let fromParsed = try FlagCounts(dictionary: parsed, registry: registry)
    #expect(fromParsed.count == 1 && fromParsed.ratio == 0)
    #expect(String(decoding: try fromBytes.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self) == #"{"count":1,"ratio":0}"#)
  }

  @Test func otherValuesFollowTheBuiltInRules() throws {
    let lenient = try registry(strict: false)
    #expect(try FlagCounts(jsonData: Data(#"{"count": "12", "ratio": 2}"#.utf8), registry: lenient).count == 12)
    var issues: [MappingError] = []
    let model = try FlagCounts(jsonData: Data(#"{"count": "many"}"#.utf8), registry: lenient, issues: &issues)
    #expect(model.count == 7 && issues.map(\.path) == ["count"])
    #expect(throws: MappingError.self) { try FlagCounts(jsonData: Data(#"{"count": "12"}"#.utf8), registry: try registry(strict: true)) }
  }

  @Test func withoutTheAdapterABooleanIsNoNumber() throws {
    var issues: [MappingError] = []
    let model = try FlagCounts(jsonData: Data(#"{"count": true}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(model.count == 7 && issues.map(\.path) == ["count"])
  }
}
