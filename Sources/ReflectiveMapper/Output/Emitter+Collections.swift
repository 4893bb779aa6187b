import Foundation

/// Containers whose emitters are built from their elements'.
protocol EmittableShape {
  static func makeEmitter(_ builder: EmitterBuilder) -> Any
}

extension Optional: EmittableShape {
  static func makeEmitter(_ builder: EmitterBuilder) -> Any {
    EmitterBuilder.optional(builder.make(Wrapped.self))
  }
}

extension Array: EmittableShape {
  static func makeEmitter(_ builder: EmitterBuilder) -> Any {
    let element = builder.make(Element.self)
    // Arrays of JSON scalars are already JSON values: handed over as they are (doubles
    // checked for NaN and infinity), not rebuilt element by element.
    let isScalar =
      builder.transforms[ObjectIdentifier(Element.self)] == nil
      && !(builder.nonConformingFloats != nil && Element.self == Double.self)
      && (Element.self == Int.self || Element.self == String.self || Element.self == Bool.self || Element.self == Double.self)
    return Emitter<[Element]>(
      isNil: { _ in false },
      value: { array, context in
        if isScalar {
          if Element.self == Double.self, context.mode == .json, let doubles = array as? [Double],
            let index = doubles.firstIndex(where: { !$0.isFinite })
          {
            try OutputFailure.at(.index(index)) {
              throw context.error(.notJSONEncodable("\(doubles[index]) is not a JSON number"))
            }
          }
          return array
        }
        var result: [Any] = []
        result.reserveCapacity(array.count)
        // Index loops: generic iteration of `[Element]` would look up metadata per step.
        var index = 0
        while index < array.count {
          let item = array[index]
          try OutputFailure.at(.index(index)) {
            if let value = try element.value(item, &context) { result.append(value) }
          }
          index += 1
        }
        return result
      },
      write: { array, writer, context in
        writer.beginArray()
        var index = 0
        while index < array.count {
          let item = array[index]
          try OutputFailure.at(.index(index)) {
            try element.write(item, &writer, &context)
          }
          index += 1
        }
        writer.endArray()
      })
  }
}

extension Set: EmittableShape {
  static func makeEmitter(_ builder: EmitterBuilder) -> Any {
    let array = [Element].makeEmitter(builder) as! Emitter<[Element]>
    return Emitter<Set<Element>>(
      isNil: { _ in false },
      value: { set, context in try array.value(Array(set), &context) },
      write: { set, writer, context in try array.write(Array(set), &writer, &context) })
  }
}

extension Dictionary: EmittableShape {
  static func makeEmitter(_ builder: EmitterBuilder) -> Any {
    guard Key.self == String.self else {
      guard let writeKey = DictionaryKeys.writer(Key.self) else { return EmitterBuilder.dynamic([Key: Value].self) }
      return DictionaryKeys.emitter([Key: Value].self, writeKey: writeKey, element: builder.make(Value.self))
    }
    let element = builder.make(Value.self)
    return Emitter<[Key: Value]>(
      isNil: { _ in false },
      value: { dictionary, context in
        var result: [String: Any] = [:]
        result.reserveCapacity(dictionary.count)
        for (key, item) in dictionary {
          let key = key as! String
          try OutputFailure.at(.entry(key)) {
            if let value = try element.value(item, &context) { result[key] = value }
          }
        }
        return result
      },
      write: { dictionary, writer, context in
        try writer.writeObject(dictionary.map { (key: $0.key as! String, value: $0.value) }, options: context.options) { item, writer in
          try element.write(item, &writer, &context)
        }
      })
  }
}
