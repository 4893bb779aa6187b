@_exported public import ReflectiveMapper

#if Macros
  /// Makes a struct or class a ``ReflectiveMapper/ReflectiveModel``: the conformance, a `keyPaths`
  /// list of every stored instance property as declared, and `init()` where the type has none.
  ///
  /// ```swift
  /// import ReflectiveMapperMacros
  ///
  /// @ReflectiveModel
  /// final class Rock {
  ///   var name = ""
  ///   var weight = 0.0
  /// }
  /// ```
  ///
  /// What it lists: every stored instance property, `var` and `let` (a `let` is output-only),
  /// property-wrapped and `@Observable`-tracked ones by their public name (so `didSet` and
  /// observation still run). It leaves out static, computed and `lazy` properties, and those
  /// marked ``Unmapped()`` (a `lazy` property counts as marked: it is a cache), and `private` and
  /// `fileprivate` ones unless marked ``Mapped()`` (private state is not service data). Those
  /// marked ``InputOnly()`` are listed and read, never written (`inputOnlyProperties`). It writes key paths only: service keys, adapters and policies stay
  /// in the registry (`MappingRegistry.register`).
  ///
  /// A non-final class gets `class var keyPaths` and `required init()`, so that subclasses can
  /// extend it; a subclass of a model class is spelled ``ReflectiveModel(_:)`` with `.subclass`.
  @attached(
    member, names: named(keyPaths), named(unmappedProperties), named(inputOnlyProperties), named(outputOnlyProperties), named(transparentProperty),
    named(propertyDefaults),
    named(privateProperties),
    named(initializedProperties),
    named(init))
  @attached(extension, conformances: ReflectiveModel, names: named(init))
  public macro ReflectiveModel() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveModelMacro")

  /// Makes a subclass of a model class a model of its own: an `override class var keyPaths` that
  /// merges the superclass's list with the subclass's stored properties.
  ///
  /// ```swift
  /// @ReflectiveModel(.subclass)
  /// final class Employee: Person {
  ///   var salary = 0.0
  /// }
  /// ```
  ///
  /// The spelling is explicit because a macro sees only source: it cannot tell whether `Person`
  /// in `Employee: Person` is a class or a protocol, and a wrong guess would give a compile
  /// error about `override` far from its cause.
  ///
  /// A ``ReflectiveMapper/ReflectiveCodable`` class whose superclass is a plain `Codable` class
  /// is spelled with `.codableSuperclass`: Swift would give it the superclass's `init(from:)` and
  /// `encode(to:)`, so coders would read and write only the superclass's properties. The macro
  /// writes the two overrides that forward to the model's own
  /// (``ReflectiveMapper/ReflectiveCodable/decodeMappedValues(from:)``,
  /// ``ReflectiveMapper/ReflectiveCodable/encodeMappedValues(to:)``) and an `override init()`:
  ///
  /// ```swift
  /// class Vehicle: Codable { var wheels = 4 }
  ///
  /// @ReflectiveModel(.codableSuperclass)
  /// final class Truck: Vehicle, ReflectiveCodable {
  ///   var load = 0.0
  /// }
  /// ```
  @attached(
    member, names: named(keyPaths), named(unmappedProperties), named(inputOnlyProperties), named(outputOnlyProperties), named(transparentProperty),
    named(propertyDefaults),
    named(privateProperties),
    named(initializedProperties),
    named(init),
    named(encode))
  @attached(extension, conformances: ReflectiveModel)
  public macro ReflectiveModel(_ inheritance: ModelInheritance) =
    #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveModelMacro")

  /// Keeps a stored property out of `@ReflectiveModel`'s `keyPaths`: it is neither hydrated nor
  /// output, and registration raises no finding about it.
  ///
  /// Use it for app state that is not service data: a cache, a delegate, a lock.
  ///
  /// ```swift
  /// @ReflectiveModel
  /// final class Feed {
  ///   var items: [Item] = []
  ///   @Unmapped weak var delegate: (any FeedDelegate)?
  /// }
  /// ```
  @attached(peer)
  public macro Unmapped() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "UnmappedMacro")

  /// Makes a stored property input-only: hydration reads it, output never writes it.
  ///
  /// Use it for what the service sends and the app keeps to itself, or what the app sends and
  /// the service never returns: a password on sign-up, a server-computed field (MetaCodable's
  /// `@IgnoreEncoding`). `@ReflectiveModel` lists it in `inputOnlyProperties`, so it is left out
  /// of `jsonObject()`, `jsonData()`, `dictionaryRepresentation`, merge patches and every
  /// encoder, as if each registration listed it in `ModelMapping.inputOnly`; the JSON Schema
  /// marks it `writeOnly`.
  ///
  /// ```swift
  /// @ReflectiveModel
  /// struct SignUp {
  ///   var email = ""
  ///   @InputOnly var password = ""   // read from "password", never written
  /// }
  /// ```
  ///
  /// A property that is never read cannot be input-only: the macro refuses the marker on a `let`
  /// with an initial value (output-only), on one marked `@Unmapped`, on a `lazy` one, and on a
  /// `private` one not marked `@Mapped`.
  @attached(peer)
  public macro InputOnly() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "InputOnlyMacro")

  /// Makes a property written and never read, with no warning: a `let` with its value
  /// (`let kind = "user"`), or a getter, which `@ReflectiveModel` otherwise leaves out
  /// (MetaCodable's `@CodedIn var value: String { "some" }`).
  ///
  /// ```swift
  /// @ReflectiveModel
  /// struct User {
  ///   var name = ""
  ///   @OutputOnly let kind = "user"                       // written, never read
  ///   @OutputOnly var initials: String { String(name.prefix(1)) }
  /// }
  /// ```
  ///
  /// `@ReflectiveModel` lists it in `outputOnlyProperties`, so registration raises no finding
  /// about its read-only key path. The macro refuses the marker on a property that is read: a
  /// stored `var`, a `let` without a value, a computed property with a setter.
  @attached(peer)
  public macro OutputOnly() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "OutputOnlyMacro")

  /// Makes the model its one property in JSON: it is read from and written as that
  /// property's value, in place of an object (serde's `transparent`, MetaCodable's `@CodedAt`
  /// without a path).
  ///
  /// ```swift
  /// @ReflectiveModel
  /// struct Tags {
  ///   @Transparent var values: [String] = []   // ["swift", "json"] is a Tags
  /// }
  /// ```
  ///
  /// `@ReflectiveModel` writes `transparentProperty`, as if every registration set
  /// `ModelMapping.transparentProperty`. Every other stored property must be kept out
  /// (`@Unmapped`), and the property must be read: the macro refuses the marker on a second
  /// property, on a `let` with an initial value, on one marked `@Unmapped` or `@InputOnly`, on a
  /// `private` one not marked `@Mapped`, and in a subclass of a model class.
  @attached(peer)
  public macro Transparent() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "TransparentMacro")

  /// Gives a stored property a default for a missing value and for one that does not read,
  /// even under strict rules (MetaCodable's `@Default`).
  ///
  /// ```swift
  /// @ReflectiveModel
  /// struct Shelf {
  ///   @Default("some") let label: String                   // {} and {"label": 5}: "some"
  ///   @Default(ifMissing: 0) let width: Int                // {}: 0; {"width": "x"}: the strictness decides
  ///   @Default(ifMissing: 0, forErrors: -1) let count: Int // {}: 0; {"count": "many"}: -1
  /// }
  /// ```
  ///
  /// `@ReflectiveModel` lists it in `propertyDefaults` (``ReflectiveMapper/PropertyDefault``),
  /// as if every registration set `ModelMapping.defaults` (and `defaultsOnFailure` or
  /// `failureDefaults`); a registration's own setting wins. The value is checked against the
  /// property's type at compile time. A value that does not read is still reported, as a
  /// non-fatal problem at its path. A property that is never read cannot have one: the macro
  /// refuses the marker on a `let` with an initial value, on one marked `@Unmapped`, and on a
  /// `private` one not marked `@Mapped`.
  @attached(peer)
  public macro Default<T>(_ value: T) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  /// Gives a stored property a default for a missing value only (MetaCodable's
  /// `@Default(ifMissing:)`); a value that does not read follows the mapping's strictness.
  @attached(peer)
  public macro Default<T>(ifMissing value: T) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  /// Gives a stored property one default for a missing value and another for a value that
  /// does not read, even under strict rules (MetaCodable's `@Default(ifMissing:forErrors:)`).
  @attached(peer)
  public macro Default<T>(ifMissing value: T, forErrors failure: T) =
    #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  /// Maps a `private` or `fileprivate` stored property, which `@ReflectiveModel` otherwise
  /// leaves out: private state is not service data.
  ///
  /// A private property left out is neither hydrated nor output (not even with
  /// `writesUnlistedProperties`), and `MappingRegistry.issues(for:)` lists it once, saying so.
  ///
  /// ```swift
  /// @ReflectiveModel
  /// final class Account {
  ///   var email = ""
  ///   private var passwordHash = ""        // left out: neither read nor written
  ///   @Mapped private var revision = 0     // mapped
  ///   private(set) var id = 0              // mapped: only its setter is private
  /// }
  /// ```
  @attached(peer)
  public macro Mapped() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "MappedMacro")
  /// Makes an enumeration a ``ReflectiveMapper/ReflectiveEnum``: each case, in declaration
  /// order, read and written in `layout` once registered with
  /// ``ReflectiveMapper/MappingRegistry/registerEnum(_:as:)``.
  ///
  /// ```swift
  /// @ReflectiveEnum(.tagged("type"))          // MetaCodable: @Codable @CodedAt("type")
  /// enum Command {
  ///   @CaseTags(12, "load") case load(key: String)    // @CodedAs(12, "load")
  ///   case store(key: String, value: Int)             // {"type": "store", "key": …, "value": …}
  ///   case flag(Bool)                                 // one unlabelled value: the value alone
  ///   case reset
  /// }
  /// try MappingRegistry.shared.registerEnum(Command.self)
  /// ```
  ///
  /// A case is tagged by its name (a raw-value enum's by its raw value, as MetaCodable tags
  /// `@Codable enum Level: String`), or by the tags of its ``CaseTags(_:)``; its associated
  /// values are members named by their names (`key` in `load(key: String)` and in
  /// `load(_ key: String)`, as MetaCodable reads them; `_0`, `_1` for unnamed ones), except a
  /// case with one unnamed value, `three(Bool)`, which is read and written as that value alone (in the
  /// adjacent layout under the payload key, in the external one under the case name).
  /// `.untagged` reads each value as the first case, in declaration order, that reads it
  /// (MetaCodable's `@UnTagged`); `.tagOnly` reads a raw-value enumeration from its value alone,
  /// and is the default for one (written `@ReflectiveEnum`), where `.tagged("type")` is for any
  /// other. A raw-value enumeration's case writes its raw value and reads it, and its
  /// `@CaseTags` too (MetaCodable's `@Codable enum HTTPMethod: String` with `@CodedAs("GET")`).
  @attached(extension, conformances: ReflectiveEnum, names: named(enumLayout), named(describeCases))
  public macro ReflectiveEnum(_ layout: EnumLayout) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveEnumMacro")

  /// Makes an enumeration a ``ReflectiveMapper/ReflectiveEnum`` in its default layout:
  /// ``ReflectiveMapper/EnumLayout/tagOnly`` for a raw-value enumeration (its value is the
  /// tag: `"get"`, `200`), `.tagged("type")` for any other (see ``ReflectiveEnum(_:)``).
  @attached(extension, conformances: ReflectiveEnum, names: named(enumLayout), named(describeCases))
  public macro ReflectiveEnum() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveEnumMacro")

  /// Gives an enum case of a ``ReflectiveEnum(_:)`` enumeration its tags in JSON, in place of
  /// its name (MetaCodable's `@CodedAs`): strings, integers, Booleans, numbers and ranges.
  ///
  /// ```swift
  /// @CaseTags(12, "load", true, .range(15..<20)) case load(key: String)
  /// ```
  ///
  /// Output writes the first tag, as its own JSON type, so it cannot be a range.
  @attached(peer)
  public macro CaseTags(_ tags: EnumTag...) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "CaseTagsMacro")
#else
  // Without the package trait `Macros` the plugin is not built: the macros are declared
  // unavailable, so that using one says how to turn the trait on (rather than the compiler's
  // "plugin not found").
  @available(
    *, unavailable, message: "@ReflectiveModel needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper"
  )
  @attached(
    member, names: named(keyPaths), named(unmappedProperties), named(inputOnlyProperties), named(outputOnlyProperties), named(transparentProperty),
    named(propertyDefaults),
    named(privateProperties),
    named(initializedProperties),
    named(init))
  @attached(extension, conformances: ReflectiveModel, names: named(init))
  public macro ReflectiveModel() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveModelMacro")

  @available(
    *, unavailable, message: "@ReflectiveModel needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper"
  )
  @attached(
    member, names: named(keyPaths), named(unmappedProperties), named(inputOnlyProperties), named(outputOnlyProperties), named(transparentProperty),
    named(propertyDefaults),
    named(privateProperties),
    named(initializedProperties),
    named(init),
    named(encode))
  @attached(extension, conformances: ReflectiveModel)
  public macro ReflectiveModel(_ inheritance: ModelInheritance) =
    #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveModelMacro")

  @available(*, unavailable, message: "@Unmapped needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro Unmapped() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "UnmappedMacro")

  @available(*, unavailable, message: "@InputOnly needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro InputOnly() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "InputOnlyMacro")

  @available(
    *, unavailable, message: "@Transparent needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper"
  )
  @attached(peer)
  public macro Transparent() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "TransparentMacro")

  @available(*, unavailable, message: "@OutputOnly needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro OutputOnly() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "OutputOnlyMacro")

  @available(*, unavailable, message: "@Default needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro Default<T>(_ value: T) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  @available(*, unavailable, message: "@Default needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro Default<T>(ifMissing value: T) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  @available(*, unavailable, message: "@Default needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro Default<T>(ifMissing value: T, forErrors failure: T) =
    #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "DefaultMacro")

  @available(*, unavailable, message: "@Mapped needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro Mapped() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "MappedMacro")

  @available(
    *, unavailable, message: "@ReflectiveEnum needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper"
  )
  @attached(extension, conformances: ReflectiveEnum, names: named(enumLayout), named(describeCases))
  public macro ReflectiveEnum(_ layout: EnumLayout) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveEnumMacro")

  @available(
    *, unavailable, message: "@ReflectiveEnum needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper"
  )
  @attached(extension, conformances: ReflectiveEnum, names: named(enumLayout), named(describeCases))
  public macro ReflectiveEnum() = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "ReflectiveEnumMacro")

  @available(*, unavailable, message: "@CaseTags needs the package trait Macros: add traits: [\"Macros\"] to the .package line of ReflectiveMapper")
  @attached(peer)
  public macro CaseTags(_ tags: EnumTag...) = #externalMacro(module: "ReflectiveMapperMacrosPlugin", type: "CaseTagsMacro")
#endif

/// How a model class relates to its superclass, for ``ReflectiveModel(_:)``.
public enum ModelInheritance: Sendable {
  /// The class's superclass is a model class: its `keyPaths` extends the superclass's.
  case subclass
  /// The class's superclass is a plain `Codable` class, not a model: the model's own
  /// `init(from:)` and `encode(to:)` override the superclass's (the class lists
  /// `ReflectiveCodable`; its mapped properties have initial values).
  case codableSuperclass
}
