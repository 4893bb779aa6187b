import Foundation

/// A compiled, immutable mapping for one model type, shared by every hydration of it.
///
/// Plans are built once per type (see `PlanCompiler`) and never change after publication;
/// the hot path reads only `let` properties and calls closures specialized for each
/// property's type.
protocol AnyModelPlan: AnyObject, Sendable {
  var modelType: any ReflectiveModel.Type { get }
  var typeName: String { get }
  /// What top-level and collection hydration need: subtype resolution, element isolation.
  var collections: CollectionPlan { get }
  /// Creates a fresh instance with `init()`.
  func makeInstance() -> AnyObject
  /// Hydrates `object` (an instance of `modelType` or a subclass) from `dictionary`,
  /// recording problems in `context`.
  func hydrate(_ object: AnyObject, from dictionary: [String: Any], context: inout HydrationContext)
  /// Hydrates `object` from a JSON object in a tape.
  func hydrate(_ object: AnyObject, tape reference: TapeRef, context: inout HydrationContext)
  /// Hydrates a nested `object` one level deeper, from a tape object when given, else from
  /// `dictionary`; throws `AlreadyRecorded` past the depth limit.
  func hydrateNested(_ object: AnyObject, tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) throws
  /// The plain (property names) or JSON (service keys) dictionary of `object`.
  func outputValue(_ object: AnyObject, context: inout OutputContext) throws -> [String: Any]
  /// Writes `object` as a JSON object.
  func writeJSON(_ object: AnyObject, into writer: inout JSONWriter, context: inout OutputContext) throws
}

/// Where one property's value is found in the input dictionary.
enum KeyLookup: Sendable {
  /// A single key.
  case key(String)
  /// Candidate keys, first present wins.
  case candidates([String])
  /// A path through nested dictionaries and arrays (`stats.best.object`, `legs.0.distance`).
  case path([PathSegment])
  /// Several keys combined into one value by a closure.
  case combined([String], Combination)

  /// The top-level keys this lookup reads.
  var topLevelKeys: [String] {
    switch self {
    case .key(let key): [key]
    case .candidates(let keys): keys
    case .path(let segments): [segments[0].text]
    case .combined(let keys, _): keys
    }
  }

  /// This lookup without the single or candidate keys `isOwn` refuses (a key that went to
  /// another slot), or `nil` when it keeps them all; paths and combinations are kept.
  func keeping(_ isOwn: (String) -> Bool) -> KeyLookup? {
    switch self {
    case .key(let key): isOwn(key) ? nil : .candidates([])
    case .candidates(let keys): keys.allSatisfy(isOwn) ? nil : .candidates(keys.filter(isOwn))
    case .path, .combined: nil
    }
  }

  /// The value for this lookup, or `nil` when absent. A `null` on the way down a path is
  /// the value `null`; a non-dictionary on the way is recorded as a mismatch.
  @inline(__always)
  func find(in dictionary: [String: Any], context: inout HydrationContext, component: PathComponent) -> Any? {
    switch self {
    case .key(let key):
      return dictionary[key]
    case .candidates(let keys):
      for key in keys {
        if let value = dictionary[key] { return value }
      }
      return nil
    case .combined(let keys, let combination):
      let values = keys.map { dictionary[$0] }
      return KeyLookup.combine(values, combination, context: &context, component: component)
    case .path(let segments):
      return IndexPaths.find(segments, in: dictionary, context: &context)
    }
  }
}

extension KeyLookup {
  /// Runs a combination's closure on the values of its keys; `nil` when all are absent or
  /// the closure threw (recorded).
  static func combine(
    _ values: [Any?], _ combination: Combination, context: inout HydrationContext, component: PathComponent
  ) -> Any? {
    guard values.contains(where: { $0 != nil }) else { return nil }
    do {
      return try combination.hydrate(values)
    } catch {
      context.recordThrown(error, at: component, fatal: false)
      return nil
    }
  }
}

/// One hydratable property of a model.
final class Slot<Model>: @unchecked Sendable {
  let name: String
  let lookup: KeyLookup
  let component: PathComponent
  let isRequired: Bool
  /// Converts the raw value and writes it through the key path, recording any problem.
  let apply: (Model, Any, inout HydrationContext) -> Void
  /// Writes the registered default when the key is missing.
  let applyDefault: ((Model) -> Void)?

  init(
    name: String, lookup: KeyLookup, component: PathComponent, isRequired: Bool,
    apply: @escaping (Model, Any, inout HydrationContext) -> Void, applyDefault: ((Model) -> Void)? = nil
  ) {
    self.name = name
    self.lookup = lookup
    self.component = component
    self.isRequired = isRequired
    self.apply = apply
    self.applyDefault = applyDefault
    switch lookup {
    case .key, .candidates: readsOtherKeys = false
    case .path, .combined: readsOtherKeys = true
    }
  }

  /// Whether the slot reads a dotted path or combines keys: those are looked up on their
  /// own; single and candidate keys are found through the key table.
  let readsOtherKeys: Bool

  /// A missing key: a fatal issue for a required property, else the registered default.
  @inline(__always)
  func applyMissing(to model: Model, _ context: inout HydrationContext) {
    if isRequired { context.record(.missingRequiredValue, at: component, fatal: true) }
    applyDefault?(model)
  }

  /// `apply` preceded by the required-null rule: `null` (or a boxed `nil`) is a fatal
  /// ``MappingError/Reason/requiredValueIsNull`` and the property keeps its value.
  static func rejectingNull(
    _ apply: @escaping (Model, Any, inout HydrationContext) -> Void, component: PathComponent
  ) -> (Model, Any, inout HydrationContext) -> Void {
    { model, raw, context in
      let type = type(of: raw)
      if type == NSNull.self || (type is any OptionalShape.Type && unwrapBoxedOptional(raw) == nil) {
        context.record(.requiredValueIsNull, at: component, fatal: true)
        return
      }
      apply(model, raw, &context)
    }
  }

  /// The same slot reading through `lookup`.
  func reading(_ lookup: KeyLookup) -> Slot {
    Slot(name: name, lookup: lookup, component: component, isRequired: isRequired, apply: apply, applyDefault: applyDefault)
  }
}

/// A reference to a plan that may not be compiled yet (recursive types), and that the
/// registry clears when it goes away so that recursive plans do not keep each other alive.
final class PlanReference: @unchecked Sendable {
  // Written only while compiling (before the plan is published under the registry's lock)
  // and when the owning registry is deallocated (no hydration can run then).
  var plan: (any AnyModelPlan)?
  let typeName: String

  init(typeName: String) { self.typeName = typeName }
}

/// The compiled mapping of one model type.
final class ModelPlan<Model: ReflectiveModel>: AnyModelPlan, @unchecked Sendable {
  // Every stored property is written by `PlanCompiler` before the plan is published and
  // never after, so concurrent readers see immutable state.
  let typeName: String
  var slots: [Slot<Model>] = []
  var settings: MappingSettings
  /// Top-level keys that some slot reads, for the unknown-key policies.
  var knownKeys: Set<String> = []
  /// The slots of single and candidate keys, by the keys' bytes.
  var keyTable = SlotKeyTable(keys: [])
  /// Stores collected unknown keys, when the policy is `.collect`.
  var collectUnknown: ((Model, [String: Any]) -> Void)?
  /// Every stored property (Mirror order, base class first) and mapped computed property.
  var outputMembers: [OutputMember<Model>] = []
  /// The JSON shape, in member order and sorted by key.
  var jsonTree: [OutputNode<Model>] = []
  var sortedJSONTree: [OutputNode<Model>] = []
  /// Reads collected unknown keys, for models that keep them.
  var unknownValues: ((Model) -> [String: Any])?
  /// Subtype resolution and element isolation, for top-level and collection hydration.
  var collections = CollectionPlan()

  init(settings: MappingSettings) {
    self.typeName = String(describing: Model.self)
    self.settings = settings
  }

  var modelType: any ReflectiveModel.Type { Model.self }

  func hydrateNested(_ object: AnyObject, tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) throws {
    guard let model = object as? Model else {
      context.record(.typeMismatch(expected: typeName, found: String(describing: type(of: object))), fatal: true)
      return
    }
    try hydrateNested(model, tape: tape, dictionary: dictionary, context: &context)
  }

  func hydrateNested(_ model: Model, tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) throws {
    guard context.enter() else { throw AlreadyRecorded() }
    if let tape {
      hydrate(model, tape: tape, context: &context)
    } else {
      hydrate(model, from: dictionary, context: &context)
    }
    context.leave()
  }

  func hydrate(_ object: AnyObject, tape reference: TapeRef, context: inout HydrationContext) {
    guard let model = object as? Model else {
      context.record(.typeMismatch(expected: typeName, found: String(describing: type(of: object))), fatal: true)
      return
    }
    hydrate(model, tape: reference, context: &context)
  }

  func makeInstance() -> AnyObject { Model() }

  func hydrate(_ object: AnyObject, from dictionary: [String: Any], context: inout HydrationContext) {
    guard let model = object as? Model else {
      context.record(.typeMismatch(expected: typeName, found: String(describing: type(of: object))), fatal: true)
      return
    }
    hydrate(model, from: dictionary, context: &context)
  }

  func hydrate(_ model: Model, from input: [String: Any], context: inout HydrationContext) {
    if let beforeMapping = settings.beforeMapping {
      do {
        hydrateSlots(model, from: try beforeMapping(input), context: &context)
      } catch {
        context.recordThrown(error, fatal: true)
        return
      }
    } else {
      hydrateSlots(model, from: input, context: &context)
    }
    if settings.afterMapping != nil { runAfterMapping(model, &context) }
  }

  /// Runs the after-mapping hook and records what it adds.
  func runAfterMapping(_ model: Model, _ context: inout HydrationContext) {
    guard let hook = settings.afterMapping else { return }
    var report = MappingReport(issues: context.issues)
    do {
      try hook(model, &report)
    } catch {
      context.recordThrown(error, fatal: true)
    }
    for added in report.added {
      let component = added.property.map { PathComponent.member(Member(key: $0, property: $0)) }
      context.record(.custom(added.message), at: component, fatal: added.fatal)
    }
  }

  private func hydrateSlots(_ model: Model, from dictionary: [String: Any], context: inout HydrationContext) {
    let count = slots.count
    // One walk over the input through the key table, unless the input holds many more keys
    // than the model reads: then one hashed lookup per slot is cheaper.
    if count > 0, dictionary.count <= count &* 4 {
      withUnsafeTemporaryAllocation(of: Dictionary<String, Any>.Index.self, capacity: count) { positions in
        keyTable.locate(in: dictionary, positions: positions)
        hydrateSlots(model, from: dictionary, positions: UnsafeBufferPointer(positions), context: &context)
        positions.deinitialize()
      }
    } else {
      hydrateSlotsByLookup(model, from: dictionary, context: &context)
    }
    if settings.unknownKeys == .ignore { return }
    let unknown = dictionary.filter { !knownKeys.contains($0.key) }.map { (key: $0.key, value: $0.value) }
    if !unknown.isEmpty { handleUnknown(unknown, policy: settings.unknownKeys, model: model, context: &context) }
    if !collections.nestedKeys.isEmpty { handleNestedUnknown(model, in: dictionary, context: &context) }
  }

  private func hydrateSlots(
    _ model: Model, from dictionary: [String: Any], positions: UnsafeBufferPointer<Dictionary<String, Any>.Index>,
    context: inout HydrationContext
  ) {
    // An index loop: iterating `[Slot<Model>]` generically would look up metadata per step.
    let slots = self.slots
    let count = slots.count
    let end = dictionary.endIndex
    var index = 0
    while index < count {
      let slot = slots[index]
      let position = positions[index]
      index += 1
      if position != end {
        slot.apply(model, dictionary.values[position], &context)
        continue
      }
      if slot.readsOtherKeys,
        let raw = slot.lookup.find(in: dictionary, context: &context, component: slot.component)
      {
        slot.apply(model, raw, &context)
        continue
      }
      slot.applyMissing(to: model, &context)
    }
  }

  private func hydrateSlotsByLookup(_ model: Model, from dictionary: [String: Any], context: inout HydrationContext) {
    // An index loop: iterating `[Slot<Model>]` generically would look up metadata per step.
    let slots = self.slots
    let count = slots.count
    var index = 0
    while index < count {
      let slot = slots[index]
      index += 1
      if let raw = slot.lookup.find(in: dictionary, context: &context, component: slot.component) {
        slot.apply(model, raw, &context)
        continue
      }
      slot.applyMissing(to: model, &context)
    }
  }

  /// Reports (`.fail`) or stores (`.collect`) the keys no slot reads.
  private func handleUnknown(
    _ unknown: [(key: String, value: Any)], policy: UnknownKeyPolicy, model: Model, context: inout HydrationContext
  ) {
    switch policy {
    case .ignore:
      break
    case .fail:
      for (key, _) in unknown { context.record(.unknownKey(key), at: .key(key), fatal: true) }
    case .collect:
      collectUnknown?(model, Dictionary(unknown, uniquingKeysWith: { $1 }))
    }
  }
}

/// Recognizes raw containers without bridging.
enum Raw {
  /// The dictionary in `raw`, or a failure naming what was found.
  @inline(__always)
  static func dictionary(_ raw: Any, expected: String) throws -> [String: Any] {
    if type(of: raw) == [String: Any].self { return raw as! [String: Any] }
    return try dictionarySlow(raw, expected: expected)
  }

  static func dictionarySlow(_ raw: Any, expected: String) throws -> [String: Any] {
    let type = type(of: raw)
    if type == TapeRef.self, let dictionary = (raw as! TapeRef).materialized() as? [String: Any] { return dictionary }
    if type is NSDictionary.Type || type is any CollectionShape.Type && raw is [AnyHashable: Any] {
      if let dictionary = raw as? [String: Any] { return dictionary }
      if let dictionary = raw as? [AnyHashable: Any] {
        var converted: [String: Any] = [:]
        for (key, value) in dictionary {
          guard let string = key.base as? String else {
            throw ConversionFailure(.nonStringKey(found: Describe.value(key.base)))
          }
          converted[string] = value
        }
        return converted
      }
    }
    return try Coerce.fallback(raw, expected) { try dictionary($0, expected: expected) }
  }

  /// The array in `raw`, or a failure naming what was found.
  @inline(__always)
  static func array(_ raw: Any, expected: String) throws -> [Any] {
    if type(of: raw) == [Any].self { return raw as! [Any] }
    let type = type(of: raw)
    if type == TapeRef.self, let array = (raw as! TapeRef).materialized() as? [Any] { return array }
    if type is NSArray.Type || type is any CollectionShape.Type && !(raw is [AnyHashable: Any]) {
      if let array = raw as? [Any] { return array }
    }
    return try Coerce.fallback(raw, expected) { try array($0, expected: expected) }
  }
}

/// Signals that a problem was already recorded and the value must not be set.
struct AlreadyRecorded: Error {}
