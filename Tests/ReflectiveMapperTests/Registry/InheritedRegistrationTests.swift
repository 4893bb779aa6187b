import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// LLModel's practice: a base class whose registration holds the service's conventions.
class FeedItem: ReflectiveModel {
  var id = 0
  var createdAt: Date?
  var tags: [String] = []
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    ["id": \FeedItem.id, "createdAt": \FeedItem.createdAt, "tags": \FeedItem.tags]
  }
}

class Story: FeedItem {
  var title = ""
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["title": \Story.title]) { $1 }
  }
}

final class FeaturedStory: Story {
  var rank = 0
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["rank": \FeaturedStory.rank]) { $1 }
  }
}

/// A base class that lists its key paths with `static var`: subclasses cannot extend it.
class StaticBase: ReflectiveModel {
  var id = 0
  required init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \StaticBase.id] }
}

final class StaticSub: StaticBase {
  var extra = ""
}

/// Registration inheritance: a subclass's registration starts from its superclass's.
@Suite struct InheritedRegistrationTests {
  static let dotted = DateStrategy.formatted("dd.MM.yyyy")

  func registerBase(_ registry: MappingRegistry, idKey: String = "identifier") throws {
    try registry.register(FeedItem.self) { m in
      m.keys = [idKey: "id", "created": "createdAt"]
      m.dateStrategy = Self.dotted
      m.unknownKeys = .fail
    }
  }

  let body: [String: Any] = ["identifier": 7, "created": "24.12.2023", "headline": "Hello", "tags": ["a"]]

  func check(_ article: Story, _ registry: MappingRegistry, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(article.id == 7, sourceLocation: sourceLocation)
    #expect(article.title == "Hello", sourceLocation: sourceLocation)
    let date = try #require(article.createdAt, sourceLocation: sourceLocation)
    let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
    #expect([components.day, components.month, components.year] == [24, 12, 2023], sourceLocation: sourceLocation)
    // Written back with the inherited keys and date format.
    let json = try article.jsonObject(registry: registry)
    #expect(json["identifier"] as? Int == 7, sourceLocation: sourceLocation)
    #expect(json["created"] as? String == "24.12.2023", sourceLocation: sourceLocation)
    #expect(json["headline"] as? String == "Hello", sourceLocation: sourceLocation)
    #expect(json["id"] == nil && json["createdAt"] == nil, sourceLocation: sourceLocation)
  }

  @Test func baseThenSubclass() throws {
    let registry = MappingRegistry()
    try registerBase(registry)
    try registry.register(Story.self) { m in m.keys = ["headline": "title"] }
    try check(try Story(dictionary: body, registry: registry), registry)
    try check(try Story(jsonData: try JSONSerialization.data(withJSONObject: body), registry: registry), registry)
    // The inherited `.fail` holds for the subclass too.
    let stray = try #require(throws: MappingError.self) { try Story(dictionary: body.merging(["stray": 1]) { $1 }, registry: registry) }
    #expect(stray.reason == .unknownKey("stray"))
  }

  @Test func subclassThenBase() throws {
    let registry = MappingRegistry()
    try registry.register(Story.self) { m in m.keys = ["headline": "title"] }
    try registerBase(registry)
    try check(try Story(dictionary: body, registry: registry), registry)
  }

  @Test func threeLevels() throws {
    let registry = MappingRegistry()
    try registerBase(registry)
    try registry.register(Story.self) { m in m.keys = ["headline": "title"] }
    try registry.register(FeaturedStory.self) { m in
      m.keys = ["position": "rank"]
      m.unknownKeys = .ignore  // overrides the base's .fail
    }
    var input = body
    input["position"] = 2
    input["stray"] = true
    let featured = try FeaturedStory(dictionary: input, registry: registry)
    try check(featured, registry)
    #expect(featured.rank == 2)
    #expect(try featured.jsonObject(registry: registry)["position"] as? Int == 2)
    // An unregistered subclass of a registered one gets the whole chain too.
    let plain = try Story(dictionary: body, registry: registry)
    try check(plain, registry)
  }

  @Test func reRegisteringABaseReachesSubclassesWhosePlansWereCompiled() throws {
    let registry = MappingRegistry()
    try registerBase(registry)
    try registry.register(Story.self) { m in m.keys = ["headline": "title"] }
    try check(try Story(dictionary: body, registry: registry), registry)  // compiles Story's plan
    try registerBase(registry, idKey: "ident")
    let article = try Story(dictionary: ["ident": 9, "headline": "x"], registry: registry)
    #expect(article.id == 9)
    #expect(try article.jsonObject(registry: registry)["ident"] as? Int == 9)
  }

  @Test func aSubclassKeyForAnInheritedPropertyReplacesTheBaseKey() throws {
    let registry = MappingRegistry()
    try registerBase(registry)
    try registry.register(Story.self) { m in m.keys = ["articleId": "id", "headline": "title"] }
    let article = try Story(dictionary: ["articleId": 3, "identifier": 4], registry: MappingRegistry())
    #expect(article.id == 0)  // another registry: nothing registered, keys are property names
    let mapped = try Story(dictionary: ["articleId": 3, "headline": "h"], registry: registry)
    #expect(mapped.id == 3)
    let json = try mapped.jsonObject(registry: registry)
    #expect(json["articleId"] as? Int == 3 && json["identifier"] == nil)
    // The base itself keeps its own key.
    #expect(try FeedItem(dictionary: ["identifier": 5], registry: registry).id == 5)
  }

  @Test func typeNamesAreNotInherited() throws {
    let registry = MappingRegistry()
    try registry.register(FeedItem.self) { m in m.typeName = "item" }
    try registry.register(Story.self)
    #expect(registry.type(named: "item") == FeedItem.self)
    _ = try Story(dictionary: [:], registry: registry)
    #expect(registry.type(named: "item") == FeedItem.self)
  }

  @Test func aStaticKeyPathsBaseIsReportedWithTheFix() throws {
    let registry = MappingRegistry()
    // A default mapping on first use reports it too (diagnostics compile it on demand).
    let diagnostics = registry.issues(for: StaticSub.self)
    let problem = try #require(diagnostics.first { $0.property == "StaticSub.extra" })
    #expect(!problem.isFatal && problem.registrationCode == .unlistedStoredProperty)
    #expect(problem.summary.contains("class var keyPaths"))
    #expect(try StaticSub(dictionary: ["extra": "x", "id": 1], registry: registry).extra == "")

    try registry.register(StaticSub.self)
    #expect(registry.issues(for: StaticSub.self).contains { $0.property == "StaticSub.extra" })
  }

  @Test func registrationRejectsWhatCannotWork() throws {
    let registry = MappingRegistry()
    let hint = try #require(throws: MappingError.self) {
      try registry.register(FeedItem.self) { m in m.elementTypes["tags"] = Rock.self }
    }
    #expect(hint.registrationCode == .elementTypeMismatch && hint.property == "FeedItem.tags")
    let defaults = try #require(throws: MappingError.self) {
      try registry.register(FeedItem.self) { m in m.defaults["missing"] = 1 }
    }
    #expect(defaults.registrationCode == .unknownProperty && defaults.summary.contains(#""missing""#))
    let twice = try #require(throws: MappingError.self) { try registry.register(TwoNames.self) }
    #expect(twice.registrationCode == .duplicateKeyPath && twice.summary.contains(#""name", "title""#))
    // All problems of one registration come in one error.
    let both = try #require(throws: MappingError.self) {
      try registry.register(FeedItem.self) { m in
        m.defaults["missing"] = 1
        m.required = ["absent"]
        m.candidateKeys["nowhere"] = ["a", "b"]
      }
    }
    #expect(both.issues.count == 3)
  }
}

final class TwoNames: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \TwoNames.name, "title": \TwoNames.name] }
}

extension InheritedRegistrationTests {
  @Test("required adds up across subclass registrations")
  func requiredAddsUpThroughInheritance() throws {
    let registry = MappingRegistry()
    try registry.register(RecordBase.self) { m in m.required = ["id"] }
    try registry.register(RecordSub.self) { m in m.required = ["extra"] }
    let error = try #require(throws: MappingError.self) { try RecordSub(dictionary: ["title": "t"], registry: registry) }
    #expect(Set(error.issues.map(\.path)) == ["id", "extra"])
    #expect(error.issues.allSatisfy { $0.reason == .missingRequiredValue })
    _ = try RecordSub(dictionary: ["id": 1, "extra": "x"], registry: registry)
  }
}
