import Foundation

extension MappingRegistry {
  /// A new registry that maps as this one does now, with `strategies` in the settings this
  /// one leaves unset: its registrations, type names, transforms and call settings, and its
  /// defaults with the coder's key, date and non-conforming float strategies where this registry
  /// assigned none, and
  /// the coder's transforms for types this registry transforms no other way.
  ///
  /// Findings are not printed again (this registry printed them); the issue handler is the same.
  func deriving(_ strategies: CoderStrategies) -> MappingRegistry {
    let derived = MappingRegistry(name: name)
    state.withLock { base in
      derived.state.withLock { copy in
        copy.registrations = base.registrations
        copy.typeNames = base.typeNames
        copy.diagnostics = base.diagnostics
        copy.defaults = base.defaults
        copy.transforms = base.transforms
        copy.call = base.call
        copy.call.printsFindings = false
        if let key = strategies.keyStrategy, !base.defaults.keyStrategy.isAssigned { copy.defaults.keyStrategy = Assignable(assigned: key) }
        if let matching = strategies.keyMatching, !base.defaults.keyMatching.isAssigned {
          copy.defaults.keyMatching = Assignable(assigned: matching)
        }
        if let date = strategies.dateStrategy, base.defaults.dateStrategy == nil { copy.defaults.dateStrategy = date }
        if let floats = strategies.nonConformingFloats, base.defaults.nonConformingFloats == nil {
          copy.defaults.nonConformingFloats = floats
        }
        for (type, transform) in strategies.transforms where base.transforms[type] == nil { copy.transforms[type] = transform }
      }
    }
    return derived
  }

  /// How many times this registry's registrations or settings have changed.
  var generation: Int { state.withLock { $0.generation } }
}

/// The registries a coder's strategies derive (``MappingRegistry/deriving(_:)``), one per
/// registry its models use, kept until the coder's options change or that registry does.
final class CoderRegistries: Sendable {
  /// The strategies; `nil` when they say nothing, and models use their registry as it is.
  private let strategies: CoderStrategies?
  private let derived = Locked([(base: MappingRegistry, generation: Int, registry: MappingRegistry)]())

  init(_ strategies: CoderStrategies) { self.strategies = strategies.isEmpty ? nil : strategies }

  /// The registry the models of `base` use under these strategies.
  func registry(for base: MappingRegistry) -> MappingRegistry {
    guard let strategies else { return base }
    let generation = base.generation
    return derived.withLock { derived in
      if let found = derived.first(where: { $0.base === base && $0.generation == generation }) { return found.registry }
      derived.removeAll { $0.base === base }
      let registry = base.deriving(strategies)
      derived.append((base, generation, registry))
      return registry
    }
  }
}
