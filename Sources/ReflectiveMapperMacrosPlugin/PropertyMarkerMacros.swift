// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  public import SwiftSyntax
  public import SwiftSyntaxMacros

  /// A marker that `@ReflectiveModel` reads where it stands on a property: it expands to nothing.
  public protocol PropertyMarkerMacro: PeerMacro {}

  extension PropertyMarkerMacro {
    /// No peers: `@ReflectiveModel` reads the attribute where it stands.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
  }

  /// `@Unmapped`: the property is kept out of mapping.
  public struct UnmappedMacro: PropertyMarkerMacro {}

  /// `@InputOnly`: the property is read and never written.
  public struct InputOnlyMacro: PropertyMarkerMacro {}

  /// `@OutputOnly`: the property (a `let` with its value, a getter) is written and never read.
  public struct OutputOnlyMacro: PropertyMarkerMacro {}

  /// `@Default`: the property's default for a missing or unreadable value.
  public struct DefaultMacro: PropertyMarkerMacro {}

  /// `@Transparent`: the model is read from and written as the property's value.
  public struct TransparentMacro: PropertyMarkerMacro {}

  /// `@Mapped`: a `private` or `fileprivate` stored property is mapped, which
  /// `@ReflectiveModel` otherwise leaves out.
  public struct MappedMacro: PropertyMarkerMacro {}
#endif
