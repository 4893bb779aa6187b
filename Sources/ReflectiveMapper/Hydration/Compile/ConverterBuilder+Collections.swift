import Foundation

/// Containers whose converters are built from their element's converter.
protocol ConvertibleShape {
  static func makeConverter(_ builder: ConverterBuilder) throws -> Any
}

extension Optional: ConvertibleShape {
  static func makeConverter(_ builder: ConverterBuilder) throws -> Any {
    ConverterBuilder.optional(try builder.make(Wrapped.self))
  }
}

extension Array: ConvertibleShape {
  static func makeConverter(_ builder: ConverterBuilder) throws -> Any {
    if builder.transforms[ObjectIdentifier(Element.self)] == nil, !builder.readsNamedFloats(Element.self),
      ConstraintCheck.elementConstraints(builder.constraints).isEmpty,
      let scalars = ScalarArrays.converter(
        for: Element.self, strict: builder.isStrict && !builder.isolates(Element.self), exact: builder.exactTypes)
    {
      return scalars
    }
    let (element, strict) = try builder.elementConversion(Element.self)
    let descends = builder.descends(into: Element.self)
    let passthrough = Element.self == Any.self && builder.hint == nil && builder.resolver == nil
    let converter: Convert<[Element]> = { raw, context in
      if passthrough, type(of: raw) == [Any].self { return raw as! [Element] }
      return try ElementConverting.array(raw, element, descends, strict, &context)
    }
    return builder.wrapsLoneObjects(of: Element.self) ? LoneObjects.wrapping(converter) : converter
  }
}

extension Set: ConvertibleShape {
  static func makeConverter(_ builder: ConverterBuilder) throws -> Any {
    let (element, strict) = try builder.elementConversion(Element.self)
    let descends = builder.descends(into: Element.self)
    let converter: Convert<Set<Element>> = { raw, context in
      if let tapeArray = InputValue.tapeArray(raw) {
        var result = Set<Element>(minimumCapacity: tapeArray.count)
        tapeArray.forEachElement { index, item in
          if context.isStopped { return }
          ElementConverting.convert(item, index: .index(index), element, descends, strict, &context) {
            _ = result.insert($0)
          }
        }
        return result
      }
      // A set (`Set`, `NSSet`) is taken as well as an array.
      let items = try InputValue.array(raw, expected: "array")
      var result = Set<Element>(minimumCapacity: items.count)
      for (index, item) in items.enumerated() where !context.isStopped {
        ElementConverting.convert(item, index: .index(index), element, descends, strict, &context) {
          _ = result.insert($0)
        }
      }
      return result
    }
    return builder.wrapsLoneObjects(of: Element.self) ? LoneObjects.wrapping(converter) : converter
  }
}

extension Dictionary: ConvertibleShape {
  static func makeConverter(_ builder: ConverterBuilder) throws -> Any {
    let (element, strict) = try builder.elementConversion(Value.self)
    let descends = builder.descends(into: Value.self)
    guard Key.self == String.self else {
      guard let readKey = DictionaryKeys.reader(Key.self) else {
        throw builder.problem(
          "dictionary keys must be String, RawRepresentable or LosslessStringConvertible, not \(MessageText.typeName(Key.self))")
      }
      return DictionaryKeys.converter([Key: Value].self, readKey: readKey, element: element, descends: descends, strict: strict)
    }
    let passthrough = Value.self == Any.self && builder.hint == nil && builder.resolver == nil
    let converter: Convert<[Key: Value]> = { raw, context in
      if passthrough, type(of: raw) == [String: Any].self { return raw as! [Key: Value] }
      if let object = InputValue.tapeObject(raw) {
        // Walked member by member, so dictionaries of models keyed by id are never built.
        let tape = object.box.tape
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        // A repeated key's last value only, as in the parsed dictionary.
        for member in tape.keptMembers(ofObjectAt: object.index) where !context.isStopped {
          let key = tape.string(at: member.key) ?? ""
          let item = object.box.element(at: member.value)
          ElementConverting.convert(item, index: .entry(key), element, descends, strict, &context) {
            result[key] = $0
          }
        }
        return result as! [Key: Value]
      }
      let entries = try InputValue.dictionary(raw, expected: "dictionary")
      var result: [String: Value] = [:]
      result.reserveCapacity(entries.count)
      for (key, item) in entries where !context.isStopped {
        ElementConverting.convert(item, index: .entry(key), element, descends, strict, &context) {
          result[key] = $0
        }
      }
      return result as! [Key: Value]
    }
    return converter
  }
}

/// The per-element step shared by the collection converters.
enum ElementConverting {
  /// Converts one element and hands it to `store`; on failure records it (fatal under
  /// strict) and drops the element. (No `Element?` result: in unspecialized code that
  /// would look up `Optional<Element>` metadata per element.)
  ///
  /// The element is handed over (`consuming`), not lent: a struct model is moved into its
  /// collection rather than copied (a retain per reference it holds) and destroyed.
  @inline(__always)
  static func convert<Element>(
    _ item: Any, index: PathComponent, _ element: Convert<Element>, _ descends: Bool, _ strict: Bool,
    _ context: inout HydrationContext, into store: (consuming Element) -> Void
  ) {
    if descends { context.path.append(index) }
    defer { if descends { context.path.removeLast() } }
    do {
      store(try element(item, &context))
    } catch let failure as ConversionFailure {
      context.record(failure, asElement: true, at: descends ? nil : index, fatal: strict)
    } catch is ProblemAlreadyRecorded {
    } catch {
      context.recordThrown(error, at: descends ? nil : index, fatal: strict)
    }
  }
}

extension ElementConverting {
  /// Converts every element of a JSON array (from a tape or `[Any]`), dropping and recording
  /// the ones that fail.
  @inline(__always)
  static func array<Element>(
    _ raw: Any, _ element: Convert<Element>, _ descends: Bool, _ strict: Bool, _ context: inout HydrationContext
  ) throws -> [Element] {
    // An empty input returns the empty array at once: reserving capacity is a call on
    // `[Element]` that, generic over the element, looks up the array type's metadata.
    var result: [Element] = []
    if let tapeArray = InputValue.tapeArray(raw) {
      if tapeArray.count == 0 { return result }
      result.reserveCapacity(tapeArray.count)
      tapeArray.forEachElement { index, item in
        if context.isStopped { return }
        convert(item, index: .index(index), element, descends, strict, &context) { result.append($0) }
      }
      return result
    }
    let items = try InputValue.array(raw, expected: "array")
    if items.isEmpty { return result }
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() where !context.isStopped {
      convert(item, index: .index(index), element, descends, strict, &context) { result.append($0) }
    }
    return result
  }
}

extension MappingError.Reason {
  /// The reason as reported for a collection element (dropped, not kept).
  var asElement: MappingError.Reason {
    if case .nullValue(let expected) = self { return .nullElement(expected: expected) }
    return self
  }
}
