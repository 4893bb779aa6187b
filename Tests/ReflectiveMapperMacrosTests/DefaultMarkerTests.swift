// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import Testing
  import XCTest

  /// MetaCodable's three `@Default` spellings on a model built through its initializer.
  @ReflectiveModel
  struct DefaultedShelf: ReflectiveCodable {
    let name: String
    @Default("some") let label: String
    @Default(ifMissing: 0) let width: Int
    @Default(ifMissing: 0, forErrors: -1) let count: Int
    @Default(ifMissing: ["a"]) let tags: [String]?
  }

  /// The same markers on a class of `var`s: the marker's value, not the initial one, is what a
  /// missing value takes; a subclass adds its own.
  @ReflectiveModel
  class DefaultedBox {
    @Default(ifMissing: 10, forErrors: -1) var size = 0
    required init() {}
  }

  @ReflectiveModel(.subclass)
  final class DefaultedCrate: DefaultedBox {
    @Default(2.5) var weight = 0.0
  }

  @Suite struct DefaultMarkerTests {
    func strict() -> MappingRegistry {
      let registry = MappingRegistry()
      registry.strictness = .strict
      return registry
    }

    @Test func aMissingValueTakesItsMarkersDefault() throws {
      let shelf = try DefaultedShelf(jsonData: Data(#"{"name": "n"}"#.utf8), registry: strict())
      #expect(shelf.label == "some" && shelf.width == 0 && shelf.count == 0 && shelf.tags == ["a"])
      let decoded = try ReflectiveJSONDecoder().decode(DefaultedShelf.self, from: Data(#"{"name": "n", "tags": null}"#.utf8))
      #expect(decoded.label == "some" && decoded.tags == nil)
      #expect(try DefaultedBox(dictionary: [:], registry: strict()).size == 10)
    }

    @Test func underStrictAnUnreadableValueTakesTheFailureDefaultAndIsReported() throws {
      var issues: [MappingError] = []
      let json = #"{"name": "n", "label": 5, "count": "many"}"#
      let shelf = try DefaultedShelf(jsonData: Data(json.utf8), registry: strict(), issues: &issues)
      #expect(shelf.label == "some" && shelf.count == -1)
      #expect(issues.map(\.path).sorted() == ["count", "label"])
      let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      #expect(try DefaultedShelf(dictionary: dictionary, registry: strict()).count == -1)
      #expect(try DefaultedBox(dictionary: ["size": "big"], registry: strict()).size == -1)
    }

    @Test func ifMissingAloneLeavesAnUnreadableValueToTheStrictness() throws {
      let json = Data(#"{"name": "n", "width": "wide"}"#.utf8)
      let error = try #require(throws: MappingError.self) { try DefaultedShelf(jsonData: json, registry: strict()) }
      #expect(error.path == "width")
      var issues: [MappingError] = []
      #expect(try DefaultedShelf(jsonData: json, registry: MappingRegistry(), issues: &issues).width == 0)
      #expect(issues.map(\.path) == ["width"])
    }

    @Test func aSubclassAddsItsDefaultsAndARegistrationsOwnWins() throws {
      let registry = strict()
      let crate = try DefaultedCrate(jsonData: Data(#"{"weight": "heavy"}"#.utf8), registry: registry)
      #expect(crate.size == 10 && crate.weight == 2.5)
      try registry.register(DefaultedBox.self) { m in m.defaults["size"] = 7 }
      #expect(try DefaultedBox(dictionary: [:], registry: registry).size == 7)
      #expect(try DefaultedBox(dictionary: ["size": "big"], registry: registry).size == -1)
    }

    @Test func anUpdateKeepsTheValueAsEveryDefaultDoes() throws {
      let box = DefaultedBox()
      box.size = 3
      try box.setValues(from: [:], registry: strict())
      #expect(box.size == 3)
      #expect(DefaultedBox.propertyDefaults.keys.sorted() == ["size"] && DefaultedCrate.propertyDefaults.keys.sorted() == ["size", "weight"])
    }
  }

  private let macros: [String: MacroSpec] = [
    "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
    "Unmapped": MacroSpec(type: UnmappedMacro.self),
    "Default": MacroSpec(type: DefaultMacro.self),
  ]

  /// What `@ReflectiveModel` writes for `@Default`, and where it refuses it.
  final class DefaultMarkerExpansionTests: XCTestCase {
    func testTheMarkersArgumentsBecomeAPropertyDefaultTypedByTheKeyPath() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Shelf {
          @Default(ifMissing: 0, forErrors: -1) var count = 0
        }
        """,
        expandedSource: """
          struct Shelf {
            var count = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["count": \\Shelf.count]
              }

              static var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] {
                  ["count": ReflectiveMapper.PropertyDefault(ifMissing: 0, forErrors: -1, of: \\Shelf.count)]
              }
          }

          extension Shelf: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testItRefusesTheMarkerOnAPropertyNeverRead() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct NeverRead {
          @Default(1) @Unmapped var a = 0
          @Default(2) let b = 0
        }
        """,
        expandedSource: """
          struct NeverRead {
            var a = 0
            let b = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["b": \\NeverRead.b]
              }

              static var unmappedProperties: Set<String> {
                  ["a"]
              }
          }

          extension NeverRead: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message: "@Default gives 'a' a value for a missing or unreadable one, but it is marked @Unmapped, so it is never read; remove @Default",
            line: 3, column: 3, fixIts: [FixItSpec(message: "remove '@Default'")]),
          DiagnosticSpec(
            message:
              "immutable property 'b' will not be hydrated because it is declared with an initial value; it is output only (to hydrate it, drop the value or make it 'var')",
            line: 4, column: 19, severity: .warning, fixIts: [FixItSpec(message: "make it 'var'")]),
          DiagnosticSpec(
            message:
              "@Default gives 'b' a value for a missing or unreadable one, but it is a 'let' with an initial value (output-only; drop the value or make it 'var' to read it), so it is never read; remove @Default",
            line: 4, column: 3),
        ],
        macroSpecs: macros
      )
    }
  }
#endif
