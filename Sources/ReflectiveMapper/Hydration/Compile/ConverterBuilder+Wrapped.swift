import Foundation

// Converters of models a wrapping resolver names (``TypeResolver/external(_:)``,
// ``TypeResolver/adjacent(tag:payload:_:)``): the wrapper picks the type, its member is read.
extension ConverterBuilder {
  /// Creates (and hydrates) the model each value's wrapper names, from the wrapper's member,
  /// whose path (`items[2].text.id`) its problems carry.
  func wrappedModelConverter<Value>(_: Value.Type, resolver: TypeResolver, declared: (any ReflectiveModel.Type)?) -> Convert<Value> {
    let expected = declared.map { MessageText.typeName($0) } ?? MessageText.typeName(Value.self)
    return { raw, context in
      // A model instance (from a dictionary built in code) is taken as it is.
      if raw is any ReflectiveModel, let value = raw as? Value { return value }
      let unwrapped = try WrappedInput.unwrap(raw, resolver, expected: expected, context)
      return try WrappedInput.make(unwrapped, as: Value.self, &context)
    }
  }
}

extension WrappedInput {
  /// A new model of the unwrapped type, hydrated from its member, checked against `Value`.
  static func make<Value>(_ unwrapped: Unwrapped, as _: Value.Type, _ context: inout HydrationContext) throws -> Value {
    let plan = context.registry.plan(for: unwrapped.type)
    if plan.isBuiltByInitializer {
      // Built through its initializer: checked against `Value` once made.
      let model = try hydrating(unwrapped, &context) { input, context in try context.creating { try plan.makeModel(input, context: &$0) } }
      guard let value = model as? Value else { throw mismatch(Value.self, plan) }
      return value
    }
    var model = plan.newModel()
    guard model is Value else { throw mismatch(Value.self, plan) }
    try hydrating(unwrapped, &context) { input, context in try context.creating { try plan.hydrateNested(&model, input, context: &$0) } }
    return model as! Value
  }

  /// Runs `body` on the member, with its key on the path.
  static func hydrating<T>(
    _ unwrapped: Unwrapped, _ context: inout HydrationContext, _ body: (ObjectInput, inout HydrationContext) throws -> T
  ) throws -> T {
    context.path.append(.key(unwrapped.key))
    defer { context.path.removeLast() }
    return try body(unwrapped.member, &context)
  }

  private static func mismatch<Value>(_: Value.Type, _ plan: any AnyModelPlan) -> ConversionFailure {
    ConversionFailure(.typeMismatch(expected: MessageText.typeName(Value.self), found: "model \(plan.typeName)"))
  }
}
