public import Foundation

/// A bare value as the whole document: a top-level string, number, date, array or dictionary
/// (KakaJSON's `JSONString()` of a `String` or an `[Int]`), read and written with the
/// registry's rules for a property of that type.
///
/// ```swift
/// let when = try registry.value(Date.self, fromJSON: Data(#""2024-05-01T12:00:00Z""#.utf8))
/// let tags = try registry.value([String].self, fromJSON: Data(#"["a","b"]"#.utf8))
/// let bytes = try registry.jsonData(for: tags)                     // ["a","b"]
/// ```
extension MappingRegistry {
  /// Reads JSON bytes whose top-level value is a `T`, converted as a property of type `T` would
  /// be (the registry's strictness, date strategy and transforms apply).
  ///
  /// - Throws: `MappingError` for malformed JSON, a `null` where `T` is not optional, or a value
  ///   that does not convert (non-fatal problems inside a collection, such as a dropped element,
  ///   are dropped; see ``value(_:fromJSON:context:issues:)``). Paths start at the value itself
  ///   (`[2]` for the third element).
  public func value<T>(_ type: T.Type, fromJSON data: some ContiguousBytes, context: MappingContext = MappingContext()) throws -> T {
    var issues: [MappingError] = []
    return try value(type, fromJSON: data, context: context, issues: &issues)
  }

  /// Reads JSON bytes whose top-level value is a `T`, appending every problem to `issues`.
  public func value<T>(
    _ type: T.Type, fromJSON data: some ContiguousBytes, context: MappingContext = MappingContext(), issues: inout [MappingError]
  ) throws -> T {
    try JSONInput.withRoot(data) { root in try BareValue<T>.read(root, registry: self, context: context, issues: &issues) }
  }

  /// Converts a parsed JSON value (`JSONParser.parse`'s or `JSONSerialization`'s) to a `T`, as
  /// ``value(_:fromJSON:context:)`` does for bytes.
  public func value<T>(_ type: T.Type, from jsonValue: Any, context: MappingContext = MappingContext()) throws -> T {
    var issues: [MappingError] = []
    return try BareValue<T>.read(jsonValue, registry: self, context: context, issues: &issues)
  }

  /// A value's JSON form as the output of a property of its type: a `Date` by the registry's
  /// date strategy, a `URL` as its string, an array of those as an array.
  ///
  /// - Returns: A value `JSONSerialization` can write (with `.fragmentsAllowed` for a scalar).
  /// - Throws: `MappingError` for a value with no JSON form (its path starts at the value).
  public func jsonObject<T>(for value: T, includeNulls: Bool = false) throws -> Any {
    let member = BareValue<T>.outputMember(self)
    var box = BareValue<T>()
    box.value = value
    return try TopLevelOutput.jsonObject(registry: self, rootName: MessageText.typeName(T.self), includeNulls: includeNulls) { context in
      try member.value(box, &context) ?? NSNull()
    }
  }

  /// A value's JSON text as UTF-8 bytes, the inverse of ``value(_:fromJSON:context:)``.
  public func jsonData<T>(for value: T, prettyPrinted: Bool = false, options: OutputOptions = []) throws -> Data {
    let member = BareValue<T>.outputMember(self)
    var box = BareValue<T>()
    box.value = value
    return try TopLevelOutput.jsonData(
      registry: self, rootName: MessageText.typeName(T.self), prettyPrinted: prettyPrinted, options: options, capacity: 64
    ) { writer, context in
      try DynamicOutput.write(try member.value(box, &context) ?? NSNull(), &writer, &context)
    }
  }
}

/// The model that carries a bare value through the property machinery: one property, `value`.
struct BareValue<T>: ReflectiveModel {
  var value: T?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["value": \BareValue<T>.value] }

  /// The output member of `value` in `registry`'s plan.
  static func outputMember(_ registry: MappingRegistry) -> OutputMember<BareValue<T>> {
    // The plan of this type is always a `ModelPlan` of it, with its one member.
    let plan = registry.plan(for: BareValue<T>.self) as! ModelPlan<BareValue<T>>
    return plan.outputMembers[0]
  }

  /// Converts `raw` (a parsed value, or a document's root) to a `T`.
  static func read(_ raw: Any, registry: MappingRegistry, context: MappingContext, issues: inout [MappingError]) throws -> T {
    var found: [MappingError] = []
    defer { issues += found.map(rebased) }
    let box: BareValue<T>
    do {
      box = try BareValue<T>(dictionary: ["value": raw], registry: registry, context: context, issues: &found)
    } catch let error as MappingError {
      throw MappingError.combining(error.issues.map(rebased)) ?? error
    }
    if let value = box.value { return value }
    if let optional = T.self as? any OptionalShape.Type, raw is NSNull || unwrapBoxedOptional(raw) == nil, let none = optional.noneAny as? T {
      return none
    }
    // Not converted: the (non-fatal) problem that said why fails the call, or a null does.
    if let why = found.last(where: { $0.path.isEmpty || $0.path == "value" }) ?? found.last {
      var fatal = rebased(why)
      fatal.isFatal = true
      throw fatal
    }
    throw MappingError(property: MessageText.typeName(T.self), reason: .nullValue(expected: MessageText.typeName(T.self)))
  }

  /// A problem of the carrier model as one of the bare value: paths start at the value, the
  /// property path at its type.
  static func rebased(_ error: MappingError) -> MappingError {
    var rebased = error
    if rebased.path == "value" {
      rebased.path = ""
    } else if rebased.path.hasPrefix("value[") {
      rebased.path.removeFirst(5)
    } else if rebased.path.hasPrefix("value.") {
      rebased.path.removeFirst(6)
    }
    let carrier = "\(MessageText.typeName(BareValue<T>.self)).value"
    if let property = rebased.property, property.hasPrefix(carrier) {
      rebased.property = MessageText.typeName(T.self) + property.dropFirst(carrier.count)
    }
    return rebased
  }
}
