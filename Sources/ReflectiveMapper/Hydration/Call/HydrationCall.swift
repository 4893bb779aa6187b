import Foundation

/// One public hydration call, from input to thrown error: what every entry point in
/// `EntryPoints/` runs.
enum HydrationCall {
  /// Runs `body` with a fresh context, hands every problem found to `issues` (also when
  /// `body` throws) and throws the fatal ones together.
  ///
  /// `path` is where the input sits in its document (a root path): problems are reported
  /// under it.
  static func run<R>(
    registry: MappingRegistry, rootName: String, mapping: MappingContext, path: [PathComponent] = [], issues: inout [MappingError],
    _ body: (inout HydrationContext) throws -> R
  ) throws -> R {
    var context = HydrationContext(registry: registry, rootName: rootName, mapping: mapping)
    context.path = path
    defer { context.deliver(to: &issues) }
    let result = try body(&context)
    try context.throwIfFatal()
    return result
  }

  /// A new model of exactly `M` from `input`, created as its plan records: through its
  /// initializer (``AnyModelPlan/isBuiltByInitializer``), else with `init()` and hydrated as a new model.
  ///
  /// The one creation door: every initializer of `ReflectiveModel+Hydration.swift`, the
  /// library's decoder, `Codable`'s `init(from:)` and the record streams call it. `plan` is
  /// `M`'s plan when the caller has looked it up already.
  static func create<M: ReflectiveModel>(
    _: M.Type, from input: CallInput, plan known: (any AnyModelPlan)? = nil, registry: MappingRegistry, mapping: MappingContext,
    issues: inout [MappingError]
  ) throws -> M {
    let plan = known ?? registry.plan(for: M.self)
    if plan.isBuiltByInitializer {
      return try make(M.self, from: input, declared: plan, registry: registry, mapping: mapping, resolvingSubtype: false, issues: &issues)
    }
    var model = M()
    try update(&model, from: input, isNew: true, plan: plan, registry: registry, mapping: mapping, issues: &issues)
    return model
  }

  /// Hydrates `model` from the object `input` holds, counting it as one nesting level.
  ///
  /// The model is one just created with `init()` (`isNew`), or an existing one updated in
  /// place, all or nothing. `plan` is that of the model's dynamic type (a subclass instance
  /// goes through its own), looked up when the caller has not.
  static func update<M: ReflectiveModel>(
    _ model: inout M, from input: CallInput, isNew: Bool, plan known: (any AnyModelPlan)? = nil, registry: MappingRegistry,
    mapping: MappingContext, issues: inout [MappingError]
  ) throws {
    let plan = known ?? registry.plan(for: type(of: model))
    try input.withRoot { root, path in
      try run(registry: registry, rootName: plan.typeName, mapping: mapping, path: path, issues: &issues) { context in
        try commit(&model, isNew: isNew, plan: plan, try input.object(root, at: path, for: plan), &context)
      }
    }
  }

  /// Hydrates the call's model from `input`, one nesting level deep, by its dynamic type's
  /// plan (a subclass instance goes through its own), and keeps the result only when the
  /// call is not bound to fail.
  ///
  /// How `setValues` commits, for both kinds (``ModelKind``): the hydration runs on a working
  /// copy of `model`, assigned back on success. For a class the copy is the same instance,
  /// whose writes the journal undoes on failure; for a struct it is a separate value, dropped.
  /// An update first checks that the input does not ask for another subclass.
  private static func commit<M: ReflectiveModel>(
    _ model: inout M, isNew: Bool, plan: any AnyModelPlan, _ input: ObjectInput, _ context: inout HydrationContext
  ) throws {
    var working = model
    allOrNothing(isNew: isNew, &context) { context in
      if !isNew, !Subtypes.inputFits(working, plan: plan, input.raw, &context) { return }
      if let typed = plan as? ModelPlan<M> {
        try? typed.hydrateNested(&working, input, context: &context)
      } else {
        try? plan.hydrateNested(&working, input, context: &context)
      }
    }
    try context.throwIfFatal()
    model = working
  }

  /// Runs `body` on a new instance as it is; on an existing one, as an update (only the keys
  /// present are written, each write journaled) whose writes are undone, newest first, when
  /// the call is bound to fail: a failed `setValues` leaves the instance, and every nested
  /// instance it reached, as they were. (A created instance that fails is discarded, so
  /// creation journals nothing.)
  @inline(__always)
  static func allOrNothing(isNew: Bool, _ context: inout HydrationContext, _ body: (inout HydrationContext) -> Void) {
    if isNew { return body(&context) }
    context.isUpdating = true
    body(&context)
    context.isUpdating = false
    if context.fatalCount > 0 { context.rollBack(to: 0) }
    context.undo = []
  }

  /// A model of `M` or of the subclass its registration's subtype resolver picks from the
  /// object `input` holds; exactly `M` when `resolvingSubtype` is false (a model built through
  /// its initializer, created by ``create(_:from:plan:registry:mapping:issues:)``).
  static func make<M: ReflectiveModel>(
    _: M.Type, from input: CallInput, declared known: (any AnyModelPlan)? = nil, registry: MappingRegistry, mapping: MappingContext,
    resolvingSubtype: Bool = true, issues: inout [MappingError]
  ) throws -> M {
    let declared = known ?? registry.plan(for: M.self)
    let model = try input.withRoot { root, path in
      try run(registry: registry, rootName: declared.typeName, mapping: mapping, path: path, issues: &issues) { context -> Any? in
        let object = try input.object(root, at: path, for: declared)
        guard resolvingSubtype else { return try? declared.makeModel(object, context: &context) }
        return TopLevel.model(object, declared: declared, context: &context)
      }
    }
    guard let typed = model as? M else {
      throw MappingError(reason: .typeMismatch(expected: declared.typeName, found: MessageText.typeName(type(of: model))))
    }
    return typed
  }

  /// The models of the array `input` holds (a lone object as one element, when `mapping`
  /// says ``MappingContext/wrapsLoneObject``).
  static func array<Element: ReflectiveModel>(
    _: Element.Type, from input: CallInput, registry: MappingRegistry, mapping: MappingContext, issues: inout [MappingError]
  ) throws -> [Element] {
    let plan = registry.plan(for: Element.self)
    return try input.withRoot { root, path in
      try run(registry: registry, rootName: "[\(plan.typeName)]", mapping: mapping, path: path, issues: &issues) { context in
        if InputValue.tapeArray(root) == nil, type(of: root) != [Any].self {
          if mapping.wrapsLoneObject, InputValue.isDictionary(root) {
            return TopLevel.array([root] as [Any], Element.self, declared: plan, context: &context)
          }
          throw MappingError(
            path: MappingPath.service(path), reason: .typeMismatch(expected: "a JSON array", found: MessageText.value(root)))
        }
        return TopLevel.array(root, Element.self, declared: plan, context: &context)
      }
    }
  }

  /// The models of the object of objects `input` holds, under their keys.
  static func dictionary<Value: ReflectiveModel>(
    _: Value.Type, from input: CallInput, registry: MappingRegistry, mapping: MappingContext, issues: inout [MappingError]
  ) throws -> [String: Value] {
    let plan = registry.plan(for: Value.self)
    return try input.withRoot { root, path in
      try run(registry: registry, rootName: "[String: \(plan.typeName)]", mapping: mapping, path: path, issues: &issues) { context in
        TopLevel.dictionary(try input.object(root, at: path).raw, Value.self, declared: plan, context: &context)
      }
    }
  }
}

/// Where one public call's input comes from: a value parsed (or built in code) already, or JSON
/// bytes, read whole or at a root path.
///
/// Every entry point names one of these and hands it to ``HydrationCall``; a new input kind is
/// a case here, its line in ``withRoot(_:)``, and one line per entry point that takes it.
enum CallInput {
  case parsed(Any)
  case json(any ContiguousBytes, at: String?)
  /// One element of a stream (`Streaming/`): its JSON bytes, its place in the stream (the path
  /// its problems are reported under: `items[7]`, `line 12`), and where its first byte is, so
  /// that a problem of its JSON is reported at its offset, line and column in the stream.
  case streamed(UnsafeRawBufferPointer, path: [PathComponent], start: StreamPosition)

  /// Runs `body` on the input's root value (for JSON: scalars materialized, containers as
  /// ``TapeRef``s that must not outlive the call) and its path in the document.
  func withRoot<R>(_ body: (Any, [PathComponent]) throws -> R) throws -> R {
    switch self {
    case .parsed(let value): try body(value, [])
    case .json(let bytes, let rootPath): try JSONInput.withRoot(bytes, at: rootPath, body)
    case .streamed(let bytes, let path, let start): try JSONInput.withRoot(bytes, startingAt: start, path: path) { try body($0, path) }
    }
  }

  /// The object `root` is, or the call's error at `path` for a value that is none; any value
  /// for a transparent model (``ModelMapping/transparentProperty``).
  func object(_ root: Any, at path: [PathComponent], for plan: any AnyModelPlan) throws -> ObjectInput {
    if plan.isTransparent { return .dictionary([ObjectInput.transparentKey: root]) }
    return try object(root, at: path)
  }

  /// The object `root` is, or the call's error at `path` for a value that is none.
  func object(_ root: Any, at path: [PathComponent]) throws -> ObjectInput {
    if let object = InputValue.tapeObject(root) { return .tape(object) }
    if type(of: root) == [String: Any].self { return .dictionary(root as! [String: Any]) }
    throw MappingError(path: MappingPath.service(path), reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(root)))
  }
}
