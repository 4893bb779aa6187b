import Foundation
import Testing
@testable import ReflectiveMapper

final class Gadget: ReflectiveModel {
  var name = ""
  var size = 0
  var parts: [Any] = []
  let serial = "S-1"
  var cache: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Gadget.name, "size": \Gadget.size, "parts": \Gadget.parts, "serial": \Gadget.serial]
  }
}

final class Stranger: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Stranger.name, "rockName": \Rock.name] }
}

final class Keeper: UnknownKeyCollecting {
  var name = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Keeper.name] }
}

@Suite struct RegistrationTests {}

extension RegistrationTests {
  @Test func registrationListsEveryProblemInOneError() throws {
    let registry = MappingRegistry()
    let error = try #require(throws: MappingError.self) {
      try registry.register(Gadget.self) { m in
        m.keys = ["n": "nmae", "a": "size", "b": "size"]
        m.adapters["colour"] = Adapter { $0 }
        m.elementTypes["pieces"] = Rock.self
        m.typeResolvers["bits"] = .named("Bit")
        m.required = ["weight"]
      }
    }
    let messages = error.issues.map(\.summary)
    #expect(error.issues.count == 6, "\(messages)")
    #expect(messages.contains { $0.contains("\"n\" to \"nmae\", which is not in keyPaths") })
    #expect(messages.contains { $0.contains("adapter for \"colour\"") })
    #expect(messages.contains { $0.contains("element type hint for \"pieces\"") })
    #expect(messages.contains { $0.contains("type resolver for \"bits\"") })
    #expect(messages.contains { $0.contains("required property \"weight\"") })
    #expect(messages.contains { $0.contains("Gadget.size") && $0.contains("two service keys") })
    #expect(error.issues.allSatisfy { $0.isFatal })
    #expect(error.description.hasPrefix("6 problems:"))
  }

  @Test func aKeyPathRootedAtAnotherTypeIsRejected() throws {
    let error = try #require(throws: MappingError.self) { try MappingRegistry().register(Stranger.self) }
    #expect(error.property == "Stranger.rockName")
    #expect(error.summary.contains("key path root Rock is not Stranger"))
  }

  @Test func aDottedPathThroughAnotherPropertysKeyIsRejected() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Gadget.self) { m in
        m.keys = ["info": "name", "info.size": "size"]
      }
    }
    #expect(error.summary.contains("\"info.size\""))
    #expect(error.summary.contains("the key of \"name\""))
  }

  @Test func anIncompatibleHintIsRejected() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Person.self) { m in m.elementTypes["friends"] = Rock.self }
    }
    #expect(error.summary.contains("element type hint Rock cannot be stored in Array<Person>"))
  }

  @Test func collectWithoutStorageIsRejected() throws {
    #expect(throws: MappingError.self) {
      try MappingRegistry().register(Rock.self) { m in m.unknownKeys = .collect }
    }
  }

  @Test func aTypeNameCanBelongToOneTypeOnly() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.typeName = "Thing" }
    let error = try #require(throws: MappingError.self) {
      try registry.register(Gadget.self) { m in m.typeName = "Thing" }
    }
    #expect(error.summary.contains("already taken by Rock"))
    #expect(registry.type(named: "Thing") == Rock.self)
  }

  @Test func storedPropertiesMissingFromKeyPathsAreReportedAsOutputOnly() throws {
    let registry = MappingRegistry()
    try registry.register(Gadget.self)
    let diagnostics = registry.issues(for: Gadget.self)
    #expect(diagnostics.allSatisfy { !$0.isFatal })
    #expect(diagnostics.contains { $0.property == "Gadget.cache" && $0.summary.contains("output-only") })
    #expect(diagnostics.contains { $0.property == "Gadget.serial" && $0.summary.contains("read-only") })
  }

  @Test func readOnlyPropertiesAreNeverWritten() throws {
    let gadget = try Gadget(dictionary: ["serial": "changed", "name": "g"], registry: MappingRegistry())
    #expect(gadget.serial == "S-1")
    #expect(gadget.name == "g")
  }

  @Test func typedKeyTableEntriesNameThePropertyThroughItsKeyPath() throws {
    let registry = MappingRegistry()
    try registry.register(Gadget.self) { m in m.map("gadget_name", to: \.name) }
    #expect(try Gadget(dictionary: ["gadget_name": "x"], registry: registry).name == "x")
  }

  @Test func reRegisteringReplacesTheMapping() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.keys = ["a": "name"] }
    #expect(try Rock(dictionary: ["a": "first"], registry: registry).name == "first")
    try registry.register(Rock.self) { m in m.keys = ["b": "name"] }
    #expect(try Rock(dictionary: ["a": "x", "b": "second"], registry: registry).name == "second")
  }

  @Test func aFailedRegistrationLeavesThePreviousMappingInPlace() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.keys = ["a": "name"] }
    #expect(throws: MappingError.self) { try registry.register(Rock.self) { m in m.keys = ["b": "nope"] } }
    #expect(try Rock(dictionary: ["a": "kept"], registry: registry).name == "kept")
  }
}

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

// MARK: - Unknown keys

@Suite struct UnknownKeyPolicyTests {}

extension UnknownKeyPolicyTests {
  @Test func failNamesEveryUnknownKeyInOneFatalError() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.unknownKeys = .fail }
    let error = try #require(throws: MappingError.self) {
      try Rock(dictionary: ["name": "x", "colour": 1, "weight": 2], registry: registry)
    }
    #expect(Set(error.issues.map(\.reason)) == [.unknownKey("colour"), .unknownKey("weight")])
    #expect(error.issues.allSatisfy { $0.isFatal })
  }

  @Test func failAcceptsDottedPathsFirstSegments() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.unknownKeys = .fail
      m.keys = ["stats.best.object": "favoriteObject"]
    }
    let person = try Person(dictionary: ["stats": ["best": ["object": ["name": "r"]]]], registry: registry)
    #expect(person.favoriteObject?.name == "r")
  }

  @Test func collectKeepsUnknownKeysWithTheirValues() throws {
    let registry = MappingRegistry()
    try registry.register(Keeper.self) { m in m.unknownKeys = .collect }
    let keeper = try Keeper(dictionary: ["name": "k", "extra": 5, "nested": ["a": true]], registry: registry)
    #expect(keeper.name == "k")
    #expect(Set(keeper.unknownValues.keys) == ["extra", "nested"])
    #expect(keeper.unknownValues["extra"] as? Int == 5)
    try keeper.setValues(from: ["more": "m", "extra": 6], registry: registry)
    #expect(Set(keeper.unknownValues.keys) == ["extra", "nested", "more"])
    #expect(keeper.unknownValues["extra"] as? Int == 6)
  }
}

// MARK: - Inheritance

@Suite struct InheritanceTests {}

extension InheritanceTests {
  @Test func aSubclassHydratesItsOwnAndItsSuperclassProperties() throws {
    let employee = try Employee(dictionary: ["name": "Ada", "salary": 12.5, "favoriteNumber": 3], registry: MappingRegistry())
    #expect(employee.name == "Ada")
    #expect(employee.salary == 12.5)
    #expect(employee.favoriteNumber == 3)
  }

  @Test func aBaseClassRegistrationAppliesToUnregisteredSubclasses() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    let employee = try Employee(dictionary: ["favorite_word": "w", "salary": 2], registry: registry)
    #expect(employee.favoriteWord == "w")
    #expect(employee.salary == 2)
  }

  @Test func aSubclassRegistrationInheritsItsBaseClassAndAddsToIt() throws {
    // (Before registrations inherited, Employee's registration dropped Person's snake_case.)
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    try registry.register(Employee.self) { m in m.keys = ["pay": "salary"] }
    let employee = try Employee(dictionary: ["favorite_word": "w", "favoriteWord": "v", "pay": 9], registry: registry)
    #expect(employee.favoriteWord == "w")
    #expect(employee.salary == 9)
  }

  @Test func setValuesUsesTheDynamicTypeOfTheInstance() throws {
    let person: Person = Employee()
    try person.setValues(from: ["salary": 4], registry: MappingRegistry())
    #expect((person as? Employee)?.salary == 4)
  }
}
