// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import ReflectiveMapperMacrosPlugin
  import SwiftDiagnostics
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion
  import SwiftSyntaxMacros
  import SwiftSyntaxMacrosGenericTestSupport
  import SwiftSyntaxMacrosTestSupport
  import XCTest

  private let macros = MacroSpecs.model

  private let warning =
    "immutable property 'version' will not be hydrated because it is declared with an initial value; it is output only (to hydrate it, drop the value or make it 'var')"
  private let dropValue = "remove the initial value of 'version', so that it is hydrated when the model is created"

  /// A `let` with an initial value: output-only, with a warning as Codable synthesis gives.
  final class OutputOnlyLetTests: XCTestCase {
    private let source = """
      @ReflectiveModel
      struct Document {
        var title = ""
        let version: Int = 2
      }
      """

    /// What the macro writes for `source`: both properties listed in `keyPaths`.
    private let expanded = """
      struct Document {
        var title = ""
        let version: Int = 2

          static var keyPaths: [String: AnyKeyPath] {
              ["title": \\Document.title, "version": \\Document.version]
          }
      }

      extension Document: ReflectiveMapper.ReflectiveModel {
      }
      """

    /// The warning on `version`, offering both fixes.
    private let warningWithBothFixIts = DiagnosticSpec(
      message: warning, line: 4, column: 7, severity: .warning,
      fixIts: [FixItSpec(message: dropValue), FixItSpec(message: "make it 'var'")])

    func testWarningWithBothFixIts() {
      assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: [warningWithBothFixIts],
        macroSpecs: macros
      )
    }

    func testMakeVarFixIt() {
      assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: [warningWithBothFixIts],
        macroSpecs: macros,
        applyFixIts: ["make it 'var'"],
        fixedSource: """
          @ReflectiveModel
          struct Document {
            var title = ""
            var version: Int = 2
          }
          """
      )
    }

    func testDropValueFixIt() {
      assertMacroExpansion(
        source,
        expandedSource: expanded,
        diagnostics: [warningWithBothFixIts],
        macroSpecs: macros,
        applyFixIts: [dropValue],
        fixedSource: """
          @ReflectiveModel
          struct Document {
            var title = ""
            let version: Int
          }
          """
      )
    }

    func testNoTypeAnnotationOffersOnlyVarAndNoWarningForVarOrPrivate() {
      assertMacroExpansion(
        """
        @ReflectiveModel
        struct Document {
          let version = 2
          var title = ""
          private let secret = "s"
        }
        """,
        expandedSource: """
          struct Document {
            let version = 2
            var title = ""
            private let secret = "s"

              static var keyPaths: [String: AnyKeyPath] {
                  ["version": \\Document.version, "title": \\Document.title]
              }

              static var privateProperties: Set<String> {
                  ["secret"]
              }
          }

          extension Document: ReflectiveMapper.ReflectiveModel {
          }
          """,
        diagnostics: [
          DiagnosticSpec(message: warning, line: 3, column: 7, severity: .warning, fixIts: [FixItSpec(message: "make it 'var'")])
        ],
        macroSpecs: macros
      )
    }
  }
#endif
