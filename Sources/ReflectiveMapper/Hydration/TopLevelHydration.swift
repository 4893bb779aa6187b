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
  ) -> AnyObject? {
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
    let model = plan.makeInstance()
    let mark = context.isolationMark
    if context.enter() {
      if let tapeObject {
        plan.hydrate(model, tape: tapeObject, context: &context)
      } else {
        plan.hydrate(model, from: dictionary, context: &context)
      }
      context.leave()
    }
    if isolates, let reason = context.demoteFatal(since: mark) {
      context.record(FailureIsolation.dropped(reason), fatal: false)
      return nil
    }
    return model
  }

  /// A single model of the type the declared plan resolves, for the factories.
  static func model(_ raw: Any, declared: any AnyModelPlan, context: inout HydrationContext) -> AnyObject? {
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
    let model = plan.makeInstance()
    if context.enter() {
      if let object = InputValue.tapeObject(raw) {
        plan.hydrate(model, tape: object, context: &context)
      } else if let dictionary = raw as? [String: Any] {
        plan.hydrate(model, from: dictionary, context: &context)
      }
      context.leave()
    }
    return model
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

// MARK: Arrays

extension Array where Element: ReflectiveModel {
  /// Hydrates an array of JSON text holding objects; see ``init(jsonData:registry:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry)
  }

  /// Hydrates JSON text holding an array of objects, appending every problem to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry, context: context, issues: &issues)
  }
}

// MARK: Dictionaries

extension Dictionary where Key == String, Value: ReflectiveModel {
  /// Hydrates a dictionary whose values are service dictionaries into models of `Value` (or
  /// of the subclass its ``ModelMapping/subtypeResolver`` picks), keyed as the input is
  /// (ObjectMapper's `mapDictionary`).
  ///
  /// An entry that is not a dictionary is dropped with a non-fatal problem at its key (fatal
  /// under ``Strictness/strict``); fatal problems in any entry are thrown together.
  public init(dictionaries: [String: Any], registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(dictionaries: dictionaries, registry: registry, issues: &issues)
  }

  /// Hydrates a dictionary of service dictionaries, appending every problem to `issues`.
  public init(
    dictionaries: [String: Any], registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: Value.self)
    var context = HydrationContext(registry: registry, rootName: "[String: \(plan.typeName)]", mapping: mapping)
    defer { context.deliver(to: &issues) }
    let models = TopLevel.dictionary(dictionaries, Value.self, declared: plan, context: &context)
    try context.throwIfFatal()
    self = models
  }

  /// Hydrates JSON bytes holding an object whose members are objects, keyed as the input is.
  ///
  /// - Throws: `MappingError` for malformed JSON, a top-level value that is not an object, or
  ///   any fatal mapping problem.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, issues: &issues)
  }

  /// Hydrates JSON bytes holding an object of objects, appending every problem to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: Value.self)
    self = try JSONInput.withRoot(jsonData) { root in
      var context = HydrationContext(registry: registry, rootName: "[String: \(plan.typeName)]", mapping: mapping)
      defer { context.deliver(to: &issues) }
      guard InputValue.tapeObject(root) != nil else {
        throw MappingError(reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(root)))
      }
      let models = TopLevel.dictionary(root, Value.self, declared: plan, context: &context)
      try context.throwIfFatal()
      return models
    }
  }

  /// Hydrates JSON text holding an object of objects; see ``init(jsonData:registry:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry)
  }

  /// Hydrates JSON text holding an object of objects, appending every problem to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry, context: context, issues: &issues)
  }
}

// MARK: Single models

extension ReflectiveModel {
  /// Creates an instance from JSON text holding an object; see ``init(jsonData:registry:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry)
  }

  /// Creates an instance from JSON text, appending every problem found to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: Array<UInt8>(jsonString.utf8), registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance of the subclass the registration's ``ModelMapping/subtypeResolver``
  /// picks from `dictionary` (this type when it has none, or it keeps this type), and
  /// hydrates it.
  ///
  /// An initializer cannot return a subclass; this factory can:
  ///
  /// ```swift
  /// try registry.register(Vehicle.self) { m in
  ///   m.subtypeResolver = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
  /// }
  /// let vehicle = try Vehicle.make(dictionary: ["kind": "car", "wheels": 4])   // a Car
  /// ```
  ///
  /// - Throws: `MappingError` for an unknown or ill-typed discriminator (at its key), a picked
  ///   type that is not this type or a subclass, or any fatal mapping problem.
  public static func make(dictionary: [String: Any], registry: MappingRegistry = .shared) throws -> Self {
    var issues: [MappingError] = []
    return try make(dictionary: dictionary, registry: registry, issues: &issues)
  }

  /// ``make(dictionary:registry:)``, appending every problem found to `issues`.
  public static func make(
    dictionary: [String: Any], registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws -> Self {
    let declared = registry.plan(for: Self.self)
    var context = HydrationContext(registry: registry, rootName: declared.typeName, mapping: mapping)
    defer { context.deliver(to: &issues) }
    let model = TopLevel.model(dictionary, declared: declared, context: &context)
    try context.throwIfFatal()
    guard let typed = model as? Self else {
      throw MappingError(reason: .typeMismatch(expected: declared.typeName, found: MessageText.typeName(type(of: model))))
    }
    return typed
  }

  /// Creates an instance of the subclass the registration's ``ModelMapping/subtypeResolver``
  /// picks from JSON bytes holding an object; see ``make(dictionary:registry:)``.
  public static func make(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared) throws -> Self {
    var issues: [MappingError] = []
    return try make(jsonData: jsonData, registry: registry, issues: &issues)
  }

  /// ``make(jsonData:registry:)``, appending every problem found to `issues`.
  public static func make(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws -> Self {
    let declared = registry.plan(for: Self.self)
    let model = try JSONInput.withRoot(jsonData) { root -> AnyObject? in
      var context = HydrationContext(registry: registry, rootName: declared.typeName, mapping: mapping)
      defer { context.deliver(to: &issues) }
      guard InputValue.tapeObject(root) != nil else {
        throw MappingError(reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(root)))
      }
      let model = TopLevel.model(root, declared: declared, context: &context)
      try context.throwIfFatal()
      return model
    }
    guard let typed = model as? Self else {
      throw MappingError(reason: .typeMismatch(expected: declared.typeName, found: MessageText.typeName(type(of: model))))
    }
    return typed
  }

  /// Creates an instance of the resolved subclass from JSON text; see
  /// ``make(dictionary:registry:)``.
  public static func make(jsonString: String, registry: MappingRegistry = .shared) throws -> Self {
    try make(jsonData: Array<UInt8>(jsonString.utf8), registry: registry)
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
