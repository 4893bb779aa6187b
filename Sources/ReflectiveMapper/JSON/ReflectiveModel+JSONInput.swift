import Foundation

/// Hydration straight from JSON bytes.
///
/// Every entry point takes any contiguous bytes (`some ContiguousBytes`): `Data`, `[UInt8]`,
/// `ArraySlice<UInt8>`, `UnsafeRawBufferPointer`, … The bytes are read where they are, never
/// copied first, so a server can hand over its request buffer as it is (for a SwiftNIO
/// `ByteBuffer`: `try buffer.withUnsafeReadableBytes { try Order(jsonData: $0) }`).
extension ReflectiveModel {
  /// Creates an instance and hydrates it from JSON bytes holding an object.
  ///
  /// The bytes are read by the library's own reader and walked directly by the model's
  /// plan: no dictionaries are built for model objects. The result and its issues are the
  /// same as `init(dictionary:)` on the parsed object.
  ///
  /// - Throws: `MappingError` for malformed JSON (`.invalidJSON`, with line and column), a
  ///   top-level value that is not an object, or any fatal mapping problem.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, issues: &issues)
  }

  /// Creates an instance from JSON bytes with a ``MappingContext``.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Creates an instance from JSON bytes, appending every problem found to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self.init()
    try setValues(fromJSON: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Updates this instance in place from JSON bytes holding an object.
  public func setValues(fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try setValues(fromJSON: jsonData, registry: registry, issues: &issues)
  }

  /// Updates this instance in place from JSON bytes, appending every problem to `issues`.
  public func setValues(
    fromJSON jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: type(of: self))
    try JSONInput.withRoot(jsonData) { root in
      var context = HydrationContext(registry: registry, rootName: plan.typeName, mapping: mapping)
      defer { context.deliver(to: &issues) }
      guard let object = InputValue.tapeObject(root) else {
        throw MappingError(reason: .typeMismatch(expected: "a JSON object", found: MessageText.value(root)))
      }
      if context.enter() {
        plan.hydrate(self, tape: object, context: &context)
        context.leave()
      }
      try context.throwIfFatal()
    }
  }
}

extension Array where Element: ReflectiveModel {
  /// Hydrates JSON bytes holding an array of objects into models of `Element` (or of the
  /// subclass its ``ModelMapping/subtypeResolver`` picks per element).
  ///
  /// Elements that are not objects are dropped with a non-fatal issue (fatal under
  /// ``Strictness/strict``); fatal problems in any element are thrown together. The rules
  /// are those of ``init(dictionaries:registry:)``.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, issues: &issues)
  }

  /// Hydrates JSON bytes holding an array of objects, appending every problem to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context mapping: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    let plan = registry.plan(for: Element.self)
    self = try JSONInput.withRoot(jsonData) { root in
      var context = HydrationContext(registry: registry, rootName: "[\(plan.typeName)]", mapping: mapping)
      defer { context.deliver(to: &issues) }
      guard let array = InputValue.tapeArray(root) else {
        throw MappingError(reason: .typeMismatch(expected: "a JSON array", found: MessageText.value(root)))
      }
      let models = TopLevel.array(array, Element.self, declared: plan, context: &context)
      try context.throwIfFatal()
      return models
    }
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
}
