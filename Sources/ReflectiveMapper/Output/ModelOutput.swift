import Foundation

/// An output member without its model type.
///
/// Its property and the path component a failure is located at. ``OutputNode`` holds members
/// as this, so that the node tree is not generic (see there).
class AnyOutputMember: @unchecked Sendable {
  let property: String
  let component: PathComponent
  /// The model type of the `OutputMember` this is (its one subclass), checked before it is read
  /// as one (``OutputNode/member(of:)``).
  let modelType: ObjectIdentifier

  init(property: String, component: PathComponent, modelType: Any.Type) {
    self.property = property
    self.component = component
    self.modelType = ObjectIdentifier(modelType)
  }
}

/// One output member of a model: a stored property (or a mapped computed one), how to
/// read it and how to emit it.
final class OutputMember<Model>: AnyOutputMember, @unchecked Sendable {
  /// Whether the property is nil now (used to skip empty nested objects of dotted paths).
  let isNil: (Model) -> Bool
  /// The output value; `nil` when the key is left out (a nil property, or a cut cycle), `NSNull`
  /// for a nil property under ``OutputOptions/includeNulls``.
  ///
  /// Reads the property once.
  let value: (Model, inout OutputContext) throws -> Any?
  /// Writes the key (given pre-encoded) and the value, or nothing for a left-out nil.
  let write: (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void

  init(
    property: String, component: PathComponent, isNil: @escaping (Model) -> Bool,
    value: @escaping (Model, inout OutputContext) throws -> Any?,
    write: @escaping (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void
  ) {
    self.isNil = isNil
    self.value = value
    self.write = write
    super.init(property: property, component: component, modelType: Model.self)
  }
}

/// The JSON shape of a model: service keys, with dotted key paths rebuilt as nested objects.
///
/// A class, so that walking the tree retains one reference per node. Not generic over the
/// model: output walks the tree in code generic over the model and not specialized, where
/// every operation on an `[OutputNode<Model>]` looked `OutputNode<Model>`'s metadata up in
/// the runtime's cache, about 350 instructions per nested object written (12% of citmStruct's
/// `jsonData`). A tree is built for one model type (``tree(_:sorted:inArray:nested:)`` takes
/// that type's members), and ``member(of:)`` reads a member back as that type's.
final class OutputNode: @unchecked Sendable {
  let key: String
  let encodedKey: [UInt8]
  /// The property written at this key, or `nil` for a nested object (or array) of `children`:
  /// an `OutputMember` of the model the tree is built for.
  private let anyMember: AnyOutputMember?
  let children: [OutputNode]
  /// The children are array elements (index segments of key paths), sorted by ``index``.
  let isArray: Bool
  /// The array position of this node, when it is an element of its parent.
  let index: Int

  init<Model>(key: String, member: OutputMember<Model>?, children: [OutputNode], isArray: Bool = false, index: Int = 0) {
    self.key = key
    self.encodedKey = JSONWriter.encodedKey(key)
    self.anyMember = member
    self.children = children
    self.isArray = isArray
    self.index = index
  }

  /// The property written at this key, in a tree built for `Model`.
  @inline(__always)
  func member<Model>(of _: Model.Type) -> OutputMember<Model>? {
    // A checked cast without a metadata lookup: `OutputMember<M>` is the one subclass of
    // `AnyOutputMember` and records its `M`, so a member made for `Model` is an
    // `OutputMember<Model>`. (A tree is built for one model and read as that model's, so the
    // check never fails; `as!` would look `OutputMember<Model>`'s metadata up on every read.)
    guard let anyMember else { return nil }
    precondition(anyMember.modelType == ObjectIdentifier(Model.self), "an output tree read as another model's")
    return unsafeDowncast(anyMember, to: OutputMember<Model>.self)
  }

  /// Whether writing this node writes anything for `model`.
  func hasOutput<Model>(_ model: Model, includeNulls: Bool) -> Bool {
    if let member = member(of: Model.self) { return includeNulls || !member.isNil(model) }
    return children.contains { $0.hasOutput(model, includeNulls: includeNulls) }
  }

  /// Builds the node tree from members and their service paths, in member order (or sorted by key).
  ///
  /// Where a segment after the first is an index (``IndexPaths``), its parent becomes an array
  /// whose elements are sorted by index.
  static func tree<Model>(
    _ entries: [(path: [String], member: OutputMember<Model>)], sorted: Bool, inArray: Bool = false, nested: Bool = false
  ) -> [OutputNode] {
    // The first segment is always taken literally; later ones may escape digits.
    func keyName(_ segment: String) -> String { nested ? IndexPaths.keyName(segment) : segment }
    var order: [String] = []
    var leaves: [String: OutputMember<Model>] = [:]
    var groups: [String: [(path: [String], member: OutputMember<Model>)]] = [:]
    for entry in entries {
      let head = entry.path[0]
      if leaves[head] == nil, groups[head] == nil { order.append(head) }
      if entry.path.count == 1 {
        leaves[head] = entry.member
      } else {
        groups[head, default: []].append((Array(entry.path.dropFirst()), entry.member))
      }
    }
    if inArray {
      order.sort { (IndexPaths.index(of: $0) ?? 0) < (IndexPaths.index(of: $1) ?? 0) }
    } else if sorted {
      order.sort { JSONWriter.keyPrecedes(keyName($0), keyName($1)) }
    }
    return order.map { segment in
      let index = inArray ? IndexPaths.index(of: segment) ?? 0 : 0
      let key = inArray ? segment : keyName(segment)
      if let member = leaves[segment] { return OutputNode(key: key, member: member, children: [], index: index) }
      let group = groups[segment] ?? []
      let isArray = group.contains { IndexPaths.index(of: $0.path[0]) != nil }
      return OutputNode(
        key: key, member: OutputMember<Model>?.none, children: tree(group, sorted: sorted, inArray: isArray, nested: true),
        isArray: isArray, index: index)
    }
  }

  /// Walks `nodes` (a tree built for `Model`) in order, handing each to the closure for what it
  /// holds: a property (a failure located at its path component), an array of index-path
  /// elements, or a nested object.
  ///
  /// The one node walk of output, for `jsonObject`'s values and `jsonData`'s bytes.
  @inline(__always)
  static func forEach<Model>(
    _ nodes: [OutputNode], of _: Model.Type, member: (OutputNode, OutputMember<Model>) throws -> Void,
    array: (OutputNode) throws -> Void, object: (OutputNode) throws -> Void
  ) throws {
    var index = 0
    while index < nodes.count {
      let node = nodes[index]
      index += 1
      if let property = node.member(of: Model.self) {
        try OutputFailure.at(property.component) { try member(node, property) }
      } else if node.isArray {
        try array(node)
      } else {
        try object(node)
      }
    }
  }

  /// The elements of an array node: its children's values at their indices, `null` in the
  /// holes, up to the last child with output; `nil` when none has any.
  func jsonElements(_ element: (OutputNode) throws -> Any?) rethrows -> [Any]? {
    var values: [(Int, Any)] = []
    for child in children {
      if let value = try element(child) { values.append((child.index, value)) }
    }
    guard let last = values.last?.0 else { return nil }
    var result = [Any](repeating: NSNull(), count: last + 1)
    for (index, value) in values { result[index] = value }
    return result
  }
}

/// A key's bytes in a document, hashed in bulk (hashing an `ArraySlice` goes byte by byte).
///
/// Outside the generic plan, so that a `Set` of them is specialized.
struct KeyBytes: Hashable {
  let bytes: UnsafeRawBufferPointer
  func hash(into hasher: inout Hasher) { hasher.combine(bytes: bytes) }
  static func == (a: KeyBytes, b: KeyBytes) -> Bool { a.bytes.elementsEqual(b.bytes) }
}

/// Output of nested models of either kind (``ModelKind``): the plan of the model's dynamic
/// type, the depth limit, cycles.
enum ModelOutput {
  /// The plan of a model's dynamic type: the declared one when it is that type (always, for
  /// a struct).
  @inline(__always)
  static func plan<C: ReflectiveModel>(of model: C, declared: PlanReference?, _ context: OutputContext) throws -> any AnyModelPlan {
    let type = type(of: model)
    if let declared = declared?.plan, ObjectIdentifier(declared.modelType) == ObjectIdentifier(type) { return declared }
    return try undeclaredPlan(type, context)
  }

  @inline(never)
  private static func undeclaredPlan(_ type: Any.Type, _ context: OutputContext) throws -> any AnyModelPlan {
    guard let modelType = type as? any ReflectiveModel.Type else {
      throw context.error(.notJSONEncodable("\(MessageText.typeName(type)) is not a ReflectiveModel"))
    }
    return context.registry.plan(for: modelType)
  }

  /// The output of a nested model (of a static type, or an `any ReflectiveModel` opened); `nil`
  /// when plain output leaves it out (a cycle, or past the depth limit).
  ///
  /// `typed` is the declared plan as its own type, when the caller knows it (an emitter): a
  /// model of exactly that type is written through it, a direct call with the model where
  /// it is. The erased plan would take it through an existential call, whose generic
  /// argument is copied (for a struct, a retain per reference it holds).
  static func value<C: ReflectiveModel>(
    _ model: C, declared: PlanReference?, typed: TypedPlanReference<C>? = nil, _ context: inout OutputContext
  ) throws -> Any? {
    if context.mode == .plain, context.isAtDepthLimit { return nil }
    if let own = typed?.typedPlan {
      // The measured fast form, written out for each kind (ModelKind's `enter`, a generic
      // `defer` and the exactness check cost citmStruct's output 2-3% instructions).
      if own.kind == .value {
        try context.enterContainer()
        defer { context.leaveContainer() }
        return try own.output(model, context: &context)
      }
      if let objectOf = own.objectOf, type(of: model) == C.self {
        guard try context.enter(objectOf(model)) else { return nil }
        defer { context.leave() }
        return try own.output(model, context: &context)
      }
    }
    let plan = try plan(of: model, declared: declared, context)
    guard try plan.enterOutput(model, &context) else { return nil }
    defer { plan.kind.leave(&context) }
    return try plan.output(of: model, context: &context)
  }

  /// ``value(_:declared:typed:_:)`` of a model known only at run time (opened from `any
  /// ReflectiveModel`), by its type's plan.
  static func value(of model: some ReflectiveModel, _ context: inout OutputContext) throws -> Any? {
    try value(model, declared: nil, &context)
  }

  /// ``write(_:declared:typed:_:_:)`` of a model known only at run time, by its type's plan.
  static func write(of model: some ReflectiveModel, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    try write(model, declared: nil, &writer, &context)
  }

  /// Writes a nested model (of a static type, or an `any ReflectiveModel` opened).
  ///
  /// `null` for a cycle cut; `typed` as for ``value(_:declared:typed:_:)``.
  static func write<C: ReflectiveModel>(
    _ model: C, declared: PlanReference?, typed: TypedPlanReference<C>? = nil, _ writer: inout JSONWriter,
    _ context: inout OutputContext
  ) throws {
    if let own = typed?.typedPlan {
      // As in `value`: the fast form, written out for each kind.
      if own.kind == .value {
        try context.enterContainer()
        defer { context.leaveContainer() }
        return try own.write(model, into: &writer, context: &context)
      }
      if let objectOf = own.objectOf, type(of: model) == C.self {
        guard try context.enter(objectOf(model)) else { return writer.writeNull() }
        defer { context.leave() }
        return try own.write(model, into: &writer, context: &context)
      }
    }
    let plan = try plan(of: model, declared: declared, context)
    guard try plan.enterOutput(model, &context) else { return writer.writeNull() }
    defer { plan.kind.leave(&context) }
    try plan.writeJSON(model, into: &writer, context: &context)
  }
}

extension ModelPlan {
  func enterOutput<C>(_ model: C, _ context: inout OutputContext) throws -> Bool {
    guard let objectOf else {
      try context.enterContainer()
      return true
    }
    // This plan is the model's dynamic type's: a cast of a class instance to its own class.
    guard let typed = Self.unboxed(model) else {
      throw context.error(.typeMismatch(expected: typeName, found: MessageText.typeName(type(of: model))))
    }
    return try context.enter(objectOf(typed))
  }

  func output<C>(of model: C, context: inout OutputContext) throws -> [String: Any] {
    guard let typed = Self.unboxed(model) else { return [:] }
    return try output(typed, context: &context)
  }

  func writeJSON<C>(_ model: C, into writer: inout JSONWriter, context: inout OutputContext) throws {
    guard let typed = Self.unboxed(model) else { return writer.writeNull() }
    try write(typed, into: &writer, context: &context)
  }

  /// The plain (property names) or JSON (service keys) dictionary of `model`.
  func output(_ model: Model, context: inout OutputContext) throws -> [String: Any] {
    switch context.mode {
    case .plain:
      let members = outputMembers
      var result: [String: Any] = Dictionary(minimumCapacity: members.count)
      var index = 0
      while index < members.count {
        let member = members[index]
        index += 1
        // Plain output never fails: a value an adapter cannot serialize is left out.
        if let value = try? member.value(model, &context) { result[member.property] = value }
      }
      return result
    case .json:
      // (Checked without taking the tag: untagged output, nearly all of it, retains nothing.)
      if context.subtypeTag != nil || ownSubtypeTag != nil { return try taggedOutput(model, context: &context) }
      return try jsonOutput(model, tag: nil, context: &context)
    }
  }

  /// ``output(_:context:)`` of a model a resolver's tag applies to, the tag taken off the
  /// context for its members.
  @inline(never)
  private func taggedOutput(_ model: Model, context: inout OutputContext) throws -> [String: Any] {
    let saved = context.subtypeTag
    let tag = saved ?? ownSubtypeTag
    context.subtypeTag = nil
    defer { context.subtypeTag = saved }
    return try jsonOutput(model, tag: tag, context: &context)
  }

  /// The JSON dictionary of `model`, with the fields `tag` adds.
  @inline(__always)
  private func jsonOutput(_ model: Model, tag: SubtypeTag?, context: inout OutputContext) throws -> [String: Any] {
    var result = try jsonValue(jsonTree, model, &context)
    if hasFlattenedMembers { try mergeFlattened(model, into: &result, &context) }
    if let tag {
      for (key, value) in tag.fields(for: model, isWritten: { result[$0] != nil }) {
        try OutputFailure.at(.key(key)) {
          if let value = try DynamicOutput.value(value, &context) { result[key] = value }
        }
      }
    }
    if let unknown = unknownValues?(model) {
      result = try mergingUnknown(unknown, into: result, &context)
    }
    if let transform = settings.transformOutput { result = try transformed(result, model, transform, &context) }
    return result
  }

  /// Merges each flattened model's JSON object into `result`, whose own keys win.
  @inline(never)
  private func mergeFlattened(_ model: Model, into result: inout [String: Any], _ context: inout OutputContext) throws {
    let members = flattenedMembers
    var index = 0
    while index < members.count {
      let member = members[index]
      index += 1
      try OutputFailure.at(member.component) {
        guard let nested = try member.value(model, &context) as? [String: Any] else { return }
        result.merge(nested) { own, _ in own }
      }
    }
  }

  /// The dictionary ``ModelMapping/transformOutput`` returns for `json`, its added values
  /// written by the built-in rules.
  private func transformed(
    _ json: [String: Any], _ model: Model, _ transform: @Sendable (Any, [String: Any]) throws -> [String: Any],
    _ context: inout OutputContext
  ) throws -> [String: Any] {
    let rewritten: [String: Any]
    do {
      rewritten = try transform(model, json)
    } catch let failure as OutputFailure {
      throw failure
    } catch {
      throw context.error(.callbackFailed("transformOutput threw: \(MessageText.truncated(String(describing: error)))"))
    }
    return try DynamicOutput.value(rewritten, &context) as? [String: Any] ?? [:]
  }

  /// `result` with collected unknown keys added (those inside an object of dotted paths
  /// merged back into it; none that a property wrote).
  private func mergingUnknown(_ unknown: [String: Any], into written: [String: Any], _ context: inout OutputContext) throws -> [String: Any] {
    var result = written
    for (key, raw) in unknown {
      try OutputFailure.at(.key(key)) {
        guard let value = try DynamicOutput.value(raw, &context) else { return }
        if let existing = result[key] {
          // Keys collected inside an object of dotted paths go back into that object.
          if let object = existing as? [String: Any], let extra = value as? [String: Any] {
            result[key] = NestedUnknown.merge(object, extra)
          }
        } else {
          result[key] = value
        }
      }
    }
    return result
  }

  private func jsonValue(_ nodes: [OutputNode], _ model: Model, _ context: inout OutputContext) throws -> [String: Any] {
    var result: [String: Any] = Dictionary(minimumCapacity: nodes.count)
    try OutputNode.forEach(
      nodes, of: Model.self,
      member: { node, member in
        if let value = try member.value(model, &context) { result.updateValue(value, forKey: node.key) }
      },
      array: { node in
        if let elements = try jsonElements(node, model, &context) { result[node.key] = elements }
      },
      object: { node in
        let nested = try jsonValue(node.children, model, &context)
        if !nested.isEmpty { result[node.key] = nested }
      })
    return result
  }

  /// The JSON array an array node of index paths writes, or `nil` when it writes nothing.
  private func jsonElements(_ node: OutputNode, _ model: Model, _ context: inout OutputContext) throws -> [Any]? {
    try node.jsonElements { child -> Any? in
      if let member = child.member(of: Model.self) {
        return try OutputFailure.at(member.component) { try member.value(model, &context) }
      }
      if child.isArray { return try jsonElements(child, model, &context) }
      let nested = try jsonValue(child.children, model, &context)
      return nested.isEmpty ? nil : nested
    }
  }

  /// Writes `model` as a JSON object.
  func write(_ model: Model, into writer: inout JSONWriter, context: inout OutputContext) throws {
    if context.subtypeTag != nil || ownSubtypeTag != nil { return try writeTagged(model, into: &writer, context: &context) }
    try writeUntagged(model, into: &writer, context: &context)
  }

  /// ``write(_:into:context:)`` of a model a resolver's tag applies to, the tag taken off the
  /// context for its members.
  @inline(never)
  private func writeTagged(_ model: Model, into writer: inout JSONWriter, context: inout OutputContext) throws {
    let saved = context.subtypeTag
    let tag = saved ?? ownSubtypeTag!
    context.subtypeTag = nil
    defer { context.subtypeTag = saved }
    try write(model, tag: tag, into: &writer, context: &context)
  }

  /// Writes `model` with the fields `tag` adds: first, unless keys are sorted or the model
  /// has more to merge (collected keys, an output hook), where its dictionary is built and
  /// written.
  private func write(_ model: Model, tag: SubtypeTag, into writer: inout JSONWriter, context: inout OutputContext) throws {
    let hasUnknown = (rawUnknownValues.map { !$0(model).isEmpty } ?? false) || (unknownValues.map { !$0(model).isEmpty } ?? false)
    if settings.transformOutput != nil || hasFlattenedMembers || context.options.contains(.sortedKeys) || hasUnknown {
      let value = try jsonOutput(model, tag: tag, context: &context)
      return try DynamicOutput.write(value, &writer, &context)
    }
    let includeNulls = context.options.contains(.includeNulls)
    let fields = tag.fields(for: model) { key in jsonTree.contains { $0.key == key && $0.hasOutput(model, includeNulls: includeNulls) } }
    writer.beginObject()
    for (key, value) in fields {
      try OutputFailure.at(.key(key)) {
        writer.writeKey(key)
        try DynamicOutput.write(value, &writer, &context)
      }
    }
    try writeNodes(jsonTree, model, &writer, &context)
    writer.endObject()
  }

  @inline(__always)
  private func writeUntagged(_ model: Model, into writer: inout JSONWriter, context: inout OutputContext) throws {
    if settings.transformOutput != nil || hasFlattenedMembers {
      // The hook rewrites the dictionary: build it (as jsonObject does), then write it.
      let value = try output(model, context: &context)
      return try DynamicOutput.write(value, &writer, &context)
    }
    let nodes = context.options.contains(.sortedKeys) ? sortedJSONTree : jsonTree
    if let raw = rawUnknownValues?(model), !raw.isEmpty, writer.options.isEmpty,
      !nodes.contains(where: { raw.entries[$0.key] != nil })
    {
      // UnknownKeys: the model's keys, then the members copied from the input as they were
      // written (a repeated key once, its last value; none that a property writes), then
      // the entries kept as values.
      writer.beginObject()
      try writeNodes(nodes, model, &writer, &context)
      try writeCopied(raw, &writer, &context)
      writer.endObject()
      return
    }
    if let unknown = unknownValues?(model), !unknown.isEmpty {
      // Collected keys are written unless a property wrote the same key, and those collected
      // inside an object of dotted paths go back into it: when a collected key meets a
      // key of the model, or keys are sorted, build the object (as jsonObject does) and
      // write it; otherwise write the model's keys, then the collected ones as they are
      // (collected JSON text verbatim).
      if context.options.contains(.sortedKeys) || nodes.contains(where: { unknown[$0.key] != nil }) {
        let value = try output(model, context: &context)
        return try DynamicOutput.write(value, &writer, &context)
      }
      writer.beginObject()
      try writeNodes(nodes, model, &writer, &context)
      for (key, raw) in unknown {
        try OutputFailure.at(.key(key)) {
          writer.writeKey(key)
          try DynamicOutput.write(raw, &writer, &context)
        }
      }
      writer.endObject()
      return
    }
    writer.beginObject()
    try writeNodes(nodes, model, &writer, &context)
    writer.endObject()
  }

  /// Writes the members and entries of `raw` after the model's own keys.
  private func writeCopied(_ raw: UnknownKeys, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    if let document = raw.document {
      document.bytes.withUnsafeBytes { bytes in
        var written: Set<KeyBytes> = []
        let members = raw.members
        var index = members.count
        var chosen: [Int] = []
        chosen.reserveCapacity(index)
        if members.count > 1 { written.reserveCapacity(members.count) }
        // The last occurrence of a key wins: walk back, keep the first seen of each key.
        while index > 0 {
          index -= 1
          let key = UnsafeRawBufferPointer(rebasing: bytes[members[index].key])
          if members.count > 1, !written.insert(KeyBytes(bytes: key)).inserted { continue }
          if outputOnlyKeys.contains(where: { $0.elementsEqual(key) }) { continue }
          if !raw.entries.isEmpty, raw.entries[String(decoding: key, as: UTF8.self)] != nil { continue }
          chosen.append(index)
        }
        for position in chosen.reversed() {
          let member = members[position]
          writer.writeKey(unescapedBytes: UnsafeRawBufferPointer(rebasing: bytes[member.key]))
          writer.writeRaw(UnsafeRawBufferPointer(rebasing: bytes[member.value]))
        }
      }
    }
    for (key, value) in raw.entries {
      try OutputFailure.at(.key(key)) {
        writer.writeKey(key)
        try DynamicOutput.write(value, &writer, &context)
      }
    }
  }

  private func writeNodes(_ nodes: [OutputNode], _ model: Model, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    let includeNulls = context.options.contains(.includeNulls)
    try OutputNode.forEach(
      nodes, of: Model.self,
      member: { node, member in try member.write(model, node.encodedKey, &writer, &context) },
      array: { node in
        // Index paths are rare: their arrays are built as values, then written.
        guard let elements = try jsonElements(node, model, &context) else { return }
        writer.writeEncodedKey(node.encodedKey)
        try DynamicOutput.write(elements, &writer, &context)
      },
      object: { node in
        guard node.hasOutput(model, includeNulls: includeNulls) else { return }
        writer.writeEncodedKey(node.encodedKey)
        writer.beginObject()
        try writeNodes(node.children, model, &writer, &context)
        writer.endObject()
      })
  }
}
