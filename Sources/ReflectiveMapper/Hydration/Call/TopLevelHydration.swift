import Foundation

/// The top level: arrays and dictionaries of models, subtype factories, JSON text.

/// One top-level element at a time, shared by the array and dictionary entry points of both
/// inputs (parsed values and JSON tapes).
enum TopLevel {
  /// What every element of one call shares, read from the declared plan once.
  struct Elements {
    let declared: any AnyModelPlan
    let resolver: TypeResolver?
    /// An unresolvable subtype is fatal (strict, not lossy).
    let fatal: Bool
    /// A non-object element fails the call (strictness, not lossy).
    let nonObjectIsFatal: Bool
    let isolates: Bool
    /// The declared model reads any value (``AnyModelPlan/isTransparent``).
    let isTransparent: Bool

    init(_ declared: any AnyModelPlan) {
      let collections = declared.collections
      self.declared = declared
      resolver = collections.subtypeResolver
      fatal = collections.dropsFatally && !collections.isLossyElement
      nonObjectIsFatal = collections.refusesNonObjects && !collections.isLossyElement
      isolates = collections.isLossyElement
      isTransparent = declared.isTransparent
    }
  }

  /// Hydrates one element (a dictionary or tape object) into a new model of the type the
  /// declared plan resolves and hands it to `store`, or records why it was dropped: not an
  /// object, an unknown subtype, or (for a lossy element) a fatal problem.
  ///
  /// A model of the declared type is made and hydrated as an `Element` (`typed`, the declared
  /// plan as its own type): a struct boxed in `Any` on its way would cost an allocation and
  /// two copies per element. (No `Element?` result: in unspecialized code that would look up
  /// `Optional<Element>` metadata per element.)
  static func element<Element: ReflectiveModel>(
    _ raw: Any, at component: PathComponent, _ elements: Elements, typed: ModelPlan<Element>?, context: inout HydrationContext,
    into store: (consuming Element) -> Void
  ) {
    context.path.append(component)
    defer { context.path.removeLast() }
    let declared = elements.declared
    let fatal = elements.fatal
    let input: ObjectInput
    do {
      input = try ObjectInput(raw, expected: declared.typeName, transparent: elements.isTransparent)
    } catch let failure as ConversionFailure {
      // Dropped with a non-fatal problem whatever `isStrict` says; under
      // `Strictness.strict` (and not lossy) the call fails.
      context.record(failure, asElement: true, fatal: elements.nonObjectIsFatal)
      return
    } catch {
      context.recordThrown(error, fatal: elements.nonObjectIsFatal)
      return
    }
    var plan = declared
    var isolates = elements.isolates
    if let resolver = elements.resolver {
      do {
        plan = try Subtypes.plan(for: input.raw, declared: declared, resolver: resolver, context: &context)
      } catch let failure as ConversionFailure {
        context.record(failure, at: Subtypes.component(of: resolver), fatal: fatal)
        return
      } catch {
        context.recordThrown(error, fatal: fatal)
        return
      }
      if plan !== declared { isolates = isolates || plan.collections.isLossyElement }
    }
    let mark = context.isolationMark
    // The isolation rule is written out after each way of making the element: a local
    // function for it (or `consume` into the store closure) cost an `Optional`/`Array`
    // metadata lookup per element in this unspecialized code (+1.5% on syntheticStruct).
    if plan === declared, let typed, typed.initializer == nil {
      // The declared type: made and stored as itself, without an `Any` box.
      var model = Element()
      let hydrated = (try? typed.hydrateNested(&model, input, context: &context)) != nil
      if isolates, let reason = context.demoteFatal(since: mark) { return context.record(FailureIsolation.dropped(reason), fatal: false) }
      if hydrated { store(consume model) }
      return
    }
    let model = try? plan.makeModel(input, context: &context)
    if isolates, let reason = context.demoteFatal(since: mark) { return context.record(FailureIsolation.dropped(reason), fatal: false) }
    if let model = model as? Element { store(model) }
  }

  /// A single model of the type the declared plan resolves, for the factories.
  static func model(_ input: ObjectInput, declared: any AnyModelPlan, context: inout HydrationContext) -> Any? {
    let plan: any AnyModelPlan
    do {
      plan = try Subtypes.plan(for: input.raw, declared: declared, context: &context)
    } catch let failure as ConversionFailure {
      context.record(failure, at: Subtypes.component(of: declared.collections.subtypeResolver), fatal: true)
      return nil
    } catch {
      context.recordThrown(error, fatal: true)
      return nil
    }
    return try? plan.makeModel(input, context: &context)
  }

  /// Hydrates every element of `raw` (an `[Any]` or a tape array) as `Element`s.
  static func array<Element: ReflectiveModel>(
    _ raw: Any, _: Element.Type, declared: any AnyModelPlan, context: inout HydrationContext
  ) -> [Element] {
    var models: [Element] = []
    let elements = Elements(declared)
    let typed = declared as? ModelPlan<Element>
    models.reserveCapacity(InputValue.count(of: raw))
    InputValue.forEachElement(of: raw) { index, item in
      if context.isStopped { return }
      element(item, at: .index(index), elements, typed: typed, context: &context) { models.append($0) }
    }
    return models
  }

  /// Hydrates every entry of `raw` (a `[String: Any]` or a tape object) as `Value`s.
  static func dictionary<Value: ReflectiveModel>(
    _ raw: Any, _: Value.Type, declared: any AnyModelPlan, context: inout HydrationContext
  ) -> [String: Value] {
    var models: [String: Value] = [:]
    let elements = Elements(declared)
    let typed = declared as? ModelPlan<Value>
    models.reserveCapacity(InputValue.count(of: raw))
    // (A repeated key in bytes comes once, its last occurrence, as in the parsed dictionary.)
    InputValue.forEachMember(of: raw) { key, item in
      if context.isStopped { return }
      element(item, at: .entry(key), elements, typed: typed, context: &context) { models[key] = $0 }
    }
    return models
  }
}
