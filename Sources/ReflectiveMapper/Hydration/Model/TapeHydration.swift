import Foundation

/// Hydration straight from JSON bytes: the tape stands in for the dictionaries.
///
/// `init(jsonData:)` parses the bytes into a `JSONTape` once, then walks it with the same
/// per-type plans `init(dictionary:)` uses. Scalars are handed to the hydrators as the same
/// values the reader would materialize (`Int`, `Double`, `String`, `Bool`, `NSNull` …), so
/// every coercion rule and every issue is identical; JSON objects and arrays are handed over
/// as ``TapeRef`` values, which the model, collection and in-place converters walk without
/// building a dictionary. Wherever a value leaves the library's control (adapters, `Any`
/// properties, `beforeMapping`, resolvers, collected unknown keys), it is materialized first
/// (`InputValue.materialized(_:)`), so a `TapeRef` never escapes the parse call.

extension ModelPlan {
  /// Hydrates `model` from a JSON object in a tape: the same hydrators, the same order and the
  /// same issues as ``hydrate(_:from:context:)`` on the materialized dictionary.
  func hydrate(_ model: inout Model, tape reference: TapeRef, context: inout HydrationContext) {
    if settings.beforeMapping != nil {
      // The hook needs a dictionary: materialize this object (its nested ones stay lazy
      // only when the hook is absent).
      hydrate(&model, from: reference.materialized() as? [String: Any] ?? [:], context: &context)
      return
    }
    let box = reference.box
    let slotCount = hydrators.count
    let table = keyTable
    let policy = settings.unknownKeys
    // Unread keys are gathered for the policy, and to report keys of unlisted properties.
    let gathersUnread = policy != .ignore || !unlistedKeys.isEmpty
    // found[hydrator]: the tape index of the value and the rank of the key that gave it
    // (candidate keys: the lowest rank present wins, as in the dictionary path; a repeated
    // key: the last occurrence wins, as in the parsed dictionary).
    withUnsafeTemporaryAllocation(of: (location: Int, rank: Int).self, capacity: max(slotCount, 1)) { found in
      found.initialize(repeating: (-1, 0))
      var unknownKeys: [Int] = []
      let tape = box.tape
      var position = reference.index + 1
      var remaining = tape.count(at: reference.index)
      while remaining > 0 {
        remaining -= 1
        let key = position
        let value = key + 1
        position = tape.indexAfter(value)
        let exact = tape.withStringBytes(at: key, { table.match($0) }) ?? nil
        if let match = exact ?? resolvedMatch(at: key, in: tape) {
          let previous = found[match.hydrator]
          let previousRank = previous.rank & ~Self.repeatReported
          if previous.location < 0 || previousRank > match.rank {
            found[match.hydrator] = (value, match.rank)
          } else if previousRank == match.rank {
            // The same key again: the last value is read, and the repeat reported once
            // however often the key comes back.
            found[match.hydrator] = (value, match.rank | Self.repeatReported)
            if previous.rank & Self.repeatReported == 0 { reportDuplicateKey(at: key, in: tape, context: &context) }
          }
        } else if gathersUnread {
          unknownKeys.append(key)
        }
      }
      var index = 0
      while index < slotCount {
        let hydrator = hydrator(at: index)
        let location = found[index].location
        if location >= 0 {
          hydrator.write(box.element(at: location), to: &model, &context)
        } else if hydrator.readsOtherKeys,
          let raw = lookUp(hydrator.lookup, in: reference, context: &context, component: hydrator.component, fatal: hydrator.isFatal)
        {
          hydrator.write(raw, to: &model, &context)
        } else {
          hydrator.applyMissing(to: &model, &context)
        }
        index += 1
      }
      if !unlistedKeys.isEmpty, !unknownKeys.isEmpty {
        let present = Set(unknownKeys.map { tape.string(at: $0) ?? "" })
        reportUnlistedKeys(context: &context) { present.contains($0) }
      }
      if !collections.nestedKeys.isEmpty { handleNestedUnknown(&model, in: reference, context: &context) }
      if unknownKeys.isEmpty || policy == .ignore { return }
      if policy == .collect {
        collectUnknown(unknownKeys, of: reference, into: &model, context: &context)
        return
      }
      var collected: [String: Any] = [:]
      var reported: Set<String> = []
      // Reported in the input's order (the same on every run); kept from the last occurrence.
      for key in policy == .fail ? unknownKeys : unknownKeys.reversed() {
        // A repeated key counts once, its last value winning, as in the parsed dictionary.
        let name = tape.string(at: key) ?? ""
        guard !knownKeys.contains(name), reported.insert(name).inserted else { continue }
        switch policy {
        case .ignore: break
        case .fail where !outputOnlyKeyNames.contains(name): context.record(.unknownKey(name), at: .key(name), fatal: true)
        case .fail: break
        case .collect where refusesOutOfRange(member: key, named: name, in: tape, context: &context): break
        case .collect: collected[name] = tape.value(at: key + 1, exactLongNumbers: true)
        }
      }
      if !collected.isEmpty { collectUnknown?(&model, collected, &context) }
    }
    if settings.afterMapping != nil { runAfterMapping(&model, &context) }
  }

  /// The match of an input key that matched no key exactly, through ``inputKeyResolver``: ranked
  /// after every exact key, so that an exact key wins wherever it is in the object.
  @inline(__always)
  func resolvedMatch(at key: Int, in tape: JSONTape) -> HydratorKeyTable.Match? {
    guard let resolver = inputKeyResolver else { return nil }
    return resolvedMatch(tape.string(at: key) ?? "", resolver)
  }

  @inline(never)
  func resolvedMatch(_ name: String, _ resolver: (String) -> String?) -> HydratorKeyTable.Match? {
    guard let canonical = resolver(name), canonical != name, let match = keyTable.match(canonical) else { return nil }
    return HydratorKeyTable.Match(hydrator: match.hydrator, rank: match.rank + Self.resolvedRankOffset)
  }

  /// Added to the rank of a key matched through ``inputKeyResolver``.
  static var resolvedRankOffset: Int { 1 << 20 }

  /// Set in a found value's rank once its key's repeat is reported (above every rank).
  static var repeatReported: Int { 1 << 40 }

  /// Reports the key at tape index `key`, read a second time in its object: fatal for a strict
  /// model (a proxy that checked the first value and an app that reads the last one disagree).
  @inline(never)
  func reportDuplicateKey(at key: Int, in tape: JSONTape, context: inout HydrationContext) {
    let name = tape.string(at: key) ?? ""
    context.record(.duplicateKey(name), at: .key(name), fatal: collections.dropsFatally)
  }

  /// Whether the member whose key node is `key` holds a number beyond `Double`'s range
  /// (`1e400`), which no kept value can stand for: then reported at its key (fatal when
  /// strict), and not kept.
  @inline(__always)
  func refusesOutOfRange(
    member key: Int, named name: @autoclosure () -> String? = nil, in tape: JSONTape, context: inout HydrationContext
  ) -> Bool {
    guard let literal = tape.outOfRangeLiteral(in: key + 1) else { return false }
    let failure = InputValue.outOfRange(literal)
    context.record(failure.reason, at: .key(name() ?? tape.string(at: key) ?? ""), fatal: collections.dropsFatally)
    return true
  }

  /// Keeps the unknown members whose key nodes are `keys` (in document order): objects and arrays
  /// as their ``RawJSON`` text, copied from the input, other values as values.
  ///
  /// A repeated key's last value wins, as in the parsed dictionary.
  private func collectUnknown(_ keys: [Int], of reference: TapeRef, into model: inout Model, context: inout HydrationContext) {
    let tape = reference.box.tape
    if let collectRaw = collectRawUnknown {
      // UnknownKeys storage: where each member is, in one copy of the input; nothing parsed.
      let objectEndIndex = tape.indexAfter(reference.index)
      let objectEnd = tape.containerEnd(at: reference.index)
      var storage = UnknownKeys()
      storage.members.reserveCapacity(keys.count)
      for key in keys {
        if !untabledKnownKeys.isEmpty, untabledKnownKeys.contains(tape.string(at: key) ?? "") { continue }
        if refusesOutOfRange(member: key, in: tape, context: &context) { continue }
        let next = tape.indexAfter(key + 1)
        if let text = tape.memberText(ofMemberAt: key, nextKey: next < objectEndIndex ? next : nil, objectEnd: objectEnd) {
          storage.members.append(UnknownKeys.Member(key: text.key, value: text.value))
        } else {
          storage.entries[tape.string(at: key) ?? ""] = tape.value(at: key + 1, exactLongNumbers: true)
        }
      }
      if !storage.members.isEmpty { storage.document = reference.box.document }
      if !storage.isEmpty { collectRaw(&model, storage, &context) }
      return
    }
    let objectEnd = tape.indexAfter(reference.index)
    var collected: [String: Any] = Dictionary(minimumCapacity: keys.count)
    for key in keys {
      let name = tape.string(at: key) ?? ""
      // (Keys the table matched never get here; a dotted path's first key may.)
      if !untabledKnownKeys.isEmpty, untabledKnownKeys.contains(name) { continue }
      if refusesOutOfRange(member: key, named: name, in: tape, context: &context) { continue }
      let next = tape.indexAfter(key + 1)
      collected[name] = tape.collectedValue(ofMemberAt: key, nextKey: next < objectEnd ? next : nil)
    }
    if !collected.isEmpty { collectUnknown?(&model, collected, &context) }
  }

  /// Dotted paths and combined keys, looked up in the tape object.
  private func lookUp(
    _ lookup: KeyLookup, in reference: TapeRef, context: inout HydrationContext, component: PathComponent, fatal: Bool
  ) -> Any? {
    let tape = reference.box.tape
    func value(_ key: String, in object: Int) -> Int? {
      var key = key
      return key.withUTF8 { tape.valueIndex(ofKey: UnsafeRawBufferPointer($0), inObjectAt: object) }
    }
    // The value at a key (one segment) or a dotted path.
    func find(_ segments: [PathSegment]) -> Any? {
      if segments.count == 1 {
        return value(segments[0].text, in: reference.index).map { tape.value(at: $0, exactLongNumbers: true) }
      }
      return IndexPaths.find(segments, in: reference, context: &context, component: component, fatal: fatal)
    }
    switch lookup {
    case .key, .candidates:
      // Found through the key table while walking the object.
      return nil
    case .paths(let paths):
      for segments in paths {
        if let found = find(segments) { return found }
      }
      return nil
    case .combined(let paths, let combination):
      let values: [Any?] = paths.map { find($0) }
      return KeyLookup.combine(values, combination, context: &context, component: component)
    case .path(let segments):
      return IndexPaths.find(segments, in: reference, context: &context, component: component, fatal: fatal)
    case .whole:
      return reference
    }
  }
}
