import Foundation

/// What collection hydration reads from a plan (top-level polymorphism through
/// ``ModelMapping/subtypeResolver``, lossy elements, identity, nested unknown keys), decided once
/// when the plan is compiled. Picking a subtype at run time is `Subtypes`; writing the
/// discriminator back out is `compileDiscriminatorOutput(of:)`.

/// The collection-facing part of a plan.
struct CollectionPlan: @unchecked Sendable {  // metatypes inside resolvers are immutable
  /// The type's own subtype resolver, if its registration has one.
  var subtypeResolver: TypeResolver?
  /// Whether a top-level element whose subtype cannot be resolved is a fatal problem rather
  /// than a dropped element (strict mappings).
  var dropsFatally = false
  /// Whether a top-level element that is not an object fails the call (``Strictness/strict``;
  /// ``ModelMapping/isStrict`` alone drops it with a non-fatal problem).
  var refusesNonObjects = false
  /// Whether elements of this type that fail fatally are dropped instead
  /// (``ModelMapping/isLossyElement``).
  var isLossyElement = false
  /// How instances are told apart (``ModelMapping/identifiedBy``), for in-place updates of
  /// arrays.
  var identity: IdentityPlan?
  /// The objects dotted key paths reach, for the unknown-key policies (empty under `.ignore`).
  var nestedKeys: [NestedKeys] = []
}

extension PlanCompiler {
  /// Validates and compiles the collection settings of `plan`.
  func compileCollections<M: ReflectiveModel>(of plan: ModelPlan<M>, strict: Bool, exactTypes: Bool) {
    let settings = plan.settings
    // The discriminator is read by the resolver: it is not an unknown key.
    if let resolver = settings.subtypeResolver, case .discriminator(let key, _) = resolver.kind {
      plan.knownKeys.insert(key)
    }
    plan.collections = CollectionPlan(
      subtypeResolver: settings.subtypeResolver, dropsFatally: strict, refusesNonObjects: exactTypes,
      isLossyElement: settings.isLossyElement,
      identity: compileIdentity(of: plan), nestedKeys: nestedKeys(of: plan.hydrators, policy: settings.unknownKeys))
    plan.isTransparent = settings.transparentProperty != nil
  }

  /// Whether `type` is registered as transparent (``ModelMapping/transparentProperty``).
  func isTransparent(_ type: any ReflectiveModel.Type) -> Bool {
    func open<M: ReflectiveModel>(_: M.Type) -> Bool { snapshot.settings(for: M.self).transparentProperty != nil }
    return open(type)
  }

  /// The subtype resolver registered for `type` (or inherited from its nearest registered
  /// superclass), if any.
  func subtypeResolver(for type: any ReflectiveModel.Type) -> TypeResolver? {
    func open<M: ReflectiveModel>(_: M.Type) -> TypeResolver? { snapshot.settings(for: M.self).subtypeResolver }
    return open(type)
  }

  /// Whether `type`'s registration makes it a lossy element.
  func isLossyElement(_ type: any ReflectiveModel.Type) -> Bool {
    func open<M: ReflectiveModel>(_: M.Type) -> Bool { snapshot.settings(for: M.self).isLossyElement }
    return open(type)
  }
}
