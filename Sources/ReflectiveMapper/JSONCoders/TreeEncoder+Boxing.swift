import Foundation

/// What a value type is to the encoder: written by its own `encode(to:)`, or one that the
/// encoder writes itself (as `JSONEncoder` does for dates, data, URLs, decimals and
/// `[String: Value]`), or a model written by its plan.
enum EncodedValueKind {
  case plain, date, data, url, decimal, stringDictionary, model

  /// The kind of `type`.
  static func of<T>(_ type: T.Type) -> EncodedValueKind {
    if type == Date.self { return .date }
    if type == Data.self { return .data }
    if type == URL.self { return .url }
    if type == Decimal.self { return .decimal }
    if type is any ReflectiveCodable.Type { return .model }
    if type is any EncodableStringDictionary.Type { return .stringDictionary }
    return .plain
  }
}

extension TreeEncodingRun {
  /// The node of `value` at `path`, or `nil` when its `encode(to:)` encodes nothing.
  func box<T: Encodable>(_ value: T, at path: TreeEncodingPath) throws -> EncodedNode? {
    // The commonest scalars first, by their metatypes (no cast through the runtime).
    if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if T.self == Int.self { return .int(Int64(unsafeBitCast(value, to: Int.self))) }
    if T.self == Double.self { return try floating(unsafeBitCast(value, to: Double.self), at: path) }
    if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
    if T.self == Int64.self { return .int(unsafeBitCast(value, to: Int64.self)) }
    if T.self == Float.self { return try floating(unsafeBitCast(value, to: Float.self), at: path) }
    let id = ObjectIdentifier(T.self)
    let kind: EncodedValueKind
    if id == lastType {
      kind = lastKind
    } else {
      if let known = kinds[id] {
        kind = known
      } else {
        kind = .of(T.self)
        kinds[id] = kind
      }
      lastType = id
      lastKind = kind
    }
    switch kind {
    case .plain:
      break
    case .date:
      return try date(unsafeBitCast(value, to: Date.self), at: path)
    case .data:
      return try data(unsafeBitCast(value, to: Data.self), at: path)
    case .url:
      return .string(unsafeBitCast(value, to: URL.self).absoluteString)
    case .decimal:
      return try decimal(unsafeBitCast(value, to: Decimal.self), at: path)
    case .stringDictionary:
      let object = EncodedObject()
      try (value as! any EncodableStringDictionary).encodeMembers(into: object, run: self, at: path)
      return .object(object)
    case .model:
      return try model(value as! any ReflectiveCodable, at: path)
    }
    let encoder = TreeEncoder(run: self, path: path)
    try value.encode(to: encoder)
    return encoder.value
  }

  /// A finite number as it is; a non-finite one as `nonConformingFloatEncodingStrategy` says.
  func floating<F: BinaryFloatingPoint>(_ number: F, at path: TreeEncodingPath) throws -> EncodedNode {
    if number.isFinite { return F.self == Float.self ? .float(Float(number)) : .double(Double(number)) }
    guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = options.nonConformingFloatEncodingStrategy else {
      let name = number.isNaN ? "\(F.self).nan" : number < 0 ? "-\(F.self).infinity" : "\(F.self).infinity"
      throw EncodingError.invalidValue(
        number,
        .init(
          codingPath: path.codingPath,
          debugDescription:
            "Unable to encode \(name) directly in JSON. Use nonConformingFloatEncodingStrategy = .convertToString to specify how the value should be encoded."
        ))
    }
    return .string(number.isNaN ? nan : number < 0 ? negativeInfinity : positiveInfinity)
  }

  /// An integer as its node: digits in the arena when no 64-bit node holds it (`Int128`).
  func integer<I: BinaryInteger>(_ value: I) -> EncodedNode {
    if let small = Int64(exactly: value) { return .int(small) }
    if let unsigned = UInt64(exactly: value) { return .uint(unsigned) }
    let start = arena.count
    arena.append(contentsOf: String(value).utf8)
    return .text(start: start, count: arena.count - start)
  }

  /// The registry models of `base` use in this call: `base` with the encoder's strategies in
  /// the settings it leaves unset.
  func registry(for base: MappingRegistry) -> MappingRegistry {
    if let last = lastRegistry, last.base === base { return last.derived }
    let derived = options.registries.registry(for: base)
    lastRegistry = (base, derived)
    return derived
  }

  /// A `Decimal` as its number text (`JSONEncoder` writes its `description`).
  func decimal(_ number: Decimal, at path: TreeEncodingPath) throws -> EncodedNode {
    guard !number.isNaN else {
      throw EncodingError.invalidValue(number, .init(codingPath: path.codingPath, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
    }
    let start = arena.count
    arena.append(contentsOf: number.description.utf8)
    return .text(start: start, count: arena.count - start)
  }

  /// A date as `dateEncodingStrategy` says.
  func date(_ date: Date, at path: TreeEncodingPath) throws -> EncodedNode? {
    switch options.dateEncodingStrategy {
    // A non-finite interval is refused (or named) as any non-finite number is.
    case .deferredToDate:
      // (What `Date.encode(to:)` writes.)
      return try floating(date.timeIntervalSinceReferenceDate, at: path)
    case .secondsSince1970:
      return try floating(date.timeIntervalSince1970, at: path)
    case .millisecondsSince1970:
      return try floating(1000.0 * date.timeIntervalSince1970, at: path)
    case .iso8601:
      return .string(date.formatted(.iso8601))
    case .custom(let closure):
      let encoder = TreeEncoder(run: self, path: path)
      try closure(date, encoder)
      return encoder.value ?? .object(EncodedObject())
    #if canImport(Darwin)
      case .formatted(let formatter):
        return .string(formatter.string(from: date))
    #endif
    @unknown default:
      let encoder = TreeEncoder(run: self, path: path)
      try date.encode(to: encoder)
      return encoder.value
    }
  }

  /// Bytes as `dataEncodingStrategy` says.
  func data(_ data: Data, at path: TreeEncodingPath) throws -> EncodedNode? {
    switch options.dataEncodingStrategy {
    case .base64:
      return .string(data.base64EncodedString())
    case .deferredToData:
      let encoder = TreeEncoder(run: self, path: path)
      try data.encode(to: encoder)
      return encoder.value
    case .custom(let closure):
      let encoder = TreeEncoder(run: self, path: path)
      try closure(data, encoder)
      return encoder.value ?? .object(EncodedObject())
    @unknown default:
      return .string(data.base64EncodedString())
    }
  }

  /// A model written by its output plan into the arena, with the call's registry (else the
  /// model type's), keys sorted when the output sorts them.
  func model(_ model: any ReflectiveCodable, at path: TreeEncodingPath) throws -> EncodedNode {
    func write<M: ReflectiveCodable>(_ model: M) throws -> EncodedNode {
      let start = arena.count
      do {
        let registry = self.registry(for: registry ?? M.codingRegistry)
        try model.appendJSON(to: &arena, registry: registry, sortedKeys: sortsKeys, escapingSlashes: escapesSlashes)
      } catch let error as MappingError {
        arena.removeSubrange(start...)
        throw EncodingError.invalidValue(
          model, .init(codingPath: path.codingPath, debugDescription: error.description, underlyingError: error))
      }
      return .text(start: start, count: arena.count - start)
    }
    return try write(model)
  }
}

/// A `[String: Value]` dictionary, whose keys `JSONEncoder` writes as they are (no key
/// strategy applies to them).
protocol EncodableStringDictionary {
  /// Encodes each entry into `object`.
  func encodeMembers(into object: EncodedObject, run: TreeEncodingRun, at path: TreeEncodingPath) throws
}

extension Dictionary: EncodableStringDictionary where Key == String, Value: Encodable {
  func encodeMembers(into object: EncodedObject, run: TreeEncodingRun, at path: TreeEncodingPath) throws {
    let holder = TreeEncoder(run: run, path: path)
    for (key, value) in self {
      let node = try run.box(value, at: TreeEncodingPath(parent: holder, nested: [], key: AnyValueCodingKey(stringValue: key)))
      object.set(node ?? .object(EncodedObject()), for: key)
    }
  }
}

extension ReflectiveModel {
  /// Appends the model's JSON text to `bytes`, as ``jsonData(registry:prettyPrinted:options:)``
  /// writes it (compact), its strings' slashes escaped with `escapingSlashes`.
  ///
  /// - Throws: `MappingError` as `jsonData` does.
  func appendJSON(to bytes: inout [UInt8], registry: MappingRegistry, sortedKeys: Bool, escapingSlashes: Bool) throws {
    let plan = registry.plan(for: type(of: self))
    let options: OutputOptions = sortedKeys ? .sortedKeys : []
    var context = OutputContext(registry: registry, mode: .json, options: options, rootName: plan.typeName)
    var writer = JSONWriter(options: TopLevelOutput.writerOptions(prettyPrinted: false, options))
    writer.escapesSlashes = escapingSlashes
    swap(&writer.bytes, &bytes)
    defer { swap(&writer.bytes, &bytes) }
    try OutputContext.run(rootName: plan.typeName) {
      try context.enterRoot(self, plan)
      try plan.writeJSON(self, into: &writer, context: &context)
    }
  }
}
