import Foundation

extension OutputMember {
  /// A member that reads its property once per output and leaves nil out (or writes
  /// `null` under ``OutputOptions/includeNulls``).
  static func reading<Value>(
    property: String, component: PathComponent, get: @escaping (Model) -> Value,
    isNil: @escaping (Value) -> Bool,
    value: @escaping (Value, inout OutputContext) throws -> Any?,
    write: @escaping (Value, inout JSONWriter, inout OutputContext) throws -> Void
  ) -> OutputMember<Model> {
    OutputMember(
      property: property, component: component,
      isNil: { isNil(get($0)) },
      value: { model, context in
        let current = get(model)
        if isNil(current) { return context.includeNulls ? NSNull() : nil }
        return try value(current, &context)
      },
      write: { model, key, writer, context in
        let current = get(model)
        if isNil(current) {
          if context.includeNulls {
            writer.writeEncodedKey(key)
            writer.writeNull()
          }
          return
        }
        writer.writeEncodedKey(key)
        try write(current, &writer, &context)
      })
  }
}

/// Key paths that can build an output member (read-only ones too).
protocol OutputMaking {
  func makeOutputMember<M: ReflectiveModel>(
    _: M.Type, property: String, component: PathComponent, builder: EmitterBuilder, adapter: Adapter?
  ) -> OutputMember<M>
  /// Reads the property as `Any`.
  func anyGetter<M: ReflectiveModel>(_: M.Type) -> (M) -> Any
}

extension KeyPath: OutputMaking {
  func anyGetter<M: ReflectiveModel>(_: M.Type) -> (M) -> Any {
    if let direct = self as? KeyPath<M, Value> {
      let read = direct.reader
      return { read($0) }
    }
    return { ($0 as! Root)[keyPath: self] }
  }

  func makeOutputMember<M: ReflectiveModel>(
    _: M.Type, property: String, component: PathComponent, builder: EmitterBuilder, adapter: Adapter?
  ) -> OutputMember<M> {
    let get: (M) -> Value
    if let direct = self as? KeyPath<M, Value> {
      get = direct.reader
    } else {
      get = { ($0 as! Root)[keyPath: self] }
    }
    let isOptional = Value.self is any OptionalShape.Type
    if let serialize = adapter?.serialize {
      func serialized(_ value: Value, _ context: OutputContext) throws -> Any {
        do {
          return try serialize(value)
        } catch let failure as ConversionFailure {
          throw context.error(failure.reason)
        } catch let error as MappingError {
          throw context.error(error.reason)
        } catch {
          throw context.error(.callbackFailed("adapter's serialize threw: \(MessageText.truncated(String(describing: error)))"))
        }
      }
      /// A value the adapter returned with no JSON form is the adapter's doing: say so.
      func blamingAdapter<T>(_ body: () throws -> T) throws -> T {
        try OutputFailure.blamingFormless({ .notJSONEncodable("its adapter's serialize returned \($0), which has no JSON form") }, body)
      }
      return OutputMember.reading(
        property: property, component: component, get: get,
        isNil: { isOptional && EmitterBuilder.isNilValue($0) },
        value: { value, context in
          let output = try serialized(value, context)
          return try blamingAdapter { try DynamicOutput.value(output, &context) }
        },
        write: { value, writer, context in
          let output = try serialized(value, context)
          try blamingAdapter { try DynamicOutput.write(output, &writer, &context) }
        })
    }
    let emitter = builder.make(Value.self)
    return OutputMember.reading(
      property: property, component: component, get: get,
      isNil: { isOptional && emitter.isNil($0) }, value: emitter.value, write: emitter.write)
  }
}
