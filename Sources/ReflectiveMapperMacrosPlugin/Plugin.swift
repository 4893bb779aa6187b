#if Macros
  import SwiftCompilerPlugin
  import SwiftSyntaxMacros

  @main
  struct ReflectiveMapperMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
      ReflectiveModelMacro.self, UnmappedMacro.self, MappedMacro.self, InputOnlyMacro.self, TransparentMacro.self, DefaultMacro.self,
      OutputOnlyMacro.self,
      ReflectiveEnumMacro.self,
      CaseTagsMacro.self,
    ]
  }
#else
  // Without the package trait `Macros` there is no swift-syntax: the plugin is an empty program,
  // which no target builds or loads (ReflectiveMapperMacros depends on it only with the trait).
  @main
  enum ReflectiveMapperMacrosPlugin {
    static func main() {}
  }
#endif
