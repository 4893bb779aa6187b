import Foundation
import ReflectiveMapper
import Testing

final class ListTypo: ReflectiveModel {
  var name = ""
  var email = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ListTypo.name, "emial": \ListTypo.email] }
}

struct ListSwap: ReflectiveModel {
  var firstName = ""
  var lastName = ""
  var age = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["firstName": \ListSwap.lastName, "lastName": \ListSwap.firstName, "age": \ListSwap.age]
  }
}

final class ListForgetful: ReflectiveModel {
  var name = ""
  var email = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ListForgetful.name] }
}

struct ListForgetfulSnake: ReflectiveModel {
  var displayName = ""
  var passwordHash = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["displayName": \ListForgetfulSnake.displayName] }
}

struct ListForgetfulCollecting: UnknownKeyCollecting {
  var name = ""
  var email = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ListForgetfulCollecting.name] }
}

enum ListColor: String, CaseIterable { case red, green }

/// A list that is right in every way the check looks at: no finding.
class ListCorrect: ReflectiveModel {
  var name = ""
  var count: Int? = nil
  var tags: [String] = []
  var color = ListColor.red
  var watched = 0 { didSet { watchedChanges += 1 } }
  var watchedChanges = 0
  var child: ListCorrect?
  let id = "fixed"
  /// A computed alias over `name`, which is listed under its own name too.
  var title: String {
    get { name }
    set { name = newValue }
  }
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    [
      "name": \ListCorrect.name, "count": \ListCorrect.count, "tags": \ListCorrect.tags, "color": \ListCorrect.color,
      "watched": \ListCorrect.watched, "watchedChanges": \ListCorrect.watchedChanges, "child": \ListCorrect.child,
      "id": \ListCorrect.id, "title": \ListCorrect.title,
    ]
  }
}

final class ListCorrectSub: ListCorrect {
  var extra = 0.5
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["extra": \ListCorrectSub.extra]) { $1 } }
}

/// A model that keeps a cache out itself, as `@Unmapped` does.
final class ListWithCache: ReflectiveModel {
  var name = ""
  var cache: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ListWithCache.name] }
  static var unmappedProperties: Set<String> { ["cache"] }
}

/// Hand-written `keyPaths` lists are checked: at registration, each name against the stored
/// property its key path writes; at hydration, input keys of stored properties the list leaves out.
@Suite struct CheckedListTests {
  func findings<M: ReflectiveModel>(_: M.Type, registry: MappingRegistry = MappingRegistry()) -> [MappingError] {
    registry.issues(for: M.self).filter { $0.registrationCode == .misnamedKeyPath }
  }

  @Test func aTypoNamesBothSides() throws {
    let found = findings(ListTypo.self)
    #expect(found.count == 1)
    let typo = try #require(found.first)
    #expect(typo.property == "ListTypo.emial")
    #expect(typo.reason.code == "invalidRegistration" && typo.registrationCode == .misnamedKeyPath)
    #expect(!typo.isFatal)
    #expect(typo.summary.contains("keyPaths lists"))
    #expect(typo.summary.contains("`email`"))
    #expect(typo.summary.contains(#"rename the entry to "email""#))
  }

  @Test func aSwapIsReportedForBothEntries() {
    let found = findings(ListSwap.self)
    #expect(found.map(\.property) == ["ListSwap.firstName", "ListSwap.lastName"])
    #expect(found[0].summary.contains("writes the stored property `lastName`, not `firstName`"))
    #expect(found[1].summary.contains("writes the stored property `firstName`, not `lastName`"))
  }

  @Test func aRegisteredTypeGetsTheFindingsFromRegisterToo() throws {
    let log = IssueLog()
    let registry = MappingRegistry()
    registry.issueHandler = { log.append($0) }
    try registry.register(ListSwap.self)
    #expect(log.issues.filter { $0.registrationCode == .misnamedKeyPath }.count == 2)
  }

  @Test func aCorrectListHasNoFinding() {
    let registry = MappingRegistry()
    #expect(findings(ListCorrect.self, registry: registry).isEmpty)
    #expect(findings(ListCorrectSub.self, registry: registry).isEmpty)
    // Only the `let` is worth a word (output-only): no name, coverage or unlisted finding.
    #expect(registry.issues(for: ListCorrect.self).map(\.property) == ["ListCorrect.id"])
    #expect(registry.issues(for: ListCorrectSub.self).map(\.property) == ["ListCorrectSub.id"])
  }

  @Test func theCheckLeavesTheHydratedValuesAlone() throws {
    let model = try ListCorrect(dictionary: ["name": "n", "watched": 3], registry: MappingRegistry())
    #expect(model.name == "n")
    #expect(model.watched == 3)
    #expect(model.watchedChanges == 1)
  }

  @Test func aForgottenKeyIsAnIssueAtItsPathUnderEveryPolicy() throws {
    let body: [String: Any] = ["name": "n", "email": "e@x"]
    // The default policy, and `.ignore` said outright (`.collect` follows).
    for policy: UnknownKeyPolicy? in [nil, .ignore] {
      let registry = MappingRegistry()
      try registry.register(ListForgetful.self) { m in if let policy { m.unknownKeys = policy } }
      for bytes in [false, true] {
        var issues: [MappingError] = []
        let model = try ListForgetful.read(body, bytes: bytes, registry: registry, issues: &issues)
        #expect(model.name == "n")
        #expect(model.email == "", "the value is not read")
        let unlisted = try #require(issues.first { $0.reason.code == "unlistedProperty" })
        #expect(unlisted.reason == .unlistedProperty("email"))
        #expect(unlisted.path == "email")
        #expect(unlisted.property == "ListForgetful.email")
        #expect(!unlisted.isFatal)
        #expect(unlisted.summary.contains("add `email` to keyPaths"))
      }
    }
    // Under `.collect` the key is reported and also kept, so that it is written back.
    let collecting = MappingRegistry()
    try collecting.register(ListForgetfulCollecting.self) { $0.unknownKeys = .collect }
    for bytes in [false, true] {
      var issues: [MappingError] = []
      let model = try ListForgetfulCollecting.read(body, bytes: bytes, registry: collecting, issues: &issues)
      #expect(model.email == "")
      #expect(model.unknownValues["email"] as? String == "e@x")
      #expect(issues.map(\.reason) == [.unlistedProperty("email")])
    }
    // Under `.fail` the key is also unknown, which fails the call; the unlisted issue is
    // delivered with it.
    let strict = MappingRegistry()
    try strict.register(ListForgetful.self) { $0.unknownKeys = .fail }
    for bytes in [false, true] {
      var issues: [MappingError] = []
      let error = try #require(
        throws: MappingError.self,
        performing: {
          _ = try ListForgetful.read(body, bytes: bytes, registry: strict, issues: &issues)
        })
      #expect(error.reason == .unknownKey("email"))
      #expect(issues.map(\.reason.code).sorted() == ["unknownKey", "unlistedProperty"])
    }
  }

  @Test func theKeyStrategyNamesTheKey() throws {
    let registry = MappingRegistry()
    try registry.register(ListForgetfulSnake.self) { $0.keyStrategy = .snakeCase }
    var issues: [MappingError] = []
    _ = try ListForgetfulSnake(dictionary: ["display_name": "d", "password_hash": "x"], registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["password_hash"])
    #expect(issues.map(\.reason) == [.unlistedProperty("passwordHash")])
    // What a client sees (a 400 body, a webhook's answer) reads as an unknown key: the hidden
    // field is neither named nor confirmed there.
    let report = try #require(issues.first?.issueReport)
    #expect(report.code == "unknownKey" && report.property == nil && report.path == "password_hash")
    #expect(report.message == #"unknown key "password_hash""#, "\(report.message)")
    #expect(!report.message.contains("passwordHash") && !report.message.contains("keyPaths"))
  }

  @Test func noIssueWhenTheKeyIsAbsentOrTheTypeKeepsThePropertyOut() throws {
    var issues: [MappingError] = []
    _ = try ListForgetful(dictionary: ["name": "n"], registry: MappingRegistry(), issues: &issues)
    #expect(issues.isEmpty)
    let registry = MappingRegistry()
    _ = try ListWithCache(dictionary: ["name": "n", "cache": ["a": 1]], registry: registry, issues: &issues)
    #expect(issues.isEmpty)
    #expect(registry.issues(for: ListWithCache.self).isEmpty, "unmappedProperties raise no finding")
    #expect(try ListWithCache(dictionary: ["name": "n", "cache": ["a": 1]], registry: registry).cache.isEmpty)
    let excluded = MappingRegistry()
    try excluded.register(ListForgetful.self) { $0.excluded = ["email"] }
    _ = try ListForgetful(dictionary: ["name": "n", "email": "e"], registry: excluded, issues: &issues)
    #expect(issues.isEmpty)
  }

  @Test func unmappedPropertiesAreNotOutput() throws {
    let model = ListWithCache()
    model.name = "n"
    model.cache = ["a": 1]
    #expect(try model.jsonObject(registry: MappingRegistry()).keys.sorted() == ["name"])
  }

  @Test func findingsOfATypeMappedByDefaultReachTheHandlerOnce() throws {
    let log = IssueLog()
    let registry = MappingRegistry()
    registry.issueHandler = { log.append($0) }
    _ = try ListTypo(dictionary: ["name": "a"], registry: registry)
    _ = try ListTypo(dictionary: ["name": "b"], registry: registry)
    let registration = log.issues.filter { $0.reason.code == "invalidRegistration" }
    #expect(registration.compactMap(\.property).sorted() == ["ListTypo.email", "ListTypo.emial"])
    // The hydration issue of the forgotten key reaches it per call.
    _ = try ListForgetful(dictionary: ["name": "n", "email": "e"], registry: registry)
    #expect(log.issues.filter { $0.reason == .unlistedProperty("email") }.count == 1)
    #expect(log.issues.filter { $0.property == "ListForgetful.email" && $0.registrationCode == .unlistedStoredProperty }.count == 1)
  }
}

extension CheckedListTests {
  @Test func aCollectingModelsStorageIsNoFinding() throws {
    let log = IssueLog()
    let registry = MappingRegistry()
    registry.issueHandler = { log.append($0) }
    try registry.register(ListForgetfulCollecting.self) { $0.unknownKeys = .collect }
    #expect(registry.issues(for: ListForgetfulCollecting.self).map(\.property) == ["ListForgetfulCollecting.email"])
    _ = try PatchDocument(dictionary: ["a": 1], registry: registry)
    #expect(registry.issues(for: PatchDocument.self).isEmpty)
    #expect(!log.issues.contains { $0.property?.hasSuffix(".unknownValues") == true })
  }
}
