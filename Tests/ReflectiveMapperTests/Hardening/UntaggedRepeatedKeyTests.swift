import Foundation
import ReflectiveMapper
import Testing

/// An untagged enumeration whose last case reads any object (MetaCodable's `CodableValue` with
/// a fallback).
private enum Loose: Equatable, Sendable {
  case flag(Bool)
  case pair(a: Int, b: Int)
  case other
}

private final class LooseHolder: ReflectiveModel {
  var items: [Loose] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["items": \LooseHolder.items] }
}

/// An untagged enumeration reads a repeated key as the input's problem, not a case's.
///
/// Fuzz finding (#49): from bytes, an untagged case tried an object with a repeated key as a
/// fatal problem, so a later case (the fallback) took the value, or none did, with no issue
/// left; the parsed dictionary, which has lost the repeat, read the first case. A repeated key
/// is the input's: it is reported with the registry's strictness once a case is chosen.
@Suite struct UntaggedRepeatedKeyTests {
  private func registry(strict: Bool) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.registerEnum(Loose.self, as: .untagged) { e in
      e.case("flag", wrap: Loose.flag, unwrap: { if case .flag(let value) = $0 { value } else { nil } })
      e.case(
        "pair", make: { v in .pair(a: try v["a"], b: try v["b"]) },
        match: { if case .pair(let a, let b) = $0 { ["a": a, "b": b] } else { nil } })
      e.case("other", make: { _ in .other }, match: { $0 == .other ? [:] : nil })
    }
    return registry
  }

  private let json = #"{"items": [true, {"a": 1, "b": 2, "a": 3}, {"z": 1, "z": 2}]}"#

  @Test func bytesReadTheCaseTheParsedDictionaryReadsAndReportTheRepeat() throws {
    let registry = try registry(strict: false)
    var issues: [MappingError] = []
    let fromBytes = try LooseHolder(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    let parsed = try #require(try JSONParser.parse(Data(json.utf8)) as? [String: Any])
    let fromDictionary = try LooseHolder(dictionary: parsed, registry: registry)
    #expect(fromBytes.items == [.flag(true), .pair(a: 3, b: 2), .other])
    #expect(fromDictionary.items == fromBytes.items)
    #expect(issues.map(\.path) == ["items[1].a", "items[2].z"])
    #expect(issues.allSatisfy { $0.reason == .duplicateKey($0.path.hasSuffix("a") ? "a" : "z") && !$0.isFatal }, "\(issues)")
  }

  @Test func aStrictRegistryRefusesTheRepeatAtItsPathNotTheCase() throws {
    let registry = try registry(strict: true)
    let error = try #require(throws: MappingError.self) { try LooseHolder(jsonData: Data(json.utf8), registry: registry) }
    #expect(error.issues.map(\.path) == ["items[1].a", "items[2].z"], "\(error)")
    #expect(error.issues.allSatisfy { if case .duplicateKey = $0.reason { $0.isFatal } else { false } }, "\(error)")
  }
}
