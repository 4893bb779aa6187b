import Foundation

/// How a model built through its initializer (``ReflectiveInitializable``) is created and
/// updated: its properties are hydrated into ``StagedValues`` by a plan compiled from its
/// registration, then the initializer runs.
///
/// ``ModelPlan`` holds one for such a model (``ModelPlan/staging``); every path that would
/// create a model with `init()` and fill it in asks the plan to make it instead.
final class Staging<Model>: @unchecked Sendable {
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

/// What a staging needs of its owner's properties, slot by slot.
struct StagingLayout<Owner: ReflectiveInitializable> {
  /// Property names, by slot.
  var names: [String] = []
  /// Slot of each property name.
  var indices: [String: Int] = [:]
  /// Reads each slot's property from an instance (an update starts from its values).
  var readers: [(Owner) -> Any] = []
  /// The properties written through key paths after the initializer (`var`s it does not read),
  /// by slot.
  ///
  /// `afterInit` is false for a `var` the initializer reads: it is written only by a class's update.
  var writes: [(index: Int, afterInit: Bool, set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)] = []
  /// The slots of read-only properties the initializer reads (a class's `let`s, compared on update).
  var constants: [Int] = []
  /// Where each slot's problems are reported.
  var components: [PathComponent] = []
}

/// Key paths that can write a staged value into the model after its initializer.
protocol StagedWriteMaking {
  /// A write of this key path's value, given as `Any`, into `Owner`; `nil` when it cannot.
  func stagedWrite<Owner>(_: Owner.Type) -> (set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)?
}

extension WritableKeyPath: StagedWriteMaking {
  func stagedWrite<Owner>(_: Owner.Type) -> (set: (inout Owner, Any) -> Void, capture: ((Owner) -> () -> Void)?)? {
    guard let write = PropertyWrite(self, Owner.self) else { return nil }
    let set = write.set
    return ({ model, value in set(&model, value as! Value) }, write.capture)
  }
}

extension Staging {
  /// The staging of `Owner` (which is `Model`), around the compiled plan of its slots.
  static func make<Owner: ReflectiveInitializable>(
    _: Owner.Type, plan: ModelPlan<StagedValues<Owner>>, layout: StagingLayout<Owner>, strict: Bool
  ) -> Staging<Model> {
    let typeName = MessageText.typeName(Owner.self)
    let count = layout.names.count
    let isClass = Owner.self is AnyClass

    /// The model from filled slots: its initializer, then the `var`s it does not read.
    func build(_ staged: StagedValues<Owner>, _ context: inout HydrationContext) throws -> Owner {
      var model: Owner
      do {
        model = try Owner(mappedValues: MappedValues(slots: staged.slots, indices: layout.indices, typeName: typeName))
      } catch {
        context.recordThrown(error, fatal: true)
        throw ProblemAlreadyRecorded()
      }
      for write in layout.writes where write.afterInit && staged.isFilled(write.index) { write.set(&model, staged.slots[write.index]) }
      return model
    }

    let create: (ObjectInput, inout HydrationContext) throws -> Owner = { input, context in
      var staged = StagedValues<Owner>(count: count)
      let fatalBefore = context.fatalCount
      try plan.hydrateNested(&staged, input, context: &context)
      if context.fatalCount > fatalBefore { throw ProblemAlreadyRecorded() }
      return try build(staged, &context)
    }

    let update: (inout Owner, ObjectInput, inout HydrationContext) throws -> Void = { model, input, context in
      var staged = StagedValues<Owner>(count: count)
      for index in 0..<count { staged.slots[index] = layout.readers[index](model) }
      let fatalBefore = context.fatalCount
      plan.hydrate(&staged, input, context: &context)
      if context.fatalCount > fatalBefore { throw ProblemAlreadyRecorded() }
      guard isClass else {
        // A struct: rebuilt from its values and the patch; the caller keeps it only on success.
        model = try build(staged, &context)
        return
      }
      // A class keeps its identity: a `let` keeps its value, a `var` is written (journaled).
      for index in layout.constants where staged.written[index] {
        if !Self.same(staged.slots[index], layout.readers[index](model)) {
          context.record(.immutableProperty(layout.names[index]), at: layout.components[index], fatal: strict)
        }
      }
      for write in layout.writes where staged.written[write.index] {
        if context.isUpdating, let capture = write.capture { context.undo.append(capture(model)) }
        write.set(&model, staged.slots[write.index])
      }
    }
    return Staging(
      create: create as! (ObjectInput, inout HydrationContext) throws -> Model,
      update: update as! (inout Model, ObjectInput, inout HydrationContext) throws -> Void)
  }

  /// Whether two values of one property are the same: equal (`Equatable`), the same instance,
  /// or (for other values) described alike.
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
