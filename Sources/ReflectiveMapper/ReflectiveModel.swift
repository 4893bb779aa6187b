/// A class or struct that ReflectiveMapper can hydrate from service dictionaries and write back out.
///
/// Conform a plain class or struct: give it `init()` and list the key path of every property by name.
/// That list is the setter layer: every write goes through a key path, so `didSet` observers
/// run, and nothing writes memory behind Swift's back.
///
/// ```swift
/// final class Rock: ReflectiveModel {
///   var name = ""
///   var weight = 0.0
///   init() {}
///   static var keyPaths: [String: AnyKeyPath] { ["name": \Rock.name, "weight": \Rock.weight] }
/// }
/// let rock = try Rock(dictionary: ["name": "Granite", "weight": "2.5"])
/// ```
///
/// A struct conforms the same way (`struct Rock: ReflectiveModel { … }`); on a struct,
/// `setValues(from:)` is `mutating`. See <doc:StructModels>.
///
/// Subclasses extend the list with an overridable `class var`:
///
/// ```swift
/// override class var keyPaths: [String: AnyKeyPath] {
///   super.keyPaths.merging(["salary": \Employee.salary]) { $1 }
/// }
/// ```
///
/// `keyPaths` is also what is written out: a stored property missing from it (a
/// `passwordHash`, a cache) is neither hydrated nor output, and registration reports it as a
/// non-fatal finding. A mapping can opt in to writing unlisted stored properties
/// (``ModelMapping/writesUnlistedProperties``).
public protocol ReflectiveModel {
  /// Creates an instance with default values, which hydration then fills in.
  init()

  /// The model's properties by name: property name → key path.
  ///
  /// Writable key paths (`ReferenceWritableKeyPath` on a class, `WritableKeyPath` on a
  /// struct) can be hydrated; read-only ones (`let` properties) are output-only. The registry reads this once per type.
  static var keyPaths: [String: AnyKeyPath] { get }

  /// Stored properties the type itself keeps out of mapping, by property name: a cache, a
  /// delegate, a lock.
  ///
  /// They are neither hydrated nor output, and registration raises no finding about them, as
  /// if every registration listed them in ``ModelMapping/excluded``. The default is empty;
  /// `@ReflectiveModel`'s `@Unmapped` marker fills it. A non-final class that wants its
  /// subclasses to add names declares it as an overridable `class var`.
  static var unmappedProperties: Set<String> { get }

  /// Properties the type itself reads and never writes, by property name: a password, a field
  /// only the client sends.
  ///
  /// They are hydrated as any property and left out of all output, as if every registration
  /// listed them in ``ModelMapping/inputOnly``. The default is empty; `@ReflectiveModel`'s
  /// `@InputOnly` marker fills it. A non-final class that wants its subclasses to add names
  /// declares it as an overridable `class var`.
  static var inputOnlyProperties: Set<String> { get }

  /// Properties the type writes and never reads, by property name: a `let` with its value
  /// (`let kind = "user"`), a getter.
  ///
  /// Their key paths are read-only, so they are output-only anyway; listed here, registration
  /// raises no finding about it (a listed key path that can write is a finding: it is read
  /// too). The default is empty; `@ReflectiveModel`'s `@OutputOnly` marker fills it.
  static var outputOnlyProperties: Set<String> { get }

  /// The one property the type is read from and written as, in place of a JSON object, as if
  /// every registration set ``ModelMapping/transparentProperty`` to it (a registration's own
  /// setting wins).
  ///
  /// The default is `nil`; `@ReflectiveModel`'s `@Transparent` marker sets it.
  static var transparentProperty: String? { get }

  /// Defaults the type itself declares for its properties, by property name: what a missing
  /// value takes, and what a value that does not read takes (``PropertyDefault``).
  ///
  /// They apply under every registration, as its ``ModelMapping/defaults``,
  /// ``ModelMapping/defaultsOnFailure`` and ``ModelMapping/failureDefaults`` would; a
  /// registration's own setting for the property wins. The default is empty;
  /// `@ReflectiveModel`'s `@Default` marker fills it. A non-final class that wants its
  /// subclasses to add defaults declares it as an overridable `class var`.
  static var propertyDefaults: [String: PropertyDefault] { get }

  /// Creates the model from the values hydration read, for a model built through its
  /// initializer: one whose ``initializedProperties`` is not empty (``ReflectiveInitializable``).
  ///
  /// Read each property with `try values["name"]`. The default throws: a model created with
  /// `init()` and filled in through its key paths does not use it.
  init(mappedValues values: MappedValues) throws

  /// The properties ``init(mappedValues:)`` reads, by name: those without initial values
  /// (`let id: Int`). Empty, the default, for a model created with `init()` and filled in.
  static var initializedProperties: Set<String> { get }

  /// Private stored properties the type's declaration leaves out of ``keyPaths``, by property
  /// name: app state, not service data (a password hash, a token).
  ///
  /// They are neither hydrated nor output, not even with ``ModelMapping/writesUnlistedProperties``;
  /// registration lists each once in ``MappingRegistry/issues(for:)`` as a non-fatal
  /// ``RegistrationCode/unlistedStoredProperty`` finding that says why and how to map it, and an
  /// input key naming one is a non-fatal issue at its path. The default is empty;
  /// `@ReflectiveModel` fills it with the `private` and `fileprivate` stored properties not
  /// marked `@Mapped`.
  static var privateProperties: Set<String> { get }
}

extension ReflectiveModel {
  /// No property is kept out by the type itself.
  public static var unmappedProperties: Set<String> { [] }

  /// No property is kept out of output by the type itself.
  public static var inputOnlyProperties: Set<String> { [] }

  /// The type declares no output-only property of its own.
  public static var outputOnlyProperties: Set<String> { [] }

  /// The type is read from a JSON object, unless a registration says otherwise.
  public static var transparentProperty: String? { nil }

  /// The type declares no defaults of its own.
  public static var propertyDefaults: [String: PropertyDefault] { [:] }

  /// A model created with `init()` and filled in has no initializer from mapped values.
  ///
  /// - Throws: `MappingError`, always: hydration calls it only for a model whose
  ///   ``initializedProperties`` is not empty, which must write it.
  public init(mappedValues values: MappedValues) throws {
    throw MappingError(
      property: MessageText.typeName(Self.self),
      reason: .invalidRegistration("\(Self.self) lists initializedProperties but has no init(mappedValues:) of its own"))
  }

  /// None: the model is created with `init()` and filled in through its key paths.
  public static var initializedProperties: Set<String> { [] }

  /// Whether hydration builds the model through ``init(mappedValues:)``.
  static var isBuiltByInitializer: Bool { Self.self is any ReflectiveInitializable.Type || !initializedProperties.isEmpty }

  /// No private property is left out by the type's declaration.
  public static var privateProperties: Set<String> { [] }
}
