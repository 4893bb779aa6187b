/// Repeated keys: what a converter walking the tape skips so that bytes give what the parsed
/// dictionary does (`JSONParser.parse` keeps a repeated key's last value).
extension JSONTape {
  /// How many members the value `JSONParser.parse` makes of the container at `index` holds: an
  /// object's distinct keys (a repeated key counts once, as the parsed dictionary keeps one
  /// value), an array's elements, 0 otherwise.
  ///
  /// What problems describe and count constraints count, so that bytes and a parsed dictionary
  /// agree: the members less those a repeated key supersedes (``supersededMembers(ofObjectAt:)``).
  func distinctCount(at index: Int) -> Int {
    count(at: index) - (supersededMembers(ofObjectAt: index)?.count ?? 0)
  }

  /// The value indices of the members of the object at `index` that a later member with the same
  /// key replaces (`JSONParser.parse` keeps a repeated key's last value); `nil` when no key repeats.
  ///
  /// A converter that walks an object member by member skips these, so that bytes give what the
  /// parsed dictionary does. It hashes each key's bytes (no String is made) unless two hashes agree.
  func supersededMembers(ofObjectAt index: Int) -> Set<Int>? {
    let node = nodes[index]
    guard node.kind == .object, node.size > 1 else { return nil }
    var hashes = Set<Int>(minimumCapacity: node.size)
    var collides = false
    for member in members(ofObjectAt: index) {
      let hash = withStringBytes(at: member.key) { bytes in
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        return hasher.finalize()
      }
      if !hashes.insert(hash ?? 0).inserted {
        collides = true
        break
      }
    }
    guard collides else { return nil }
    var last: [String: Int] = [:]
    for member in members(ofObjectAt: index) { last[string(at: member.key) ?? ""] = member.value }
    var superseded = Set<Int>()
    for member in members(ofObjectAt: index) where last[string(at: member.key) ?? ""] != member.value {
      superseded.insert(member.value)
    }
    return superseded.isEmpty ? nil : superseded
  }

  /// The members of the object at `index` that the parsed dictionary keeps, in input order:
  /// every member but those a later one with the same key replaces (``supersededMembers(ofObjectAt:)``).
  ///
  /// How every converter that walks an object member by member reads it, so that bytes give
  /// what the parsed dictionary does.
  func keptMembers(ofObjectAt index: Int) -> KeptMembers {
    KeptMembers(members: members(ofObjectAt: index), superseded: supersededMembers(ofObjectAt: index))
  }

  /// An object's members without those a repeated key supersedes (``keptMembers(ofObjectAt:)``).
  struct KeptMembers: Sequence, IteratorProtocol {
    var members: Members
    /// The value indices to skip; `nil` (the common case) when no key repeats.
    let superseded: Set<Int>?

    /// The next kept member's key and value indices.
    mutating func next() -> (key: Int, value: Int)? {
      while let member = members.next() {
        if let superseded, superseded.contains(member.value) { continue }
        return member
      }
      return nil
    }
  }
}
