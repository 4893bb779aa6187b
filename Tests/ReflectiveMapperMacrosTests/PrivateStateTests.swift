// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosTestSupport
  import Testing
  import XCTest

  private let macros: [String: MacroSpec] = [
    "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
    "Unmapped": MacroSpec(type: UnmappedMacro.self),
    "Mapped": MacroSpec(type: MappedMacro.self),
  ]

  /// What `@ReflectiveModel` writes for `private` and `fileprivate` stored properties.
  final class PrivateStateExpansionTests: XCTestCase {
    func testPrivatePropertiesAreLeftOutUnlessMapped() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Account {
          var email = ""
          private var passwordHash = ""
          fileprivate var token: String?
          @Mapped private var revision = 0
          private(set) var id = 0
          @Unmapped private var cache: [String: Int] = [:]
        }
        """,
        expandedSource: """
          struct Account {
            var email = ""
            private var passwordHash = ""
            fileprivate var token: String?
            private var revision = 0
            private(set) var id = 0
            private var cache: [String: Int] = [:]

              static var keyPaths: [String: AnyKeyPath] {
                  ["email": \\Account.email, "revision": \\Account.revision, "id": \\Account.id]
              }

              static var unmappedProperties: Set<String> {
                  ["cache"]
              }

              static var privateProperties: Set<String> {
                  ["passwordHash", "token"]
              }
          }

          extension Account: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testOpenClassListsItsPrivatePropertiesForSubclassesToExtend() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        class User {
          var name = ""
          private var secret = ""
        }
        @ReflectiveModel(.subclass)
        class Admin: User {
          private var pin = 0
        }
        """,
        expandedSource: """
          class User {
            var name = ""
            private var secret = ""

              class var keyPaths: [String: AnyKeyPath] {
                  ["name": \\User.name]
              }

              class var unmappedProperties: Set<String> {
                  []
              }

              class var privateProperties: Set<String> {
                  ["secret"]
              }

              class var inputOnlyProperties: Set<String> {
                  []
              }

              class var outputOnlyProperties: Set<String> {
                  []
              }

              class var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] {
                  [:]
              }

              class var initializedProperties: Set<String> {
                  []
              }

              required init(mappedValues values: ReflectiveMapper.MappedValues) throws {
              }

              required init() {
              }
          }
          class Admin: User {
            private var pin = 0

              override class var keyPaths: [String: AnyKeyPath] {
                  super.keyPaths.merging([:]) {
                      $1
                  }
              }

              override class var privateProperties: Set<String> {
                  super.privateProperties.union(["pin"])
              }
          }

          extension User: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }
  }

  @ReflectiveModel
  final class Account {
    var email = ""
    private var passwordHash = ""
    @Mapped private var revision = 0
    var hash: String { passwordHash }
    var currentRevision: Int { revision }
    func setPassword(_ hash: String) { passwordHash = hash }
  }

  @ReflectiveModel
  struct AccountValue {
    var email = ""
    fileprivate var passwordHash = ""
    var hash: String { passwordHash }
    mutating func setPassword(_ hash: String) { passwordHash = hash }
  }

  @ReflectiveModel
  class Member {
    var name = ""
    private var sessionToken = ""
    var token: String { sessionToken }
  }

  @ReflectiveModel(.subclass)
  final class Moderator: Member {
    private var pin = 0
    var level = 0
  }

  @Suite("Private state is not service data")
  struct PrivateStateTests {
    @Test("A private var is neither filled from input nor output; issues(for:) names it once, with the fix")
    func classModel() throws {
      let registry = MappingRegistry()
      try registry.register(Account.self)
      var issues: [MappingError] = []
      let account = try Account(
        dictionary: ["email": "a@b.c", "passwordHash": "injected", "revision": 3], registry: registry, issues: &issues)
      #expect(account.hash == "")
      #expect(account.email == "a@b.c")
      #expect(account.currentRevision == 3)
      #expect(issues.map(\.path) == ["passwordHash"])
      account.setPassword("secret")
      let object = try account.jsonObject(registry: registry)
      #expect(object.keys.sorted() == ["email", "revision"])
      let findings = registry.issues(for: Account.self)
      #expect(findings.count == 1)
      #expect(findings.first?.property == "Account.passwordHash")
      #expect(findings.first?.isFatal == false)
      #expect(findings.first.map { String(describing: $0) }?.contains("mark it @Mapped to map it") == true)
    }

    @Test("From JSON bytes, and with writesUnlistedProperties on, a private var stays out")
    func structModelAndWritesUnlisted() throws {
      let registry = MappingRegistry()
      registry.writesUnlistedProperties = true
      var model = try AccountValue(jsonData: Data(#"{"email": "x", "passwordHash": "injected"}"#.utf8), registry: registry)
      #expect(model.hash == "")
      model.setPassword("secret")
      let json = String(decoding: try model.jsonData(registry: registry), as: UTF8.self)
      #expect(!json.contains("passwordHash") && !json.contains("secret"))
      #expect(try model.jsonObject(registry: registry).keys.sorted() == ["email"])
      #expect(registry.issues(for: AccountValue.self).count == 1)
    }

    @Test("A subclass adds its private properties to its superclass's")
    func subclass() throws {
      let registry = MappingRegistry()
      let moderator = try Moderator(dictionary: ["name": "n", "sessionToken": "t", "pin": 1, "level": 2], registry: registry)
      #expect(moderator.token == "" && moderator.level == 2 && moderator.name == "n")
      #expect(Moderator.privateProperties == ["sessionToken", "pin"])
      #expect(try moderator.jsonObject(registry: registry).keys.sorted() == ["level", "name"])
      #expect(Set(registry.issues(for: Moderator.self).compactMap(\.property)) == ["Moderator.sessionToken", "Moderator.pin"])
    }
  }
#endif
