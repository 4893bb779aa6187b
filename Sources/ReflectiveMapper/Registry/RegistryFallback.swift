import Foundation

/// Which registries registered which model types, so that a call that falls back to
/// ``MappingRegistry/shared`` (no `registry:` argument) for a type registered only in another
/// registry says so, instead of mapping the type by default in silence (wrong keys out, keys
/// dropped on the way in, adapters skipped).
enum RegistryFallback {
  /// A registry that registered a type, held weakly: the index never keeps one alive.
  final class Holder: @unchecked Sendable {
    // Written once, at creation; `weak` reads are atomic.
    weak var registry: MappingRegistry?
    init(_ registry: MappingRegistry) { self.registry = registry }
  }

  /// Model type → the registries that registered it.
  private static let index = Locked<[ObjectIdentifier: [Holder]]>([:])

  /// Records that `registry` registered `type`.
  static func noteRegistration(of type: ObjectIdentifier, in registry: MappingRegistry) {
    index.withLock { index in
      var holders = index[type, default: []].filter { $0.registry != nil }
      if !holders.contains(where: { $0.registry === registry }) { holders.append(Holder(registry)) }
      index[type] = holders
    }
  }

  /// The finding for `type`, compiled by the shared registry without a registration of its
  /// own, when another live registry registered it; `nil` otherwise.
  static func finding(for type: any ReflectiveModel.Type) -> MappingError? {
    let others = index.withLock { index in
      (index[ObjectIdentifier(type)] ?? []).compactMap(\.registry).filter { $0 !== MappingRegistry.shared }
    }
    guard let other = others.first else { return nil }
    let name = MessageText.typeName(type)
    return .registration(
      .registeredElsewhere,
      "\(name) is used through MappingRegistry.shared (a call without registry:), which has no registration for it, so it is mapped by default there; it is registered in \(other): pass registry: to the call, or register \(name) in MappingRegistry.shared",
      property: name, isFatal: false)
  }
}
