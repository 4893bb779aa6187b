/// The settings of one property, typed by the property's value: what
/// ``ModelMapping/property(_:_:)-(KeyPath<Model,Value>,_)`` hands to its closure.
///
/// Each field reads and writes the property's row, the store that the name-keyed tables of
/// ``ModelMapping`` (``ModelMapping/keys``, ``ModelMapping/required``,
/// ``ModelMapping/defaults`` …) are views over, so both spellings can be mixed and
/// registration inheritance works the same. What the builder adds is types: the property is named by its key path (a
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
  /// The row this view reads and writes.
  var row: PropertyRow

  /// The service key (or dotted key path) of the property, as an entry of
  /// ``ModelMapping/keys``; `nil` leaves it to the key strategy.
  public var key: String? {
    get { row.serviceKeys.first }
    set { row.serviceKeys = newValue.map { [$0] } ?? [] }
  }
  /// Several service keys, tried in order (``ModelMapping/candidateKeys``); `nil` for none.
  public var candidateKeys: [String]? {
    get { row.candidateKeys }
    set { row.candidateKeys = newValue }
  }
  /// Whether a missing or unconvertible value is fatal (``ModelMapping/required``).
  public var isRequired: Bool {
    get { row.isRequired }
    set { row.isRequired = newValue }
  }
  /// The value used when the key is missing or its value cannot be converted
  /// (``ModelMapping/defaults``).
  public var `default`: Value? {
    get { row.defaultValue as? Value }
    set { row.defaultValue = newValue.map { $0 as Any } }
  }
  /// The property's adapter (``ModelMapping/adapters``).
  public var adapter: Adapter? {
    get { row.adapter }
    set { row.adapter = newValue }
  }
  /// The model type of the property's elements or value (``ModelMapping/elementTypes``).
  public var elementType: (any ReflectiveModel.Type)? {
    get { row.elementType }
    set { row.elementType = newValue }
  }
  /// Picks the model type per element (``ModelMapping/typeResolvers``).
  public var typeResolver: TypeResolver? {
    get { row.typeResolver }
    set { row.typeResolver = newValue }
  }
  /// The property's own date strategy (``ModelMapping/dateStrategies``).
  public var dateStrategy: DateStrategy? {
    get { row.dateStrategy }
    set { row.dateStrategy = newValue }
  }
  /// The property's own non-conforming float strategy (``ModelMapping/nonConformingFloatStrategies``).
  public var nonConformingFloatStrategy: NonConformingFloatStrategy? {
    get { row.nonConformingFloats }
    set { row.nonConformingFloats = newValue }
  }
  /// A key another property owns that this one reads too (``ModelMapping/sharedKeys``).
  public var sharedKey: String? {
    get { row.sharedKey }
    set { row.sharedKey = newValue }
  }
  /// Whether a value that does not read takes the property's default, strict or not
  /// (``ModelMapping/defaultsOnFailure``).
  public var usesDefaultOnFailure: Bool {
    get { row.usesDefaultOnFailure }
    set { row.usesDefaultOnFailure = newValue }
  }
  /// The value used when the property's value cannot be read, if it is not ``default``
  /// (``ModelMapping/failureDefaults``).
  public var failureDefault: Value? {
    get { row.failureDefault as? Value }
    set { row.failureDefault = newValue.map { $0 as Any } }
  }

  /// Whether a collection drops the elements that fail (``ModelMapping/lossyCollections``).
  public var isLossy: Bool {
    get { row.isLossy }
    set { row.isLossy = newValue }
  }
  /// Whether the property is neither hydrated nor output (``ModelMapping/excluded``).
  public var isExcluded: Bool {
    get { row.isExcluded }
    set { row.isExcluded = newValue }
  }
  /// Whether the property is read and never written (``ModelMapping/inputOnly``).
  public var isInputOnly: Bool {
    get { row.isInputOnly }
    set { row.isInputOnly = newValue }
  }
  /// Whether the nested model is read from and written into the owner's object
  /// (``ModelMapping/flattened``).
  public var isFlattened: Bool {
    get { row.isFlattened }
    set { row.isFlattened = newValue }
  }
  /// The key JSON output writes the property under (``ModelMapping/outputKeys``).
  public var outputKey: String? {
    get { row.outputKey }
    set { row.outputKey = newValue }
  }
  /// The rules the property's values must keep (``ModelMapping/constraints``).
  public var constraints: [Constraint] {
    get { row.constraints ?? [] }
    set { row.constraints = newValue.isEmpty ? nil : newValue }
  }
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
    var property = PropertyMapping<Value>(row: rows[name] ?? PropertyRow())
    configure(&property)
    setRow(property.row, of: name)
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
