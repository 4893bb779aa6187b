import Foundation
import ReflectiveMapper
import Testing

/// Models of `let`s without values are read on creation through their initializer, by every
/// rule a `var` model is read by, from dictionaries and from bytes alike.
@Suite struct ImmutableCreationTests {
  let user: [String: Any] = [
    "id": 5, "login": "octocat", "email": "o@example.com", "bio": "hi",
    "address": ["street": "Main", "zip": "12345"], "previous": [["street": "Old"]],
  ]

  func json(_ object: Any) throws -> Data { try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) }

  @Test func aStructOfLetsIsReadFromDictionariesAndBytesAlike() throws {
    let registry = MappingRegistry()
    let fromDictionary = try ImmutableUser(dictionary: user, registry: registry)
    let fromBytes = try ImmutableUser(jsonData: json(user), registry: registry)
    let expected = ImmutableUser(
      id: 5, login: "octocat", email: "o@example.com", address: ImmutableAddress(street: "Main", zip: "12345"),
      previous: [ImmutableAddress(street: "Old", zip: nil)], bio: "hi")
    #expect(fromDictionary == expected)
    #expect(fromBytes == expected)
  }

  @Test(arguments: [false, true]) func everyMissingRequiredValueIsListedInOneError(bytes: Bool) throws {
    let registry = MappingRegistry()
    let input: [String: Any] = ["email": "o@example.com", "address": ["zip": "1"]]
    let error = try #require(throws: MappingError.self) {
      if bytes {
        _ = try ImmutableUser(jsonData: json(input), registry: registry)
      } else {
        _ = try ImmutableUser(dictionary: input, registry: registry)
      }
    }
    let missing = error.issues.filter { $0.reason == .missingRequiredValue }.map(\.path).sorted()
    #expect(missing == ["address.street", "id", "login", "previous"])
    #expect(error.issues.allSatisfy { $0.isFatal })
  }

  @Test func anOptionalWithoutAValueIsNilAndADefaultStandsInForAMissingValue() throws {
    let registry = MappingRegistry()
    try registry.register(ImmutableUser.self) { m in
      m.defaults["previous"] = [ImmutableAddress]()
      m.defaults["login"] = "anonymous"
    }
    let made = try ImmutableUser(dictionary: ["id": 1, "address": ["street": "S"]], registry: registry)
    #expect(made.email == nil)
    #expect(made.login == "anonymous")
    #expect(made.previous.isEmpty)
    #expect(made.address.zip == nil)
  }

  @Test func keysStrategiesAndAdaptersApply() throws {
    let registry = MappingRegistry()
    try registry.register(ImmutableUser.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["user_login": "login"]
      m.adapters["id"] = Adapter { raw in (raw as? String).flatMap { Int($0.dropFirst()) } ?? raw }
    }
    let input: [String: Any] = ["id": "#42", "user_login": "mona", "address": ["street": "S"], "previous": []]
    let made = try ImmutableUser(dictionary: input, registry: registry)
    #expect(made.id == 42)
    #expect(made.login == "mona")
    #expect(try ImmutableUser(jsonData: json(input), registry: registry) == made)
  }

  @Test(arguments: [false, true]) func aValueOfTheWrongTypeIsFatalForANonOptionalAndDroppedForAnOptional(bytes: Bool) throws {
    let registry = MappingRegistry()
    var input = user
    input["email"] = ["not": "a string"]
    var issues: [MappingError] = []
    let made =
      bytes
      ? try ImmutableUser(jsonData: json(input), registry: registry, issues: &issues)
      : try ImmutableUser(dictionary: input, registry: registry, issues: &issues)
    #expect(made.email == nil)
    #expect(issues.map(\.path) == ["email"])
    #expect(issues.allSatisfy { !$0.isFatal })

    input["id"] = "five"
    let error = try #require(throws: MappingError.self) {
      if bytes {
        _ = try ImmutableUser(jsonData: json(input), registry: registry)
      } else {
        _ = try ImmutableUser(dictionary: input, registry: registry)
      }
    }
    #expect(error.issues.filter(\.isFatal).map(\.path) == ["id"])
  }

  @Test func nullForANonOptionalIsFatal() throws {
    var input = user
    input["login"] = NSNull()
    let error = try #require(throws: MappingError.self) { _ = try ImmutableUser(dictionary: input, registry: MappingRegistry()) }
    #expect(error.issues.map(\.reason.code) == ["nullValue"])
    #expect(error.issues.allSatisfy { $0.isFatal })
    #expect(error.path == "login")
  }

  @Test func immutableModelsNestAtAnyDepthInVarModelsAndCollections() throws {
    let registry = MappingRegistry()
    let input: [String: Any] = [
      "name": "core", "lead": user, "members": [user, user],
      "byLogin": ["a": ["street": "A"], "b": ["street": "B", "zip": "2"]],
    ]
    let team = try ImmutableTeam(dictionary: input, registry: registry)
    let fromBytes = try ImmutableTeam(jsonData: json(input), registry: registry)
    for made in [team, fromBytes] {
      #expect(made.lead?.login == "octocat")
      #expect(made.members.count == 2)
      #expect(made.byLogin["b"] == ImmutableAddress(street: "B", zip: "2"))
    }
    // A member missing its required values fails the call, as a required value does, with paths.
    var broken = input
    broken["members"] = [user, ["login": "x"]]
    let error = try #require(throws: MappingError.self) { _ = try ImmutableTeam(dictionary: broken, registry: registry) }
    #expect(error.issues.map(\.path).sorted() == ["members[1].address", "members[1].id", "members[1].previous"])
  }

  @Test func topLevelArraysAndDictionariesOfImmutableModels() throws {
    let registry = MappingRegistry()
    let users = try [ImmutableUser](jsonData: json([user, user]), registry: registry)
    #expect(users.map(\.id) == [5, 5])
    let fromDictionaries = try [ImmutableUser](dictionaries: [user], registry: registry)
    #expect(fromDictionaries.first?.address.street == "Main")
    let keyed = try [String: ImmutableAddress](jsonData: json(["home": ["street": "H"]]), registry: registry)
    #expect(keyed["home"]?.street == "H")
  }

  @Test func aVarWithAValueIsWrittenAfterTheInitializer() throws {
    let account = try ImmutableAccount(dictionary: ["id": 1, "login": "a", "visits": 3], registry: MappingRegistry())
    #expect(account.visits == 3)
    #expect(account.visitWrites == 1)
    #expect(account.email == nil)
  }

  @Test func aNonFinalClassAndItsSubclassAreBuiltThroughTheirInitializers() throws {
    let registry = MappingRegistry()
    let square = try ImmutableSquare(dictionary: ["name": "sq", "side": 2.5], registry: registry)
    #expect(square.name == "sq")
    #expect(square.side == 2.5)
    let error = try #require(throws: MappingError.self) { _ = try ImmutableSquare(dictionary: ["side": 1], registry: registry) }
    #expect(error.issues.map(\.path) == ["name"])
  }

  @Test func strictModeAndUnknownKeysApply() throws {
    let registry = MappingRegistry()
    try registry.register(ImmutableAddress.self) { m in
      m.strictness = .strict
      m.unknownKeys = .fail
    }
    #expect(throws: MappingError.self) { _ = try ImmutableAddress(dictionary: ["street": 5], registry: registry) }
    let error = try #require(throws: MappingError.self) {
      _ = try ImmutableAddress(dictionary: ["street": "S", "extra": 1], registry: registry)
    }
    #expect(error.issues.map(\.reason) == [.unknownKey("extra")])
  }

  @Test func garbageIsAProblemNeverACrash() throws {
    let registry = MappingRegistry()
    let garbage: [Any] = [5, "x", NSNull(), [1, 2], ["id": [["deep": true]]], ["address": "nowhere"], ["previous": 7]]
    for item in garbage {
      #expect(throws: MappingError.self) { _ = try ImmutableUser(jsonData: json(["user": item]), at: "user", registry: registry) }
      if let object = item as? [String: Any] {
        #expect(throws: MappingError.self) { _ = try ImmutableUser(dictionary: object, registry: registry) }
      }
    }
    #expect(throws: MappingError.self) { _ = try ImmutableUser(jsonData: Data("{\"id\": 1,".utf8), registry: registry) }
  }

  @Test func aHandWrittenInitializerThatMisreadsGetsAProblemNotACrash() throws {
    let registry = MappingRegistry()
    let twice = try #require(throws: MappingError.self) { _ = try ImmutableMisread(dictionary: ["id": 1], registry: registry) }
    #expect(twice.issues.map(\.description).joined().contains("read already"))
    let made = try ImmutableMisread(dictionary: ["id": 1, "copy": 2], registry: registry)
    #expect(made.id == 1 && made.copy == 2)
  }

  @Test func aSubclassOfLetsUnderAClassOfVarsIsBuiltThroughItsInitializer() throws {
    let registry = MappingRegistry()
    let signed = try SignedDocument(jsonData: Data(#"{"title":"Lease","pages":3,"signer":"Ann"}"#.utf8), registry: registry)
    #expect(signed.title == "Lease" && signed.pages == 3 && signed.signer == "Ann")
    let error = try #require(throws: MappingError.self) { _ = try SignedDocument(dictionary: ["title": "Lease"], registry: registry) }
    #expect(error.issues.map(\.reason) == [.missingRequiredValue])
    #expect(error.issues.map(\.path) == ["signer"])
    let plain = try MutableDocument(dictionary: ["pages": 2], registry: registry)
    #expect(plain.pages == 2)
  }

  @Test func collectingUnknownKeysWithoutStorageIsRefusedAtRegistrationNotDroppedSilently() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(ImmutableAddress.self) { $0.unknownKeys = .collect }
    }
    #expect(error.registrationCode == .collectWithoutStorage)
    #expect(error.description.contains("UnknownKeyCollecting"))
  }
}
