import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

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
