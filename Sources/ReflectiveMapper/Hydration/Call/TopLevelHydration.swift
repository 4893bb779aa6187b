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

    init(_ declared: any AnyModelPlan) {
      let collections = declared.collections
      self.declared = declared
      resolver = collections.subtypeResolver
      fatal = collections.dropsFatally && !collections.isLossyElement
      nonObjectIsFatal = collections.refusesNonObjects && !collections.isLossyElement
      isolates = collections.isLossyElement
    }
  }

  /// Hydrates one element (a dictionary or tape object) into a new model of the type the
  /// declared plan resolves, or returns `nil` after recording why it was dropped: not an
  /// object, an unknown subtype, or (for a lossy element) a fatal problem.
  static func element(
    _ raw: Any, at component: PathComponent, _ elements: Elements, context: inout HydrationContext
  ) -> Any? {
    context.path.append(component)
    defer { context.path.removeLast() }
    let declared = elements.declared
    let fatal = elements.fatal
    let tapeObject = InputValue.tapeObject(raw)
    var dictionary: [String: Any] = [:]
    if tapeObject == nil {
      do {
        dictionary = try InputValue.dictionary(raw, expected: declared.typeName)
      } catch let failure as ConversionFailure {
        // Dropped with a non-fatal problem whatever `isStrict` says; under
        // `Strictness.strict` (and not lossy) the call fails.
        context.record(failure.reason.asElement, fatal: elements.nonObjectIsFatal)
        return nil
      } catch {
        context.recordThrown(error, fatal: elements.nonObjectIsFatal)
        return nil
      }
    }
    var plan = declared
    var isolates = elements.isolates
    if let resolver = elements.resolver {
      do {
        plan = try Subtypes.plan(for: tapeObject.map { $0 as Any } ?? dictionary, declared: declared, resolver: resolver, context: &context)
      } catch let failure as ConversionFailure {
        context.record(failure.reason, at: Subtypes.component(of: resolver), fatal: fatal)
        return nil
      } catch {
        context.recordThrown(error, fatal: fatal)
        return nil
      }
      if plan !== declared { isolates = isolates || plan.collections.isLossyElement }
    }
    let mark = context.isolationMark
    var model: Any?
    if context.enter() {
      model = plan.makeModel(tape: tapeObject, dictionary: dictionary, context: &context)
      context.leave()
    }
    if isolates, let reason = context.demoteFatal(since: mark) {
      context.record(FailureIsolation.dropped(reason), fatal: false)
      return nil
    }
    return model
  }

  /// A single model of the type the declared plan resolves, for the factories.
  static func model(_ raw: Any, declared: any AnyModelPlan, context: inout HydrationContext) -> Any? {
    let plan: any AnyModelPlan
    do {
      plan = try Subtypes.plan(for: raw, declared: declared, context: &context)
    } catch let failure as ConversionFailure {
      context.record(failure.reason, at: Subtypes.component(of: declared.collections.subtypeResolver), fatal: true)
      return nil
    } catch {
      context.recordThrown(error, fatal: true)
      return nil
    }
    guard context.enter() else { return nil }
    defer { context.leave() }
    return plan.makeModel(tape: InputValue.tapeObject(raw), dictionary: raw as? [String: Any] ?? [:], context: &context)
  }

  /// Hydrates every element of `raw` (an `[Any]` or a tape array) as `Element`s.
  static func array<Element: ReflectiveModel>(
    _ raw: Any, _: Element.Type, declared: any AnyModelPlan, context: inout HydrationContext
  ) -> [Element] {
    var models: [Element] = []
    let elements = Elements(declared)
    if let tape = InputValue.tapeArray(raw) {
      models.reserveCapacity(tape.count)
      tape.forEachElement { index, item in
        if context.isStopped { return }
        if let model = element(item, at: .index(index), elements, context: &context) as? Element {
          models.append(model)
        }
      }
      return models
    }
    let items = raw as? [Any] ?? []
    models.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if context.isStopped { break }
      if let model = element(item, at: .index(index), elements, context: &context) as? Element {
        models.append(model)
      }
    }
    return models
  }

  /// Hydrates every entry of `raw` (a `[String: Any]` or a tape object) as `Value`s.
  static func dictionary<Value: ReflectiveModel>(
    _ raw: Any, _: Value.Type, declared: any AnyModelPlan, context: inout HydrationContext
  ) -> [String: Value] {
    var models: [String: Value] = [:]
    let elements = Elements(declared)
    if let object = InputValue.tapeObject(raw) {
      let tape = object.box.tape
      models.reserveCapacity(object.count)
      for member in tape.members(ofObjectAt: object.index) {
        if context.isStopped { break }
        let key = tape.string(at: member.key) ?? ""
        let item = object.box.element(at: member.value)
        if let model = element(item, at: .entry(key), elements, context: &context) as? Value {
          models[key] = model
        } else {
          // A repeated key: the last occurrence wins, as in the parsed dictionary.
          models[key] = nil
        }
      }
      return models
    }
    let entries = raw as? [String: Any] ?? [:]
    models.reserveCapacity(entries.count)
    for (key, item) in entries {
      if context.isStopped { break }
      if let model = element(item, at: .entry(key), elements, context: &context) as? Value {
        models[key] = model
      }
    }
    return models
  }
}

extension InputValue {
  /// Whether `raw` is an object: a dictionary of any kind, or a tape object.
  static func isDictionary(_ raw: Any) -> Bool {
    let type = type(of: raw)
    if type == [String: Any].self { return true }
    if type == TapeRef.self { return (raw as! TapeRef).isObject }
    return type is NSDictionary.Type || (type as? any CollectionShape.Type)?.isDictionary == true
  }
}
