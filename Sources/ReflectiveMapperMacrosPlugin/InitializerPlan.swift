// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxMacros

  extension ModelDeclaration {
    /// Which initializers the macro writes for the properties read, and which properties
    /// `init(mappedValues:)` sets.
    ///
    /// Planning diagnoses what keeps an initializer from being written: properties without values
    /// and no way to set them, a non-`required` `init()` in a class that can be subclassed.
    struct InitializerPlan {
      /// Mapped stored properties without initial values, in declaration order (name, spelling):
      /// set by `init(mappedValues:)`.
      let initialized: [(name: String, spelled: String)]
      /// Whether the macro writes `init(mappedValues:)`.
      let writesMappedValuesInit: Bool
      /// Whether the macro writes the `init(mappedValues:)` that sets nothing of its own, for a
      /// subclass of `let`s to call.
      let writesInheritedMappedValuesInit: Bool
      /// Whether the macro writes `init()`.
      let writesInit: Bool

      /// Plans the initializers of a model of `kind` from its properties, or nil (diagnosed) for a
      /// `.codableSuperclass` model with properties only `init(mappedValues:)` could set.
      init?(
        for declared: DeclaredProperties, kind: Kind, typeName: String, access: String, overCodableSuperclass codableSuperclass: Bool,
        attribute: AttributeSyntax, context: some MacroExpansionContext
      ) {
        let declaredInits = declared.initializers
        let undefaulted = declared.withoutValues
        // `init()`: written where the type has none, so that each kind gets what the protocol needs.
        let noArgumentInit = declaredInits.first { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
        // Mapped properties without values make the type a ReflectiveInitializable (unless it
        // writes `init()` itself, which sets them): built through `init(mappedValues:)`.
        let initialized = noArgumentInit == nil ? undefaulted.filter { $0.keptOut == nil }.map { ($0.name, $0.spelled) } : []
        if codableSuperclass, !initialized.isEmpty {
          // `init(from:)` hydrates an instance made by `init()`, which such a model cannot make.
          context.diagnose(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassWithMappedValues(typeName)))
          return nil
        }
        self.initialized = initialized
        let ownsMappedValuesInit = declaredInits.contains { $0.signature.parameterClause.parameters.first?.firstName.text == "mappedValues" }
        writesMappedValuesInit = !initialized.isEmpty && !ownsMappedValuesInit
        // (A subclass that declares no initializer inherits its superclass's; one that declares
        // any, or gets `init()` from the macro, needs its own.)
        writesInheritedMappedValuesInit =
          initialized.isEmpty && undefaulted.isEmpty && !ownsMappedValuesInit
          && (kind == .openClass || (kind == .subclass && !declaredInits.isEmpty))
        if !initialized.isEmpty {
          for property in undefaulted {
            guard let keptOut = property.keptOut else { continue }
            context.diagnose(Diagnostic(node: property.node, message: ModelDiagnostic.keptOutWithoutValue(property: property.name, reason: keptOut)))
          }
          // `init()` stops the program (nothing in the library calls it: such a model has no
          // values to start from); a struct's goes in the extension with `init(mappedValues:)`.
          writesInit = kind != .structure
        } else if let noArgumentInit {
          writesInit = false
          let isRequired = noArgumentInit.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
          if (kind == .openClass || kind == .subclass) && !isRequired {
            Self.diagnoseNotRequired(noArgumentInit, typeName: typeName, context: context)
          }
        } else {
          for property in undefaulted {
            if let keptOut = property.keptOut {
              context.diagnose(
                Diagnostic(node: property.node, message: ModelDiagnostic.keptOutWithoutValue(property: property.name, reason: keptOut)))
            } else {
              context.diagnose(Diagnostic(node: property.node, message: ModelDiagnostic.noInitialValue(property: property.name, type: typeName)))
            }
          }
          // The compiler's own `init()` exists when the type declares no initializer and every
          // stored property has an initial value, but it is internal: a public type needs one
          // written, as the protocol's requirement is public.
          // (So a public struct with no initializer of its own gets one, which takes away its
          // memberwise initializer, as any initializer in a struct's body does.)
          let implicitInitFits = declaredInits.isEmpty && access.isEmpty
          switch kind {
          case _ where !undefaulted.isEmpty:
            writesInit = false  // (it could not compile; the diagnostics above say why)
          case _ where codableSuperclass:
            // The superclass's `init()` is overridden (a final class could inherit it, but not
            // once it declares `init(from:)`'s override beside it in every case).
            writesInit = true
          case .structure, .finalClass:
            writesInit = !implicitInitFits
          case .openClass:
            writesInit = true
          case .subclass:
            // A subclass with no designated initializer inherits the superclass's `required init()`.
            writesInit = !declaredInits.isEmpty
          }
        }
      }

      /// Reports an `init()` that is not `required` in a class that can be subclassed, with the
      /// fix-it that adds `required`.
      private static func diagnoseNotRequired(_ noArgumentInit: InitializerDeclSyntax, typeName: String, context: some MacroExpansionContext) {
        var fixed = noArgumentInit
        if fixed.modifiers.isEmpty && fixed.attributes.isEmpty {
          // The declaration's indentation sits on `init`: move it in front of `required`.
          fixed.modifiers.append(
            DeclModifierSyntax(name: .keyword(.required, leadingTrivia: fixed.initKeyword.leadingTrivia, trailingTrivia: .space)))
          fixed.initKeyword.leadingTrivia = []
        } else {
          fixed.modifiers.append(DeclModifierSyntax(name: .keyword(.required, trailingTrivia: .space)))
        }
        context.diagnose(
          Diagnostic(
            node: noArgumentInit.initKeyword, message: ModelDiagnostic.initNotRequired(typeName),
            fixIt: FixIt(message: ModelFixIt.addRequired, changes: [.replace(oldNode: Syntax(noArgumentInit), newNode: Syntax(fixed))])))
      }
    }
  }
#endif
