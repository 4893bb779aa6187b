import Foundation
import ReflectiveMapper
import Testing

final class Rack: ReflectiveModel {
  var data: [String] = []
  var tags: Set<String>? = nil
  var count = 0
  var note = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["data": \Rack.data, "tags": \Rack.tags, "count": \Rack.count, "note": \Rack.note] }
}

struct RackValue: ReflectiveCodable, Equatable {
  var data: [String] = []
  var tags: Set<String>? = nil
  var count = 0
  var note = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["data": \RackValue.data, "tags": \RackValue.tags, "count": \RackValue.count, "note": \RackValue.note]
  }
}

/// A model built through its initializer, with the same properties.
struct RackLet: ReflectiveInitializable, Equatable {
  let data: [String]
  let count: Int
  static var keyPaths: [String: AnyKeyPath] { ["data": \RackLet.data, "count": \RackLet.count] }
  init(mappedValues values: MappedValues) throws {
    data = try values["data"]
    count = try values["count"]
  }
}

/// Defaults that stand in where MetaCodable's `@Default(forErrors:)` and a sequence coder's
/// default do: for a value that does not read under a strict mapping, and for an empty
/// collection when the model asks.
@Suite struct DefaultConditionTests {
  func registry(strict: Bool = true, empty: Bool = false, onFailure: Set<String> = ["data", "count"]) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    func configure<M: ReflectiveModel>(_ m: inout ModelMapping<M>) {
      m.defaults = ["data": ["some"], "count": 7]
      m.defaultsOnFailure = onFailure
      m.defaultsReplaceEmptyCollections = empty
    }
    try registry.register(Rack.self) { m in
      configure(&m)
      m.defaults["tags"] = Set(["t"])
    }
    try registry.register(RackValue.self) { m in
      configure(&m)
      m.defaults["tags"] = Set(["t"])
    }
    try registry.register(RackLet.self) { m in configure(&m) }
    return registry
  }

  @Test func underStrictAValueThatDoesNotReadTakesTheDefaultWhereThePropertySaysSo() throws {
    let registry = try registry()
    let json = #"{"data": 1, "count": "7x", "tags": ["a"]}"#
    var issues: [MappingError] = []
    let shelf = try Rack(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(shelf.data == ["some"] && shelf.count == 7 && shelf.tags == ["a"])
    #expect(issues.map(\.path).sorted() == ["count", "data"])
    #expect(issues.allSatisfy { !$0.isFatal })
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    var valueIssues: [MappingError] = []
    let value = try RackValue(dictionary: dictionary, registry: registry, issues: &valueIssues)
    #expect(value.data == ["some"] && value.count == 7)
    #expect(valueIssues.map(\.path).sorted() == ["count", "data"])
    let built = try RackLet(jsonData: Data(json.utf8), registry: registry)
    #expect(built == (try RackLet(dictionary: ["data": ["some"], "count": 7], registry: MappingRegistry())))
    // Still read strictly: "7" is no Int; a property not listed still fails the call.
    #expect(try Rack(jsonData: Data(#"{"count": "7"}"#.utf8), registry: registry).count == 7)
    #expect(throws: MappingError.self) { try Rack(jsonData: Data(#"{"note": 5}"#.utf8), registry: registry) }
    #expect(throws: MappingError.self) { try Rack(jsonData: Data(#"{"data": 1}"#.utf8), registry: try self.registry(onFailure: [])) }
  }

  @Test func anUpdateKeepsTheValueAndTheLibrarysDecoderHonoursTheSetting() throws {
    let registry = try registry()
    let shelf = Rack()
    shelf.data = ["kept"]
    var issues: [MappingError] = []
    try shelf.setValues(from: ["data": 1], registry: registry, issues: &issues)
    #expect(shelf.data == ["kept"])
    #expect(issues.map(\.path) == ["data"])
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(RackValue.self, from: Data(#"{"data": 1}"#.utf8)).data == ["some"])
    decoder.codingRules = .registry
    #expect(try decoder.decode(RackValue.self, from: Data(#"{"data": 1}"#.utf8)).data == ["some"])
  }

  @Test func anEmptyCollectionTakesTheDefaultWhenTheModelAsks() throws {
    for strict in [false, true] {
      let asks = try registry(strict: strict, empty: true)
      let json = #"{"data": [], "tags": []}"#
      var issues: [MappingError] = []
      let shelf = try Rack(jsonData: Data(json.utf8), registry: asks, issues: &issues)
      #expect(shelf.data == ["some"] && shelf.tags == ["t"], "strict \(strict)")
      #expect(issues.isEmpty)
      let value = try RackValue(dictionary: ["data": [String](), "tags": [String]()], registry: asks)
      #expect(value.data == ["some"] && value.tags == ["t"])
      #expect(try RackLet(jsonData: Data(json.utf8), registry: asks).data == ["some"])
      // A collection with elements is kept; without the setting an empty one stays empty.
      #expect(try Rack(jsonData: Data(#"{"data": ["x"]}"#.utf8), registry: asks).data == ["x"])
      let plain = try registry(strict: strict)
      #expect(try Rack(jsonData: Data(json.utf8), registry: plain).data == [])
      // An update keeps an empty collection empty: defaults are for created models.
      shelf.data = ["old"]
      try shelf.setValues(from: ["data": [String]()], registry: asks)
      #expect(shelf.data == [])
    }
  }

  @Test func registrationRefusesADefaultOnFailureForARequiredProperty() throws {
    let registry = MappingRegistry()
    let error = try #require(throws: MappingError.self) {
      try registry.register(Rack.self) { m in
        m.required = ["data"]
        m.defaultsOnFailure = ["data", "missing"]
      }
    }
    #expect(error.description.contains("cannot fall back to a default on failure"), "\(error)")
    #expect(error.description.contains("missing"), "\(error)")
  }

  /// A registry whose properties give one value when missing and another when unreadable.
  func twoDefaults(strict: Bool) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    func configure<M: ReflectiveModel>(_ m: inout ModelMapping<M>) {
      m.defaults = ["data": ["missing"], "count": 7]
      m.failureDefaults = ["data": ["error"], "count": -1]
    }
    try registry.register(Rack.self) { configure(&$0) }
    try registry.register(RackValue.self) { configure(&$0) }
    try registry.register(RackLet.self) { configure(&$0) }
    return registry
  }

  @Test(arguments: [false, true])
  func aMissingValueAndAnUnreadableOneTakeTheirOwnDefaults(strict: Bool) throws {
    let registry = try twoDefaults(strict: strict)
    let missing = #"{}"#
    let unreadable = #"{"data": 1, "count": "many"}"#
    let shelf = try Rack(jsonData: Data(missing.utf8), registry: registry)
    #expect(shelf.data == ["missing"] && shelf.count == 7)
    var issues: [MappingError] = []
    let failed = try Rack(jsonData: Data(unreadable.utf8), registry: registry, issues: &issues)
    #expect(failed.data == ["error"] && failed.count == -1, "strict \(strict)")
    #expect(issues.map(\.path).sorted() == ["count", "data"])
    #expect(issues.allSatisfy { !$0.isFatal })
    let dictionary = try JSONSerialization.jsonObject(with: Data(unreadable.utf8)) as! [String: Any]
    let value = try RackValue(dictionary: dictionary, registry: registry)
    #expect(value.data == ["error"] && value.count == -1)
    #expect(try RackValue(dictionary: [:], registry: registry).count == 7)
    let built = try RackLet(jsonData: Data(unreadable.utf8), registry: registry)
    #expect(built.data == ["error"] && built.count == -1)
    #expect(try RackLet(jsonData: Data(missing.utf8), registry: registry).count == 7)
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(RackValue.self, from: Data(unreadable.utf8)).count == -1)
    #expect(try decoder.decode(RackValue.self, from: Data(missing.utf8)).count == 7)
    // A value that reads is kept; an update keeps the property's value on a failure.
    #expect(try Rack(jsonData: Data(#"{"count": 3}"#.utf8), registry: registry).count == 3)
    shelf.count = 5
    try shelf.setValues(from: ["count": "many"], registry: registry, issues: &issues)
    #expect(shelf.count == 5)
  }

  /// MetaCodable reads a property with two defaults by `decodeIfPresent(…) ?? ifMissing`, so
  /// `null` takes the missing value's default, silently; so does this library.
  @Test(arguments: [false, true])
  func nullTakesTheMissingDefaultWhenAFailureHasItsOwn(strict: Bool) throws {
    let registry = try twoDefaults(strict: strict)
    let json = #"{"data": null, "count": null}"#
    var issues: [MappingError] = []
    let shelf = try Rack(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(shelf.data == ["missing"] && shelf.count == 7 && issues.isEmpty, "strict \(strict): \(issues)")
    let value = try RackValue(dictionary: ["data": NSNull(), "count": NSNull()], registry: registry, issues: &issues)
    #expect(value.data == ["missing"] && value.count == 7 && issues.isEmpty)
    let built = try RackLet(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(built.data == ["missing"] && built.count == 7 && issues.isEmpty)
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(RackValue.self, from: Data(json.utf8)) == value)
    // An update leaves the property as it is, as an absent key does.
    shelf.count = 5
    try shelf.setValues(fromJSON: Data(#"{"count": null}"#.utf8), registry: registry, issues: &issues)
    #expect(shelf.count == 5 && issues.isEmpty)
    // A property with one default keeps the rule for every non-optional: a problem, the default.
    let one = MappingRegistry()
    try one.register(Rack.self) { $0.defaults = ["count": 7] }
    _ = try Rack(jsonData: Data(#"{"count": null}"#.utf8), registry: one, issues: &issues)
    #expect(issues.map(\.path) == ["count"])
  }

  @Test func aFailureDefaultAloneLeavesTheMissingValueAtTheInitialOne() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    var table: [String: Any] = [:]
    try registry.register(Rack.self) { m in
      m.property(\.count) { $0.failureDefault = -1 }
      table = m.failureDefaults
    }
    #expect(table["count"] as? Int == -1)
    #expect(try Rack(jsonData: Data(#"{}"#.utf8), registry: registry).count == 0)
    #expect(try Rack(jsonData: Data(#"{"count": true}"#.utf8), registry: registry).count == -1)
  }

  @Test func registrationRefusesAFailureDefaultOfAnotherTypeOrForARequiredProperty() throws {
    let registry = MappingRegistry()
    let wrongType = try #require(throws: MappingError.self) {
      try registry.register(Rack.self) { $0.failureDefaults = ["count": "none"] }
    }
    #expect(wrongType.description.contains("is not an Int"), "\(wrongType)")
    let required = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Rack.self) { m in
        m.required = ["count"]
        m.failureDefaults = ["count": -1]
      }
    }
    #expect(required.description.contains("cannot fall back to a default on failure"), "\(required)")
  }
}
