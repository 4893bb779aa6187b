import Foundation
import ReflectiveMapper
import Testing

// The hardening guarantees for both kinds of model: hostile input gets the same issues
// (paths, reasons, fatality) and the same output from a struct as from its class twin
// (HardEverythingValue and HardEverything), and never a crash.

@Suite("Class and struct models meet hostile input alike")
struct HostileInputParityTests {
  /// What one call did: whether it threw, its issues, and the model's JSON afterwards.
  struct Outcome: Equatable {
    var threw: Bool
    var issues: [String]
    var json: String?
  }

  static func outcome(_ body: (inout [MappingError]) throws -> (any ReflectiveModel)?, registry: MappingRegistry) -> Outcome {
    var issues: [MappingError] = []
    var threw = false
    var model: (any ReflectiveModel)?
    do {
      model = try body(&issues)
    } catch let error as MappingError {
      threw = true
      issues = error.issues
    } catch {
      Issue.record("not a MappingError: \(error)")
    }
    // Issues without the type's name (HardEverything vs HardEverythingValue, HardLeaf…).
    let summaries = issues.map { "\($0.path)|\($0.reason.code)|\($0.isFatal)" }.sorted()
    let json = model.flatMap { m -> String? in
      // A set is written in no fixed order: its elements are sorted for the comparison.
      guard let bytes = try? m.jsonData(registry: registry), var object = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: Any]
      else { return nil }
      if let tags = object["tags"] as? [Any] { object["tags"] = tags.map { "\($0)" }.sorted() }
      return (try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)).map { String(decoding: $0, as: UTF8.self) }
    }
    return Outcome(threw: threw, issues: summaries, json: json)
  }

  /// The class's and the struct's outcomes for `input`, from a dictionary and from bytes.
  func expectSameOutcome(
    _ input: [String: Any], registry: MappingRegistry = MappingRegistry(), viaBytes: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let classOutcome = Self.outcome({ try HardEverything(dictionary: input, registry: registry, issues: &$0) }, registry: registry)
    let structOutcome = Self.outcome({ try HardEverythingValue(dictionary: input, registry: registry, issues: &$0) }, registry: registry)
    #expect(structOutcome == classOutcome, sourceLocation: sourceLocation)
    guard viaBytes, JSONSerialization.isValidJSONObject(input), let bytes = try? JSONSerialization.data(withJSONObject: input) else { return }
    let classBytes = Self.outcome({ try HardEverything(jsonData: bytes, registry: registry, issues: &$0) }, registry: registry)
    let structBytes = Self.outcome({ try HardEverythingValue(jsonData: bytes, registry: registry, issues: &$0) }, registry: registry)
    #expect(structBytes == classBytes, sourceLocation: sourceLocation)
    // An update with the same input: the same issues, the same result, all or nothing.
    let base: [String: Any] = ["int": 1, "leaf": ["name": "base"], "leaves": [["name": "l"]], "optionalLeaf": ["name": "o"]]
    let classModel = try? HardEverything(dictionary: base, registry: registry)
    var structModel = try? HardEverythingValue(dictionary: base, registry: registry)
    let classUpdate = Self.outcome(
      {
        try classModel?.setValues(from: input, registry: registry, issues: &$0)
        return classModel
      }, registry: registry)
    let structBefore = try? structModel?.jsonData(registry: registry, options: .sortedKeys)
    let structUpdate = Self.outcome(
      {
        try structModel?.setValues(from: input, registry: registry, issues: &$0)
        return structModel
      }, registry: registry)
    #expect(structUpdate == classUpdate, sourceLocation: sourceLocation)
    if structUpdate.threw {
      let structAfter = try? structModel?.jsonData(registry: registry, options: .sortedKeys)
      #expect(structAfter == structBefore, "a failed update changed nothing", sourceLocation: sourceLocation)
    }
  }

  @Test("null for every property type: optionals cleared, the rest kept with an issue")
  func nullEverywhere() {
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional + HardEverything.optional { input[key] = NSNull() }
    expectSameOutcome(input)
  }

  @Test("A value of every wrong kind for every property", arguments: [0, 1, 2, 3, 4, 5, 6])
  func wrongKinds(_ kind: Int) {
    let hostile: [Any] = [
      "not a number", [1, "two", NSNull()], ["k": ["deep": true]], true, 1e300, -1, "",
    ]
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional + HardEverything.optional { input[key] = hostile[kind] }
    expectSameOutcome(input)
    let strict = MappingRegistry()
    strict.strictness = .strict
    expectSameOutcome(input, registry: strict)
  }

  @Test("A 20,000-deep dictionary into every property is a mismatch or passed through, never a crash")
  func deepInputIntoEveryProperty() {
    let deep = Hostile.nestedDictionary(depth: 20_000, key: "k")
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional + HardEverything.optional where !key.lowercased().contains("anything") && key != "object" {
      input[key] = deep
    }
    // (Not through bytes: JSONSerialization recurses once per level.)
    expectSameOutcome(input, viaBytes: false)
  }

  @Test("Random hostile payloads: the struct and the class agree on every outcome")
  func randomPayloadsAgree() {
    var generator = SplitMix64(seed: 0x57C7)
    let keys = HardEverything.nonOptional + HardEverything.optional
    func randomValue(_ depth: Int) -> Any {
      switch generator.next() % (depth > 2 ? 10 : 12) {
      case 0: return NSNull()
      case 1: return generator.next() % 2 == 0
      case 2: return Int(truncatingIfNeeded: generator.next())
      case 3: return Double(Int(generator.next() % 10_000)) / 7
      case 4: return "s\(generator.next() % 100)"
      case 5: return "2019-05-15T15:20:41Z"
      case 6: return "https://example.com/\(generator.next() % 10)"
      case 7: return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
      case 8: return "red"
      case 9: return "AAEC"
      case 10: return (0..<Int(generator.next() % 3)).map { _ in randomValue(depth + 1) }
      default:
        var object: [String: Any] = [:]
        for _ in 0..<Int(generator.next() % 3) {
          object[generator.next() % 2 == 0 ? "name" : keys[Int(generator.next() % UInt64(keys.count))]] = randomValue(depth + 1)
        }
        return object
      }
    }
    for _ in 0..<300 {
      var input: [String: Any] = [:]
      for _ in 0..<Int(generator.next() % 6 + 1) { input[keys[Int(generator.next() % UInt64(keys.count))]] = randomValue(0) }
      expectSameOutcome(input)
    }
  }

  @Test("Issue limits stop a struct's call as they stop a class's")
  func issueLimits() {
    let registry = MappingRegistry()
    registry.issueLimit = 3
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional { input[key] = ["wrong": true] }
    expectSameOutcome(input, registry: registry)
  }
}
