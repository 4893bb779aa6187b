import Foundation

/// The type-erased settings of a registered `ModelMapping`: its ``PropertyRow``s, one per
/// property it says something about, and the model's own settings.
// Metatypes are immutable; `any ReflectiveModel.Type` is only not `Sendable` because the
// protocol does not require it.
struct MappingSettings: @unchecked Sendable {
  /// Property name → everything the mapping says about that property.
  var rows: [String: PropertyRow]
  var unknownKeys: UnknownKeyPolicy
  var keyStrategy: KeyStrategy
  var keyMatching: KeyMatching
  var beforeMapping: (@Sendable ([String: Any]) throws -> [String: Any])?
  var isStrict: Bool
  var strictness: Strictness?
  var typeName: String?
  /// The hook over a model boxed in `Any` (a struct's changes are written back into the box).
  var afterMapping: (@Sendable (inout Any, inout MappingReport) throws -> Void)?
  var transformOutput: (@Sendable (Any, [String: Any]) throws -> [String: Any])?
  var typeTransforms: [ObjectIdentifier: TypeTransform]
  var allowedURLSchemes: Set<String>?
  var dateStrategy: DateStrategy?
  /// Which defaulted settings the registration assigned (see ``inheriting(from:)``).
  var assigned: Set<AssignedSetting>
  var subtypeResolver: TypeResolver?
  var isLossyElement: Bool
  var wrapsLoneObjects: Bool
  /// What separates dotted service keys (``ModelMapping/pathDelimiter``).
  var pathDelimiter: String
  var identifiedBy: String?
  var writesUnlistedProperties: Bool?
  var unlistedKeyPaths: [String]

  init<M>(_ mapping: ModelMapping<M>) {
    rows = mapping.rows
    unknownKeys = mapping.unknownKeys
    keyStrategy = mapping.keyStrategy
    keyMatching = mapping.keyMatching
    beforeMapping = mapping.beforeMapping
    isStrict = mapping.isStrict
    strictness = mapping.strictness
    typeName = mapping.typeName
    if let hook = mapping.afterMapping {
      afterMapping = { value, report in
        guard var model = value as? M else { return }
        defer { value = model }
        try hook(&model, &report)
      }
    }
    if let hook = mapping.transformOutput {
      transformOutput = { object, json in
        guard let model = object as? M else { return json }
        return try hook(model, json)
      }
    }
    typeTransforms = mapping.typeTransforms
    allowedURLSchemes = mapping.allowedURLSchemes.map { Set($0.map { $0.lowercased() }) }
    dateStrategy = mapping.dateStrategy
    assigned = mapping.assigned
    subtypeResolver = mapping.subtypeResolver
    isLossyElement = mapping.isLossyElement
    wrapsLoneObjects = mapping.wrapsLoneObjects
    pathDelimiter = mapping.pathDelimiter
    identifiedBy = mapping.identifiedBy
    writesUnlistedProperties = mapping.writesUnlistedProperties
    unlistedKeyPaths = mapping.unlistedKeyPaths
  }

  /// The row of `name` (an empty one when the mapping says nothing of it).
  @inline(__always)
  func row(_ name: String) -> PropertyRow { rows[name] ?? PropertyRow() }

  /// The segments of a service key or path, split at ``pathDelimiter``.
  func segments(_ key: String) -> [String] { KeyPathSyntax.segments(key, delimiter: pathDelimiter) }

  /// The excluded properties.
  var excluded: Set<String> { Set(rows.filter { $0.value.isExcluded }.keys) }

  /// These settings (a subclass registration's own) on top of `base` (the effective settings
  /// of its superclass): rows merge property by property (``PropertyRow/inheriting(from:)``);
  /// a setting assigned here replaces the superclass's; the type name is never inherited.
  func inheriting(from base: MappingSettings) -> MappingSettings {
    var merged = base
    merged.unlistedKeyPaths = unlistedKeyPaths
    // A service key this registration gives a property is no longer an inherited
    // property's (one input key, one property).
    let claimed = Set(rows.values.flatMap(\.serviceKeys))
    for (name, row) in merged.rows where rows[name] == nil && !row.serviceKeys.isEmpty {
      merged.rows[name]?.serviceKeys.removeAll { claimed.contains($0) }
    }
    for (name, row) in rows { merged.rows[name] = row.inheriting(from: base.row(name)) }
    merged.typeTransforms.merge(typeTransforms) { $1 }
    if assigned.contains(.unknownKeys) { merged.unknownKeys = unknownKeys }
    if assigned.contains(.keyStrategy) { merged.keyStrategy = keyStrategy }
    if assigned.contains(.keyMatching) { merged.keyMatching = keyMatching }
    if assigned.contains(.isStrict) { merged.isStrict = isStrict }
    merged.assigned = base.assigned.union(assigned)
    merged.strictness = strictness ?? base.strictness
    merged.beforeMapping = beforeMapping ?? base.beforeMapping
    merged.afterMapping = afterMapping ?? base.afterMapping
    merged.transformOutput = transformOutput ?? base.transformOutput
    merged.allowedURLSchemes = allowedURLSchemes ?? base.allowedURLSchemes
    merged.dateStrategy = dateStrategy ?? base.dateStrategy
    merged.typeName = typeName
    merged.subtypeResolver = subtypeResolver ?? base.subtypeResolver
    if assigned.contains(.isLossyElement) { merged.isLossyElement = isLossyElement }
    if assigned.contains(.wrapsLoneObjects) { merged.wrapsLoneObjects = wrapsLoneObjects }
    if assigned.contains(.pathDelimiter) { merged.pathDelimiter = pathDelimiter }
    merged.identifiedBy = identifiedBy ?? base.identifiedBy
    merged.writesUnlistedProperties = writesUnlistedProperties ?? base.writesUnlistedProperties
    return merged
  }

  static let defaults = MappingSettings(ModelMapping<Void>())
}
