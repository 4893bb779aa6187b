import Foundation

/// A table from a service key's UTF-8 bytes to the hydrator that reads it.
///
/// Both hydration paths walk the input object once and find each key's hydrator here, instead
/// of looking every hydrator's key up in the input: an FNV-1a hash over the key's bytes and a
/// probe in a flat table cost a fraction of a `Dictionary` lookup (SipHash over the key,
/// then a String comparison), keys absent from the input cost nothing, and keys from a
/// JSON tape need no String at all. The table also decides which hydrator owns a key that two
/// hydrators would read (an input key goes to one property).
///
/// Keys match by bytes first. A Swift dictionary matches keys by canonical equivalence, so
/// a non-ASCII key that misses is looked up once more by String equality: both paths find
/// exactly the hydrators a `[String: Any]` lookup would.
struct HydratorKeyTable: Sendable {
  /// Where a key's bytes live in `bytes`, and what it maps to.
  private struct Entry: Sendable {
    var start: Int32
    var count: Int32
    /// -1 for an empty bucket.
    var hydrator: Int32
    var rank: Int32
  }

  /// A key's hydrator and its rank among the hydrator's candidate keys (0 is preferred).
  struct Match: Sendable {
    let hydrator: Int
    let rank: Int
  }

  private var entries: [Entry]
  private var bytes: [UInt8] = []
  private let mask: Int
  /// Keys by String, consulted only for non-ASCII keys that miss by bytes.
  private var byString: [String: Match] = [:]

  /// Builds the table.
  ///
  /// A key listed for two hydrators belongs to the first; listed twice for one hydrator, it keeps
  /// its lower rank.
  init(keys: [(key: String, hydrator: Int, rank: Int)]) {
    var size = 8
    while size < keys.count * 2 { size <<= 1 }
    mask = size - 1
    entries = Array(repeating: Entry(start: 0, count: 0, hydrator: -1, rank: 0), count: size)
    for (key, hydrator, rank) in keys {
      let keyBytes = Array(key.utf8)
      var position = keyBytes.withUnsafeBytes { Self.hash($0) } & mask
      while entries[position].hydrator >= 0, !equals(entries[position], keyBytes) {
        position = (position + 1) & mask
      }
      if entries[position].hydrator < 0 {
        entries[position] = Entry(start: Int32(bytes.count), count: Int32(keyBytes.count), hydrator: Int32(hydrator), rank: Int32(rank))
        bytes.append(contentsOf: keyBytes)
      } else if entries[position].hydrator == hydrator, entries[position].rank > rank {
        entries[position].rank = Int32(rank)
      }
      if let existing = byString[key], existing.hydrator != hydrator || existing.rank <= rank { continue }
      byString[key] = Match(hydrator: hydrator, rank: rank)
    }
  }

  /// Every key and what it maps to (for checks, not for hydration).
  var allKeys: [(key: String, match: Match)] { byString.map { ($0.key, $0.value) } }

  private func equals(_ entry: Entry, _ key: [UInt8]) -> Bool {
    key.count == Int(entry.count) && bytes[Int(entry.start)..<Int(entry.start + entry.count)].elementsEqual(key)
  }

  /// A hash of the bytes, eight at a time (keys are short: most take one or two rounds).
  @inline(__always)
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    let count = bytes.count
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: count)
    var offset = 0
    while offset &+ 8 <= count {
      hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9e37_79b9_7f4a_7c15
      hash ^= hash >> 29
      offset &+= 8
    }
    if offset < count {
      // The last one to seven bytes, in at most three loads.
      var tail: UInt64 = 0
      if count &- offset >= 4 {
        tail = UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        offset &+= 4
      }
      if count &- offset >= 2 {
        tail = tail << 16 | UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
        offset &+= 2
      }
      if offset < count { tail = tail << 8 | UInt64(bytes[offset]) }
      hash = (hash ^ tail) &* 0x9e37_79b9_7f4a_7c15
    }
    hash ^= hash >> 32
    return Int(truncatingIfNeeded: hash)
  }

  /// Whether `count` bytes at `a` and `b` are equal, compared eight at a time.
  @inline(__always)
  private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset &+ 8 <= count {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
        return false
      }
      offset &+= 8
    }
    if count &- offset >= 4 {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt32.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
        return false
      }
      offset &+= 4
    }
    if count &- offset >= 2 {
      if a.loadUnaligned(fromByteOffset: offset, as: UInt16.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt16.self) {
        return false
      }
      offset &+= 2
    }
    return offset == count || a.load(fromByteOffset: offset, as: UInt8.self) == b.load(fromByteOffset: offset, as: UInt8.self)
  }

  /// The hydrator for the key whose UTF-8 bytes are `key`, if any.
  @inline(__always)
  func match(_ key: UnsafeRawBufferPointer) -> Match? {
    if let found = byteMatch(key) { return found }
    if key.allSatisfy({ $0 < 0x80 }) { return nil }
    return byString[String(decoding: key, as: UTF8.self)]
  }

  /// The hydrator for `key`, if any.
  @inline(__always)
  func match(_ key: String) -> Match? {
    if let found = key.utf8.withContiguousStorageIfAvailable({ byteMatch(UnsafeRawBufferPointer($0)) }) {
      if let found { return found }
      if key.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
    }
    return byString[key]
  }

  @inline(__always)
  private func byteMatch(_ key: UnsafeRawBufferPointer) -> Match? {
    var position = Self.hash(key) & mask
    return entries.withUnsafeBufferPointer { entries in
      bytes.withUnsafeBytes { stored in
        while true {
          let entry = entries[position]
          if entry.hydrator < 0 { return nil }
          if Int(entry.count) == key.count {
            let start = Int(entry.start)
            if key.count == 0 || Self.equal(stored.baseAddress! + start, key.baseAddress!, count: key.count) {
              return Match(hydrator: Int(entry.hydrator), rank: Int(entry.rank))
            }
          }
          position = (position + 1) & mask
        }
      }
    }
  }
}

extension HydratorKeyTable {
  /// Walks `dictionary` once and stores, per hydrator, the position of its value (the input's
  /// `endIndex` when absent).
  ///
  /// For candidate keys the lowest rank present wins. Initializes `positions`; the caller
  /// deinitializes it.
  func locate(in dictionary: [String: Any], positions: UnsafeMutableBufferPointer<Dictionary<String, Any>.Index>) {
    let end = dictionary.endIndex
    positions.initialize(repeating: end)
    withUnsafeTemporaryAllocation(of: Int.self, capacity: positions.count) { ranks in
      ranks.initialize(repeating: 0)
      var position = dictionary.startIndex
      while position != end {
        if let match = match(dictionary.keys[position]), positions[match.hydrator] == end || match.rank < ranks[match.hydrator] {
          positions[match.hydrator] = position
          ranks[match.hydrator] = match.rank
        }
        dictionary.formIndex(after: &position)
      }
    }
  }
}
