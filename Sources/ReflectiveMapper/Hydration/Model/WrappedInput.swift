import Foundation

/// Reading a model that a resolver's wrapper names (``TypeResolver/external(_:)``,
/// ``TypeResolver/adjacent(tag:payload:_:)``): the wrapper's name picks the type, and its
/// member, not the wrapper, is the model's input.
///
/// A problem of the wrapper is a `MappingError` whose path is relative to the wrapper
/// (`type`, `content`, the external name), so that the caller's `recordThrown` puts it at
/// `items[2].type`; a problem of the whole wrapper (not an object, not one key) is a
/// `ConversionFailure`, at the wrapper's own path.
enum WrappedInput {
  /// The type a wrapper names, and where its model's input is.
  struct Unwrapped {
    let type: any ReflectiveModel.Type
    /// The member's key (the external name, or the adjacent payload key).
    let key: String
    /// The member as the model reads it: a dictionary or a tape object (any value, wrapped,
    /// for a transparent model).
    let member: ObjectInput
    /// The member as the input holds it.
    let value: Any
  }

  /// The type `raw`'s wrapper names and the member holding its input.
  ///
  /// - Throws: `ConversionFailure` for a wrapper that is not an object (or, external, has not
  ///   exactly one key); `MappingError` at the key for an unknown, missing or non-string name
  ///   and a missing or non-object member.
  static func unwrap(_ raw: Any, _ resolver: TypeResolver, expected: String, _ context: HydrationContext) throws -> Unwrapped {
    let wrapper = try ObjectInput(raw, expected: expected)
    switch resolver.kind {
    case .external(let types):
      let members = self.members(of: wrapper)
      guard members.count == 1, let (name, value) = members.first else {
        throw ConversionFailure(
          .invalidValue(
            expected: "\(expected) (an object with one key, the name of a type)",
            found: members.isEmpty ? "an empty object" : "an object with \(members.count) keys"))
      }
      let type = try named(name, types, at: name, context)
      return Unwrapped(type: type, key: name, member: try object(value, at: name, type: type, context), value: value)
    case .adjacent(let tag, let payload, let types):
      guard let tagValue = try self.value(tag, in: wrapper) else {
        throw problem(at: tag, .missingRequiredValue, context)
      }
      guard let name = tagValue as? String else {
        throw problem(at: tag, .typeMismatch(expected: "a type name (String)", found: MessageText.value(tagValue)), context)
      }
      let type = try named(name, types, at: tag, context)
      guard let member = try value(payload, in: wrapper, materializing: false) else {
        throw problem(at: payload, .missingRequiredValue, context)
      }
      return Unwrapped(type: type, key: payload, member: try object(member, at: payload, type: type, context), value: member)
    case .closure, .contextual, .named, .discriminator:
      throw ConversionFailure(.custom("not a wrapping resolver"))
    }
  }

  /// ``unwrap(_:_:expected:_:)`` for in-place updates: `nil` for a resolver that does not wrap
  /// and for a wrapper with a problem (the converter that then creates the value reports it).
  static func member(of raw: Any, _ resolver: TypeResolver, _ context: HydrationContext) -> Unwrapped? {
    guard resolver.wrapsInput else { return nil }
    return try? unwrap(raw, resolver, expected: "dictionary", context)
  }

  /// The type a wrapper in `dictionary` names, for code that only picks a type
  /// (``ModelConverting``); `nil` when the wrapper names none.
  static func name(in dictionary: [String: Any], _ resolver: TypeResolver) -> String? {
    switch resolver.kind {
    case .external: dictionary.count == 1 ? dictionary.first?.key : nil
    case .adjacent(let tag, _, _): dictionary[tag] as? String
    case .closure, .contextual, .named, .discriminator: nil
    }
  }

  /// The type `name` stands for: `types` first, then the registered type names.
  private static func named(
    _ name: String, _ types: [String: any ReflectiveModel.Type], at key: String, _ context: HydrationContext
  ) throws -> any ReflectiveModel.Type {
    if let type = types[name] ?? context.registry.type(named: name) { return type }
    throw problem(at: key, .invalidValue(expected: "type name", found: MessageText.quoted(name)), context)
  }

  /// `value` as the object a model reads (any value for a transparent model, a bare payload:
  /// `{"likes": 7}`), or a problem at `key`.
  private static func object(_ value: Any, at key: String, type: any ReflectiveModel.Type, _ context: HydrationContext) throws -> ObjectInput {
    do {
      return try ObjectInput(value, expected: MessageText.typeName(type), transparent: context.registry.plan(for: type).isTransparent)
    } catch let failure as ConversionFailure {
      throw problem(at: key, failure.reason, context)
    }
  }

  /// The members of an object, in input order (values as hydration sees them; a repeated key in
  /// bytes only at its last occurrence, as in the parsed dictionary).
  private static func members(of object: ObjectInput) -> [(String, Any)] {
    switch object {
    case .dictionary(let dictionary):
      return dictionary.map { ($0.key, $0.value) }
    case .tape(let reference):
      let tape = reference.box.tape
      return tape.keptMembers(ofObjectAt: reference.index).map { (tape.string(at: $0.key) ?? "", reference.box.element(at: $0.value)) }
    }
  }

  /// The value under `key` (a tape value materialized, unless told not to), `nil` when absent.
  private static func value(_ key: String, in object: ObjectInput, materializing: Bool = true) throws -> Any? {
    switch object {
    case .dictionary(let dictionary):
      return dictionary[key]
    case .tape(let reference):
      let tape = reference.box.tape
      var key = key
      guard let found = key.withUTF8({ tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: reference.index) }) else {
        return nil
      }
      let element = reference.box.element(at: found)
      return materializing ? try InputValue.materialized(element) : element
    }
  }

  /// A problem at `key`, relative to the wrapper.
  private static func problem(at key: String, _ reason: MappingError.Reason, _ context: HydrationContext) -> MappingError {
    let components: [PathComponent] = [.key(key)]
    return MappingError(
      path: MappingPath.service(components), property: MappingPath.property(root: context.rootName, context.path + components),
      reason: reason, isFatal: false)
  }
}

extension WrappedInput {
  /// The in-place update of a class-typed property under a wrapping resolver: the current
  /// instance is hydrated from the member when the wrapper names its own type; otherwise
  /// (another type, a wrapper with a problem) `false`, and the property's converter creates
  /// the value or reports the problem.
  static func classUpdate<M>(
    _ current: @escaping (M) -> AnyObject?, resolver: TypeResolver
  ) -> (inout M, Any, inout HydrationContext) throws -> Bool {
    { model, raw, context in
      guard InputValue.isDictionary(raw), var existing = current(model),
        let unwrapped = try? unwrap(raw, resolver, expected: "dictionary", context),
        ObjectIdentifier(unwrapped.type) == ObjectIdentifier(type(of: existing))
      else { return false }
      let plan = context.registry.plan(for: unwrapped.type)
      try hydrating(unwrapped, &context) { input, context in try plan.hydrateNested(&existing, input, context: &context) }
      return true
    }
  }
}
