/// Everything the registry knows about one model type: its key table, adapters,
/// element-type hints and policies.
///
/// You fill one in inside ``MappingRegistry/register(_:_:)``; the registry validates it
/// against the model's `keyPaths` and compiles it once into an immutable plan.
///
/// ```swift
/// try MappingRegistry.shared.register(Person.self) { m in
///   m.keys = ["favorite_word": "favoriteWord", "stats.best.object": "favoriteObject"]
///   m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
///   m.elementTypes["friends"] = Person.self
///   m.keyStrategy = .snakeCase
/// }
/// ```
///
/// Key tables map a **service key** to a **property name**. A key containing dots is a path
/// into nested dictionaries (`"stats.best.object"`); to map a key that itself contains a dot,
/// escape the dot with a backslash (`"version\\.major"`) or use ``literalKey(_:)``.
public struct ModelMapping<Model> {
  /// Service key (or dotted key path) → property name. Wins over ``keyStrategy``.
  public var keys: [String: String] = [:]
  /// Property name → adapter converting its values in both directions.
  public var adapters: [String: Adapter] = [:]
  /// Property name → the model type of its elements (or of its value), OHMKit's
  /// `+mappingClassFor<Property>`: for `[any ReflectiveModel]`, `[AnyObject]`, `[Any]`, `Any`
  /// or a base-class-typed property.
  public var elementTypes: [String: any ReflectiveModel.Type] = [:]
  /// Property name → a resolver that picks the model type per element from its dictionary.
  /// Wins over ``elementTypes`` for that property.
  public var typeResolvers: [String: TypeResolver] = [:]
  /// What to do with input keys no property maps. Default `.ignore`.
  public var unknownKeys: UnknownKeyPolicy = .ignore
  /// How property names become service keys when ``keys`` says nothing. Default
  /// `.useDefaultKeys`.
  public var keyStrategy: KeyStrategy = .useDefaultKeys
  /// Rewrites each input dictionary before it is mapped (unwrap an envelope, rename keys).
  /// A thrown error is a fatal problem at that model's path.
  public var beforeMapping: (@Sendable ([String: Any]) throws -> [String: Any])?
  /// Properties whose absence or failed conversion is fatal (hydration throws).
  public var required: Set<String> = []
  /// Makes every conversion problem of this model fatal: a value that cannot be converted
  /// throws instead of being skipped, and a dropped collection element throws too.
  public var isStrict = false
  /// A name under which the registry knows this type, for ``TypeResolver/named(_:)`` and
  /// ``TypeResolver/discriminator(_:_:)`` (LLModel's `"type": "Feed"`).
  public var typeName: String?

  /// Creates an empty mapping: default keys, no adapters or hints, unknown keys ignored.
  public init() {}

  /// Escapes dots so that `key` is matched literally, not as a nested path.
  public static func literalKey(_ key: String) -> String {
    key.replacingOccurrences(of: ".", with: "\\.")
  }
}

extension ModelMapping where Model: ReflectiveModel {
  /// Maps a service key (or dotted path) to the property at `keyPath`, naming the property
  /// through the model's `keyPaths` so a rename cannot leave the table stale.
  ///
  /// An unlisted key path is reported when the mapping is registered.
  public mutating func map(_ serviceKey: String, to keyPath: PartialKeyPath<Model>) {
    let name = Model.keyPaths.first { $0.value == keyPath as AnyKeyPath }?.key
    keys[serviceKey] = name ?? "<unlisted key path \(keyPath)>"
  }
}

/// The type-erased settings of a registered `ModelMapping`.
// Metatypes are immutable; `any ReflectiveModel.Type` is only not `Sendable` because the
// protocol does not require it.
struct MappingSettings: @unchecked Sendable {
  var keys: [String: String]
  var adapters: [String: Adapter]
  var elementTypes: [String: any ReflectiveModel.Type]
  var typeResolvers: [String: TypeResolver]
  var unknownKeys: UnknownKeyPolicy
  var keyStrategy: KeyStrategy
  var beforeMapping: (@Sendable ([String: Any]) throws -> [String: Any])?
  var required: Set<String>
  var isStrict: Bool
  var typeName: String?

  init<M>(_ mapping: ModelMapping<M>) {
    keys = mapping.keys
    adapters = mapping.adapters
    elementTypes = mapping.elementTypes
    typeResolvers = mapping.typeResolvers
    unknownKeys = mapping.unknownKeys
    keyStrategy = mapping.keyStrategy
    beforeMapping = mapping.beforeMapping
    required = mapping.required
    isStrict = mapping.isStrict
    typeName = mapping.typeName
  }

  static let defaults = MappingSettings(ModelMapping<Void>())
}
