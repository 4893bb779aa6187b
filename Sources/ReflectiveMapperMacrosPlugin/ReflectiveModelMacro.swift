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

  /// What the macro reads from one type declaration, and what it writes for it.
  struct ModelDeclaration {
    enum Kind { case structure, finalClass, openClass, subclass }

    let kind: Kind
    /// Whether the class is `final` (a `.subclass` one too): its class members cannot be `open`.
    let isFinal: Bool
    let typeName: String
    /// `public `, `package `, `open ` or nothing: the access the written members need.
    let access: String
    let properties: [String: String]  // name → key-path spelling, in declaration order below
    let order: [String]
    let unmapped: [String]
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

    /// The kind of model a declaration can be, or `nil` for one that cannot be a model.
    static func kind(of declaration: some DeclGroupSyntax) -> Kind? {
      if declaration.is(StructDeclSyntax.self) { return .structure }
      if let classDecl = declaration.as(ClassDeclSyntax.self) {
        return classDecl.modifiers.contains { $0.name.tokenKind == .keyword(.final) } ? .finalClass : .openClass
      }
      return nil
    }

    /// Whether the attribute is spelled `@ReflectiveModel(.subclass)`.
    static func isSubclassSpelling(_ attribute: AttributeSyntax) -> Bool {
      guard case .argumentList(let arguments) = attribute.arguments else { return false }
      return arguments.contains { argument in
        argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "subclass"
      }
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
      kind = subclass ? .subclass : baseKind
      isFinal = baseKind == .finalClass
      typeName = Self.name(of: declaration)
      if !subclass, let classDecl = declaration.as(ClassDeclSyntax.self) {
        Self.noteSuperclass(of: classDecl, attribute: attribute, context: context)
      }
      access = Self.access(of: declaration.modifiers)

      var properties: [String: String] = [:]
      var order: [String] = []
      var unmapped: [String] = []
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
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
          // A lazy property is a cache: kept out, and named so that registration raises no
          // finding about its storage.
          unmapped += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks }
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
            unmapped.append(name)
            continue
          }
          if leftOut {
            leftOutPrivate.append(name)
            continue
          }
          if isLet, binding.initializer != nil {
            Self.warnOutputOnly(variable, binding: binding, name: name, context: context)
          }
          properties[name] = "\\\(Self.rootName(declaration)).\(spelled)"
          order.append(name)
        }
      }
      if let ownsKeyPaths {
        report(Diagnostic(node: ownsKeyPaths, message: ModelDiagnostic.ownKeyPaths(typeName)))
        return nil
      }
      self.properties = properties
      self.order = order
      self.unmapped = unmapped
      self.leftOutPrivate = leftOutPrivate

      // `init()`: written where the type has none, so that each kind gets what the protocol needs.
      let noArgumentInit = declaredInits.first { $0.signature.parameterClause.parameters.isEmpty && $0.optionalMark == nil }
      // Mapped properties without values make the type a ReflectiveInitializable (unless it
      // writes `init()` itself, which sets them): built through `init(mappedValues:)`.
      let initialized = noArgumentInit == nil ? undefaulted.filter { $0.keptOut == nil }.map { ($0.name, $0.spelled) } : []
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
      switch kind {
      case .structure, .finalClass: return "\(raw: initAccess)init() {}"
      case .openClass: return "\(raw: initAccess)required init() {}"
      case .subclass: return "\(raw: initAccess)required init() { super.init() }"
      }
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
      return kind == .subclass ? "\(raw: signature) { try super.init(mappedValues: values) }" : "\(raw: signature) {}"
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
      let entries = order.map { "\"\($0)\": \(properties[$0]!)" }
      let list = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
      let unmappedList = "[\(unmapped.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let privateList = "[\(leftOutPrivate.map { "\"\($0)\"" }.joined(separator: ", "))]"
      switch kind {
      case .structure, .finalClass:
        members.append("\(raw: access)static var keyPaths: [String: AnyKeyPath] { \(raw: list) }")
        if !unmapped.isEmpty {
          members.append("\(raw: access)static var unmappedProperties: Set<String> { \(raw: unmappedList) }")
        }
        if !leftOutPrivate.isEmpty {
          members.append("\(raw: access)static var privateProperties: Set<String> { \(raw: privateList) }")
        }
      case .openClass:
        let classAccess = access == "public " ? "open " : access
        members.append("\(raw: classAccess)class var keyPaths: [String: AnyKeyPath] { \(raw: list) }")
        members.append("\(raw: classAccess)class var unmappedProperties: Set<String> { \(raw: unmappedList) }")
        members.append("\(raw: classAccess)class var privateProperties: Set<String> { \(raw: privateList) }")
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
      return members
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

    // MARK: Reading declarations

    /// The global actor a declaration is isolated to, as spelled (`MainActor`), if any.
    ///
    /// A macro sees names only: `@MainActor`, and any attribute whose name ends in `Actor` (a
    /// custom global actor, by convention) counts.
    static func globalActor(of declaration: some DeclGroupSyntax) -> String? {
      for element in declaration.attributes {
        guard case .attribute(let attribute) = element, attribute.arguments == nil else { continue }
        let spelled = attribute.attributeName.trimmedDescription
        let name = spelled.split(separator: ".").last.map(String.init) ?? spelled
        if name == "MainActor" || (name.hasSuffix("Actor") && name != "globalActor") { return spelled }
      }
      return nil
    }

    /// Protocols and root classes that a class often names first in its inheritance clause and
    /// that are not model classes: no note for them.
    static let knownNonModelSupertypes: Set<String> = [
      "AnyObject", "Sendable", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable", "Comparable",
      "CustomStringConvertible", "CustomDebugStringConvertible", "ObservableObject", "Observable", "Error", "NSObject",
      "NSObjectProtocol", "NSCopying", "NSCoding", "NSSecureCoding", "UnknownKeyCollecting", "ReflectiveModel", "ReflectiveCodable",
    ]

    /// A note on a class whose first inherited type may be a model class, naming the fix.
    ///
    /// The macro sees only source: it cannot tell a superclass from a protocol. If the first type
    /// is a model class, the members it writes need `override` (the compiler's error, "overriding
    /// declaration requires an 'override' keyword", points into the expansion); if it is a
    /// protocol or another class, nothing is wrong. So this is a note, not a warning, and it is left
    /// out for the usual protocols and names that read as protocols (`…able`, `…ible`, `…Protocol`,
    /// `…Delegate`, `…DataSource`, `…Convertible`).
    static func noteSuperclass(of classDecl: ClassDeclSyntax, attribute: AttributeSyntax, context: some MacroExpansionContext) {
      guard let first = classDecl.inheritanceClause?.inheritedTypes.first?.type else { return }
      let spelled = first.trimmedDescription
      let name = spelled.split(separator: ".").last.map(String.init) ?? spelled
      let protocolSuffixes = ["able", "ible", "Protocol", "Delegate", "DataSource", "Convertible", "Representable"]
      guard first.is(IdentifierTypeSyntax.self) || first.is(MemberTypeSyntax.self), !knownNonModelSupertypes.contains(name),
        !protocolSuffixes.contains(where: { name.hasSuffix($0) })
      else { return }
      let fixed = AttributeSyntax(stringLiteral: "@ReflectiveModel(.subclass)").with(\.leadingTrivia, attribute.leadingTrivia)
        .with(\.trailingTrivia, attribute.trailingTrivia)
      context.diagnose(
        Diagnostic(
          node: first, message: ModelDiagnostic.possibleSuperclass(base: spelled, type: classDecl.name.text),
          fixIt: FixIt(
            message: ModelFixIt.addSubclassArgument,
            changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(fixed))])))
    }

    /// The attributes the macro reads as markers (peer macros that expand to nothing).
    static let markers: Set<String> = ["Unmapped", "Mapped"]

    /// Whether a declaration carries the marker `name` (also spelled with its module).
    static func hasAttribute(_ name: String, _ variable: VariableDeclSyntax) -> Bool {
      variable.attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        let spelled = attribute.attributeName.trimmedDescription
        return spelled == name || spelled.hasSuffix(".\(name)")
      }
    }

    /// Attributes that are not property wrappers (and so give no initial value).
    static let knownNonWrappers: Set<String> = [
      "objc", "nonobjc", "NSCopying", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "available",
      "ObservationIgnored", "ObservationTracked", "MainActor", "preconcurrency", "exclusivity", "_spi", "usableFromInline",
    ]

    /// Whether a binding is computed.
    ///
    /// A getter or `get`/`set`/`_read`/`_modify` accessors make it computed; only `willSet` and
    /// `didSet` observers leave it stored.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
      guard let block = binding.accessorBlock else { return false }
      switch block.accessors {
      case .getter: return true
      case .accessors(let accessors):
        return accessors.contains { accessor in
          let kind = accessor.accessorSpecifier.tokenKind
          return kind != .keyword(.willSet) && kind != .keyword(.didSet)
        }
      }
    }

    /// Whether a type annotation is optional (`T?`, `T!`, `Optional<T>`), so that a `var` of it
    /// starts as `nil`.
    static func isOptional(_ type: TypeSyntax?) -> Bool {
      guard let type else { return false }
      if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
      if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
      if let member = type.as(MemberTypeSyntax.self), member.name.text == "Optional" { return true }
      return false
    }

    static func name(of declaration: some DeclGroupSyntax) -> String {
      if let decl = declaration.as(StructDeclSyntax.self) { return decl.name.text }
      if let decl = declaration.as(ClassDeclSyntax.self) { return decl.name.text }
      if let decl = declaration.as(EnumDeclSyntax.self) { return decl.name.text }
      if let decl = declaration.as(ActorDeclSyntax.self) { return decl.name.text }
      if let decl = declaration.as(ProtocolDeclSyntax.self) { return decl.name.text }
      return "this type"
    }

    /// The root of the key paths: the type's own name, which inside its body also names a
    /// generic type with its own parameters.
    static func rootName(_ declaration: some DeclGroupSyntax) -> String { name(of: declaration) }

    static func access(of modifiers: DeclModifierListSyntax) -> String {
      for modifier in modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.open): return "open "
        case .keyword(.public): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
      }
      return ""
    }

    /// Reports a declaration that cannot be a model, with a fix-it where one exists.
    static func diagnoseUnsupported(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, context: some MacroExpansionContext) {
      let removal = FixIt(
        message: ModelFixIt.removeAttribute,
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(TokenSyntax(.unknown(""), presence: .missing)))])
      if let actor = declaration.as(ActorDeclSyntax.self) {
        let keyword = actor.actorKeyword
        context.diagnose(
          Diagnostic(
            node: actor.actorKeyword, message: ModelDiagnostic.actor(name(of: declaration)),
            fixIts: [
              FixIt(
                message: ModelFixIt.useFinalClass,
                changes: [.replace(oldNode: Syntax(actor.actorKeyword), newNode: Syntax(keyword.with(\.tokenKind, .identifier("final class"))))])
            ]))
        return
      }
      let message: ModelDiagnostic
      if declaration.is(EnumDeclSyntax.self) {
        message = .enumeration(name(of: declaration))
      } else if declaration.is(ProtocolDeclSyntax.self) {
        message = .protocolType(name(of: declaration))
      } else {
        message = .notAType
      }
      context.diagnose(Diagnostic(node: attribute, message: message, fixIts: [removal]))
    }
  }

  extension String {
    var trimmingBackticks: String {
      hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
  }

  /// The macro's compile-time diagnostics; each names the property or type and the fix.
  enum ModelDiagnostic: DiagnosticMessage {
    case enumeration(String)
    case actor(String)
    case protocolType(String)
    case notAType
    case subclassOnStruct
    case tuplePattern
    case ownKeyPaths(String)
    case initNotRequired(String)
    case noInitialValue(property: String, type: String)
    case possibleSuperclass(base: String, type: String)
    case letWithInitialValue(String)
    case keptOutWithoutValue(property: String, reason: String)

    var message: String {
      switch self {
      case .enumeration(let name):
        "@ReflectiveModel cannot make the enum '\(name)' a model: a model is a struct or class with stored properties; map an enum through its raw value (RawRepresentable) or a transform, or declare '\(name)' as a struct"
      case .actor(let name):
        "@ReflectiveModel cannot make the actor '\(name)' a model: key paths to actor-isolated properties cannot be formed outside the actor; declare it as a final class (and hand it across tasks as a Sendable struct or a class with a lock)"
      case .protocolType(let name):
        "@ReflectiveModel cannot be attached to the protocol '\(name)': attach it to each struct or class that conforms"
      case .notAType:
        "@ReflectiveModel can only be attached to a struct or a class"
      case .subclassOnStruct:
        "'.subclass' is for a class whose superclass is a model; a struct has no superclass"
      case .tuplePattern:
        "@ReflectiveModel cannot list a property declared by a tuple pattern; declare each property on its own ('var a = 0', 'var b = 0')"
      case .ownKeyPaths(let name):
        "'\(name)' declares keyPaths itself; remove it to let @ReflectiveModel write it, or remove @ReflectiveModel to keep the hand-written list"
      case .initNotRequired(let name):
        "'init()' of the non-final class '\(name)' must be 'required', so that ReflectiveMapper can create subclasses too"
      case .keptOutWithoutValue(let property, let reason):
        "the stored property '\(property)' has no initial value, and \(reason), so it is not mapped and init(mappedValues:) cannot set it; give it a value ('= …'), make it an optional 'var', or write the initializers yourself"
      case .letWithInitialValue(let name):
        "immutable property '\(name)' will not be hydrated because it is declared with an initial value; it is output only (to hydrate it, drop the value or make it 'var')"
      case .possibleSuperclass(let base, let type):
        "if '\(base)' is a model class, write '@ReflectiveModel(.subclass)', so that '\(type)' overrides its keyPaths (otherwise: \"overriding declaration requires an 'override' keyword\"); a protocol or a class that is not a model needs nothing"
      case .noInitialValue(let property, let type):
        "@ReflectiveModel cannot write 'init()' for '\(type)': the stored property '\(property)' has no initial value; give it one ('= …'), make it an optional 'var', or write 'init()' yourself"
      }
    }

    var diagnosticID: MessageID {
      let id: String =
        switch self {
        case .enumeration: "enumeration"
        case .actor: "actor"
        case .protocolType: "protocolType"
        case .notAType: "notAType"
        case .subclassOnStruct: "subclassOnStruct"
        case .tuplePattern: "tuplePattern"
        case .ownKeyPaths: "ownKeyPaths"
        case .initNotRequired: "initNotRequired"
        case .noInitialValue: "noInitialValue"
        case .possibleSuperclass: "possibleSuperclass"
        case .letWithInitialValue: "letWithInitialValue"
        case .keptOutWithoutValue: "keptOutWithoutValue"
        }
      return MessageID(domain: "ReflectiveMapperMacros", id: id)
    }

    var severity: DiagnosticSeverity {
      switch self {
      case .possibleSuperclass: .note
      case .letWithInitialValue: .warning
      default: .error
      }
    }
  }

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

  /// The fix-its the diagnostics offer.
  enum ModelFixIt: FixItMessage {
    case removeAttribute
    case useFinalClass
    case removeSubclassArgument
    case addRequired
    case addSubclassArgument
    case dropInitialValue(String)
    case makeVar

    var message: String {
      switch self {
      case .removeAttribute: "remove '@ReflectiveModel'"
      case .useFinalClass: "replace 'actor' with 'final class'"
      case .removeSubclassArgument: "remove '(.subclass)'"
      case .addRequired: "add 'required'"
      case .addSubclassArgument: "write '@ReflectiveModel(.subclass)'"
      case .dropInitialValue(let name): "remove the initial value of '\(name)', so that it is hydrated when the model is created"
      case .makeVar: "make it 'var'"
      }
    }

    var fixItID: MessageID {
      let id: String =
        switch self {
        case .dropInitialValue: "dropInitialValue"
        default: "\(self)"
        }
      return MessageID(domain: "ReflectiveMapperMacros", id: id)
    }
  }
#endif
