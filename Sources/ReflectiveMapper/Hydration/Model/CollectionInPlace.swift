import Foundation

/// Updating collections of models in place (the nested-model rule extended to collections):
///
/// - a `[String: Model]` property that already holds models updates the instance of every key
///   still present in the input (identity kept), creates the others and drops the keys the
///   input no longer has;
/// - a `[Model]` property whose element type names an identifying property
///   (``ModelMapping/identifiedBy``) matches input elements to current elements by it.
///
/// Whether a property can do this is decided when its hydrator is compiled; an empty property
/// takes the ordinary (creating) path.

/// How to tell instances of one model apart (``ModelMapping/identifiedBy``).
struct IdentityPlan: @unchecked Sendable {
  /// The identifier of an instance (or a struct value), as text.
  let current: (Any) -> String?
  /// The identifier in an input object (dictionary or tape object), as text.
  let input: (Any) -> String?

  /// The text an identifier compares by: integers in decimal (`7`, `7.0` and `"7"` agree),
  /// UUIDs lower-case, raw values by their raw value.
  static func text(_ value: Any, lowercased: Bool) -> String? {
    guard let materialized = try? InputValue.materialized(value), let value = unwrapBoxedOptional(materialized) else { return nil }
    let type = type(of: value)
    if type == NSNull.self { return nil }
    if type == String.self { return lowercased ? (value as! String).lowercased() : value as? String }
    if type == Int.self { return String(value as! Int) }
    if let uuid = value as? UUID { return uuid.uuidString.lowercased() }
    if type == Double.self {
      let double = value as! Double
      if let int = Int(exactly: double) { return String(int) }
      return String(double)
    }
    if type is NSNumber.Type, let number = value as? NSNumber {
      if let int = Int(exactly: number.doubleValue), number.doubleValue == Double(int) { return String(int) }
      return number.stringValue
    }
    if let integer = value as? any BinaryInteger { return String(describing: integer) }
    if let raw = value as? any RawRepresentable { return text(raw.rawValue, lowercased: lowercased) }
    return String(describing: value)
  }
}

extension PlanCompiler {
  /// The identity plan of `plan` (``ModelMapping/identifiedBy``), or `nil` when the name is
  /// not a property read from a plain key (``IdentifiedByValidator`` reports it; a property
  /// another rule refused is reported by that rule).
  func compileIdentity<M: ReflectiveModel>(of plan: ModelPlan<M>) -> IdentityPlan? {
    guard let name = plan.settings.identifiedBy, let keyPath = M.keyPaths[name], let maker = keyPath as? any OutputMaking,
      let hydrator = plan.hydrators.first(where: { $0.name == name })
    else { return nil }
    let lowercased = unwrappingOptional(type(of: keyPath).valueType) == UUID.self
    let get = maker.anyGetter(M.self)
    let current: (Any) -> String? = { object in (object as? M).flatMap { IdentityPlan.text(get($0), lowercased: lowercased) } }
    if plan.settings.transparentProperty == name {
      // A transparent model identified by its one property: the input element is the
      // identifier itself (`["u1", "u2"]`), when it is a scalar.
      return IdentityPlan(
        current: current,
        input: { raw in
          InputValue.isDictionary(raw) || InputValue.tapeArray(raw) != nil || raw is [Any]
            ? nil : IdentityPlan.text(raw, lowercased: lowercased)
        })
    }
    let keys: [String]
    switch hydrator.lookup {
    case .key(let key): keys = [key]
    case .candidates(let candidates): keys = candidates
    case .path, .paths, .combined, .whole: return nil
    }
    return IdentityPlan(
      current: current,
      input: { raw in
        if let object = InputValue.tapeObject(raw) {
          let tape = object.box.tape
          for key in keys {
            var key = key
            if let found = key.withUTF8({ tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object.index) }) {
              return IdentityPlan.text(object.box.element(at: found), lowercased: lowercased)
            }
          }
          return nil
        }
        guard let dictionary = try? InputValue.dictionary(raw, expected: "dictionary") else { return nil }
        for key in keys {
          if let value = dictionary[key] { return IdentityPlan.text(value, lowercased: lowercased) }
        }
        return nil
      })
  }

  /// Whether `type`'s registration names an identifying property.
  func isIdentified(_ type: any ReflectiveModel.Type) -> Bool {
    func open<M: ReflectiveModel>(_: M.Type) -> Bool { snapshot.settings(for: M.self).identifiedBy != nil }
    return open(type)
  }
}

/// Rebuilds a collection property from its current value and the input, or returns `nil` to
/// let the ordinary converter run.
typealias InPlaceCollection = (_ current: Any, _ raw: Any, _ context: inout HydrationContext) throws -> Any?

/// Collections of models that can be updated in place.
protocol InPlaceCollectionShape {
  static func makeInPlace(_ builder: ConverterBuilder) throws -> InPlaceCollection?
}

enum CollectionInPlace {
  /// The in-place update of a `[String: Model]` or identified `[Model]` property (or an
  /// optional of one), or `nil` for other properties.
  static func make<M, Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, model _: M.Type, builder: ConverterBuilder
  ) -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
    guard let shape = unwrappingOptional(Value.self) as? any InPlaceCollectionShape.Type,
      let update = try? shape.makeInPlace(builder),
      let write = PropertyWrite(keyPath, M.self)
    else { return nil }
    let get = write.get
    let set = write.set
    return { model, raw, context in
      guard let current = unwrapBoxedOptional(get(model)), let updated = try update(current, raw, &context) else { return false }
      set(&model, updated as! Value)
      return true
    }
  }

  /// Calls `body` with each member of a JSON object (from a tape or a dictionary), until the
  /// call stops.
  static func forEachMember(
    of raw: Any, _ context: inout HydrationContext, _ body: (String, Any, inout HydrationContext) -> Void
  ) throws {
    if let object = InputValue.tapeObject(raw) {
      let tape = object.box.tape
      // A repeated key's last value only, as in the parsed dictionary.
      for member in tape.keptMembers(ofObjectAt: object.index) where !context.isStopped {
        body(tape.string(at: member.key) ?? "", object.box.element(at: member.value), &context)
      }
    } else {
      for (key, item) in try InputValue.dictionary(raw, expected: "dictionary") where !context.isStopped {
        body(key, item, &context)
      }
    }
  }

  /// Whether a property of `type` is updated in place only by `setValues` (a `[String: Value]`
  /// of values that are not models, merged as RFC 7396 says).
  static func mergesOnlyOnUpdate(_ type: Any.Type) -> Bool {
    guard let collection = unwrappingOptional(type) as? any CollectionShape.Type, collection.isDictionary else { return false }
    return !(collection.elementType is any ReflectiveModel.Type)
  }

  /// Hydrates `existing` in place from `item` at `component`; `false` when it failed fatally
  /// and `isolates` (the element is then dropped, its problems kept as non-fatal).
  static func update(
    _ existing: inout Any, from item: Any, at component: PathComponent, declared: PlanReference, isolates: Bool,
    resolver: TypeResolver? = nil, context: inout HydrationContext
  ) -> Bool {
    context.path.append(component)
    defer { context.path.removeLast() }
    // A wrapper's member is the input, under the wrapper's key (``fits`` checked its name).
    let unwrapped = resolver.flatMap { WrappedInput.member(of: item, $0, context) }
    if let unwrapped { context.path.append(.key(unwrapped.key)) }
    defer { if unwrapped != nil { context.path.removeLast() } }
    let item = unwrapped?.value ?? item
    let mark = context.isolationMark
    var plan = declared.plan
    if plan.map({ ObjectIdentifier($0.modelType) != ObjectIdentifier(type(of: existing)) }) ?? true,
      let type = type(of: existing) as? any ReflectiveModel.Type
    {
      plan = context.registry.plan(for: type)
    }
    if let plan {
      do {
        let input = try ObjectInput(item, expected: plan.typeName, transparent: plan.isTransparent)
        try plan.hydrateNested(&existing, input, context: &context)
      } catch let failure as ConversionFailure {
        context.record(failure, fatal: true)
      } catch {}
    }
    if isolates, let reason = context.demoteFatal(since: mark) {
      context.record(FailureIsolation.dropped(reason), fatal: false)
      return false
    }
    return true
  }

  /// Whether `existing` may be updated from `item`.
  ///
  /// A resolver that picks another type asks for a new instance (a wrapping one,
  /// ``TypeResolver/external(_:)``, by its wrapper's name). A transparent model (``ModelMapping/transparentProperty``) is updated from a value of any
  /// kind; any other, from an object only.
  static func fits(_ existing: Any, _ item: Any, resolver: TypeResolver?, transparent: Bool = false, context: HydrationContext) -> Bool {
    guard transparent || InputValue.isDictionary(item) else { return false }
    guard let resolver else { return true }
    if resolver.wrapsInput {
      guard let unwrapped = WrappedInput.member(of: item, resolver, context) else { return false }
      return ObjectIdentifier(unwrapped.type) == ObjectIdentifier(type(of: existing))
    }
    guard let picked = try? Subtypes.pick(resolver, item, context) else { return false }
    return ObjectIdentifier(picked) == ObjectIdentifier(type(of: existing))
  }
}

extension Dictionary: InPlaceCollectionShape {
  /// The in-place update of a dictionary property, or `nil` for the ordinary converter.
  ///
  /// A `[String: Model]` property merges by key: a model under a key the input has is updated
  /// in place. On an update (`setValues`), every `[String: Value]` property follows JSON Merge
  /// Patch (RFC 7396): keys the input leaves out are kept, a `null` removes its key, and a
  /// `[String: Any]` value merges recursively.
  static func makeInPlace(_ builder: ConverterBuilder) throws -> InPlaceCollection? {
    guard Key.self == String.self else { return nil }
    guard let modelType = Value.self as? any ReflectiveModel.Type else { return try mergePatching(builder) }
    let declared = builder.hint ?? modelType
    let reference = builder.compiler.reference(for: declared)
    let resolver = builder.resolver ?? builder.compiler.subtypeResolver(for: declared)
    let isolates = builder.isolates(Value.self)
    let (element, strict) = try builder.elementConversion(Value.self, checksEach: false)
    return { current, raw, context in
      guard let current = current as? [String: Value], !current.isEmpty, InputValue.isDictionary(raw) else { return nil }
      let patching = context.isUpdating
      // (A transparent model has no subtypes: the declared plan says it for every entry.)
      let transparent = reference.plan?.isTransparent == true
      var result: [String: Value] = patching ? current : [:]
      func take(_ key: String, _ item: Any, _ context: inout HydrationContext) {
        if patching, MergePatch.isNull(item) {
          result[key] = nil
          return
        }
        if let existing = current[key], CollectionInPlace.fits(existing, item, resolver: resolver, transparent: transparent, context: context) {
          var updated: Any = existing
          let kept = CollectionInPlace.update(
            &updated, from: item, at: .entry(key), declared: reference, isolates: isolates, resolver: resolver, context: &context)
          result[key] = kept ? updated as? Value : nil
          return
        }
        result[key] = nil
        ElementConverting.convert(item, index: .entry(key), element, true, strict, &context) { result[key] = $0 }
      }
      try CollectionInPlace.forEachMember(of: raw, &context, take)
      return result
    }
  }
}

extension Dictionary {
  /// The merge-patch update of a `[String: Value]` property whose values are not models.
  fileprivate static func mergePatching(_ builder: ConverterBuilder) throws -> InPlaceCollection? {
    if Value.self == Any.self && builder.hint == nil && builder.resolver == nil {
      return { current, raw, context in
        guard context.isUpdating, var result = current as? [String: Any], InputValue.isDictionary(raw) else { return nil }
        MergePatch.apply(try InputValue.dictionary(InputValue.materialized(raw), expected: "dictionary"), to: &result)
        return result
      }
    }
    let (element, strict) = try builder.elementConversion(Value.self, checksEach: false)
    let descends = builder.descends(into: Value.self)
    // An entry holding a registered enumeration takes a merge patch, as an enum property does.
    let enumeration = builder.transforms[ObjectIdentifier(unwrappingOptional(Value.self))]?.enumCoding.map { coding in
      (coding, EnumMembers(builder, typeName: coding.typeName))
    }
    return { current, raw, context in
      guard context.isUpdating, let current = current as? [String: Value], InputValue.isDictionary(raw) else { return nil }
      var result = current
      func take(_ key: String, _ item: Any, _ context: inout HydrationContext) {
        if MergePatch.isNull(item) {
          result[key] = nil
          return
        }
        var item = item
        if let (coding, members) = enumeration, InputValue.isDictionary(item), let old = result[key].flatMap(unwrapBoxedOptional),
          let merged = EnumReading.merged(item, into: old, coding, members, registry: context.registry)
        {
          item = merged
        }
        ElementConverting.convert(item, index: .entry(key), element, descends, strict, &context) { result[key] = $0 }
      }
      try CollectionInPlace.forEachMember(of: raw, &context, take)
      return result
    }
  }
}

extension Array: InPlaceCollectionShape {
  static func makeInPlace(_ builder: ConverterBuilder) throws -> InPlaceCollection? {
    guard let modelType = Element.self as? any ReflectiveModel.Type else { return nil }
    let declared = builder.hint ?? modelType
    guard builder.compiler.isIdentified(declared) else { return nil }
    let reference = builder.compiler.reference(for: declared)
    let resolver = builder.resolver ?? builder.compiler.subtypeResolver(for: declared)
    let isolates = builder.isolates(Element.self)
    let (element, strict) = try builder.elementConversion(Element.self, checksEach: false)
    return { current, raw, context in
      guard let current = current as? [Element], !current.isEmpty, let identity = reference.plan?.collections.identity,
        InputValue.tapeArray(raw) != nil || (try? InputValue.array(raw, expected: "array")) != nil
      else { return nil }
      let transparent = reference.plan?.isTransparent == true
      var byIdentifier: [String: Element] = [:]
      for model in current {
        if let identifier = identity.current(model), byIdentifier[identifier] == nil {
          byIdentifier[identifier] = model
        }
      }
      var result: [Element] = []
      func take(_ index: Int, _ item: Any, _ context: inout HydrationContext) {
        // (Under a wrapping resolver, the identifier is in the wrapper's member.)
        let keyed = resolver.flatMap { WrappedInput.member(of: item, $0, context)?.value } ?? item
        if let identifier = identity.input(keyed), let existing = byIdentifier[identifier],
          CollectionInPlace.fits(existing, item, resolver: resolver, transparent: transparent, context: context)
        {
          byIdentifier[identifier] = nil
          var updated: Any = existing
          if CollectionInPlace.update(
            &updated, from: item, at: .index(index), declared: reference, isolates: isolates, resolver: resolver,
            context: &context),
            let updated = updated as? Element
          {
            result.append(updated)
          }
          return
        }
        ElementConverting.convert(item, index: .index(index), element, true, strict, &context) { result.append($0) }
      }
      if let tape = InputValue.tapeArray(raw) {
        result.reserveCapacity(tape.count)
        tape.forEachElement { index, item in
          if context.isStopped { return }
          take(index, item, &context)
        }
      } else {
        let items = try InputValue.array(raw, expected: "array")
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() where !context.isStopped { take(index, item, &context) }
      }
      return result
    }
  }
}
