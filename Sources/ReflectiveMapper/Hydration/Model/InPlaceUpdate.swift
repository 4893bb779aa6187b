import Foundation

/// Updating a nested model in place: when the property already holds an
/// instance and the input is a dictionary, the instance is hydrated and kept.
///
/// A class instance is hydrated where it is (identity kept); a struct is hydrated through
/// the key path (`&model[keyPath: path]`), so its current values stay where the input has no
/// key and the property's `didSet` runs once.
enum InPlaceUpdate {
  /// For model-typed (or optional-model-typed) properties, a closure that hydrates the
  /// current value in place and returns `true`, or returns `false` to fall back to creating
  /// a new instance.
  static func make<M, Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, model _: M.Type, builder: ConverterBuilder
  ) -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
    if let enumeration = try? EnumUpdate.make(keyPath, model: M.self, builder: builder) { return enumeration }
    if let collection = CollectionInPlace.make(keyPath, model: M.self, builder: builder) { return collection }
    guard let declared = unwrappingOptional(Value.self) as? any ReflectiveModel.Type else { return nil }
    if let classType = declared as? any (AnyObject & ReflectiveModel).Type {
      return classUpdate(keyPath, model: M.self, declared: classType, builder: builder)
    }
    // A struct has no subtypes: a resolver (or a hint naming another type) creates values.
    guard builder.resolver == nil, builder.hint == nil || ObjectIdentifier(builder.hint!) == ObjectIdentifier(declared) else {
      return nil
    }
    func open<W: ReflectiveModel>(_: W.Type) -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
      valueUpdate(keyPath, model: M.self, W.self, reference: builder.compiler.reference(for: W.self))
    }
    return open(declared)
  }

  /// A class-typed property: its current instance, if any, hydrated where it is.
  private static func classUpdate<M, Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, model _: M.Type, declared: any (AnyObject & ReflectiveModel).Type,
    builder: ConverterBuilder
  ) -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
    // Reads the current value as `AnyObject?` with the model type known statically, so no
    // per-call bridging of a generic value to AnyObject.
    // (Cast from `AnyKeyPath`: a cast between key path types of other generic arguments
    // is one the compiler may take for one that always fails.)
    let anyKeyPath: AnyKeyPath = keyPath
    func typedGetter<W: AnyObject & ReflectiveModel>(_: W.Type) -> ((M) -> AnyObject?)? {
      if let direct = anyKeyPath as? KeyPath<M, W?> { return { $0[keyPath: direct] } }
      if let direct = anyKeyPath as? KeyPath<M, W> { return { $0[keyPath: direct] } }
      if let rooted = anyKeyPath as? KeyPath<Root, W?> { return { ($0 as! Root)[keyPath: rooted] } }
      if let rooted = anyKeyPath as? KeyPath<Root, W> { return { ($0 as! Root)[keyPath: rooted] } }
      return nil
    }
    guard let current = typedGetter(declared) else { return nil }
    let declaredReference = builder.compiler.reference(for: builder.hint ?? declared)
    let resolver = builder.resolver ?? builder.compiler.subtypeResolver(for: builder.hint ?? declared)
    if let resolver, resolver.wrapsInput { return WrappedInput.classUpdate(current, resolver: resolver) }
    return { model, raw, context in
      guard InputValue.isDictionary(raw), var existing = current(model) else { return false }
      var input = try ObjectInput(raw, expected: "dictionary")
      var plan: (any AnyModelPlan)?
      if let resolver, let picked = try ModelConverting.resolve(resolver, input.dictionary, context.registry, context.mapping) {
        guard ObjectIdentifier(picked) == ObjectIdentifier(type(of: existing)) else { return false }
      }
      if let declaredPlan = declaredReference.plan, ObjectIdentifier(declaredPlan.modelType) == ObjectIdentifier(type(of: existing)) {
        plan = declaredPlan
      } else if let modelType = type(of: existing) as? any ReflectiveModel.Type {
        plan = context.registry.plan(for: modelType)
      }
      guard let plan else { return false }
      // A transparent model reads the object as its one property's value.
      if plan.isTransparent { input = try ObjectInput(raw, expected: plan.typeName, transparent: true) }
      try plan.hydrateNested(&existing, input, context: &context)
      return true
    }
  }

  /// A struct-typed property (or an optional one holding a value): the value hydrated
  /// through the key path.
  private static func valueUpdate<M, Root, Value, W: ReflectiveModel>(
    _ keyPath: WritableKeyPath<Root, Value>, model _: M.Type, _: W.Type, reference: PlanReference
  ) -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
    let typed = reference as? TypedPlanReference<W>
    /// Hydrates `value` from `raw` with W's plan.
    func hydrate(_ value: inout W, _ raw: Any, _ context: inout HydrationContext) throws {
      guard let plan = typed?.typedPlan else { throw ConversionFailure.mismatch(reference.typeName, raw) }
      let input = try ObjectInput(raw, expected: reference.typeName, transparent: plan.isTransparent)
      try plan.hydrateNested(&value, input, context: &context)
    }
    let anyKeyPath: AnyKeyPath = keyPath
    if let direct = anyKeyPath as? WritableKeyPath<M, W> {
      return { model, raw, context in
        guard InputValue.isDictionary(raw) else { return false }
        try hydrate(&model[keyPath: direct], raw, &context)
        return true
      }
    }
    if let direct = anyKeyPath as? WritableKeyPath<M, W?> {
      let current = direct.reader
      return { model, raw, context in
        guard InputValue.isDictionary(raw), current(model) != nil else { return false }
        try hydrate(&model[keyPath: direct]!, raw, &context)
        return true
      }
    }
    // A superclass's key path: the superclass's reference is written through.
    if let rooted = anyKeyPath as? ReferenceWritableKeyPath<Root, W> {
      return { model, raw, context in
        guard InputValue.isDictionary(raw) else { return false }
        try hydrate(&(model as! Root)[keyPath: rooted], raw, &context)
        return true
      }
    }
    if let rooted = anyKeyPath as? ReferenceWritableKeyPath<Root, W?> {
      return { model, raw, context in
        let root = model as! Root
        guard InputValue.isDictionary(raw), root[keyPath: rooted] != nil else { return false }
        try hydrate(&root[keyPath: rooted]!, raw, &context)
        return true
      }
    }
    return nil
  }
}
