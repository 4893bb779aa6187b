import Foundation

extension ModelPlan {
  func newModel() -> Any { Model() }

  func makeModel(_ input: ObjectInput, context: inout HydrationContext) throws -> Any {
    if initializer != nil { return try make(input, context: &context) }
    var model = Model()
    try hydrateNested(&model, input, context: &context)
    return model
  }

  func hydrateNested<C>(_ model: inout C, _ input: ObjectInput, context: inout HydrationContext) throws {
    if C.self == Model.self {
      // The model's own type: hydrated where it is.
      return try withUnsafeMutablePointer(to: &model) { pointer in
        try pointer.withMemoryRebound(to: Model.self, capacity: 1) { try hydrateNested(&$0.pointee, input, context: &context) }
      }
    }
    guard var typed = Self.unboxed(model) else { return recordMismatch(model, &context) }
    if kind == .value, C.self == Any.self {
      // A struct in a box: the box would otherwise keep a second copy alive while it is hydrated.
      model = () as! C
      defer { model = typed as! C }
      return try hydrateNested(&typed, input, context: &context)
    }
    // A class instance: hydrated through the reference.
    try hydrateNested(&typed, input, context: &context)
  }

  @inline(never)
  func recordMismatch(_ object: Any, _ context: inout HydrationContext) {
    context.record(.typeMismatch(expected: typeName, found: String(describing: type(of: object))), fatal: true)
  }

  func hydrateNested(_ model: inout Model, _ input: ObjectInput, context: inout HydrationContext) throws {
    guard context.enter() else { throw ProblemAlreadyRecorded() }
    if let initializer {
      defer { context.leave() }
      try initializer.update(&model, input, &context)
      if settings.afterMapping != nil { runAfterMapping(&model, &context) }
      return
    }
    hydrate(&model, input, context: &context)
    context.leave()
  }

  /// A new model from `input`, one nesting level deeper.
  ///
  /// Created with `init()` and hydrated, or (a model built by its initializer) read and built
  /// through its initializer. Throws `ProblemAlreadyRecorded` when a fatal problem stops it.
  func make(_ input: ObjectInput, context: inout HydrationContext) throws -> Model {
    guard let initializer else {
      var model = Model()
      try hydrateNested(&model, input, context: &context)
      return model
    }
    // (Returned as made when no hook runs: a local variable of the unspecialized model type
    // would cost a copy of the whole model.)
    guard settings.afterMapping != nil else { return try initializer.create(input, &context) }
    var model = try initializer.create(input, &context)
    runAfterMapping(&model, &context)
    return model
  }

  /// Hydrates `model` from `input`, at the current level.
  @inline(__always)
  func hydrate(_ model: inout Model, _ input: ObjectInput, context: inout HydrationContext) {
    switch input {
    case .tape(let reference): hydrate(&model, tape: reference, context: &context)
    case .dictionary(let dictionary): hydrate(&model, from: dictionary, context: &context)
    }
  }

  func hydrate(_ model: inout Model, from input: [String: Any], context: inout HydrationContext) {
    if let beforeMapping = settings.beforeMapping {
      do {
        let rewritten = try beforeMapping(input)
        runHydrators(&model, from: inputKeyResolver.map { resolvingKeys(rewritten, $0, &context) } ?? rewritten, context: &context)
      } catch {
        context.recordThrown(error, fatal: true)
        return
      }
    } else if let resolver = inputKeyResolver {
      runHydrators(&model, from: resolvingKeys(input, resolver, &context), context: &context)
    } else {
      runHydrators(&model, from: input, context: &context)
    }
    if settings.afterMapping != nil { runAfterMapping(&model, &context) }
  }

  /// `input` with each key that matches no known key renamed to the key-table key
  /// ``inputKeyResolver`` gives, as bytes match it (``resolvedMatch(_:_:)``): an exact key wins
  /// (the other is then dropped, not unknown), and two keys standing for one are a
  /// `duplicateKey` problem, the later in key order read.
  @inline(never)
  func resolvingKeys(_ input: [String: Any], _ resolver: (String) -> String?, _ context: inout HydrationContext) -> [String: Any] {
    var result = input
    var renamed: Set<String> = []
    for key in input.keys.sorted() where !knownKeys.contains(key) {
      guard let canonical = resolver(key), canonical != key, keyTable.match(canonical) != nil else { continue }
      result[key] = nil
      if input[canonical] != nil { continue }
      if !renamed.insert(canonical).inserted {
        context.record(.duplicateKey(key), at: .key(key), fatal: collections.dropsFatally)
      }
      result[canonical] = input[key]
    }
    return result
  }

  /// Runs the after-mapping hook and records what it adds.
  func runAfterMapping(_ model: inout Model, _ context: inout HydrationContext) {
    guard let hook = settings.afterMapping else { return }
    if context.isUpdating, kind.journalsWrites {
      // The hook may change any property of an existing instance: journal them all.
      for index in hydrators.indices {
        if let capture = hydrator(at: index).capture { context.undo.append(capture(model)) }
      }
    }
    var report = MappingReport(issues: context.issues, context: context.mapping)
    do {
      var boxed: Any = model
      defer { if kind == .value, let changed = boxed as? Model { model = changed } }
      try hook(&boxed, &report)
    } catch {
      context.recordThrown(error, fatal: true)
    }
    for added in report.added {
      let component = added.property.map { PathComponent.member(PropertyKey(key: $0, property: $0)) }
      context.record(.custom(added.message), at: component, fatal: added.fatal)
    }
  }

  private func runHydrators(_ model: inout Model, from dictionary: [String: Any], context: inout HydrationContext) {
    let count = hydrators.count
    // One walk over the input through the key table, unless the input holds many more keys
    // than the model reads: then one hashed lookup per hydrator is cheaper.
    if count > 0, dictionary.count <= count &* 4 {
      withUnsafeTemporaryAllocation(of: Dictionary<String, Any>.Index.self, capacity: count) { positions in
        keyTable.locate(in: dictionary, positions: positions)
        runHydrators(&model, from: dictionary, positions: UnsafeBufferPointer(positions), context: &context)
        positions.deinitialize()
      }
    } else {
      hydrateByLookup(&model, from: dictionary, context: &context)
    }
    if !unlistedKeys.isEmpty { reportUnlistedKeys(context: &context) { dictionary[$0] != nil } }
    if settings.unknownKeys == .ignore { return }
    if settings.unknownKeys == .collect {
      // The input minus the known keys: a copy of the input's storage and a removal per
      // known key, rather than a new dictionary built key by key.
      var unknown = dictionary
      for key in knownKeys where unknown[key] != nil { unknown.removeValue(forKey: key) }
      if !unknown.isEmpty { collectUnknown?(&model, unknown, &context) }
    } else {
      // Sorted: a dictionary's order changes from run to run (bytes keep the input's order).
      let unknown = dictionary.filter { !knownKeys.contains($0.key) }.map { (key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
      if !unknown.isEmpty { handleUnknown(unknown, policy: settings.unknownKeys, model: &model, context: &context) }
    }
    if !collections.nestedKeys.isEmpty { handleNestedUnknown(&model, in: dictionary, context: &context) }
  }

  private func runHydrators(
    _ model: inout Model, from dictionary: [String: Any], positions: UnsafeBufferPointer<Dictionary<String, Any>.Index>,
    context: inout HydrationContext
  ) {
    let count = hydrators.count
    let end = dictionary.endIndex
    var index = 0
    while index < count {
      let hydrator = hydrator(at: index)
      let position = positions[index]
      index += 1
      if position != end {
        hydrator.write(dictionary.values[position], to: &model, &context)
        continue
      }
      if hydrator.readsOtherKeys,
        let raw = hydrator.lookup.find(in: dictionary, context: &context, component: hydrator.component, fatal: hydrator.isFatal)
      {
        hydrator.write(raw, to: &model, &context)
        continue
      }
      hydrator.applyMissing(to: &model, &context)
    }
  }

  private func hydrateByLookup(_ model: inout Model, from dictionary: [String: Any], context: inout HydrationContext) {
    let count = hydrators.count
    var index = 0
    while index < count {
      let hydrator = hydrator(at: index)
      index += 1
      if let raw = hydrator.lookup.find(in: dictionary, context: &context, component: hydrator.component, fatal: hydrator.isFatal) {
        hydrator.write(raw, to: &model, &context)
        continue
      }
      hydrator.applyMissing(to: &model, &context)
    }
  }

  /// Reports each input key that names a stored property `keyPaths` leaves out (non-fatal,
  /// under every unknown-key policy), in key order; `isPresent` tells whether the input has it.
  @inline(never)
  func reportUnlistedKeys(context: inout HydrationContext, isPresent: (String) -> Bool) {
    for (key, property) in unlistedKeys where isPresent(key) {
      context.record(.unlistedProperty(property), at: .member(PropertyKey(key: key, property: property)), fatal: false)
    }
  }

  /// Reports (`.fail`) or stores (`.collect`) the keys no hydrator reads.
  private func handleUnknown(
    _ unknown: [(key: String, value: Any)], policy: UnknownKeyPolicy, model: inout Model, context: inout HydrationContext
  ) {
    switch policy {
    case .ignore:
      break
    case .fail:
      for (key, _) in unknown where !outputOnlyKeyNames.contains(key) {
        context.record(.unknownKey(key), at: .key(key), fatal: true)
      }
    case .collect:
      collectUnknown?(&model, Dictionary(unknown, uniquingKeysWith: { $1 }), &context)
    }
  }
}
