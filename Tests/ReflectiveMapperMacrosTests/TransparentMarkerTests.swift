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

  /// MetaCodable's `@CodedAt var values: [String]`: the model is the array.
  @ReflectiveModel
  struct Labels {
    @Transparent var values: [String] = []
    @Unmapped var cache = 0
  }

  /// The same as a class, the property an optional.
  @ReflectiveModel
  final class Score: ReflectiveCodable {
    @Transparent var points: Int?
  }

  @ReflectiveModel
  final class Board: ReflectiveCodable {
    var labels = Labels()
    var scores: [Score] = []
  }

  /// What a model marked `@Transparent` reads and writes, with no registration.
  @Suite struct TransparentMarkerTests {
    @Test func theModelIsItsPropertyAtTheTopInAPropertyAndInAnArray() throws {
      let registry = MappingRegistry()
      #expect(try Labels(jsonData: Data(#"["a", "b"]"#.utf8), registry: registry).values == ["a", "b"])
      let json = #"{"labels": ["x"], "scores": [3, null, 5]}"#
      let board = try Board(jsonData: Data(json.utf8), registry: registry)
      #expect(board.labels.values == ["x"] && board.scores.map(\.points) == [3, nil, 5])
      let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      #expect(try Board(dictionary: dictionary, registry: registry).scores.map(\.points) == [3, nil, 5])
      let decoded = try ReflectiveJSONDecoder().decode(Board.self, from: Data(json.utf8))
      #expect(decoded.labels.values == ["x"] && decoded.scores.map(\.points) == [3, nil, 5])
      let written = String(decoding: try board.jsonData(registry: registry, options: [.sortedKeys, .includeNulls]), as: UTF8.self)
      #expect(written == #"{"labels":["x"],"scores":[3,null,5]}"#)
    }

    @Test func aValueOfAnotherKindIsAProblemAtTheModelsPath() throws {
      let registry = MappingRegistry()
      registry.strictness = .strict
      var issues: [MappingError] = []
      #expect(throws: MappingError.self) { try Board(jsonData: Data(#"{"labels": {"values": ["x"]}}"#.utf8), registry: registry) }
      let lenient = MappingRegistry()
      _ = try Board(jsonData: Data(#"{"scores": [1, "many"]}"#.utf8), registry: lenient, issues: &issues)
      #expect(issues.map(\.path) == ["scores[1]"])
    }

    @Test func aRegistrationThatSetsNothingKeepsTheTypesOwn() throws {
      let registry = MappingRegistry()
      try registry.register(Labels.self) { m in
        m.transparentProperty = nil
      }
      // `nil` leaves the type's own: still the array.
      #expect(try Labels(jsonData: Data(#"["a"]"#.utf8), registry: registry).values == ["a"])
      #expect(registry.issues(for: Labels.self).isEmpty)
    }
  }

  private let macros: [String: MacroSpec] = [
    "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
    "Unmapped": MacroSpec(type: UnmappedMacro.self),
    "InputOnly": MacroSpec(type: InputOnlyMacro.self),
    "Transparent": MacroSpec(type: TransparentMacro.self),
  ]

  /// What `@ReflectiveModel` writes for `@Transparent`, and where it refuses it.
  final class TransparentMarkerExpansionTests: XCTestCase {
    func testAStructNamesItsTransparentProperty() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        public struct Tags {
          @Transparent public var values: [String] = []
        }
        """,
        expandedSource: """
          public struct Tags {
            public var values: [String] = []

              public static var keyPaths: [String: AnyKeyPath] {
                  ["values": \\Tags.values]
              }

              public static var transparentProperty: String? {
                  "values"
              }

              public init() {
              }
          }

          extension Tags: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testItRefusesTheMarkerWhereTheModelCouldNotBeItsProperty() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Two {
          @Transparent var a = 0
          @Transparent var b = 0
        }
        @ReflectiveModel
        struct Others {
          @Transparent var a = 0
          var b = 0
          var c = 0
        }
        @ReflectiveModel
        struct NeverRead {
          @Transparent @Unmapped var a = 0
          @Transparent @InputOnly var b = 0
        }
        """,
        expandedSource: """
          struct Two {
            var a = 0
            var b = 0
          }
          struct Others {
            var a = 0
            var b = 0
            var c = 0
          }
          struct NeverRead {
            var a = 0
            var b = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["b": \\NeverRead.b]
              }

              static var unmappedProperties: Set<String> {
                  ["a"]
              }

              static var inputOnlyProperties: Set<String> {
                  ["b"]
              }
          }

          extension Two: ReflectiveMapper.ReflectiveModel {
          }

          extension Others: ReflectiveMapper.ReflectiveModel {
          }

          extension NeverRead: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(message: "@Transparent marks 'a' and 'b': a model is read from one property's value; keep it on one", line: 4, column: 3),
          DiagnosticSpec(
            message: "'Others' is read from 'a' alone (@Transparent), so it cannot also map 'b', 'c'; mark them @Unmapped or remove @Transparent",
            line: 8, column: 3),
          DiagnosticSpec(
            message: "@Transparent makes 'a' the whole of the model's JSON, but it is marked @Unmapped; remove @Transparent", line: 14, column: 3,
            fixIts: [FixItSpec(message: "remove '@Transparent'")]),
          DiagnosticSpec(
            message:
              "@Transparent makes 'b' the whole of the model's JSON, but it is marked @InputOnly, so the model would write nothing; remove @Transparent",
            line: 15, column: 3),
        ],
        macroSpecs: macros
      )
    }
  }
#endif
