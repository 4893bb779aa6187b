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
  static func count(of value: Any) -> Int
}

extension Array: CollectionShape {
  static var shapeName: String { "array" }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

extension Set: CollectionShape {
  static var shapeName: String { "set" }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

extension Dictionary: CollectionShape {
  static var shapeName: String { "dictionary" }
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
