import Foundation

/// Compiles registered (or default) mappings into plans, validating them on the way.
///
/// One compiler runs outside the registry's lock over a snapshot of its registrations; the
/// plans it creates are published together when it is done. Recursive types are handled by
/// creating each plan's `PlanReference` before compiling its slots.
final class PlanCompiler {
  let snapshot: RegistrySnapshot
  /// References created by this compilation, by type.
  private(set) var references: [ObjectIdentifier: PlanReference] = [:]
  /// Plans created by this compilation, by type.
  private(set) var plans: [ObjectIdentifier: any AnyModelPlan] = [:]
  /// Fatal registration problems, per type.
  private(set) var problems: [ObjectIdentifier: [MappingError]] = [:]
  /// Non-fatal diagnostics, per type.
  private(set) var diagnostics: [ObjectIdentifier: [MappingError]] = [:]
  /// Every reference handed out, so the registry can break reference cycles on deinit.
  private(set) var allReferences: [PlanReference] = []
  private var current: ObjectIdentifier?
  private var pending: [(ObjectIdentifier, () -> Void)] = []

  init(snapshot: RegistrySnapshot) {
    self.snapshot = snapshot
  }

  /// The reference for `type`'s plan, compiling the plan (and those it needs) if needed.
  func reference(for type: any ReflectiveModel.Type) -> PlanReference {
    let id = ObjectIdentifier(type)
    if let existing = snapshot.plans[id] {
      let reference = PlanReference(typeName: existing.typeName)
      reference.plan = existing
      allReferences.append(reference)
      return reference
    }
    if let reference = references[id] { return reference }
    let reference = PlanReference(typeName: Describe.typeName(type))
    references[id] = reference
    allReferences.append(reference)
    func open<M: ReflectiveModel>(_: M.Type) {
      let plan = ModelPlan<M>(settings: snapshot.settings(for: M.self))
      reference.plan = plan
      plans[id] = plan
      pending.append((id, { self.compileSlots(of: plan) }))
    }
    open(type)
    if current == nil { drain() }
    return reference
  }

  /// Compiles `type` (with `settings` instead of its registered ones, when given) and
  /// returns its plan.
  func compile(_ type: any ReflectiveModel.Type, settings: MappingSettings? = nil) -> any AnyModelPlan {
    if let settings {
      let id = ObjectIdentifier(type)
      func open<M: ReflectiveModel>(_: M.Type) -> any AnyModelPlan {
        let plan = ModelPlan<M>(settings: settings)
        let reference = PlanReference(typeName: plan.typeName)
        reference.plan = plan
        references[id] = reference
        allReferences.append(reference)
        plans[id] = plan
        pending.append((id, { self.compileSlots(of: plan) }))
        drain()
        return plan
      }
      return open(type)
    }
    return reference(for: type).plan!
  }

  private func drain() {
    while !pending.isEmpty {
      let (id, work) = pending.removeFirst()
      let saved = current
      current = id
      work()
      current = saved
    }
  }

  func diagnose(_ diagnostic: MappingError) {
    guard let current else { return }
    diagnostics[current, default: []].append(diagnostic)
  }

  func fail(_ problem: MappingError) {
    guard let current else { return }
    problems[current, default: []].append(problem)
  }

  // MARK: Slots

  private func compileSlots<M: ReflectiveModel>(of plan: ModelPlan<M>) {
    // Strictness (the model's, else the registry's) is decided here, once: strict plans use
    // exact-type converters, fatal problems and `.fail` for unknown keys.
    let strict = (plan.settings.strictness ?? snapshot.strictness) == .strict
    if strict && plan.settings.unknownKeys == .ignore { plan.settings.unknownKeys = .fail }
    let settings = plan.settings
    let owner = plan.typeName
    let keyPaths = M.keyPaths
    let properties = Set(keyPaths.keys)

    func registrationProblem(_ message: String, property: String? = nil) {
      fail(MappingError(path: "", property: property.map { "\(owner).\($0)" }, reason: .invalidRegistration(message)))
    }

    // Names in tables must be properties.
    for (serviceKey, name) in settings.keys.sorted(by: { $0.key < $1.key }) where !properties.contains(name) {
      registrationProblem("key table maps \(Describe.quoted(serviceKey)) to \(Describe.quoted(name)), which is not in keyPaths")
    }
    for name in settings.adapters.keys.sorted() where !properties.contains(name) {
      registrationProblem("adapter for \(Describe.quoted(name)), which is not in keyPaths")
    }
    for name in settings.elementTypes.keys.sorted() where !properties.contains(name) {
      registrationProblem("element type hint for \(Describe.quoted(name)), which is not in keyPaths")
    }
    for name in settings.typeResolvers.keys.sorted() where !properties.contains(name) {
      registrationProblem("type resolver for \(Describe.quoted(name)), which is not in keyPaths")
    }
    for name in settings.required.sorted() where !properties.contains(name) {
      registrationProblem("required property \(Describe.quoted(name)) is not in keyPaths")
    }
    // Excluded names: listed key paths or stored properties (by property name).
    let storedNames = Set(Mirror.allChildren(of: M()).compactMap { $0.label.flatMap(Mirror.propertyName(forLabel:)) })
    for name in settings.excluded.sorted() where !properties.contains(name) && !storedNames.contains(name) {
      registrationProblem("excluded \(Describe.quoted(name)) is neither in keyPaths nor a stored property")
    }
    for name in settings.defaults.keys.sorted() where !properties.contains(name) {
      registrationProblem("default value for \(Describe.quoted(name)), which is not in keyPaths")
    }
    // A hint names the model type of what the property holds at the bottom of its
    // optionals and collections: it must be able to stand there.
    var misfitHints: Set<String> = []
    for (name, hint) in settings.elementTypes.sorted(by: { $0.key < $1.key }) {
      guard let keyPath = keyPaths[name] else { continue }
      let declared = type(of: keyPath).valueType
      let slot = innermostType(declared)
      if slot == Any.self || slot == AnyObject.self || slot == (any ReflectiveModel).self { continue }
      if !Self.isType(hint, instanceOf: slot) {
        misfitHints.insert(name)
        registrationProblem(
          "element type hint \(Describe.typeName(hint)) cannot be stored in \(Describe.typeName(declared)): a hint names a model class for a property holding that class (or a superclass, `any ReflectiveModel`, `AnyObject` or `Any`), alone or in optionals and collections",
          property: name)
      }
    }
    // One name per key path: two names would hydrate and write the same property twice.
    let names = Dictionary(grouping: keyPaths.keys, by: { keyPaths[$0]! })
    for duplicates in names.values.map({ $0.sorted() }).sorted(by: { $0[0] < $1[0] }) where duplicates.count > 1 {
      registrationProblem(
        "keyPaths lists one key path under several names: \(duplicates.map(Describe.quoted).joined(separator: ", "))")
    }

    // One service key per property.
    var tableKeys: [String: [String]] = [:]
    for (serviceKey, name) in settings.keys { tableKeys[name, default: []].append(serviceKey) }
    for (name, serviceKeys) in tableKeys.sorted(by: { $0.key < $1.key }) where serviceKeys.count > 1 {
      registrationProblem(
        "two service keys for one property: \(serviceKeys.sorted().map(Describe.quoted).joined(separator: ", "))",
        property: name)
    }

    if settings.unknownKeys == .collect {
      if M.self is any UnknownKeyCollecting.Type {
        plan.collectUnknown = { model, unknown in
          guard let collecting = model as? any UnknownKeyCollecting else { return }
          collecting.unknownValues.merge(unknown) { $1 }
        }
      } else {
        registrationProblem("unknownKeys is .collect, but \(owner) does not conform to UnknownKeyCollecting")
      }
    }

    for (name, candidates) in settings.candidateKeys.sorted(by: { $0.key < $1.key }) {
      if !properties.contains(name) {
        registrationProblem("candidate keys for \(Describe.quoted(name)), which is not in keyPaths")
      } else if tableKeys[name] != nil {
        registrationProblem("both the key table and candidateKeys name service keys for this property", property: name)
      } else if candidates.isEmpty || candidates.contains(where: { KeyPathSyntax.segments($0).count != 1 }) {
        registrationProblem("candidate keys must be non-empty plain keys (escape dots as \\.)", property: name)
      }
    }
    for (name, combination) in settings.combinations.sorted(by: { $0.key < $1.key }) {
      if !properties.contains(name) {
        registrationProblem("combined keys for \(Describe.quoted(name)), which is not in keyPaths")
      } else if tableKeys[name] != nil || settings.candidateKeys[name] != nil {
        registrationProblem("a combined property cannot also have table or candidate keys", property: name)
      } else if combination.keys.isEmpty || combination.keys.contains(where: { KeyPathSyntax.segments($0).count != 1 }) {
        registrationProblem("combined keys must be non-empty plain keys", property: name)
      }
    }

    // Service paths, for lookups and for the leaf/prefix check.
    var servicePaths: [String: [String]] = [:]
    for name in properties.sorted() {
      if let serviceKey = tableKeys[name]?.sorted().first {
        servicePaths[name] = KeyPathSyntax.segments(serviceKey)
      } else if let candidates = settings.candidateKeys[name], let first = candidates.first {
        servicePaths[name] = KeyPathSyntax.segments(first)
      } else if let combination = settings.combinations[name], let first = combination.keys.first {
        servicePaths[name] = KeyPathSyntax.segments(first)
      } else {
        servicePaths[name] = [settings.keyStrategy.serviceKey(for: name)]
      }
    }
    var leaves: [[String]: String] = [:]
    for (name, path) in servicePaths { leaves[path] = name }
    for (name, path) in servicePaths.sorted(by: { $0.key < $1.key }) where path.count > 1 {
      for length in 1..<path.count {
        if let other = leaves[Array(path[..<length])] {
          registrationProblem(
            "service path \(Describe.quoted(path.joined(separator: "."))) of \(Describe.quoted(name)) runs through \(Describe.quoted(path[..<length].joined(separator: "."))), the key of \(Describe.quoted(other))")
        }
      }
    }

    for (name, message) in IndexPaths.problems(servicePaths) { registrationProblem(message, property: name) }
    for (name, message) in SharedKeys.problems(settings, servicePaths: servicePaths) { registrationProblem(message, property: name) }

    var slots: [Slot<M>] = []
    var knownKeys: Set<String> = []
    for name in properties.sorted() {
      // (A property whose hint does not fit is reported once, above; an excluded one is
      // never hydrated.)
      guard let keyPath = keyPaths[name], let path = servicePaths[name], !misfitHints.contains(name),
        !settings.excluded.contains(name)
      else { continue }
      let rootType = type(of: keyPath).rootType
      guard isModel(M.self, subclassOf: rootType) else {
        registrationProblem("key path root \(Describe.typeName(rootType)) is not \(owner) or a superclass of it", property: name)
        continue
      }
      guard let opener = keyPath as? any SlotMaking else {
        diagnose(
          MappingError(
            path: "", property: "\(owner).\(name)",
            reason: .invalidRegistration("key path is read-only; the property is output-only"), isFatal: false))
        continue
      }
      let lookup: KeyLookup
      if let shared = settings.sharedKeys[name] {
        lookup = SharedKeys.lookup(shared)
      } else if let combination = settings.combinations[name] {
        lookup = .combined(combination.keys.map { KeyPathSyntax.segments($0)[0] }, combination)
      } else if let candidates = settings.candidateKeys[name] {
        lookup = candidates.count == 1 ? .key(KeyPathSyntax.segments(candidates[0])[0]) : .candidates(candidates.map { KeyPathSyntax.segments($0)[0] })
      } else if path.count > 1 {
        lookup = .path(IndexPaths.parse(path))
      } else if case .snakeCase = settings.keyStrategy, tableKeys[name] == nil, path[0] != name {
        lookup = .candidates([path[0], name])
      } else {
        lookup = .key(path[0])
      }
      knownKeys.formUnion(lookup.topLevelKeys)
      var builder = ConverterBuilder(
        compiler: self, owner: owner, property: name,
        hint: settings.elementTypes[name], resolver: settings.typeResolvers[name],
        isStrict: settings.isStrict || strict, exactTypes: strict, hasAdapter: settings.adapters[name] != nil,
        transforms: transforms(for: settings), allowedURLSchemes: settings.allowedURLSchemes,
        dateStrategy: settings.dateStrategies[name] ?? settings.dateStrategy ?? snapshot.defaultDateStrategy)
      builder.applyCollectionSettings(settings, property: name)
      let component = PathComponent.member(Member(key: path.joined(separator: "."), property: name))
      let isRequired = settings.required.contains(name)
      let fatal = settings.isStrict || strict || isRequired
      // `null` for a required property is refused when the property cannot hold nil, and
      // under strictness even when it can.
      let rejectsNull = isRequired && (strict || !(type(of: keyPath).valueType is any OptionalShape.Type))
      do {
        let actions = try opener.makeApply(
          M.self, builder: builder, adapter: settings.adapters[name], component: component, fatal: fatal,
          default: settings.defaults[name])
        // (No conditional expression over the closures: it made Swift wrap the plain apply
        // in a reabstraction thunk, costing every slot call.)
        var apply = actions.apply
        if rejectsNull { apply = Slot.rejectingNull(apply, component: component) }
        slots.append(
          Slot(
            name: name, lookup: lookup, component: component, isRequired: isRequired,
            apply: apply, applyDefault: actions.applyDefault))
      } catch {
        let problem =
          (error as? MappingError)
          ?? MappingError(property: "\(owner).\(name)", reason: .invalidRegistration(String(describing: error)))
        fail(problem)
        // Default mappings are not validated by `register`: report the problem whenever
        // the key shows up, rather than dropping the value silently.
        let reason = problem.reason
        slots.append(
          Slot(
            name: name, lookup: lookup, component: component, isRequired: false,
            apply: { _, _, context in context.record(reason, at: component, fatal: fatal) }))
      }
    }
    diagnoseUncoveredProperties(of: plan, keyPaths: keyPaths)
    plan.knownKeys = knownKeys
    // An input key goes to one property, and a key-table entry names it
    // before a key derived from a property's name: explicit keys are listed first.
    var tableEntries: [(key: String, slot: Int, rank: Int)] = []
    for explicit in [true, false] {
      for (index, slot) in slots.enumerated() where (tableKeys[slot.name] != nil || settings.candidateKeys[slot.name] != nil) == explicit {
        switch slot.lookup {
        case .key(let key): tableEntries.append((key, index, 0))
        case .candidates(let keys): for (rank, key) in keys.enumerated() { tableEntries.append((key, index, rank)) }
        case .path, .combined: break
        }
      }
    }
    let table = SlotKeyTable(keys: tableEntries)
    // A slot whose key belongs to another slot no longer reads it, on any path.
    plan.slots = slots.enumerated().map { index, slot in
      slot.lookup.keeping { table.match($0)?.slot == index }.map(slot.reading) ?? slot
    }
    plan.keyTable = table
    compileCollections(of: plan, properties: properties, strict: settings.isStrict || strict, exactTypes: strict)
    compileOutput(of: plan, keyPaths: keyPaths, servicePaths: servicePaths)
    compileDiscriminatorOutput(of: plan)
  }


  /// Type-level transforms in force for a model: its own over the registry's.
  func transforms(for settings: MappingSettings) -> [ObjectIdentifier: TypeTransform] {
    snapshot.transforms.merging(settings.typeTransforms) { $1 }
  }

  /// Whether instances of `model` can be stored where `slot` is expected.
  static func isType(_ model: any ReflectiveModel.Type, instanceOf slot: Any.Type) -> Bool {
    func open<S>(_: S.Type) -> Bool { model is S.Type }
    return open(slot)
  }

  /// Whether `model` is `root` or a subclass of it.
  func isModel<M: ReflectiveModel>(_: M.Type, subclassOf root: Any.Type) -> Bool {
    func open<R>(_: R.Type) -> Bool { M.self is R.Type }
    return open(root)
  }
}

