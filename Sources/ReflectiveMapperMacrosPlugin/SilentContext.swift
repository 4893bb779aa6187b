// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// A context that forwards everything but diagnostics: the extension role reads the
  /// declaration again, and the member role has reported what there is to report.
  final class SilentContext<Base: MacroExpansionContext>: MacroExpansionContext {
    let base: Base
    init(_ base: Base) { self.base = base }
    func makeUniqueName(_ name: String) -> TokenSyntax { base.makeUniqueName(name) }
    func diagnose(_ diagnostic: Diagnostic) {}
    func location(
      of node: some SyntaxProtocol, at position: PositionInSyntaxNode, filePathMode: SourceLocationFilePathMode
    ) -> AbstractSourceLocation? {
      base.location(of: node, at: position, filePathMode: filePathMode)
    }
    var lexicalContext: [Syntax] { base.lexicalContext }
  }
#endif
