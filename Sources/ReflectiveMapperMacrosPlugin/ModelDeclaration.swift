// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacros

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
    /// Mapped properties marked `@OutputOnly`: written, never read.
    let outputOnly: [String]
    /// The mapped property marked `@Transparent`: the model's whole JSON value.
    let transparent: String?
    /// Mapped properties marked `@Default`: name → the `PropertyDefault(…)` expression.
    let defaults: [(name: String, expression: String)]
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

    /// Reads the attribute and the declaration's properties, then plans the initializers; nil
    /// (diagnosed) for a declaration the macro cannot make a model of.
    init?(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax, context: some MacroExpansionContext) {
      guard let spelling = Self.readAttribute(attribute, of: declaration, context: context) else { return nil }
      kind = spelling.kind
      isFinal = spelling.isFinal
      writesCodableMembers = spelling.codableSuperclass
      typeName = Self.name(of: declaration)
      access = Self.access(of: declaration.modifiers)
      let declared = DeclaredProperties(reading: declaration, context: context)
      if let ownKeyPaths = declared.ownKeyPaths {
        context.diagnose(Diagnostic(node: ownKeyPaths, message: ModelDiagnostic.ownKeyPaths(typeName)))
        return nil
      }
      properties = declared.mapped
      unmapped = declared.unmapped
      inputOnly = declared.inputOnly
      outputOnly = declared.outputOnly
      defaults = declared.defaults
      guard let transparent = Self.transparentProperty(declared, kind: kind, typeName: typeName, context: context) else { return nil }
      self.transparent = transparent
      leftOutPrivate = declared.leftOutPrivate
      guard
        let plan = InitializerPlan(
          for: declared, kind: kind, typeName: typeName, access: access, overCodableSuperclass: writesCodableMembers, attribute: attribute,
          context: context)
      else { return nil }
      initialized = plan.initialized
      writesMappedValuesInit = plan.writesMappedValuesInit
      writesInheritedMappedValuesInit = plan.writesInheritedMappedValuesInit
      writesInit = plan.writesInit
    }

    /// The model's kind as the attribute spells it (`.subclass`, `.codableSuperclass`) on this
    /// declaration, or nil (diagnosed) where the two do not fit.
    ///
    /// A class named without `.subclass` whose first inherited type may be a model class gets a
    /// note with the fix.
    private static func readAttribute(
      _ attribute: AttributeSyntax, of declaration: some DeclGroupSyntax, context: some MacroExpansionContext
    ) -> (kind: Kind, isFinal: Bool, codableSuperclass: Bool)? {
      guard let baseKind = kind(of: declaration) else {
        diagnoseUnsupported(declaration, attribute: attribute, context: context)
        return nil
      }
      let subclass = isSubclassSpelling(attribute)
      if subclass && baseKind == .structure {
        context.diagnose(
          Diagnostic(
            node: attribute, message: ModelDiagnostic.subclassOnStruct,
            fixIt: FixIt(
              message: ModelFixIt.removeSubclassArgument,
              changes: [
                .replace(oldNode: Syntax(attribute), newNode: Syntax(attribute.with(\.arguments, nil).with(\.leftParen, nil).with(\.rightParen, nil)))
              ])))
        return nil
      }
      let codableSuperclass = isCodableSuperclassSpelling(attribute)
      if codableSuperclass {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
          context.diagnose(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassOnStruct))
          return nil
        }
        let inherited = classDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains(where: { $0 == "ReflectiveCodable" || $0.hasSuffix(".ReflectiveCodable") }) else {
          context.diagnose(Diagnostic(node: attribute, message: ModelDiagnostic.codableSuperclassWithoutConformance(classDecl.name.text)))
          return nil
        }
      }
      if !subclass, !codableSuperclass, let classDecl = declaration.as(ClassDeclSyntax.self) {
        noteSuperclass(of: classDecl, attribute: attribute, context: context)
      }
      return (subclass ? .subclass : baseKind, baseKind == .finalClass, codableSuperclass)
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

    /// The property marked `@Transparent` (`.some(nil)` for none), or nil (diagnosed) where the
    /// marker cannot hold: on two properties, beside other mapped ones, in a subclass.
    private static func transparentProperty(
      _ declared: DeclaredProperties, kind: Kind, typeName: String, context: some MacroExpansionContext
    ) -> String?? {
      guard let first = declared.transparent.first else { return .some(nil) }
      if declared.transparent.count > 1 {
        context.diagnose(
          Diagnostic(node: declared.transparent[1].marker, message: ModelDiagnostic.severalTransparent(first.name, declared.transparent[1].name)))
        return nil
      }
      if kind == .subclass {
        context.diagnose(Diagnostic(node: first.marker, message: ModelDiagnostic.transparentInSubclass(typeName)))
        return nil
      }
      let others = declared.mapped.map(\.name).filter { $0 != first.name }
      if !others.isEmpty {
        context.diagnose(
          Diagnostic(node: first.marker, message: ModelDiagnostic.transparentWithOthers(property: first.name, type: typeName, others: others)))
        return nil
      }
      return .some(first.name)
    }

    /// The members the macro adds.
    func members() -> [DeclSyntax] {
      var members: [DeclSyntax] = []
      let entries = properties.map { "\"\($0.name)\": \($0.keyPath)" }
      let list = entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
      let unmappedList = "[\(unmapped.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let privateList = "[\(leftOutPrivate.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let inputOnlyList = "[\(inputOnly.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let outputOnlyList = "[\(outputOnly.map { "\"\($0)\"" }.joined(separator: ", "))]"
      let defaultList = defaults.isEmpty ? "[:]" : "[\(defaults.map { "\"\($0.name)\": \($0.expression)" }.joined(separator: ", "))]"
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
        if !outputOnly.isEmpty {
          members.append("\(raw: access)static var outputOnlyProperties: Set<String> { \(raw: outputOnlyList) }")
        }
        if let transparent {
          members.append("\(raw: access)static var transparentProperty: String? { \(raw: Self.literal(transparent)) }")
        }
        if !defaults.isEmpty {
          members.append("\(raw: access)static var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] { \(raw: defaultList) }")
        }
      case .openClass:
        let classAccess = access == "public " ? "open " : access
        members.append("\(raw: classAccess)class var keyPaths: [String: AnyKeyPath] { \(raw: list) }")
        members.append("\(raw: classAccess)class var unmappedProperties: Set<String> { \(raw: unmappedList) }")
        members.append("\(raw: classAccess)class var privateProperties: Set<String> { \(raw: privateList) }")
        members.append("\(raw: classAccess)class var inputOnlyProperties: Set<String> { \(raw: inputOnlyList) }")
        members.append("\(raw: classAccess)class var outputOnlyProperties: Set<String> { \(raw: outputOnlyList) }")
        if let transparent {
          members.append("\(raw: classAccess)class var transparentProperty: String? { \(raw: Self.literal(transparent)) }")
        }
        members.append("\(raw: classAccess)class var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] { \(raw: defaultList) }")
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
        if !outputOnly.isEmpty {
          members.append(
            "\(raw: classAccess)override class var outputOnlyProperties: Set<String> { super.outputOnlyProperties.union(\(raw: outputOnlyList)) }"
          )
        }
        if !defaults.isEmpty {
          members.append(
            "\(raw: classAccess)override class var propertyDefaults: [String: ReflectiveMapper.PropertyDefault] { super.propertyDefaults.merging(\(raw: defaultList)) { $1 } }"
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

    private static func literal(_ name: String) -> String { "\"\(name)\"" }

    /// Refuses `@InputOnly`, `@Transparent` and `@Default` on a property that is never read (kept out,
    /// private, a `let` with an initial value), where the marker would mean nothing; the fix-it
    /// removes the marker.
    static func diagnoseMarkersNotRead(
      _ variable: VariableDeclSyntax, property: String, reason: String, context: some MacroExpansionContext
    ) {
      let markers: [(String, ModelFixIt, ModelDiagnostic)] = [
        ("InputOnly", .removeInputOnly, .inputOnlyNotRead(property: property, reason: reason)),
        ("Transparent", .removeTransparent, .transparentNotRead(property: property, reason: reason)),
        ("Default", .removeDefault, .defaultNotRead(property: property, reason: reason)),
      ]
      for (name, fix, message) in markers {
        guard let marker = attribute(name, of: variable) else { continue }
        let removal = FixIt(
          message: fix, changes: [.replace(oldNode: Syntax(marker), newNode: Syntax(TokenSyntax(.unknown(""), presence: .missing)))])
        context.diagnose(Diagnostic(node: marker, message: message, fixIts: [removal]))
      }
    }

    /// The attribute `@name` (or `@Module.name`) on `variable`, if any.
    static func attribute(_ name: String, of variable: VariableDeclSyntax) -> AttributeSyntax? {
      variable.attributes.lazy.compactMap { element -> AttributeSyntax? in
        guard case .attribute(let attribute) = element else { return nil }
        let spelled = attribute.attributeName.trimmedDescription
        return spelled == name || spelled.hasSuffix(".\(name)") ? attribute : nil
      }.first
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
