import Foundation

/// A compiled, immutable mapping for one model type, shared by every hydration of it.
///
/// Plans are built once per type (see `PlanCompiler`) and never change after publication;
/// the hot path reads only `let` properties and calls closures specialized for each
/// property's type.
///
/// The erased requirements serve both kinds of model (``ModelKind``): code that does not know
/// the model type statically (a subclass instance, a resolved subtype, an `Any` property)
/// reaches the typed plan through them.
protocol AnyModelPlan: AnyObject, Sendable {
  var modelType: any ReflectiveModel.Type { get }
  var typeName: String { get }
  /// Class or struct: the four things that differ between them (``ModelKind``).
  var kind: ModelKind { get }
  /// What top-level and collection hydration need: subtype resolution, element isolation.
  var collections: CollectionPlan { get }
  /// Whether the model is read from any value, its one property's
  /// (``ModelMapping/transparentProperty``): its input is wrapped, never required to be an
  /// object. (Its own field, not `collections`': the converters read it per nested model, and
  /// reading `collections` copies the whole struct, retains included.)
  var isTransparent: Bool { get }
  /// Where each listed property's value is in the service's object (``KeySource``), as
  /// registration decided it: what output and the JSON Schema read.
  var keySources: [String: KeySource] { get }

  // One erased family for both kinds. A model arrives as `C`: its own type (handed on as
  // it is, with no box and no cast), a superclass, or `Any`.

  /// Whether the model is built through its initializer (``ReflectiveInitializable``): it is
  /// then made by ``makeModel(_:context:)``, never created empty and filled in.
  var isBuiltByInitializer: Bool { get }
  /// A new model (`init()`), not hydrated yet; not for a model built by its initializer.
  func newModel() -> Any
  /// A new model (`init()`), hydrated one level deeper from `input`; throws
  /// `ProblemAlreadyRecorded` past the depth limit.
  func makeModel(_ input: ObjectInput, context: inout HydrationContext) throws -> Any
  /// Hydrates `model` (a `modelType` instance) one level deeper from `input`;
  /// throws `ProblemAlreadyRecorded` past the depth limit.
  func hydrateNested<C>(_ model: inout C, _ input: ObjectInput, context: inout HydrationContext) throws
  /// The plain (property names) or JSON (service keys) dictionary of `model`.
  func output<C>(of model: C, context: inout OutputContext) throws -> [String: Any]
  /// ``output(of:context:)`` where the model is a value inside another: for a transparent
  /// model, its property's JSON value.
  func nestedOutput<C>(of model: C, context: inout OutputContext) throws -> Any
  /// Writes `model` as a JSON object.
  func writeJSON<C>(_ model: C, into writer: inout JSONWriter, context: inout OutputContext) throws
  /// Enters `model` (an instance of `modelType`) on output as its kind is tracked: a class
  /// instance checked for cycles and tracked, a struct counted as one level. `false` for a
  /// cycle in plain output (the model is left out); throws for a cycle in JSON output, and
  /// past the depth limit. Left with `kind.leave`.
  func enterOutput<C>(_ model: C, _ context: inout OutputContext) throws -> Bool
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
  /// The hydrators in order, each a `PropertyHydrator<Model>` (``setHydrators(_:)`` is the one
  /// writer; read one as that with ``hydrator(at:)``).
  ///
  /// Not `[PropertyHydrator<Model>]`: hydration runs in code generic over the model and not
  /// specialized, where each walk of that array looked `PropertyHydrator<Model>`'s metadata
  /// up in the runtime's cache, about 390 instructions a walk and four walks per struct
  /// model of syntheticStruct.
  private(set) var hydrators: [AnyPropertyHydrator] = []
  let settings: MappingSettings
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
  /// The one property a transparent model is written as (``ModelMapping/transparentProperty``).
  var transparentMember: OutputMember<Model>?
  /// Flattened models (``ModelMapping/flattened``): their JSON objects are merged into this
  /// model's, whose own keys win.
  var flattenedMembers: [OutputMember<Model>] = []
  /// Whether ``flattenedMembers`` has any: read on every output, where the array's own
  /// `isEmpty` (generic over the model) would look its type's metadata up each time.
  var hasFlattenedMembers = false
  /// The JSON shape, in member order and sorted by key.
  var jsonTree: [OutputNode] = []
  var sortedJSONTree: [OutputNode] = []
  /// Reads collected unknown keys, for models that keep them.
  var unknownValues: ((Model) -> [String: Any])?
  /// What this type's own (or a registered superclass's) closure subtype resolver writes back,
  /// when no property's resolver put a tag on the context.
  var ownSubtypeTag: SubtypeTag?
  /// Subtype resolution and element isolation, for top-level and collection hydration.
  var collections = CollectionPlan()
  var isTransparent = false
  var keySources: [String: KeySource] = [:]
  /// How a model built through its initializer (``ReflectiveInitializable``) is created and
  /// updated; `nil` for a model created with `init()` and filled in through key paths.
  var initializer: ModelInitializer<Model>?

  let kind: ModelKind
  /// A class model's instance as `AnyObject`, for cycle tracking on output.
  ///
  /// `nil` for a struct. Built once: converting per call from generic code (`as AnyObject`)
  /// costs a bridging check per nested model (citm `jsonData` +60 % instructions, measured),
  /// and `unsafeBitCast`, which cost nothing, is what DESIGN rules out.
  let objectOf: ((Model) -> AnyObject)?

  init(settings: MappingSettings) {
    self.typeName = String(describing: Model.self)
    self.settings = settings
    self.kind = ModelKind(Model.self)
    self.objectOf = (Model.self as? any AnyObject.Type).flatMap { Self.reference(to: $0) }
  }

  /// The identity function of class `K` as a function of `Model`: `K` is `Model` opened as a
  /// class, so the one cast of the function succeeds.
  private static func reference<K: AnyObject>(to _: K.Type) -> ((Model) -> AnyObject)? {
    let identity: (K) -> AnyObject = { $0 }
    return identity as? (Model) -> AnyObject
  }

  var modelType: any ReflectiveModel.Type { Model.self }

  var isBuiltByInitializer: Bool { initializer != nil }
}

extension ModelPlan {
  /// Sets the plan's hydrators: this model's, so that ``hydrator(at:)`` reads them back.
  func setHydrators(_ list: [PropertyHydrator<Model>]) {
    hydrators = list
  }

  /// The hydrator at `index` of ``hydrators``, as the `PropertyHydrator<Model>` it is.
  @inline(__always)
  func hydrator(at index: Int) -> PropertyHydrator<Model> {
    // A checked cast without a metadata lookup: `PropertyHydrator<M>` is the one subclass of
    // `AnyPropertyHydrator` and records its `M`, so a hydrator made for `Model` is a
    // `PropertyHydrator<Model>`. (Only setHydrators, given this model's hydrators, writes the
    // list, so the check never fails; `as!` would look the metadata up on every read.)
    let hydrator = hydrators[index]
    precondition(hydrator.modelType == ObjectIdentifier(Model.self), "a plan holding another model's hydrator")
    return unsafeDowncast(hydrator, to: PropertyHydrator<Model>.self)
  }

  /// `model` as a `Model`, or `nil` when it is not one (hydration and output both start so);
  /// out of line, so that its caller holds no `Optional<Model>` (an unconstrained generic looks
  /// that metadata up per call).
  @inline(never)
  static func unboxed<C>(_ model: C) -> Model? { model as? Model }
}
