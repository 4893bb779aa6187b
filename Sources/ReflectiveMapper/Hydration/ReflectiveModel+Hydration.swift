/// Hydration entry points: new instances, updates in place, arrays of dictionaries.
extension ReflectiveModel {
  /// Creates an instance with `init()` and hydrates it from a service dictionary.
  ///
  /// - Throws: `MappingError` listing every fatal problem (a required value missing or
  ///   unconvertible, a strict mapping's conversion failure, an unknown key under `.fail`,
  ///   nesting past 512 levels). Non-fatal problems are dropped; use
  ///   ``init(dictionary:registry:context:issues:)`` to see them.
  public init(dictionary: [String: Any], registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(dictionary: dictionary, registry: registry, issues: &issues)
  }

  /// Creates an instance and hydrates it with a ``MappingContext`` (base URL, values for
  /// contextual adapters and resolvers).
  public init(dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext) throws {
    var issues: [MappingError] = []
    try self.init(dictionary: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance and hydrates it, appending every problem found (fatal or not) to
  /// `issues`.
  public init(
    dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self.init()
    try setValues(from: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Updates this instance in place from a service dictionary (OHMKit's entry point).
  ///
  /// Only keys present in `dictionary` are written; `null` clears optionals; nested models
  /// already present are updated in place, keeping their identity.
  ///
  /// - Throws: `MappingError` listing every fatal problem. The instance may then be
  ///   partially updated.
  public func setValues(from dictionary: [String: Any], registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try setValues(from: dictionary, registry: registry, issues: &issues)
  }

  /// Updates this instance in place with a ``MappingContext``.
  public func setValues(from dictionary: [String: Any], registry: MappingRegistry = .shared, context: MappingContext) throws {
    var issues: [MappingError] = []
    try setValues(from: dictionary, registry: registry, context: context, issues: &issues)
  }

  /// Updates this instance in place, appending every problem found to `issues`.
  public func setValues(
    from dictionary: [String: Any], registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: type(of: self))
    var context = HydrationContext(registry: registry, rootName: plan.typeName, mapping: mapping)
    defer { context.deliver(to: &issues) }
    if context.enter() {
      plan.hydrate(self, from: dictionary, context: &context)
      context.leave()
    }
    try context.throwIfFatal()
  }
}

extension Array where Element: ReflectiveModel {
  /// Hydrates an array of service dictionaries into models of `Element` (or of the subclass
  /// its ``ModelMapping/subtypeResolver`` picks per element), one per element.
  ///
  /// An element that is not a dictionary is dropped with a non-fatal problem (fatal under
  /// ``Strictness/strict``); one whose subtype cannot be resolved too (fatal under a strict
  /// mapping). Fatal problems in any element are thrown together, unless `Element` is a
  /// ``ModelMapping/isLossyElement``.
  public init(dictionaries: [Any], registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(dictionaries: dictionaries, registry: registry, issues: &issues)
  }

  /// Hydrates an array of service dictionaries, appending every problem to `issues`.
  public init(
    dictionaries: [Any], registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: Element.self)
    var context = HydrationContext(registry: registry, rootName: "[\(plan.typeName)]", mapping: mapping)
    defer { context.deliver(to: &issues) }
    let models = TopLevel.array(dictionaries, Element.self, declared: plan, context: &context)
    try context.throwIfFatal()
    self = models
  }
}
