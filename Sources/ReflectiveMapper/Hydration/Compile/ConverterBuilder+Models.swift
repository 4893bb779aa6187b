import Foundation

// Converters of model-typed values: `Any` and `any ReflectiveModel` leaves, models of the
// declared, hinted or resolved type, and the check that a hinted type fits its slot.
extension ConverterBuilder {
  /// `Any`, `AnyObject` and `any ReflectiveModel`: a model when a hint or resolver says
  /// which, otherwise the raw value passed through (`NSNull` included).
  func dynamicLeaf<Value>(_: Value.Type) throws -> Convert<Value> {
    if hint != nil || resolver != nil {
      return try modelConverter(Value.self, declared: hint)
    }
    if Value.self == (any ReflectiveModel).self {
      throw problem("holds `any ReflectiveModel` but has no element type hint or type resolver", code: .missingElementType)
    }
    if Value.self == AnyObject.self {
      return { raw, _ in try InputValue.materialized(raw) as AnyObject as! Value }
    }
    return { raw, _ in try InputValue.materialized(raw) as! Value }
  }

  /// Creates (and hydrates) a model of the declared, hinted or resolved type per value.
  func modelConverter<Value>(_: Value.Type, declared: (any ReflectiveModel.Type)?) throws -> Convert<Value> {
    // The property's own resolver, else the declared type's subtype resolver.
    let resolver = self.resolver ?? declared.flatMap(compiler.subtypeResolver(for:))
    if let resolver, resolver.wrapsInput { return wrappedModelConverter(Value.self, resolver: resolver, declared: declared) }
    if resolver == nil, let declared, ObjectIdentifier(declared) == ObjectIdentifier(Value.self) {
      return Self.typedModelConverter(declared, reference: compiler.reference(for: declared)) as! Convert<Value>
    }
    let declaredPlan = declared.map { compiler.reference(for: $0) }
    if let declared, resolver == nil {
      try checkCompatible(declared, with: Value.self)
    }
    let expected = declared.map { MessageText.typeName($0) } ?? MessageText.typeName(Value.self)
    // `Any` and `AnyObject` without a hinted type keep what the resolver does not claim
    // (a `nil` type, or a value that is not an object) as it is.
    let keepsUnresolved = declared == nil && (Value.self == Any.self || Value.self == AnyObject.self)
    return { raw, context in
      if keepsUnresolved, !InputValue.isDictionary(raw) { return try Self.unresolved(raw, as: Value.self) }
      var plan = declaredPlan?.plan
      let input: ObjectInput
      do {
        let transparent = resolver == nil && plan?.isTransparent == true && !(raw is any ReflectiveModel)
        input = try ObjectInput(raw, expected: expected, transparent: transparent)
      } catch {
        // A model instance (from a dictionary built in code) is taken as it is.
        if raw is any ReflectiveModel, let value = raw as? Value { return value }
        throw error
      }
      // A resolver reads the object's keys (a tape object materialized for it, then read lazily).
      if let resolver, let picked = try ModelConverting.resolve(resolver, input.dictionary, context.registry, context.mapping) {
        plan = context.registry.plan(for: picked)
      }
      if plan == nil, keepsUnresolved { return try Self.unresolved(raw, as: Value.self) }
      guard let plan else { throw ConversionFailure.mismatch(expected, raw) }
      if plan.isBuiltByInitializer {
        // Built through its initializer: checked against `Value` once made.
        let model = try context.creating { try plan.makeModel(input, context: &$0) }
        guard let value = model as? Value else {
          throw ConversionFailure(.typeMismatch(expected: MessageText.typeName(Value.self), found: "model \(plan.typeName)"))
        }
        return value
      }
      // Either kind: created, checked against `Value` (the model type, a superclass or a
      // protocol it conforms to) before it is hydrated, then hydrated where it is.
      var model = plan.newModel()
      guard model is Value else {
        throw ConversionFailure(.typeMismatch(expected: MessageText.typeName(Value.self), found: "model \(plan.typeName)"))
      }
      try context.creating { try plan.hydrateNested(&model, input, context: &$0) }
      return model as! Value
    }
  }

  /// A value no model type claimed, kept as it is in an `Any` or `AnyObject` hydrator.
  static func unresolved<Value>(_ raw: Any, as _: Value.Type) throws -> Value {
    if Value.self == AnyObject.self { return try InputValue.materialized(raw) as AnyObject as! Value }
    return try InputValue.materialized(raw) as! Value
  }

  /// The common case, a property or element of exactly the model type: created and
  /// hydrated with the type known statically (no per-value casts).
  static func typedModelConverter<D: ReflectiveModel>(_: D.Type, reference: PlanReference) -> Any {
    let expected = MessageText.typeName(D.self)
    let typed = reference as? TypedPlanReference<D>
    let converter: Convert<D> = { raw, context in
      // (Read once: each read of the reference's plan retains and releases it.)
      let typedPlan = typed?.typedPlan
      let input: ObjectInput
      do {
        // (A transparent model's input is any value, except a model value built in code.)
        let transparent = typedPlan?.isTransparent == true && !(raw is D)
        input = try ObjectInput(raw, expected: expected, transparent: transparent)
      } catch {
        // A model value (from a dictionary built in code) is taken as it is.
        return try taken(raw, orRethrow: error)
      }
      guard let plan = typedPlan else { throw ConversionFailure.mismatch(expected, raw) }
      if plan.initializer != nil { return try context.creating { try plan.make(input, context: &$0) } }
      var model = D()
      try context.creating { try plan.hydrateNested(&model, input, context: &$0) }
      return model
    }
    return converter
  }

  /// `raw` when it already is a `D` (a model from a dictionary built in code), else `error` thrown.
  ///
  /// Out of line, and without an `Optional<D>` for its caller to hold: in code generic over `D`,
  /// that optional's metadata would be looked up on every call.
  @inline(never)
  static func taken<D>(_ raw: Any, orRethrow error: any Error) throws -> D {
    if let value = raw as? D { return value }
    throw error
  }

  /// Checks that instances of `model` can be stored where `Value` is expected.
  func checkCompatible<Value>(_ model: any ReflectiveModel.Type, with _: Value.Type) throws {
    if model is Value.Type || model.init() is Value { return }
    throw problem(
      "element type \(MessageText.typeName(model)) is not \(MessageText.withArticle(MessageText.typeName(Value.self)))",
      code: .elementTypeMismatch)
  }
}
