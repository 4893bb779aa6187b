import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ReflectiveMapperMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [ReflectiveModelMacro.self, UnmappedMacro.self]
}
