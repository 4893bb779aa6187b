import Foundation

/// A property type the library reads and writes by itself: one conformance per type declares
/// everything the compilers ask of it, together (`BuiltInScalar+Types.swift`).
///
/// The converter and emitter compilers, strict mode, the JSON Schema and the misnamed-key-path
/// check ask the conformance once per property, at compile time; the closures it gives are the
/// ones that run. A new scalar type is one conformance, and leaving a piece out is a compile
/// error rather than a silent gap (strict mode not checking its kind, the key-path check
/// skipping it). The optionals of the hottest types keep hand-fused converters and emitters of
/// their own (``ConverterBuilder/primitive(_:)``, ``EmitterBuilder/primitive(_:)``).
protocol BuiltInScalar: KeyPathProbe {
  /// Reads every input form the lenient rules accept (numbers, numeric text, Foundation twins).
  static var converter: Convert<Self> { get }
  /// The JSON kind ``Strictness/strict`` requires, or `nil` for a type read from its own
  /// format (dates, URLs, UUIDs, `Data`), which strictness leaves as it is.
  static var strictKind: JSONKind? { get }
  /// How a value is written, in plain and JSON output and straight to bytes.
  static var emitter: Emitter<Self> { get }
  /// What the JSON Schema says the type accepts (a date's depends on its strategy).
  static func schema(dates: DateStrategy?) -> [String: Any]
}

extension BuiltInScalar where Self: FixedWidthInteger {
  static var strictKind: JSONKind? { .number }

  /// An integer: its whole range (written as an unsigned number beyond `Int.max`).
  static func schema(dates _: DateStrategy?) -> [String: Any] {
    let maximum: Any = UInt64(Self.max) <= UInt64(Int.max) ? Int(Self.max) : UInt64(Self.max)
    return ["type": "integer", "minimum": Int(Self.min), "maximum": maximum]
  }
}

extension BuiltInScalar where Self: BinaryFloatingPoint {
  static var strictKind: JSONKind? { .number }
}

extension ConverterBuilder {
  /// The converter `Value`'s ``BuiltInScalar`` conformance gives, if it has one.
  static func builtIn<Value>(_: Value.Type) -> Convert<Value>? {
    guard let scalar = Value.self as? any BuiltInScalar.Type else { return nil }
    func open<S: BuiltInScalar>(_: S.Type) -> Convert<Value>? { S.converter as? Convert<Value> }
    return open(scalar)
  }
}

extension EmitterBuilder {
  /// The emitter `Value`'s ``BuiltInScalar`` conformance gives, if it has one.
  static func builtIn<Value>(_: Value.Type) -> Emitter<Value>? {
    guard let scalar = Value.self as? any BuiltInScalar.Type else { return nil }
    func open<S: BuiltInScalar>(_: S.Type) -> Emitter<Value>? { S.emitter as? Emitter<Value> }
    return open(scalar)
  }
}
