import Foundation

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

  func nestedOutput<C>(of model: C, context: inout OutputContext) throws -> Any {
    guard let typed = Self.unboxed(model) else { return [String: Any]() }
    return try nestedOutput(typed, context: &context)
  }

  /// ``output(_:context:)`` of a model inside another value: a transparent model's JSON value
  /// is its property's (`null` for nil), any other model's its object.
  @inline(__always)
  func nestedOutput(_ model: Model, context: inout OutputContext) throws -> Any {
    if let transparent = transparentMember, context.mode == .json {
      // Under a wrapping resolver (external, adjacent) the value goes in its wrapper.
      guard let tag = context.subtypeTag, tag.wraps else { return try transparentValue(model, transparent, &context) }
      context.subtypeTag = nil
      defer { context.subtypeTag = tag }
      let value = try transparentValue(model, transparent, &context)
      guard let wrapped = tag.wrap(value, of: type(of: model)) else { throw unnamedError(model, context) }
      return wrapped
    }
    return try output(model, context: &context)
  }

  /// The JSON value of a transparent model: its one property's, `null` for nil.
  @inline(never)
  private func transparentValue(_ model: Model, _ member: OutputMember<Model>, _ context: inout OutputContext) throws -> Any {
    try member.value(model, &context) ?? NSNull()
  }

  func writeJSON<C>(_ model: C, into writer: inout JSONWriter, context: inout OutputContext) throws {
    guard let typed = Self.unboxed(model) else { return writer.writeNull() }
    try write(typed, into: &writer, context: &context)
  }

  /// The plain (property names) or JSON (service keys) dictionary of `model`.
  func output(_ model: Model, context: inout OutputContext) throws -> [String: Any] {
    switch context.mode {
    case .plain:
      if context.subtypeTag != nil { return try wrappedPlainOutput(model, context: &context) }
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
      if let transparent = transparentMember {
        // A transparent model's JSON is its property's value: a dictionary only when it is one.
        let value = try transparentValue(model, transparent, &context)
        guard let object = value as? [String: Any] else {
          throw context.error(
            .notRepresentable(
              expected: "a JSON object", found: "\(MessageText.value(value)) (\(typeName) is transparent; jsonData() writes any value)"))
        }
        return object
      }
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
    if let tag, tag.wraps {
      let object = try jsonOutput(model, tag: ownSubtypeTag, context: &context)
      guard let wrapped = tag.wrap(object, of: type(of: model)) else { throw unnamedError(model, context) }
      return wrapped
    }
    return try jsonOutput(model, tag: tag, context: &context)
  }

  /// The plain output of a model a wrapping resolver's tag applies to (only those tag plain
  /// output), in its wrapper; a type the resolver names no name for is left unwrapped.
  @inline(never)
  private func wrappedPlainOutput(_ model: Model, context: inout OutputContext) throws -> [String: Any] {
    let saved = context.subtypeTag
    context.subtypeTag = nil
    defer { context.subtypeTag = saved }
    let object = try output(model, context: &context)
    return saved?.wrap(object, of: type(of: model)) ?? object
  }

  /// The problem of a model a wrapping resolver has no name for: its output would not read back.
  private func unnamedError(_ model: Model, _ context: OutputContext) -> OutputFailure {
    context.error(
      .notRepresentable(
        expected: "a type its property's resolver names", found: "\(MessageText.typeName(type(of: model))), which its table and typeName do not name")
    )
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
    // (Under a wrapping resolver, a transparent model's value goes in its wrapper: `writeWrapped`.)
    if let transparent = transparentMember, context.subtypeTag?.wraps != true {
      return try DynamicOutput.write(transparentValue(model, transparent, &context), &writer, &context)
    }
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
    if tag.wraps { return try writeWrapped(model, tag: tag, into: &writer, context: &context) }
    try write(model, tag: tag, into: &writer, context: &context)
  }

  /// Writes `model` inside the wrapper of a wrapping resolver's `tag` (the adjacent tag
  /// first, unless keys are sorted and the payload key sorts first).
  private func writeWrapped(_ model: Model, tag: SubtypeTag, into writer: inout JSONWriter, context: inout OutputContext) throws {
    guard let (named, member) = tag.wrapping(type(of: model)) else { throw unnamedError(model, context) }
    let tagFirst = named.map { !context.options.contains(.sortedKeys) || JSONWriter.keyPrecedes($0.key, member) } ?? false
    writer.beginObject()
    if let named, tagFirst {
      writer.writeKey(named.key)
      writer.writeString(named.name)
    }
    try OutputFailure.at(.key(member)) {
      writer.writeKey(member)
      if let transparent = transparentMember {
        try DynamicOutput.write(transparentValue(model, transparent, &context), &writer, &context)
      } else if let own = ownSubtypeTag {
        try write(model, tag: own, into: &writer, context: &context)
      } else {
        try writeUntagged(model, into: &writer, context: &context)
      }
    }
    if let named, !tagFirst {
      writer.writeKey(named.key)
      writer.writeString(named.name)
    }
    writer.endObject()
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
