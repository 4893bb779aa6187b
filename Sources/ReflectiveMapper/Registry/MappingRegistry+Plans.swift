import Foundation

/// The registry's compiled plans: looked up per call, compiled on first use from a snapshot of
/// the registrations, and what compiling found (``issues(for:)``).
extension MappingRegistry {
  /// Non-fatal findings about the mapping of `type`: stored properties no key path covers
  /// (neither read nor written, unless output opts in), read-only key paths, one-way
  /// properties (no JSON form), types without a built-in conversion.
  ///
  /// For a registered type, what its last registration found; for a type used without
  /// registration, what compiling its default mapping found (compiled now if it was not used
  /// yet), its problems included, since nothing threw them.
  public func issues<M: ReflectiveModel>(for type: M.Type) -> [MappingError] {
    if let found = state.withLock({ $0.diagnostics[ObjectIdentifier(M.self)] }) { return found }
    _ = plan(for: M.self)
    return state.withLock { $0.diagnostics[ObjectIdentifier(M.self)] ?? [] }
  }

  /// Keeps what a compilation found about the types it compiled without a registration of
  /// their own (nested and default-mapped types), as non-fatal diagnostics, unless a
  /// registration already reported on them.
  ///
  /// Returns what it kept, by type, for the issue handler: each type's findings reach it once.
  @discardableResult
  static func publishDiagnostics(of compiler: PlanCompiler, into state: inout State) -> [(ObjectIdentifier, [MappingError])] {
    let compiled = Set(compiler.diagnostics.keys).union(compiler.problems.keys).union(compiler.notes.keys)
    var published: [(ObjectIdentifier, [MappingError])] = []
    for key in compiled where state.diagnostics[key] == nil {
      let problems = (compiler.problems[key] ?? []).map { problem in
        var copy = problem
        copy.isFatal = false
        return copy
      }
      let findings = problems + (compiler.diagnostics[key] ?? [])
      state.diagnostics[key] = findings + (compiler.notes[key] ?? [])
      published.append((key, findings))
    }
    return published
  }

  /// The registrations and settings in force now, without compiled plans.
  func snapshot() -> RegistrySnapshot {
    state.withLock { state in
      RegistrySnapshot(registrations: state.registrations, plans: [:], defaults: state.defaults, transforms: state.transforms)
    }
  }

  /// The compiled plan of `type`, compiling it (outside the lock) on first use.
  func plan(for type: any ReflectiveModel.Type) -> any AnyModelPlan {
    let id = ObjectIdentifier(type)
    let (cached, snapshot, generation) = state.withLock { state -> ((any AnyModelPlan)?, RegistrySnapshot?, Int) in
      if let plan = state.plans[id] { return (plan, nil, state.generation) }
      let snapshot = RegistrySnapshot(
        registrations: state.registrations, plans: state.plans, defaults: state.defaults, transforms: state.transforms)
      return (nil, snapshot, state.generation)
    }
    if let cached { return cached }
    let compiler = PlanCompiler(snapshot: snapshot!)
    let plan = compiler.compile(type)
    // The shared registry reports a type it maps by default that another registry has
    // registered: the call most likely forgot its `registry:` argument.
    var fallbacks: [ObjectIdentifier: MappingError] = [:]
    if self === MappingRegistry.shared {
      for (key, compiled) in compiler.plans where snapshot!.registrations[key] == nil {
        if let finding = RegistryFallback.finding(for: compiled.modelType) { fallbacks[key] = finding }
      }
    }
    let (result, handler, prints, reported) = state.withLock {
      state -> (any AnyModelPlan, (@Sendable (MappingError) -> Void)?, (@Sendable (String) -> Void)?, [MappingError]) in
      state.references += compiler.allReferences
      guard state.generation == generation else { return (plan, nil, nil, []) }
      for (key, compiled) in compiler.plans where state.plans[key] == nil {
        state.plans[key] = compiled
      }
      // A type mapped by default reports its findings to the handler once, as a
      // registration does.
      var reported = Self.publishDiagnostics(of: compiler, into: &state).flatMap(\.1)
      for (key, finding) in fallbacks where state.reportedFallbacks.insert(key).inserted {
        state.diagnostics[key, default: []].append(finding)
        reported.append(finding)
      }
      return (state.plans[id] ?? plan, state.call.issueHandler, state.call.printsFindings ? state.call.findingsOutput : nil, reported)
    }
    if let handler {
      for finding in reported { handler(finding) }
    } else if let prints {
      FindingPrinter.print(reported, to: prints)
    }
    return result
  }
}
