import Foundation

/// One public hydration call, from input to thrown error: what every entry point in
/// `EntryPoints/` runs.
enum HydrationCall {
  /// Runs `body` with a fresh context, hands every problem found to `issues` (also when
  /// `body` throws) and throws the fatal ones together.
  ///
  /// `path` is where the input sits in its document (a root path): problems are reported
  /// under it.
  static func run<R>(
    registry: MappingRegistry, rootName: String, mapping: MappingContext, path: [PathComponent] = [], issues: inout [MappingError],
    _ body: (inout HydrationContext) throws -> R
  ) throws -> R {
    var context = HydrationContext(registry: registry, rootName: rootName, mapping: mapping)
    context.path = path
    defer { context.deliver(to: &issues) }
    let result = try body(&context)
    try context.throwIfFatal()
    return result
  }

  /// Hydrates `model` from a dictionary, counting it as one nesting level: a model just
  /// created with `init()` (`isNew`), or an existing one updated in place, all or nothing.
  ///
  /// A class instance is hydrated by its dynamic type's plan; a struct by its type's, in
  /// place (a struct's `setValues` passes a copy and keeps it only when this returns).
  static func update<M: ReflectiveModel>(
    _ model: inout M, from dictionary: [String: Any], isNew: Bool, registry: MappingRegistry, mapping: MappingContext,
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: type(of: model))
    try run(registry: registry, rootName: plan.typeName, mapping: mapping, issues: &issues) { context in
      allOrNothing(isNew: isNew, &context) { context in
        hydrateRoot(&model, plan: plan, tape: nil, dictionary: dictionary, isNew: isNew, &context)
      }
    }
  }

  /// Hydrates the call's model one nesting level deep, from a tape object when given, else from
  /// `dictionary`.
  ///
  /// An instance of a subclass of `M` goes through its own plan; an update first checks that the
  /// input does not ask for another subclass (a struct has none).
  private static func hydrateRoot<M: ReflectiveModel>(
    _ model: inout M, plan: any AnyModelPlan, tape: TapeRef?, dictionary: [String: Any], isNew: Bool,
    _ context: inout HydrationContext
  ) {
    guard context.enter() else { return }
    defer { context.leave() }
    let input: Any = tape.map { $0 } ?? dictionary
    if let typed = plan as? ModelPlan<M> {
      if !isNew, !typed.isValueType, !Subtypes.inputFits(model as AnyObject, plan: plan, input, &context) { return }
      typed.hydrate(&model, tape: tape, dictionary: dictionary, context: &context)
      return
    }
    let object = model as AnyObject
    if !isNew, !Subtypes.inputFits(object, plan: plan, input, &context) { return }
    if let tape {
      plan.hydrate(object, tape: tape, context: &context)
    } else {
      plan.hydrate(object, from: dictionary, context: &context)
    }
  }

  /// Runs `body` on a new instance as it is; on an existing one, as an update (only the keys
  /// present are written, each write journaled) whose writes are undone, newest first, when
  /// the call is bound to fail: a failed `setValues` leaves the instance, and every nested
  /// instance it reached, as they were. (A created instance that fails is discarded, so
  /// creation journals nothing.)
  @inline(__always)
  static func allOrNothing(isNew: Bool, _ context: inout HydrationContext, _ body: (inout HydrationContext) -> Void) {
    if isNew { return body(&context) }
    context.isUpdating = true
    body(&context)
    context.isUpdating = false
    if context.fatalCount > 0 { context.rollBack(to: 0) }
    context.undo = []
  }

  /// Hydrates `model` in place from JSON bytes holding an object.
  ///
  /// With a root path, the object at that path in the document (see
  /// ``JSONInput/descend(_:to:)``).
  static func update<M: ReflectiveModel>(
    _ model: inout M, fromJSON bytes: some ContiguousBytes, at rootPath: String? = nil, isNew: Bool, registry: MappingRegistry,
    mapping: MappingContext, issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: type(of: model))
    try JSONInput.withRoot(bytes, at: rootPath) { root, path in
      try run(registry: registry, rootName: plan.typeName, mapping: mapping, path: path, issues: &issues) { context in
        guard let object = InputValue.tapeObject(root) else {
          throw MappingError(
            path: MappingPath.service(path), reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(root)))
        }
        allOrNothing(isNew: isNew, &context) { context in
          hydrateRoot(&model, plan: plan, tape: object, dictionary: [:], isNew: isNew, &context)
        }
      }
    }
  }

  /// A model of `M` or of the subclass its registration's subtype resolver picks from `raw`
  /// (a dictionary or a tape object).
  static func make<M: ReflectiveModel>(
    _: M.Type, from raw: Any, registry: MappingRegistry, mapping: MappingContext, issues: inout [MappingError]
  ) throws -> M {
    let declared = registry.plan(for: M.self)
    let model = try run(registry: registry, rootName: declared.typeName, mapping: mapping, issues: &issues) { context in
      guard type(of: raw) == [String: Any].self || InputValue.tapeObject(raw) != nil else {
        throw MappingError(reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(raw)))
      }
      return TopLevel.model(raw, declared: declared, context: &context)
    }
    guard let typed = model as? M else {
      throw MappingError(reason: .typeMismatch(expected: declared.typeName, found: MessageText.typeName(type(of: model))))
    }
    return typed
  }
}

/// Scoped access to a parsed document.
enum JSONInput {
  /// Parses `data` and hands its root (scalars materialized, containers as `TapeRef`) to
  /// `body`; nothing from the tape may outlive the call.
  static func withRoot<R>(_ data: some ContiguousBytes, _ body: (Any) throws -> R) throws -> R {
    try data.withUnsafeBytes { buffer in
      let tape: JSONTape
      do {
        tape = try JSONTape(parsing: buffer)
      } catch let error as JSONReadError {
        throw MappingError(error)
      }
      let box = TapeBox(tape)
      return try body(box.element(at: tape.rootIndex))
    }
  }

  /// ``withRoot(_:_:)`` handing over the value at `rootPath` (the whole document when `nil`) and
  /// its path.
  static func withRoot<R>(_ data: some ContiguousBytes, at rootPath: String?, _ body: (Any, [PathComponent]) throws -> R) throws -> R {
    try withRoot(data) { root in
      guard let rootPath else { return try body(root, []) }
      let (value, path) = try descend(root, to: rootPath)
      return try body(value, path)
    }
  }

  /// The value at `rootPath` inside a document's root, and its path: segments split as a
  /// key table's dotted keys are (`"data.items"`, `"legs.0"`, `"version\\.major"`), a segment
  /// after the first that is all digits an array index.
  ///
  /// - Throws: `MappingError` at the path so far for a value that is not the object or array
  ///   the next segment needs, and at the full path (`missingRequiredValue`) for an absent one.
  static func descend(_ root: Any, to rootPath: String) throws -> (value: Any, path: [PathComponent]) {
    var path: [PathComponent] = []
    var current = root
    for segment in IndexPaths.parse(KeyPathSyntax.segments(rootPath)) {
      let reference = current as? TapeRef
      let found: Any?
      switch segment {
      case .key(let key):
        guard let object = reference, object.isObject else {
          throw MappingError(path: MappingPath.service(path), reason: .typeMismatch(expected: "an object", found: MessageText.value(current)))
        }
        var key = key
        found = key.withUTF8 { object.box.tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object.index) }
          .map { object.box.element(at: $0) }
        path.append(.key(key))
      case .index(let index):
        guard let array = reference, array.isArray else {
          throw MappingError(path: MappingPath.service(path), reason: .typeMismatch(expected: "an array", found: MessageText.value(current)))
        }
        var element: Any?
        if index < array.count { array.forEachElement { position, item in if position == index { element = item } } }
        found = element
        path.append(.index(index))
      }
      guard let found else { throw MappingError(path: MappingPath.service(path), reason: .missingRequiredValue) }
      current = found
    }
    return (current, path)
  }

  /// The UTF-8 bytes of `text`, for the JSON-text entry points.
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
