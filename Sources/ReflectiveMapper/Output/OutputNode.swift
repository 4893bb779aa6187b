import Foundation

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
