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

  /// A `let` with its value and a getter, both written and never read, on purpose.
  @ReflectiveModel
  struct Badge {
    var name = ""
    @OutputOnly let kind = "badge"
    @OutputOnly var initial: String { String(name.prefix(1)) }
  }

  /// The same with no marker: the `let` warns at compile time (in the expansion test below)
  /// and both are findings at registration.
  struct PlainBadge: ReflectiveModel {
    var name = ""
    let kind = "badge"
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \PlainBadge.name, "kind": \PlainBadge.kind] }
  }

  /// A hand-written conformance that lists a writable property as output-only.
  struct MislabelledBadge: ReflectiveModel {
    var name = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \MislabelledBadge.name] }
    static var outputOnlyProperties: Set<String> { ["name"] }
  }

  @Suite struct OutputOnlyMarkerTests {
    @Test func theMarkedPropertiesAreWrittenNeverReadAndRaiseNoFinding() throws {
      let registry = MappingRegistry()
      registry.printsFindings = false
      try registry.register(Badge.self)
      #expect(registry.issues(for: Badge.self).isEmpty)
      let badge = try Badge(jsonData: Data(#"{"name": "Swift", "kind": "other", "initial": "X"}"#.utf8), registry: registry)
      #expect(badge.name == "Swift" && badge.kind == "badge" && badge.initial == "S")
      let written = String(decoding: try badge.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
      #expect(written == #"{"initial":"S","kind":"badge","name":"Swift"}"#)
    }

    @Test func withoutTheMarkerAReadOnlyKeyPathIsAFindingAndAWritableOneListedIsToo() throws {
      let registry = MappingRegistry()
      registry.printsFindings = false
      try registry.register(PlainBadge.self)
      #expect(registry.issues(for: PlainBadge.self).map(\.registrationCode) == [.readOnlyKeyPath])
      try registry.register(MislabelledBadge.self)
      let findings = registry.issues(for: MislabelledBadge.self)
      #expect(findings.map(\.registrationCode) == [.readOnlyKeyPath] && findings.allSatisfy { !$0.isFatal })
      #expect(findings.first?.summary.contains("outputOnlyProperties") == true)
    }
  }

  private let macros: [String: MacroSpec] = [
    "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
    "OutputOnly": MacroSpec(type: OutputOnlyMacro.self),
  ]

  /// What `@ReflectiveModel` writes for `@OutputOnly`, and where it refuses it.
  final class OutputOnlyMarkerExpansionTests: XCTestCase {
    func testALetWithItsValueAndAGetterAreListedWithNoWarning() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Badge {
          @OutputOnly let kind = "badge"
          @OutputOnly var initial: String { "B" }
        }
        """,
        expandedSource: """
          struct Badge {
            let kind = "badge"
            var initial: String { "B" }

              static var keyPaths: [String: AnyKeyPath] {
                  ["kind": \\Badge.kind, "initial": \\Badge.initial]
              }

              static var outputOnlyProperties: Set<String> {
                  ["kind", "initial"]
              }
          }

          extension Badge: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testItRefusesTheMarkerOnAPropertyThatIsRead() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Read {
          @OutputOnly var a = 0
          @OutputOnly var b: Int { get { 0 } set {} }
        }
        """,
        expandedSource: """
          struct Read {
            var a = 0
            var b: Int { get { 0 } set {} }

              static var keyPaths: [String: AnyKeyPath] {
                  ["a": \\Read.a]
              }
          }

          extension Read: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "@OutputOnly makes 'a' written and never read, but it is a stored 'var', which hydration writes (make it a 'let' with its value or a getter); remove @OutputOnly, or use @InputOnly for the reverse",
            line: 3, column: 3),
          DiagnosticSpec(
            message:
              "@OutputOnly makes 'b' written and never read, but it has a setter, so it would be read; remove @OutputOnly, or use @InputOnly for the reverse",
            line: 4, column: 3),
        ],
        macroSpecs: macros
      )
    }
  }
#endif
