// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import ReflectiveMapperMacrosPlugin
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacroExpansion

  /// The macro tables the expansion tests hand to `assertMacroExpansion`.
  enum MacroSpecs {
    /// `@ReflectiveModel` alone.
    static let model: [String: MacroSpec] = [
      "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"])
    ]

    /// `@ReflectiveModel` and `@Unmapped`.
    static let modelAndUnmapped: [String: MacroSpec] = [
      "ReflectiveModel": MacroSpec(type: ReflectiveModelMacro.self, conformances: ["ReflectiveModel"]),
      "Unmapped": MacroSpec(type: UnmappedMacro.self),
    ]
  }
#endif
