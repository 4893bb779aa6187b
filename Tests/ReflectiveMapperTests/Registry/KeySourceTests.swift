import Foundation
import Testing

@testable import ReflectiveMapper

/// A property's key source is decided once (`KeySource`), and hydration, output, the schema and
/// a flattened owner's known keys all read that one decision.
@Suite struct KeySourceTests {
  private func sources(_ configure: (inout ModelMapping<FLAddress>) -> Void) -> [String: KeySource] {
    var mapping = ModelMapping<FLAddress>()
    configure(&mapping)
    let settings = MappingSettings(mapping)
    return RegistrationSubject(FLAddress.self, owner: "FLAddress", settings: settings).keySources
  }

  @Test func eachKindAndItsOwnPath() {
    let table = sources { $0.keys = ["addr.line1": "street"] }
    #expect(table["street"]?.path == ["addr", "line1"])
    #expect(table["street"]?.isExplicit == true)
    guard case .path = table["street"]?.lookup else {
      Issue.record("a dotted table key is a path lookup")
      return
    }
    let candidates = sources { $0.candidateKeys = ["city": ["town", "city_name"]] }
    #expect(candidates["city"]?.path == ["town"])
    #expect(candidates["city"]?.lookup.topLevelKeys == ["town", "city_name"])
    #expect(candidates["city"]?.schemaPaths == [["town"], ["city_name"]])
    let shared = sources { m in
      m.keys = ["where": "city"]
      m.sharedKeys["street"] = "where"
    }
    #expect(shared["street"]?.schemaPaths == [["where"]], "the schema states the key the property reads")
    #expect(shared["street"]?.lookup.topLevelKeys == ["where"])
    #expect(shared["street"]?.isExplicit == false)
    let styled = sources { $0.keyStrategy = .snakeCase }
    #expect(styled["street"]?.path == ["street"])
    let plain = sources { $0.keyStrategy = .screamingSnakeCase }
    #expect(plain["city"]?.path == ["CITY"])
    #expect(plain["city"]?.lookup.topLevelKeys == ["CITY", "city"], "the property's own spelling is accepted too")
  }

  /// An owner that refuses unknown keys knows every key its flattened model reads: candidate
  /// keys and combined keys included, from the same sources the nested model's hydrators use.
  @Test func aFlattenedModelsKeysAreItsHydratorsKeys() throws {
    let registry = MappingRegistry()
    try registry.register(FLAddress.self) { m in m.candidateKeys = ["city": ["town", "city"]] }
    try registry.register(FLCustomerValue.self) { m in
      m.flattened = ["address"]
      m.unknownKeys = .fail
    }
    let customer = try FLCustomerValue(jsonData: Data(#"{"id": 1, "street": "Main", "town": "Springfield"}"#.utf8), registry: registry)
    #expect(customer.address.city == "Springfield")
    let refused = try #require(throws: MappingError.self) {
      try FLCustomerValue(jsonData: Data(#"{"id": 1, "village": "x"}"#.utf8), registry: registry)
    }
    #expect(refused.issues.map(\.reason) == [.unknownKey("village")])
  }
}
