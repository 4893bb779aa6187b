import Foundation

/// ``UnknownKeyPolicy`` inside the objects that dotted key paths reach (`user.profile` for
/// `"user.profile.name"`): a key there that no path reads is unknown too, reported under
/// `.fail` at its dotted path (`user.profile.extra`) and kept under `.collect`, nested as it
/// was (`unknownValues["user"]` holds `["profile": ["extra": …]]`) and merged back into the
/// same object on output. Objects inside arrays reached by index segments are not checked.
/// The objects to check and their known keys are compiled once, and only for mappings whose
/// policy is not `.ignore`.

/// One object reached through dotted key paths and the keys the paths read in it.
struct NestedKeys: Sendable {
  let path: [String]
  let known: Set<String>
}

extension PlanCompiler {
  /// The objects reached through the dotted key paths of `hydrators`, for the unknown-key
  /// policies.
  func nestedKeys(of hydrators: [AnyPropertyHydrator], policy: UnknownKeyPolicy) -> [NestedKeys] {
    guard policy != .ignore else { return [] }
    var known: [[String]: Set<String>] = [:]
    for hydrator in hydrators {
      guard case .path(let segments) = hydrator.lookup else { continue }
      var prefix: [String] = []
      for (position, segment) in segments.enumerated() {
        guard case .key(let key) = segment else { break }
        if position > 0 { known[prefix, default: []].insert(key) }
        if position + 1 < segments.count, case .index = segments[position + 1] { break }
        prefix.append(key)
      }
    }
    return known.map { NestedKeys(path: $0.key, known: $0.value) }.sorted { $0.path.lexicographicallyPrecedes($1.path) }
  }
}

extension ModelPlan {
  /// Applies the unknown-key policy inside the objects dotted paths reach in `dictionary`.
  func handleNestedUnknown(_ model: inout Model, in dictionary: [String: Any], context: inout HydrationContext) {
    var collected: [String: Any] = [:]
    for nested in collections.nestedKeys {
      var current: Any = dictionary
      var found = true
      for key in nested.path {
        guard let object = try? InputValue.dictionary(current, expected: "dictionary"), let value = object[key] else {
          found = false
          break
        }
        current = value
      }
      guard found, InputValue.isDictionary(current), let object = try? InputValue.dictionary(current, expected: "dictionary") else { continue }
      // Sorted: a dictionary's order changes from run to run (bytes keep the input's order).
      for (key, value) in object.sorted(by: { $0.key < $1.key }) where !nested.known.contains(key) && !context.isStopped {
        // (A parsed dictionary's values: nothing in them is out of range.)
        unknownNested(key, (try? InputValue.materialized(value)) ?? value, at: nested.path, into: &collected, context: &context)
      }
    }
    if !collected.isEmpty { collectUnknown?(&model, collected, &context) }
  }

  /// Applies the unknown-key policy inside the objects dotted paths reach in a tape object.
  func handleNestedUnknown(_ model: inout Model, in reference: TapeRef, context: inout HydrationContext) {
    let tape = reference.box.tape
    var collected: [String: Any] = [:]
    for nested in collections.nestedKeys {
      var current: Int? = reference.index
      for key in nested.path {
        guard let object = current, tape.kind(at: object) == .object else {
          current = nil
          break
        }
        var key = key
        current = key.withUTF8 { tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object) }
      }
      guard let object = current, tape.kind(at: object) == .object else { continue }
      var seen: Set<String> = []
      // The last occurrence of a repeated key wins, as in the parsed dictionary.
      for member in tape.members(ofObjectAt: object).reversed() where !context.isStopped {
        let key = tape.string(at: member.key) ?? ""
        guard !nested.known.contains(key), seen.insert(key).inserted else { continue }
        if settings.unknownKeys == .collect,
          refusesOutOfRange(member: member.key, named: (nested.path + [key]).joined(separator: "."), in: tape, context: &context)
        {
          continue
        }
        let next = tape.indexAfter(member.value)
        let value =
          settings.unknownKeys == .collect
          ? tape.collectedValue(ofMemberAt: member.key, nextKey: next < tape.indexAfter(object) ? next : nil)
          : tape.value(at: member.value, exactLongNumbers: true)
        unknownNested(key, value, at: nested.path, into: &collected, context: &context)
      }
    }
    if !collected.isEmpty { collectUnknown?(&model, collected, &context) }
  }

  /// Reports (`.fail`) or keeps (`.collect`) one unknown key of a nested object.
  private func unknownNested(
    _ key: String, _ value: Any, at path: [String], into collected: inout [String: Any], context: inout HydrationContext
  ) {
    switch settings.unknownKeys {
    case .ignore:
      break
    case .fail:
      context.record(.unknownKey(key), at: .key((path + [key]).joined(separator: ".")), fatal: true)
    case .collect:
      NestedUnknown.insert(value, at: path + [key], into: &collected)
    }
  }
}

enum NestedUnknown {
  /// Stores `value` at `path` in nested dictionaries.
  static func insert(_ value: Any, at path: [String], into dictionary: inout [String: Any]) {
    guard let first = path.first else { return }
    if path.count == 1 {
      dictionary[first] = value
      return
    }
    var inner = dictionary[first] as? [String: Any] ?? [:]
    insert(value, at: Array(path.dropFirst()), into: &inner)
    dictionary[first] = inner
  }

  /// `extra`'s keys added to `base` where it has none, recursively into objects both have.
  static func merge(_ base: [String: Any], _ extra: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in extra {
      if let existing = result[key] {
        if let existingObject = existing as? [String: Any], let extraObject = value as? [String: Any] {
          result[key] = merge(existingObject, extraObject)
        }
      } else {
        result[key] = value
      }
    }
    return result
  }
}
