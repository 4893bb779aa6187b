import Foundation

extension MappingRegistry: CustomStringConvertible {
  /// `MappingRegistry.shared`, the registry's name, or its address.
  public var description: String {
    if self === MappingRegistry.shared { return "MappingRegistry.shared" }
    if let name { return "MappingRegistry \(MessageText.quoted(name))" }
    return "MappingRegistry(\(ObjectIdentifier(self)))"
  }
}
