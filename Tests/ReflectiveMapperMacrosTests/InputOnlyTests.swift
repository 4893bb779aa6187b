// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import Testing
  import XCTest

  private let macros: [String: MacroSpec] = [
    "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
    "Unmapped": MacroSpec(type: UnmappedMacro.self),
    "Mapped": MacroSpec(type: MappedMacro.self),
    "InputOnly": MacroSpec(type: InputOnlyMacro.self),
  ]

  private func notRead(_ property: String, _ reason: String) -> String {
    "@InputOnly makes '\(property)' read and never written, but \(reason), so it would be neither read nor written; remove @InputOnly"
  }

  /// What `@ReflectiveModel` writes for properties marked `@InputOnly`, and where it refuses the marker.
  final class InputOnlyExpansionTests: XCTestCase {
    func testAStructListsItsInputOnlyPropertiesAndKeepsThemInKeyPaths() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct SignUp {
          var email = ""
          @InputOnly var password = ""
          @InputOnly var invite: String?
        }
        """,
        expandedSource: """
          struct SignUp {
            var email = ""
            var password = ""
            var invite: String?

              static var keyPaths: [String: AnyKeyPath] {
                  ["email": \\SignUp.email, "password": \\SignUp.password, "invite": \\SignUp.invite]
              }

              static var inputOnlyProperties: Set<String> {
                  ["password", "invite"]
              }
          }

          extension SignUp: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testAnImmutableStructsInputOnlyLetIsSetByItsInitializer() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Login {
          let user: String
          @InputOnly let secret: String
        }
        """,
        expandedSource: """
          struct Login {
            let user: String
            let secret: String

              static var keyPaths: [String: AnyKeyPath] {
                  ["user": \\Login.user, "secret": \\Login.secret]
              }

              static var inputOnlyProperties: Set<String> {
                  ["secret"]
              }

              static var initializedProperties: Set<String> {
                  ["user", "secret"]
              }
          }

          extension Login: ReflectiveMapper.ReflectiveModel {
              init() {
                  fatalError("Login is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
              }
              init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  self.user = try values["user"]
                  self.secret = try values["secret"]
              }
          }
          """,
        macroSpecs: macros
      )
    }

    func testAnOpenClassListsThemForSubclassesToExtend() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        class Token {
          @InputOnly var value = ""
        }
        @ReflectiveModel(.subclass)
        final class RefreshToken: Token {
          var scope = ""
          @InputOnly var refresh = ""
        }
        """,
        expandedSource: """
          class Token {
            var value = ""

              class var keyPaths: [String: AnyKeyPath] {
                  ["value": \\Token.value]
              }

              class var unmappedProperties: Set<String> {
                  []
              }

              class var privateProperties: Set<String> {
                  []
              }

              class var inputOnlyProperties: Set<String> {
                  ["value"]
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
          final class RefreshToken: Token {
            var scope = ""
            var refresh = ""

              override class var keyPaths: [String: AnyKeyPath] {
                  super.keyPaths.merging(["scope": \\RefreshToken.scope, "refresh": \\RefreshToken.refresh]) {
                      $1
                  }
              }

              override class var inputOnlyProperties: Set<String> {
                  super.inputOnlyProperties.union(["refresh"])
              }
          }

          extension Token: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testTheMarkerIsRefusedWhereThePropertyIsNeverRead() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Form {
          var name = ""
          @InputOnly let schema = 1
          @InputOnly @Unmapped var cache = 0
          @InputOnly private var hash = ""
          @InputOnly lazy var derived = 0
        }
        """,
        expandedSource: """
          struct Form {
            var name = ""
            let schema = 1
            var cache = 0
            private var hash = ""
            lazy var derived = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["name": \\Form.name, "schema": \\Form.schema]
              }

              static var unmappedProperties: Set<String> {
                  ["cache", "derived"]
              }

              static var privateProperties: Set<String> {
                  ["hash"]
              }
          }

          extension Form: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: notRead(
              "schema", "it is a 'let' with an initial value, which is never read (output-only; drop the value or make it 'var' to read it)"),
            line: 4, column: 3, fixIts: [FixItSpec(message: "remove '@InputOnly'")]),
          DiagnosticSpec(
            message: notRead("cache", "it is marked @Unmapped"), line: 5, column: 3, fixIts: [FixItSpec(message: "remove '@InputOnly'")]),
          DiagnosticSpec(
            message: notRead("hash", "it is private and not marked @Mapped (add @Mapped to map it)"), line: 6, column: 3,
            fixIts: [FixItSpec(message: "remove '@InputOnly'")]),
          DiagnosticSpec(
            message: notRead("derived", "it is lazy (a cache, kept out of mapping)"), line: 7, column: 3,
            fixIts: [FixItSpec(message: "remove '@InputOnly'")]),
        ],
        macroSpecs: macros
      )
    }
  }

  @ReflectiveModel
  final class MacroSignUp {
    var email = ""
    @InputOnly var password = ""
  }

  @ReflectiveModel
  struct MacroSignUpValue {
    var email = ""
    @InputOnly var password = ""
    @InputOnly var invite: String?
  }

  @ReflectiveModel
  struct MacroLogin {
    let user: String
    @InputOnly let secret: String
  }

  /// A macro model's `@InputOnly` properties are read and never written, with no registration.
  @Suite struct InputOnlyMacroTests {
    @Test func aMarkedPropertyIsReadFromDictionariesAndBytesAndNeverWritten() throws {
      let registry = MappingRegistry()
      let input: [String: Any] = ["email": "a@b.c", "password": "hunter2", "invite": "X1"]
      let bytes = try JSONSerialization.data(withJSONObject: input)
      for signUp in [try MacroSignUp(dictionary: input, registry: registry), try MacroSignUp(jsonData: bytes, registry: registry)] {
        #expect(signUp.password == "hunter2")
        #expect(try signUp.jsonObject(registry: registry) as NSDictionary == ["email": "a@b.c"])
      }
      for value in [try MacroSignUpValue(dictionary: input, registry: registry), try MacroSignUpValue(jsonData: bytes, registry: registry)] {
        #expect(value.password == "hunter2" && value.invite == "X1")
        #expect(String(decoding: try value.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self) == #"{"email":"a@b.c"}"#)
        #expect(value.dictionaryRepresentation(registry: registry).keys.sorted() == ["email"])
      }
      let login = try MacroLogin(jsonData: Data(#"{"user": "ada", "secret": "s3"}"#.utf8), registry: registry)
      #expect(login.secret == "s3")
      #expect(try login.jsonObject(registry: registry) as NSDictionary == ["user": "ada"])
      // A registration that contradicts the marker is refused.
      let error = try #require(throws: MappingError.self) {
        try registry.register(MacroSignUp.self) { $0.outputKeys["password"] = "pw" }
      }
      #expect(error.description.contains("the input-only setting does not fit this property"), "\(error)")
    }
  }
#endif
