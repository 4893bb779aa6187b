import Foundation

/// How a model built through its initializer (``ReflectiveInitializable``) is created and
/// updated: its properties are hydrated into ``MappedValueSlots`` by a plan compiled from its
/// registration, then the initializer runs.
///
/// ``ModelPlan`` holds one for such a model (``ModelPlan/initializer``); every path that would
/// create a model with `init()` and fill it in asks the plan to make it instead.
final class ModelInitializer<Model>: @unchecked Sendable {
  /// A new model from `input`, one nesting level deeper; throws `ProblemAlreadyRecorded` when a
  /// fatal problem (a required value missing, the initializer throwing) stops it.
  let create: (ObjectInput, inout HydrationContext) throws -> Model
  /// Updates `model` from `input` at the current level: a struct is rebuilt from its values and
  /// the patch; a class's `var`s are written and its `let`s compared.
  let update: (inout Model, ObjectInput, inout HydrationContext) throws -> Void

  init(
    create: @escaping (ObjectInput, inout HydrationContext) throws -> Model,
    update: @escaping (inout Model, ObjectInput, inout HydrationContext) throws -> Void
  ) {
    self.create = create
    self.update = update
  }
}

/// What an initializer needs of its owner's properties, slot by slot.
struct InitializerLayout<Owner: ReflectiveModel> {
  /// Property names, by slot.
  var names: [String] = []
  /// Reads each slot's property from an instance (an update starts from its values).
  var readers: [(Owner) -> Any] = []
  /// The writable properties (`var`s), by slot: what a class's update writes through their key
  /// paths, each journaled by `capture`.
  var writes: [(index: Int, set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)] = []
  /// The slots of read-only properties the initializer reads (a class's `let`s, compared on update).
  var constants: [Int] = []
  /// The writes after the initializer (the `var`s it does not read), each moving its slot's
  /// value into the model when it holds one.
  var moves: [(inout Owner, MappedValues) -> Void] = []
  /// The slots of output-only properties (a `let` with a value): a value the input brings for
  /// one is compared with the built model's, and a different one is a non-fatal problem.
  var outputOnly: [Int] = []
  /// Where each slot's problems are reported.
  var components: [PathComponent] = []
}

/// How the unknown keys `.collect` kept while a model's slots were hydrated reach the model.
struct InitializerCollecting<Model> {
  /// Stores the kept keys (``MappedValues/collected``) into the built model, as the model's
  /// `.collect` does: kept as they are on creation, merged as a patch on an update.
  let store: (inout Model, MappedValues, inout HydrationContext) -> Void
  /// Copies the storage of the instance an update replaces into the rebuilt one (a struct).
  let carry: (Model, inout Model) -> Void
}

/// Key paths that can write a value read for the initializer into the model after its initializer.
protocol AfterInitializerWriteMaking {
  /// A write of this key path's value, given as `Any`, into `Owner`; `nil` when it cannot.
  func afterInitializerWrite<Owner>(_: Owner.Type) -> (set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)?
  /// A write of slot `index`'s value, taken out of its storage as this key path's type (no box),
  /// into `Owner`, when the slot holds one; `nil` when it cannot write.
  func slotMove<Owner>(_: Owner.Type, index: Int) -> ((inout Owner, MappedValues) -> Void)?
}

extension WritableKeyPath: AfterInitializerWriteMaking {
  func afterInitializerWrite<Owner>(_: Owner.Type) -> (set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)? {
    guard let write = PropertyWrite(self, Owner.self) else { return nil }
    let set = write.set
    return ({ model, value in set(&model, value as! Value) }, write.capture)
  }

  func slotMove<Owner>(_: Owner.Type, index: Int) -> ((inout Owner, MappedValues) -> Void)? {
    guard let write = PropertyWrite(self, Owner.self) else { return nil }
    let set = write.set
    return { model, values in
      if values.isFilled(index), let value: Value = values.take(index) { set(&model, value) }
    }
  }
}

extension ModelInitializer where Model: ReflectiveModel {
  /// The initializer of `Model`, around the compiled plan of its slots.
  ///
  /// The closures run unspecialized (the model type is opened at run time): they read nothing
  /// generic over `Owner` but the model itself, so that no metadata is looked up per model.
  static func make(
    plan: ModelPlan<MappedValueSlots>, kind: ModelKind, layout: InitializerLayout<Model>, slots: SlotLayout, strict: Bool,
    collecting: InitializerCollecting<Model>?
  ) -> ModelInitializer<Model> {
    // (How an update commits, as ``ModelKind`` says: a class's `var`s are written where they
    // are, a struct is rebuilt.)
    let isClass = kind == .reference
    let names = layout.names
    let components = layout.components
    let readers = layout.readers
    let constants = layout.constants
    let outputOnly = layout.outputOnly
    let writes = layout.writes
    // The writes after the initializer, chained into one closure: a loop over a list of
    // closures typed by `Model` would look that list's metadata up per model.
    var afterInit: ((inout Model, MappedValues) -> Void)?
    for move in layout.moves {
      let previous = afterInit
      afterInit = { model, values in
        previous?(&model, values)
        move(&model, values)
      }
    }
    let checksOutputOnly = !outputOnly.isEmpty
    // (Closures, not the optional struct: an optional of a type generic over `Model` would have
    // its metadata looked up on every call.)
    let storeCollected = collecting?.store
    let carryCollected = collecting?.carry

    /// Reports each output-only property the input gave a value other than `model`'s.
    func checkOutputOnly(_ values: MappedValues, _ model: Model, _ context: inout HydrationContext) {
      for index in outputOnly where values.isWritten(index) && !ValueIdentity.same(values.boxed(index), readers[index](model)) {
        context.record(.outputOnlyProperty(names[index]), at: components[index], fatal: false)
      }
    }

    /// The model from filled slots: its initializer, then the `var`s it does not read, then
    /// (unless a rebuilt struct takes its old storage first) the unknown keys `.collect` kept.
    func build(_ values: MappedValues, _ context: inout HydrationContext, storing: Bool = true) throws -> Model {
      var model: Model
      values.rewind()
      do {
        model = try Model(mappedValues: values)
      } catch {
        context.recordThrown(error, fatal: true)
        throw ProblemAlreadyRecorded()
      }
      afterInit?(&model, values)
      if storing { storeCollected?(&model, values, &context) }
      if checksOutputOnly { checkOutputOnly(values, model, &context) }
      return model
    }

    let create: (ObjectInput, inout HydrationContext) throws -> Model = { input, context in
      var slotValues = MappedValueSlots(MappedValues(layout: slots))
      let fatalBefore = context.fatalCount
      try plan.hydrateNested(&slotValues, input, context: &context)
      if context.fatalCount > fatalBefore { throw ProblemAlreadyRecorded() }
      return try build(slotValues.values, &context)
    }

    let update: (inout Model, ObjectInput, inout HydrationContext) throws -> Void = { model, input, context in
      let values = MappedValues(layout: slots)
      for index in names.indices { values.prefill(index, with: readers[index](model)) }
      var slotValues = MappedValueSlots(values)
      let fatalBefore = context.fatalCount
      plan.hydrate(&slotValues, input, context: &context)
      if context.fatalCount > fatalBefore { throw ProblemAlreadyRecorded() }
      guard isClass else {
        // A struct: rebuilt from its values and the patch; the caller keeps it only on success.
        var rebuilt = try build(values, &context, storing: false)
        if let storeCollected, let carryCollected {
          carryCollected(model, &rebuilt)
          storeCollected(&rebuilt, values, &context)
        }
        model = rebuilt
        return
      }
      // A class keeps its identity: a `let` keeps its value, a `var` is written (journaled).
      for index in constants where values.isWritten(index) {
        if !ValueIdentity.same(values.boxed(index), readers[index](model)) {
          context.record(.immutableProperty(names[index]), at: components[index], fatal: strict)
        }
      }
      checkOutputOnly(values, model, &context)
      for write in writes where values.isWritten(write.index) {
        if context.isUpdating, let capture = write.capture { context.undo.append(capture(model)) }
        write.set(&model, values.boxed(write.index))
      }
      storeCollected?(&model, values, &context)
    }
    return ModelInitializer(create: create, update: update)
  }
}

/// Whether two values of one property are the same, for the checks that must not write or
/// report a value that did not change.
enum ValueIdentity {
  /// Whether two values of one property are the same: equal (`Equatable`), the same instance,
  /// or (for other values) described alike.
  ///
  /// `unknown` is the answer for two values that are neither `Equatable` nor instances; by
  /// default they are compared by description.
  ///
  /// Optionals, arrays and dictionaries of values that are neither (model instances, say) are
  /// compared element by element by the same rule.
  static func same(_ lhs: Any, _ rhs: Any, unknown: Bool? = nil) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    if type(of: lhs) == type(of: rhs) {
      if type(of: lhs) is any OptionalShape.Type {
        switch (unwrapBoxedOptional(lhs), unwrapBoxedOptional(rhs)) {
        case (nil, nil): return true
        case (let left?, let right?): return same(left, right, unknown: unknown)
        default: return false
        }
      }
      if let shape = type(of: lhs) as? any CollectionShape.Type {
        switch (shape.shape(of: lhs), shape.shape(of: rhs)) {
        case (.array(let left), .array(let right)):
          return left.count == right.count && zip(left, right).allSatisfy { same($0, $1, unknown: unknown) }
        case (.dictionary(let left), .dictionary(let right)):
          return left.count == right.count && left.allSatisfy { key, value in right[key].map { same(value, $0, unknown: unknown) } ?? false }
        default: break
        }
      }
    }
    return unknown ?? (String(reflecting: lhs) == String(reflecting: rhs))
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
