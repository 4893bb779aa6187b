// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacros

  extension ModelDeclaration {
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
    static let markers: Set<String> = ["Unmapped", "Mapped", "InputOnly", "Transparent", "Default", "OutputOnly"]

    /// Whether a declaration carries the marker `name` (also spelled with its module).
    static func hasAttribute(_ name: String, _ variable: VariableDeclSyntax) -> Bool { attribute(name, of: variable) != nil }

    /// Attributes that are not property wrappers (and so give no initial value).
    static let knownNonWrappers: Set<String> = [
      "objc", "nonobjc", "NSCopying", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "available",
      "ObservationIgnored", "ObservationTracked", "MainActor", "preconcurrency", "exclusivity", "_spi", "usableFromInline",
    ]

    /// Whether a declaration carries an attribute that reads as a property wrapper: any that is
    /// neither a marker nor one of the ``knownNonWrappers``.
    static func hasWrapper(_ variable: VariableDeclSyntax) -> Bool {
      !variable.attributes.isEmpty
        && variable.attributes.contains { element in
          guard case .attribute(let attribute) = element else { return false }
          let attributeName = attribute.attributeName.trimmedDescription
          return !markers.contains(attributeName.split(separator: ".").last.map(String.init) ?? attributeName)
            && !knownNonWrappers.contains(attributeName)
        }
    }

    /// Each binding's type annotation: in `var a, b: Int?` the type written last is every
    /// earlier name's too.
    static func typeAnnotations(of bindings: PatternBindingListSyntax) -> [TypeSyntax?] {
      var annotations: [TypeSyntax?] = []
      var following: TypeSyntax?
      for binding in bindings.reversed() {
        if let type = binding.typeAnnotation?.type { following = type } else if binding.initializer != nil { following = nil }
        annotations.insert(binding.typeAnnotation?.type ?? following, at: 0)
      }
      return annotations
    }

    /// Whether a binding is computed.
    ///
    /// A getter or `get`/`set`/`_read`/`_modify` accessors make it computed; only `willSet` and
    /// `didSet` observers leave it stored.
    /// Whether a computed property has a `set` accessor.
    static func hasSetter(_ binding: PatternBindingSyntax) -> Bool {
      guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
      return accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

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
#endif
