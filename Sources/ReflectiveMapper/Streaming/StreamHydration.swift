import Foundation

/// One element of a stream, hydrated by the entry points' own engine.
///
/// An array's element is hydrated as `[Model](jsonData:)` hydrates each of its elements (`TopLevel.element`: subtypes, lossy
/// elements, a non-object element dropped with its problem), a record (a JSON Lines line) as
/// `Model(jsonData:)` hydrates a document. Only the place differs: problems are reported under
/// the element's path in the stream (`items[7].age`, `[3].age`, `line 12.age`, `record 5.age`).
struct StreamHydration<Model: ReflectiveModel> {
  let registry: MappingRegistry
  let mapping: MappingContext
  /// For a stream of records (JSON Lines, a sequence), their format.
  let records: StreamFramer.RecordFormat?
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
    case .array(let segments, _):
      records = nil
      arrayPath = MappingPath.components(of: segments)
      rootName = "[\(plan.typeName)]"
    case .records(let format):
      records = format
      arrayPath = []
      rootName = plan.typeName
    }
  }

  /// The model of one element, or `nil` for one dropped with a non-fatal problem; every
  /// problem goes to `issues`.
  ///
  /// - Throws: `MappingError` with the element's fatal problems.
  func model(_ bytes: UnsafeRawBufferPointer, _ element: FramedElement, issues: inout [MappingError]) throws -> Model? {
    if let records {
      let input = CallInput.streamed(bytes, path: [records.component(element.record)], start: element.start)
      return try HydrationCall.create(Model.self, from: input, plan: plan, registry: registry, mapping: mapping, issues: &issues)
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
///
/// A reader asks ``pull(report:)`` for a model; when it returns `nil` and ``wantsInput`` is
/// set, the reader reads its source and hands the result to ``feed(_:)`` (`nil` at its end),
/// then asks again; `nil` without ``wantsInput`` means the stream is over.
struct StreamCore<Model: ReflectiveModel> {
  private var framer: StreamFramer
  private let hydration: StreamHydration<Model>
  private let policy: ModelStreamOptions.Policy
  /// The chunk being read, and where.
  private var chunk: StreamChunk?
  private var cursor = 0
  private var isAtEnd = false
  private var isOver = false

  init(format: JSONStreamFormat, options: ModelStreamOptions, registry: MappingRegistry, context: MappingContext) {
    let framing = format.framing(wrapsLoneObject: context.wrapsLoneObject)
    framer = StreamFramer(layout: framing, maxElementBytes: options.maxElementBytes)
    hydration = StreamHydration(registry: registry, mapping: context, framing: framing)
    policy = options.policy
  }

  /// Whether the chunk in hand is used up and the source has more: the reader should read it.
  var wantsInput: Bool { chunk == nil && !isAtEnd && !isOver }

  /// Hands over the source's next chunk, or `nil` at its end.
  mutating func feed(_ next: StreamChunk?) {
    if let next {
      chunk = next
      cursor = 0
    } else {
      isAtEnd = true
    }
  }

  /// Ends the stream (its source failed): later pulls return `nil`.
  mutating func stop() {
    isOver = true
  }

  /// The next model the bytes in hand complete, or `nil`: see ``wantsInput``.
  ///
  /// - Throws: `MappingError` that ends the stream; later pulls return `nil`.
  mutating func pull(report: (MappingError) -> Void) throws -> Model? {
    guard !isOver else { return nil }
    do {
      if let current = chunk {
        var position = cursor
        let model = try current.withUnsafeBytes { bytes in try next(in: bytes, cursor: &position, report: report) }
        cursor = position
        if model == nil { chunk = nil }
        return model
      }
      guard isAtEnd else { return nil }
      if let model = try finish(report: report) { return model }
      isOver = true
      return nil
    } catch {
      isOver = true
      throw error
    }
  }

  /// The next model whose bytes are complete in `chunk` from `cursor` (which it advances), or
  /// `nil` when the chunk is used up; problems go to `report`.
  ///
  /// - Throws: `MappingError` that ends the stream: malformed JSON, a limit, or (strict) an
  ///   element's fatal problem.
  private mutating func next(in chunk: UnsafeRawBufferPointer, cursor: inout Int, report: (MappingError) -> Void) throws -> Model? {
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
  private mutating func finish(report: (MappingError) -> Void) throws -> Model? {
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
      } catch var error as MappingError {
        if hydration.records == nil, case .invalidJSON = error.reason {
          // Malformed JSON inside an array's element (which the framer only delimited): the
          // stream's end, whatever the policy, as the whole document's error.
          error.path = ""
          throw error
        }
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

/// Bytes as a source hands them over: a chunk, or one byte (read without an allocation).
enum StreamChunk {
  case bytes(any ContiguousBytes)
  case byte(UInt8)

  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    switch self {
    case .bytes(let bytes): try bytes.withUnsafeBytes(body)
    case .byte(let byte): try Swift.withUnsafeBytes(of: byte, body)
    }
  }
}
