import Foundation
import ReflectiveMapper
import Testing

/// Reads two levels down through dotted paths and keeps what it does not know.
final class DottedAccount: UnknownKeyCollecting {
  var name = ""
  var userID = 0
  var firstLeg = 0
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "name": \DottedAccount.name, "userID": \DottedAccount.userID, "firstLeg": \DottedAccount.firstLeg,
      "unknownValues": \DottedAccount.unknownValues,
    ]
  }
}

/// Issue 12 §4: unknown-key policies inside objects reached through dotted paths.
@Suite struct NestedUnknownKeyTests {
  static let input = BothInputs(
    #"""
    {"user": {"id": 7, "profile": {"name": "Ada", "extra": [1, 2]}, "role": "admin"},
     "legs": [{"value": 3, "ignored": true}], "top": "level"}
    """#)

  func registry(_ policy: UnknownKeyPolicy) throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(DottedAccount.self) { m in
      m.keys = ["user.profile.name": "name", "user.id": "userID", "legs.0.value": "firstLeg"]
      m.unknownKeys = policy
    }
    return registry
  }

  @Test func failReportsUnknownKeysInsideDottedObjectsOnBothEntryPoints() throws {
    let registry = try registry(.fail)
    let fromDictionary = try #require(throws: MappingError.self) { try DottedAccount(dictionary: Self.input.dictionary, registry: registry) }
    let fromBytes = try #require(throws: MappingError.self) { try DottedAccount(jsonData: Self.input.data, registry: registry) }
    for error in [fromDictionary, fromBytes] {
      #expect(Set(error.issues.map(\.path)) == ["top", "user.role", "user.profile.extra"])
      #expect(error.issues.allSatisfy { $0.isFatal })
    }
    // Known keys only: no problem. Objects inside arrays are not checked.
    let clean = try DottedAccount(
      jsonString: #"{"user": {"id": 1, "profile": {"name": "x"}}, "legs": [{"value": 1, "more": 2}]}"#, registry: registry)
    #expect(clean.userID == 1 && clean.firstLeg == 1)
  }

  @Test func ignoreStaysSilent() throws {
    var issues: [MappingError] = []
    _ = try DottedAccount(jsonData: Self.input.data, registry: try registry(.ignore), issues: &issues)
    #expect(issues.isEmpty)
  }

  @Test func collectKeepsNestedUnknownKeysAndWritesThemBackInPlace() throws {
    let registry = try registry(.collect)
    let fromDictionary = try DottedAccount(dictionary: Self.input.dictionary, registry: registry)
    let account = try DottedAccount(jsonData: Self.input.data, registry: registry)
    for model in [fromDictionary, account] {
      #expect(model.name == "Ada" && model.userID == 7 && model.firstLeg == 3)
      #expect(model.unknownValues["top"] as? String == "level")
      let user = model.parsedUnknownValues["user"] as? [String: Any]
      #expect(user?["role"] as? String == "admin")
      #expect(((user?["profile"] as? [String: Any])?["extra"] as? [Any])?.count == 2)
      #expect(user?["id"] == nil)
    }
    // The round trip gives the input's shape back (except what is inside index paths).
    let expected: [String: Any] = [
      "user": ["id": 7, "profile": ["name": "Ada", "extra": [1, 2]], "role": "admin"], "legs": [["value": 3]], "top": "level",
    ]
    #expect(jsonEqual(try account.jsonObject(registry: registry), expected))
    let data = try account.jsonData(registry: registry)
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), expected))
    let again = try DottedAccount(jsonData: data, registry: registry)
    #expect(jsonEqual(try again.jsonObject(registry: registry), expected))
  }
}
