import Foundation

/// Updating a nested model in place: when the property already holds an
/// instance and the input is a dictionary, the instance is hydrated and kept.
enum InPlaceUpdate {
  /// For model-typed (or optional-model-typed) properties, a closure that hydrates the
  /// current value in place and returns `true`, or returns `false` to fall back to creating
  /// a new instance.
  static func make<M, Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, model _: M.Type, builder: ConverterBuilder
  ) -> ((M, Any, inout HydrationContext) throws -> Bool)? {
    if let collection = CollectionInPlace.make(keyPath, model: M.self, builder: builder) { return collection }
    guard let declared = unwrappingOptional(Value.self) as? any ReflectiveModel.Type else { return nil }
    // Reads the current value as `AnyObject?` with the model type known statically, so no
    // per-call bridging of a generic value to AnyObject.
    func typedGetter<W: ReflectiveModel>(_: W.Type) -> ((M) -> AnyObject?)? {
      if let direct = keyPath as? ReferenceWritableKeyPath<M, W?> { return { $0[keyPath: direct] } }
      if let direct = keyPath as? ReferenceWritableKeyPath<M, W> { return { $0[keyPath: direct] } }
      if let rooted = keyPath as? ReferenceWritableKeyPath<Root, W?> { return { ($0 as! Root)[keyPath: rooted] } }
      if let rooted = keyPath as? ReferenceWritableKeyPath<Root, W> { return { ($0 as! Root)[keyPath: rooted] } }
      return nil
    }
    guard let current = typedGetter(declared) else { return nil }
    let declaredReference = builder.compiler.reference(for: builder.hint ?? declared)
    let resolver = builder.resolver ?? builder.compiler.subtypeResolver(for: builder.hint ?? declared)
    return { model, raw, context in
      let rawType = type(of: raw)
      let tapeObject = InputValue.tapeObject(raw)
      guard
        tapeObject != nil || rawType == [String: Any].self || rawType is NSDictionary.Type
          || AnyShape.isStringKeyedDictionary(raw),
        let existing = current(model)
      else { return false }
      let dictionary = tapeObject == nil || resolver != nil ? try InputValue.dictionary(raw, expected: "dictionary") : [:]
      var plan: (any AnyModelPlan)?
      if let resolver, let picked = try ModelConverting.resolve(resolver, dictionary, context.registry, context.mapping) {
        guard ObjectIdentifier(picked) == ObjectIdentifier(type(of: existing)) else { return false }
      }
      if let declaredPlan = declaredReference.plan, ObjectIdentifier(declaredPlan.modelType) == ObjectIdentifier(type(of: existing)) {
        plan = declaredPlan
      } else if let modelType = type(of: existing) as? any ReflectiveModel.Type {
        plan = context.registry.plan(for: modelType)
      }
      guard let plan else { return false }
      try plan.hydrateNested(existing, tape: tapeObject, dictionary: dictionary, context: &context)
      return true
    }
  }
}
