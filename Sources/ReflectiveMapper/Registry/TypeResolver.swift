/// Picks the model type for one element (or nested object) from its own dictionary.
///
/// Resolvers give polymorphism: a `[Shape]` property whose elements say `"kind": "circle"`
/// can hold `Circle` and `Square` instances. The picked type must be the property's element
/// type or a subclass of it (or conform to it, for protocol-typed elements); otherwise the
/// element is reported and dropped.
///
/// ```swift
/// m.typeResolvers["shapes"] = .discriminator("kind", ["circle": Circle.self, "square": Square.self])
/// m.typeResolvers["feed"] = .named("Feed")                 // a type registered with typeName "Feed"
/// m.typeResolvers["items"] = TypeResolver { element in     // any logic you like
///   element["radius"] != nil ? Circle.self : Square.self
/// }
/// ```
///
/// JSON output writes back what a resolver read, so that the output reads back as the same
/// types: a `.discriminator` writes its key with the name of each model's type (from its table,
/// else the type's registered ``ModelMapping/typeName``); `.named` needs nothing written. A
/// closure has no inverse of its own: give it one with `writeBack:` when it picks the type
/// from a field that no property writes (registration lists a closure without one among
/// ``MappingRegistry/issues(for:)``'s notes).
public struct TypeResolver: Sendable {
  enum Kind: @unchecked Sendable {  // metatypes are immutable
    case closure(@Sendable ([String: Any]) throws -> (any ReflectiveModel.Type)?)
    case contextual(@Sendable ([String: Any], MappingContext) throws -> (any ReflectiveModel.Type)?)
    case named(String)
    case discriminator(key: String, types: [String: any ReflectiveModel.Type])
    case external(types: [String: any ReflectiveModel.Type])
    case adjacent(tag: String, payload: String, types: [String: any ReflectiveModel.Type])
  }
  let kind: Kind
  /// The fields JSON output adds to a model this resolver could have picked, for a closure.
  let writeBack: (@Sendable (any ReflectiveModel) -> [String: Any])?

  /// Creates a resolver from a closure; returning `nil` keeps the declared (or hinted) type.
  public init(_ resolve: @escaping @Sendable (_ element: [String: Any]) throws -> (any ReflectiveModel.Type)?) {
    kind = .closure(resolve)
    writeBack = nil
  }

  /// Creates a resolver from a closure and its inverse: the fields that JSON output adds to each
  /// model, so that `resolve` picks the model's type again when the output is read back.
  ///
  /// ```swift
  /// m.typeResolvers["pets"] = TypeResolver(
  ///   { element in element["species"] as? String == "cat" ? Cat.self : Dog.self },
  ///   writeBack: { pet in ["species": pet is Cat ? "cat" : "dog"] })
  /// ```
  ///
  /// A field that the model writes itself (a property's key) keeps the property's value.
  public init(
    _ resolve: @escaping @Sendable (_ element: [String: Any]) throws -> (any ReflectiveModel.Type)?,
    writeBack: @escaping @Sendable (_ model: any ReflectiveModel) -> [String: Any]
  ) {
    kind = .closure(resolve)
    self.writeBack = writeBack
  }

  /// Creates a resolver that also reads the call's ``MappingContext``.
  public init(
    contextual resolve: @escaping @Sendable (_ element: [String: Any], _ context: MappingContext) throws -> (any ReflectiveModel.Type)?
  ) {
    kind = .contextual(resolve)
    writeBack = nil
  }

  /// Creates a resolver that also reads the call's ``MappingContext``, and its inverse (see
  /// ``init(_:writeBack:)``).
  public init(
    contextual resolve: @escaping @Sendable (_ element: [String: Any], _ context: MappingContext) throws -> (any ReflectiveModel.Type)?,
    writeBack: @escaping @Sendable (_ model: any ReflectiveModel) -> [String: Any]
  ) {
    kind = .contextual(resolve)
    self.writeBack = writeBack
  }

  /// Whether output cannot write back what this resolver reads: a closure without `writeBack`.
  var hasNoInverse: Bool {
    switch kind {
    case .closure, .contextual: writeBack == nil
    case .named, .discriminator, .external, .adjacent: false
    }
  }

  /// The names table of a resolver that picks by name (`.discriminator`, `.external`,
  /// `.adjacent`), or `nil` for the others.
  var table: [String: any ReflectiveModel.Type]? {
    switch kind {
    case .discriminator(_, let types), .external(let types), .adjacent(_, _, let types): types
    case .closure, .contextual, .named: nil
    }
  }

  /// Whether the model's input is wrapped: the member of an `.external` or `.adjacent` object.
  var wrapsInput: Bool {
    switch kind {
    case .external, .adjacent: true
    case .closure, .contextual, .named, .discriminator: false
    }
  }

  private init(kind: Kind) {
    self.kind = kind
    writeBack = nil
  }

  /// Always the type registered under `name` (see ``ModelMapping/typeName``).
  public static func named(_ name: String) -> TypeResolver {
    TypeResolver(kind: .named(name))
  }

  /// The type named by the string in each element's `key` field: looked up in `types` first, then
  /// among the type names registered in the registry.
  ///
  /// An element without the field keeps the declared type; an unknown name is reported and the
  /// element dropped.
  public static func discriminator(_ key: String, _ types: [String: any ReflectiveModel.Type] = [:]) -> TypeResolver {
    TypeResolver(kind: .discriminator(key: key, types: types))
  }

  /// The type named by the one key of each element's object, whose value is the model's input
  /// (MetaCodable's external form, `{"text": {"id": 1, "text": "hi"}}`).
  ///
  /// ```swift
  /// m.typeResolvers["items"] = .external(["text": TextPost.self, "photo": PicturePost.self])
  /// ```
  ///
  /// Names are looked up in `types` first, then among the registered type names (see
  /// ``ModelMapping/typeName``). An unknown name, an object without exactly one key, or a
  /// member that is not an object is reported and the element dropped; the member of a
  /// transparent model (``ModelMapping/transparentProperty``) is any value, a bare payload
  /// (`{"count": 3}`), and is written back as one. Output writes each
  /// model back under its type's name: the first, sorted, of its names in `types`, else its
  /// registered type name. For a property's ``ModelMapping/typeResolvers`` only.
  public static func external(_ types: [String: any ReflectiveModel.Type] = [:]) -> TypeResolver {
    TypeResolver(kind: .external(types: types))
  }

  /// The type named by the string in each element's `tag` field, and the model's input in its
  /// `payload` field (MetaCodable's adjacent form, `{"type": "text", "content": {"id": 1}}`).
  ///
  /// ```swift
  /// m.typeResolvers["items"] = .adjacent(tag: "type", payload: "content", ["text": TextPost.self])
  /// ```
  ///
  /// Names are looked up in `types` first, then among the registered type names (see
  /// ``ModelMapping/typeName``). A missing, non-string or unknown tag, and a missing or
  /// non-object payload, are reported at their key and the element dropped (a transparent
  /// model's payload is any value, as in ``external(_:)``). Output writes the
  /// tag (named as ``external(_:)`` names it) and the model under `payload`. For a property's
  /// ``ModelMapping/typeResolvers`` only.
  public static func adjacent(tag: String, payload: String, _ types: [String: any ReflectiveModel.Type] = [:]) -> TypeResolver {
    TypeResolver(kind: .adjacent(tag: tag, payload: payload, types: types))
  }
}
