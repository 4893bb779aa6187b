public import Foundation

/// Output of one model: `dictionaryRepresentation`, `jsonObject()`, `jsonData()`, `jsonString()`.
extension ReflectiveModel {
  /// Every output property by property name, read with Mirror (base class first).
  ///
  /// The output properties are those `keyPaths` lists, minus ``ModelMapping/excluded`` and
  /// ``unmappedProperties`` (a stored property the list leaves out, such as a
  /// `passwordHash`, is not written unless the mapping opts in with
  /// ``ModelMapping/writesUnlistedProperties``). `nil` properties are left out; nested models become dictionaries, collections arrays,
  /// `RawRepresentable` values their raw value; adapters' `serialize` closures are applied.
  /// Other values stay Swift values (`Date`, `URL`, `Decimal` …): this is a view of the
  /// model, not JSON (use ``jsonObject(registry:includeNulls:)`` for that). A model that contains
  /// itself is cut: the reference back to an ancestor is left out. Uses
  /// `MappingRegistry.shared`; see ``dictionaryRepresentation(registry:)``.
  public var dictionaryRepresentation: [String: Any] {
    dictionaryRepresentation(registry: .shared)
  }

  /// ``dictionaryRepresentation`` with the mappings (adapters) of `registry`.
  public func dictionaryRepresentation(registry: MappingRegistry) -> [String: Any] {
    let plan = registry.plan(for: type(of: self))
    var context = OutputContext(registry: registry, mode: .plain, options: [], rootName: plan.typeName)
    try? context.enterRoot(self, plan)
    return (try? plan.output(of: self, context: &context)) ?? [:]
  }

  /// The model as a JSON object in the service's keys: the exact inverse of hydration.
  ///
  /// Keys come from the key table and key strategy; dotted key paths are rebuilt as nested
  /// dictionaries, siblings merged. Only JSON values come out: strings, numbers (`Int`,
  /// `UInt64`, `Double`, `Decimal`), booleans, arrays, dictionaries, `NSNull` with
  /// `includeNulls`; dates as ISO 8601 (with fractional seconds when they
  /// have some), URLs and UUIDs as strings, `Data` as base64. Collected unknown keys
  /// (``UnknownKeyCollecting``) are written back.
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - includeNulls: Write `null` for nil properties instead of leaving them out.
  /// - Returns: A dictionary `JSONSerialization` can write.
  /// - Throws: `MappingError` with the property path for NaN or infinity, a value with no
  ///   JSON form and no adapter, or a reference cycle.
  public func jsonObject(registry: MappingRegistry = .shared, includeNulls: Bool = false) throws -> [String: Any] {
    let plan = registry.plan(for: type(of: self))
    return try TopLevelOutput.jsonObject(registry: registry, rootName: plan.typeName, includeNulls: includeNulls) { context in
      try context.enterRoot(self, plan)
      return try plan.output(of: self, context: &context)
    }
  }

  /// The model as UTF-8 JSON bytes, written directly by the library's own writer (no
  /// intermediate dictionaries, no JSONSerialization).
  ///
  /// - Parameters:
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - prettyPrinted: Two-space indentation, one member per line.
  ///   - options: ``OutputOptions/sortedKeys`` for stable key order,
  ///     ``OutputOptions/includeNulls`` to write `null` for nil properties.
  /// - Returns: The JSON object's UTF-8 bytes.
  /// - Throws: `MappingError` as ``jsonObject(registry:includeNulls:)`` does.
  public func jsonData(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let plan = registry.plan(for: type(of: self))
    return try TopLevelOutput.jsonData(
      registry: registry, rootName: plan.typeName, prettyPrinted: prettyPrinted, options: options, capacity: 1024
    ) { writer, context in
      try context.enterRoot(self, plan)
      try plan.writeJSON(self, into: &writer, context: &context)
    }
  }

  /// The model as JSON text (ObjectMapper's `toJSONString`); see
  /// ``jsonData(registry:prettyPrinted:options:)``.
  public func jsonString(registry: MappingRegistry = .shared, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> String {
    String(decoding: try jsonData(registry: registry, prettyPrinted: prettyPrinted, options: options), as: UTF8.self)
  }
}
