public import Foundation

/// JSON Merge Patches (RFC 7396) between two versions of a model.
extension ReflectiveModel {
  /// The JSON Merge Patch (RFC 7396) that turns `original`'s JSON into this model's.
  ///
  /// Both models are written with ``jsonObject(registry:includeNulls:)``, so the patch is in
  /// service keys and dotted paths. A member whose value changed is in the patch; a nested
  /// object that changed is a nested patch of its own; an array that changed is replaced
  /// whole (RFC 7396 has no array edits); a member that is gone (a property that became `nil`)
  /// is `null`. Unchanged members are left out, so equal models give `[:]`.
  ///
  /// Apply it with `setValues(fromJSON:)` (or `setValues(from:)`), on this side or on a server
  /// that maps the same model:
  ///
  /// ```swift
  /// var edited = original
  /// edited.title = "New title"
  /// let patch = try edited.mergePatchData(from: original)   // {"title":"New title"}
  /// try original.setValues(fromJSON: patch)                 // original now equals edited
  /// ```
  ///
  /// - Parameters:
  ///   - original: The model as it was.
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  /// The patch is checked before it is returned: applied to a model made from `original`'s
  /// JSON, it must give this model's JSON. Some changes no patch can make through the model: a
  /// nested model is updated in place and keeps its type, so a change of subtype whose target
  /// does not carry the discriminator cannot be patched. Such a patch is never returned.
  ///
  /// - Returns: The patch, a JSON object `JSONSerialization` can write.
  /// - Throws: `MappingError` when either model cannot be written as JSON, or
  ///   ``MappingError/Reason/mergePatchUnreachable(_:)`` at the first member the patch would
  ///   not reproduce.
  public func mergePatch(from original: Self, registry: MappingRegistry = .shared) throws -> [String: Any] {
    let old = try original.jsonObject(registry: registry)
    let new = try jsonObject(registry: registry)
    let patch = try MergePatch.diff(from: old, to: new, registry: registry)
    try MergePatch.check(patch, from: old, to: new, as: Self.self, registry: registry)
    return patch
  }

  /// ``mergePatch(from:registry:)`` as UTF-8 JSON bytes, ready for an
  /// `application/merge-patch+json` request body.
  ///
  /// - Parameters:
  ///   - original: The model as it was.
  ///   - registry: The registry whose mappings name the keys (``MappingRegistry/shared`` by default).
  ///   - prettyPrinted: Two-space indentation, one member per line.
  /// - Returns: The patch's UTF-8 bytes, keys sorted.
  /// - Throws: `MappingError` when either model cannot be written as JSON.
  public func mergePatchData(from original: Self, registry: MappingRegistry = .shared, prettyPrinted: Bool = false) throws -> Data {
    let patch = try mergePatch(from: original, registry: registry)
    return try MergePatch.bytes(of: patch, registry: registry, prettyPrinted: prettyPrinted)
  }
}

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
