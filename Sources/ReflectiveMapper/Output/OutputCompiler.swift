import Foundation

extension PlanCompiler {
  // MARK: Output

  /// Compiles the output half of `plan`.
  ///
  /// Where each property is written is its ``KeySource`` (`plan.keySources`; an unlisted
  /// property written under `writesUnlistedProperties` has the one its name gives). `oneWay` and
  /// `formless` are the properties ``OutputFormValidator`` found with no JSON form (listed and
  /// unlisted ones).
  func compileOutput<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath], oneWay: Set<String>, formless: Set<String>) {
    let settings = plan.settings
    let owner = plan.typeName
    let collecting = M.self as? any UnknownKeyCollecting.Type
    let collects = collecting != nil
    if let collecting { UnknownKeyStoring.compileOutput(collecting, into: plan) }
    let names = Self.outputNames(
      of: M.self, keyPaths: keyPaths, excluded: settings.unwritten,
      writesUnlisted: settings.writesUnlistedProperties ?? false)

    var builder = EmitterBuilder(
      compiler: self, transforms: transforms(for: settings),
      dateStrategy: settings.dateStrategy)
    builder.nonConformingFloats = settings.nonConformingFloats?.names
    var members: [OutputMember<M>] = []
    var flattened: [OutputMember<M>] = []
    var entries: [(path: [String], member: OutputMember<M>)] = []
    for (name, label, _) in names {
      let source = plan.keySources[name] ?? KeySource(of: name, row: settings.row(name), settings: settings)
      let path = source.outputPath
      let isFlattened = if case .flattened = source.kind { true } else { false }
      let component = PathComponent.member(PropertyKey(key: isFlattened ? "" : path.joined(separator: "."), property: name))
      var member: OutputMember<M>
      var hasJSONForm = true
      // A lazy var is read from its storage, so output never computes it: written once
      // computed, left out before.
      if let keyPath = keyPaths[name], let maker = keyPath as? any OutputMaking,
        TypeRelation.isType(M.self, subclassOf: type(of: keyPath).rootType), !Mirror.isLazyStorage(label)
      {
        var builder = builder
        builder.dateStrategy = settings.row(name).dateStrategy ?? builder.dateStrategy
        if let own = settings.row(name).nonConformingFloats { builder.nonConformingFloats = own.names }
        member = maker.makeOutputMember(M.self, property: name, component: component, builder: builder, adapter: settings.row(name).adapter)
        if let resolver = settings.row(name).typeResolver {
          if let tag = SubtypeTag.make(resolver, snapshot: snapshot) {
            member = SubtypeTag.member(member, tag: tag)
          } else if resolver.hasNoInverse {
            note(Self.noInverseNote(owner: owner, property: name, setting: "typeResolvers[\"\(name)\"]"))
          }
        }
        if oneWay.contains(name) {
          // A one-way property (OHMKit's hydrate-only adapters, a type only ever read): it
          // registers, hydrates and stays in dictionaryRepresentation; JSON output of a
          // model holding a value in it fails by name.
          let declared = type(of: keyPath).valueType
          let fixes = OutputFormValidator.oneWayFixes(declared)
          member = Self.oneWayMember(
            member, holdsCollection: PropertyRow.isCollection(declared),
            reason: .notJSONEncodable(
              "\(MessageText.typeName(declared)) has no JSON form (a one-way property); to write it, \(fixes)"))
        }
      } else {
        member = Self.mirrorMember(M.self, property: name, label: label, component: component)
        // A stored property outside keyPaths whose type can never be JSON (a closure, a
        // delegate, a lock) stays out of JSON output.
        if formless.contains(name) { hasJSONForm = false }
      }
      members.append(member)
      if !hasJSONForm { continue }
      // Collected unknown keys are written back as keys of their own, not as a property.
      if collects && name == "unknownValues" { continue }
      switch source.kind {
      case .shared:
        // A property reading a key another property owns is not written under it.
        continue
      case .flattened:
        // A flattened model's keys are merged into this object.
        flattened.append(member)
      case .combined(let paths, let combination):
        // Many-to-one: written back through `split`, one entry per service key.
        if let split = combination.split, let keyPath = keyPaths[name], let maker = keyPath as? any OutputMaking {
          let get = maker.anyGetter(M.self)
          for (position, path) in paths.enumerated() {
            entries.append((path, Self.splitMember(M.self, property: name, get: get, split: split, position: position, component: component)))
          }
        }
      case .transparent, .table, .candidates, .strategy:
        // (A transparent model's one member is also written in the object's place.)
        entries.append((path, member))
      }
    }
    plan.outputMembers = members
    if let transparent = settings.transparentProperty { plan.transparentMember = members.first { $0.property == transparent } }
    plan.flattenedMembers = flattened
    plan.hasFlattenedMembers = !flattened.isEmpty
    plan.jsonTree = OutputNode.tree(entries, sorted: false)
    plan.outputOnlyKeyNames = Set(plan.jsonTree.map(\.key).filter { !plan.knownKeys.contains($0) })
    plan.outputOnlyKeys = plan.outputOnlyKeyNames.sorted().map { Array($0.utf8) }
    plan.sortedJSONTree = OutputNode.tree(entries, sorted: true)
  }

  /// Which properties of `model` are output, with their Mirror labels and stored types: those
  /// `keyPaths` lists, minus `excluded` (the excluded and the input-only properties, which
  /// hydration may read but output never writes), in the order Mirror finds them (base class first),
  /// then listed computed properties by name.
  ///
  /// Mirror sees through synthesized storage: a wrapper's `_x` and a lazy var's storage are
  /// `x`; storage the compiler synthesizes for macros, such as Observation's
  /// `_$observationRegistrar`, is never output. A stored property the list leaves out is
  /// written only where the mapping (or the registry) opts in (`writesUnlisted`).
  static func outputNames(
    of model: any ReflectiveModel.Type, keyPaths: [String: AnyKeyPath], excluded: Set<String>, writesUnlisted: Bool
  ) -> [(name: String, label: String, storedType: Any.Type?)] {
    var names: [(name: String, label: String, storedType: Any.Type?)] = []
    // Private properties the declaration leaves out are never written, listed or not.
    var seen = excluded.union(model.privateProperties)
    // A model built through its initializer has no instance before it is read: its listed
    // properties in declaration order where their key paths tell it (a struct's stored
    // properties), then by name.
    let instance: Any? = model.isBuiltByInitializer ? nil : model.init()
    for child in instance.map(Mirror.allChildren(of:)) ?? [] {
      guard let label = child.label else { continue }
      var name = label
      if keyPaths[label] == nil {
        // Macro storage (`_$…`) has no property name: never output.
        guard let stripped = Mirror.propertyName(forLabel: label) else { continue }
        name = stripped
      }
      guard writesUnlisted || keyPaths[name] != nil else { continue }
      if seen.insert(name).inserted { names.append((name, label, type(of: Mirror.storedValue(child.value, label: label)))) }
    }
    let rest = instance == nil ? PlanCompiler.declarationOrder(keyPaths) : keyPaths.keys.sorted()
    for name in rest where !seen.contains(name) { names.append((name, name, nil)) }
    return names
  }

  /// The note for a closure resolver without `writeBack`: output cannot write what it read.
  static func noInverseNote(owner: String, property: String?, setting: String) -> MappingError {
    .registration(
      .resolverWithoutInverse,
      "\(setting) is a closure with no inverse: JSON output writes each model's own keys only, so the output reads back as the same types only if the closure picks them from those keys; give it one with TypeResolver(_:writeBack:)",
      property: property.map { "\(owner).\($0)" } ?? owner, isFatal: false)
  }

  /// One service key of a many-to-one property, written from the `split` closure's output.
  static func splitMember<M: ReflectiveModel>(
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
        throw context.error(.callbackFailed("split threw: \(MessageText.truncated(String(describing: error)))"))
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

  /// `member` for a one-way property: plain output as it is; JSON output of a value fails
  /// with `reason` (nil stays left out, or `null` under `includeNulls`).
  ///
  /// A collection fails only where it holds a value: an empty array is `[]`, an empty
  /// dictionary `{}`, and the failure is at the first element that has no JSON form.
  static func oneWayMember<M>(_ member: OutputMember<M>, holdsCollection: Bool, reason: MappingError.Reason) -> OutputMember<M> {
    if holdsCollection {
      func blaming<T>(_ body: () throws -> T) throws -> T { try OutputFailure.blamingFormless({ _ in reason }, body) }
      return OutputMember(
        property: member.property, component: member.component, isNil: member.isNil,
        value: { model, context in try blaming { try member.value(model, &context) } },
        write: { model, key, writer, context in try blaming { try member.write(model, key, &writer, &context) } })
    }
    return OutputMember(
      property: member.property, component: member.component, isNil: member.isNil,
      value: { model, context in
        if context.mode == .json, !member.isNil(model) { throw context.error(reason) }
        return try member.value(model, &context)
      },
      write: { model, key, writer, context in
        if !member.isNil(model) { throw context.error(reason) }
        try member.write(model, key, &writer, &context)
      })
  }

  /// A member for a stored property that `keyPaths` does not list: read through Mirror
  /// (slow, per value), emitted by its dynamic type.
  static func mirrorMember<M: ReflectiveModel>(
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
    let member = OutputMember.reading(
      property: property, component: component, get: read,
      isNil: { $0.map(EmitterBuilder.isNilValue) ?? true },
      value: { value, context in try value.flatMap { try DynamicOutput.value($0, &context) } },
      write: { value, writer, context in
        guard let value else { return writer.writeNull() }
        try DynamicOutput.write(value, &writer, &context)
      })
    guard Mirror.isLazyStorage(label) else { return member }
    // A lazy var not computed yet is left out, under `includeNulls` too: output never computes
    // it, and its value is not null. (Computed, its storage holds `.some(value)`, even when the
    // value is itself nil.)
    let notComputed: (M) -> Bool = { model in
      guard let storage = read(model), let optional = storage as? any OptionalShape else { return true }
      return optional.wrappedAny == nil
    }
    return OutputMember(
      property: property, component: component,
      isNil: { notComputed($0) || member.isNil($0) },
      value: { model, context in notComputed(model) ? nil : try member.value(model, &context) },
      write: { model, key, writer, context in
        if !notComputed(model) { try member.write(model, key, &writer, &context) }
      })
  }
}
