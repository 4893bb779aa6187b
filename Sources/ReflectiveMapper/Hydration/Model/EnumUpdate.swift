import Foundation

/// Updating a registered enumeration (``MappingRegistry/registerEnum(_:as:_:)``) held by a
/// model that `setValues` updates: the input is a merge patch on the current value's JSON,
/// as a nested model's keys are, unless it names another case.
///
/// So `{"payment": {"expiry": "2027-01-01T00:00:00Z"}}` changes a card's expiry and keeps its
/// other members, and the patch `mergePatch(from:)` writes for one changed member applies.
enum EnumUpdate {
  /// For an enum-typed (or optional-enum-typed) property, a closure that reads the input
  /// merged into the current value and returns `true`, or returns `false` to read the input
  /// as it is (a created model, no current value, an input that is not an object, a patch
  /// naming another case).
  static func make<M, Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>, model _: M.Type, builder: ConverterBuilder
  ) throws -> ((inout M, Any, inout HydrationContext) throws -> Bool)? {
    guard let coding = builder.transforms[ObjectIdentifier(unwrappingOptional(Value.self))]?.enumCoding,
      let write = PropertyWrite(keyPath, M.self)
    else { return nil }
    let convert = try builder.make(Value.self)
    let members = EnumMembers(builder, typeName: coding.typeName)
    return { model, raw, context in
      guard context.isUpdating, InputValue.isDictionary(raw), let current = unwrapBoxedOptional(write.get(model)),
        let merged = EnumReading.merged(raw, into: current, coding, members, registry: context.registry)
      else { return false }
      write.set(&model, try convert(merged, &context))
      return true
    }
  }
}

extension EnumReading {
  /// `patch` merged (RFC 7396) into the JSON of `current`, or `nil` when the patch replaces
  /// the value: it names another case, or the current value cannot be written.
  static func merged(
    _ patch: Any, into current: Any, _ coding: EnumCoding, _ members: EnumMembers, registry: MappingRegistry
  ) -> [String: Any]? {
    guard let materialized = try? InputValue.materialized(patch),
      let patch = materialized as? [String: Any] ?? (try? InputValue.dictionary(materialized, expected: "object"))
    else {
      return nil
    }
    var output = OutputContext(registry: registry, mode: .json, options: [], rootName: coding.typeName)
    guard var json = (try? EnumOutput.value(current, coding, members, &output)) as? [String: Any] else { return nil }
    switch coding.layout {
    case .untagged, .tagOnly:
      // No tag says the patch keeps the case: the patch is the value.
      return nil
    case .tagged(let tag), .adjacent(let tag, _):
      if let named = patch[tag], coding.caseIndex(tagged: named) != json[tag].flatMap(coding.caseIndex(tagged:)) { return nil }
    case .external:
      // Another case with a value: the patch, without the members it removes, is the value.
      if patch.contains(where: { json[$0.key] == nil && !MergePatch.isNull($0.value) }) {
        return patch.filter { !MergePatch.isNull($0.value) }
      }
    }
    MergePatch.apply(patch, to: &json)
    return json
  }
}
