// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  public import ReflectiveMapperMacros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import Testing
  import XCTest

  private let macros = MacroSpecs.modelAndUnmapped

  /// A final subclass, the note on an inheritance clause, and global-actor types.
  final class MacroFixesExpansionTests: XCTestCase {
    func testPublicFinalSubclassGetsPublicOverrides() {
      assertMacroExpansion(
        """
        @ReflectiveModel(.subclass)
        public final class Sub: Base {
          public var extra = 0
          @Unmapped var cache = 0
        }
        """,
        expandedSource: """
          public final class Sub: Base {
            public var extra = 0
            var cache = 0

              public override class var keyPaths: [String: AnyKeyPath] {
                  super.keyPaths.merging(["extra": \\Sub.extra]) {
                      $1
                  }
              }

              public override class var unmappedProperties: Set<String> {
                  super.unmappedProperties.union(["cache"])
              }
          }
          """,
        macroSpecs: macros
      )
    }

    func testInheritanceClauseWithoutSubclassGetsANoteWithTheFix() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Manager: Employee, Codable {
          var reports = 0
        }
        """,
        expandedSource: """
          final class Manager: Employee, Codable {
            var reports = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["reports": \\Manager.reports]
              }
          }

          extension Manager: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(
            message:
              "if 'Employee' is a model class, write '@ReflectiveModel(.subclass)', so that 'Manager' overrides its keyPaths (otherwise: \"overriding declaration requires an 'override' keyword\"); if it is a plain Codable class and 'Manager' is ReflectiveCodable, write '@ReflectiveModel(.codableSuperclass)'; a protocol or another class needs nothing",
            line: 2, column: 22, severity: .note,
            fixIts: [FixItSpec(message: "write '@ReflectiveModel(.subclass)'")])
        ],
        macroSpecs: macros,
        applyFixIts: ["write '@ReflectiveModel(.subclass)'"],
        fixedSource: """
          @ReflectiveModel(.subclass)
          final class Manager: Employee, Codable {
            var reports = 0
          }
          """
      )
    }

    func testProtocolsAndNSObjectGetNoNote() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        final class Tagged: Codable, Sendable {
          var tag = ""
        }
        @ReflectiveModel
        final class Legacy: NSObject {
          var name = ""
        }
        @ReflectiveModel
        final class Listener: DownloadDelegate {
          var done = false
        }
        @ReflectiveModel
        struct Point: Hashable {
          var x = 0
        }
        """,
        expandedSource: """
          final class Tagged: Codable, Sendable {
            var tag = ""

              static var keyPaths: [String: AnyKeyPath] {
                  ["tag": \\Tagged.tag]
              }
          }
          final class Legacy: NSObject {
            var name = ""

              static var keyPaths: [String: AnyKeyPath] {
                  ["name": \\Legacy.name]
              }
          }
          final class Listener: DownloadDelegate {
            var done = false

              static var keyPaths: [String: AnyKeyPath] {
                  ["done": \\Listener.done]
              }
          }
          struct Point: Hashable {
            var x = 0

              static var keyPaths: [String: AnyKeyPath] {
                  ["x": \\Point.x]
              }
          }

          extension Tagged: ReflectiveMapper.ReflectiveModel {
          }

          extension Legacy: ReflectiveMapper.ReflectiveModel {
          }

          extension Listener: ReflectiveMapper.ReflectiveModel {
          }

          extension Point: ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }

    func testGlobalActorTypeGetsAnIsolatedConformance() {
      assertMacroExpansion(
        """
        @MainActor @ReflectiveModel
        final class ViewModel {
          var title = ""
        }
        """,
        expandedSource: """
          @MainActor
          final class ViewModel {
            var title = ""

              static var keyPaths: [String: AnyKeyPath] {
                  ["title": \\ViewModel.title]
              }
          }

          extension ViewModel: @MainActor ReflectiveMapper.ReflectiveModel {
          }
          """,
        macroSpecs: macros
      )
    }
  }

  /// An open model class, the superclass of a public final one.
  @ReflectiveModel
  open class OpenBase {
    /// An identifier.
    public var id = 0
  }

  /// A public final subclass: its members must be `public override`, not `open`.
  @ReflectiveModel(.subclass)
  public final class FinalSub: OpenBase {
    /// A property of its own.
    public var extra = ""
  }

  @Suite("Macro fixes")
  struct MacroFixesTests {
    @Test("A public final subclass compiles and merges its superclass's list")
    func publicFinalSubclass() throws {
      let sub = try FinalSub(dictionary: ["id": 4, "extra": "e"])
      #expect(sub.id == 4 && sub.extra == "e")
      #expect(try sub.jsonObject().keys.sorted() == ["extra", "id"])
    }
  }
#endif
