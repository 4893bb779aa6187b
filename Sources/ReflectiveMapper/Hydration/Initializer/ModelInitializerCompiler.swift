import Foundation

extension PlanCompiler {
  /// Compiles the hydrating half of a model built through its initializer: a plan of
  /// ``MappedValueSlots`` whose slots stand for the model's properties, compiled from the model's
  /// own registration, and the ``ModelInitializer`` that runs it and the initializer.
  ///
  /// A property the initializer reads (``ReflectiveInitializable/initializedProperties``) that
  /// is not optional and has no registered default is required on creation.
  func compileInitializer<M: ReflectiveModel>(
    of plan: ModelPlan<M>, subject: RegistrationSubject, skipping skipped: Set<String>, strict: Bool, unlisted: [String]
  ) {
    var settings = plan.settings
    // The hook runs on the model once it is built, not on its slots.
    settings.afterMapping = nil
    let slotPlan = ModelPlan<MappedValueSlots>(settings: settings)
    let initialized = M.initializedProperties
    var layout = InitializerLayout<M>()
    var slotKeyPaths: [String: AnyKeyPath] = [:]
    var required: Set<String> = []
    var slotTypes: [SlotType] = []
    for name in Self.declarationOrder(subject.keyPaths) where !settings.row(name).isExcluded {
      guard let keyPath = subject.keyPaths[name], let maker = keyPath as? any SlotPathMaking else { continue }
      let readByInit = initialized.contains(name)
      let write = (keyPath as? any AfterInitializerWriteMaking)?.afterInitializerWrite(M.self)
      let index = layout.names.count
      layout.names.append(name)
      let slotPath = maker.slotPath(index: index)
      slotTypes.append(maker.slotType())
      slotKeyPaths[name] = slotPath
      slotIndices[slotPath] = index
      layout.readers.append { maker.readValue(from: $0)! }
      if let write {
        layout.writes.append((index, write.set, write.capture))
        if !readByInit, let move = (keyPath as? any AfterInitializerWriteMaking)?.slotMove(M.self, index: index) { layout.moves.append(move) }
      } else if readByInit {
        layout.constants.append(index)
      } else {
        // A read-only property the initializer does not read is output-only: a value for it is
        // read only to be compared with the built model's.
        layout.outputOnly.append(index)
      }
      if readByInit, !maker.isOptionalValue, settings.row(name).defaultValue == nil { required.insert(name) }
      let path = subject.servicePaths[name] ?? [name]
      layout.components.append(.member(PropertyKey(key: path.joined(separator: "."), property: name)))
    }
    let slotSubject = subject.replacing(keyPaths: slotKeyPaths, modelType: MappedValueSlots.self)
    compileHydrators(of: slotPlan, subject: slotSubject, skipping: skipped, strict: strict, required: required)
    compileCollections(of: slotPlan, strict: settings.isStrict || strict, exactTypes: strict)
    compileUnlistedKeys(of: slotPlan, names: unlisted)
    plan.knownKeys = slotPlan.knownKeys
    plan.untabledKnownKeys = slotPlan.untabledKnownKeys
    let slots = SlotLayout(names: layout.names, types: slotTypes, typeName: MessageText.typeName(M.self))
    plan.initializer = ModelInitializer<M>.make(
      plan: slotPlan, kind: plan.kind, layout: layout, slots: slots, strict: settings.isStrict || strict,
      collecting: compileCollecting(of: plan, slotPlan: slotPlan))
  }

  /// With `unknownKeys = .collect`, sets the slot plan to keep the unknown keys in its
  /// ``MappedValues`` and returns how they reach the built model: stored by the model's own
  /// `.collect` closures, after a struct that is rebuilt got the storage it had.
  private func compileCollecting<M: ReflectiveModel>(of plan: ModelPlan<M>, slotPlan: ModelPlan<MappedValueSlots>) -> InitializerCollecting<M>? {
    guard plan.settings.unknownKeys == .collect, let collecting = M.self as? any UnknownKeyCollecting.Type else { return nil }
    UnknownKeyStoring.compile(collecting, into: plan)
    slotPlan.collectUnknown = { slotPlan, unknown, _ in
      let kept = slotPlan.values.collectedKeys()
      kept.values = kept.values.map { $0.merging(unknown) { $1 } } ?? unknown
    }
    let collect = plan.collectUnknown
    let collectRaw = plan.collectRawUnknown
    if collectRaw != nil {
      slotPlan.collectRawUnknown = { slotPlan, members, _ in
        let kept = slotPlan.values.collectedKeys()
        if kept.members == nil { kept.members = members } else { kept.members?.merge(members) }
      }
    }
    return InitializerCollecting(
      store: { model, values, context in
        guard let kept = values.collected else { return }
        if let unknown = kept.values { collect?(&model, unknown, &context) }
        if let members = kept.members { collectRaw?(&model, members, &context) }
      },
      carry: UnknownKeyStoring.carrying(collecting, M.self))
  }

  /// The names of `keyPaths` in declaration order where it can be told (a struct's stored
  /// properties, by their offsets), then by name: the order an initializer reads them in, so
  /// that ``MappedValues`` finds each one at the slot after the last.
  static func declarationOrder(_ keyPaths: [String: AnyKeyPath]) -> [String] {
    let offsets = keyPaths.mapValues { ($0 as? any SlotPathMaking)?.storedOffset }
    return keyPaths.keys.sorted { a, b in
      switch (offsets[a] ?? nil, offsets[b] ?? nil) {
      case (let x?, let y?): x < y
      case (.some, nil): true
      case (nil, .some): false
      case (nil, nil): a < b
      }
    }
  }
}

extension MappedValues {
  /// The unknown keys kept so far, made on the first.
  fileprivate func collectedKeys() -> CollectedKeys {
    if let collected { return collected }
    let kept = CollectedKeys()
    collected = kept
    return kept
  }
}
