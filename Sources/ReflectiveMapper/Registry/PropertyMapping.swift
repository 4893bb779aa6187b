/// The settings of one property, typed by the property's value: what
/// ``ModelMapping/property(_:_:)-(KeyPath<Model,Value>,_)`` hands to its closure.
///
/// Each field reads and writes the matching entry of the name-keyed tables of
/// ``ModelMapping`` (``ModelMapping/keys``, ``ModelMapping/required``,
/// ``ModelMapping/defaults`` …), so both spellings can be mixed and registration inheritance
/// works the same. What the builder adds is types: the property is named by its key path (a
/// typo does not compile) and ``default`` has the property's type.
///
/// ```swift
/// try registry.register(Repository.self) { m in
///   m.property(\.stars) { $0.key = "stargazers_count"; $0.isRequired = true; $0.default = 0 }
///   m.property(\.owner) { $0.key = "owner.login" }
///   m.property(\.cache) { $0.isExcluded = true }
/// }
/// ```
public struct PropertyMapping<Value> {
  /// The service key (or dotted key path) of the property, as an entry of
  /// ``ModelMapping/keys``; `nil` leaves it to the key strategy.
  public var key: String?
  /// Several service keys, tried in order (``ModelMapping/candidateKeys``); `nil` for none.
  public var candidateKeys: [String]?
  /// Whether a missing or unconvertible value is fatal (``ModelMapping/required``).
  public var isRequired: Bool
  /// The value used when the key is missing or its value cannot be converted
  /// (``ModelMapping/defaults``).
  public var `default`: Value?
  /// The property's adapter (``ModelMapping/adapters``).
  public var adapter: Adapter?
  /// The model type of the property's elements or value (``ModelMapping/elementTypes``).
  public var elementType: (any ReflectiveModel.Type)?
  /// Picks the model type per element (``ModelMapping/typeResolvers``).
  public var typeResolver: TypeResolver?
  /// The property's own date strategy (``ModelMapping/dateStrategies``).
  public var dateStrategy: DateStrategy?
  /// A key another property owns that this one reads too (``ModelMapping/sharedKeys``).
  public var sharedKey: String?
  /// Whether a collection of models drops elements that fail (``ModelMapping/lossyCollections``).
  public var isLossy: Bool
  /// Whether the property is neither hydrated nor output (``ModelMapping/excluded``).
  public var isExcluded: Bool
}

extension ModelMapping where Model: ReflectiveModel {
  /// Configures the property at `keyPath` through typed settings.
  ///
  /// The closure starts from the property's settings in this mapping so far (a subclass's
  /// registration inherits its superclass's afterwards, entry by entry) and what it leaves
  /// there is written back to the name-keyed tables. A key path the model's `keyPaths` does
  /// not list is reported when the mapping is registered.
  public mutating func property<Value>(_ keyPath: KeyPath<Model, Value>, _ configure: (inout PropertyMapping<Value>) -> Void) {
    configureProperty(keyPath, configure)
  }

  /// Configures an inherited property, named through the superclass that lists it in
  /// `keyPaths` (`m.property(\Listing.title) { … }` in a subclass's registration).
  ///
  /// Swift makes `\.title` in a subclass's mapping a different key path from the
  /// superclass's `\Listing.title`, so an inherited property is named through its class.
  /// A key path whose root is not the model or one of its superclasses is reported at
  /// registration.
  public mutating func property<Root, Value>(_ keyPath: KeyPath<Root, Value>, _ configure: (inout PropertyMapping<Value>) -> Void) {
    configureProperty(keyPath, configure)
  }

  private mutating func configureProperty<Root, Value>(_ keyPath: KeyPath<Root, Value>, _ configure: (inout PropertyMapping<Value>) -> Void) {
    guard let name = listedName(of: keyPath) else { return }
    var property = PropertyMapping<Value>(
      key: keys.filter { $0.value == name }.map(\.key).sorted().first,
      candidateKeys: candidateKeys[name],
      isRequired: required.contains(name),
      default: defaults[name] as? Value,
      adapter: adapters[name],
      elementType: elementTypes[name],
      typeResolver: typeResolvers[name],
      dateStrategy: dateStrategies[name],
      sharedKey: sharedKeys[name],
      isLossy: lossyCollections.contains(name),
      isExcluded: excluded.contains(name))
    configure(&property)
    for (serviceKey, target) in keys where target == name { keys[serviceKey] = nil }
    if let key = property.key { keys[key] = name }
    candidateKeys[name] = property.candidateKeys
    if property.isRequired { required.insert(name) } else { required.remove(name) }
    defaults[name] = property.default.map { $0 as Any }
    adapters[name] = property.adapter
    elementTypes[name] = property.elementType
    typeResolvers[name] = property.typeResolver
    dateStrategies[name] = property.dateStrategy
    sharedKeys[name] = property.sharedKey
    if property.isLossy { lossyCollections.insert(name) } else { lossyCollections.remove(name) }
    if property.isExcluded { excluded.insert(name) } else { excluded.remove(name) }
  }

  /// The name `keyPaths` lists `keyPath` under, or `nil` after noting it for registration to
  /// report.
  mutating func listedName(of keyPath: AnyKeyPath) -> String? {
    if let name = Model.keyPaths.first(where: { $0.value == keyPath })?.key { return name }
    unlistedKeyPaths.append(Self.unlistedDescription(keyPath))
    return nil
  }

  /// What to say about a key path `keyPaths` does not list: its types, and the likely fix
  /// when the model inherits a property of that type.
  static func unlistedDescription(_ keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    let value = type(of: keyPath).valueType
    var text = "a key path from \(MessageText.typeName(root)) to \(MessageText.typeName(value))"
    let inherited = Model.keyPaths.filter { type(of: $0.value).rootType != Model.self && type(of: $0.value).valueType == value }
    if root == Model.self, !inherited.isEmpty {
      let example = inherited.sorted(by: { $0.key < $1.key })[0]
      text +=
        " (an inherited property is named through the class whose keyPaths list it, as in \\\(MessageText.typeName(type(of: example.value).rootType)).\(example.key))"
    }
    return text
  }
}
