// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  public import ReflectiveMapperMacros
  import Testing

  /// What a Codable user writes: `let`s without values.
  @ReflectiveModel
  struct MacroPoint: Equatable {
    let x: Int
    let y: Int
  }

  @ReflectiveModel
  struct MacroAccount: Equatable {
    let id: Int
    let login: String
    let email: String?
    var bio = ""
    let kind = "user"  // output-only (the macro warns)
  }

  /// The hand-written twin of ``MacroAccount``: what the documentation says to write.
  struct HandAccount: ReflectiveInitializable, Equatable {
    let id: Int
    let login: String
    let email: String?
    var bio = ""

    static var keyPaths: [String: AnyKeyPath] {
      ["id": \HandAccount.id, "login": \HandAccount.login, "email": \HandAccount.email, "bio": \HandAccount.bio]
    }

    init(mappedValues values: MappedValues) throws {
      id = try values["id"]
      login = try values["login"]
      email = try values["email"]
    }
  }

  @ReflectiveModel
  final class MacroProfile {
    let id: Int
    var name: String
    var visits = 0
    var address: MacroPoint?
  }

  @ReflectiveModel
  class MacroShape {
    let name: String
  }

  @ReflectiveModel(.subclass)
  final class MacroSquare: MacroShape {
    let side: Double
  }

  /// A public final class of `let`s, as a framework exports its models.
  @ReflectiveModel
  public final class MacroPublicRecord {
    /// The record's identifier.
    public let id: Int
    /// A note, when the service sends one.
    public var note: String?
  }

  /// A class of `var`s with values, and a subclass of `let`s under it.
  @ReflectiveModel
  class MacroDocument {
    var title = ""
    var pages = 0
  }

  @ReflectiveModel(.subclass)
  final class MacroSignedDocument: MacroDocument {
    let signer: String
    let signedAt: Int?
  }

  /// A struct of `let`s that keeps the keys it does not map.
  @ReflectiveModel
  struct MacroEvent: UnknownKeyCollecting {
    let name: String
    var unknownValues = UnknownKeys()
  }

  @Suite struct ImmutableModelTests {
    @Test func aSubclassOfLetsUnderAClassOfVarsReadsBoth() throws {
      let signed = try MacroSignedDocument(dictionary: ["title": "Lease", "pages": 3, "signer": "Ann"])
      #expect(signed.title == "Lease" && signed.pages == 3 && signed.signer == "Ann" && signed.signedAt == nil)
      let error = try #require(throws: MappingError.self) { _ = try MacroSignedDocument(dictionary: ["title": "Lease"]) }
      #expect(error.issues.map(\.path) == ["signer"])
      var issues: [MappingError] = []
      try signed.setValues(from: ["pages": 4, "signer": "Bob"], issues: &issues)
      #expect(signed.pages == 4 && signed.signer == "Ann")
      #expect(issues.map(\.reason) == [.immutableProperty("signer")])
      // The superclass is still made with `init()` and filled in.
      let plain = try MacroDocument(dictionary: ["title": "Memo"])
      #expect(plain.title == "Memo")
    }

    @Test func aCollectingStructOfLetsKeepsItsUnknownKeysNotAPropertyOfThem() throws {
      let registry = MappingRegistry()
      try registry.register(MacroEvent.self) { $0.unknownKeys = .collect }
      #expect(MacroEvent.keyPaths.keys.sorted() == ["name"])
      let event = try MacroEvent(jsonData: Data(#"{"name":"Gala","dress":"tie"}"#.utf8), registry: registry)
      #expect(event.name == "Gala")
      #expect(event.unknownValues.values["dress"] as? String == "tie")
      let object = try event.jsonObject(registry: registry)
      #expect(object["dress"] as? String == "tie" && object["unknownValues"] == nil)
    }

    @Test func aStructOfLetsIsReadFromBytesAndKeepsItsMemberwiseInitializer() throws {
      let point = try MacroPoint(jsonData: Data(#"{"x": 1, "y": 2}"#.utf8))
      #expect(point == MacroPoint(x: 1, y: 2))
      let error = try #require(throws: MappingError.self) { _ = try MacroPoint(dictionary: [:]) }
      #expect(error.issues.map(\.path).sorted() == ["x", "y"])
    }

    @Test func theMacroAndTheHandWrittenTwinReadAlike() throws {
      let registry = MappingRegistry()
      try registry.register(MacroAccount.self) { $0.keyStrategy = .snakeCase }
      try registry.register(HandAccount.self) { $0.keyStrategy = .snakeCase }
      let input: [String: Any] = ["id": 3, "login": "mona", "bio": "hi"]
      let macro = try MacroAccount(dictionary: input, registry: registry)
      let hand = try HandAccount(dictionary: input, registry: registry)
      #expect(macro.id == hand.id && macro.login == hand.login && macro.email == hand.email && macro.bio == hand.bio)
      #expect(macro.bio == "hi" && macro.email == nil)
      for missing in ["id", "login"] {
        var partial = input
        partial[missing] = nil
        let macroError = try #require(throws: MappingError.self) { _ = try MacroAccount(dictionary: partial, registry: registry) }
        let handError = try #require(throws: MappingError.self) { _ = try HandAccount(dictionary: partial, registry: registry) }
        #expect(macroError.issues.map(\.path) == [missing])
        #expect(handError.issues.map(\.path) == [missing])
      }
      var account = macro
      try account.setValues(from: ["login": "octo"], registry: registry)
      #expect(account.login == "octo" && account.id == 3 && account.bio == "hi")
      var issues: [MappingError] = []
      _ = try MacroAccount(dictionary: input.merging(["kind": "admin"]) { $1 }, registry: registry, issues: &issues)
      #expect(issues.map(\.reason) == [.outputOnlyProperty("kind")])
      #expect(try MacroAccount(jsonData: macro.jsonData(registry: registry), registry: registry) == macro)
    }

    @Test func aFinalClassKeepsItsLetsOnUpdate() throws {
      let profile = try MacroProfile(dictionary: ["id": 1, "name": "a", "visits": 2, "address": ["x": 1, "y": 2]])
      #expect(profile.name == "a" && profile.visits == 2 && profile.address == MacroPoint(x: 1, y: 2))
      var issues: [MappingError] = []
      try profile.setValues(from: ["id": 9, "name": "b", "address": ["y": 5]], issues: &issues)
      #expect(profile.id == 1 && profile.name == "b" && profile.address == MacroPoint(x: 1, y: 5))
      #expect(issues.map(\.reason) == [.immutableProperty("id")])
    }

    @Test func aSubclassReadsItsOwnLetsAndItsSuperclasss() throws {
      let square = try MacroSquare(dictionary: ["name": "sq", "side": 2])
      #expect(square.name == "sq" && square.side == 2)
      let error = try #require(throws: MappingError.self) { _ = try MacroSquare(dictionary: ["side": 2]) }
      #expect(error.issues.map(\.path) == ["name"])
    }

    @Test func aPublicFinalClassOfLets() throws {
      let record = try MacroPublicRecord(jsonData: Data(#"{"id": 4}"#.utf8))
      #expect(record.id == 4 && record.note == nil)
    }
  }
#endif
