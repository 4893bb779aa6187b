public import Foundation

/// Arrays of models: from an array of service dictionaries or JSON holding an array of
/// objects, and back.
///
/// Each element is hydrated as `Element`, or as the subclass its
/// ``ModelMapping/subtypeResolver`` picks, and written back by its own type's mapping. An
/// element that is not an object is dropped with a non-fatal problem at its index (fatal
/// under ``Strictness/strict``); so is one whose subtype cannot be resolved (fatal under a
/// strict mapping). Fatal problems in any element are thrown together, unless `Element` is
/// a ``ModelMapping/isLossyElement``. Parameters and the `issues` form are those of
/// ``ReflectiveModel/init(dictionary:registry:context:)``.
extension Array where Element: ReflectiveModel {
  /// Hydrates an array of service dictionaries into models, one per element.
  public init(dictionaries: [Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(dictionaries: dictionaries, registry: registry, context: context, issues: &issues)
  }

  /// Hydrates an array of service dictionaries, appending every problem to `issues`.
  public init(
    dictionaries: [Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.array(Element.self, from: .parsed(dictionaries), registry: registry, mapping: context, issues: &issues)
  }

  /// Hydrates JSON bytes holding an array of objects (or a lone object, read as one
  /// element, when `context` says ``MappingContext/wrapsLoneObject``).
  ///
  /// - Throws: `MappingError` for malformed JSON, a top-level value that is not an array, or
  ///   any fatal mapping problem.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Hydrates JSON bytes holding an array of objects, appending every problem to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.array(Element.self, from: .json(jsonData, at: nil), registry: registry, mapping: context, issues: &issues)
  }

  /// Hydrates the array of objects at `path` inside JSON bytes (`"data.items"`), with the path
  /// rules of ``ReflectiveModel/init(jsonData:at:registry:context:)``; problems are reported at
  /// their full path (`data.items[3].id`).
  public init(
    jsonData: some ContiguousBytes, at path: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()
  ) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, at: path, registry: registry, context: context, issues: &issues)
  }

  /// Hydrates the array of objects at `path` inside JSON bytes, appending every problem to
  /// `issues`.
  public init(
    jsonData: some ContiguousBytes, at path: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.array(Element.self, from: .json(jsonData, at: path), registry: registry, mapping: context, issues: &issues)
  }

  /// Hydrates JSON text holding an array of objects; see ``init(jsonData:registry:context:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context)
  }

  /// Hydrates JSON text holding an array of objects, appending every problem to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context, issues: &issues)
  }

  /// The models as JSON objects in the service's keys, each written by its own type's
  /// mapping (a subclass by its subclass's): the inverse of ``init(dictionaries:registry:context:)``.
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - includeNulls: Write `null` for nil properties instead of leaving them out.
  /// - Throws: `MappingError` with the element's index in its path (`[2].price`), as
  ///   ``ReflectiveModel/jsonObject(registry:includeNulls:)`` does for one model.
  /// - Returns: One dictionary per model, in order.
  public func jsonObject(registry: MappingRegistry = .shared, includeNulls: Bool = false) throws -> [[String: Any]] {
    let rootName = "[\(MessageText.typeName(Element.self))]"
    return try TopLevelOutput.jsonObject(registry: registry, rootName: rootName, includeNulls: includeNulls) { context in
      var result: [[String: Any]] = []
      result.reserveCapacity(count)
      for (index, model) in enumerated() {
        try OutputFailure.at(.index(index)) { result.append(try TopLevelOutput.object(model, &context)) }
      }
      return result
    }
  }

  /// The models as a JSON array in UTF-8 bytes, written directly by the library's writer.
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - prettyPrinted: Two-space indentation, one member per line.
  ///   - options: ``OutputOptions/sortedKeys``, ``OutputOptions/includeNulls``.
  /// - Returns: The JSON array's UTF-8 bytes.
  /// - Throws: `MappingError` as ``jsonObject(registry:includeNulls:)`` does.
  public func jsonData(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let rootName = "[\(MessageText.typeName(Element.self))]"
    return try TopLevelOutput.jsonData(
      registry: registry, rootName: rootName, prettyPrinted: prettyPrinted, options: options, capacity: 256 * Swift.max(count, 1)
    ) { writer, context in
      writer.beginArray()
      for (index, model) in enumerated() {
        try OutputFailure.at(.index(index)) { try ModelOutput.write(model, declared: nil, &writer, &context) }
      }
      writer.endArray()
    }
  }

  /// The models as JSON text; see ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}
