import Foundation

extension PlanCompiler {
  /// Compiles the hydrating half of `plan`: one hydrator per hydrated property (its lookup,
  /// converter and key-path write) and the key table that routes input keys to hydrators.
  ///
  /// Properties in `skipped` were reported by a registration rule and are left out.
  func compileHydrators<M: ReflectiveModel>(
    of plan: ModelPlan<M>, subject: RegistrationSubject, skipping skipped: Set<String>, strict: Bool, required: Set<String> = []
  ) {
    let settings = plan.settings
    let owner = plan.typeName
    let keyPaths = subject.keyPaths
    let keySources = subject.keySources
    if settings.unknownKeys == .collect, let collecting = M.self as? any UnknownKeyCollecting.Type {
      UnknownKeyStoring.compile(collecting, into: plan)
    }

    var hydrators: [PropertyHydrator<M>] = []
    var knownKeys: Set<String> = []
    for name in subject.properties.sorted() {
      // (A property a rule refused is reported once, by the rule; an excluded one is never
      // hydrated.)
      guard let keyPath = keyPaths[name], let source = keySources[name], !skipped.contains(name),
        !settings.row(name).isExcluded
      else { continue }
      let path = source.path
      // (A read-only key path is output-only, as ReadOnlyKeyPathValidator says: its value is
      // read only to say when the input brings another.)
      let opener = keyPath as? any HydratorMaking
      guard opener != nil || keyPath is any OutputOnlyChecking else { continue }
      let lookup = source.lookup
      if case .flattened = source.kind { knownKeys.formUnion(flattenedKeys(of: type(of: keyPath).valueType)) }
      knownKeys.formUnion(lookup.topLevelKeys)
      var builder = ConverterBuilder(
        compiler: self, owner: owner, property: name,
        hint: settings.row(name).elementType, resolver: settings.row(name).typeResolver,
        isStrict: settings.isStrict || strict, exactTypes: strict, hasAdapter: settings.row(name).adapter != nil,
        transforms: transforms(for: settings), allowedURLSchemes: settings.allowedURLSchemes,
        dateStrategy: settings.row(name).dateStrategy ?? settings.dateStrategy)
      builder.nonConformingFloats = (settings.row(name).nonConformingFloats ?? settings.nonConformingFloats)?.names
      builder.applyCollectionSettings(settings, property: name)
      if let constraints = settings.row(name).constraints { builder.constraints = constraints }
      let isFlattened = settings.row(name).isFlattened
      let component = PathComponent.member(PropertyKey(key: isFlattened ? "" : path.joined(separator: "."), property: name))
      let isRequired = settings.row(name).isRequired || required.contains(name)
      // (A property whose default stands in for a failure is never required: registration says so.)
      let defaultsOnFailure = settings.row(name).usesDefaultOnFailure || settings.row(name).failureDefault != nil
      let fatal = (settings.isStrict || strict) && !defaultsOnFailure || isRequired
      builder.emptyTakesDefault = settings.defaultsReplaceEmptyCollections
      builder.defaultsOnFailure = defaultsOnFailure
      // `null` for a required property is refused in every mode, optional properties
      // included: required means a value is there.
      // (A property required because a model's initializer needs it refuses `null` through its
      // converter, as any non-optional does: `nullValue`, fatal.)
      let rejectsNull = settings.row(name).isRequired
      do {
        guard let opener else {
          // (A value type no converter reads is not checked: output-only, as before.)
          if let check = try? (keyPath as! any OutputOnlyChecking).makeCheck(M.self, name: name, builder: builder, component: component) {
            hydrators.append(PropertyHydrator(name: name, lookup: lookup, component: component, isRequired: false, isFatal: false, apply: check))
          }
          continue
        }
        let actions = try opener.makeApply(
          M.self, builder: builder, adapter: settings.row(name).adapter, component: component, fatal: fatal,
          default: settings.row(name).defaultValue, failureDefault: settings.row(name).failureDefault)
        // (No conditional expression over the closures: it made Swift wrap the plain apply
        // in a reabstraction thunk, costing every hydrator call.)
        var apply = actions.apply
        if rejectsNull { apply = PropertyHydrator.rejectingNull(apply, component: component) }
        hydrators.append(
          PropertyHydrator(
            name: name, lookup: lookup, component: component, isRequired: isRequired, isFatal: fatal,
            apply: apply, applyDefault: actions.applyDefault, capture: actions.capture))
      } catch {
        // What only building the converter finds (ConverterBuilder's problems: a type it cannot
        // read, a default of another type), with its registration code.
        let problem =
          (error as? MappingError)
          ?? .registration(.unconvertibleProperty, String(describing: error), property: "\(owner).\(name)")
        fail(problem)
        // Default mappings are not validated by `register`: report the problem whenever
        // the key shows up, rather than dropping the value silently.
        let reason = problem.reason
        hydrators.append(
          PropertyHydrator(
            name: name, lookup: lookup, component: component, isRequired: false, isFatal: fatal,
            apply: { _, _, context in context.record(reason, at: component, fatal: fatal) }))
      }
    }
    plan.knownKeys = knownKeys
    // An input key goes to one property, and a key-table entry names it
    // before a key derived from a property's name: explicit keys are listed first.
    var tableEntries: [(key: String, hydrator: Int, rank: Int)] = []
    for explicit in [true, false] {
      for (index, hydrator) in hydrators.enumerated() where keySources[hydrator.name]?.isExplicit == explicit {
        switch hydrator.lookup {
        case .key(let key): tableEntries.append((key, index, 0))
        case .candidates(let keys): for (rank, key) in keys.enumerated() { tableEntries.append((key, index, rank)) }
        case .path, .paths, .combined, .whole: break
        }
      }
    }
    let table = HydratorKeyTable(keys: tableEntries)
    // A hydrator whose key belongs to another hydrator no longer reads it, on any path.
    plan.setHydrators(
      hydrators.enumerated().map { index, hydrator in
        hydrator.lookup.keeping { table.match($0)?.hydrator == index }.map(hydrator.reading) ?? hydrator
      })
    plan.keyTable = table
    plan.untabledKnownKeys = knownKeys.filter { table.match($0) == nil }
    plan.inputKeyResolver = Self.inputKeyResolver(settings.keyMatching, table: tableEntries, hydrators: plan.hydrators)
  }

  /// Records the input keys that name the unlisted stored properties `names`
  /// (``UnlistedStoredPropertyValidator``'s findings), after the key strategy, so that
  /// hydration reports a value it does not read; a key some hydrator reads is not one of them.
  func compileUnlistedKeys<M: ReflectiveModel>(of plan: ModelPlan<M>, names: [String]) {
    guard !names.isEmpty else { return }
    var keys: [(key: String, property: String)] = []
    for name in names {
      let key = plan.settings.keyStrategy.serviceKey(for: name)
      if !plan.knownKeys.contains(key) { keys.append((key, name)) }
    }
    plan.unlistedKeys = keys.sorted { $0.key < $1.key }
  }

  /// The top-level keys a flattened model of `type` (after optionals) reads from its owner's
  /// object: the keys of the lookups its own hydrators are compiled from (its plan may still be
  /// compiling), by the same ``KeySource``s.
  func flattenedKeys(of valueType: Any.Type) -> Set<String> {
    guard let model = unwrappingOptional(valueType) as? any ReflectiveModel.Type else { return [] }
    func open<C: ReflectiveModel>(_: C.Type) -> Set<String> {
      let settings = snapshot.settings(for: C.self)
      let subject = RegistrationSubject(C.self, owner: String(describing: C.self), settings: settings)
      var keys: Set<String> = []
      for (name, source) in subject.keySources where !settings.row(name).isExcluded {
        if case .flattened = source.kind, let keyPath = subject.keyPaths[name] {
          keys.formUnion(flattenedKeys(of: type(of: keyPath).valueType))
        }
        keys.formUnion(source.lookup.topLevelKeys)
      }
      return keys
    }
    return open(model)
  }

  /// What ``ModelPlan/inputKeyResolver`` does for `matching`: the key-table key an unmatched
  /// input key stands for.
  ///
  /// Case-insensitively, a key two table keys share in lower case stays exact-only (it could
  /// be either).
  static func inputKeyResolver(
    _ matching: KeyMatching, table: [(key: String, hydrator: Int, rank: Int)], hydrators: [AnyPropertyHydrator]
  ) -> (@Sendable (String) -> String?)? {
    switch matching {
    case .exact:
      return nil
    case .caseInsensitive:
      // Lower-cased key → the preferred key of its hydrator (two keys of one hydrator, such as
      // `UserId` and `userID`, fold together).
      var folded: [String: (key: String, hydrator: Int, rank: Int)] = [:]
      var ambiguous: Set<String> = []
      for entry in table {
        let lower = entry.key.lowercased()
        if let existing = folded[lower] {
          if existing.hydrator != entry.hydrator { ambiguous.insert(lower) }
          if existing.rank <= entry.rank { continue }
        }
        folded[lower] = entry
      }
      for lower in ambiguous { folded[lower] = nil }
      let keys = folded.mapValues(\.key)
      return { keys[$0.lowercased()] }
    case .custom(let transform):
      let known = Set(table.map(\.key))
      // A property name stands for its first (preferred) key in the table.
      var byProperty: [String: String] = [:]
      for entry in table.sorted(by: { $0.rank < $1.rank }) where byProperty[hydrators[entry.hydrator].name] == nil {
        byProperty[hydrators[entry.hydrator].name] = entry.key
      }
      let properties = byProperty
      return { key in
        let mapped = transform(key)
        return known.contains(mapped) ? mapped : properties[mapped]
      }
    }
  }
}
