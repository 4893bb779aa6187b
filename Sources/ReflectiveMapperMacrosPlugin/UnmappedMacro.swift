// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  public import SwiftSyntax
  public import SwiftSyntaxMacros

  /// `@Unmapped`: a marker that `@ReflectiveModel` reads; it expands to nothing.
  public struct UnmappedMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@InputOnly`: a marker that `@ReflectiveModel` reads (the property is read and never
  /// written); it expands to nothing.
  public struct InputOnlyMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@Transparent`: a marker that `@ReflectiveModel` reads (the model is read from and written
  /// as the property's value); it expands to nothing.
  public struct TransparentMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@OutputOnly`: a marker that `@ReflectiveModel` reads (the property is written and never
  /// read); it expands to nothing.
  public struct OutputOnlyMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@Default`: a marker that `@ReflectiveModel` reads (the property's default for a missing
  /// or unreadable value); it expands to nothing.
  public struct DefaultMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@Mapped`: a marker that `@ReflectiveModel` reads (it maps a `private` or `fileprivate`
  /// stored property, which it otherwise leaves out); it expands to nothing.
  public struct MappedMacro: PeerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }
#endif
