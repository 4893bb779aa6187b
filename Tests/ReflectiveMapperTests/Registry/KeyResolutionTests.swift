import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

// MARK: - Key resolution

final class Versioned: ReflectiveModel {
  var major = 0
  var minor = 0
  var homepageURL: URL?
  var userID = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["major": \Versioned.major, "minor": \Versioned.minor, "homepageURL": \Versioned.homepageURL, "userID": \Versioned.userID]
  }
}

@Suite struct KeyResolutionTests {}

extension KeyResolutionTests {
  @Test func snakeCaseMapsServiceKeysToCamelCaseProperties() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    let person = try Person(dictionary: ["favorite_word": "w", "favorite_number": 3], registry: registry)
    #expect(person.favoriteWord == "w")
    #expect(person.favoriteNumber == 3)
  }

  @Test func snakeCaseSplitsAcronymsAsWords() {
    #expect(KeyStrategy.snakeCase.serviceKey(for: "homepageURL") == "homepage_url")
    #expect(KeyStrategy.snakeCase.serviceKey(for: "myURLValue") == "my_url_value")
    #expect(KeyStrategy.snakeCase.serviceKey(for: "userID") == "user_id")
    #expect(KeyStrategy.snakeCase.serviceKey(for: "favoriteWord") == "favorite_word")
    #expect(KeyStrategy.snakeCase.serviceKey(for: "avatar2x") == "avatar2x")
    #expect(KeyStrategy.snakeCase.serviceKey(for: "name") == "name")
  }

  @Test func snakeCaseStillAcceptsTheExactPropertyNameButPrefersTheSnakeKey() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    let fallback = try Versioned(dictionary: ["homepageURL": "https://a.example"], registry: registry)
    #expect(fallback.homepageURL?.host == "a.example")
    let both = try Versioned(dictionary: ["user_id": "snake", "userID": "camel"], registry: registry)
    #expect(both.userID == "snake")
  }

  @Test func customStrategyTransformsPropertyNames() throws {
    let registry = MappingRegistry()
    try registry.register(Versioned.self) { m in m.keyStrategy = .custom { $0.uppercased() } }
    #expect(try Versioned(dictionary: ["MAJOR": 4], registry: registry).major == 4)
  }

  @Test func theKeyTableWinsOverTheStrategy() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["word": "favoriteWord"]
    }
    let person = try Person(dictionary: ["word": "table", "favorite_word": "strategy"], registry: registry)
    #expect(person.favoriteWord == "table")
  }

  @Test func dottedKeysReadNestedDictionaries() throws {
    let registry = MappingRegistry()
    try registry.register(Versioned.self) { m in m.keys = ["version.major": "major", "version.minor": "minor"] }
    let versioned = try Versioned(dictionary: ["version": ["major": 2, "minor": 7]], registry: registry)
    #expect((versioned.major, versioned.minor) == (2, 7))
  }

  @Test func anEscapedDotIsMatchedLiterally() throws {
    let registry = MappingRegistry()
    try registry.register(Versioned.self) { m in
      m.keys = ["version\\.major": "major", ModelMapping<Versioned>.literalKey("version.minor"): "minor"]
    }
    let versioned = try Versioned(
      dictionary: ["version.major": 3, "version.minor": 1, "version": ["major": 9]], registry: registry)
    #expect((versioned.major, versioned.minor) == (3, 1))
  }

  @Test func aNonDictionaryOnADottedPathIsReportedAndNullClearsTheValue() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keys = ["stats.best.object": "favoriteObject"] }
    var issues: [MappingError] = []
    let person = try Person(dictionary: ["stats": ["best": 5]], registry: registry, issues: &issues)
    #expect(person.favoriteObject == nil)
    #expect(issues.first?.path == "stats.best")
    let cleared = Person()
    cleared.favoriteObject = Rock()
    try cleared.setValues(from: ["stats": NSNull()], registry: registry)
    #expect(cleared.favoriteObject == nil)
  }
}
