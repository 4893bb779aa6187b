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
