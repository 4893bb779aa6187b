import Foundation
import ReflectiveMapper
import Testing

final class DupEvent: ReflectiveModel {
  var action = ""
  var pullRequest: DupPull?
  var number = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["action": \DupEvent.action, "pullRequest": \DupEvent.pullRequest, "number": \DupEvent.number]
  }
}

final class DupPull: ReflectiveModel {
  var title = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \DupPull.title] }
}

/// A dictionary with a count constraint, for a repeated key inside its value.
final class DupLimits: ReflectiveModel {
  var limits: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["limits": \DupLimits.limits] }
}

/// A key the model reads, repeated in one object, is a problem at its path: the same from
/// bytes and from text, fatal for a strict model.
@Suite struct DuplicateKeyTests {
  func registry(strict: Bool) throws -> MappingRegistry {
    let registry = MappingRegistry()
    registry.strictness = strict ? .strict : .lenient
    try registry.register(DupEvent.self) { $0.keyStrategy = .snakeCase }
    return registry
  }

  let body = #"{"action":"opened","pull_request":null,"pull_request":{"title":"x","title":"y"},"number":1}"#

  @Test func aRepeatedKeyIsReportedAndTheLastValueRead() throws {
    let registry = try registry(strict: false)
    for read in [
      { (issues: inout [MappingError]) in try DupEvent(jsonData: Data(body.utf8), registry: registry, issues: &issues) },
      { (issues: inout [MappingError]) in try DupEvent(jsonString: body, registry: registry, issues: &issues) },
    ] {
      var issues: [MappingError] = []
      let event = try read(&issues)
      #expect(event.pullRequest?.title == "y")
      #expect(issues.map(\.path) == ["pull_request", "pull_request.title"])
      #expect(issues.allSatisfy { $0.reason == .duplicateKey($0.path.components(separatedBy: ".").last!) && !$0.isFatal })
      #expect(issues.first?.description.contains("appears more than once") == true)
      #expect(issues.first?.description.contains("the last value was read") == true)
      #expect(issues.first?.reason.code == "duplicateKey")
    }
  }

  @Test func aKeyRepeatedFiftyTimesIsOneProblem() throws {
    let registry = try registry(strict: false)
    let members = (1...50).map { #""number":\#($0)"# }.joined(separator: ",")
    var issues: [MappingError] = []
    let event = try DupEvent(jsonData: Data("{\(members)}".utf8), registry: registry, issues: &issues)
    #expect(event.number == 50)
    #expect(issues.map(\.reason) == [.duplicateKey("number")])
  }

  /// Fuzz finding (#49): a value that does not convert is described by what a parsed dictionary
  /// holds, so bytes counted a repeated key of an object the model does not read twice
  /// (`found dictionary of 3 keys` from bytes, `2 keys` from `JSONParser.parse`'s dictionary).
  @Test func anObjectWithARepeatedKeyIsDescribedByItsDistinctKeysOnBothPaths() throws {
    let registry = try registry(strict: false)
    let json = #"{"number": {"a": 1, "\u0061": 2, "b": 3}, "action": [1, 2]}"#
    var fromBytes: [MappingError] = []
    _ = try DupEvent(jsonData: Data(json.utf8), registry: registry, issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let parsed = try #require(try JSONParser.parse(Data(json.utf8)) as? [String: Any])
    _ = try DupEvent(dictionary: parsed, registry: registry, issues: &fromDictionary)
    #expect(fromBytes.map(\.summary) == fromDictionary.map(\.summary))
    #expect(fromBytes.first { $0.path == "number" }?.summary.contains("found dictionary of 2 keys") == true, "\(fromBytes)")
    #expect(fromBytes.first { $0.path == "action" }?.summary.contains("found array of 2 elements") == true, "\(fromBytes)")
    // A count constraint counts the keys the dictionary keeps, too.
    let limited = MappingRegistry()
    try limited.register(DupLimits.self) { m in m.constraints["limits"] = [.count(...2)] }
    for (json, passes) in [(#"{"limits": {"a": 1, "a": 2, "a": 3}}"#, true), (#"{"limits": {"a": 1, "b": 2, "c": 3, "c": 4}}"#, false)] {
      var bytesIssues: [MappingError] = []
      let fromData = try DupLimits(jsonData: Data(json.utf8), registry: limited, issues: &bytesIssues)
      var dictionaryIssues: [MappingError] = []
      let object = try #require(try JSONParser.parse(Data(json.utf8)) as? [String: Any])
      let fromObject = try DupLimits(dictionary: object, registry: limited, issues: &dictionaryIssues)
      #expect(fromData.limits == fromObject.limits, "\(json)")
      #expect(bytesIssues.map(\.summary) == dictionaryIssues.map(\.summary), "\(json)")
      #expect(bytesIssues.isEmpty == passes, "\(json): \(bytesIssues)")
    }
  }

  /// Fuzz finding (#49): a `[String: T]` read from bytes converted every member of its object,
  /// a repeated key's earlier ones too, so an earlier value that did not convert was reported
  /// and one that did was kept when the last did not; the parsed dictionary has only the last.
  @Test func aDictionaryPropertyReadsTheLastValueOfARepeatedKeyAsTheParsedDictionaryDoes() throws {
    let registry = MappingRegistry()
    try registry.register(DupLimits.self)
    let strict = MappingRegistry()
    strict.strictness = .strict
    try strict.register(DupLimits.self)
    for json in [
      #"{"limits": {"a": "x", "a": 2}}"#, #"{"limits": {"a": 1, "b": 5, "a": "y"}}"#, #"{"limits": {"a": 1, "a": 2, "\u0061": 3}}"#,
    ] {
      let object = try #require(try JSONParser.parse(Data(json.utf8)) as? [String: Any])
      for registry in [registry, strict] {
        var bytesIssues: [MappingError] = []
        let fromData = try? DupLimits(jsonData: Data(json.utf8), registry: registry, issues: &bytesIssues)
        var dictionaryIssues: [MappingError] = []
        let fromObject = try? DupLimits(dictionary: object, registry: registry, issues: &dictionaryIssues)
        #expect(fromData?.limits == fromObject?.limits, "\(json)")
        #expect((fromData == nil) == (fromObject == nil), "\(json)")
        #expect(bytesIssues.map(\.summary) == dictionaryIssues.map(\.summary), "\(json)")
        // So does an update.
        let updated = DupLimits()
        var updateIssues: [MappingError] = []
        try? updated.setValues(fromJSON: Data(json.utf8), registry: registry, issues: &updateIssues)
        let patched = DupLimits()
        var patchIssues: [MappingError] = []
        try? patched.setValues(from: object, registry: registry, issues: &patchIssues)
        #expect(updated.limits == patched.limits, "\(json)")
        #expect(updateIssues.map(\.summary) == patchIssues.map(\.summary), "\(json)")
      }
    }
    // Keyed by a non-String type, too.
    let json = #"{"1": "x", "1": 2}"#
    let parsed = try JSONParser.parse(Data(json.utf8))
    #expect(try registry.value([Int: Int].self, fromJSON: Data(json.utf8)) == [1: 2])
    #expect(try registry.value([Int: Int].self, from: parsed) == [1: 2])
    // And a top-level dictionary of models.
    let models = #"{"k": {"limits": 1}, "k": {"limits": {"a": 1}}}"#
    var modelIssues: [MappingError] = []
    let byKey = try [String: DupLimits](jsonData: Data(models.utf8), registry: strict, issues: &modelIssues)
    #expect(byKey["k"]?.limits == ["a": 1])
    #expect(modelIssues.isEmpty, "\(modelIssues)")
  }

  @Test func aStrictModelRefusesARepeatedKey() throws {
    let registry = try registry(strict: true)
    let error = try #require(throws: MappingError.self) { try DupEvent(jsonData: Data(body.utf8), registry: registry) }
    #expect(error.path == "pull_request")
    #expect(error.reason == .duplicateKey("pull_request"))
    // In a top-level array too, at the element's path.
    let array = try #require(throws: MappingError.self) {
      try [DupEvent](jsonData: Data(#"[{"number":1},{"number":2,"number":3}]"#.utf8), registry: registry)
    }
    #expect(array.path == "[1].number")
  }

  @Test func differentKeysThatMapToOneCandidateListAreNotDuplicates() throws {
    let registry = MappingRegistry()
    try registry.register(DupEvent.self) { $0.candidateKeys["number"] = ["number", "num"] }
    var issues: [MappingError] = []
    let event = try DupEvent(jsonData: Data(#"{"num":2,"number":1}"#.utf8), registry: registry, issues: &issues)
    #expect(event.number == 1)
    #expect(issues.isEmpty)
  }
}
