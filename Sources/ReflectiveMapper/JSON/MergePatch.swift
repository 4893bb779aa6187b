import Foundation

/// Computes RFC 7396 merge patches between JSON objects.
enum MergePatch {
  /// The patch that turns `old` into `new`: changed members, nested patches for objects on
  /// both sides, `null` for members that are gone.
  static func diff(from old: [String: Any], to new: [String: Any], registry: MappingRegistry) throws -> [String: Any] {
    var patch: [String: Any] = [:]
    for key in old.keys where new[key] == nil { patch[key] = NSNull() }
    for (key, newValue) in new {
      guard let oldValue = old[key] else {
        patch[key] = newValue
        continue
      }
      if let oldObject = oldValue as? [String: Any], let newObject = newValue as? [String: Any] {
        let nested = try diff(from: oldObject, to: newObject, registry: registry)
        if !nested.isEmpty { patch[key] = nested }
      } else if try bytes(of: oldValue, registry: registry) != bytes(of: newValue, registry: registry) {
        patch[key] = newValue
      }
    }
    return patch
  }

  /// Applies `patch` to `target` as RFC 7396 says: `null` removes a member, an object merges
  /// into the object under its key (or into an empty one), anything else replaces the member.
  static func apply(_ patch: [String: Any], to target: inout [String: Any]) {
    for (key, value) in patch {
      if isNull(value) {
        target.removeValue(forKey: key)
      } else if let object = objectValue(value) {
        var nested = target[key].flatMap(objectValue) ?? [:]
        apply(object, to: &nested)
        target[key] = nested
      } else {
        target[key] = value
      }
    }
  }

  /// Throws when `patch`, applied to a model of type `M` made from `old`, does not write `new`:
  /// at the first member where they differ.
  ///
  /// When `old` makes no model, or the patch cannot be applied to it, the check cannot run and
  /// the patch is returned as computed.
  static func check<M: ReflectiveModel>(
    _ patch: [String: Any], from old: [String: Any], to new: [String: Any], as _: M.Type, registry: MappingRegistry
  ) throws {
    guard !patch.isEmpty else { return }
    var issues: [MappingError] = []
    guard var copy = try? M(dictionary: old, registry: registry, issues: &issues),
      (try? copy.setValues(from: patch, registry: registry, issues: &issues)) != nil,
      let reached = try? copy.jsonObject(registry: registry),
      let path = try firstDifference(reached, new, registry: registry)
    else { return }
    throw MappingError(
      path: path.joined(separator: "."),
      reason: .mergePatchUnreachable(
        "no merge patch reproduces this member through \(MessageText.typeName(M.self)): a nested model is updated in place and keeps its type"
      ))
  }

  /// The keys down to the first member where two JSON objects differ, or `nil` when they are
  /// the same JSON.
  static func firstDifference(_ lhs: [String: Any], _ rhs: [String: Any], registry: MappingRegistry) throws -> [String]? {
    for key in Set(lhs.keys).union(rhs.keys).sorted() {
      switch (lhs[key], rhs[key]) {
      case (let left?, let right?):
        if let leftObject = objectValue(left), let rightObject = objectValue(right) {
          if let nested = try firstDifference(leftObject, rightObject, registry: registry) { return [key] + nested }
        } else if try bytes(of: left, registry: registry) != bytes(of: right, registry: registry) {
          return [key]
        }
      default:
        return [key]
      }
    }
    return nil
  }

  /// Whether a JSON value is `null` (`NSNull` or a boxed `nil`), checked by type first.
  static func isNull(_ value: Any) -> Bool {
    type(of: value) == NSNull.self || unwrapBoxedOptional(value) == nil
  }

  /// A JSON object as a dictionary: parsed, or kept as ``RawJSON`` text.
  private static func objectValue(_ value: Any) -> [String: Any]? {
    if let object = value as? [String: Any] { return object }
    if let raw = value as? RawJSON, let object = raw.value as? [String: Any] { return object }
    return nil
  }

  /// The canonical JSON text of a JSON value (keys sorted), which compares values exactly:
  /// numbers by their written digits, a Bool never equal to 1.
  static func bytes(of value: Any, registry: MappingRegistry, prettyPrinted: Bool = false) throws -> Data {
    try TopLevelOutput.jsonData(registry: registry, rootName: "merge patch", prettyPrinted: prettyPrinted, options: .sortedKeys, capacity: 64) {
      writer, context in
      try DynamicOutput.write(value, &writer, &context)
    }
  }
}
