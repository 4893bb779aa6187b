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
public struct TypeResolver: Sendable {
  enum Kind: @unchecked Sendable {  // metatypes are immutable
    case closure(@Sendable ([String: Any]) throws -> (any ReflectiveModel.Type)?)
    case contextual(@Sendable ([String: Any], MappingContext) throws -> (any ReflectiveModel.Type)?)
    case named(String)
    case discriminator(key: String, types: [String: any ReflectiveModel.Type])
  }
  let kind: Kind

  /// Creates a resolver from a closure; returning `nil` keeps the declared (or hinted) type.
  public init(_ resolve: @escaping @Sendable (_ element: [String: Any]) throws -> (any ReflectiveModel.Type)?) {
    kind = .closure(resolve)
  }

  /// Creates a resolver that also reads the call's ``MappingContext``.
  public init(
    contextual resolve: @escaping @Sendable (_ element: [String: Any], _ context: MappingContext) throws -> (any ReflectiveModel.Type)?
  ) {
    kind = .contextual(resolve)
  }

  private init(kind: Kind) { self.kind = kind }

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
}
