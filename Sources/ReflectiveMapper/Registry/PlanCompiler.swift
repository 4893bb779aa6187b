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

  /// Reports stored properties (Mirror, the whole class chain) that no key path covers:
  /// they are never hydrated. The usual cause is a superclass's `static var keyPaths`, which
  /// a subclass cannot extend, so the message names the fix.
  private func diagnoseUncoveredProperties<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath]) {
    let instance = M()
    let listed = Set(keyPaths.keys)
    // Properties declared by M itself (not inherited), and whether M's list is exactly its
    // superclass's (a `static var keyPaths` inherited unchanged).
    let mirror = Mirror(reflecting: instance)
    let own = Set(mirror.children.compactMap { $0.label.flatMap(Mirror.propertyName(forLabel:)) })
    var inheritsList = false
    if mirror.superclassMirror != nil, let superclass = Self.modelSuperclass(of: M.self) {
      inheritsList = Set(superclass.keyPaths.keys) == listed
    }
    var reported = plan.settings.excluded
    for child in Mirror.allChildren(of: instance) {
      guard let label = child.label, !listed.contains(label), let name = Mirror.propertyName(forLabel: label),
        !listed.contains(name), reported.insert(name).inserted
      else { continue }
      var message = "stored property is not in keyPaths, so it is output-only (never hydrated)"
      if inheritsList && own.contains(name) {
        message += "; \(Describe.typeName(M.self)) lists the same key paths as its superclass: a `static var keyPaths` cannot be extended, so declare `class var keyPaths` in the superclass and override it here (`super.keyPaths.merging([...]) { $1 }`)"
      } else {
        message += "; list it in keyPaths to hydrate it"
      }
      diagnose(MappingError(property: "\(Describe.typeName(M.self)).\(name)", reason: .invalidRegistration(message), isFatal: false))
    }
  }

  /// The nearest superclass of `type` that is a model, if any.
  private static func modelSuperclass(of type: any ReflectiveModel.Type) -> (any ReflectiveModel.Type)? {
    // Mirror of a fresh instance names the superclass; key paths are static, so compare lists.
    guard let superclassType = Mirror(reflecting: type.init()).superclassMirror?.subjectType else { return nil }
    return superclassType as? any ReflectiveModel.Type
  }

  // MARK: Output

  private func compileOutput<M: ReflectiveModel>(
    of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath], servicePaths: [String: [String]]
  ) {
    let settings = plan.settings
    let owner = plan.typeName
    let collects = M.self is any UnknownKeyCollecting.Type
    if collects {
      plan.unknownValues = { model in (model as? any UnknownKeyCollecting)?.unknownValues ?? [:] }
    }
    // Mirror finds every stored property, base class first; key paths read the listed ones.
    // Which properties are output: the stored properties Mirror finds (base class first),
    // by property name (a wrapper's `_x` and a lazy var's storage are `x`; storage the
    // compiler synthesizes for macros, such as Observation's `_$observationRegistrar`, is
    // never output), minus `excluded`, plus computed properties listed in `keyPaths`.
    var names: [(name: String, label: String, storedType: Any.Type?)] = []
    var seen: Set<String> = settings.excluded
    for child in Mirror.allChildren(of: M()) {
      guard let label = child.label else { continue }
      var name = label
      if keyPaths[label] == nil {
        // Macro storage (`_$…`) has no property name: never output.
        guard let stripped = Mirror.propertyName(forLabel: label) else { continue }
        name = stripped
      }
      if seen.insert(name).inserted { names.append((name, label, type(of: Mirror.storedValue(child.value, label: label)))) }
    }
    for name in keyPaths.keys.sorted() where !seen.contains(name) { names.append((name, name, nil)) }
    let allTransforms = transforms(for: settings)

    let builder = EmitterBuilder(
      compiler: self, transforms: transforms(for: settings),
      dateStrategy: settings.dateStrategy ?? snapshot.defaultDateStrategy)
    var members: [OutputMember<M>] = []
    var entries: [(path: [String], member: OutputMember<M>)] = []
    for (name, label, storedType) in names {
      let path = servicePaths[name] ?? [settings.keyStrategy.serviceKey(for: name)]
      let component = PathComponent.member(Member(key: path.joined(separator: "."), property: name))
      let member: OutputMember<M>
      var hasJSONForm = true
      // A lazy var is read from its storage, so output never computes it: written once
      // computed, left out before.
      if let keyPath = keyPaths[name], let maker = keyPath as? any OutputMaking,
        isModel(M.self, subclassOf: type(of: keyPath).rootType), !Mirror.isLazyStorage(label)
      {
        var builder = builder
        builder.dateStrategy = settings.dateStrategies[name] ?? builder.dateStrategy
        member = maker.makeOutputMember(M.self, property: name, component: component, builder: builder, adapter: settings.adapters[name])
        let declared = type(of: keyPath).valueType
        let writable = settings.adapters[name]?.serialize != nil || settings.elementTypes[name] != nil
          || settings.typeResolvers[name] != nil || settings.combinations[name] != nil
          || JSONForm.exists(for: declared, transforms: allTransforms)
        if !writable {
          // In keyPaths, a property with no way to be written is a registration problem.
          fail(
            MappingError(
              property: "\(owner).\(name)",
              reason: .invalidRegistration(
                "\(Describe.typeName(declared)) has no JSON form: exclude the property (`excluded`), give it an adapter with a serialize closure, or register a transform for the type")))
        }
      } else {
        member = Self.mirrorMember(M.self, property: name, label: label, component: component)
        // A stored property outside keyPaths whose type can never be JSON (a closure, a
        // delegate, a lock) stays out of JSON output.
        if let storedType, !JSONForm.exists(for: storedType, transforms: allTransforms) {
          hasJSONForm = false
          diagnose(
            MappingError(
              property: "\(owner).\(name)",
              reason: .invalidRegistration(
                "\(Describe.typeName(storedType)) has no JSON form: the property is left out of jsonObject() and jsonData() (add it to `excluded` to leave it out of dictionaryRepresentation too)"),
              isFatal: false))
        }
      }
      members.append(member)
      if !hasJSONForm { continue }
      // Collected unknown keys are written back as keys of their own, not as a property.
      if collects && name == "unknownValues" { continue }
      // A property reading a key another property owns is not written under it.
      if settings.sharedKeys[name] != nil { continue }
      if let combination = settings.combinations[name] {
        // Many-to-one: written back through `split`, one entry per service key.
        if let split = combination.split, let keyPath = keyPaths[name], let maker = keyPath as? any OutputMaking {
          let get = maker.anyGetter(M.self)
          for (position, key) in combination.keys.enumerated() {
            entries.append(([key], Self.splitMember(M.self, property: name, get: get, split: split, position: position, component: component)))
          }
        }
        continue
      }
      entries.append((path, member))
    }
    plan.outputMembers = members
    plan.jsonTree = OutputNode.tree(entries, sorted: false)
    plan.sortedJSONTree = OutputNode.tree(entries, sorted: true)
  }

  /// One service key of a many-to-one property, written from the `split` closure's output.
  private static func splitMember<M: ReflectiveModel>(
    _: M.Type, property: String, get: @escaping (M) -> Any, split: @escaping @Sendable (Any) throws -> [Any?],
    position: Int, component: PathComponent
  ) -> OutputMember<M> {
    func part(_ model: M, _ context: OutputContext) throws -> Any? {
      let value = get(model)
      if EmitterBuilder.isNilValue(value) { return nil }
      let parts: [Any?]
      do {
        parts = try split(value)
      } catch {
        throw context.error(.callbackFailed("split threw: \(Describe.truncated(String(describing: error)))"))
      }
      return position < parts.count ? parts[position] : nil
    }
    return OutputMember(
      property: property, component: component,
      // Combined keys are plain top-level keys, never inside a dotted branch.
      isNil: { _ in false },
      value: { model, context in
        guard let value = try part(model, context) else { return context.includeNulls ? NSNull() : nil }
        return try DynamicOutput.value(value, &context)
      },
      write: { model, key, writer, context in
        guard let value = try part(model, context) else {
          if context.includeNulls {
            writer.writeEncodedKey(key)
            writer.writeNull()
          }
          return
        }
        writer.writeEncodedKey(key)
        try DynamicOutput.write(value, &writer, &context)
      })
  }

  /// A member for a stored property that `keyPaths` does not list: read through Mirror
  /// (slow, per value), emitted by its dynamic type.
  private static func mirrorMember<M: ReflectiveModel>(
    _: M.Type, property: String, label: String, component: PathComponent
  ) -> OutputMember<M> {
    let read: (M) -> Any? = { model in
      var mirror: Mirror? = Mirror(reflecting: model)
      while let current = mirror {
        if let child = current.children.first(where: { $0.label == label }) { return Mirror.storedValue(child.value, label: label) }
        mirror = current.superclassMirror
      }
      return nil
    }
    return OutputMember.reading(
      property: property, component: component, get: read,
      isNil: { $0.map(EmitterBuilder.isNilValue) ?? true },
      value: { value, context in try value.flatMap { try DynamicOutput.value($0, &context) } },
      write: { value, writer, context in
        guard let value else { return writer.writeNull() }
        try DynamicOutput.write(value, &writer, &context)
      })
  }

  /// Type-level transforms in force for a model: its own over the registry's.
  func transforms(for settings: MappingSettings) -> [ObjectIdentifier: TypeTransform] {
    snapshot.transforms.merging(settings.typeTransforms) { $1 }
  }

  /// Whether instances of `model` can be stored where `slot` is expected.
  private static func isType(_ model: any ReflectiveModel.Type, instanceOf slot: Any.Type) -> Bool {
    func open<S>(_: S.Type) -> Bool { model is S.Type }
    return open(slot)
  }

  /// Whether `model` is `root` or a subclass of it.
  private func isModel<M: ReflectiveModel>(_: M.Type, subclassOf root: Any.Type) -> Bool {
    func open<R>(_: R.Type) -> Bool { M.self is R.Type }
    return open(root)
  }
}

/// Parsing of key-table entries: dots separate path segments, `\.` is a literal dot.
enum KeyPathSyntax {
  static func segments(_ key: String) -> [String] {
    guard key.contains(".") else { return [key] }
    var segments: [String] = []
    var current = ""
    var escaped = false
    for character in key {
      if escaped {
        if character != "." { current.append("\\") }
        current.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "." {
        segments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    segments.append(current)
    return segments
  }
}

/// Key paths that can build a hydrating slot: writable ones.
protocol SlotMaking {
  func makeApply<M: ReflectiveModel>(
    _: M.Type, builder: ConverterBuilder, adapter: Adapter?, component: PathComponent, fatal: Bool, default: Any?
  ) throws -> SlotActions<M>
}

/// What a slot does with a value, and with its default.
struct SlotActions<M> {
  let apply: (M, Any, inout HydrationContext) -> Void
  /// Writes the registered default (for a missing key), when there is one.
  let applyDefault: ((M) -> Void)?
}

extension ReferenceWritableKeyPath: SlotMaking {
  func makeApply<M: ReflectiveModel>(
    _: M.Type, builder: ConverterBuilder, adapter: Adapter?, component: PathComponent, fatal: Bool, default defaultValue: Any?
  ) throws -> SlotActions<M> {
    let set: (M, consuming Value) -> Void
    if let direct = self as? ReferenceWritableKeyPath<M, Value> {
      set = { $0[keyPath: direct] = $1 }
    } else {
      set = { ($0 as! Root)[keyPath: self] = $1 }
    }
    let convert = try builder.make(Value.self)
    let descends = ConverterBuilder.descends(Value.self)
    let inPlace = InPlaceUpdate.make(self, model: M.self, builder: builder)
    var applyDefault: ((M) -> Void)?
    if let defaultValue {
      guard let typed = defaultValue as? Value else {
        throw builder.problem(
          "default value of type \(Describe.typeName(type(of: defaultValue))) is not a \(Describe.typeName(Value.self))")
      }
      applyDefault = { set($0, typed) }
    }

    if adapter == nil, !descends, applyDefault == nil {
      // The common case (a scalar without adapter): no copy of the raw value, no path work.
      let transformed = builder.transforms[ObjectIdentifier(Value.self)] != nil
        || builder.transforms[ObjectIdentifier(unwrappingOptional(Value.self))] != nil
      // Strict plans check each value's JSON kind first: they take the general slot.
      if !transformed, !builder.exactTypes, let fused = ScalarSlots.apply(self, M.self, component: component, fatal: fatal) {
        return SlotActions(apply: fused, applyDefault: nil)
      }
      return SlotActions(
        apply: { model, raw, context in
          do {
            set(model, try convert(raw, &context))
          } catch let failure as ConversionFailure {
            context.record(failure.reason, at: component, fatal: fatal)
          } catch {
            context.recordThrown(error, at: component, fatal: fatal)
          }
        }, applyDefault: nil)
    }
    let fallback = applyDefault
    return SlotActions(
      apply: { model, raw, context in
        var input = raw
        if let adapter {
          guard let adapted = Self.adapt(raw, adapter, &context, component: component, fatal: fatal) else {
            fallback?(model)
            return
          }
          // An adapter that already produced the property's type is taken as is.
          if Self.isValue(adapted) {
            set(model, adapted as! Value)
            return
          }
          input = adapted
        }
        if descends { context.path.append(component) }
        defer { if descends { context.path.removeLast() } }
        do {
          if let inPlace, try inPlace(model, input, &context) { return }
          set(model, try convert(input, &context))
        } catch let failure as ConversionFailure {
          context.record(failure.reason, at: descends ? nil : component, fatal: fatal)
          fallback?(model)
        } catch is AlreadyRecorded {
        } catch {
          context.recordThrown(error, at: descends ? nil : component, fatal: fatal)
          fallback?(model)
        }
      }, applyDefault: applyDefault)
  }
}

extension ReferenceWritableKeyPath {
  /// Runs an adapter on the raw value; `nil` (recorded) when it threw.
  @inline(never)
  fileprivate static func adapt(
    _ raw: Any, _ adapter: Adapter, _ context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    do {
      return try adapter.hydrate(Raw.materialized(raw), context.mapping)
    } catch {
      context.recordThrown(error, at: component, fatal: fatal)
      return nil
    }
  }

  /// Whether `value` already is the property's type. Kept out of the slot closure: a cast
  /// there makes every call look up `Optional<Value>` metadata, adapter or not.
  @inline(never)
  fileprivate static func isValue(_ value: Any) -> Bool { value is Value }
}

/// Updating a nested model in place: when the property already holds an
/// instance and the input is a dictionary, the instance is hydrated and kept.
enum InPlaceUpdate {
  /// For model-typed (or optional-model-typed) properties, a closure that hydrates the
  /// current value in place and returns `true`, or returns `false` to fall back to creating
  /// a new instance.
  static func make<M, Root, Value>(
    _ keyPath: ReferenceWritableKeyPath<Root, Value>, model _: M.Type, builder: ConverterBuilder
  ) -> ((M, Any, inout HydrationContext) throws -> Bool)? {
    if let collection = CollectionInPlace.make(keyPath, model: M.self, builder: builder) { return collection }
    guard let declared = unwrappingOptional(Value.self) as? any ReflectiveModel.Type else { return nil }
    // Reads the current value as `AnyObject?` with the model type known statically, so no
    // per-call bridging of a generic value to AnyObject.
    func typedGetter<W: ReflectiveModel>(_: W.Type) -> ((M) -> AnyObject?)? {
      if let direct = keyPath as? ReferenceWritableKeyPath<M, W?> { return { $0[keyPath: direct] } }
      if let direct = keyPath as? ReferenceWritableKeyPath<M, W> { return { $0[keyPath: direct] } }
      if let rooted = keyPath as? ReferenceWritableKeyPath<Root, W?> { return { ($0 as! Root)[keyPath: rooted] } }
      if let rooted = keyPath as? ReferenceWritableKeyPath<Root, W> { return { ($0 as! Root)[keyPath: rooted] } }
      return nil
    }
    guard let current = typedGetter(declared) else { return nil }
    let declaredReference = builder.compiler.reference(for: builder.hint ?? declared)
    let resolver = builder.resolver ?? builder.compiler.subtypeResolver(for: builder.hint ?? declared)
    return { model, raw, context in
      let rawType = type(of: raw)
      let tapeObject = Raw.tapeObject(raw)
      guard tapeObject != nil || rawType == [String: Any].self || rawType is NSDictionary.Type
          || (rawType is any CollectionShape.Type && raw is [String: Any]),
        let existing = current(model)
      else { return false }
      let dictionary = tapeObject == nil || resolver != nil ? try Raw.dictionary(raw, expected: "dictionary") : [:]
      var plan: (any AnyModelPlan)?
      if let resolver, let picked = try ModelConverting.resolve(resolver, dictionary, context.registry, context.mapping) {
        guard ObjectIdentifier(picked) == ObjectIdentifier(type(of: existing)) else { return false }
      }
      if let declaredPlan = declaredReference.plan, ObjectIdentifier(declaredPlan.modelType) == ObjectIdentifier(type(of: existing)) {
        plan = declaredPlan
      } else if let modelType = type(of: existing) as? any ReflectiveModel.Type {
        plan = context.registry.plan(for: modelType)
      }
      guard let plan else { return false }
      try plan.hydrateNested(existing, tape: tapeObject, dictionary: dictionary, context: &context)
      return true
    }
  }
}

extension OutputMember {
  /// A member that reads its property once per output and leaves nil out (or writes
  /// `null` under ``OutputOptions/includeNulls``).
  static func reading<Value>(
    property: String, component: PathComponent, get: @escaping (Model) -> Value,
    isNil: @escaping (Value) -> Bool,
    value: @escaping (Value, inout OutputContext) throws -> Any?,
    write: @escaping (Value, inout JSONWriter, inout OutputContext) throws -> Void
  ) -> OutputMember<Model> {
    OutputMember(
      property: property, component: component,
      isNil: { isNil(get($0)) },
      value: { model, context in
        let current = get(model)
        if isNil(current) { return context.includeNulls ? NSNull() : nil }
        return try value(current, &context)
      },
      write: { model, key, writer, context in
        let current = get(model)
        if isNil(current) {
          if context.includeNulls {
            writer.writeEncodedKey(key)
            writer.writeNull()
          }
          return
        }
        writer.writeEncodedKey(key)
        try write(current, &writer, &context)
      })
  }
}

/// Key paths that can build an output member (read-only ones too).
protocol OutputMaking {
  func makeOutputMember<M: ReflectiveModel>(
    _: M.Type, property: String, component: PathComponent, builder: EmitterBuilder, adapter: Adapter?
  ) -> OutputMember<M>
  /// Reads the property as `Any`.
  func anyGetter<M: ReflectiveModel>(_: M.Type) -> (M) -> Any
}

extension KeyPath: OutputMaking {
  func anyGetter<M: ReflectiveModel>(_: M.Type) -> (M) -> Any {
    if let direct = self as? KeyPath<M, Value> { return { $0[keyPath: direct] } }
    return { ($0 as! Root)[keyPath: self] }
  }

  func makeOutputMember<M: ReflectiveModel>(
    _: M.Type, property: String, component: PathComponent, builder: EmitterBuilder, adapter: Adapter?
  ) -> OutputMember<M> {
    let get: (M) -> Value
    if let direct = self as? KeyPath<M, Value> {
      get = { $0[keyPath: direct] }
    } else {
      get = { ($0 as! Root)[keyPath: self] }
    }
    let isOptional = Value.self is any OptionalShape.Type
    if let serialize = adapter?.serialize {
      func serialized(_ value: Value, _ context: OutputContext) throws -> Any {
        do {
          return try serialize(value)
        } catch let failure as ConversionFailure {
          throw context.error(failure.reason)
        } catch let error as MappingError {
          throw context.error(error.reason)
        } catch {
          throw context.error(.callbackFailed("adapter's serialize threw: \(Describe.truncated(String(describing: error)))"))
        }
      }
      /// A value the adapter returned with no JSON form is the adapter's doing: say so.
      func blamingAdapter<T>(_ body: () throws -> T) throws -> T {
        do {
          return try body()
        } catch var failure as OutputFailure {
          if let formless = failure.formlessType {
            failure.reason = .notJSONEncodable("its adapter's serialize returned \(formless), which has no JSON form")
            failure.formlessType = nil
          }
          throw failure
        }
      }
      return OutputMember.reading(
        property: property, component: component, get: get,
        isNil: { isOptional && EmitterBuilder.isNilValue($0) },
        value: { value, context in
          let output = try serialized(value, context)
          return try blamingAdapter { try DynamicOutput.value(output, &context) }
        },
        write: { value, writer, context in
          let output = try serialized(value, context)
          try blamingAdapter { try DynamicOutput.write(output, &writer, &context) }
        })
    }
    let emitter = builder.make(Value.self)
    return OutputMember.reading(
      property: property, component: component, get: get,
      isNil: { isOptional && emitter.isNil($0) }, value: emitter.value, write: emitter.write)
  }
}
