import Foundation

/// The type-erased settings of a registered `ModelMapping`: its ``PropertyRow``s, one per
/// property it says something about, and the model's own settings (``ModelSettings``).
///
/// A model-level setting reads as a member of its own (`settings.unknownKeys`) through
/// ``ModelSettings``; in a plan's settings each is merged (registry, superclasses, own).
// Metatypes are immutable; `any ReflectiveModel.Type` is only not `Sendable` because the
// protocol does not require it.
@dynamicMemberLookup
struct MappingSettings: @unchecked Sendable {
  /// Property name → everything the mapping says about that property.
  var rows: [String: PropertyRow]
  /// The settings of the model as a whole.
  var model: ModelSettings
  var typeTransforms: [ObjectIdentifier: TypeTransform]
  var unlistedKeyPaths: [String]

  init<M>(_ mapping: ModelMapping<M>) {
    rows = mapping.rows
    model = mapping.settings
    typeTransforms = mapping.typeTransforms
    unlistedKeyPaths = mapping.unlistedKeyPaths
  }

  /// A model-level setting that has a default.
  ///
  /// Always inlined, so that the key path is a literal where it is applied and the optimizer
  /// may fold it into a field read (hydration reads `unknownKeys` once per object). Measured:
  /// twitter's counts did not move either way.
  @inline(__always)
  subscript<T>(dynamicMember field: WritableKeyPath<ModelSettings, Assignable<T>>) -> T {
    get { model[keyPath: field].value }
    set { model[keyPath: field].value = newValue }
  }

  /// A model-level setting that is `nil` until assigned (always inlined, as the one above).
  @inline(__always)
  subscript<T>(dynamicMember field: WritableKeyPath<ModelSettings, T?>) -> T? {
    get { model[keyPath: field] }
    set { model[keyPath: field] = newValue }
  }

  /// The hook over a model boxed in `Any` (a struct's changes are written back into the box).
  @inline(__always)
  var afterMapping: (@Sendable (inout Any, inout MappingReport) throws -> Void)? {
    get { model.afterMapping?.call }
    set { model.afterMapping = newValue.map { ModelHook(original: $0, call: $0) } }
  }

  /// The output hook over a model boxed in `Any`.
  var transformOutput: (@Sendable (Any, [String: Any]) throws -> [String: Any])? { model.transformOutput?.call }

  /// The row of `name` (an empty one when the mapping says nothing of it).
  @inline(__always)
  func row(_ name: String) -> PropertyRow { rows[name] ?? PropertyRow() }

  /// The segments of a service key or path, split at ``pathDelimiter``.
  func segments(_ key: String) -> [String] { KeyPathSyntax.segments(key, delimiter: self.pathDelimiter) }

  /// The excluded properties.
  var excluded: Set<String> { Set(rows.filter { $0.value.isExcluded }.keys) }

  /// The properties output does not write: the excluded and the input-only ones.
  var unwritten: Set<String> { Set(rows.filter { $0.value.isExcluded || $0.value.isInputOnly }.keys) }

  /// These settings (a subclass registration's own) on top of `base` (the effective settings
  /// of its superclass): rows merge property by property (``PropertyRow/inheriting(from:)``),
  /// the model's settings setting by setting (``ModelSettings/over(_:)``).
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
    merged.model = model.over(base.model)
    return merged
  }

  static let defaults = MappingSettings(ModelMapping<Void>())
}
