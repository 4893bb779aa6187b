import Foundation

extension PlanCompiler {
  /// Compiles the hydrating half of a model built through its initializer: a plan of
  /// ``StagedValues`` whose slots stand for the model's properties, compiled from the model's
  /// own registration, and the ``Staging`` that runs it and the initializer.
  ///
  /// A property the initializer reads (``ReflectiveInitializable/initializedProperties``) that
  /// is not optional and has no registered default is required on creation.
  func compileStaging<M: ReflectiveModel, Owner: ReflectiveInitializable>(
    of plan: ModelPlan<M>, as _: Owner.Type, subject: RegistrationSubject, skipping skipped: Set<String>, strict: Bool,
    unlisted: [String]
  ) {
    var settings = plan.settings
    // The hook runs on the model once it is built, not on its slots.
    settings.afterMapping = nil
    let staged = ModelPlan<StagedValues<Owner>>(settings: settings)
    let initialized = Owner.initializedProperties
    var layout = StagingLayout<Owner>()
    var stagedKeyPaths: [String: AnyKeyPath] = [:]
    var required: Set<String> = []
    for name in subject.keyPaths.keys.sorted() where !settings.row(name).isExcluded {
      guard let keyPath = subject.keyPaths[name], let maker = keyPath as? any StagedPathMaking else { continue }
      let readByInit = initialized.contains(name)
      let write = (keyPath as? any StagedWriteMaking)?.stagedWrite(Owner.self)
      // A read-only property the initializer does not read is output-only.
      guard readByInit || write != nil else { continue }
      let index = layout.names.count
      layout.names.append(name)
      layout.indices[name] = index
      let stagedPath = maker.stagedPath(index: index, owner: Owner.self)
      stagedKeyPaths[name] = stagedPath
      stagedSlots[stagedPath] = index
      layout.readers.append { maker.readValue(from: $0)! }
      if let write { layout.writes.append((index, !readByInit, write.set, write.capture)) } else { layout.constants.append(index) }
      if readByInit, !maker.isOptionalValue, settings.row(name).defaultValue == nil { required.insert(name) }
      let path = subject.servicePaths[name] ?? [name]
      layout.components.append(.member(PropertyKey(key: path.joined(separator: "."), property: name)))
    }
    let stagedSubject = subject.replacing(keyPaths: stagedKeyPaths, modelType: StagedValues<Owner>.self)
    compileHydrators(of: staged, subject: stagedSubject, skipping: skipped, strict: strict, required: required)
    compileCollections(of: staged, strict: settings.isStrict || strict, exactTypes: strict)
    compileUnlistedKeys(of: staged, names: unlisted)
    plan.knownKeys = staged.knownKeys
    plan.untabledKnownKeys = staged.untabledKnownKeys
    plan.staging = Staging<M>.make(Owner.self, plan: staged, layout: layout, strict: settings.isStrict || strict)
  }
}
