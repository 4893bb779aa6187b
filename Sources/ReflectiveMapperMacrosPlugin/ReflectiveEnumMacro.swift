// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics
  public import SwiftSyntax
  import SwiftSyntaxBuilder
  public import SwiftSyntaxMacros

  /// `@ReflectiveEnum`: the `ReflectiveEnum` conformance, its layout and one
  /// `EnumMapping.case` for every case, in declaration order.
  ///
  /// It writes what a hand-written `registerEnum` closure would: the tags, a `make` closure
  /// that reads each associated value by its name (`_0`, `_1` unnamed) and a `match`
  /// closure that takes them apart; a case with one unlabelled value is its value alone.
  public struct ReflectiveEnumMacro: ExtensionMacro {
    /// The conformance with `enumLayout` and `describeCases`, or diagnostics.
    public static func expansion(
      of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
        context.diagnose(Diagnostic(node: node, message: EnumDiagnostic.notAnEnum))
        return []
      }
      guard let cases = EnumCaseDescription.read(enumDecl, context: context) else { return [] }
      guard !cases.isEmpty else {
        context.diagnose(Diagnostic(node: node, message: EnumDiagnostic.noCases(enumDecl.name.text)))
        return []
      }
      let access = ModelDeclaration.access(of: enumDecl.modifiers)
      let layout = layoutExpression(node) ?? (RawValues(enumDecl).isRawValueEnum ? ".tagOnly" : ".tagged(\"type\")")
      let typeName = type.trimmedDescription
      let lines = cases.map { "    cases.\($0.registration(enumType: typeName))" }.joined(separator: "\n")
      let conformance = protocols.isEmpty ? "" : ": ReflectiveMapper.ReflectiveEnum"
      let extensionDecl: DeclSyntax = """
        extension \(type.trimmed)\(raw: conformance) {
          \(raw: access)static var enumLayout: ReflectiveMapper.EnumLayout { \(raw: layout) }
          \(raw: access)static func describeCases(_ cases: inout ReflectiveMapper.EnumMapping<\(raw: typeName)>) {
        \(raw: lines)
          }
        }
        """
      return [extensionDecl.cast(ExtensionDeclSyntax.self)]
    }

    /// The layout the attribute names (`@ReflectiveEnum(.untagged)`), as spelled.
    private static func layoutExpression(_ attribute: AttributeSyntax) -> String? {
      guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else { return nil }
      return first.expression.trimmedDescription
    }
  }

  /// `@CaseTags`: a marker that `@ReflectiveEnum` reads (the case's tags); it expands to
  /// nothing, and refuses a declaration that is not an enum case.
  public struct CaseTagsMacro: PeerMacro {
    /// No peers; a diagnostic where the marker is not on a case.
    public static func expansion(
      of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      if !declaration.is(EnumCaseDeclSyntax.self) { context.diagnose(Diagnostic(node: node, message: EnumDiagnostic.tagsNotOnCase)) }
      return []
    }
  }

  /// One case as `@ReflectiveEnum` reads it.
  struct EnumCaseDescription {
    /// An associated value: its member key in JSON and its type as spelled.
    struct Value {
      /// The argument label (`key` in `load(key: String)`), nil for `_` or none.
      let label: String?
      /// The member's key: the parameter's name (`key` in `load(_ key: String)` too), or
      /// `_0`, `_1` by position.
      let key: String
      let type: String
    }

    /// The name in JSON (without backticks).
    let name: String
    /// The name as declared (`` `default` `` keeps its backticks), for the written code.
    let spelledName: String
    /// The tags as spelled in `@CaseTags(…)`, or the case name as a string literal.
    let tags: String
    let values: [Value]

    /// The cases of `enumDecl` in declaration order, or nil (diagnosed) where one cannot be read.
    static func read(_ enumDecl: EnumDeclSyntax, context: some MacroExpansionContext) -> [EnumCaseDescription]? {
      var cases: [EnumCaseDescription] = []
      var readable = true
      var rawValues = RawValues(enumDecl)
      for member in enumDecl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        let tagsAttribute = caseDecl.attributes.lazy.compactMap { element -> AttributeSyntax? in
          guard case .attribute(let attribute) = element else { return nil }
          let spelled = attribute.attributeName.trimmedDescription
          return spelled == "CaseTags" || spelled.hasSuffix(".CaseTags") ? attribute : nil
        }.first
        var spelledTags: [String] = []
        if let tagsAttribute {
          guard caseDecl.elements.count == 1 else {
            context.diagnose(Diagnostic(node: tagsAttribute, message: EnumDiagnostic.tagsOnSeveralCases))
            readable = false
            continue
          }
          guard case .argumentList(let arguments) = tagsAttribute.arguments, !arguments.isEmpty else {
            context.diagnose(Diagnostic(node: tagsAttribute, message: EnumDiagnostic.noTags))
            readable = false
            continue
          }
          spelledTags = arguments.map { $0.expression.trimmedDescription }
        }
        for element in caseDecl.elements {
          let spelledName = element.name.text
          let name = spelledName.trimmingBackticks
          let parameters = element.parameterClause?.parameters ?? []
          let values = parameters.enumerated().map { index, parameter in
            // `load(key: String)` is labelled; `load(_ key: String)` is not, but its name is
            // the member's key, as MetaCodable reads it; `load(String)` is member `_0`.
            let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            let name = parameter.secondName?.text ?? label
            return Value(label: label, key: name?.trimmingBackticks ?? "_\(index)", type: parameter.type.trimmedDescription)
          }
          // A raw-value case writes its raw value and reads its `@CaseTags` too.
          let raw = rawValues.next(element, name: name)
          let tags = (raw.map { [$0] } ?? []) + spelledTags.filter { $0 != raw }
          let allTags = tags.isEmpty ? "\"\(name)\"" : tags.joined(separator: ", ")
          cases.append(EnumCaseDescription(name: name, spelledName: spelledName, tags: allTags, values: values))
        }
      }
      return readable ? cases : nil
    }

    /// The `EnumMapping.case(…)` call that registers this case.
    func registration(enumType: String) -> String {
      let pattern = "." + spelledName
      if values.isEmpty {
        return "case(tags: \(tags), make: { \(pattern) }, matches: { if case \(pattern) = $0 { true } else { false } })"
      }
      if values.count == 1, let value = values.first, value.label == nil, value.key == "_0" {
        return
          "case(tags: \(tags), wrap: { (value: \(value.type)) in \(pattern)(value) }, unwrap: { if case \(pattern)(let value) = $0 { value } else { nil } })"
      }
      let arguments = values.map { value in
        let read = "try payload[\(Self.literal(value.key))]"
        return value.label.map { "\($0): \(read)" } ?? read
      }
      let bindings = values.indices.map { "let value\($0)" }
      let members = values.enumerated().map { "\(Self.literal($1.key)): value\($0)" }
      return "case(tags: \(tags), make: { payload in \(pattern)(\(arguments.joined(separator: ", "))) }, "
        + "match: { if case \(pattern)(\(bindings.joined(separator: ", "))) = $0 { [\(members.joined(separator: ", "))] } else { nil } })"
    }

    private static func literal(_ key: String) -> String { "\"\(key)\"" }
  }

  /// The raw values of a raw-value enum's cases, which are their tags (as MetaCodable reads
  /// `@Codable enum Level: String` under `@CodedAt`): the literal written (`case low = 1`), the
  /// name for a `String` raw type, the one after the last for an integer raw type.
  struct RawValues {
    private enum Kind { case none, string, integer }
    private let kind: Kind
    private var nextInteger = 0

    init(_ enumDecl: EnumDeclSyntax) {
      let first = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
      let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
      kind = first == "String" ? .string : integers.contains(first) ? .integer : .none
    }

    /// Whether the enum declares a raw type the macro knows (`String`, an integer type).
    var isRawValueEnum: Bool { kind != .none }

    /// The case's raw value as a tag, or nil for an enum without raw values.
    mutating func next(_ element: EnumCaseElementSyntax, name: String) -> String? {
      if let written = element.rawValue?.value {
        if let integer = Int(written.trimmedDescription) { nextInteger = integer + 1 }
        return written.trimmedDescription
      }
      switch kind {
      case .none: return nil
      case .string: return "\"\(name)\""
      case .integer:
        defer { nextInteger += 1 }
        return "\(nextInteger)"
      }
    }
  }

  /// `@ReflectiveEnum`'s and `@CaseTags`'s compile-time diagnostics.
  enum EnumDiagnostic: DiagnosticMessage {
    case notAnEnum
    case noCases(String)
    case tagsNotOnCase
    case tagsOnSeveralCases
    case noTags

    var message: String {
      switch self {
      case .notAnEnum:
        "@ReflectiveEnum can only be attached to an enum; a struct or class becomes a model with @ReflectiveModel"
      case .noCases(let name):
        "@ReflectiveEnum found no cases in '\(name)'; an enum without cases has no value to read"
      case .tagsNotOnCase:
        "@CaseTags names the tags of an enum case; attach it to a 'case' declaration of a @ReflectiveEnum enum"
      case .tagsOnSeveralCases:
        "@CaseTags names the tags of one case; declare each case on its own ('case a', 'case b') to give it its own tags"
      case .noTags:
        "@CaseTags needs at least one tag: a string, an integer, a Boolean, a number or a range (@CaseTags(12, \"load\", .range(15..<20)))"
      }
    }

    /// The case's name (`noCases("Op")` is `noCases`).
    var diagnosticID: MessageID {
      MessageID(domain: "ReflectiveMapperMacros", id: String(String(describing: self).prefix { $0 != "(" }))
    }

    var severity: DiagnosticSeverity { .error }
  }
#endif
