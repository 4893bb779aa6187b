import Foundation

/// Compiles registered (or default) mappings into plans, validating them on the way.
///
/// One compiler runs outside the registry's lock over a snapshot of its registrations; the
/// plans it creates are published together when it is done. Recursive types are handled by
/// creating each plan's `PlanReference` before compiling its hydrators.
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
  /// Non-fatal notes that only one use of the mapping needs (the JSON Schema's open
  /// properties), per type: listed by `issues(for:)`, never handed to the issue handler.
  private(set) var notes: [ObjectIdentifier: [MappingError]] = [:]
  /// Every reference handed out, so the registry can break reference cycles on deinit.
  private(set) var allReferences: [PlanReference] = []
  private var current: ObjectIdentifier?
  /// The slot of each key path of the slot type being compiled (``compileInitializer``): its
  /// hydrators write slots directly.
  var slotIndices: [AnyKeyPath: Int] = [:]
  private var pending: [(ObjectIdentifier, () -> Void)] = []

  init(snapshot: RegistrySnapshot) {
    self.snapshot = snapshot
  }

  /// The reference for `type`'s plan, compiling the plan (and those it needs) if needed.
  func reference(for type: any ReflectiveModel.Type) -> PlanReference {
    let id = ObjectIdentifier(type)
    if let existing = snapshot.plans[id] {
      func typed<M: ReflectiveModel>(_: M.Type) -> PlanReference {
        guard let plan = existing as? ModelPlan<M> else {
          let reference = PlanReference(typeName: existing.typeName)
          reference.plan = existing
          return reference
        }
        return PlanReference.to(plan)
      }
      let reference = typed(type)
      allReferences.append(reference)
      return reference
    }
    if let reference = references[id] { return reference }
    func open<M: ReflectiveModel>(_: M.Type) -> PlanReference {
      let plan = ModelPlan<M>(settings: snapshot.settings(for: M.self))
      plans[id] = plan
      pending.append((id, { self.compileModel(plan) }))
      return PlanReference.to(plan)
    }
    let reference = open(type)
    references[id] = reference
    allReferences.append(reference)
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
        let reference = PlanReference.to(plan)
        references[id] = reference
        allReferences.append(reference)
        plans[id] = plan
        pending.append((id, { self.compileModel(plan) }))
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

  func note(_ note: MappingError) {
    guard let current else { return }
    notes[current, default: []].append(note)
  }

  func fail(_ problem: MappingError) {
    guard let current else { return }
    problems[current, default: []].append(problem)
  }

  // MARK: One model

  /// Validates the registration of `plan`'s model and compiles both halves of the plan:
  /// the property hydrators and the output members.
  private func compileModel<M: ReflectiveModel>(_ plan: ModelPlan<M>) {
    // Strictness (the model's, else the registry's) is decided here, once: strict plans use
    // exact-type converters and fatal problems. It is about values: unknown keys follow
    // `unknownKeys` alone (a consumer of a third-party payload maps a subset of it).
    let strict = plan.settings.strictness == .strict
    let subject = RegistrationSubject(
      M.self, owner: plan.typeName, settings: plan.settings, transforms: transforms(for: plan.settings))
    let findings = RegistrationValidators.validate(subject)
    let skipped = Set(findings.filter(\.skipsProperty).compactMap(\.property))
    for finding in findings where !(finding.concernsHydration && finding.property.map(skipped.contains) == true) {
      let problem = MappingError.registration(
        finding.code, finding.message, property: finding.property.map { "\(plan.typeName).\($0)" },
        isFatal: finding.kind == .failure)
      if finding.kind == .failure { fail(problem) } else { diagnose(problem) }
    }
    /// The properties of the findings of `code`.
    func properties(_ code: RegistrationCode) -> Set<String> {
      Set(findings.filter { $0.code == code }.compactMap(\.property))
    }
    let unlisted = findings.filter { $0.code == .unlistedStoredProperty }.compactMap(\.property)
    if M.isBuiltByInitializer {
      compileInitializer(of: plan, subject: subject, skipping: skipped, strict: strict, unlisted: unlisted)
    } else {
      compileHydrators(of: plan, subject: subject, skipping: skipped, strict: strict)
    }
    diagnoseOpenSchemas(of: plan, keyPaths: subject.keyPaths)
    diagnoseUnstatedConstraints(of: plan, keyPaths: subject.keyPaths)
    compileCollections(of: plan, strict: plan.settings.isStrict || strict, exactTypes: strict)
    if plan.initializer == nil { compileUnlistedKeys(of: plan, names: unlisted) }
    plan.keySources = subject.keySources
    compileOutput(of: plan, keyPaths: subject.keyPaths, oneWay: properties(.oneWayProperty), formless: properties(.noJSONForm))
    compileDiscriminatorOutput(of: plan)
    assert(plan.invariantViolations().isEmpty, "the plan of \(plan.typeName) breaks its invariants: \(plan.invariantViolations())")
  }

  /// Type-level transforms in force for a model: its own over the registry's.
  func transforms(for settings: MappingSettings) -> [ObjectIdentifier: TypeTransform] {
    snapshot.transforms.merging(settings.typeTransforms) { $1 }
  }
}
