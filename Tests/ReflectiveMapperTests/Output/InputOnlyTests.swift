import Foundation
import ReflectiveMapper
import Testing

/// An input-only property (``ModelMapping/inputOnly``, MetaCodable's `@IgnoreEncoding`) is read
/// as any property and never written: not by `jsonObject()`, `jsonData()`,
/// `dictionaryRepresentation`, merge patches or the encoders.
@Suite struct InputOnlyTests {
  /// The class registered through the table, the struct through the typed builder.
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(IOSignUp.self) { m in
      m.keys = ["pass": "password"]
      m.inputOnly = ["password", "note"]
      m.unknownKeys = .fail
    }
    try registry.register(IOSignUpValue.self) { m in
      m.property(\.password) {
        $0.key = "pass"
        $0.isInputOnly = true
      }
      m.property(\.note) { $0.isInputOnly = true }
      m.unknownKeys = .fail
    }
    return registry
  }

  func make<M: KindTwinModel>(_: M.Type, _ input: [String: Any], bytes: Bool, registry: MappingRegistry) throws -> M {
    bytes ? try M(jsonData: JSONSerialization.data(withJSONObject: input), registry: registry) : try M(dictionary: input, registry: registry)
  }

  func check<M: KindTwinModel>(_: M.Type, bytes: Bool) throws {
    let registry = try registry()
    let model = try make(M.self, ["email": "a@b.c", "pass": "hunter2", "note": "hi"], bytes: bytes, registry: registry)
    // Read: the values are in the model (its property names, through Mirror-free key paths).
    #expect(model[keyPath: M.keyPaths["password"] as! KeyPath<M, String>] == "hunter2")
    #expect(model[keyPath: M.keyPaths["note"] as! KeyPath<M, String?>] == "hi")
    // Never written, by any output.
    let json = try model.jsonObject(registry: registry)
    #expect(json.keys.sorted() == ["email", "schema"], "\(json)")
    #expect(try model.jsonObject(registry: registry, includeNulls: true).keys.sorted() == ["email", "schema"])
    let text = String(decoding: try model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(text == #"{"email":"a@b.c","schema":1}"#)
    #expect(model.dictionaryRepresentation(registry: registry).keys.sorted() == ["email", "schema"])
  }

  @Test(arguments: [false, true]) func aClassAndAStructReadItAndNeverWriteIt(bytes: Bool) throws {
    try check(IOSignUp.self, bytes: bytes)
    try check(IOSignUpValue.self, bytes: bytes)
  }

  func checkUpdates<M: KindTwinModel>(_: M.Type) throws {
    let registry = try registry()
    var model = try M(dictionary: ["email": "a@b.c"], registry: registry)
    let password = M.keyPaths["password"] as! KeyPath<M, String>
    try model.update(from: ["pass": "first"], registry: registry)
    #expect(model[keyPath: password] == "first")
    try model.update(fromJSON: Data(#"{"pass": "second"}"#.utf8), registry: registry)
    #expect(model[keyPath: password] == "second")
    #expect(try model.jsonObject(registry: registry)["pass"] == nil)
  }

  @Test func setValuesUpdatesItFromDictionariesAndBytes() throws {
    try checkUpdates(IOSignUp.self)
    try checkUpdates(IOSignUpValue.self)
  }

  @Test func aMergePatchLeavesItOut() throws {
    let registry = try registry()
    let original = try IOSignUpValue(dictionary: ["email": "a@b.c", "pass": "old"], registry: registry)
    var edited = original
    edited.password = "new"
    // A change to it alone is no change of the output.
    #expect(try edited.mergePatch(from: original, registry: registry).isEmpty)
    edited.email = "d@e.f"
    #expect(try edited.mergePatch(from: original, registry: registry) as NSDictionary == ["email": "d@e.f"])
  }

  @Test func theLibrarysCodersAndJSONCodersReadItAndNeverWriteIt() throws {
    let input = Data(#"{"email": "a@b.c", "password": "hunter2"}"#.utf8)
    let decoded = try ReflectiveJSONDecoder().decode(IOCodableSignUp.self, from: input)
    #expect(decoded.password == "hunter2")
    let foundation = try JSONDecoder().decode(IOCodableSignUp.self, from: input)
    #expect(foundation.password == "hunter2")
    let encoder = ReflectiveJSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == #"{"email":"a@b.c"}"#)
    let plain = JSONEncoder()
    plain.outputFormatting = .sortedKeys
    #expect(String(decoding: try plain.encode(decoded), as: UTF8.self) == #"{"email":"a@b.c"}"#)
  }

  @Test func anImmutableStructAndClassReadItThroughTheirInitializer() throws {
    let registry = MappingRegistry()
    try registry.register(IOImmutableLogin.self) { $0.inputOnly = ["secret"] }
    try registry.register(IOImmutableAccount.self) { $0.property(\.secret) { $0.isInputOnly = true } }
    let input: [String: Any] = ["user": "ada", "secret": "s3"]
    let bytes = try JSONSerialization.data(withJSONObject: input)
    for login in [try IOImmutableLogin(dictionary: input, registry: registry), try IOImmutableLogin(jsonData: bytes, registry: registry)] {
      #expect(login.secret == "s3")
      #expect(try login.jsonObject(registry: registry) as NSDictionary == ["user": "ada", "kind": "login"])
      #expect(login.dictionaryRepresentation(registry: registry).keys.sorted() == ["kind", "user"])
    }
    for account in [try IOImmutableAccount(dictionary: input, registry: registry), try IOImmutableAccount(jsonData: bytes, registry: registry)] {
      #expect(account.secret == "s3")
      #expect(String(decoding: try account.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self) == #"{"kind":"login","user":"ada"}"#)
    }
    // Still required on creation, as a property the initializer reads.
    let missing = try #require(throws: MappingError.self) { try IOImmutableLogin(dictionary: ["user": "ada"], registry: registry) }
    #expect(missing.issues.map(\.path) == ["secret"], "\(missing)")
  }

  @Test func aModelsOwnListIsInputOnlyUnderEveryRegistrationAndASubclassAddsToIt() throws {
    let registry = MappingRegistry()
    let token = try IODeclaredToken(dictionary: ["name": "n", "token": "t"], registry: registry)
    #expect(token.token == "t")
    #expect(try token.jsonObject(registry: registry) as NSDictionary == ["name": "n"])
    let input: [String: Any] = ["name": "n", "token": "t", "refresh": "r", "scope": "s"]
    let refresh = try IODeclaredRefreshToken(dictionary: input, registry: registry)
    #expect(refresh.token == "t" && refresh.refresh == "r")
    #expect(try refresh.jsonObject(registry: registry) as NSDictionary == ["name": "n", "scope": "s"])
    // A subclass registration adds to its superclass's.
    try registry.register(IODeclaredRefreshToken.self) { $0.inputOnly = ["scope"] }
    #expect(try refresh.jsonObject(registry: registry) as NSDictionary == ["name": "n"])
  }

  @Test func theSchemaKeepsItAsWriteOnly() throws {
    let registry = try registry()
    try registry.register(IOSignUpValue.self) { m in
      m.inputOnly = ["password"]
      m.required = ["password"]
    }
    let schema = registry.jsonSchema(for: IOSignUpValue.self)
    let definition = try #require((schema["$defs"] as? [String: Any])?["IOSignUpValue"] as? [String: Any])
    let members = try #require(definition["properties"] as? [String: Any])
    #expect((members["password"] as? [String: Any])?["writeOnly"] as? Bool == true)
    #expect((members["password"] as? [String: Any])?["type"] as? String == "string")
    #expect((members["email"] as? [String: Any])?["writeOnly"] == nil)
    // The output-only `let` is the mirror image.
    #expect((members["schema"] as? [String: Any])?["readOnly"] as? Bool == true)
    #expect(definition["required"] as? [String] == ["password"])
  }

  // MARK: Refusals

  func refusal<M: ReflectiveModel>(_: M.Type, _ configure: (inout ModelMapping<M>) -> Void) throws -> MappingError {
    try #require(throws: MappingError.self) { try MappingRegistry().register(M.self, configure) }
  }

  @Test func anExcludedPropertyCannotBeInputOnly() throws {
    for error in [
      try refusal(IOSignUp.self) { m in
        m.excluded = ["password"]
        m.inputOnly = ["password"]
      },
      try refusal(IOSignUpValue.self) { m in
        m.property(\.password) {
          $0.isExcluded = true
          $0.isInputOnly = true
        }
      },
    ] {
      #expect(error.registrationCode == .excludedPropertyHasSettings, "\(error)")
      #expect(
        error.description.contains(
          "the property is excluded (neither hydrated nor output), so its input-only would do nothing; remove it or the exclusion"),
        "\(error)")
    }
  }

  @Test func anOutputOnlyLetCannotBeInputOnly() throws {
    for error in [
      try refusal(IOSignUp.self) { $0.inputOnly = ["schema"] },
      try refusal(IOSignUpValue.self) { $0.property(\.schema) { $0.isInputOnly = true } },
      try refusal(IOImmutableLogin.self) { $0.inputOnly = ["kind"] },
    ] {
      #expect(error.registrationCode == .settingMisfit, "\(error)")
      #expect(
        error.description.contains(
          "the input-only setting does not fit this property: its key path is read-only (a `let` with an initial value, or a computed property without a setter), so it is output-only, and input-only would leave it neither read nor written"
        ), "\(error)")
      // (Said once: not also the read-only key path's warning.)
      #expect(!error.description.contains("the property is output-only"), "\(error)")
    }
  }

  @Test func anInputOnlyPropertyTakesNoOutputKey() throws {
    for error in [
      try refusal(IOSignUp.self) { m in
        m.inputOnly = ["password"]
        m.outputKeys["password"] = "pw"
      },
      try refusal(IOSignUpValue.self) { m in
        m.property(\.password) {
          $0.isInputOnly = true
          $0.outputKey = "pw"
        }
      },
    ] {
      #expect(error.registrationCode == .settingMisfit, "\(error)")
      #expect(
        error.description.contains(
          "the input-only setting does not fit this property: an input-only property is read and never written, so an output key for it would write nothing"
        ), "\(error)")
    }
    let unknown = try refusal(IOSignUp.self) { $0.inputOnly = ["passwort"] }
    #expect(unknown.description.contains(#"input-only for "passwort", which is not in keyPaths"#), "\(unknown)")
  }
}
