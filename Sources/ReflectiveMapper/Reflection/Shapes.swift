/// Runtime shape detection for generic containers.
///
/// `Optional`, `Array`, `Set` and `Dictionary` conform unconditionally to these private
/// protocols, so `V.self as? any OptionalShape.Type` tells a value type's shape and opening
/// the existential gives its element types back statically.

/// `Optional`, seen from outside.
protocol OptionalShape {
  static var wrappedType: Any.Type { get }
  /// The wrapped value, or `nil` for `.none`.
  var wrappedAny: Any? { get }
  /// The `.none` of this optional type, boxed.
  static var noneAny: Any { get }
  /// A `(Self) -> AnyObject?` closure unwrapping a class instance without dynamic checks.
  static func objectUnwrapper() -> Any
}

/// `type` without one level of `Optional` (`Int?` gives `Int`; `Int` stays `Int`).
func unwrappingOptional(_ type: Any.Type) -> Any.Type {
  (type as? any OptionalShape.Type)?.wrappedType ?? type
}

/// What `type` holds at the bottom of its optionals and collections (`[[Person]?]` gives
/// `Person`).
func innermostType(_ type: Any.Type) -> Any.Type {
  var current = type
  while true {
    if let optional = current as? any OptionalShape.Type {
      current = optional.wrappedType
    } else if let collection = current as? any CollectionShape.Type {
      current = collection.elementType
    } else {
      return current
    }
  }
}

extension Optional: OptionalShape {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedAny: Any? {
    switch self {
    case .some(let value): value
    case .none: nil
    }
  }
  static var noneAny: Any { Optional<Wrapped>.none as Any }
  static func objectUnwrapper() -> Any {
    let unwrap: (Wrapped?) -> AnyObject? = { $0.map { $0 as AnyObject } }
    return unwrap
  }
}

/// Any of the supported collections, for messages.
protocol CollectionShape {
  static var shapeName: String { get }
  /// The element type (a dictionary's value type).
  static var elementType: Any.Type { get }
  static func count(of value: Any) -> Int
}

extension Array: CollectionShape {
  static var shapeName: String { "array" }
  static var elementType: Any.Type { Element.self }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

extension Set: CollectionShape {
  static var shapeName: String { "set" }
  static var elementType: Any.Type { Element.self }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

extension Dictionary: CollectionShape {
  static var shapeName: String { "dictionary" }
  static var elementType: Any.Type { Value.self }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

/// Unwraps any number of boxed optionals; `nil` when the innermost is `.none`.
func unwrapBoxedOptional(_ raw: Any) -> Any? {
  var current = raw
  while type(of: current) is any OptionalShape.Type, let optional = current as? any OptionalShape {
    guard let inner = optional.wrappedAny else { return nil }
    current = inner
  }
  return current
}
