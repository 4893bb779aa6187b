import Foundation
import ReflectiveMapper
import Testing

// README claims that had no test of their own, each checked through the public API.

final class ObservedRock: ReflectiveModel {
  var names: [String] = []
  var name = "" {
    didSet { names.append(name) }
  }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ObservedRock.name] }
}

class ClaimBase: ReflectiveModel {
  var id = 0
  var title = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["id": \ClaimBase.id, "title": \ClaimBase.title] }
}

final class ClaimSub: ClaimBase {
  var extra = ""
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["extra": \ClaimSub.extra]) { $1 } }
}

final class ClaimNumbers: ReflectiveModel {
  var count: NSNumber = 0
  var favoriteWord = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \ClaimNumbers.count, "favoriteWord": \ClaimNumbers.favoriteWord] }
}

@Suite("README claims")
struct ReadmeClaimTests {
  @Test("Every write goes through a key path, so didSet runs, on creation and on update")
  func didSetRunsOnHydration() throws {
    let rock = try ObservedRock(dictionary: ["name": "Granite"], registry: MappingRegistry())
    #expect(rock.names == ["Granite"])
    try rock.setValues(fromJSON: Data(#"{"name": "Basalt"}"#.utf8), registry: MappingRegistry())
    #expect(rock.names == ["Granite", "Basalt"])
  }

  @Test("The registry's defaultKeyStrategy setter applies to types used without registration")
  func defaultKeyStrategySetter() throws {
    let registry = MappingRegistry()
    registry.defaultKeyStrategy = .snakeCase
    let numbers = try ClaimNumbers(dictionary: ["favorite_word": "loom"], registry: registry)
    #expect(numbers.favoriteWord == "loom")
    #expect(try numbers.jsonObject(registry: registry)["favorite_word"] as? String == "loom")
    let plain = try ClaimNumbers(dictionary: ["favorite_word": "loom"], registry: MappingRegistry())
    #expect(plain.favoriteWord == "", "without the setting the key is unknown")
  }

  @Test("required adds up across subclass registrations")
  func requiredAddsUpThroughInheritance() throws {
    let registry = MappingRegistry()
    try registry.register(ClaimBase.self) { m in m.required = ["id"] }
    try registry.register(ClaimSub.self) { m in m.required = ["extra"] }
    let error = try #require(throws: MappingError.self) { try ClaimSub(dictionary: ["title": "t"], registry: registry) }
    #expect(Set(error.issues.map(\.path)) == ["id", "extra"])
    #expect(error.issues.allSatisfy { $0.reason == .missingRequiredValue })
    _ = try ClaimSub(dictionary: ["id": 1, "extra": "x"], registry: registry)
  }

  @Test("An NSNumber property takes numeric strings leniently and refuses them under strict")
  func nsNumberUnderStrictness() throws {
    let lenient = try ClaimNumbers(dictionary: ["count": "42"], registry: MappingRegistry())
    #expect(lenient.count == 42)
    let strict = MappingRegistry()
    strict.strictness = .strict
    let error = try #require(throws: MappingError.self) { try ClaimNumbers(dictionary: ["count": "42"], registry: strict) }
    #expect(error.issues.map(\.path) == ["count"])
    #expect(error.reason.code == "typeMismatch")
  }

  @Test("A throwing afterMapping is a fatal problem at the model's path")
  func throwingAfterMappingIsFatal() throws {
    struct Refused: Error {}
    let registry = MappingRegistry()
    try registry.register(ClaimBase.self) { m in m.afterMapping = { _, _ in throw Refused() } }
    let error = try #require(throws: MappingError.self) { try ClaimBase(dictionary: ["id": 1], registry: registry) }
    #expect(error.isFatal)
    #expect(error.path == "")
    let list = try #require(throws: MappingError.self) { try [ClaimBase](dictionaries: [["id": 1]], registry: registry) }
    #expect(list.issues.first?.path == "[0]")
  }

  @Test("The deprecated forwarders still forward")
  @available(*, deprecated)
  func deprecatedForwardersForward() throws {
    let registry = MappingRegistry()
    registry.problemLimit = 7
    #expect(registry.issueLimit == 7)
    registry.problemHandler = { _ in }
    #expect(registry.issueHandler != nil)
    #expect(MappingRegistry.defaultProblemLimit == MappingRegistry.defaultIssueLimit)
    var issues: [MappingError] = []
    let model = try ClaimNumbers(dictionary: ["count": "x", "favoriteWord": "w"], registry: registry, issues: &issues)
    #expect(registry.diagnostics(for: ClaimNumbers.self).map(\.summary) == registry.issues(for: ClaimNumbers.self).map(\.summary))
    #expect(try model.jsonObject(registry: registry, options: []) as NSDictionary == model.jsonObject(registry: registry) as NSDictionary)
    let array = [model]
    #expect(try array.jsonObject(registry: registry, options: []).count == 1)
    #expect(try ["a": model].jsonObject(registry: registry, options: [])["a"] != nil)
    let error = try #require(throws: MappingError.self) {
      try ClaimNumbers(
        dictionary: ["count": "x"],
        registry: {
          let r = MappingRegistry()
          r.strictness = .strict
          return r
        }())
    }
    #expect(error.problems.map(\.path) == error.issues.map(\.path))
    #expect(error.problemReport == error.issueReport)
    let reason = MappingError.Reason.problemLimitReached(limit: 3, omitted: 2)
    #expect(reason == .issueLimitReached(limit: 3, omitted: 2))
    let _: MappingError.ProblemReport = error.issueReport
  }
}
