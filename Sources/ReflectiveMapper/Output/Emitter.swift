import Foundation

/// The output side of one value type, built once per property type like the converters.
///
/// `value` gives the plain (`dictionaryRepresentation`) or JSON (`jsonObject`) form, `nil`
/// to leave the value out (a cut cycle); `write` writes the JSON form straight into a
/// `JSONWriter` (`jsonData`), without building dictionaries.
struct Emitter<Value> {
  let isNil: (Value) -> Bool
  let value: (Value, inout OutputContext) throws -> Any?
  let write: (Value, inout JSONWriter, inout OutputContext) throws -> Void
}

extension JSONWriter {
  /// Runs a writer call, turning its error into a `MappingError` at the current path.
  @inline(__always)
  mutating func checked(_ context: OutputContext, _ body: (inout JSONWriter) throws -> Void) throws {
    do {
      try body(&self)
    } catch let error as JSONWriteError {
      throw context.error(.notJSONEncodable(error.description))
    }
  }
}

/// Builds emitters by inspecting the value type (the mirror image of `ConverterBuilder`).
struct EmitterBuilder {
  let compiler: PlanCompiler
  /// Type-level transforms in force (model-level over registry-level).
  var transforms: [ObjectIdentifier: TypeTransform] = [:]
  /// The date strategy in force, `nil` for ISO 8601.
  var dateStrategy: DateStrategy?
  /// The names a ``NonConformingFloatStrategy`` in force writes for the infinities and NaN,
  /// `nil` to refuse them.
  var nonConformingFloats: NonConformingFloatStrategy.Names?

  func make<Value>(_: Value.Type) -> Emitter<Value> {
    if let transform = transforms[ObjectIdentifier(Value.self)] {
      if let coding = transform.enumCoding { return enumEmitter(coding) }
      func serialized(_ value: Value, _ context: OutputContext) throws -> Any {
        do {
          return try transform.serialize(value)
        } catch let failure as ConversionFailure {
          throw context.error(failure.reason)
        } catch {
          throw context.error(.callbackFailed("transform for \(transform.typeName) threw: \(MessageText.truncated(String(describing: error)))"))
        }
      }
      return Emitter(
        isNil: { EmitterBuilder.isNilValue($0) },
        value: { value, context in try DynamicOutput.value(try serialized(value, context), &context) },
        write: { value, writer, context in try DynamicOutput.write(try serialized(value, context), &writer, &context) })
    }
    if let nonConformingFloats, let named = NamedFloats.emitter(Value.self, nonConformingFloats) { return named }
    if let dateStrategy, Value.self == Date.self || Value.self == Date?.self {
      let emitter = Emitter<Date>(
        isNil: { _ in false },
        value: { date, context in
          guard context.mode == .json else { return date }
          do {
            return try dateStrategy.jsonValue(for: date)
          } catch let failure as ConversionFailure {
            throw context.error(failure.reason)
          }
        },
        write: { date, writer, context in
          let value: Any
          do {
            value = try dateStrategy.jsonValue(for: date)
          } catch let failure as ConversionFailure {
            throw context.error(failure.reason)
          }
          try DynamicOutput.write(value, &writer, &context)
        })
      if Value.self == Date.self { return emitter as! Emitter<Value> }
      return Self.optional(emitter) as! Emitter<Value>
    }
    if let primitive = Self.primitive(Value.self) { return primitive }
    if let foundation = foundationEmitter(Value.self) { return foundation }
    if let shape = Value.self as? any EmittableShape.Type {
      return shape.makeEmitter(self) as! Emitter<Value>
    }
    if let model = Value.self as? any ReflectiveModel.Type {
      return Self.modelEmitter(model, reference: compiler.reference(for: model)) as! Emitter<Value>
    }
    if let rawRepresentable = Value.self as? any RawRepresentable.Type {
      return rawRepresentableEmitter(rawRepresentable) as! Emitter<Value>
    }
    if let convertible = Value.self as? any LosslessStringConvertible.Type, !(Value.self is AnyClass) {
      return Self.losslessEmitter(convertible) as! Emitter<Value>
    }
    if Value.self is any Encodable.Type {
      // The Codable bridge: encoded to JSON-compatible values directly, no bytes between.
      let encoder = AnyValueEncoder(dateStrategy: dateStrategy ?? .iso8601)
      func encoded(_ value: Value, _ context: OutputContext) throws -> Any {
        guard let encodable = value as? any Encodable else { throw context.error(.notJSONEncodable("not Encodable")) }
        do {
          // The call's registry goes along, for a `ReflectiveCodable` model inside the value.
          return try AnyValueEncoder(encoder.options.naming(context.registry)).encode(encodable)
        } catch let error as EncodingError {
          throw context.error(.notJSONEncodable(MessageText.truncated(String(describing: error))))
        }
      }
      return Emitter(
        isNil: { EmitterBuilder.isNilValue($0) },
        value: { value, context in context.mode == .plain ? value : try DynamicOutput.value(try encoded(value, context), &context) },
        write: { value, writer, context in try DynamicOutput.write(try encoded(value, context), &writer, &context) })
    }
    return Self.dynamic(Value.self)
  }

  /// A Foundation class written as its Swift twin, or `nil` for other types.
  ///
  /// `NSDate` is written as `Date` (with the date strategy in force), `NSData` as `Data`;
  /// `NSURL`, `NSString`, `NSNumber`, `NSArray`, `NSSet` and `NSDictionary` values are written
  /// by their dynamic type (`DynamicOutput`, which takes an `NSURL` as its `URL`).
  func foundationEmitter<Value>(_: Value.Type) -> Emitter<Value>? {
    func bridged<C, T>(_: C.Type, _ twin: Emitter<T>, _ map: @escaping (C) -> T) -> Emitter<Value> {
      let inner = Emitter<C>(
        isNil: { _ in false },
        value: { value, context in try twin.value(map(value), &context) },
        write: { value, writer, context in try twin.write(map(value), &writer, &context) })
      if Value.self == C.self { return inner as! Emitter<Value> }
      return Self.optional(inner) as! Emitter<Value>
    }
    switch ObjectIdentifier(unwrappingOptional(Value.self)) {
    case ObjectIdentifier(NSDate.self): return bridged(NSDate.self, make(Date.self), FoundationTwin.date)
    case ObjectIdentifier(NSData.self): return bridged(NSData.self, make(Data.self)) { Data(referencing: $0) }
    case ObjectIdentifier(NSMutableData.self): return bridged(NSMutableData.self, make(Data.self)) { Data(referencing: $0) }
    default: return nil
    }
  }

  /// A `LosslessStringConvertible` value without a built-in rule (`Character`, `Substring`, a
  /// user type): its `description` in JSON, itself in plain output.
  static func losslessEmitter<L: LosslessStringConvertible>(_: L.Type) -> Any {
    stringForm(L.self) { $0.description }
  }

  /// A model-typed value, of either kind: handed to the plan as its own type (no box, no
  /// cast), by its dynamic type's plan (``ModelOutput``).
  static func modelEmitter<D: ReflectiveModel>(_: D.Type, reference: PlanReference) -> Any {
    let typed = reference as? TypedPlanReference<D>
    return Emitter<D>(
      isNil: { _ in false },
      value: { model, context in try ModelOutput.value(model, declared: reference, typed: typed, &context) },
      write: { model, writer, context in try ModelOutput.write(model, declared: reference, typed: typed, &writer, &context) })
  }

  func rawRepresentableEmitter<R: RawRepresentable>(_: R.Type) -> Any {
    let inner = make(R.RawValue.self)
    return Emitter<R>(
      isNil: { _ in false },
      value: { value, context in try inner.value(value.rawValue, &context) },
      write: { value, writer, context in try inner.write(value.rawValue, &writer, &context) })
  }

  /// Values whose type is only known at run time (`Any`, adapter output, output-only
  /// properties): dispatched on the dynamic type per value.
  static func dynamic<Value>(_: Value.Type) -> Emitter<Value> {
    Emitter(
      isNil: { value in isNilValue(value) },
      value: { value, context in try DynamicOutput.value(value, &context) },
      write: { value, writer, context in try DynamicOutput.write(value, &writer, &context) })
  }

  static func isNilValue(_ value: Any) -> Bool {
    type(of: value) is any OptionalShape.Type && unwrapBoxedOptional(value) == nil
  }

  /// The built-in emitter of a primitive type (its ``BuiltInScalar`` conformance's), or of an
  /// optional of one.
  static func primitive<Value>(_: Value.Type) -> Emitter<Value>? {
    let emitter: Any
    switch ObjectIdentifier(Value.self) {
    // Optionals of the common primitives are built from concrete code (no run-time
    // `Optional<Wrapped>` metadata lookups per call).
    case ObjectIdentifier(Int?.self): emitter = optional(signed(Int.self))
    case ObjectIdentifier(Int64?.self): emitter = optional(signed(Int64.self))
    case ObjectIdentifier(UInt64?.self): emitter = optional(unsigned(UInt64.self))
    case ObjectIdentifier(Double?.self): emitter = optional(Double.emitter)
    case ObjectIdentifier(Bool?.self): emitter = optional(Bool.emitter)
    case ObjectIdentifier(String?.self): emitter = optional(String.emitter)
    case ObjectIdentifier(Date?.self): emitter = optional(Date.emitter)
    case ObjectIdentifier(URL?.self): emitter = optional(URL.emitter)
    default: return builtIn(Value.self)
    }
    return emitter as? Emitter<Value>
  }

  /// The emitter of `T?` from `T`'s: nil is `null` inside collections; members check
  /// `isNil` first and leave the key out.
  static func optional<T>(_ inner: Emitter<T>) -> Emitter<T?> {
    Emitter<T?>(
      isNil: { $0 == nil },
      value: { value, context in
        guard let value else { return NSNull() }
        return try inner.value(value, &context)
      },
      write: { value, writer, context in
        guard let value else { return writer.writeNull() }
        try inner.write(value, &writer, &context)
      })
  }

  static func signed<I: FixedWidthInteger & SignedInteger>(_: I.Type) -> Emitter<I> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in context.mode == .json ? Int(value) as Any : value as Any },
      write: { value, writer, _ in writer.writeInt(Int64(value)) })
  }

  static func unsigned<U: FixedWidthInteger & UnsignedInteger>(_: U.Type) -> Emitter<U> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in
        guard context.mode == .json else { return value }
        if let int = Int(exactly: value) { return int }
        return UInt64(value)
      },
      write: { value, writer, _ in writer.writeUInt(UInt64(value)) })
  }

  /// Binary floating-point types: a JSON number, with an infinity or NaN refused in JSON.
  ///
  /// `json` is what a JSON object holds for the value, `write` how the writer writes it.
  static func floating<F: BinaryFloatingPoint>(
    _: F.Type, json: @escaping (F) -> Any, write: @escaping (F, inout JSONWriter) throws -> Void
  ) -> Emitter<F> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in
        guard context.mode == .json else { return value }
        guard value.isFinite else { throw context.error(.notJSONEncodable("\(value) is not a JSON number")) }
        return json(value)
      },
      write: { value, writer, context in try writer.checked(context) { try write(value, &$0) } })
  }

  /// Types kept as themselves in plain output and written as a string in JSON.
  static func stringForm<T>(_: T.Type, _ text: @escaping (T) -> String) -> Emitter<T> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in context.mode == .json ? text(value) as Any : value as Any },
      write: { value, writer, _ in writer.writeString(text(value)) })
  }
}
