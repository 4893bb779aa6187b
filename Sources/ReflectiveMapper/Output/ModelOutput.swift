import Foundation

/// Output of nested models of either kind (``ModelKind``): the plan of the model's dynamic
/// type, the depth limit, cycles.
enum ModelOutput {
  /// The plan of a model's dynamic type: the declared one when it is that type (always, for
  /// a struct).
  @inline(__always)
  static func plan<C: ReflectiveModel>(of model: C, declared: PlanReference?, _ context: OutputContext) throws -> any AnyModelPlan {
    let type = type(of: model)
    if let declared = declared?.plan, ObjectIdentifier(declared.modelType) == ObjectIdentifier(type) { return declared }
    return try undeclaredPlan(type, context)
  }

  @inline(never)
  private static func undeclaredPlan(_ type: Any.Type, _ context: OutputContext) throws -> any AnyModelPlan {
    guard let modelType = type as? any ReflectiveModel.Type else {
      throw context.error(.notJSONEncodable("\(MessageText.typeName(type)) is not a ReflectiveModel"))
    }
    return context.registry.plan(for: modelType)
  }

  /// The output of a nested model (of a static type, or an `any ReflectiveModel` opened); `nil`
  /// when plain output leaves it out (a cycle, or past the depth limit).
  ///
  /// `typed` is the declared plan as its own type, when the caller knows it (an emitter): a
  /// model of exactly that type is written through it, a direct call with the model where
  /// it is. The erased plan would take it through an existential call, whose generic
  /// argument is copied (for a struct, a retain per reference it holds).
  static func value<C: ReflectiveModel>(
    _ model: C, declared: PlanReference?, typed: TypedPlanReference<C>? = nil, _ context: inout OutputContext
  ) throws -> Any? {
    if context.mode == .plain, context.isAtDepthLimit { return nil }
    if let own = typed?.typedPlan {
      // The measured fast form, written out for each kind (ModelKind's `enter`, a generic
      // `defer` and the exactness check cost citmStruct's output 2-3% instructions).
      if own.kind == .value {
        try context.enterContainer()
        defer { context.leaveContainer() }
        return try own.nestedOutput(model, context: &context)
      }
      if let objectOf = own.objectOf, type(of: model) == C.self {
        guard try context.enter(objectOf(model)) else { return nil }
        defer { context.leave() }
        return try own.nestedOutput(model, context: &context)
      }
    }
    let plan = try plan(of: model, declared: declared, context)
    guard try plan.enterOutput(model, &context) else { return nil }
    defer { plan.kind.leave(&context) }
    return try plan.nestedOutput(of: model, context: &context)
  }

  /// ``value(_:declared:typed:_:)`` of a model known only at run time (opened from `any
  /// ReflectiveModel`), by its type's plan.
  static func value(of model: some ReflectiveModel, _ context: inout OutputContext) throws -> Any? {
    try value(model, declared: nil, &context)
  }

  /// ``write(_:declared:typed:_:_:)`` of a model known only at run time, by its type's plan.
  static func write(of model: some ReflectiveModel, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    try write(model, declared: nil, &writer, &context)
  }

  /// Writes a nested model (of a static type, or an `any ReflectiveModel` opened).
  ///
  /// `null` for a cycle cut; `typed` as for ``value(_:declared:typed:_:)``.
  static func write<C: ReflectiveModel>(
    _ model: C, declared: PlanReference?, typed: TypedPlanReference<C>? = nil, _ writer: inout JSONWriter,
    _ context: inout OutputContext
  ) throws {
    if let own = typed?.typedPlan {
      // As in `value`: the fast form, written out for each kind.
      if own.kind == .value {
        try context.enterContainer()
        defer { context.leaveContainer() }
        return try own.write(model, into: &writer, context: &context)
      }
      if let objectOf = own.objectOf, type(of: model) == C.self {
        guard try context.enter(objectOf(model)) else { return writer.writeNull() }
        defer { context.leave() }
        return try own.write(model, into: &writer, context: &context)
      }
    }
    let plan = try plan(of: model, declared: declared, context)
    guard try plan.enterOutput(model, &context) else { return writer.writeNull() }
    defer { plan.kind.leave(&context) }
    try plan.writeJSON(model, into: &writer, context: &context)
  }
}
