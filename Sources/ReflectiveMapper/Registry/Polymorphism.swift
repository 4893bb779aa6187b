import Foundation

/// Top-level polymorphism (``ModelMapping/subtypeResolver``) and what collection hydration
/// reads from a plan, decided once when the plan is compiled.

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
  }

  /// The subtype resolver registered for `type` (or inherited from its nearest registered
  /// superclass), if any.
  func subtypeResolver(for type: any ReflectiveModel.Type) -> TypeResolver? {
    func open<M: ReflectiveModel>(_: M.Type) -> TypeResolver? { snapshot.settings(for: M.self).subtypeResolver }
    return open(type)
  }

  /// Writes the discriminator on output, so that what a subtype resolver read comes back
  /// out: a model that a `.discriminator` subtype resolver (its own, or a registered
  /// superclass's) names gets its key and name written first (or in sorted place), unless a
  /// property writes that key already.
  func compileDiscriminatorOutput<M: ReflectiveModel>(of plan: ModelPlan<M>) {
    guard let (key, name) = discriminator(for: M.self), !plan.jsonTree.contains(where: { $0.key == key }) else { return }
    let member = OutputMember<M>(
      property: key, component: .key(key), isNil: { _ in false }, value: { _, _ in name },
      write: { _, encodedKey, writer, _ in
        writer.writeEncodedKey(encodedKey)
        writer.writeString(name)
      })
    let node = OutputNode(key: key, member: member, children: [])
    plan.jsonTree.insert(node, at: 0)
    let position = plan.sortedJSONTree.firstIndex { JSONWriter.keyPrecedes(key, $0.key) } ?? plan.sortedJSONTree.count
    plan.sortedJSONTree.insert(node, at: position)
  }

  /// The discriminator key and name a `.discriminator` subtype resolver reads for exactly
  /// `M`: from `M`'s own (or inherited) resolver, else from any registered superclass's.
  private func discriminator<M: ReflectiveModel>(for _: M.Type) -> (String, String)? {
    var resolvers: [TypeResolver] = []
    if let own = snapshot.settings(for: M.self).subtypeResolver { resolvers.append(own) }
    for registration in snapshot.registrations.values.sorted(by: { MessageText.typeName($0.type) < MessageText.typeName($1.type) })
    where Subtypes.isType(M.self, subclassOf: registration.type) {
      if let resolver = registration.settings.subtypeResolver { resolvers.append(resolver) }
    }
    let own = snapshot.registrations[ObjectIdentifier(M.self)]?.settings.typeName
    for resolver in resolvers {
      guard case .discriminator(let key, let types) = resolver.kind else { continue }
      if let name = types.filter({ ObjectIdentifier($0.value) == ObjectIdentifier(M.self) }).keys.sorted().first {
        return (key, name)
      }
      if let own { return (key, own) }
    }
    return nil
  }

  /// Whether `type`'s registration makes it a lossy element.
  func isLossyElement(_ type: any ReflectiveModel.Type) -> Bool {
    func open<M: ReflectiveModel>(_: M.Type) -> Bool { snapshot.settings(for: M.self).isLossyElement }
    return open(type)
  }
}

/// Picking the concrete model type of one input object.
enum Subtypes {
  /// The plan of the type `resolver` picks for `raw` (a dictionary or tape object), or
  /// `declared` when there is no resolver or it keeps the declared type.
  ///
  /// - Throws: `ConversionFailure` for an unknown or ill-typed discriminator, a resolver that
  ///   threw, or a picked type that is not `declared` or a subclass of it.
  static func plan(
    for raw: Any, declared: any AnyModelPlan, context: inout HydrationContext
  ) throws -> any AnyModelPlan {
    guard let resolver = declared.collections.subtypeResolver else { return declared }
    return try plan(for: raw, declared: declared, resolver: resolver, context: &context)
  }

  /// ``plan(for:declared:context:)`` with the declared plan's resolver already read.
  static func plan(
    for raw: Any, declared: any AnyModelPlan, resolver: TypeResolver, context: inout HydrationContext
  ) throws -> any AnyModelPlan {
    guard let picked = try pick(resolver, raw, context) else { return declared }
    if ObjectIdentifier(picked) == ObjectIdentifier(declared.modelType) { return declared }
    guard isType(picked, subclassOf: declared.modelType) else {
      throw ConversionFailure(
        .typeMismatch(expected: "\(declared.typeName) or a subclass", found: "model \(MessageText.typeName(picked))"))
    }
    return context.registry.plan(for: picked)
  }

  /// The type `resolver` picks; a discriminator is read straight from a tape object, any
  /// other resolver gets the object as a dictionary.
  static func pick(_ resolver: TypeResolver, _ raw: Any, _ context: HydrationContext) throws -> (any ReflectiveModel.Type)? {
    if case .discriminator(let key, _) = resolver.kind, let object = InputValue.tapeObject(raw) {
      let tape = object.box.tape
      var name = key
      let found = name.withUTF8 { tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object.index) }
      let fields: [String: Any] = found.map { [key: InputValue.materialized(object.box.element(at: $0))] } ?? [:]
      return try ModelConverting.resolve(resolver, fields, context.registry, context.mapping)
    }
    let dictionary = try InputValue.dictionary(InputValue.materialized(raw), expected: "dictionary")
    return try ModelConverting.resolve(resolver, dictionary, context.registry, context.mapping)
  }

  /// Whether an update's input (a dictionary or tape object) is for the instance's own
  /// type, by the subtype resolver its plan has: input that resolves to another type is a
  /// problem, fatal under strictness (a lenient update goes on, reading what the instance's
  /// mapping knows); a resolver that throws fails the call, as ``ReflectiveModel/make(dictionary:registry:context:)``
  /// would. `false` when the update must not run.
  static func inputFits(_ model: AnyObject, plan: any AnyModelPlan, _ raw: Any, _ context: inout HydrationContext) -> Bool {
    guard let resolver = plan.collections.subtypeResolver else { return true }
    let picked: (any ReflectiveModel.Type)?
    do {
      picked = try pick(resolver, raw, context)
    } catch let failure as ConversionFailure {
      context.record(failure.reason, at: component(of: resolver), fatal: true)
      return false
    } catch {
      context.recordThrown(error, at: component(of: resolver), fatal: true)
      return false
    }
    guard let picked, ObjectIdentifier(picked) != ObjectIdentifier(type(of: model)) else { return true }
    let fatal = plan.collections.dropsFatally
    context.record(
      .typeMismatch(expected: "input for \(plan.typeName)", found: "input for \(MessageText.typeName(picked))"),
      at: component(of: resolver), fatal: fatal)
    return !fatal
  }

  /// Where a resolver's problem is reported: the discriminator's key, if it has one.
  static func component(of resolver: TypeResolver?) -> PathComponent? {
    guard let resolver, case .discriminator(let key, _) = resolver.kind else { return nil }
    return .key(key)
  }

  /// Whether `type` is `base` or a subclass of it.
  static func isType(_ type: any ReflectiveModel.Type, subclassOf base: any ReflectiveModel.Type) -> Bool {
    func open<B: ReflectiveModel>(_: B.Type) -> Bool { type is B.Type }
    return open(base)
  }
}
