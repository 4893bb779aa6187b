// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosTestSupport
  import XCTest

  private let macros = MacroSpecs.modelAndUnmapped

  /// What `@ReflectiveModel` refuses (enums, actors, protocols, unmapped properties without values,
  /// a non-required `init()`, clashes, tuple patterns) and the initializers it plans for properties
  /// without values.
  final class ExpansionRefusalTests: XCTestCase {
    func testEnumIsRefused() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        enum Status {
          case open, closed
        }
        """,
        expandedSource: """
          enum Status {
            case open, closed
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "@ReflectiveModel cannot make the enum 'Status' a model: a model is a struct or class with stored properties; write @ReflectiveEnum to read its cases from JSON, or map it through its raw value (RawRepresentable) or a transform",
            line: 1, column: 1, fixIts: [FixItSpec(message: "remove '@ReflectiveModel'")])
        ],
        macroSpecs: macros
      )
    }

    func testActorIsRefusedWithAFinalClassFixIt() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        actor Counter {
          var count = 0
        }
        """,
        expandedSource: """
          actor Counter {
            var count = 0
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "@ReflectiveModel cannot make the actor 'Counter' a model: key paths to actor-isolated properties cannot be formed outside the actor; declare it as a final class (and hand it across tasks as a Sendable struct or a class with a lock)",
            line: 2, column: 1, fixIts: [FixItSpec(message: "replace 'actor' with 'final class'")])
        ],
        macroSpecs: macros,
        applyFixIts: ["replace 'actor' with 'final class'"],
        fixedSource: """
          @ReflectiveModel
          final class Counter {
            var count = 0
          }
          """
      )
    }

    func testProtocolIsRefused() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        protocol Shape {
          var area: Double { get }
        }
        """,
        expandedSource: """
          protocol Shape {
            var area: Double { get }
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@ReflectiveModel cannot be attached to the protocol 'Shape': attach it to each struct or class that conforms",
            line: 1, column: 1, fixIts: [FixItSpec(message: "remove '@ReflectiveModel'")])
        ],
        macroSpecs: macros
      )
    }

    func testPropertiesWithoutInitialValuesAreReadThroughTheMappedValuesInitializer() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Account {
          var id: Int
          let owner: String
          var nickname: String?
          init(id: Int, owner: String) { self.id = id; self.owner = owner }
        }
        """,
        expandedSource: """
          final class Account {
            var id: Int
            let owner: String
            var nickname: String?
            init(id: Int, owner: String) { self.id = id; self.owner = owner }

              static var keyPaths: [String: AnyKeyPath] {
                  ["id": \\Account.id, "owner": \\Account.owner, "nickname": \\Account.nickname]
              }

              static var initializedProperties: Set<String> {
                  ["id", "owner"]
              }

              init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  self.id = try values["id"]
                  self.owner = try values["owner"]
              }

              init() {
                  fatalError("Account is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
              }
          }

          extension Account: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testAStructOfLetsGetsItsInitializersInTheExtensionAndKeepsItsMemberwiseOne() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Point {
          let x: Int
          let y: Int
        }
        """,
        expandedSource: """
          struct Point {
            let x: Int
            let y: Int

              static var keyPaths: [String: AnyKeyPath] {
                  ["x": \\Point.x, "y": \\Point.y]
              }

              static var initializedProperties: Set<String> {
                  ["x", "y"]
              }
          }

          extension Point: ReflectiveMapper.ReflectiveModel {
              init() {
                  fatalError("Point is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
              }
              init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  self.x = try values["x"]
                  self.y = try values["y"]
              }
          }
          """,
        macroSpecs: macros
      )
    }

    func testAnUnmappedPropertyWithoutAValueIsRefused() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Cache {
          let id: Int
          @Unmapped var scratch: [Int]
        }
        """,
        expandedSource: """
          struct Cache {
            let id: Int
            var scratch: [Int]

              static var keyPaths: [String: AnyKeyPath] {
                  ["id": \\Cache.id]
              }

              static var unmappedProperties: Set<String> {
                  ["scratch"]
              }

              static var initializedProperties: Set<String> {
                  ["id"]
              }
          }

          extension Cache: ReflectiveMapper.ReflectiveModel {
              init() {
                  fatalError("Cache is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
              }
              init(mappedValues values: ReflectiveMapper.MappedValues) throws {
                  self.id = try values["id"]
              }
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "the stored property 'scratch' has no initial value, and it is marked @Unmapped, so it is not mapped and init(mappedValues:) cannot set it; give it a value ('= …'), make it an optional 'var', or write the initializers yourself",
            line: 4, column: 17)
        ],
        macroSpecs: macros
      )
    }

    func testNonRequiredInitOfANonFinalClassGetsAFixIt() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        class Node {
          var name = ""
          init() {}
        }
        """,
        expandedSource: """
          class Node {
            var name = ""
            init() {}

              class var keyPaths: [String: AnyKeyPath] {
                  ["name": \\Node.name]
              }

              class var unmappedProperties: Set<String> {
                  []
              }

              class var privateProperties: Set<String> {
                  []
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
          }

          extension Node: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "'init()' of the non-final class 'Node' must be 'required', so that ReflectiveMapper can create subclasses too",
            line: 4, column: 3, fixIts: [FixItSpec(message: "add 'required'")])
        ],
        macroSpecs: macros,
        applyFixIts: ["add 'required'"],
        fixedSource: """
          @ReflectiveModel
          class Node {
            var name = ""
            required init() {}
          }
          """
      )
    }

    func testSubclassSpellingOnAStructIsRefused() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.subclass)
        struct Point {
          var x = 0
        }
        """,
        expandedSource: """
          struct Point {
            var x = 0
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "'.subclass' is for a class whose superclass is a model; a struct has no superclass", line: 1, column: 1,
            fixIts: [FixItSpec(message: "remove '(.subclass)'")])
        ],
        macroSpecs: macros
      )
    }

    func testHandWrittenKeyPathsClash() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Both {
          var a = 0
          static var keyPaths: [String: AnyKeyPath] { ["a": \\Both.a] }
        }
        """,
        expandedSource: """
          struct Both {
            var a = 0
            static var keyPaths: [String: AnyKeyPath] { ["a": \\Both.a] }
          }

          extension Both: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "'Both' declares keyPaths itself; remove it to let @ReflectiveModel write it, or remove @ReflectiveModel to keep the hand-written list",
            line: 4, column: 3)
        ],
        macroSpecs: macros
      )
    }

    func testTuplePatternIsRefused() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Pair {
          var (a, b) = (0, 0)
        }
        """,
        expandedSource: """
          struct Pair {
            var (a, b) = (0, 0)

              static var keyPaths: [String: AnyKeyPath] {
                  [:]
              }
          }

          extension Pair: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "@ReflectiveModel cannot list a property declared by a tuple pattern; declare each property on its own ('var a = 0', 'var b = 0')",
            line: 3, column: 7)
        ],
        macroSpecs: macros
      )
    }
  }
#endif
