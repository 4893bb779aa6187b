public import Foundation

/// Dictionaries of models (ObjectMapper's `mapDictionary` and `toJSONDictionary`): values
/// hydrated from service dictionaries or JSON objects, keyed as the input is, and back.
///
/// Each value is hydrated as `Value`, or as the subclass its
/// ``ModelMapping/subtypeResolver`` picks. An entry that is not an object is dropped with a
/// non-fatal problem at its key (fatal under ``Strictness/strict``); fatal problems in any
/// entry are thrown together. Parameters and the `issues` form are those of
/// ``ReflectiveModel/init(dictionary:registry:context:)``.
extension Dictionary where Key == String, Value: ReflectiveModel {
  /// Hydrates a dictionary whose values are service dictionaries.
  public init(dictionaries: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(dictionaries: dictionaries, registry: registry, context: context, issues: &issues)
  }

  /// Hydrates a dictionary of service dictionaries, appending every problem to `issues`.
  public init(
    dictionaries: [String: Any], registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.dictionary(Value.self, from: .parsed(dictionaries), registry: registry, mapping: context, issues: &issues)
  }

  /// Hydrates JSON bytes holding an object whose members are objects.
  ///
  /// - Throws: `MappingError` for malformed JSON, a top-level value that is not an object, or
  ///   any fatal mapping problem.
  public init(jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    var issues: [MappingError] = []
    try self.init(jsonData: jsonData, registry: registry, context: context, issues: &issues)
  }

  /// Hydrates JSON bytes holding an object of objects, appending every problem to `issues`.
  public init(
    jsonData: some ContiguousBytes, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    self = try HydrationCall.dictionary(Value.self, from: .json(jsonData, at: nil), registry: registry, mapping: context, issues: &issues)
  }

  /// Hydrates JSON text holding an object of objects; see ``init(jsonData:registry:context:)``.
  public init(jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext()) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context)
  }

  /// Hydrates JSON text holding an object of objects, appending every problem to `issues`.
  public init(
    jsonString: String, registry: MappingRegistry = .shared, context: MappingContext = MappingContext(),
    issues: inout [MappingError]
  ) throws {
    try self.init(jsonData: JSONInput.bytes(jsonString), registry: registry, context: context, issues: &issues)
  }

  /// The models as JSON objects under their keys: the inverse of
  /// ``init(dictionaries:registry:context:)``.
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - includeNulls: Write `null` for nil properties instead of leaving them out.
  /// - Returns: One dictionary per model, under the model's key.
  /// - Throws: `MappingError` with the entry's key in its path.
  public func jsonObject(registry: MappingRegistry = .shared, includeNulls: Bool = false) throws -> [String: [String: Any]] {
    let rootName = "[String: \(MessageText.typeName(Value.self))]"
    return try TopLevelOutput.jsonObject(registry: registry, rootName: rootName, includeNulls: includeNulls) { context in
      var result: [String: [String: Any]] = [:]
      result.reserveCapacity(count)
      for (key, model) in self {
        try OutputFailure.at(.entry(key)) { result[key] = try TopLevelOutput.object(model, &context) }
      }
      return result
    }
  }

  /// The models as a JSON object of objects in UTF-8 bytes.
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - prettyPrinted: Two-space indentation, one member per line.
  ///   - options: ``OutputOptions/sortedKeys`` (the outer keys too), ``OutputOptions/includeNulls``.
  /// - Returns: The JSON object's UTF-8 bytes.
  /// - Throws: `MappingError` as ``jsonObject(registry:includeNulls:)`` does.
  public func jsonData(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let rootName = "[String: \(MessageText.typeName(Value.self))]"
    return try TopLevelOutput.jsonData(
      registry: registry, rootName: rootName, prettyPrinted: prettyPrinted, options: options, capacity: 256 * Swift.max(count, 1)
    ) { writer, context in
      try writer.writeObject(Array(self), options: options) { model, writer in
        try ModelOutput.write(model, declared: nil, &writer, &context)
      }
    }
  }

  /// The models as JSON text; see ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}
