import Foundation

/// Everything one registration says about one property: one row, built once from the public
/// name-keyed tables of ``ModelMapping`` (``ModelMapping/keys``, ``ModelMapping/adapters`` …).
///
/// The compiled settings keep rows, not parallel tables: inheritance merges rows, the
/// registration rules walk rows, and ``PropertyMapping`` is a typed view of a row. A new
/// per-property setting is a field here, an entry in ``settings`` (its name in messages,
/// and the property types it fits), and its table in `ModelMapping` with its line in
/// ``init(_:of:)`` and ``write(_:to:)``.
struct PropertyRow: @unchecked Sendable {
  // Metatypes and closures are immutable; the row is written only while registering.

  /// Service keys (or dotted paths) the key table gives the property; more than one is a
  /// registration problem.
  var serviceKeys: [String] = []
  var candidateKeys: [String]?
  var combination: Combination?
  var sharedKey: String?
  var adapter: Adapter?
  var elementType: (any ReflectiveModel.Type)?
  var typeResolver: TypeResolver?
  var isRequired = false
  /// The registered default, if any (`nil` for none).
  var defaultValue: Any?
  var dateStrategy: DateStrategy?
  var isLossy = false
  var isExcluded = false
  /// The schema fragment the registration states (``ModelMapping/schemas``).
  var schema: SchemaFragment?
  /// The service key (or dotted path) output writes the property under (``ModelMapping/outputKeys``).
  var outputKey: String?
  /// Read from, and written into, the owner's own object (``ModelMapping/flattened``).
  var isFlattened = false

  /// Whether the row gives the property service keys of its own (table, candidate, combined
  /// or shared keys).
  var hasOwnKeys: Bool { !serviceKeys.isEmpty || candidateKeys != nil || combination != nil || sharedKey != nil }

  /// The row of `name` in `mapping`'s tables.
  init<M>(_ mapping: ModelMapping<M>, of name: String) {
    serviceKeys = mapping.keys.filter { $0.value == name }.map(\.key).sorted()
    candidateKeys = mapping.candidateKeys[name]
    combination = mapping.combinations[name]
    sharedKey = mapping.sharedKeys[name]
    adapter = mapping.adapters[name]
    elementType = mapping.elementTypes[name]
    typeResolver = mapping.typeResolvers[name]
    isRequired = mapping.required.contains(name)
    defaultValue = mapping.defaults[name]
    dateStrategy = mapping.dateStrategies[name]
    isLossy = mapping.lossyCollections.contains(name)
    isExcluded = mapping.excluded.contains(name)
    schema = mapping.schemas[name].map(SchemaFragment.init)
    outputKey = mapping.outputKeys[name]
    isFlattened = mapping.flattened.contains(name)
  }

  init() {}

  /// Writes this row back into `mapping`'s tables as the settings of `name`.
  func write<M>(_ name: String, to mapping: inout ModelMapping<M>) {
    for (serviceKey, target) in mapping.keys where target == name { mapping.keys[serviceKey] = nil }
    for key in serviceKeys { mapping.keys[key] = name }
    mapping.candidateKeys[name] = candidateKeys
    mapping.combinations[name] = combination
    mapping.sharedKeys[name] = sharedKey
    mapping.adapters[name] = adapter
    mapping.elementTypes[name] = elementType
    mapping.typeResolvers[name] = typeResolver
    if isRequired { mapping.required.insert(name) } else { mapping.required.remove(name) }
    mapping.defaults[name] = defaultValue
    mapping.dateStrategies[name] = dateStrategy
    if isLossy { mapping.lossyCollections.insert(name) } else { mapping.lossyCollections.remove(name) }
    if isExcluded { mapping.excluded.insert(name) } else { mapping.excluded.remove(name) }
    mapping.schemas[name] = schema?.value
    mapping.outputKeys[name] = outputKey
    if isFlattened { mapping.flattened.insert(name) } else { mapping.flattened.remove(name) }
  }

  /// The rows of every property any of `mapping`'s tables names.
  static func rows<M>(of mapping: ModelMapping<M>) -> [String: PropertyRow] {
    var names = Set(mapping.keys.values)
    names.formUnion(mapping.candidateKeys.keys)
    names.formUnion(mapping.combinations.keys)
    names.formUnion(mapping.sharedKeys.keys)
    names.formUnion(mapping.adapters.keys)
    names.formUnion(mapping.elementTypes.keys)
    names.formUnion(mapping.typeResolvers.keys)
    names.formUnion(mapping.required)
    names.formUnion(mapping.defaults.keys)
    names.formUnion(mapping.dateStrategies.keys)
    names.formUnion(mapping.lossyCollections)
    names.formUnion(mapping.excluded)
    names.formUnion(mapping.schemas.keys)
    names.formUnion(mapping.outputKeys.keys)
    names.formUnion(mapping.flattened)
    return Dictionary(uniqueKeysWithValues: names.map { ($0, PropertyRow(mapping, of: $0)) })
  }

  /// This row (a subclass registration's) on top of `base` (the superclass's), entry by
  /// entry: service keys given here replace the inherited ones (all four kinds together); a
  /// setting given here replaces the inherited one; `required`, `lossy` and `excluded` add
  /// up; excluding a property here drops what the superclass set for it.
  func inheriting(from base: PropertyRow) -> PropertyRow {
    var merged = isExcluded && !base.isExcluded ? PropertyRow() : base
    if hasOwnKeys {
      merged.serviceKeys = serviceKeys
      merged.candidateKeys = candidateKeys
      merged.combination = combination
      merged.sharedKey = sharedKey
    }
    merged.adapter = adapter ?? merged.adapter
    merged.elementType = elementType ?? merged.elementType
    merged.typeResolver = typeResolver ?? merged.typeResolver
    merged.defaultValue = defaultValue ?? merged.defaultValue
    merged.dateStrategy = dateStrategy ?? merged.dateStrategy
    merged.schema = schema ?? merged.schema
    merged.outputKey = outputKey ?? merged.outputKey
    merged.isFlattened = merged.isFlattened || isFlattened
    merged.isRequired = merged.isRequired || isRequired
    merged.isLossy = merged.isLossy || isLossy
    merged.isExcluded = merged.isExcluded || isExcluded
    return merged
  }

  // MARK: What each setting is and what it fits

  /// One per-property setting, as the registration rules see it.
  struct Setting: Sendable {
    /// How messages name it (`"adapter"`, `"date strategy"`, …).
    let label: String
    /// Whether `row` has it.
    let isSet: @Sendable (PropertyRow) -> Bool
    /// Why it does not fit a property whose value is `declared`, or `nil` when it does (or
    /// when fit is checked elsewhere).
    let misfit: @Sendable (PropertyRow, Any.Type) -> String?
    /// A property this setting does not fit cannot be hydrated as asked: leave it out.
    var skipsProperty = false
  }

  /// Every per-property setting, in the order messages list them.
  static let settings: [Setting] = [
    Setting(label: "key-table entry", isSet: { !$0.serviceKeys.isEmpty }, misfit: { _, _ in nil }),
    Setting(label: "candidate keys", isSet: { $0.candidateKeys != nil }, misfit: { _, _ in nil }),
    Setting(label: "combined keys", isSet: { $0.combination != nil }, misfit: { _, _ in nil }),
    Setting(label: "shared key", isSet: { $0.sharedKey != nil }, misfit: { _, _ in nil }),
    Setting(label: "adapter", isSet: { $0.adapter != nil }, misfit: { _, _ in nil }),
    // (Whether a hint's class fits is ElementTypeHintValidator's, with its own message.)
    Setting(label: "element type hint", isSet: { $0.elementType != nil }, misfit: { _, _ in nil }),
    Setting(
      label: "type resolver", isSet: { $0.typeResolver != nil },
      misfit: { row, declared in
        if let resolver = row.typeResolver, case .discriminator(_, let types) = resolver.kind,
          case let misfits = PropertyRow.misfits(of: types, in: declared), !misfits.isEmpty
        {
          return
            "a discriminator's types must fit the property's slot, and \(misfits.joined(separator: ", ")) \(misfits.count == 1 ? "is" : "are") not \(MessageText.typeName(innermostType(declared)))"
        }
        return holdsModels(declared) || row.typeResolver.map({ PropertyRow.resolver($0, fits: declared) }) == true
          ? nil
          : "a type resolver picks the model type of a property that holds models (a model class or struct, a protocol models conform to, `any ReflectiveModel`, `AnyObject` or `Any`, alone or in optionals and collections), and \(MessageText.typeName(declared)) holds none"
      }, skipsProperty: true),
    Setting(label: "required entry", isSet: { $0.isRequired }, misfit: { _, _ in nil }),
    Setting(label: "default value", isSet: { $0.defaultValue != nil }, misfit: { _, _ in nil }),
    Setting(label: "schema", isSet: { $0.schema != nil }, misfit: { _, _ in nil }),
    Setting(
      label: "flattening", isSet: { $0.isFlattened },
      misfit: { row, declared in
        if !(unwrappingOptional(declared) is any ReflectiveModel.Type) {
          return "flattening reads a nested model from its owner's own object, and \(MessageText.typeName(declared)) is not a model type"
        }
        return row.hasOwnKeys || row.outputKey != nil || row.adapter != nil
          ? "a flattened model has no key of its own (it reads and writes its owner's object), so it takes no key, output key or adapter"
          : nil
      }, skipsProperty: true),
    Setting(
      label: "output key", isSet: { $0.outputKey != nil },
      misfit: { row, _ in
        row.combination != nil || row.sharedKey != nil
          ? "an output key renames the one key a property is written under, and a combined or shared-key property is written under its own keys or not at all"
          : nil
      }),
    Setting(
      label: "date strategy", isSet: { $0.dateStrategy != nil },
      misfit: { row, declared in
        innermostType(declared) == Date.self || row.adapter != nil
          ? nil
          : "a date strategy reads and writes Date values, and \(MessageText.typeName(declared)) holds none (alone or in optionals and collections)"
      }),
    Setting(
      label: "lossy collection", isSet: { $0.isLossy },
      misfit: { row, declared in
        isCollection(declared) && (holdsModels(declared) || row.elementType != nil || row.typeResolver != nil)
          ? nil
          : "a lossy collection drops the model elements that fail, and \(MessageText.typeName(declared)) is not a collection of models"
      }),
  ]

  /// The settings `row` has, by label.
  var settingLabels: [String] { Self.settings.filter { $0.isSet(self) }.map(\.label) }

  /// Whether values of `type` are, or hold, models: the slot at the bottom of its optionals
  /// and collections is a model class, `any ReflectiveModel`, `AnyObject` or `Any`.
  static func holdsModels(_ type: Any.Type) -> Bool {
    let slot = innermostType(type)
    return slot is any ReflectiveModel.Type || slot == (any ReflectiveModel).self || slot == AnyObject.self || slot == Any.self
  }

  /// Whether `resolver` can fill a property of `type` whose slot is not a model type: a slot typed
  /// as a protocol (`[any Shape]`).
  ///
  /// A discriminator's table types must all conform; the types other resolvers return (and a
  /// table-less discriminator's registered names) are checked per value, so any slot but a
  /// built-in value type (a number, a string, a date…) is accepted for them.
  static func resolver(_ resolver: TypeResolver, fits type: Any.Type) -> Bool {
    let slot = innermostType(type)
    if case .discriminator(_, let types) = resolver.kind, !types.isEmpty {
      return misfits(of: types, in: type).isEmpty
    }
    return !ConverterBuilder.primitiveTypes.contains(ObjectIdentifier(slot)) && !(slot is any CollectionShape.Type)
  }

  /// The names (`"circle" (Circle)`) of a discriminator's types that do not fit the slot of
  /// `type`, sorted; a table-less discriminator's registered names are checked per value.
  static func misfits(of types: [String: any ReflectiveModel.Type], in type: Any.Type) -> [String] {
    let slot = innermostType(type)
    guard slot != Any.self, slot != AnyObject.self, slot != (any ReflectiveModel).self else { return [] }
    return types.filter { !ElementTypeHintValidator.isType($0.value, instanceOf: slot) }.keys.sorted()
      .map { "\(MessageText.quoted($0)) (\(MessageText.typeName(types[$0]!)))" }
  }

  /// Whether `type` (after optionals) is an array, set or dictionary.
  static func isCollection(_ type: Any.Type) -> Bool {
    unwrappingOptional(type) is any CollectionShape.Type
  }
}
