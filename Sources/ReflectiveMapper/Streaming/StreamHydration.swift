/// One element of a stream, hydrated by the entry points' own engine.
///
/// An array's element is hydrated as `[Model](jsonData:)` hydrates each of its elements (`TopLevel.element`: subtypes, lossy
/// elements, a non-object element dropped with its problem), a JSON Lines line as
/// `Model(jsonData:)` hydrates a document. Only the place differs: problems are reported under
/// the element's path in the stream (`items[7].age`, `[3].age`, `line 12.age`).
struct StreamHydration<Model: ReflectiveModel> {
  let registry: MappingRegistry
  let mapping: MappingContext
  let isLines: Bool
  /// The path of the array whose elements are read (empty for a top-level array).
  let arrayPath: [PathComponent]
  private let plan: any AnyModelPlan
  private let typed: ModelPlan<Model>?
  private let elements: TopLevel.Elements
  private let rootName: String

  init(registry: MappingRegistry, mapping: MappingContext, framing: StreamFramer.Layout) {
    self.registry = registry
    self.mapping = mapping
    let plan = registry.plan(for: Model.self)
    self.plan = plan
    typed = plan as? ModelPlan<Model>
    elements = TopLevel.Elements(plan)
    switch framing {
    case .array(let segments):
      isLines = false
      arrayPath = MappingPath.components(of: segments)
      rootName = "[\(plan.typeName)]"
    case .lines:
      isLines = true
      arrayPath = []
      rootName = plan.typeName
    }
  }

  /// The model of one element, or `nil` for one dropped with a non-fatal problem; every
  /// problem goes to `issues`.
  ///
  /// - Throws: `MappingError` with the element's fatal problems.
  func model(_ bytes: UnsafeRawBufferPointer, _ element: FramedElement, issues: inout [MappingError]) throws -> Model? {
    if isLines {
      let input = CallInput.streamed(bytes, path: [.line(element.record)], start: element.start)
      if Model.isBuiltByInitializer {
        return try HydrationCall.make(
          Model.self, from: input, registry: registry, mapping: mapping, resolvingSubtype: false, issues: &issues)
      }
      var model = Model()
      try HydrationCall.update(&model, from: input, isNew: true, registry: registry, mapping: mapping, issues: &issues)
      return model
    }
    let input = CallInput.streamed(bytes, path: arrayPath, start: element.start)
    return try input.withRoot { root, path in
      try HydrationCall.run(registry: registry, rootName: rootName, mapping: mapping, path: path, issues: &issues) { context in
        var model: Model?
        TopLevel.element(root, at: .index(element.index), elements, typed: typed, context: &context) { model = $0 }
        return model
      }
    }
  }
}

/// The reading half every stream shares, whatever its source: the framer, the element
/// hydration and the policy, fed one chunk at a time.
struct StreamCore<Model: ReflectiveModel> {
  private var framer: StreamFramer
  private let hydration: StreamHydration<Model>
  private let policy: ModelStreamOptions.Policy

  init(format: JSONStreamFormat, options: ModelStreamOptions, registry: MappingRegistry, context: MappingContext) {
    let framing = format.framing
    framer = StreamFramer(layout: framing, maxElementBytes: options.maxElementBytes)
    hydration = StreamHydration(registry: registry, mapping: context, framing: framing)
    policy = options.policy
  }

  /// The next model whose bytes are complete in `chunk` from `cursor` (which it advances), or
  /// `nil` when the chunk is used up; problems go to `report`.
  ///
  /// - Throws: `MappingError` that ends the stream: malformed JSON, a limit, or (strict) an
  ///   element's fatal problem.
  mutating func next(in chunk: UnsafeRawBufferPointer, cursor: inout Int, report: (MappingError) -> Void) throws -> Model? {
    while true {
      let step = try framer.scan(chunk, cursor: &cursor)
      if let model = try take(step, in: chunk, report: report) { return model }
      if case .needsInput = step { return nil }
    }
  }

  /// The models the end of the input completes (a number, a last line without its line
  /// feed), one per call, then `nil`.
  ///
  /// - Throws: `MappingError` for a truncated document, as ``next(in:cursor:report:)``.
  mutating func finish(report: (MappingError) -> Void) throws -> Model? {
    while true {
      let step = try framer.finish()
      if let model = try take(step, in: UnsafeRawBufferPointer(start: nil, count: 0), report: report) { return model }
      if case .needsInput = step { return nil }
    }
  }

  /// What a framer's step gives: a model, or nothing (a problem reported, an element dropped).
  private func take(_ step: FramerStep, in chunk: UnsafeRawBufferPointer, report: (MappingError) -> Void) throws -> Model? {
    switch step {
    case .needsInput:
      return nil
    case .lineProblem(let problem):
      if policy == .strict { throw problem }
      report(problem)
      return nil
    case .element(let element):
      var issues: [MappingError] = []
      do {
        let model: Model?
        switch element.bytes {
        case .chunk(let range): model = try hydration.model(UnsafeRawBufferPointer(rebasing: chunk[range]), element, issues: &issues)
        case .buffer: model = try framer.buffer.withUnsafeBytes { try hydration.model($0, element, issues: &issues) }
        }
        issues.forEach(report)
        return model
      } catch let error as MappingError {
        if issues.isEmpty { issues = error.issues }
        if policy == .strict {
          for issue in issues where !issue.isFatal { report(issue) }
          throw error
        }
        issues.forEach(report)
        return nil
      }
    }
  }
}
