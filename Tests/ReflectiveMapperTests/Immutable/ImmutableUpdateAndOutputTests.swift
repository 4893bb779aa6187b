import Foundation
import ReflectiveMapper
import Testing

/// Updates and output of models of `let`s: a struct is rebuilt from its values and the patch,
/// all or nothing; a class keeps its `let`s; output, schemas and patches see every property.
@Suite struct ImmutableUpdateAndOutputTests {
  let user: [String: Any] = [
    "id": 5, "login": "octocat", "email": "o@example.com", "bio": "hi",
    "address": ["street": "Main", "zip": "12345"], "previous": [["street": "Old"]],
  ]

  @Test func aStructUpdateRebuildsItFromItsValuesAndThePatch() throws {
    let registry = MappingRegistry()
    var made = try ImmutableUser(dictionary: user, registry: registry)
    try made.setValues(from: ["login": "mona", "address": ["zip": "999"]], registry: registry)
    #expect(made.login == "mona")
    #expect(made.id == 5)
    #expect(made.bio == "hi")
    #expect(made.address == ImmutableAddress(street: "Main", zip: "999"))
    #expect(made.previous == [ImmutableAddress(street: "Old", zip: nil)])
    // An update writes only what is present: no required value is missing.
    try made.setValues(from: [:], registry: registry)
    #expect(made.login == "mona")
  }

  @Test func aFailedStructUpdateLeavesItAsItWas() throws {
    let registry = MappingRegistry()
    var made = try ImmutableUser(dictionary: user, registry: registry)
    let before = made
    #expect(throws: MappingError.self) { try made.setValues(from: ["login": "mona", "id": NSNull()], registry: registry) }
    #expect(made == before)
    #expect(throws: MappingError.self) { try made.setValues(fromJSON: Data(#"{"login": "x", "id": "seven"}"#.utf8), registry: registry) }
    #expect(made == before)
  }

  @Test func aClassKeepsItsLetsAndSaysSoWhenAnUpdateWouldChangeOne() throws {
    let registry = MappingRegistry()
    let account = try ImmutableAccount(dictionary: ["id": 1, "login": "a", "visits": 2], registry: registry)
    var issues: [MappingError] = []
    try account.setValues(from: ["id": 1, "login": "b", "email": "e@x", "visits": 3], registry: registry, issues: &issues)
    #expect(account.login == "a")
    #expect(account.email == "e@x")
    #expect(account.visits == 3)
    #expect(issues.map(\.path) == ["login"])
    #expect(issues.map(\.reason) == [.immutableProperty("login")])
    #expect(issues.allSatisfy { !$0.isFatal })

    let strict = MappingRegistry()
    try strict.register(ImmutableAccount.self) { $0.strictness = .strict }
    let before = (account.email, account.visits)
    let error = try #require(throws: MappingError.self) {
      try account.setValues(from: ["login": "c", "email": "f@x", "visits": 9], registry: strict)
    }
    #expect(error.issues.map(\.reason) == [.immutableProperty("login")])
    #expect(account.email == before.0)
    #expect(account.visits == before.1)
  }

  @Test func aStructIsWrittenInDeclarationOrder() throws {
    let registry = MappingRegistry()
    let made = try ImmutableUser(dictionary: user, registry: registry)
    let text = try #require(String(data: made.jsonData(registry: registry), encoding: .utf8))
    let keys = ["id", "login", "email", "address", "previous", "bio", "kind"]
    let positions = keys.map { text.range(of: "\"\($0)\":")?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
  }

  @Test func outputWritesEveryPropertyAndReadsBackEqual() throws {
    let registry = MappingRegistry()
    try registry.register(ImmutableUser.self) { $0.keyStrategy = .snakeCase }
    let made = try ImmutableUser(dictionary: user, registry: registry)
    let object = try made.jsonObject(registry: registry)
    #expect(object["login"] as? String == "octocat")
    #expect(object["kind"] as? String == "user")
    #expect((object["address"] as? [String: Any])?["zip"] as? String == "12345")
    var issues: [MappingError] = []
    #expect(try ImmutableUser(dictionary: object, registry: registry, issues: &issues) == made)
    #expect(try ImmutableUser(jsonData: made.jsonData(registry: registry), registry: registry) == made)
    #expect(made.dictionaryRepresentation["email"] as? String == "o@example.com")
    let users = try [ImmutableUser](jsonData: [made, made].jsonData(registry: registry), registry: registry)
    #expect(users == [made, made])
  }

  @Test func theSchemaRequiresWhatTheInitializerNeeds() throws {
    let schema = MappingRegistry().jsonSchema(for: ImmutableUser.self)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let definition = try #require(definitions["ImmutableUser"] as? [String: Any])
    let required = try #require(definition["required"] as? [String])
    let properties = try #require(definition["properties"] as? [String: Any])
    #expect((properties["kind"] as? [String: Any])?["readOnly"] as? Bool == true)
    #expect((properties["login"] as? [String: Any])?["readOnly"] == nil)
    #expect(Set(required) == ["id", "login", "address", "previous"])
  }

  @Test func mergePatchesTurnOneVersionIntoTheOther() throws {
    let registry = MappingRegistry()
    let old = try ImmutableUser(dictionary: user, registry: registry)
    var changed = user
    changed["login"] = "mona"
    changed["email"] = NSNull()
    let new = try ImmutableUser(dictionary: changed, registry: registry)
    let patch = try new.mergePatch(from: old, registry: registry)
    #expect(patch["login"] as? String == "mona")
    #expect(patch["email"] is NSNull)
    var patched = old
    try patched.setValues(from: patch, registry: registry)
    #expect(patched == new)
  }

  @Test func aCodableImmutableModelGoesThroughFoundationsCoders() throws {
    let decoded = try JSONDecoder().decode([ImmutableCodableUser].self, from: Data(#"[{"id": 1, "name": "a"}, {"id": 2}]"#.utf8))
    #expect(decoded.map(\.id) == [1, 2])
    #expect(decoded[1].name == nil)
    let encoded = try JSONEncoder().encode(decoded)
    #expect(try JSONDecoder().decode([ImmutableCodableUser].self, from: encoded) == decoded)
    #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(ImmutableCodableUser.self, from: Data(#"{"name": "a"}"#.utf8)) }
  }
}
