/// A model built through an initializer from its mapped values: one with `let` properties, or
/// stored properties without initial values, as a `Codable` type is written.
///
/// Such a model cannot be made with `init()` and then filled in, so hydration reads every
/// property first, then calls ``init(mappedValues:)`` with the values it found:
///
/// ```swift
/// struct User: ReflectiveInitializable {
///   let id: Int
///   let login: String
///   let email: String?
///
///   static var keyPaths: [String: AnyKeyPath] { ["id": \User.id, "login": \User.login, "email": \User.email] }
///
///   init(mappedValues values: MappedValues) throws {
///     id = try values["id"]
///     login = try values["login"]
///     email = try values["email"]
///   }
/// }
/// let user = try User(jsonData: data)
/// ```
///
/// `@ReflectiveModel` writes ``initializedProperties`` and the initializer (requirements of
/// ``ReflectiveModel`` itself) for any type with a mapped stored property that has no initial
/// value; this protocol is the hand-written form, which supplies `init()` and a default
/// ``initializedProperties``.
///
/// What creation reads is what a `var` model reads: keys, strategies, adapters, transforms,
/// defaults, element hints, resolvers, flattening and strictness all apply, and problems
/// carry their paths. A non-optional property the initializer reads, with neither a value in
/// the input nor a registered default, is `missingRequiredValue` at its path, a fatal
/// problem; every such property is listed in one error. An optional one is `nil` when absent.
///
/// Properties the initializer does not read (a `var` with an initial value) are written
/// through their key paths after it returns, as on any model, so their `didSet` runs.
///
/// On update (`setValues(from:)`) a struct is rebuilt from its current values and the patch,
/// all or nothing; a class keeps its identity and its `let`s: an incoming value that differs
/// from a `let`'s is a problem at its path (fatal when strict), an equal one is not.
///
/// `init()` is not needed: the protocol gives structs and final classes one that stops the
/// program with a message, as nothing in the library calls it. A non-final class writes
/// `required init()` itself (`fatalError`), as its subclasses must.
public protocol ReflectiveInitializable: ReflectiveModel {
  /// Creates the model from the values hydration read for it.
  ///
  /// Read each property with `try values["name"]` (the name `keyPaths` gives it). Throwing
  /// here is a fatal problem of the model being created.
  init(mappedValues values: MappedValues) throws

  /// The properties ``init(mappedValues:)`` reads, by name: those without initial values.
  ///
  /// The default is every property `keyPaths` lists with a read-only key path (each `let`).
  /// List a `var` without an initial value too; leave out a `let` with one (it is
  /// output-only).
  static var initializedProperties: Set<String> { get }
}

extension ReflectiveInitializable {
  /// Every listed property whose key path cannot write: each `let`.
  public static var initializedProperties: Set<String> {
    Set(keyPaths.filter { !($0.value is any HydratorMaking) }.keys)
  }

  /// Not used: a model built through ``init(mappedValues:)`` has no values to start from.
  ///
  /// Calling it stops the program. Create the model with `init(dictionary:)`,
  /// `init(jsonData:)` or its own initializers.
  public init() {
    fatalError("\(Self.self) is built through init(mappedValues:): create it with init(dictionary:), init(jsonData:) or its own initializers")
  }
}
