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
}
