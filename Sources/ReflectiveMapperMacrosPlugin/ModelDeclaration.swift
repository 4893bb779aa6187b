// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacros

  /// One mapped property: its name and the key path the macro lists for it.
  struct MappedProperty {
    /// The name without backticks: the key in `keyPaths`.
    let name: String
    /// `\Type.name`, with the name as declared (backticks kept).
    let keyPath: String
  }

  /// What the macro reads from one type declaration, and what it writes for it.
  struct ModelDeclaration {
    enum Kind { case structure, finalClass, openClass, subclass }

    let kind: Kind
    /// Whether the class is `final` (a `.subclass` one too): its class members cannot be `open`.
    let isFinal: Bool
    let typeName: String
    /// `public `, `package `, `open ` or nothing: the access the written members need.
    let access: String
    /// The mapped properties, in declaration order.
    let properties: [MappedProperty]
    let unmapped: [String]
    /// Mapped properties marked `@InputOnly`: read, never written.
    let inputOnly: [String]
    /// Mapped stored properties without initial values, in declaration order (name, spelling):
    /// set by `init(mappedValues:)`, which the macro writes (unless the type has one).
    let initialized: [(name: String, spelled: String)]
    /// Whether the macro writes `init(mappedValues:)`.
    let writesMappedValuesInit: Bool
    /// `private` and `fileprivate` stored properties not marked `@Mapped`: left out.
    let leftOutPrivate: [String]
    /// Whether the macro writes `init()` (in the type's body: an extension cannot hold a class's
    /// designated initializer, and one in a struct's extension clashes with the compiler's own).
    let writesInit: Bool
    /// Whether the macro writes the `init(mappedValues:)` of a class of `var`s with values that
    /// can be subclassed: it sets nothing of its own, so that a subclass of `let`s can call it
    /// (the library writes the superclass's `var`s after the initializer).
    let writesInheritedMappedValuesInit: Bool
    /// Whether the class's superclass is a plain `Codable` class (`.codableSuperclass`): the
    /// macro writes `init(from:)` and `encode(to:)`, which would otherwise be the superclass's.
    let writesCodableMembers: Bool

    /// The kind of model a declaration can be, or `nil` for one that cannot be a model.
    static func kind(of declaration: some DeclGroupSyntax) -> Kind? {
      if declaration.is(StructDeclSyntax.self) { return .structure }
      if let classDecl = declaration.as(ClassDeclSyntax.self) {
        return classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.final) } ? .finalClass : .openClass
      }
      return nil
    }

    /// Whether the attribute is spelled `@ReflectiveModel(.subclass)`.
    static func isSubclassSpelling(_ attribute: AttributeSyntax) -> Bool { inheritance(attribute) == "subclass" }

    /// Whether the attribute is spelled `@ReflectiveModel(.codableSuperclass)`.
    static func isCodableSuperclassSpelling(_ attribute: AttributeSyntax) -> Bool { inheritance(attribute) == "codableSuperclass" }

    /// The `ModelInheritance` case the attribute names (`subclass`), if any.
    private static func inheritance(_ attribute: AttributeSyntax) -> String? {
      guard case .argumentList(let arguments) = attribute.arguments else { return nil }
      return arguments.lazy.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }.first
    }

    init?(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, context: some MacroExpansionContext) {
      func report(_ diagnostic: Diagnostic) { context.diagnose(diagnostic) }
      guard let baseKind = Self.kind(of: declaration) else {
        Self.diagnoseUnsupported(declaration, attribute: attribute, context: context)
        return nil
      }
      let subclass = Self.isSubclassSpelling(attribute)
      if subclass && baseKind == .structure {
        report(
          Diagnostic(
            node: attribute, message: ModelDiagnostic.subclassOnStruct,
            fixIt: FixIt(
              message: ModelFixIt.removeSubclassArgument,
              changes: [
                .replace(oldNode: Syntax(attribute), newNode: Syntax(attribute.with(\.arguments, nil).with(\.leftParen, nil).with(\.rightParen, nil)))
              ])))
        return nil
      }
      let codableSuperclass = Self.isCodableSuperclassSpelling(attribute)
      if codableSuperclass {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
          report(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassOnStruct))
          return nil
        }
        let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains(where: { $0 == "ReflectiveCodable" || $0.hasSuffix(".ReflectiveCodable") }) else {
          report(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassWithoutConformance(classDecl.name.text)))
          return nil
        }
      }
      writesCodableMembers = codableSuperclass
      kind = subclass ? .subclass : baseKind
      isFinal = baseKind == .finalClass
      typeName = Self.name(of: declaration)
      if !subclass, !codableSuperclass, let classDecl = declaration.as(ClassDeclSyntax.self) {
        Self.noteSuperclass(of: classDecl, attribute: attribute, context: context)
      }
      access = Self.access(of: declaration.modifiers)

      var properties: [MappedProperty] = []
      var unmapped: [String] = []
      var inputOnly: [String] = []
      var leftOutPrivate: [String] = []
      // `keptOut`: why a property without a value is not mapped (`@Unmapped`, private), or nil.
      var undefaulted: [(name: String, spelled: String, node: Syntax, keptOut: String?)] = []
      var declaredInits: [InitializerDeclSyntax] = []
      var ownsKeyPaths: DeclSyntax?
      for member in declaration.memberBlock.members {
        if let initializer = member.decl.as(InitializerDeclSyntax.self) {
          declaredInits.append(initializer)
          continue
        }
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        let isStatic = variable.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        if isStatic {
          if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "keyPaths" }) {
            ownsKeyPaths = DeclSyntax(variable)
          }
          continue
        }
        let lazyNames = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
          // A lazy property is a cache: kept out, and named so that registration raises no
          // finding about its storage.
          if let name = lazyNames.first {
            Self.diagnoseInputOnlyNotRead(variable, property: name, reason: "it is lazy (a cache, kept out of mapping)", context: context)
          }
          unmapped += lazyNames
          continue
        }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        if !isLet, variable.bindings.count == 1,
          variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks == "unknownValues"
        {
          // `UnknownKeyCollecting`'s storage of the keys the model does not map: the library
          // fills and writes it; as a property it would be read from a key of its name.
          unmapped.append("unknownValues")
          continue
        }
        let marked = Self.hasAttribute("Unmapped", variable)
        // Private state is not service data: left out unless marked `@Mapped`. (`private(set)`
        // restricts only the setter: such a property is read from outside, and is mapped.)
        let isPrivate = variable.modifiers.contains { modifier in
          (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate)) && modifier.detail == nil
        }
        let leftOut = isPrivate && !Self.hasAttribute("Mapped", variable)
        let readOnly = Self.hasAttribute("InputOnly", variable)
        // In `var a, b: Int?` the type written last is every earlier name's too.
        var annotations: [TypeSyntax?] = []
        var following: TypeSyntax?
        for binding in variable.bindings.reversed() {
          if let type = binding.typeAnnotation?.type { following = type } else if binding.initializer != nil { following = nil }
          annotations.insert(binding.typeAnnotation?.type ?? following, at: 0)
        }
        for (position, binding) in variable.bindings.enumerated() {
          if Self.isComputed(binding) { continue }
          guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            report(Diagnostic(node: binding.pattern, message: ModelDiagnostic.tuplePattern))
            continue
          }
          let spelled = identifier.text
          let name = spelled.trimmingBackticks
          // A property with a wrapper has an initial value through the wrapper's own `init()`
          // only if the wrapper has one; the compiler says so if not.
          let hasWrapper =
            !variable.attributes.isEmpty
            && variable.attributes.contains { element in
              guard case .attribute(let attribute) = element else { return false }
              let attributeName = attribute.attributeName.trimmedDescription
              return !Self.markers.contains(attributeName.split(separator: ".").last.map(String.init) ?? attributeName)
                && !Self.knownNonWrappers.contains(attributeName)
            }
          let defaulted = binding.initializer != nil || (!isLet && Self.isOptional(annotations[position])) || hasWrapper
          if !defaulted {
            undefaulted.append((name, spelled, Syntax(binding), marked ? "it is marked @Unmapped" : leftOut ? "it is private" : nil))
          }
          if marked {
            Self.diagnoseInputOnlyNotRead(variable, property: name, reason: "it is marked @Unmapped", context: context)
            unmapped.append(name)
            continue
          }
          if leftOut {
            Self.diagnoseInputOnlyNotRead(
              variable, property: name, reason: "it is private and not marked @Mapped (add @Mapped to map it)", context: context)
            leftOutPrivate.append(name)
            continue
          }
          if isLet, binding.initializer != nil {
            if readOnly {
              // Output-only already: marked input-only it would be neither read nor written.
              Self.diagnoseInputOnlyNotRead(
                variable, property: name,
                reason: "it is a 'let' with an initial value, which is never read (output-only; drop the value or make it 'var' to read it)",
                context: context)
            } else {
              Self.warnOutputOnly(variable, binding: binding, name: name, context: context)
            }
          } else if readOnly {
            inputOnly.append(name)
          }
          // The root is the type's own name, which inside its body also names a generic type
          // with its own parameters.
          properties.append(MappedProperty(name: name, keyPath: "\\\(Self.name(of: declaration)).\(spelled)"))
        }
      }
      if let ownsKeyPaths {
        report(Diagnostic(node: ownsKeyPaths, message: ModelDiagnostic.ownKeyPaths(typeName)))
        return nil
      }
      self.properties = properties
      self.unmapped = unmapped
      self.inputOnly = inputOnly
      self.leftOutPrivate = leftOutPrivate

      // `init()`: written where the type has none, so that each kind gets what the protocol needs.
      let noArgumentInit = declaredInits.first { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
      // Mapped properties without values make the type a ReflectiveInitializable (unless it
      // writes `init()` itself, which sets them): built through `init(mappedValues:)`.
      let initialized = noArgumentInit == nil ? undefaulted.filter { $0.keptOut == nil }.map { ($0.name, $0.spelled) } : []
      if codableSuperclass, !initialized.isEmpty {
        // `init(from:)` hydrates an instance made by `init()`, which such a model cannot make.
        report(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassWithMappedValues(typeName)))
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
        for (name, _, node, keptOut) in undefaulted {
          guard let keptOut else { continue }
          report(Diagnostic(node: node, message: ModelDiagnostic.keptOutWithoutValue(property: name, reason: keptOut)))
        }
        // `init()` stops the program (nothing in the library calls it: such a model has no
        // values to start from); a struct's goes in the extension with `init(mappedValues:)`.
        writesInit = kind != .structure
      } else if let noArgumentInit {
        writesInit = false
        let isRequired = noArgumentInit.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
        if (kind == .openClass || kind == .subclass) && !isRequired {
          var fixed = noArgumentInit
          if fixed.modifiers.isEmpty && fixed.attributes.isEmpty {
            // The declaration's indentation sits on `init`: move it in front of `required`.
            fixed.modifiers.append(
              DeclModifierSyntax(name: .keyword(.required, leadingTrivia: fixed.initKeyword.leadingTrivia, trailingTrivia: .space)))
            fixed.initKeyword.leadingTrivia = []
          } else {
            fixed.modifiers.append(DeclModifierSyntax(name: .keyword(.required, trailingTrivia: .space)))
          }
          report(
            Diagnostic(
              node: noArgumentInit.initKeyword, message: ModelDiagnostic.initNotRequired(typeName),
              fixIt: FixIt(message: ModelFixIt.addRequired, changes: [.replace(oldNode: Syntax(noArgumentInit), newNode: Syntax(fixed))])))
        }
      } else {
        for (name, _, node, keptOut) in undefaulted {
          if let keptOut {
            report(Diagnostic(node: node, message: ModelDiagnostic.keptOutWithoutValue(property: name, reason: keptOut)))
          } else {
            report(Diagnostic(node: node, message: ModelDiagnostic.noInitialValue(property: name, type: typeName)))
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

    /// The `init()` the macro writes, with the access the protocol requirement needs.
    var initializer: DeclSyntax {
      let initAccess = access == "open " ? "public " : access
      if !initialized.isEmpty {
        let required = kind == .openClass || kind == .subclass ? "required " : ""
        return
          "\(raw: initAccess)\(raw: required)init() { fatalError(\"\(raw: typeName) is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers\") }"
      }
      if writesCodableMembers {
        return kind == .openClass
          ? "\(raw: initAccess)required override init() { super.init() }" : "\(raw: initAccess)override init() { super.init() }"
      }
      switch kind {
      case .structure, .finalClass: return "\(raw: initAccess)init() {}"
      case .openClass: return "\(raw: initAccess)required init() {}"
      case .subclass: return "\(raw: initAccess)required init() { super.init() }"
      }
    }

    /// `init(from:)` and `encode(to:)` forwarding to the model's own, for a class whose plain
    /// `Codable` superclass would otherwise supply them (none for other models).
    var codableMembers: [DeclSyntax] {
      guard writesCodableMembers else { return [] }
      let initAccess = access == "open " ? "public " : access
      let methodAccess = isFinal ? initAccess : (access == "public " ? "open " : access)
      return [
        """
        \(raw: initAccess)required convenience init(from decoder: any Decoder) throws {
        self.init()
        try decodeMappedValues(from: decoder)
        }
        """,
        "\(raw: methodAccess)override func encode(to encoder: any Encoder) throws { try encodeMappedValues(to: encoder) }",
      ]
    }

    /// `init(mappedValues:)`, which sets each mapped property without an initial value (and
    /// then, in a subclass, calls the superclass's), or nil where the macro writes none.
    var mappedValuesInitializer: DeclSyntax? {
      guard writesMappedValuesInit else { return nil }
      let initAccess = access == "open " ? "public " : access
      let required = kind == .openClass || kind == .subclass ? "required " : ""
      var lines = initialized.map { "self.\($0.spelled) = try values[\"\($0.name)\"]" }
      if kind == .subclass { lines.append("try super.init(mappedValues: values)") }
      return """
        \(raw: initAccess)\(raw: required)init(mappedValues values: ReflectiveMapper.MappedValues) throws {
        \(raw: lines.joined(separator: "\n"))
        }
        """
    }

    /// The `init(mappedValues:)` of a class of `var`s with values that can be subclassed, or nil
    /// where the macro writes none: a subclass of `let`s calls it.
    var inheritedMappedValuesInitializer: DeclSyntax? {
      guard writesInheritedMappedValuesInit else { return nil }
      let initAccess = access == "open " ? "public " : access
      let signature = "\(initAccess)required init(mappedValues values: ReflectiveMapper.MappedValues) throws"
      if kind == .subclass { return "\(raw: signature) { try super.init(mappedValues: values) }" }
      // (Over a plain Codable superclass, whose `init()` sets its own properties.)
      return writesCodableMembers ? "\(raw: signature) { super.init() }" : "\(raw: signature) {}"
    }

    /// A struct's `init()` and `init(mappedValues:)`, for its extension (none unless it is built
    /// through `init(mappedValues:)`).
    var structInitializers: [DeclSyntax] {
      guard kind == .structure, !initialized.isEmpty else { return [] }
      var inits: [DeclSyntax] = []
      inits.append(initializer)
      if let mappedValuesInitializer { inits.append(mappedValuesInitializer) }
      return inits
    }

    /// The members the macro adds.
    func members() -> [DeclSyntax] {
      var members: [DeclSyntax] = []
      let entries = properties.map { "\"\($0.name)\": \($0.keyPath)" }
      let list = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
      let unmappedList = "[\(unmapped.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let privateList = "[\(leftOutPrivate.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let inputOnlyList = "[\(inputOnly.map { "\"\($0)\"" }.joined(separator: ", "))]"
      switch kind {
      case .structure, .finalClass:
        members.append("\(raw: access)static var keyPaths: [String: AnyKeyPath] { \(raw: list) }")
        if !unmapped.isEmpty {
          members.append("\(raw: access)static var unmappedProperties: Set<String> { \(raw: unmappedList) }")
        }
        if !leftOutPrivate.isEmpty {
          members.append("\(raw: access)static var privateProperties: Set<String> { \(raw: privateList) }")
        }
        if !inputOnly.isEmpty {
          members.append("\(raw: access)static var inputOnlyProperties: Set<String> { \(raw: inputOnlyList) }")
        }
      case .openClass:
        let classAccess = access == "public " ? "open " : access
        members.append("\(raw: classAccess)class var keyPaths: [String: AnyKeyPath] { \(raw: list) }")
        members.append("\(raw: classAccess)class var unmappedProperties: Set<String> { \(raw: unmappedList) }")
        members.append("\(raw: classAccess)class var privateProperties: Set<String> { \(raw: privateList) }")
        members.append("\(raw: classAccess)class var inputOnlyProperties: Set<String> { \(raw: inputOnlyList) }")
      case .subclass:
        // A final class's members cannot be `open`: `public override class var` (final, as any
        // class member of a final class is).
        let classAccess = isFinal ? (access == "open " ? "public " : access) : (access == "public " ? "open " : access)
        members.append(
          "\(raw: classAccess)override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(\(raw: list)) { $1 } }")
        if !unmapped.isEmpty {
          members.append(
            "\(raw: classAccess)override class var unmappedProperties: Set<String> { super.unmappedProperties.union(\(raw: unmappedList)) }"
          )
        }
        if !leftOutPrivate.isEmpty {
          members.append(
            "\(raw: classAccess)override class var privateProperties: Set<String> { super.privateProperties.union(\(raw: privateList)) }"
          )
        }
        if !inputOnly.isEmpty {
          members.append(
            "\(raw: classAccess)override class var inputOnlyProperties: Set<String> { super.inputOnlyProperties.union(\(raw: inputOnlyList)) }"
          )
        }
      }
      if !initialized.isEmpty {
        let names = "[\(initialized.map { "\"\($0.name)\"" }.joined(separator: ", "))]"
        switch kind {
        case .structure, .finalClass:
          members.append("\(raw: access)static var initializedProperties: Set<String> { \(raw: names) }")
        case .openClass:
          let classAccess = access == "public " ? "open " : access
          members.append("\(raw: classAccess)class var initializedProperties: Set<String> { \(raw: names) }")
        case .subclass:
          let classAccess = isFinal ? (access == "open " ? "public " : access) : (access == "public " ? "open " : access)
          members.append(
            "\(raw: classAccess)override class var initializedProperties: Set<String> { super.initializedProperties.union(\(raw: names)) }")
        }
        // A class's designated initializer goes in its body; a struct's in the extension.
        if kind != .structure, let mappedValuesInitializer { members.append(mappedValuesInitializer) }
      } else if kind == .openClass {
        // (Overridden by a subclass of `let`s.)
        let classAccess = access == "public " ? "open " : access
        members.append("\(raw: classAccess)class var initializedProperties: Set<String> { [] }")
      }
      if let inheritedMappedValuesInitializer { members.append(inheritedMappedValuesInitializer) }
      if writesInit { members.append(initializer) }
      members += codableMembers
      return members
    }

    /// Refuses `@InputOnly` on a property that is never read (kept out, private, a `let` with an
    /// initial value), which would then be neither read nor written; the fix-it removes the marker.
    static func diagnoseInputOnlyNotRead(
      _ variable: VariableDeclSyntax, property: String, reason: String, context: some MacroExpansionContext
    ) {
      let marker = variable.attributes.lazy.compactMap { element -> AttributeSyntax? in
        guard case .attribute(let attribute) = element else { return nil }
        let spelled = attribute.attributeName.trimmedDescription
        return spelled == "InputOnly" || spelled.hasSuffix(".InputOnly") ? attribute : nil
      }.first
      guard let marker else { return }
      let removal = FixIt(
        message: ModelFixIt.removeInputOnly,
        changes: [.replace(oldNode: Syntax(marker), newNode: Syntax(TokenSyntax(.unknown(""), presence: .missing)))])
      context.diagnose(Diagnostic(node: marker, message: ModelDiagnostic.inputOnlyNotRead(property: property, reason: reason), fixIts: [removal]))
    }

    /// Warns, as Codable synthesis does, that a `let` with an initial value is never hydrated
    /// (output-only), with the two fixes: drop the value (`let x: T`, hydrated on creation) or
    /// make it `var`.
    static func warnOutputOnly(
      _ variable: VariableDeclSyntax, binding: PatternBindingSyntax, name: String, context: some MacroExpansionContext
    ) {
      var fixIts: [FixIt] = []
      if let annotation = binding.typeAnnotation {
        // `let x: T = v` → `let x: T` (the trivia before `=` goes with the value).
        let dropped = binding.with(\.initializer, nil).with(\.typeAnnotation, annotation.with(\.trailingTrivia, []))
        fixIts.append(
          FixIt(
            message: ModelFixIt.dropInitialValue(name),
            changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(dropped))]))
      }
      let specifier = variable.bindingSpecifier
      fixIts.append(
        FixIt(
          message: ModelFixIt.makeVar,
          changes: [.replace(oldNode: Syntax(specifier), newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))]))
      context.diagnose(Diagnostic(node: binding.pattern, message: ModelDiagnostic.letWithInitialValue(name), fixIts: fixIts))
    }
  }
#endif
