import Foundation

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
/// escape the dot with a backslash (`"version\\.major"`) or use ``literalKey(_:)``. After the
/// first segment, a segment of digits is an array index (`"legs.0.distance.value"`, read and
/// written as arrays); a backslash before digits keeps them an object key (`"codes.\\404"`).
public struct ModelMapping<Model> {
  /// Service key (or dotted key path) → property name.
  ///
  /// Wins over ``keyStrategy``.
  public var keys: [String: String] {
    get {
      var table: [String: String] = [:]
      for (name, row) in rows { for key in row.serviceKeys { table[key] = name } }
      return table
    }
    set {
      let cleared = rows.filter { !$0.value.serviceKeys.isEmpty }.keys
      for name in cleared { rows[name]?.serviceKeys = [] }
      for (key, name) in newValue { rows[name, default: PropertyRow()].serviceKeys.append(key) }
      for name in Set(newValue.values) { rows[name]?.serviceKeys.sort() }
      dropEmptyRows(cleared)
    }
  }
  /// Property name → adapter converting its values in both directions.
  public var adapters: [String: Adapter] {
    get { table(\.adapter) }
    set { setTable(\.adapter, newValue) }
  }
  /// Property name → the model type of its elements (or of its value), OHMKit's
  /// `+mappingClassFor<Property>`: for `[any ReflectiveModel]`, `[AnyObject]`, `[Any]`, `Any`
  /// or a base-class-typed property.
  public var elementTypes: [String: any ReflectiveModel.Type] {
    get { table(\.elementType) }
    set { setTable(\.elementType, newValue) }
  }
  /// Property name → a resolver that picks the model type per element from its dictionary.
  ///
  /// Wins over ``elementTypes`` for that property.
  public var typeResolvers: [String: TypeResolver] {
    get { table(\.typeResolver) }
    set { setTable(\.typeResolver, newValue) }
  }
  /// What to do with input keys no property maps.
  ///
  /// Default `.ignore` (or the superclass registration's).
  public var unknownKeys: UnknownKeyPolicy {
    get { settings.unknownKeys.value }
    set { settings.unknownKeys = Assignable(assigned: newValue) }
  }
  /// How property names become service keys when ``keys`` says nothing.
  ///
  /// Default: the registry's ``MappingRegistry/defaultKeyStrategy`` (or the superclass
  /// registration's).
  public var keyStrategy: KeyStrategy {
    get { settings.keyStrategy.value }
    set { settings.keyStrategy = Assignable(assigned: newValue) }
  }
  /// How input keys that match no service key exactly are matched: ``KeyMatching/exact`` (the
  /// default, or the superclass registration's), case-insensitively, or by your function of
  /// the input key.
  ///
  /// ```swift
  /// m.keyMatching = .caseInsensitive     // "UserID", "userid" and "USERID" fill userID
  /// ```
  public var keyMatching: KeyMatching {
    get { settings.keyMatching.value }
    set { settings.keyMatching = Assignable(assigned: newValue) }
  }
  /// Rewrites each input dictionary before it is mapped (unwrap an envelope, rename keys).
  ///
  /// A thrown error is a fatal problem at that model's path.
  public var beforeMapping: (@Sendable ([String: Any]) throws -> [String: Any])? {
    get { settings.beforeMapping }
    set { settings.beforeMapping = newValue }
  }
  /// Rewrites the JSON dictionary of each instance before it is written (the inverse of
  /// ``beforeMapping``, Mantle's `JSONDictionaryFromModel:`): add an envelope, a `"type"`
  /// key or a computed field.
  ///
  /// It receives the model and the dictionary ``ReflectiveModel/jsonObject(registry:includeNulls:)``
  /// would give for it (service keys, nested models already written, collected unknown keys
  /// included) and returns the dictionary to write instead. It runs wherever this model is
  /// written as JSON, at any depth: `jsonObject()`, `jsonData()`, `jsonString()`, and as an
  /// element or a nested property of another model. Values it adds are written by the
  /// built-in rules (a `Date` as ISO 8601, a model by its mapping). A thrown error is a
  /// `MappingError` at the model's path. ``ReflectiveModel/dictionaryRepresentation`` (property
  /// names, not JSON) does not run it.
  ///
  /// ```swift
  /// m.transformOutput = { user, json in ["user": json, "type": "user"] }
  /// ```
  public var transformOutput: (@Sendable (Model, [String: Any]) throws -> [String: Any])? {
    get { settings.transformOutput?.original as? @Sendable (Model, [String: Any]) throws -> [String: Any] }
    set {
      settings.transformOutput = newValue.map { hook in
        ModelHook(original: hook) { object, json in
          guard let model = object as? Model else { return json }
          return try hook(model, json)
        }
      }
    }
  }
  /// Properties whose absence or failed conversion is fatal (hydration throws).
  public var required: Set<String> {
    get { members(\.isRequired) }
    set { setMembers(\.isRequired, newValue) }
  }
  /// Makes every conversion problem of this model fatal: a value that cannot be converted
  /// throws instead of being skipped, and a dropped collection element throws too.
  public var isStrict: Bool {
    get { settings.isStrict.value }
    set { settings.isStrict = Assignable(assigned: newValue) }
  }
  /// How strictly this model reads its input; `nil` (the default) takes the registry's
  /// ``MappingRegistry/strictness``.
  ///
  /// ``Strictness/strict`` goes further than ``isStrict``: no lenient conversions and exact JSON
  /// kinds. (Unknown keys follow ``unknownKeys`` alone.)
  public var strictness: Strictness? {
    get { settings.strictness }
    set { settings.strictness = newValue }
  }
  /// A name under which the registry knows this type, for ``TypeResolver/named(_:)`` and
  /// ``TypeResolver/discriminator(_:_:)`` (LLModel's `"type": "Feed"`).
  public var typeName: String? {
    get { settings.typeName }
    set { settings.typeName = newValue }
  }
  /// Property name → several service keys, tried in order: the first one present wins.
  ///
  /// Output writes the first. (A property is in ``keys`` or here, not both.)
  public var candidateKeys: [String: [String]] {
    get { table(\.candidateKeys) }
    set { setTable(\.candidateKeys, newValue) }
  }
  /// Property name → a value of the property's type, used when the key is missing or its value
  /// cannot be converted (the problem is still reported).
  ///
  /// Distinct from the value `init()` gives, which a missing key leaves untouched.
  public var defaults: [String: Any] {
    get { table(\.defaultValue) }
    set { setTable(\.defaultValue, newValue) }
  }
  /// Runs after each instance is hydrated: validate the whole object, add issues, or finish it
  /// (HandyJSON's `didFinishMapping`).
  ///
  /// A thrown error is a fatal problem at the model's path.
  ///
  /// The model is `inout`, so that a struct's hook can change it; a class's hook written as
  /// a closure literal (`{ model, report in … }`) reads the same either way.
  public var afterMapping: (@Sendable (inout Model, inout MappingReport) throws -> Void)? {
    get { settings.afterMapping?.original as? @Sendable (inout Model, inout MappingReport) throws -> Void }
    set {
      settings.afterMapping = newValue.map { hook in
        ModelHook(original: hook) { value, report in
          guard var model = value as? Model else { return }
          defer { value = model }
          try hook(&model, &report)
        }
      }
    }
  }
  /// Type-level transforms for this model's properties (see ``transform(_:hydrate:serialize:schema:)``).
  var typeTransforms: [ObjectIdentifier: TypeTransform] = [:]
  /// URL properties accept only these schemes (lowercased); `nil` accepts any.
  public var allowedURLSchemes: Set<String>? {
    get { settings.allowedURLSchemes }
    set { settings.allowedURLSchemes = newValue.map { Set($0.map { $0.lowercased() }) } }
  }
  /// How this model's `Date` properties are read and written; `nil` uses the registry's
  /// ``MappingRegistry/defaultDateStrategy`` (ISO 8601 strings and epoch seconds when unset).
  public var dateStrategy: DateStrategy? {
    get { settings.dateStrategy }
    set { settings.dateStrategy = newValue }
  }
  /// Property name → its own date strategy, over ``dateStrategy``.
  public var dateStrategies: [String: DateStrategy] {
    get { table(\.dateStrategy) }
    set { setTable(\.dateStrategy, newValue) }
  }
  /// How this model's `Double` and `Float` properties read and write the infinities and NaN;
  /// `nil` uses the registry's ``MappingRegistry/defaultNonConformingFloatStrategy``
  /// (``NonConformingFloatStrategy/refuse`` when unset).
  public var nonConformingFloatStrategy: NonConformingFloatStrategy? {
    get { settings.nonConformingFloats }
    set { settings.nonConformingFloats = newValue }
  }
  /// Property name → its own non-conforming float strategy, over ``nonConformingFloatStrategy``.
  public var nonConformingFloatStrategies: [String: NonConformingFloatStrategy] {
    get { table(\.nonConformingFloats) }
    set { setTable(\.nonConformingFloats, newValue) }
  }
  /// Picks the concrete subclass from each input object wherever this type is expected: top-level
  /// factories (``ReflectiveModel/make(dictionary:registry:context:)``), top-level arrays and
  /// dictionaries, and properties or elements declared as this type without a resolver of their
  /// own.
  ///
  /// The picked type must be this type or a subclass; `nil` from the resolver (or an absent
  /// discriminator) keeps this type.
  ///
  /// A `.discriminator` resolver's key is a known key (not reported by `unknownKeys`), and
  /// JSON output writes it back for the types its table (or a registered type name) names,
  /// unless a property writes that key, so a round trip keeps the subtype.
  public var subtypeResolver: TypeResolver? {
    get { settings.subtypeResolver }
    set { settings.subtypeResolver = newValue }
  }
  /// Property names of collections (arrays, sets, dictionaries, nested to any depth) whose
  /// elements are isolated: an element that fails fatally (a model's required value missing, a
  /// strict conversion, `"x"` in an `[Int]` of a strict model) is dropped with a non-fatal
  /// issue naming its index, instead of failing the whole payload (a "lossy array").
  ///
  /// Elements of every type are isolated, models and scalars alike, at every depth of the
  /// collection (in `[[Int]]`, `"x"` in an inner array is dropped from it). Each element is
  /// converted by the model's rules first: leniently `"2"` is the `Int` 2 and kept, under
  /// ``Strictness/strict`` it is dropped.
  public var lossyCollections: Set<String> {
    get { members(\.isLossy) }
    set { setMembers(\.isLossy, newValue) }
  }
  /// Wherever this model is an element of a collection (a property's array, set or dictionary,
  /// or a top-level array or dictionary), an element that fails fatally is dropped with a
  /// non-fatal issue naming its index, as in ``lossyCollections``.
  public var isLossyElement: Bool {
    get { settings.isLossyElement.value }
    set { settings.isLossyElement = Assignable(assigned: newValue) }
  }
  /// Reads a JSON object where one of this model's properties expects an array or set of models as
  /// a one-element array (ObjectMapper's behaviour).
  ///
  /// Off by default: an object there is a non-fatal issue and the property keeps its value.
  public var wrapsLoneObjects: Bool {
    get { settings.wrapsLoneObjects.value }
    set { settings.wrapsLoneObjects = Assignable(assigned: newValue) }
  }
  /// The property that identifies an instance of this model (RestKit's identification attribute):
  /// where a property holding an array of this model already has elements, each input element is
  /// matched to the current element with the same identifier, which is updated in place (keeping
  /// its identity); unmatched input elements are created, current elements absent from the input
  /// are removed.
  ///
  /// Identifiers compare by their text (`7` and `"7"` match). A transparent model
  /// (``transparentProperty``) identified by that property is matched by its whole value: the
  /// elements of `["u1", "u2"]` are the identifiers.
  public var identifiedBy: String? {
    get { settings.identifiedBy }
    set { settings.identifiedBy = newValue }
  }
  /// Property name → a service key (or dotted path) that another property owns and this one
  /// reads too (ObjectMapper's `map["date"]` into a `Date` and into its raw `String`).
  ///
  /// On output the owner (the property the key table or key strategy gives the key) is the
  /// writer; the sharing property is not written, so the key appears once. The key must have
  /// an owner among the properties.
  ///
  /// ```swift
  /// m.keys = ["date": "published"]           // Date, written back
  /// m.sharedKeys["publishedText"] = "date"   // String, read only
  /// ```
  public var sharedKeys: [String: String] {
    get { table(\.sharedKey) }
    set { setTable(\.sharedKey, newValue) }
  }
  /// Properties that are neither hydrated nor output: a delegate, a cache, a lock, a closure.
  ///
  /// Each name must be a property in `keyPaths` or a stored property Mirror finds, by its
  /// property name (`cache` for a `private var cache`, `count` for a property wrapper's
  /// `_count` or a `lazy var count`). Subclass registrations add to their superclass's set.
  public var excluded: Set<String> {
    get { members(\.isExcluded) }
    set { setMembers(\.isExcluded, newValue) }
  }
  /// Properties that hydration reads and output never writes: a password sent on sign-up, a
  /// field only the client sends (MetaCodable's `@IgnoreEncoding`, ObjectMapper's and
  /// ReerCodable's read-only mappings).
  ///
  /// ```swift
  /// m.inputOnly = ["password"]   // read from "password", never in jsonObject() or jsonData()
  /// ```
  ///
  /// Such a property is read as any other (bytes and dictionaries, creation and
  /// `setValues` updates, the library's decoder, an initializer-built model's `init(mappedValues:)`),
  /// and left out of everything written: ``ReflectiveModel/jsonObject(registry:includeNulls:)``,
  /// `jsonData()`, ``ReflectiveModel/dictionaryRepresentation``, merge patches,
  /// ``ReflectiveJSONEncoder`` and `encode(to:)`. The JSON Schema keeps it, marked `writeOnly`. It
  /// is the mirror of an output-only property (a `let` with an initial value: written, never read).
  ///
  /// Registration refuses an input-only property that is also ``excluded`` (neither read nor
  /// written), has an ``outputKeys`` entry (it is never written), or cannot be read (a `let`
  /// with an initial value, a computed property without a setter). Subclass registrations add to
  /// their superclass's set. `@ReflectiveModel`'s `@InputOnly` marker fills it
  /// (``ReflectiveModel/inputOnlyProperties``).
  public var inputOnly: Set<String> {
    get { members(\.isInputOnly) }
    set { setMembers(\.isInputOnly, newValue) }
  }
  /// Property name → the rules its values must keep (``Constraint``): ranges, lengths,
  /// counts, unique items, multiples, allowed values, your own closures, and `each` for the
  /// elements of a collection.
  ///
  /// ```swift
  /// m.constraints["age"] = [.minimum(13)]
  /// m.constraints["tags"] = [.count(...5), .each(.length(1...30))]
  /// ```
  ///
  /// Checked wherever values come in (bytes and dictionaries, creation and updates, nested and
  /// immutable models, the library's decoder) and stated in the JSON Schema. A value that
  /// breaks one is a ``MappingError/Reason/constraintViolation(rule:message:)`` problem at its
  /// path: fatal when strict, else the value is not written. A subclass registration that
  /// gives a property constraints replaces the inherited ones.
  public var constraints: [String: [Constraint]] {
    get { table(\.constraints) }
    set { setTable(\.constraints, newValue) }
  }
  /// Property name → a JSON Schema fragment of what the property accepts, for
  /// ``MappingRegistry/jsonSchema(for:)``.
  ///
  /// The schema sees a property's type, but not what an adapter, a transform or combined keys
  /// read: state it here (`["type": "string", "pattern": "^[A-Z]{3}$"]`). A property with one
  /// of those and no fragment is left open in the schema, and registration lists it as a
  /// non-fatal finding. A fragment given for any other property replaces what the schema
  /// would say of it. For combined keys, the fragment describes each key.
  public var schemas: [String: [String: Any]] {
    get { table(\.schema).mapValues(\.value) }
    set { setTable(\.schema, newValue.mapValues(SchemaFragment.init)) }
  }
  /// Property name → the service key (or dotted path) JSON output writes it under, instead of
  /// the key it is read from (ReerCodable's `@EncodingKey`, MetaCodable's `@EncodedAt`).
  ///
  /// ```swift
  /// m.keys = ["name": "title"]              // read from "name"
  /// m.outputKeys["title"] = "display_name"  // written as "display_name"
  /// ```
  ///
  /// Hydration never reads it: output with an output key does not read back as the same model
  /// (that is its purpose, for a service that reads and writes different shapes), so
  /// ``ReflectiveModel/mergePatch(from:registry:)`` does not apply to such a property. Under
  /// `unknownKeys = .fail`, the key is not refused when the model reads its own output.
  public var outputKeys: [String: String] {
    get { table(\.outputKey) }
    set { setTable(\.outputKey, newValue) }
  }
  /// Whether output also writes the stored properties that `keyPaths` does not list; `nil`
  /// (the default) takes the registry's ``MappingRegistry/writesUnlistedProperties``
  /// (`false` unless set), or the superclass registration's.
  ///
  /// Off, output is what `keyPaths` lists, minus ``excluded``: a `private var passwordHash`
  /// left out of the list is neither read nor written. On, every stored property Mirror finds
  /// is written (never read), and only ``excluded`` keeps one out.
  public var writesUnlistedProperties: Bool? {
    get { settings.writesUnlistedProperties }
    set { settings.writesUnlistedProperties = newValue }
  }
  /// Property name → everything this mapping says about that property.
  ///
  /// The one store of the per-property settings: the name-keyed tables above (``keys``,
  /// ``adapters`` …) are views over it, and so are combined keys (``combine(_:into:hydrate:split:)``): reading one builds it from the rows; assigning one rewrites that setting of
  /// every row (entries it leaves out are cleared), leaving the other settings as they were.
  var rows: [String: PropertyRow] = [:]
  /// Key paths given to ``map(_:to:)`` or ``property(_:_:)`` that `keyPaths` does not
  /// list, reported at registration.
  var unlistedKeyPaths: [String] = []
  /// The settings of the model as a whole: the public vars above (``unknownKeys``,
  /// ``keyStrategy`` …) are views over it.
  var settings = ModelSettings()

  /// Creates an empty mapping: default keys, no adapters or hints, unknown keys ignored.
  public init() {}
}
