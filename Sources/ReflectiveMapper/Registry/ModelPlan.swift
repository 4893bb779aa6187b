import Foundation

/// A compiled, immutable mapping for one model type, shared by every hydration of it.
///
/// Plans are built once per type (see `PlanCompiler`) and never change after publication;
/// the hot path reads only `let` properties and calls closures specialized for each
/// property's type.
///
/// The `AnyObject` requirements serve class models, whose dynamic type may be a subclass of
/// the declared one; the `Any` ones serve both kinds (a struct travels boxed in `Any`).
protocol AnyModelPlan: AnyObject, Sendable {
  var modelType: any ReflectiveModel.Type { get }
  var typeName: String { get }
  /// Whether the model is a struct (or another value type): it is hydrated as a value.
  var isValueType: Bool { get }
  /// What top-level and collection hydration need: subtype resolution, element isolation.
  var collections: CollectionPlan { get }
  /// Creates a fresh instance with `init()` (class models only).
  func makeInstance() -> AnyObject
  /// Hydrates `object` (an instance of `modelType` or a subclass) from `dictionary`,
  /// recording problems in `context`.
  func hydrate(_ object: AnyObject, from dictionary: [String: Any], context: inout HydrationContext)
  /// Hydrates `object` from a JSON object in a tape.
  func hydrate(_ object: AnyObject, tape reference: TapeRef, context: inout HydrationContext)
  /// Hydrates a nested `object` one level deeper, from a tape object when given, else from
  /// `dictionary`; throws `ProblemAlreadyRecorded` past the depth limit.
  func hydrateNested(_ object: AnyObject, tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) throws
  /// A new model (a class instance or a struct value, boxed) hydrated from a tape object
  /// when given, else from `dictionary`, at the current level (the caller enters it).
  func makeModel(tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) -> Any
  /// Hydrates the model in `value` (boxed) one level deeper, as ``hydrateNested(_:tape:dictionary:context:)``.
  func hydrateNested(value: inout Any, tape: TapeRef?, dictionary: [String: Any], context: inout HydrationContext) throws
  /// The plain (property names) or JSON (service keys) dictionary of `object`.
  func outputValue(_ object: AnyObject, context: inout OutputContext) throws -> [String: Any]
  /// Writes `object` as a JSON object.
  func writeJSON(_ object: AnyObject, into writer: inout JSONWriter, context: inout OutputContext) throws
  /// ``outputValue(_:context:)`` of a model boxed in `Any` (a struct, or a class instance).
  func outputValue(value: Any, context: inout OutputContext) throws -> [String: Any]
  /// ``writeJSON(_:into:context:)`` of a model boxed in `Any`.
  func writeJSON(value: Any, into writer: inout JSONWriter, context: inout OutputContext) throws
}

/// A reference to a plan that may not be compiled yet (recursive types), and that the
/// registry clears when it goes away so that recursive plans do not keep each other alive.
class PlanReference: @unchecked Sendable {
  // Written only while compiling (before the plan is published under the registry's lock)
  // and when the owning registry is deallocated (no hydration can run then).
  final var plan: (any AnyModelPlan)?
  final let typeName: String

  init(typeName: String) { self.typeName = typeName }

  /// A reference to `plan`, typed (``TypedPlanReference``).
  static func to<M: ReflectiveModel>(_ plan: ModelPlan<M>) -> PlanReference { TypedPlanReference(plan) }

  /// Drops the plan, breaking cycles between recursive plans.
  func clear() { plan = nil }
}

/// A plan reference that also holds the plan with its model type known, so that code
/// generic over the model reads it without a cast (a cast to `ModelPlan<M>` looks up that
/// type's metadata on every call).
final class TypedPlanReference<M: ReflectiveModel>: PlanReference, @unchecked Sendable {
  private(set) var typedPlan: ModelPlan<M>?

  init(_ plan: ModelPlan<M>) {
    typedPlan = plan
    super.init(typeName: plan.typeName)
    self.plan = plan
  }

  override func clear() {
    super.clear()
    typedPlan = nil
  }
}

/// The compiled mapping of one model type.
final class ModelPlan<Model: ReflectiveModel>: AnyModelPlan, @unchecked Sendable {
  // Every stored property is written by `PlanCompiler` before the plan is published and
  // never after, so concurrent readers see immutable state.
  let typeName: String
  var hydrators: [PropertyHydrator<Model>] = []
  var settings: MappingSettings
  /// Top-level keys that some hydrator reads, for the unknown-key policies.
  var knownKeys: Set<String> = []
  /// The known keys the key table does not route (the first keys of dotted paths and
  /// combined keys): an input key the table does not match is unknown unless it is one.
  var untabledKnownKeys: Set<String> = []
  /// The hydrators of single and candidate keys, by the keys' bytes.
  var keyTable = HydratorKeyTable(keys: [])
  /// For ``ModelMapping/keyMatching``: the key-table key an input key that matches none stands
  /// for, or `nil` (exact matching: no resolver at all).
  var inputKeyResolver: (@Sendable (String) -> String?)?
  /// Input keys that name (after the key strategy) a stored property `keyPaths` does not
  /// list, with that property, sorted by key: reported when present, never read.
  var unlistedKeys: [(key: String, property: String)] = []
  /// Stores collected unknown keys, when the policy is `.collect`.
  var collectUnknown: ((inout Model, [String: Any], inout HydrationContext) -> Void)?
  /// Stores unknown members kept as text, for models whose storage is ``UnknownKeys``.
  var collectRawUnknown: ((inout Model, UnknownKeys, inout HydrationContext) -> Void)?
  /// Reads a model's ``UnknownKeys``, for output that copies members through.
  var rawUnknownValues: ((Model) -> UnknownKeys)?
  /// Output keys that are not known keys (written by output-only properties): a collected
  /// member with one of these keys is not written, the property is.
  var outputOnlyKeys: [[UInt8]] = []
  /// ``outputOnlyKeys`` as strings: under `.fail` such a key in the input is not refused, so
  /// that a model reads back its own output (the key is ignored, as the property cannot be set).
  var outputOnlyKeyNames: Set<String> = []
  /// Every stored property (Mirror order, base class first) and mapped computed property.
  var outputMembers: [OutputMember<Model>] = []
  /// Flattened models (``ModelMapping/flattened``): their JSON objects are merged into this
  /// model's, whose own keys win.
  var flattenedMembers: [OutputMember<Model>] = []
  /// Whether ``flattenedMembers`` has any: read on every output, where the array's own
  /// `isEmpty` (generic over the model) would look its type's metadata up each time.
  var hasFlattenedMembers = false
  /// The JSON shape, in member order and sorted by key.
  var jsonTree: [OutputNode<Model>] = []
  var sortedJSONTree: [OutputNode<Model>] = []
  /// Reads collected unknown keys, for models that keep them.
  var unknownValues: ((Model) -> [String: Any])?
  /// What this type's own (or a registered superclass's) closure subtype resolver writes back,
  /// when no property's resolver put a tag on the context.
  var ownSubtypeTag: SubtypeTag?
  /// Subtype resolution and element isolation, for top-level and collection hydration.
  var collections = CollectionPlan()

  /// The model type as a class type, for ``makeInstance()``; `nil` for a struct.
  let classType: (any (AnyObject & ReflectiveModel).Type)?

  init(settings: MappingSettings) {
    self.typeName = String(describing: Model.self)
    self.settings = settings
    self.classType = Model.self as? any (AnyObject & ReflectiveModel).Type
  }

  var isValueType: Bool { classType == nil }

  var modelType: any ReflectiveModel.Type { Model.self }
}
