import Foundation

/// Builds JSON Schema (draft 2020-12) definitions from a registry's mappings: one definition
/// per model type, referenced by `$ref`, so that recursive models are finite.
///
/// A schema says what hydration accepts under ``Strictness/strict``: the JSON kind of each
/// property's type (lenient coercions such as `"47"` for an `Int` are a tolerance beyond it),
/// its service key and path, `required`, `defaults`, table adapters as `enum`, discriminators
/// as `oneOf`, and `additionalProperties: false` for `unknownKeys = .fail`.
struct SchemaBuilder {
  static let dialect = "https://json-schema.org/draft/2020-12/schema"

  let registry: MappingRegistry
  let snapshot: RegistrySnapshot
  /// `#/$defs/` for one document, `#/components/schemas/` for OpenAPI.
  let referencePrefix: String
  /// Definition name by model type.
  private(set) var names: [ObjectIdentifier: String] = [:]
  private var usedNames: Set<String> = []
  /// The names the property being described reads as the infinities and NaN
  /// (``NonConformingFloatStrategy``), `nil` when it refuses them.
  private var floatNames: NonConformingFloatStrategy.Names?
  /// The definitions, by name.
  private(set) var definitions: [String: Any] = [:]
  /// Registered enumerations whose schema is being built (a recursive one stops where it recurs).
  private var enumsInProgress: Set<ObjectIdentifier> = []

  init(registry: MappingRegistry, referencePrefix: String) {
    self.registry = registry
    self.snapshot = registry.snapshot()
    self.referencePrefix = referencePrefix
  }

  /// `{"$ref": …}` to the definition of `type`, building it (and those it needs) first.
  mutating func reference(to type: any ReflectiveModel.Type) -> [String: Any] {
    let id = ObjectIdentifier(type)
    if let name = names[id] { return ["$ref": referencePrefix + name] }
    let name = uniqueName(for: type)
    names[id] = name
    definitions[name] = [String: Any]()  // (a placeholder while a recursive model refers to itself)
    func open<M: ReflectiveModel>(_: M.Type) -> [String: Any] { modelSchema(M.self) }
    definitions[name] = open(type)
    return ["$ref": referencePrefix + name]
  }

  /// The definition name of `type`: its registered type name, else its Swift name, made unique.
  private mutating func uniqueName(for type: any ReflectiveModel.Type) -> String {
    let registered = snapshot.registrations[ObjectIdentifier(type)]?.settings.typeName
    let base = (registered ?? String(describing: type)).map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "_" }
    var name = String(base)
    var suffix = 2
    while usedNames.contains(name) {
      name = "\(String(base))_\(suffix)"
      suffix += 1
    }
    usedNames.insert(name)
    return name
  }

  // MARK: One model

  private mutating func modelSchema<M: ReflectiveModel>(_: M.Type) -> [String: Any] {
    let settings = snapshot.settings(for: M.self)
    if let name = settings.transparentProperty, let keyPath = M.keyPaths[name] {
      // A transparent model is its one property's value.
      var schema = propertySchema(type(of: keyPath).valueType, row: settings.row(name), settings: settings)
      schema["title"] = MessageText.typeName(M.self)
      return schema
    }
    var tree = ObjectNode()
    addProperties(of: M.self, into: &tree)
    let closed = settings.unknownKeys == .fail
    var schema = tree.schema(closed: closed)
    schema["title"] = MessageText.typeName(M.self)
    if let resolver = settings.subtypeResolver, case .discriminator(let key, let table) = resolver.kind {
      schema = discriminated(own: schema, key: key, table: table, declared: M.self)
    }
    return schema
  }

  /// Adds the members `M`'s properties read to `tree`; a flattened model's, into the same tree.
  private mutating func addProperties<M: ReflectiveModel>(of _: M.Type, into tree: inout ObjectNode) {
    let settings = snapshot.settings(for: M.self)
    let sources = registry.plan(for: M.self).keySources
    // What a model's initializer reads is read-write to the schema: required unless optional or defaulted.
    let initialized = M.initializedProperties
    for (name, keyPath) in M.keyPaths.sorted(by: { $0.key < $1.key }) {
      let row = settings.row(name)
      if row.isExcluded { continue }
      let declared = type(of: keyPath).valueType
      // (The plan has the source of every listed property.)
      guard let source = sources[name] else { continue }
      switch source.kind {
      case .flattened:
        // A flattened model's properties are stated in its owner's object.
        if let nested = unwrappingOptional(declared) as? any ReflectiveModel.Type {
          func open<C: ReflectiveModel>(_: C.Type) { addProperties(of: C.self, into: &tree) }
          open(nested)
          continue
        }
      case .transparent, .shared, .combined, .candidates, .table, .strategy:
        break
      }
      var value = propertySchema(declared, row: row, settings: settings)
      let readByInit = initialized.contains(name)
      let readOnly = !readByInit && !Self.isWritable(keyPath)
      if readOnly { value["readOnly"] = true }
      // Sent, never returned: still a property the input may hold.
      if row.isInputOnly { value["writeOnly"] = true }
      let isRequired =
        row.isRequired || (readByInit && row.defaultValue == nil && !((keyPath as? any SlotPathMaking)?.isOptionalValue ?? true))
      if let defaultValue = row.defaultValue, let json = jsonValue(defaultValue) {
        value["default"] = json
      }
      let paths = source.schemaPaths
      for path in paths {
        // (Candidate keys are alternatives, so none of them alone is required.)
        tree.insert(value, at: IndexPaths.parse(path)[...], required: isRequired && !readOnly && paths.count == 1)
      }
    }
  }

  /// Whether `keyPath` can write: a `WritableKeyPath` of its own root and value.
  private static func isWritable(_ keyPath: AnyKeyPath) -> Bool {
    let keyPathType = type(of: keyPath)
    func open<Root>(_: Root.Type) -> Bool {
      func withValue<Value>(_: Value.Type) -> Bool { keyPath is WritableKeyPath<Root, Value> }
      return withValue(keyPathType.valueType)
    }
    return open(keyPathType.rootType)
  }

  // MARK: One property

  /// What a property of type `declared` accepts, after its row's settings.
  private mutating func propertySchema(_ declared: Any.Type, row: PropertyRow, settings: MappingSettings) -> [String: Any] {
    if let stated = row.schema { return stated.value }
    if row.combination != nil { return [:] }
    if let adapter = row.adapter {
      guard let known = adapter.schema?.value else { return [:] }
      return Self.isOptional(declared) && !known.isEmpty ? Self.nullable(known) : known
    }
    let dates = row.dateStrategy ?? settings.dateStrategy
    floatNames = (row.nonConformingFloats ?? settings.nonConformingFloats)?.names
    defer { floatNames = nil }
    guard let constraints = row.constraints else {
      return valueSchema(declared, hint: row.elementType, resolver: row.typeResolver, dates: dates, settings: settings)
    }
    // The constraints apply to a present value: stated inside the optional's `null` choice.
    let value = valueSchema(unwrappingOptional(declared), hint: row.elementType, resolver: row.typeResolver, dates: dates, settings: settings)
    let constrained = ConstraintSchema.applying(constraints, to: value)
    return Self.isOptional(declared) ? Self.nullable(constrained) : constrained
  }

  /// What a value of `type` accepts.
  private mutating func valueSchema(
    _ type: Any.Type, hint: (any ReflectiveModel.Type)?, resolver: TypeResolver?, dates: DateStrategy?, settings: MappingSettings
  ) -> [String: Any] {
    if let transform = settings.typeTransforms[ObjectIdentifier(type)] ?? snapshot.transforms[ObjectIdentifier(type)] {
      guard let coding = transform.enumCoding else { return transform.schema?.value ?? [:] }
      // A recursive enumeration (`case array([Self])`) is left open where it recurs.
      guard enumsInProgress.insert(ObjectIdentifier(type)).inserted else { return [:] }
      defer { enumsInProgress.remove(ObjectIdentifier(type)) }
      return coding.schema { payload in
        valueSchema(payload.type, hint: nil, resolver: nil, dates: dates, settings: settings)
      }
    }
    if let optional = type as? any OptionalShape.Type {
      let wrapped = valueSchema(optional.wrappedType, hint: hint, resolver: resolver, dates: dates, settings: settings)
      return Self.nullable(wrapped)
    }
    if let floatNames, type == Double.self || type == Float.self, let number = Self.scalarSchema(type, dates: dates) {
      // A number, or one of the strings that stand for the infinities and NaN.
      return ["anyOf": [number, ["enum": [floatNames.positiveInfinity, floatNames.negativeInfinity, floatNames.nan]]]]
    }
    if let scalar = Self.scalarSchema(type, dates: dates) { return scalar }
    if let collection = type as? any CollectionShape.Type {
      let element = valueSchema(collection.elementType, hint: hint, resolver: resolver, dates: dates, settings: settings)
      if collection.isDictionary { return ["type": "object", "additionalProperties": element] }
      return ["type": "array", "items": element]
    }
    if let resolver { return resolved(resolver, declared: type, hint: hint) }
    if let hint { return reference(to: hint) }
    if let model = type as? any ReflectiveModel.Type { return reference(to: model) }
    if let raw = type as? any RawRepresentable.Type { return Self.rawSchema(raw, dates: dates) }
    // `Any`, `AnyObject`, a `Decodable` or another type the schema cannot see into.
    return [:]
  }

  /// The schema of the built-in scalar types, or `nil` for another type.
  private static func scalarSchema(_ type: Any.Type, dates: DateStrategy?) -> [String: Any]? {
    if let scalar = type as? any BuiltInScalar.Type { return scalar.schema(dates: dates) }
    if let twin = swiftTwins[ObjectIdentifier(type)] { return scalarSchema(twin, dates: dates) }
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(NSDecimalNumber.self): return Decimal.schema(dates: dates)
    case ObjectIdentifier(Substring.self): return ["type": "string"]
    case ObjectIdentifier(Character.self): return ["type": "string", "minLength": 1]
    case ObjectIdentifier([String: Any].self): return ["type": "object"]
    case ObjectIdentifier([Any].self): return ["type": "array"]
    default: return nil
    }
  }

  /// Types read and written as another one (`CGFloat` as `Double`, Foundation classes as their
  /// Swift twins), so their schema is that type's.
  private static let swiftTwins: [ObjectIdentifier: Any.Type] = [
    ObjectIdentifier(NSDate.self): Date.self, ObjectIdentifier(NSURL.self): URL.self,
    ObjectIdentifier(NSData.self): Data.self, ObjectIdentifier(NSMutableData.self): Data.self,
    ObjectIdentifier(NSString.self): String.self, ObjectIdentifier(NSMutableString.self): String.self,
    ObjectIdentifier(NSArray.self): [Any].self, ObjectIdentifier(NSMutableArray.self): [Any].self,
    ObjectIdentifier(NSSet.self): [Any].self, ObjectIdentifier(NSMutableSet.self): [Any].self,
    ObjectIdentifier(NSDictionary.self): [String: Any].self, ObjectIdentifier(NSMutableDictionary.self): [String: Any].self,
  ]

  /// What a date strategy reads.
  static func dateSchema(_ strategy: DateStrategy?) -> [String: Any] {
    let isoOrNumber: [String: Any] = ["anyOf": [["type": "string", "format": "date-time"], ["type": "number"]]]
    guard let strategy else { return isoOrNumber }
    switch strategy.kind {
    case .iso8601: return isoOrNumber
    case .rfc1123, .formatted: return ["type": "string"]
    case .secondsSince1970, .millisecondsSince1970, .microsecondsSince1970, .nanosecondsSince1970: return ["type": "number"]
    case .dotNet: return ["type": "string", "pattern": #"^/Date\(-?[0-9]+([+-][0-9]{4})?\)/$"#]
    case .custom: return [:]
    case .firstMatching(let strategies): return ["anyOf": strategies.map { dateSchema($0) }]
    }
  }

  /// A `RawRepresentable`'s raw value, and its cases when it lists them.
  private static func rawSchema(_ type: any RawRepresentable.Type, dates: DateStrategy?) -> [String: Any] {
    func open<R: RawRepresentable>(_: R.Type) -> [String: Any] {
      var schema = scalarSchema(R.RawValue.self, dates: dates) ?? [:]
      if let cases = R.self as? any CaseIterable.Type {
        func values<C: CaseIterable>(_: C.Type) -> [Any] { C.allCases.compactMap { ($0 as? R)?.rawValue } }
        let listed = values(cases).compactMap { jsonScalar($0) }
        if !listed.isEmpty { schema["enum"] = listed }
      }
      return schema
    }
    return open(type)
  }

  /// A raw value as a JSON scalar.
  private static func jsonScalar(_ value: Any) -> Any? {
    switch value {
    case let string as String: string
    case let bool as Bool: bool
    case let int as Int: int
    case let double as Double: double
    default: (value as? any BinaryInteger).map { Int(truncatingIfNeeded: $0) }
    }
  }

  /// `schema`, or `null`.
  private static func nullable(_ schema: [String: Any]) -> [String: Any] {
    if schema.isEmpty { return schema }
    if schema.count == 1, let kind = schema["type"] as? String { return ["type": [kind, "null"]] }
    return ["anyOf": [schema, ["type": "null"]]]
  }

  private static func isOptional(_ type: Any.Type) -> Bool { type is any OptionalShape.Type }

  /// The JSON form of a default value, if it has one.
  private func jsonValue(_ value: Any) -> Any? {
    guard let bytes = try? MergePatch.bytes(of: value, registry: registry) else { return nil }
    return try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)
  }

  // MARK: Resolvers

  /// The elements a property resolver can create, as `oneOf` where the type is named by a field.
  private mutating func resolved(_ resolver: TypeResolver, declared: Any.Type, hint: (any ReflectiveModel.Type)?) -> [String: Any] {
    switch resolver.kind {
    case .named(let name):
      guard let type = typeNamed(name) else { return ["type": "object"] }
      return reference(to: type)
    case .discriminator(let key, let table):
      var schema = discriminatedBranches(key: key, table: table, slot: declared)
      if let fallback = hint ?? (declared as? any ReflectiveModel.Type) {
        var branches = schema["oneOf"] as? [Any] ?? []
        branches.append(["allOf": [reference(to: fallback)], "not": ["required": [key]]])
        schema["oneOf"] = branches
      }
      return schema
    case .external, .adjacent:
      return wrappedBranches(resolver, slot: declared)
    case .closure, .contextual:
      return ["type": "object"]
    }
  }

  /// A model whose own registration picks its subtype by a field (``ModelMapping/subtypeResolver``).
  private mutating func discriminated(own: [String: Any], key: String, table: [String: any ReflectiveModel.Type], declared: any ReflectiveModel.Type)
    -> [String: Any]
  {
    var schema = discriminatedBranches(key: key, table: table.filter { ObjectIdentifier($0.value) != ObjectIdentifier(declared) }, slot: declared)
    var branches = schema["oneOf"] as? [Any] ?? []
    var ownBranch = own
    ownBranch["not"] = ["required": [key]]
    branches.append(ownBranch)
    schema["oneOf"] = branches
    schema["title"] = own["title"]
    return schema
  }

  /// One branch per name: the named type's definition, with the field holding that name.
  private mutating func discriminatedBranches(key: String, table: [String: any ReflectiveModel.Type], slot: Any.Type) -> [String: Any] {
    var entries = table
    if entries.isEmpty {
      // No table: the names registered in the registry, for the types that fit the slot.
      for registration in snapshot.registrations.values {
        if let name = registration.settings.typeName, ElementTypeHintValidator.isType(registration.type, instanceOf: innermostType(slot)) {
          entries[name] = registration.type
        }
      }
    }
    let branches: [Any] = entries.sorted(by: { $0.key < $1.key }).map { name, type in
      ["allOf": [reference(to: type)], "properties": [key: ["const": name]], "required": [key]] as [String: Any]
    }
    return ["oneOf": branches]
  }

  private func typeNamed(_ name: String) -> (any ReflectiveModel.Type)? {
    snapshot.registrations.values.first { $0.settings.typeName == name }?.type
  }
}

/// The object a model reads, as a tree of service keys: dotted paths become nested objects
/// and index paths arrays.
private struct ObjectNode {
  var properties: [String: Any] = [:]
  var children: [String: ObjectNode] = [:]
  var arrays: [String: ArrayNode] = [:]
  var required: Set<String> = []

  mutating func insert(_ schema: [String: Any], at path: ArraySlice<PathSegment>, required isRequired: Bool) {
    guard case .key(let key)? = path.first else { return }
    let rest = path.dropFirst()
    if isRequired { required.insert(key) }
    guard let next = rest.first else {
      properties[key] = schema
      return
    }
    switch next {
    case .key:
      children[key, default: ObjectNode()].insert(schema, at: rest, required: isRequired)
    case .index(let index):
      arrays[key, default: ArrayNode()].insert(schema, index: index, rest: rest.dropFirst(), required: isRequired)
    }
  }

  func schema(closed: Bool, nullable: Bool = false) -> [String: Any] {
    var members = properties
    // (A `null` on the way to a dotted path's value reads as the value being absent.)
    for (key, child) in children { members[key] = child.schema(closed: closed, nullable: true) }
    for (key, array) in arrays { members[key] = array.schema(closed: closed) }
    var schema: [String: Any] = ["type": nullable ? ["object", "null"] : "object", "properties": members]
    if !required.isEmpty { schema["required"] = required.sorted() }
    if closed { schema["additionalProperties"] = false }
    return schema
  }
}

/// An array that index paths read (`legs.0`, `legs.1.name`).
private struct ArrayNode {
  var items: [Int: Any] = [:]
  var objects: [Int: ObjectNode] = [:]
  var minimumCount = 0

  mutating func insert(_ schema: [String: Any], index: Int, rest: ArraySlice<PathSegment>, required: Bool) {
    if required { minimumCount = max(minimumCount, index + 1) }
    guard let next = rest.first else {
      items[index] = schema
      return
    }
    guard case .key(let key) = next else { return }
    objects[index, default: ObjectNode()].insert(schema, at: [.key(key)] + rest.dropFirst(), required: required)
  }

  func schema(closed: Bool) -> [String: Any] {
    let count = (Array(items.keys) + Array(objects.keys)).max().map { $0 + 1 } ?? 0
    let prefix: [Any] = (0..<count).map { index in
      if let item = items[index] { return item }
      if let object = objects[index] { return object.schema(closed: closed) }
      return [String: Any]()
    }
    var schema: [String: Any] = ["type": "array", "prefixItems": prefix]
    if minimumCount > 0 { schema["minItems"] = minimumCount }
    return schema
  }
}
