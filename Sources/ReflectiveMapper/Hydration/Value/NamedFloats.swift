import Foundation

/// The converters and emitters of `Double` and `Float` under a
/// ``NonConformingFloatStrategy/strings(positiveInfinity:negativeInfinity:nan:)`` strategy:
/// a string that is one of the names is its value, anything else the built-in conversion; a
/// non-finite value is written as its name.
enum NamedFloats {
  /// Whether `type` (after optionals) is one the strategy reads: `Double` or `Float`.
  static func applies(to type: Any.Type) -> Bool {
    let wrapped = unwrappingOptional(type)
    return wrapped == Double.self || wrapped == Float.self
  }

  /// The converter of `Value` (`Double`, `Float` or an optional of one) reading `names`, with
  /// the built-in conversion (strict when `exact`) for every other value; `nil` for other types.
  static func converter<Value>(_: Value.Type, _ names: NonConformingFloatStrategy.Names, exact: Bool) -> Convert<Value>? {
    func reading<F>(_: F.Type, _ make: @escaping (Double) -> F) -> Convert<F>? {
      guard let plain = ConverterBuilder.primitive(F.self, exact: exact) else { return nil }
      return { raw, context in
        if let value = names.value(raw) { return make(value) }
        return try plain(raw, &context)
      }
    }
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(Double.self): return reading(Double.self) { $0 } as? Convert<Value>
    case ObjectIdentifier(Double?.self): return reading(Double.self) { $0 }.map(ConverterBuilder.optional) as? Convert<Value>
    case ObjectIdentifier(Float.self): return reading(Float.self) { Float($0) } as? Convert<Value>
    case ObjectIdentifier(Float?.self): return reading(Float.self) { Float($0) }.map(ConverterBuilder.optional) as? Convert<Value>
    default: return nil
    }
  }

  /// The emitter of `Value` (`Double`, `Float` or an optional of one) writing a non-finite
  /// value as its name in `names`; `nil` for other types.
  static func emitter<Value>(_: Value.Type, _ names: NonConformingFloatStrategy.Names) -> Emitter<Value>? {
    func writing<F: BinaryFloatingPoint>(_ plain: Emitter<F>) -> Emitter<F> {
      Emitter(
        isNil: { _ in false },
        value: { value, context in
          if context.mode == .json, let name = names.name(Double(value)) { return name }
          return try plain.value(value, &context)
        },
        write: { value, writer, context in
          if let name = names.name(Double(value)) { return writer.writeString(name) }
          try plain.write(value, &writer, &context)
        })
    }
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(Double.self): return writing(Double.emitter) as? Emitter<Value>
    case ObjectIdentifier(Double?.self): return EmitterBuilder.optional(writing(Double.emitter)) as? Emitter<Value>
    case ObjectIdentifier(Float.self): return writing(Float.emitter) as? Emitter<Value>
    case ObjectIdentifier(Float?.self): return EmitterBuilder.optional(writing(Float.emitter)) as? Emitter<Value>
    default: return nil
    }
  }
}

extension ConverterBuilder {
  /// Whether values of `type` take the non-conforming float strategy in force (a transform for
  /// the type comes first): the fused scalar writes, which know nothing of it, are then not used.
  func readsNamedFloats(_ type: Any.Type) -> Bool {
    nonConformingFloats != nil && NamedFloats.applies(to: type) && transforms[ObjectIdentifier(unwrappingOptional(type))] == nil
  }
}
