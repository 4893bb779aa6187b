import Foundation

/// Key paths that can build a property hydrator: writable ones.
protocol HydratorMaking {
  func makeApply<M: ReflectiveModel>(
    _: M.Type, builder: ConverterBuilder, adapter: Adapter?, component: PathComponent, fatal: Bool, default: Any?,
    failureDefault: Any?
  ) throws -> HydratorActions<M>
}

/// What a hydrator does with a value, and with its default.
struct HydratorActions<M> {
  let apply: (inout M, Any, inout HydrationContext) -> Void
  /// Writes the registered default (for a missing key), when there is one.
  let applyDefault: ((inout M) -> Void)?
  /// Reads the current value and returns what writes it back (an update's undo record);
  /// `nil` for a struct's properties (see ``PropertyHydrator/capture``).
  ///
  /// The record writes back only a value that changed (one it can compare: equal values, the
  /// same instance), so that a failed update runs no `didSet` of a property it never wrote.
  let capture: ((M) -> () -> Void)?
}

/// How a hydrator writes one property of `M`: through the model's own key path (a class's
/// `ReferenceWritableKeyPath`, a struct's `WritableKeyPath`) or, for a key path inherited
/// from a superclass, through the superclass.
struct PropertyWrite<M, Value> {
  let get: (M) -> Value
  let set: (inout M, consuming Value) -> Void
  let capture: ((M) -> () -> Void)?

  init(get: @escaping (M) -> Value, set: @escaping (inout M, consuming Value) -> Void, capture: ((M) -> () -> Void)?) {
    self.get = get
    self.set = set
    self.capture = capture
  }

  init?<Root>(_ keyPath: WritableKeyPath<Root, Value>, _: M.Type) {
    // (Casts from `AnyKeyPath`: one between key path types of other generic arguments is
    // one the compiler may take for a cast that always fails.)
    let anyKeyPath: AnyKeyPath = keyPath
    if let direct = anyKeyPath as? ReferenceWritableKeyPath<M, Value> {
      get = { $0[keyPath: direct] }
      set = { $0[keyPath: direct] = $1 }
      capture = { model in
        let old = model[keyPath: direct]
        return { if !ValueIdentity.same(model[keyPath: direct], old, unknown: false) { model[keyPath: direct] = old } }
      }
    } else if let rooted = anyKeyPath as? ReferenceWritableKeyPath<Root, Value> {
      // A superclass's key path (`M` is a subclass of `Root`).
      get = { ($0 as! Root)[keyPath: rooted] }
      set = { ($0 as! Root)[keyPath: rooted] = $1 }
      capture = { model in
        let root = model as! Root
        let old = root[keyPath: rooted]
        return { if !ValueIdentity.same(root[keyPath: rooted], old, unknown: false) { root[keyPath: rooted] = old } }
      }
    } else if let direct = anyKeyPath as? WritableKeyPath<M, Value> {
      // A struct: written in place through the `inout` model; nothing to journal.
      get = { $0[keyPath: direct] }
      set = { $0[keyPath: direct] = $1 }
      capture = nil
    } else {
      return nil
    }
  }
}

extension WritableKeyPath: HydratorMaking {
  func makeApply<M: ReflectiveModel>(
    _: M.Type, builder: ConverterBuilder, adapter: Adapter?, component: PathComponent, fatal: Bool, default defaultValue: Any?,
    failureDefault: Any?
  ) throws -> HydratorActions<M> {
    guard let write = builder.compiler.slotIndices[self].flatMap({ PropertyWrite<M, Value>.slot($0) }) ?? PropertyWrite(self, M.self) else {
      throw builder.problem(
        "key path \\\(MessageText.typeName(Root.self)) cannot write into \(MessageText.typeName(M.self))", code: .keyPathRootMismatch)
    }
    let set = write.set
    let get = write.get
    let capture = write.capture
    // (A `let`: a `var` captured by the closures below would be boxed, a load per call.)
    let convert = try Self.propertyConverter(builder)
    let descends = builder.descends(into: Value.self)
    let inPlace = InPlaceUpdate.make(self, model: M.self, builder: builder)
    // A dictionary of values (not models) is merged in place only by an update: a created
    // model skips the call.
    // So is anything in the slots of a model built through its initializer: they start empty.
    let inPlaceOnUpdateOnly = CollectionInPlace.mergesOnlyOnUpdate(Value.self) || M.self is any SlotModel.Type
    // A registered default as a write, once it is checked to be of the property's type.
    func defaultWrite(_ value: Any?, _ what: String) throws -> ((inout M) -> Void)? {
      guard let value else { return nil }
      guard let typed = value as? Value else {
        throw builder.problem(
          "\(what) of type \(MessageText.typeName(type(of: value))) is not \(MessageText.withArticle(MessageText.typeName(Value.self)))",
          code: .defaultValueMismatch)
      }
      return { set(&$0, typed) }
    }
    let applyDefault = try defaultWrite(defaultValue, "default value")
    // What a value that does not read is replaced by: its own default, else the missing one's.
    let applyFailureDefault = try defaultWrite(failureDefault, "default value for a failure") ?? applyDefault

    // (A constrained property takes the general hydrator: its converter checks the value.)
    if adapter == nil, !descends, applyDefault == nil, !builder.defaultsOnFailure, builder.constraints.isEmpty {
      // The common case (a scalar without adapter): no copy of the raw value, no path work.
      let transformed =
        builder.transforms[ObjectIdentifier(Value.self)] != nil
        || builder.transforms[ObjectIdentifier(unwrappingOptional(Value.self))] != nil
        || builder.readsNamedFloats(Value.self)
      // Strict plans check each value's JSON kind first: they take the general hydrator.
      // An initializer's slot (a model built through its initializer) is written directly.
      if !transformed, !builder.exactTypes, M.self == MappedValueSlots.self, let slot = builder.compiler.slotIndices[self],
        let fused = SlotScalars.apply(Value.self, slot: slot, component: component, fatal: fatal)
      {
        // (The actions are made for `MappedValueSlots` and cast whole: a cast of the closure alone
        // would go through `Any` and wrap it in two reabstraction thunks, called per value.)
        return HydratorActions<MappedValueSlots>(apply: fused, applyDefault: nil, capture: nil) as! HydratorActions<M>
      }
      if !transformed, !builder.exactTypes, !(M.self is any SlotModel.Type),
        let fused = ScalarHydrators.apply(self, M.self, component: component, fatal: fatal)
      {
        return HydratorActions(apply: fused, applyDefault: nil, capture: capture)
      }
      return HydratorActions(
        apply: { model, raw, context in
          do {
            set(&model, try convert(raw, &context))
          } catch let failure as ConversionFailure {
            context.record(failure, at: component, fatal: fatal)
          } catch {
            context.recordThrown(error, at: component, fatal: fatal)
          }
        }, applyDefault: nil, capture: capture)
    }
    // (A failure takes `fallback`; only an empty collection standing for an absent one takes
    // the missing value's default.)
    let fallback = applyFailureDefault
    let missingDefault = applyDefault
    // With a default of its own for a failure, `null` is an absent value (MetaCodable's
    // `decodeIfPresent(…) ?? ifMissing`): the missing value's default, no problem.
    let nullIsMissing = failureDefault != nil
    let constraints = builder.constraints
    // An empty collection stands for an absent one, where the model says so.
    let defaultsOnFailure = builder.defaultsOnFailure
    let emptyTakesDefault = applyDefault != nil && builder.emptyTakesDefault && unwrappingOptional(Value.self) is any CollectionShape.Type
    return HydratorActions(
      apply: { model, raw, context in
        var input = raw
        if let adapter {
          guard let adapted = Self.adapt(raw, adapter, &context, component: component, fatal: fatal) else {
            if !context.isUpdating { fallback?(&model) }
            return
          }
          // An adapter that already produced the property's type is taken as is, once it
          // keeps the property's constraints.
          if Self.isValue(adapted) {
            if !constraints.isEmpty, let failure = ConstraintCheck.violation(of: adapted, constraints) {
              context.record(failure, at: component, fatal: fatal)
              if !context.isUpdating { fallback?(&model) }
              return
            }
            set(&model, adapted as! Value)
            return
          }
          input = adapted
        }
        if descends { context.path.append(component) }
        defer { if descends { context.path.removeLast() } }
        do {
          if let inPlace, !inPlaceOnUpdateOnly || context.isUpdating {
            if constraints.isEmpty {
              if try inPlace(&model, input, &context) { return }
            } else if try Self.updateInPlace(&model, input, &context, inPlace, get: get, set: set, constraints: constraints) {
              return
            }
          }
          if emptyTakesDefault, !context.isUpdating {
            let value = try convert(input, &context)
            if Self.isEmptyCollection(value) { missingDefault?(&model) } else { set(&model, value) }
          } else {
            // (The common case converts straight into the write: no local copy to retain.)
            set(&model, try convert(input, &context))
          }
        } catch let failure as ConversionFailure {
          if nullIsMissing, case .nullValue = failure.reason {
            if !context.isUpdating { missingDefault?(&model) }
            return
          }
          let count = context.issues.count
          context.record(failure, at: descends ? nil : component, fatal: fatal)
          // A default stands in for a failed value only on a created instance.
          if !context.isUpdating { fallback?(&model) }
          if defaultsOnFailure, !context.isUpdating { context.markTookDefault(since: count) }
        } catch is ProblemAlreadyRecorded {
        } catch {
          let count = context.issues.count
          context.recordThrown(error, at: descends ? nil : component, fatal: fatal)
          if !context.isUpdating { fallback?(&model) }
          if defaultsOnFailure, !context.isUpdating { context.markTookDefault(since: count) }
        }
      }, applyDefault: applyDefault, capture: capture)
  }
}

extension WritableKeyPath {
  /// The converter of the property's value.
  ///
  /// `null` into a non-optional `Any` follows the rule of every non-optional: the value is kept,
  /// with an issue (an element of `[Any]` stays `NSNull`: that is passthrough).
  fileprivate static func propertyConverter(_ builder: ConverterBuilder) throws -> Convert<Value> {
    let convert = ConstraintCheck.wrap(try builder.make(Value.self), builder.constraints)
    guard Value.self == Any.self || Value.self == AnyObject.self else { return convert }
    return { raw, context in
      if type(of: raw) == NSNull.self { throw ConversionFailure.null(MessageText.typeName(Value.self)) }
      return try convert(raw, &context)
    }
  }

  /// Whether `value` is an empty array, set or dictionary (through an optional).
  fileprivate static func isEmptyCollection(_ value: Value) -> Bool {
    (unwrapBoxedOptional(value) as? any Collection)?.isEmpty == true
  }

  /// Runs an adapter on the raw value; `nil` (recorded) when it threw.
  @inline(never)
  fileprivate static func adapt(
    _ raw: Any, _ adapter: Adapter, _ context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    do {
      return try adapter.hydrate(InputValue.materialized(raw), context.mapping)
    } catch {
      context.recordThrown(error, at: component, fatal: fatal)
      return nil
    }
  }

  /// An update in place (a merged collection) checked against the property's constraints as a
  /// whole afterwards, `each` included: one that breaks them is undone (the property keeps its
  /// value) and throws.
  @inline(never)
  fileprivate static func updateInPlace<M>(
    _ model: inout M, _ input: Any, _ context: inout HydrationContext,
    _ inPlace: (inout M, Any, inout HydrationContext) throws -> Bool,
    get: (M) -> Value, set: (inout M, consuming Value) -> Void, constraints: [Constraint]
  ) throws -> Bool {
    let old = get(model)
    guard try inPlace(&model, input, &context) else { return false }
    if let failure = ConstraintCheck.violation(of: get(model), constraints) {
      set(&model, old)
      throw failure
    }
    return true
  }

  /// Whether `value` already is the property's type.
  ///
  /// Kept out of the hydrator closure: a cast there makes every call look up `Optional<Value>`
  /// metadata, adapter or not.
  @inline(never)
  fileprivate static func isValue(_ value: Any) -> Bool {
    // A Foundation number bridges to every Swift number type (a JSON `true` to 1, a number
    // that a Double rounded to the nearest Int): unless the property holds Foundation numbers
    // itself, it goes through the converter, which reads it as the same value without an
    // adapter would be read.
    if type(of: value) is NSNumber.Type, !(NSNumber.self is Value.Type) { return false }
    return value is Value
  }
}
