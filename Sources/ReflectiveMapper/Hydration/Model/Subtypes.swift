import Foundation

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
    guard TypeRelation.isType(picked, subclassOf: declared.modelType) else {
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
      let fields: [String: Any] = try found.map { [key: try InputValue.materialized(object.box.element(at: $0))] } ?? [:]
      return try ModelConverting.resolve(resolver, fields, context.registry, context.mapping)
    }
    let dictionary = try InputValue.dictionary(InputValue.materialized(raw), expected: "dictionary")
    return try ModelConverting.resolve(resolver, dictionary, context.registry, context.mapping)
  }

  /// Whether an update's input (a dictionary or tape object) is for the instance's own type, by the
  /// subtype resolver its plan has: input that resolves to another type is a problem, fatal under
  /// strictness (a lenient update goes on, reading what the instance's mapping knows); a resolver
  /// that throws fails the call, as ``ReflectiveModel/make(dictionary:registry:context:)`` would.
  ///
  /// `false` when the update must not run.
  static func inputFits<M: ReflectiveModel>(_ model: M, plan: any AnyModelPlan, _ raw: Any, _ context: inout HydrationContext) -> Bool {
    guard let resolver = plan.collections.subtypeResolver else { return true }
    let picked: (any ReflectiveModel.Type)?
    do {
      picked = try pick(resolver, raw, context)
    } catch let failure as ConversionFailure {
      context.record(failure, at: component(of: resolver), fatal: true)
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
}
