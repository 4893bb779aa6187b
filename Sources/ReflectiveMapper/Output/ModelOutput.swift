import Foundation

/// One output member of a model: a stored property (or a mapped computed one), how to
/// read it and how to emit it.
final class OutputMember<Model>: @unchecked Sendable {
  let property: String
  let component: PathComponent
  /// Whether the property is nil now (used to skip empty nested objects of dotted paths).
  let isNil: (Model) -> Bool
  /// The output value; `nil` when the key is left out (a nil property, or a cut cycle),
  /// `NSNull` for a nil property under ``OutputOptions/includeNulls``. Reads the property once.
  let value: (Model, inout OutputContext) throws -> Any?
  /// Writes the key (given pre-encoded) and the value, or nothing for a left-out nil.
  let write: (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void

  init(
    property: String, component: PathComponent, isNil: @escaping (Model) -> Bool,
    value: @escaping (Model, inout OutputContext) throws -> Any?,
    write: @escaping (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void
  ) {
    self.property = property
    self.component = component
    self.isNil = isNil
    self.value = value
    self.write = write
  }
}

/// The JSON shape of a model: service keys, with dotted key paths rebuilt as nested objects.
///
/// A class, so that walking the tree retains one reference per node.
final class OutputNode<Model>: @unchecked Sendable {
  let key: String
  let encodedKey: [UInt8]
  /// The property written at this key, or `nil` for a nested object of `children`.
  let member: OutputMember<Model>?
  let children: [OutputNode<Model>]

  init(key: String, member: OutputMember<Model>?, children: [OutputNode<Model>]) {
    self.key = key
    self.encodedKey = JSONWriter.encodedKey(key)
    self.member = member
    self.children = children
  }

  /// Whether writing this node writes anything for `model`.
  func hasOutput(_ model: Model, includeNulls: Bool) -> Bool {
    if let member { return includeNulls || !member.isNil(model) }
    return children.contains { $0.hasOutput(model, includeNulls: includeNulls) }
  }

  /// Builds the node tree from members and their service paths, in member order (or
  /// sorted by key).
  static func tree(_ entries: [(path: [String], member: OutputMember<Model>)], sorted: Bool) -> [OutputNode<Model>] {
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
    if sorted { order.sort { JSONWriter.keyPrecedes($0, $1) } }
    return order.map { key in
      if let member = leaves[key] { return OutputNode(key: key, member: member, children: []) }
      return OutputNode(key: key, member: nil, children: tree(groups[key] ?? [], sorted: sorted))
    }
  }
}

/// Output of nested models, with cycle detection.
enum ModelOutput {
  static func plan(for object: AnyObject, declared: PlanReference?, _ context: OutputContext) throws -> any AnyModelPlan {
    if let declared = declared?.plan, ObjectIdentifier(declared.modelType) == ObjectIdentifier(type(of: object)) {
      return declared
    }
    guard let type = type(of: object) as? any ReflectiveModel.Type else {
      throw context.error(.notJSONEncodable("\(Describe.typeName(type(of: object))) is not a ReflectiveModel"))
    }
    return context.registry.plan(for: type)
  }

  static func value(_ object: AnyObject, declared: PlanReference?, _ context: inout OutputContext) throws -> Any? {
    let plan = try plan(for: object, declared: declared, context)
    if context.mode == .plain, context.ancestors.count >= OutputContext.maxDepth { return nil }
    guard try context.enter(object) else { return nil }
    defer { context.leave() }
    return try plan.outputValue(object, context: &context)
  }

  static func write(_ object: AnyObject, declared: PlanReference?, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    let plan = try plan(for: object, declared: declared, context)
    guard try context.enter(object) else { return writer.writeNull() }
    defer { context.leave() }
    try plan.writeJSON(object, into: &writer, context: &context)
  }
}

extension ModelPlan {
  func outputValue(_ object: AnyObject, context: inout OutputContext) throws -> [String: Any] {
    guard let model = object as? Model else { return [:] }
    switch context.mode {
    case .plain:
      var result: [String: Any] = [:]
      let members = outputMembers
      var index = 0
      while index < members.count {
        let member = members[index]
        index += 1
        // Plain output never fails: a value an adapter cannot serialize is left out.
        if let value = try? member.value(model, &context) { result[member.property] = value }
      }
      return result
    case .json:
      var result = try jsonValue(jsonTree, model, &context)
      if let unknown = unknownValues?(model) {
        for (key, raw) in unknown where result[key] == nil {
          try OutputFailure.at(.key(key)) {
            if let value = try DynamicOutput.value(raw, &context) { result[key] = value }
          }
        }
      }
      return result
    }
  }

  private func jsonValue(_ nodes: [OutputNode<Model>], _ model: Model, _ context: inout OutputContext) throws -> [String: Any] {
    var result: [String: Any] = Dictionary(minimumCapacity: nodes.count)
    var index = 0
    while index < nodes.count {
      let node = nodes[index]
      index += 1
      if let member = node.member {
        try OutputFailure.at(member.component) {
          if let value = try member.value(model, &context) { result.updateValue(value, forKey: node.key) }
        }
      } else {
        let nested = try jsonValue(node.children, model, &context)
        if !nested.isEmpty { result[node.key] = nested }
      }
    }
    return result
  }

  func writeJSON(_ object: AnyObject, into writer: inout JSONWriter, context: inout OutputContext) throws {
    guard let model = object as? Model else { return writer.writeNull() }
    if let unknown = unknownValues?(model), !unknown.isEmpty {
      // Collected keys are written unless a property wrote the same key: build the object
      // (as jsonObject does), then write it.
      let value = try outputValue(object, context: &context)
      return try DynamicOutput.write(value, &writer, &context)
    }
    writer.beginObject()
    let nodes = context.options.contains(.sortedKeys) ? sortedJSONTree : jsonTree
    try writeNodes(nodes, model, &writer, &context)
    writer.endObject()
  }

  private func writeNodes(_ nodes: [OutputNode<Model>], _ model: Model, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    let includeNulls = context.options.contains(.includeNulls)
    var index = 0
    while index < nodes.count {
      let node = nodes[index]
      index += 1
      if let member = node.member {
        try OutputFailure.at(member.component) {
          try member.write(model, node.encodedKey, &writer, &context)
        }
      } else {
        guard node.hasOutput(model, includeNulls: includeNulls) else { continue }
        writer.writeEncodedKey(node.encodedKey)
        writer.beginObject()
        try writeNodes(node.children, model, &writer, &context)
        writer.endObject()
      }
    }
  }
}
