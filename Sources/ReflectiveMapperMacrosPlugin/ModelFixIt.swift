// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import SwiftDiagnostics

  /// The fix-its the diagnostics offer.
  enum ModelFixIt: FixItMessage {
    case removeAttribute
    case useFinalClass
    case removeSubclassArgument
    case addRequired
    case addSubclassArgument
    case dropInitialValue(String)
    case makeVar
    case removeInputOnly
    case removeTransparent
    case removeDefault

    var message: String {
      switch self {
      case .removeAttribute: "remove '@ReflectiveModel'"
      case .useFinalClass: "replace 'actor' with 'final class'"
      case .removeSubclassArgument: "remove '(.subclass)'"
      case .addRequired: "add 'required'"
      case .addSubclassArgument: "write '@ReflectiveModel(.subclass)'"
      case .dropInitialValue(let name): "remove the initial value of '\(name)', so that it is hydrated when the model is created"
      case .makeVar: "make it 'var'"
      case .removeInputOnly: "remove '@InputOnly'"
      case .removeTransparent: "remove '@Transparent'"
      case .removeDefault: "remove '@Default'"
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
