import Foundation

/// Converts one raw value to `Value`, throwing `ConversionFailure` (the caller records it
/// with the path) or `ProblemAlreadyRecorded`.
typealias Convert<Value> = (Any, inout HydrationContext) throws -> Value

/// Builds the converter for a property's type once, at compile time, by inspecting the type:
/// primitives, `Any`, `Optional`, `Array`, `Set`, `[String: T]`, nested models and
/// `RawRepresentable`, recursively.
///
/// Hints and resolvers apply to the innermost model hydrator.
struct ConverterBuilder {
  let compiler: PlanCompiler
  let owner: String
  let property: String
  let hint: (any ReflectiveModel.Type)?
  let resolver: TypeResolver?
  let isStrict: Bool
  /// Values must already have the property's JSON kind (``Strictness/strict``).
  let exactTypes: Bool
  let hasAdapter: Bool
  /// Type-level transforms in force (model-level over registry-level).
  var transforms: [ObjectIdentifier: TypeTransform] = [:]
  /// Schemes URL properties accept, or `nil` for any.
  var allowedURLSchemes: Set<String>?
  /// The date strategy in force (property over model over registry), `nil` for the built-in.
  var dateStrategy: DateStrategy?
  /// The names a ``NonConformingFloatStrategy`` in force reads as the infinities and NaN
  /// (property over model over registry), `nil` to refuse them.
  var nonConformingFloats: NonConformingFloatStrategy.Names?
  /// Model elements of this property's collections are isolated (``ModelMapping/lossyCollections``).
  var isolatesElements = false
  /// A lone object is read as a one-element array of models (``ModelMapping/wrapsLoneObjects``).
  var wrapsLoneObjects = false
  /// The constraints of the value being built (``ModelMapping/constraints``): the property's,
  /// checked on its converted value; their `each` parts go to its elements' builder.
  var constraints: [Constraint] = []
  /// Whether an empty collection takes the property's default on a created model
  /// (``ModelMapping/defaultsReplaceEmptyCollections``).
  var emptyTakesDefault = false
  /// Whether a value that does not read takes the default by the property's own choice
  /// (``ModelMapping/defaultsOnFailure``).
  var defaultsOnFailure = false
  /// Whether a repeated key in an enumeration's object is fatal (`nil`: as ``isStrict``).
  ///
  /// An untagged enumeration's trials set `false`: a repeated key is the input's, not a
  /// case's, so it is reported once a case is chosen and never decides which one reads.
  var repeatedKeysFatal: Bool?

  /// The converter of a collection's elements: ``make(_:)`` with the `each` constraints
  /// checked on each element (an element that breaks one is dropped, with its problem).
  func element<Element>(_: Element.Type) throws -> Convert<Element> {
    let each = ConstraintCheck.elementConstraints(constraints)
    guard !each.isEmpty else { return try make(Element.self) }
    var inner = self
    inner.constraints = each
    return ConstraintCheck.wrap(try inner.make(Element.self), each)
  }

  /// A registration problem with this property, found while building its converter.
  func problem(_ message: String, code: RegistrationCode = .unconvertibleProperty) -> MappingError {
    .registration(code, message, property: "\(owner).\(property)")
  }

  func make<Value>(_: Value.Type) throws -> Convert<Value> {
    if let transform = transforms[ObjectIdentifier(Value.self)] {
      if let coding = transform.enumCoding { return enumConverter(coding) }
      return { raw, _ in
        if let typed = raw as? Value { return typed }
        let value: Any
        do {
          value = try transform.hydrate(InputValue.materialized(raw))
        } catch let failure as ConversionFailure {
          throw failure
        } catch let error as MappingError {
          throw ConversionFailure(error.reason)
        } catch {
          throw ConversionFailure(.callbackFailed("transform for \(transform.typeName) threw: \(MessageText.truncated(String(describing: error)))"))
        }
        if let typed = value as? Value { return typed }
        throw ConversionFailure.mismatch(MessageText.typeName(Value.self), value)
      }
    }
    if let nonConformingFloats, let named = NamedFloats.converter(Value.self, nonConformingFloats, exact: exactTypes) { return named }
    if Value.self == URL.self || Value.self == URL?.self { return urlConverter(Value.self) }
    if let dateStrategy, Value.self == Date.self || Value.self == Date?.self {
      // Strict: only the JSON type the strategy names (an ISO 8601 date is a string, never a number).
      let kind = exactTypes ? dateStrategy.jsonKind : nil
      let convert: Convert<Date> = { raw, _ in
        let value = try InputValue.materialized(raw)
        if let kind, !(value is Date) { try kind.require(value, expected: dateStrategy.description) }
        return try dateStrategy.date(from: value)
      }
      if Value.self == Date.self { return convert as! Convert<Value> }
      return Self.optional(convert) as! Convert<Value>
    }
    if let primitive = Self.primitive(Value.self, exact: exactTypes) { return primitive }
    if let foundation = try foundationConverter(Value.self) { return foundation }
    if Value.self == Any.self || Value.self == AnyObject.self || Value.self == (any ReflectiveModel).self {
      return try dynamicLeaf(Value.self)
    }
    if let shape = Value.self as? any ConvertibleShape.Type {
      let convert = try shape.makeConverter(self) as! Convert<Value>
      return exactTypes && Value.self is any CollectionShape.Type ? Self.refusingText(convert, expected: MessageText.typeName(Value.self)) : convert
    }
    if let model = Value.self as? any ReflectiveModel.Type {
      let convert = try modelConverter(Value.self, declared: hint ?? model)
      // A transparent model reads what its property reads, a string too (that converter is strict itself).
      let readsText = compiler.isTransparent(hint ?? model)
      return exactTypes && !readsText ? Self.refusingText(convert, expected: MessageText.typeName(Value.self)) : convert
    }
    if resolver != nil {
      // A protocol-typed slot (`any Shape`): the resolver picks the model type per value.
      let convert = try modelConverter(Value.self, declared: hint)
      return exactTypes ? Self.refusingText(convert, expected: MessageText.typeName(Value.self)) : convert
    }
    if let rawRepresentable = Value.self as? any RawRepresentable.Type {
      return try rawRepresentableConverter(rawRepresentable) as! Convert<Value>
    }
    if Value.self == NSNumber.self || Value.self == NSNumber?.self {
      let convert: Convert<NSNumber> = { [exactTypes] raw, _ in try Coercion.number(raw, exact: exactTypes) }
      if Value.self == NSNumber.self { return convert as! Convert<Value> }
      return Self.optional(convert) as! Convert<Value>
    }
    if Value.self == NSString.self || Value.self == NSString?.self {
      // Converts as a `String` does (numbers and Booleans become their text unless strict).
      let convert: Convert<NSString> = { [exactTypes] raw, _ in
        if exactTypes { try JSONKind.string.require(raw, expected: "String") }
        if type(of: raw) is NSString.Type, let string = raw as? NSString { return string }
        return NSString(string: try Coercion.string(raw))
      }
      if Value.self == NSString.self { return convert as! Convert<Value> }
      return Self.optional(convert) as! Convert<Value>
    }
    if let convertible = Value.self as? any LosslessStringConvertible.Type, !(Value.self is AnyClass) {
      return losslessConverter(convertible) as! Convert<Value>
    }
    if let decodable = Value.self as? any Decodable.Type {
      return decodableConverter(decodable) as! Convert<Value>
    }
    if !hasAdapter {
      let name = MessageText.typeName(Value.self)
      let message =
        Value.self is any ReflectiveEnum.Type
        ? "\(name) is a ReflectiveEnum that this registry has not registered; call `registerEnum(\(name).self)` before the model's first use"
        : "\(name) has no built-in conversion; only values of that exact type (from an adapter) are accepted"
      compiler.diagnose(.registration(.noBuiltInConversion, message, property: "\(owner).\(property)", isFatal: false))
    }
    return { raw, _ in
      if let value = try InputValue.materialized(raw) as? Value { return value }
      throw ConversionFailure.mismatch(MessageText.typeName(Value.self), raw)
    }
  }

  /// Whether values of this type descend into nested models or collections (their
  /// converters push path components of their own).
  static func descends(_ type: Any.Type) -> Bool {
    if type is any BuiltInScalar.Type { return false }
    if let optional = type as? any OptionalShape.Type { return descends(optional.wrappedType) }
    return type is any ConvertibleShape.Type || type is any ReflectiveModel.Type || type == Any.self
      || type == AnyObject.self || type == (any ReflectiveModel).self
  }

  /// The built-in converter of a primitive type (or an optional of one); with `exact`, one
  /// that first refuses values of another JSON kind (``Strictness/strict``).
  static func primitive<Value>(_: Value.Type, exact: Bool) -> Convert<Value>? {
    guard let lenient = primitive(Value.self) else { return nil }
    let wrapped = unwrappingOptional(Value.self)
    guard exact, let kind = JSONKind(exactFor: wrapped) else { return lenient }
    let expected = MessageText.typeName(wrapped)
    return { raw, context in
      try kind.require(raw, expected: expected)
      return try lenient(raw, &context)
    }
  }

  /// The built-in converter of a primitive type (its ``BuiltInScalar`` conformance's), or of an
  /// optional of one.
  static func primitive<Value>(_: Value.Type) -> Convert<Value>? {
    let converter: Any
    switch ObjectIdentifier(Value.self) {
    // Optionals of the common primitives are built from concrete code, so that calls do not
    // look up `Optional<Wrapped>` metadata at run time.
    case ObjectIdentifier(Int?.self): converter = optional { raw, _ in try Coercion.integer(raw, Int.self) }
    case ObjectIdentifier(Int64?.self): converter = optional { raw, _ in try Coercion.integer(raw, Int64.self) }
    case ObjectIdentifier(Int32?.self): converter = optional { raw, _ in try Coercion.integer(raw, Int32.self) }
    case ObjectIdentifier(UInt64?.self): converter = optional { raw, _ in try Coercion.integer(raw, UInt64.self) }
    case ObjectIdentifier(Double?.self): converter = optional { raw, _ in try Coercion.double(raw) }
    case ObjectIdentifier(Bool?.self): converter = optional { raw, _ in try Coercion.bool(raw) }
    case ObjectIdentifier(String?.self): converter = optional { raw, _ in try Coercion.string(raw) }
    case ObjectIdentifier(Date?.self): converter = optional { raw, _ in try Coercion.date(raw) }
    case ObjectIdentifier(URL?.self): converter = optional { raw, _ in try Coercion.url(raw) }
    default: return builtIn(Value.self)
    }
    return converter as? Convert<Value>
  }

  /// URLs: relative strings resolved against the call's base URL, schemes checked against
  /// the mapping's allow-list.
  func urlConverter<Value>(_: Value.Type) -> Convert<Value> {
    let allowed = allowedURLSchemes
    let convert: (Any, MappingContext) throws -> URL = { raw, mapping in
      var url = try Coercion.url(raw)
      if url.scheme == nil, let base = mapping.baseURL, let string = raw as? String,
        let resolved = URL(string: string, relativeTo: base)?.absoluteURL
      {
        url = resolved
      }
      if let allowed, !allowed.contains(url.scheme?.lowercased() ?? "") {
        throw ConversionFailure(
          .invalidValue(expected: "URL with scheme \(allowed.sorted().joined(separator: " or "))", found: MessageText.value(raw)))
      }
      return url
    }
    if Value.self == URL.self {
      let converter: Convert<URL> = { raw, context in try convert(raw, context.mapping) }
      return converter as! Convert<Value>
    }
    return Self.optional { raw, context in try convert(raw, context.mapping) } as! Convert<Value>
  }

  /// An optional converter: `null` (or a boxed `.none`) is nil, anything else converted.
  @inline(__always)
  static func optional<T>(_ convert: @escaping Convert<T>) -> Convert<T?> {
    { raw, context in try optional(raw) { try convert($0, &context) } }
  }

  /// The optional rule: `null` (or a wrapped converter's null failure) is `nil`.
  @inline(__always)
  static func optional<T>(_ raw: Any, _ convert: (Any) throws -> T) throws -> T? {
    if type(of: raw) == NSNull.self { return nil }
    do {
      return try convert(raw)
    } catch let failure as ConversionFailure {
      if case .nullValue = failure.reason { return nil }
      throw failure
    }
  }

  /// `convert` refusing a string, for a strict model or collection: exact JSON kinds only, so
  /// no JSON text in a string (``InputValue/parsedJSONText(_:)``).
  static func refusingText<Value>(_ convert: @escaping Convert<Value>, expected: String) -> Convert<Value> {
    { raw, context in
      if type(of: raw) == String.self || type(of: raw) is NSString.Type { throw ConversionFailure.mismatch(expected, raw) }
      return try convert(raw, &context)
    }
  }

  /// The Codable bridge: a `Decodable` type decoded from the raw value itself (no bytes in
  /// between), its `DecodingError`s reported with their coding path.
  func decodableConverter<D: Decodable>(_: D.Type) -> Any {
    let decoder = AnyValueDecoder(dateStrategy: dateStrategy ?? .iso8601)
    let converter: Convert<D> = { raw, context in
      let value = try InputValue.materialized(raw)
      if type(of: value) == NSNull.self { throw ConversionFailure.null(MessageText.typeName(D.self)) }
      do {
        // The call's registry goes along, for a `ReflectiveCodable` model inside the value.
        return try AnyValueDecoder(decoder.options.naming(context.registry)).decode(D.self, from: value)
      } catch let error as DecodingError {
        throw ConversionFailure(.custom("cannot decode \(MessageText.typeName(D.self)): \(MessageText.truncated(Self.describe(error)))"))
      }
    }
    return converter
  }

  /// A one-line account of a decoding error: where and what.
  static func describe(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
    @unknown default: return String(describing: error)
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return path.isEmpty ? context.debugDescription : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(context.debugDescription)"
  }

  /// A `LosslessStringConvertible` type without a built-in rule (`Character`, `Substring`, a
  /// user type): created from the string (numbers are taken as their text unless strict).
  func losslessConverter<L: LosslessStringConvertible>(_: L.Type) -> Any {
    let exact = exactTypes
    let converter: Convert<L> = { raw, _ in
      if exact { try JSONKind.string.require(raw, expected: MessageText.typeName(L.self)) }
      let text = try Coercion.string(InputValue.materialized(raw))
      // `Character.init(_:)` traps on a string of several characters instead of failing.
      if L.self == Character.self, text.count != 1 { throw ConversionFailure.invalid("Character", raw) }
      guard let value = L(text) else { throw ConversionFailure.invalid(MessageText.typeName(L.self), raw) }
      return value
    }
    return converter
  }

  func rawRepresentableConverter<R: RawRepresentable>(_: R.Type) throws -> Any {
    let inner = try make(R.RawValue.self)
    let converter: Convert<R> = { raw, context in
      let rawValue: R.RawValue
      do {
        rawValue = try inner(raw, &context)
      } catch let failure as ConversionFailure {
        // A case (from a dictionary built in code) is taken as it is.
        if let value = raw as? R { return value }
        // A refused null names the enum (`null for a non-optional Status`), not its raw type; a
        // mismatch keeps the raw type, the JSON type a client must send.
        if case .nullValue = failure.reason { throw ConversionFailure.null(MessageText.typeName(R.self)) }
        throw failure
      } catch {
        if let value = raw as? R { return value }
        throw error
      }
      if let value = R(rawValue: rawValue) { return value }
      throw ConversionFailure.invalid(MessageText.typeName(R.self), raw)
    }
    return converter
  }
}
