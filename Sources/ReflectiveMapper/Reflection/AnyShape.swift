import Foundation

/// What a value held in `Any` is, seen as a container: the one place that looks inside
/// `Any` for optionals, arrays, sets and dictionaries (hydration's input, output's dynamic
/// values and the Codable bridge all ask here).
///
/// `Optional`, `Array`, `Set` and `Dictionary` conform unconditionally to ``OptionalShape``
/// and ``CollectionShape``, so `type as? any OptionalShape.Type` tells a type's shape and
/// opening the existential gives its element types back statically. Hot paths test the
/// common concrete types (`[String: Any]`, `[Any]`) before they come here.
enum AnyShape {
  /// A boxed `nil`, at any depth of optionals.
  case none
  /// An array (`[T]`, `NSArray`), its elements as `Any`.
  case array([Any])
  /// A set (`Set<T>`, `NSSet`), its elements as `Any` in the set's order.
  case set([Any])
  /// A dictionary whose keys are all strings (`[String: T]`, `NSDictionary`, `[AnyHashable: T]`).
  case dictionary([String: Any])
  /// A dictionary with a key that is not a string; the payload is the first such key.
  case nonStringKeys(key: Any)
  /// Anything else, with its optionals unwrapped.
  case value(Any)

  /// The shape of `value`, unwrapping boxed optionals first.
  static func of(_ value: Any) -> AnyShape {
    guard let value = unwrapBoxedOptional(value) else { return .none }
    let type = type(of: value)
    if type == [String: Any].self { return .dictionary(value as! [String: Any]) }
    if type == [Any].self { return .array(value as! [Any]) }
    if let collection = type as? any CollectionShape.Type { return collection.shape(of: value) }
    if type is NSArray.Type { return .array(value as! [Any]) }
    if type is NSSet.Type { return .set((value as! NSSet).allObjects) }
    if type is NSDictionary.Type { return dictionaryShape(value as! [AnyHashable: Any]) }
    return .value(value)
  }

  /// Whether `value` is a dictionary whose keys are all strings, without copying it.
  static func isStringKeyedDictionary(_ value: Any) -> Bool {
    let type = type(of: value)
    if type == [String: Any].self { return true }
    guard type is NSDictionary.Type || (type as? any CollectionShape.Type)?.isDictionary == true else { return false }
    return value is [String: Any]
  }

  /// Whether `value` is an array or a set (a typed one, or a Foundation one).
  static func isArrayOrSet(_ value: Any) -> Bool {
    let type = type(of: value)
    if type == [Any].self || type is NSArray.Type || type is NSSet.Type { return true }
    return (type as? any CollectionShape.Type).map { !$0.isDictionary } ?? false
  }

  fileprivate static func dictionaryShape(_ dictionary: [AnyHashable: Any]) -> AnyShape {
    var strings: [String: Any] = [:]
    strings.reserveCapacity(dictionary.count)
    for (key, item) in dictionary {
      guard let string = key.base as? String else { return .nonStringKeys(key: key.base) }
      strings[string] = item
    }
    return .dictionary(strings)
  }
}

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

/// `Array`, `Set` and `Dictionary`, seen from outside.
protocol CollectionShape {
  /// `array`, `set` or `dictionary`, for messages.
  static var shapeName: String { get }
  /// The element type (a dictionary's value type).
  static var elementType: Any.Type { get }
  static var isDictionary: Bool { get }
  static func count(of value: Any) -> Int
  /// The ``AnyShape`` of `value`, an instance of this type.
  static func shape(of value: Any) -> AnyShape
}

extension CollectionShape where Self: Collection {
  static var isDictionary: Bool { false }
  static func count(of value: Any) -> Int { (value as? Self)?.count ?? 0 }
}

extension Array: CollectionShape {
  static var shapeName: String { "array" }
  static var elementType: Any.Type { Element.self }
  static func shape(of value: Any) -> AnyShape { .array((value as! Self).map { $0 as Any }) }
}

extension Set: CollectionShape {
  static var shapeName: String { "set" }
  static var elementType: Any.Type { Element.self }
  static func shape(of value: Any) -> AnyShape { .set((value as! Self).map { $0 as Any }) }
}

extension Dictionary: CollectionShape {
  static var shapeName: String { "dictionary" }
  static var elementType: Any.Type { Value.self }
  static var isDictionary: Bool { true }
  static func shape(of value: Any) -> AnyShape {
    let dictionary = value as! Self
    if Key.self == String.self {
      var strings: [String: Any] = [:]
      strings.reserveCapacity(dictionary.count)
      for (key, item) in dictionary { strings[key as! String] = item }
      return .dictionary(strings)
    }
    var keyed: [AnyHashable: Any] = [:]
    keyed.reserveCapacity(dictionary.count)
    for (key, item) in dictionary { keyed[AnyHashable(key)] = item }
    return AnyShape.dictionaryShape(keyed)
  }
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
