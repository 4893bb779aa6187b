// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// One mapped property: its name and the key path the macro lists for it.
  struct MappedProperty {
    /// The name without backticks: the key in `keyPaths`.
    let name: String
    /// `\Type.name`, with the name as declared (backticks kept).
    let keyPath: String
  }

  /// A stored instance property without an initial value: `init(mappedValues:)` sets it, unless it
  /// is kept out of mapping.
  struct PropertyWithoutValue {
    /// The name without backticks.
    let name: String
    /// The name as declared (backticks kept), for `self.name = …`.
    let spelled: String
    /// Where a diagnostic about it points: its binding.
    let node: Syntax
    /// Why it is not mapped (`it is marked @Unmapped`, `it is private`), or nil.
    let keptOut: String?
  }

  /// What the macro reads from a declaration's members: its stored properties, sorted into mapped,
  /// unmapped, private and input-only, and its initializers.
  ///
  /// Reading diagnoses single properties (a tuple pattern, `@InputOnly` on one never read, an
  /// output-only `let`); what the initializers need is planned from it by
  /// ``ModelDeclaration/InitializerPlan``.
  struct DeclaredProperties {
    /// The mapped stored properties, in declaration order.
    private(set) var mapped: [MappedProperty] = []
    /// Properties kept out: marked `@Unmapped`, `lazy` ones and `unknownValues`.
    private(set) var unmapped: [String] = []
    /// Mapped properties marked `@InputOnly`.
    private(set) var inputOnly: [String] = []
    /// Mapped properties marked `@OutputOnly`: a `let` with its value, a getter.
    private(set) var outputOnly: [String] = []
    /// Mapped properties marked `@Transparent`, with the marker (one, for a model that can be one).
    private(set) var transparent: [(name: String, marker: AttributeSyntax)] = []
    /// Mapped properties marked `@Default`, with the `PropertyDefault(…)` expression that says it.
    private(set) var defaults: [(name: String, expression: String)] = []
    /// `private` and `fileprivate` stored properties not marked `@Mapped`.
    private(set) var leftOutPrivate: [String] = []
    /// Stored properties without initial values, mapped or not, in declaration order.
    private(set) var withoutValues: [PropertyWithoutValue] = []
    /// The initializers the type declares.
    private(set) var initializers: [InitializerDeclSyntax] = []
    /// The type's own `static var keyPaths`, which the macro's would clash with, if any.
    private(set) var ownKeyPaths: DeclSyntax?

    /// Reads the members of `declaration`, diagnosing single properties in `context`.
    init(reading declaration: some DeclGroupSyntax, context: some MacroExpansionContext) {
      // The root of the key paths is the type's own name, which inside its body also names a
      // generic type with its own parameters.
      let root = ModelDeclaration.name(of: declaration)
      for member in declaration.memberBlock.members {
        if let initializer = member.decl.as(InitializerDeclSyntax.self) {
          initializers.append(initializer)
        } else if let variable = member.decl.as(VariableDeclSyntax.self) {
          read(variable, root: root, context: context)
        }
      }
    }

    /// Sorts the properties one `var` or `let` declares.
    private mutating func read(_ variable: VariableDeclSyntax, root: String, context: some MacroExpansionContext) {
      let isStatic = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      if isStatic {
        if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "keyPaths" }) {
          ownKeyPaths = DeclSyntax(variable)
        }
        return
      }
      let lazyNames = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks }
      if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
        // A lazy property is a cache: kept out, and named so that registration raises no
        // finding about its storage.
        if let name = lazyNames.first {
          ModelDeclaration.diagnoseMarkersNotRead(variable, property: name, reason: "it is lazy (a cache, kept out of mapping)", context: context)
        }
        unmapped += lazyNames
        return
      }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      if !isLet, variable.bindings.count == 1,
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks == "unknownValues"
      {
        // `UnknownKeyCollecting`'s storage of the keys the model does not map: the library
        // fills and writes it; as a property it would be read from a key of its name.
        unmapped.append("unknownValues")
        return
      }
      let marked = ModelDeclaration.hasAttribute("Unmapped", variable)
      // Private state is not service data: left out unless marked `@Mapped`. (`private(set)`
      // restricts only the setter: such a property is read from outside, and is mapped.)
      let isPrivate = variable.modifiers.contains { modifier in
        (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)) && modifier.detail == nil
      }
      let leftOut = isPrivate && !ModelDeclaration.hasAttribute("Mapped", variable)
      let readOnly = ModelDeclaration.hasAttribute("InputOnly", variable)
      let annotations = ModelDeclaration.typeAnnotations(of: variable.bindings)
      // A property with a wrapper has an initial value through the wrapper's own `init()`
      // only if the wrapper has one; the compiler says so if not.
      let hasWrapper = ModelDeclaration.hasWrapper(variable)
      let writesOnly = ModelDeclaration.attribute("OutputOnly", of: variable)
      for (position, binding) in variable.bindings.enumerated() {
        if ModelDeclaration.isComputed(binding) {
          // A getter is left out, unless marked `@OutputOnly`: then it is written.
          if let writesOnly, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
            if ModelDeclaration.hasSetter(binding) {
              context.diagnose(
                Diagnostic(
                  node: writesOnly,
                  message: ModelDiagnostic.outputOnlyRead(property: name.text.trimmingBackticks, reason: "it has a setter, so it would be read")))
            } else {
              outputOnly.append(name.text.trimmingBackticks)
              mapped.append(MappedProperty(name: name.text.trimmingBackticks, keyPath: "\\\(root).\(name.text)"))
            }
          }
          continue
        }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
          context.diagnose(Diagnostic(node: binding.pattern, message: ModelDiagnostic.tuplePattern))
          continue
        }
        let spelled = identifier.text
        let name = spelled.trimmingBackticks
        let defaulted = binding.initializer != nil || (!isLet && ModelDeclaration.isOptional(annotations[position])) || hasWrapper
        if !defaulted {
          let keptOut = marked ? "it is marked @Unmapped" : leftOut ? "it is private" : nil
          withoutValues.append(PropertyWithoutValue(name: name, spelled: spelled, node: Syntax(binding), keptOut: keptOut))
        }
        if marked {
          ModelDeclaration.diagnoseMarkersNotRead(variable, property: name, reason: "it is marked @Unmapped", context: context)
          unmapped.append(name)
          continue
        }
        if leftOut {
          ModelDeclaration.diagnoseMarkersNotRead(
            variable, property: name, reason: "it is private and not marked @Mapped (add @Mapped to map it)", context: context)
          leftOutPrivate.append(name)
          continue
        }
        if isLet, binding.initializer != nil, writesOnly != nil {
          // Output-only, as the marker says: no warning.
          outputOnly.append(name)
        } else if let writesOnly {
          context.diagnose(
            Diagnostic(
              node: writesOnly,
              message: ModelDiagnostic.outputOnlyRead(
                property: name,
                reason: isLet
                  ? "it is a 'let' without a value, which the model's initializer reads"
                  : "it is a stored 'var', which hydration writes (make it a 'let' with its value or a getter)")))
        }
        if isLet, binding.initializer != nil, writesOnly == nil {
          if readOnly {
            // Output-only already: marked input-only it would be neither read nor written.
            ModelDeclaration.diagnoseMarkersNotRead(
              variable, property: name,
              reason: "it is a 'let' with an initial value, which is never read (output-only; drop the value or make it 'var' to read it)",
              context: context)
          } else {
            ModelDeclaration.warnOutputOnly(variable, binding: binding, name: name, context: context)
            if let marker = ModelDeclaration.attribute("Default", of: variable) {
              context.diagnose(
                Diagnostic(
                  node: marker,
                  message: ModelDiagnostic.defaultNotRead(
                    property: name, reason: "it is a 'let' with an initial value (output-only; drop the value or make it 'var' to read it)")))
            }
          }
        } else if readOnly {
          inputOnly.append(name)
        }
        if let marker = ModelDeclaration.attribute("Transparent", of: variable) {
          if readOnly {
            context.diagnose(
              Diagnostic(
                node: marker,
                message: ModelDiagnostic.transparentNotRead(property: name, reason: "it is marked @InputOnly, so the model would write nothing")))
          } else if !(isLet && binding.initializer != nil) {
            transparent.append((name, marker))
          }
        }
        let keyPath = "\\\(root).\(spelled)"
        if !(isLet && binding.initializer != nil), let marker = ModelDeclaration.attribute("Default", of: variable),
          case .argumentList(let arguments) = marker.arguments
        {
          // The marker's arguments as `PropertyDefault`'s, which types the value by the key path.
          defaults.append((name, "ReflectiveMapper.PropertyDefault(\(arguments.trimmedDescription), of: \(keyPath))"))
        }
        mapped.append(MappedProperty(name: name, keyPath: keyPath))
      }
    }
  }
#endif
