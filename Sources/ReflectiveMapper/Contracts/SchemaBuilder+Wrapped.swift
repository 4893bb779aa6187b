import Foundation

extension SchemaBuilder {
  /// The elements a wrapping resolver reads, as `oneOf` with one branch per name: an
  /// ``TypeResolver/external(_:)`` object whose one key is the name and whose value is the
  /// type's definition, or an ``TypeResolver/adjacent(tag:payload:_:)`` object whose tag holds
  /// the name (`const`) and whose payload the definition.
  mutating func wrappedBranches(_ resolver: TypeResolver, slot: Any.Type) -> [String: Any] {
    // The table's names, and (as reading looks them up next) the names registered in the
    // registry, for the types that fit the slot.
    var entries = resolver.table ?? [:]
    for registration in snapshot.registrations.values {
      if let name = registration.settings.typeName, entries[name] == nil,
        ElementTypeHintValidator.isType(registration.type, instanceOf: innermostType(slot))
      {
        entries[name] = registration.type
      }
    }
    var branches: [Any] = []
    for (name, type) in entries.sorted(by: { $0.key < $1.key }) {
      let definition = reference(to: type)
      switch resolver.kind {
      case .adjacent(let tag, let payload, _):
        branches.append(
          ["type": "object", "properties": [tag: ["const": name], payload: definition], "required": [tag, payload]] as [String: Any])
      default:
        branches.append(
          ["type": "object", "properties": [name: definition], "required": [name], "additionalProperties": false] as [String: Any])
      }
    }
    return ["oneOf": branches]
  }
}
