// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  public import SwiftSyntax
  import SwiftSyntaxBuilder
  public import SwiftSyntaxMacros

  /// `@ReflectiveModel`: the `ReflectiveModel` conformance, `keyPaths` of every stored instance
  /// property as declared, `unmappedProperties` of those marked `@Unmapped`, and `init()` where
  /// the type has none and one can be written.
  ///
  /// It writes key paths only: service keys, adapters and policies stay in the registry.
  public struct ReflectiveModelMacro: MemberMacro, ExtensionMacro {
    /// The members: `keyPaths`, `unmappedProperties` and `init()`, or diagnostics.
    public static func expansion(
      of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      guard let model = ModelDeclaration(declaration, attribute: node, context: context) else { return [] }
      return model.members()
    }

    /// The `ReflectiveModel` conformance, unless the type has it (a subclass of a model).
    public static func expansion(
      of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      // The compiler passes only the conformances the type does not have yet: a subclass of a
      // model already has it, through its superclass.
      guard let kind = ModelDeclaration.kind(of: declaration) else { return [] }
      // A struct built through `init(mappedValues:)` gets its initializers in an extension: in
      // its body they would take away the memberwise initializer. (A class's designated
      // initializers are members.)
      let model = kind == .structure ? ModelDeclaration(declaration, attribute: node, context: SilentContext(context)) : nil
      let structInits = model?.structInitializers ?? []
      guard !protocols.isEmpty, !ModelDeclaration.isSubclassSpelling(node) else {
        guard !structInits.isEmpty else { return [] }
        let extensionDecl: DeclSyntax = "extension \(type.trimmed) {\n\(raw: structInits.map(\.description).joined(separator: "\n"))\n}"
        return [extensionDecl.cast(ExtensionDeclSyntax.self)]
      }
      // A type isolated to a global actor (`@MainActor`) gets an isolated conformance: its members
      // are isolated to that actor (a key path to its properties can only be formed there), so a
      // plain conformance would cross into actor-isolated code (#ConformanceIsolation). The
      // library's entry points take it when called on that actor.
      let isolation = ModelDeclaration.globalActor(of: declaration).map { "@\($0) " } ?? ""
      // (A model built through `init(mappedValues:)` conforms to `ReflectiveModel` too, whose
      // requirements include that initializer and `initializedProperties`: listing
      // `ReflectiveInitializable` among the macro's conformances crashed Swift 6.3.1's compiler on
      // subclasses of model classes.)
      let body = structInits.isEmpty ? "" : "\n\(structInits.map(\.description).joined(separator: "\n"))\n"
      let extensionDecl: DeclSyntax = "extension \(type.trimmed): \(raw: isolation)ReflectiveMapper.ReflectiveModel {\(raw: body)}"
      return [extensionDecl.cast(ExtensionDeclSyntax.self)]
    }
  }
#endif
