import Foundation

/// The one place that knows how service dictionaries map onto your model types.
///
/// Register mappings at startup; hydrate anywhere, from any thread. A type that was never
/// registered gets a default mapping on first use (property names as keys, or the mapping
/// of its nearest registered superclass), so nested types need no ceremony.
///
/// ```swift
/// try MappingRegistry.shared.register(Person.self) { m in
///   m.keys = ["favorite_word": "favoriteWord"]
///   m.elementTypes["friends"] = Person.self
/// }
/// let person = try Person(dictionary: response)
/// ```
///
/// Each type's mapping is validated when it is registered and compiled once into an
/// immutable plan; hydration reads the plan without taking the lock again for nested
/// types. Registering (or re-registering) a type discards the compiled plans, which are
/// rebuilt on next use, so register before you hydrate.
public final class MappingRegistry: Sendable {
  /// The registry the entry points use when none is given.
  public static let shared = MappingRegistry()

  let state = Locked(State())

  struct State {
    var registrations: [ObjectIdentifier: Registration] = [:]
    var typeNames: [String: any ReflectiveModel.Type] = [:]
    var plans: [ObjectIdentifier: any AnyModelPlan] = [:]
    var diagnostics: [ObjectIdentifier: [MappingError]] = [:]
    var references: [PlanReference] = []
    var generation = 0
    /// The registry's layer of every model's settings, under each registration
    /// (``defaultKeyStrategy``, ``strictness``, ``defaultDateStrategy``,
    /// ``writesUnlistedProperties`` are views over it).
    var defaults = ModelSettings()
    var transforms: [ObjectIdentifier: TypeTransform] = [:]
    var call = CallSettings()
    /// Types this (shared) registry has reported as registered only elsewhere.
    var reportedFallbacks: Set<ObjectIdentifier> = []
  }

  /// What each hydration call reads from the registry once, when it starts.
  struct CallSettings {
    var issueLimit = MappingRegistry.defaultIssueLimit
    var issueHandler: (@Sendable (MappingError) -> Void)?
    var printsFindings = FindingPrinter.isOnByDefault
    var codingRules = CodingRules.codable
    /// Where printed findings go (a test captures them).
    var findingsOutput: @Sendable (String) -> Void = FindingPrinter.standardError
  }

  /// The default of ``issueLimit``.
  public static let defaultIssueLimit = 100

  /// Creates an empty registry, independent of ``shared``.
  ///
  /// - Parameters:
  ///   - defaultKeyStrategy: The key strategy of types used without registration, and the
  ///     initial ``ModelMapping/keyStrategy`` of every registration.
  ///   - name: What messages call this registry (for instance when a call falls back to
  ///     ``shared`` for a type only this registry has registered).
  public init(defaultKeyStrategy: KeyStrategy = .useDefaultKeys, name: String? = nil) {
    self.name = name
    // `.useDefaultKeys` leaves the setting unset, so that a coder's key strategy can fill it.
    if case .useDefaultKeys = defaultKeyStrategy { return }
    state.withLock { $0.defaults.keyStrategy = Assignable(assigned: defaultKeyStrategy) }
  }

  /// The name given at creation, if any.
  public let name: String?

  /// The key strategy of types used without registration, and the initial
  /// ``ModelMapping/keyStrategy`` of every registration.
  ///
  /// Changing it discards compiled plans.
  public var defaultKeyStrategy: KeyStrategy {
    get { state.withLock { $0.defaults.keyStrategy.value } }
    set { changeSettings { $0.defaults.keyStrategy = Assignable(assigned: newValue) } }
  }

  /// The most problems one hydration call collects, fatal and non-fatal alike (default
  /// 100, at least 1).
  ///
  /// Past the limit, problems are only counted: the list (the thrown error's, and the one
  /// an `issues:` variant fills) ends with a ``MappingError/Reason/issueLimitReached(limit:omitted:)``
  /// problem saying how many more there were, and once the call is bound to fail it stops
  /// reading the input. So a hostile payload (50,000 wrong-typed fields) costs memory and
  /// time in proportion to its size, and its error's description stays small.
  public var issueLimit: Int {
    get { state.withLock { $0.call.issueLimit } }
    set { state.withLock { $0.call.issueLimit = max(1, newValue) } }
  }

  /// Receives every non-fatal problem of every hydration call on this registry, including
  /// calls without an `issues:` parameter: log or count them in production.
  ///
  /// It runs on the calling thread when the call ends (before it throws, if it does), once
  /// per problem, in order. Fatal problems are not passed: they are thrown. It also receives
  /// the non-fatal findings of each ``register(_:_:)`` made after it is set (the same ones
  /// ``issues(for:)`` lists), on the registering thread.
  ///
  /// ```swift
  /// MappingRegistry.shared.issueHandler = { problem in
  ///   logger.warning("mapping: \(problem)")
  /// }
  /// ```
  public var issueHandler: (@Sendable (MappingError) -> Void)? {
    get { state.withLock { $0.call.issueHandler } }
    set { state.withLock { $0.call.issueHandler = newValue } }
  }

  /// Whether registration findings are printed to standard error when no ``issueHandler`` is
  /// set: a swapped pair of key paths, an output-only `let`, a stored property left out.
  ///
  /// Each type's findings are printed once, when it is registered or first mapped by default,
  /// so that a newcomer sees them without looking. The default is `true` in debug builds
  /// (`DEBUG`) and `false` in release builds; the environment variable
  /// `REFLECTIVE_MAPPER_FINDINGS=0` turns it off for a whole process. Setting an
  /// ``issueHandler`` sends the findings there instead. ``issues(for:)`` lists them either way.
  public var printsFindings: Bool {
    get { state.withLock { $0.call.printsFindings } }
    set { state.withLock { $0.call.printsFindings = newValue } }
  }

  /// Where printed findings go: standard error unless a test captures them.
  var findingsOutput: @Sendable (String) -> Void {
    get { state.withLock { $0.call.findingsOutput } }
    set { state.withLock { $0.call.findingsOutput = newValue } }
  }

  /// How strictly every model of this registry reads its input, unless its registration sets
  /// ``ModelMapping/strictness``.
  ///
  /// Default ``Strictness/lenient``. Changing it discards compiled plans.
  ///
  /// A service that must answer 400 for a malformed payload turns it on once at startup:
  ///
  /// ```swift
  /// MappingRegistry.shared.strictness = .strict
  /// ```
  public var strictness: Strictness {
    get { state.withLock { $0.defaults.strictness ?? .lenient } }
    set { changeSettings { $0.defaults.strictness = newValue } }
  }

  /// Whether every model of this registry also writes the stored properties its `keyPaths` does not
  /// list, unless its registration sets ``ModelMapping/writesUnlistedProperties``.
  ///
  /// Default `false`. Changing it discards compiled plans.
  ///
  /// Off, output (``ReflectiveModel/dictionaryRepresentation``, `jsonObject()`, `jsonData()`)
  /// is exactly what `keyPaths` lists, minus ``ModelMapping/excluded``: a `passwordHash`, a
  /// token or a cache that the list leaves out never reaches a response. On, every stored
  /// property Mirror finds is written (Instant Cocoa's "every property"), and only
  /// `excluded` keeps one out.
  public var writesUnlistedProperties: Bool {
    get { state.withLock { $0.defaults.writesUnlistedProperties ?? false } }
    set { changeSettings { $0.defaults.writesUnlistedProperties = newValue } }
  }

  /// The rules ``ReflectiveCodable`` models follow when a `Decoder` creates them (``CodingRules``):
  /// `Codable`'s by default; a coder's `userInfo` may say otherwise.
  public var codingRules: CodingRules {
    get { state.withLock { $0.call.codingRules } }
    set { state.withLock { $0.call.codingRules = newValue } }
  }

  /// The settings a hydration call reads once.
  var callSettings: CallSettings { state.withLock { $0.call } }

  deinit {
    // Plans of recursive types refer to each other; break those cycles.
    state.withLock { state in
      for reference in state.references { reference.clear() }
    }
  }

  /// Registers (or replaces) the mapping of `type`, validating it eagerly.
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - configure: Fills in the mapping: key table, adapters, hints, policies.
  /// - Throws: One `MappingError` listing every problem: a key table, adapter, hint or
  ///   required entry naming a property that is not in `keyPaths`, a key path whose root is
  ///   not the model (or a superclass), two service keys for one property, a dotted service
  ///   path that runs through another property's key, a hint whose type does not fit the
  ///   property, `.collect` on a model that cannot hold unknown keys, a type name already
  ///   taken. Non-fatal findings (stored properties `keyPaths` does not list, one-way
  ///   properties with no JSON form, types without a built-in conversion) are kept in
  ///   ``issues(for:)`` and handed to the ``issueHandler``, if one is set.
  public func register<M: ReflectiveModel>(
    _ type: M.Type, _ configure: (inout ModelMapping<M>) throws -> Void = { _ in }
  ) throws {
    var mapping = ModelMapping<M>()
    // Shown to `configure` as the key strategy in force, without assigning it.
    mapping.settings.keyStrategy = Assignable(defaultKeyStrategy)
    try configure(&mapping)
    // The type's own settings; what it inherits is added whenever its plan is compiled, so
    // re-registering a superclass reaches it too.
    let settings = MappingSettings(mapping)
    let id = ObjectIdentifier(M.self)

    let (snapshot, generation) = state.withLock { state in
      var registrations = state.registrations
      registrations[id] = Registration(type: M.self, settings: settings)
      return (RegistrySnapshot(registrations: registrations, plans: [:], defaults: state.defaults, transforms: state.transforms), state.generation)
    }
    let compiler = PlanCompiler(snapshot: snapshot)
    _ = compiler.compile(M.self, settings: snapshot.settings(for: M.self))

    var problems = compiler.problems[id] ?? []
    var diagnostics = compiler.diagnostics[id] ?? []
    for (other, otherProblems) in compiler.problems where other != id {
      diagnostics += otherProblems.map { problem in
        var copy = problem
        copy.isFatal = false
        return copy
      }
    }

    let references = compiler.allReferences
    let plans = compiler.plans
    RegistryFallback.noteRegistration(of: ObjectIdentifier(M.self), in: self)
    let handler = try state.withLock { state in
      if let name = settings.typeName, let holder = state.typeNames[name], ObjectIdentifier(holder) != id {
        problems.append(
          .registration(.typeNameTaken, "type name \(MessageText.quoted(name)) is already taken by \(MessageText.typeName(holder))"))
      }
      if let error = MappingError.combining(problems) { throw error }
      if let previous = state.registrations[id]?.settings.typeName { state.typeNames[previous] = nil }
      state.registrations[id] = Registration(type: M.self, settings: settings)
      if let name = settings.typeName { state.typeNames[name] = M.self }
      state.diagnostics[id] = diagnostics + (compiler.notes[id] ?? [])
      // Types compiled on the way (nested, default-mapped) report their own findings once;
      // their problems are already among this registration's diagnostics.
      for (key, _) in Self.publishDiagnostics(of: compiler, into: &state) where key != id {
        diagnostics += compiler.diagnostics[key] ?? []
      }
      state.references += references
      // Every compiled plan may depend on the old mapping: start over, keeping this
      // compilation's plans when nothing else changed in between.
      state.plans = state.generation == generation ? plans : [:]
      state.generation += 1
      return (state.call.issueHandler, state.call.printsFindings ? state.call.findingsOutput : nil)
    }
    // The findings go to the issue handler too, outside the lock, once per registration.
    if let handler = handler.0 {
      for finding in diagnostics { handler(finding) }
    } else if let output = handler.1 {
      FindingPrinter.print(diagnostics, to: output)
    }
  }

  /// How `Date` properties of models without a date strategy of their own are read and written;
  /// `nil` (the default) reads ISO 8601 strings and epoch-seconds numbers and writes ISO 8601.
  ///
  /// Changing it discards compiled plans.
  public var defaultDateStrategy: DateStrategy? {
    get { state.withLock { $0.defaults.dateStrategy } }
    set { changeSettings { $0.defaults.dateStrategy = newValue } }
  }

  /// How `Double` and `Float` properties of models without a strategy of their own read and
  /// write the infinities and NaN; `nil` (the default) refuses them, as JSON has no number for
  /// them (``NonConformingFloatStrategy/refuse``).
  ///
  /// Changing it discards compiled plans.
  public var defaultNonConformingFloatStrategy: NonConformingFloatStrategy? {
    get { state.withLock { $0.defaults.nonConformingFloats } }
    set { changeSettings { $0.defaults.nonConformingFloats = newValue } }
  }

  /// Routes every property of type `T`, in every model of this registry, through a pair of closures.
  ///
  /// Use it for a type the library has no conversion for, or one a service writes its own way:
  /// every `Money` from `{"amount": "12.30", "currency": "EUR"}`, say. It reaches `T` at any
  /// depth (`T?`, `[T]`, `[String: T]`).
  ///
  /// For each property, the first of these rules that applies converts its values:
  /// 1. the property's own adapter (``ModelMapping/adapters``, ``PropertyMapping/adapter``);
  /// 2. the model's transform for `T` (``ModelMapping/transform(_:hydrate:serialize:schema:)``);
  /// 3. this registry's transform for `T`;
  /// 4. the built-in conversions.
  ///
  /// > Note: Registering a transform discards every plan the registry has compiled, so each
  /// > model compiles again on its next use: register transforms at startup. Each value of a
  /// > transformed property then costs a call of `hydrate` (or `serialize`) with the value as
  /// > `Any`, instead of the fused scalar write a built-in type gets.
  ///
  /// - Parameters:
  ///   - type: The property type to route.
  ///   - hydrate: Makes a `T` from the raw input value; a thrown error is a problem at the
  ///     property's path.
  ///   - serialize: Makes the JSON value output writes for a `T`.
  ///   - schema: What `hydrate` accepts, as a JSON Schema fragment (``jsonSchema(for:)``);
  ///     without one the schema leaves the values open.
  public func registerTransform<T>(
    _ type: T.Type, hydrate: @escaping @Sendable (Any) throws -> T, serialize: @escaping @Sendable (T) throws -> Any,
    schema: [String: Any]? = nil
  ) {
    registerTransform(TypeTransform(T.self, hydrate: hydrate, serialize: serialize, schema: schema), for: T.self)
  }

  /// Puts `transform` in its type's registry-wide slot, replacing what was there.
  ///
  /// Findings that a type had no conversion or no JSON form may be stale now (a model
  /// registered before the enum it holds): they are dropped, and compiled again when asked for.
  func registerTransform<T>(_ transform: TypeTransform, for _: T.Type) {
    let typeDependent: Set<RegistrationCode> = [.noBuiltInConversion, .noJSONForm, .oneWayProperty]
    changeSettings { state in
      state.transforms[ObjectIdentifier(T.self)] = transform
      for (key, findings) in state.diagnostics where findings.contains(where: { $0.registrationCode.map(typeDependent.contains) == true }) {
        state.diagnostics[key] = nil
      }
    }
  }

  /// Applies a registry-wide setting change and discards the compiled plans it affects.
  private func changeSettings(_ change: (inout State) -> Void) {
    state.withLock { state in
      change(&state)
      state.plans = [:]
      state.generation += 1
    }
  }

  /// The type registered under `name` with ``ModelMapping/typeName``.
  public func type(named name: String) -> (any ReflectiveModel.Type)? {
    state.withLock { $0.typeNames[name] }
  }
}
