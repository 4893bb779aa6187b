// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics

  /// The macro's compile-time diagnostics; each names the property or type and the fix.
  enum ModelDiagnostic: DiagnosticMessage {
    case enumeration(String)
    case actor(String)
    case protocolType(String)
    case notAType
    case subclassOnStruct
    case codableSuperclassOnStruct
    case codableSuperclassWithoutConformance(String)
    case codableSuperclassWithMappedValues(String)
    case tuplePattern
    case ownKeyPaths(String)
    case initNotRequired(String)
    case noInitialValue(property: String, type: String)
    case possibleSuperclass(base: String, type: String)
    case letWithInitialValue(String)
    case keptOutWithoutValue(property: String, reason: String)
    case inputOnlyNotRead(property: String, reason: String)
    case transparentNotRead(property: String, reason: String)
    case defaultNotRead(property: String, reason: String)
    case outputOnlyRead(property: String, reason: String)
    case severalTransparent(String, String)
    case transparentWithOthers(property: String, type: String, others: [String])
    case transparentInSubclass(String)

    var message: String {
      switch self {
      case .enumeration(let name):
        "@ReflectiveModel cannot make the enum '\(name)' a model: a model is a struct or class with stored properties; write @ReflectiveEnum to read its cases from JSON, or map it through its raw value (RawRepresentable) or a transform"
      case .actor(let name):
        "@ReflectiveModel cannot make the actor '\(name)' a model: key paths to actor-isolated properties cannot be formed outside the actor; declare it as a final class (and hand it across tasks as a Sendable struct or a class with a lock)"
      case .protocolType(let name):
        "@ReflectiveModel cannot be attached to the protocol '\(name)': attach it to each struct or class that conforms"
      case .notAType:
        "@ReflectiveModel can only be attached to a struct or a class"
      case .subclassOnStruct:
        "'.subclass' is for a class whose superclass is a model; a struct has no superclass"
      case .codableSuperclassOnStruct:
        "'.codableSuperclass' is for a class whose superclass is a plain Codable class; a struct has no superclass"
      case .codableSuperclassWithoutConformance(let name):
        "'.codableSuperclass' writes init(from:) and encode(to:) of a ReflectiveCodable model: list ReflectiveCodable among the types '\(name)' inherits"
      case .codableSuperclassWithMappedValues(let name):
        "'.codableSuperclass' needs every mapped property of '\(name)' to have an initial value: init(from:) hydrates an instance made by init()"
      case .tuplePattern:
        "@ReflectiveModel cannot list a property declared by a tuple pattern; declare each property on its own ('var a = 0', 'var b = 0')"
      case .ownKeyPaths(let name):
        "'\(name)' declares keyPaths itself; remove it to let @ReflectiveModel write it, or remove @ReflectiveModel to keep the hand-written list"
      case .initNotRequired(let name):
        "'init()' of the non-final class '\(name)' must be 'required', so that ReflectiveMapper can create subclasses too"
      case .keptOutWithoutValue(let property, let reason):
        "the stored property '\(property)' has no initial value, and \(reason), so it is not mapped and init(mappedValues:) cannot set it; give it a value ('= …'), make it an optional 'var', or write the initializers yourself"
      case .inputOnlyNotRead(let property, let reason):
        "@InputOnly makes '\(property)' read and never written, but \(reason), so it would be neither read nor written; remove @InputOnly"
      case .transparentNotRead(let property, let reason):
        "@Transparent makes '\(property)' the whole of the model's JSON, but \(reason); remove @Transparent"
      case .defaultNotRead(let property, let reason):
        "@Default gives '\(property)' a value for a missing or unreadable one, but \(reason), so it is never read; remove @Default"
      case .outputOnlyRead(let property, let reason):
        "@OutputOnly makes '\(property)' written and never read, but \(reason); remove @OutputOnly, or use @InputOnly for the reverse"
      case .severalTransparent(let first, let second):
        "@Transparent marks '\(first)' and '\(second)': a model is read from one property's value; keep it on one"
      case .transparentWithOthers(let property, let type, let others):
        "'\(type)' is read from '\(property)' alone (@Transparent), so it cannot also map \(others.map { "'\($0)'" }.joined(separator: ", ")); mark \(others.count == 1 ? "it" : "them") @Unmapped or remove @Transparent"
      case .transparentInSubclass(let type):
        "@Transparent cannot make the subclass '\(type)' one property: its superclass's properties are mapped too; put the model's one property in a class of its own"
      case .letWithInitialValue(let name):
        "immutable property '\(name)' will not be hydrated because it is declared with an initial value; it is output only (to hydrate it, drop the value or make it 'var')"
      case .possibleSuperclass(let base, let type):
        "if '\(base)' is a model class, write '@ReflectiveModel(.subclass)', so that '\(type)' overrides its keyPaths (otherwise: \"overriding declaration requires an 'override' keyword\"); if it is a plain Codable class and '\(type)' is ReflectiveCodable, write '@ReflectiveModel(.codableSuperclass)'; a protocol or another class needs nothing"
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
        case .codableSuperclassOnStruct: "codableSuperclassOnStruct"
        case .codableSuperclassWithoutConformance: "codableSuperclassWithoutConformance"
        case .codableSuperclassWithMappedValues: "codableSuperclassWithMappedValues"
        case .tuplePattern: "tuplePattern"
        case .ownKeyPaths: "ownKeyPaths"
        case .initNotRequired: "initNotRequired"
        case .noInitialValue: "noInitialValue"
        case .possibleSuperclass: "possibleSuperclass"
        case .letWithInitialValue: "letWithInitialValue"
        case .keptOutWithoutValue: "keptOutWithoutValue"
        case .inputOnlyNotRead: "inputOnlyNotRead"
        case .transparentNotRead: "transparentNotRead"
        case .defaultNotRead: "defaultNotRead"
        case .outputOnlyRead: "outputOnlyRead"
        case .severalTransparent: "severalTransparent"
        case .transparentWithOthers: "transparentWithOthers"
        case .transparentInSubclass: "transparentInSubclass"
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
#endif
