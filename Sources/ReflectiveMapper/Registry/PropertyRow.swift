import Foundation

/// Everything one registration says about one property: one row, stored in ``ModelMapping``
/// itself (its name-keyed tables, ``ModelMapping/keys``, ``ModelMapping/adapters`` …, are
/// views over the rows).
///
/// Inheritance merges rows, the registration rules walk rows, and ``PropertyMapping`` is a
/// typed view of a row. A new per-property setting takes four places, each listed in CONTRIBUTING.md's
/// "Where to change what":
/// 1. a field here;
/// 2. its entry in ``settings``: its name in messages, the property types it fits, and how a
///    subclass's row inherits it (`PropertyRowTests` fails for a field without an entry, and
///    an entry does not compile without its inheritance rule);
/// 3. its table on `ModelMapping`, a computed view (``ModelMapping/table(_:)`` and
///    ``ModelMapping/setTable(_:_:)``, or ``ModelMapping/members(_:)`` for a flag);
/// 4. its field on `PropertyMapping`.
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
  /// The property's own non-conforming float strategy (``ModelMapping/nonConformingFloatStrategies``).
  var nonConformingFloats: NonConformingFloatStrategy?
  var isLossy = false
  /// Whether a value that does not read takes the default even when the mapping is strict.
  var usesDefaultOnFailure = false
  /// The value a value that does not read is replaced by, when it is not the missing value's
  /// default (``ModelMapping/failureDefaults``); `nil` for none.
  var failureDefault: Any?
  var isExcluded = false
  /// Read, never written (``ModelMapping/inputOnly``).
  var isInputOnly = false
  /// The schema fragment the registration states (``ModelMapping/schemas``).
  var schema: SchemaFragment?
  /// The service key (or dotted path) output writes the property under (``ModelMapping/outputKeys``).
  var outputKey: String?
  /// Read from, and written into, the owner's own object (``ModelMapping/flattened``).
  var isFlattened = false
  /// The rules its values must keep (``ModelMapping/constraints``).
  var constraints: [Constraint]?

  /// Whether the row gives the property service keys of its own (table, candidate, combined
  /// or shared keys).
  var hasOwnKeys: Bool { !serviceKeys.isEmpty || candidateKeys != nil || combination != nil || sharedKey != nil }

  /// Whether the row says nothing (every setting unset).
  var isEmpty: Bool { !Self.settings.contains { $0.isSet(self) } }

  /// This row (a subclass registration's) on top of `base` (the superclass's), setting by
  /// setting, each by its entry's ``Setting/inherit`` rule: service keys given here replace
  /// the inherited ones (all four kinds together); a setting given here replaces the
  /// inherited one; `required`, `lossy`, `flattened` and `excluded` add up; excluding a
  /// property here drops what the superclass set for it.
  func inheriting(from base: PropertyRow) -> PropertyRow {
    var merged = isExcluded && !base.isExcluded ? PropertyRow() : base
    for setting in Self.settings { setting.inherit(&merged, self) }
    return merged
  }

  // MARK: What each setting is and what it fits

  /// One per-property setting, as the registration rules see it.
  struct Setting: Sendable {
    /// The ``PropertyRow`` field the setting is stored in (checked by `PropertyRowTests`:
    /// every field has its entry).
    let field: String
    /// How messages name it (`"adapter"`, `"date strategy"`, …).
    let label: String
    /// Whether `row` has it.
    let isSet: @Sendable (PropertyRow) -> Bool
    /// Why it does not fit a property whose value is `declared`, or `nil` when it does (or
    /// when fit is checked elsewhere).
    var misfit: @Sendable (PropertyRow, Any.Type) -> String? = { _, _ in nil }
    /// A property this setting does not fit cannot be hydrated as asked: leave it out.
    var skipsProperty = false
    /// Whether a row for a name `keyPaths` does not list is reported (an exclusion may name
    /// any stored property; ``ExcludedNamesValidator`` checks it).
    var needsListedProperty = true
    /// Writes the setting of `own` (a subclass's row) into `merged` (the superclass's).
    let inherit: @Sendable (_ merged: inout PropertyRow, _ own: PropertyRow) -> Void
  }

  /// Every per-property setting, in the order messages list them.
  static let settings: [Setting] = [
    // Service keys: a row with keys of any kind replaces all four kinds.
    Setting(
      field: "serviceKeys", label: "key-table entry", isSet: { !$0.serviceKeys.isEmpty },
      inherit: { if $1.hasOwnKeys { $0.serviceKeys = $1.serviceKeys } }),
    Setting(
      field: "candidateKeys", label: "candidate keys", isSet: { $0.candidateKeys != nil },
      inherit: { if $1.hasOwnKeys { $0.candidateKeys = $1.candidateKeys } }),
    Setting(
      field: "combination", label: "combined keys", isSet: { $0.combination != nil },
      inherit: { if $1.hasOwnKeys { $0.combination = $1.combination } }),
    Setting(
      field: "sharedKey", label: "shared key", isSet: { $0.sharedKey != nil },
      inherit: { if $1.hasOwnKeys { $0.sharedKey = $1.sharedKey } }),
    Setting(field: "adapter", label: "adapter", isSet: { $0.adapter != nil }, inherit: { $0.adapter = $1.adapter ?? $0.adapter }),
    // (Whether a hint's class fits is ElementTypeHintValidator's, with its own message.)
    Setting(
      field: "elementType", label: "element type hint", isSet: { $0.elementType != nil },
      inherit: { $0.elementType = $1.elementType ?? $0.elementType }),
    Setting(
      field: "typeResolver", label: "type resolver", isSet: { $0.typeResolver != nil },
      misfit: { row, declared in
        if let resolver = row.typeResolver, let types = resolver.table,
          case let misfits = PropertyRow.misfits(of: types, in: declared), !misfits.isEmpty
        {
          return
            "a resolver's types must fit the property's slot, and \(misfits.joined(separator: ", ")) \(misfits.count == 1 ? "is" : "are") not \(MessageText.typeName(innermostType(declared)))"
        }
        return holdsModels(declared) || row.typeResolver.map({ PropertyRow.resolver($0, fits: declared) }) == true
          ? nil
          : "a type resolver picks the model type of a property that holds models (a model class or struct, a protocol models conform to, `any ReflectiveModel`, `AnyObject` or `Any`, alone or in optionals and collections), and \(MessageText.typeName(declared)) holds none"
      }, skipsProperty: true, inherit: { $0.typeResolver = $1.typeResolver ?? $0.typeResolver }),
    Setting(field: "isRequired", label: "required entry", isSet: { $0.isRequired }, inherit: { $0.isRequired = $0.isRequired || $1.isRequired }),
    Setting(
      field: "defaultValue", label: "default value", isSet: { $0.defaultValue != nil },
      inherit: { $0.defaultValue = $1.defaultValue ?? $0.defaultValue }),
    Setting(field: "schema", label: "schema", isSet: { $0.schema != nil }, inherit: { $0.schema = $1.schema ?? $0.schema }),
    Setting(
      field: "isFlattened", label: "flattening", isSet: { $0.isFlattened },
      misfit: { row, declared in
        if !(unwrappingOptional(declared) is any ReflectiveModel.Type) {
          return "flattening reads a nested model from its owner's own object, and \(MessageText.typeName(declared)) is not a model type"
        }
        return row.hasOwnKeys || row.outputKey != nil || row.adapter != nil
          ? "a flattened model has no key of its own (it reads and writes its owner's object), so it takes no key, output key or adapter"
          : nil
      }, skipsProperty: true, inherit: { $0.isFlattened = $0.isFlattened || $1.isFlattened }),
    Setting(
      field: "outputKey", label: "output key", isSet: { $0.outputKey != nil },
      misfit: { row, _ in
        row.combination != nil || row.sharedKey != nil
          ? "an output key renames the one key a property is written under, and a combined or shared-key property is written under its own keys or not at all"
          : nil
      }, inherit: { $0.outputKey = $1.outputKey ?? $0.outputKey }),
    Setting(
      field: "dateStrategy", label: "date strategy", isSet: { $0.dateStrategy != nil },
      misfit: { row, declared in
        innermostType(declared) == Date.self || row.adapter != nil
          ? nil
          : "a date strategy reads and writes Date values, and \(MessageText.typeName(declared)) holds none (alone or in optionals and collections)"
      }, inherit: { $0.dateStrategy = $1.dateStrategy ?? $0.dateStrategy }),
    Setting(
      field: "nonConformingFloats", label: "non-conforming float strategy", isSet: { $0.nonConformingFloats != nil },
      misfit: { row, declared in
        let slot = innermostType(declared)
        return slot == Double.self || slot == Float.self || row.adapter != nil
          ? nil
          : "a non-conforming float strategy reads and writes Double and Float values, and \(MessageText.typeName(declared)) holds none (alone or in optionals and collections)"
      }, inherit: { $0.nonConformingFloats = $1.nonConformingFloats ?? $0.nonConformingFloats }),
    Setting(
      field: "isLossy", label: "lossy collection", isSet: { $0.isLossy },
      misfit: { _, declared in
        isCollection(declared)
          ? nil
          : "a lossy collection drops the elements that fail, and \(MessageText.typeName(declared)) is not a collection (an array, set or dictionary)"
      }, inherit: { $0.isLossy = $0.isLossy || $1.isLossy }),
    Setting(
      field: "usesDefaultOnFailure", label: "default on failure", isSet: { $0.usesDefaultOnFailure },
      misfit: { row, _ in
        row.isRequired ? "a required property's value must read: it cannot fall back to a default on failure" : nil
      }, inherit: { $0.usesDefaultOnFailure = $0.usesDefaultOnFailure || $1.usesDefaultOnFailure }),
    Setting(
      field: "failureDefault", label: "default for a failure", isSet: { $0.failureDefault != nil },
      misfit: { row, _ in
        row.isRequired ? "a required property's value must read: it cannot fall back to a default on failure" : nil
      }, inherit: { $0.failureDefault = $1.failureDefault ?? $0.failureDefault }),
    Setting(
      field: "constraints", label: "constraints", isSet: { $0.constraints != nil },
      misfit: { row, declared in
        // (A property read through an adapter is checked on what the adapter gives, its own type.)
        row.constraints.flatMap { ConstraintCheck.misfit($0, declared) }
      }, inherit: { $0.constraints = $1.constraints ?? $0.constraints }),
    Setting(
      field: "isInputOnly", label: "input-only", isSet: { $0.isInputOnly },
      misfit: { row, _ in
        // (On a read-only key path, which would leave it neither read nor written: InputOnlyValidator's.)
        row.outputKey != nil
          ? "an input-only property is read and never written, so an output key for it would write nothing; remove the output key or the input-only setting"
          : nil
      }, inherit: { $0.isInputOnly = $0.isInputOnly || $1.isInputOnly }),
    Setting(
      field: "isExcluded", label: "excluded", isSet: { $0.isExcluded }, needsListedProperty: false,
      inherit: { $0.isExcluded = $0.isExcluded || $1.isExcluded }),
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
  /// A discriminator's (or wrapper's) table types must all conform; the types other resolvers
  /// return (and a table-less one's registered names) are checked per value, so any slot but a
  /// built-in value type (a number, a string, a date…) is accepted for them.
  static func resolver(_ resolver: TypeResolver, fits type: Any.Type) -> Bool {
    let slot = innermostType(type)
    if let types = resolver.table, !types.isEmpty {
      return misfits(of: types, in: type).isEmpty
    }
    return !(slot is any BuiltInScalar.Type) && !(slot is any CollectionShape.Type)
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
