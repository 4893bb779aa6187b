import Foundation

/// The names a document's keys get under `.convertFromSnakeCase`, each distinct key converted
/// once per document.
///
/// A webhook repeats the same few dozen keys in every user, repository and branch object;
/// converting each occurrence (a String from the bytes, split at `_`, capitalized) cost more
/// than the rest of the decoding. Here a key's bytes are hashed (FNV-1a) and looked up in an
/// open-addressing table of the keys met so far, whose bytes sit in one arena; only a key not
/// yet met is converted, by ``SnakeCaseKeys/camelCased(_:)``. Each converted name also has an
/// ordinal shared by every key that becomes it, so that an object's repeated names are found
/// by comparing integers.
final class ConvertedKeyNames {
  /// One distinct key: its bytes in ``arena``, their hash, its name and the name's ordinal.
  private struct Entry {
    var start: Int
    var count: Int
    var hash: UInt64
    var name: String
    var nameOrdinal: Int32
  }

  private var arena: [UInt8] = []
  private var entries: [Entry] = []
  /// Entry index + 1 by hash slot (0: empty), a power of two long, at most half full.
  private var table = [Int32](repeating: 0, count: 64)
  /// The ordinal of each distinct converted name.
  private var nameOrdinals: [String: Int32] = [:]

  /// The converted name of the key whose UTF-8 bytes are `bytes`, the ordinal of that name, and
  /// the ordinal of the key itself (equal for equal bytes).
  func name(of bytes: UnsafeRawBufferPointer) -> (name: String, nameOrdinal: Int32, keyOrdinal: Int32) {
    let hash = TapeObjectKeys.hash(bytes)
    let mask = table.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = Int(table[slot])
      if stored == 0 { break }
      let entry = entries[stored - 1]
      if entry.hash == hash, entry.count == bytes.count, matches(entry, bytes) {
        return (entry.name, entry.nameOrdinal, Int32(stored - 1))
      }
      slot = (slot + 1) & mask
    }
    return insert(bytes, hash: hash, at: slot)
  }

  private func matches(_ entry: Entry, _ bytes: UnsafeRawBufferPointer) -> Bool {
    if bytes.isEmpty { return true }
    return arena.withUnsafeBytes { memcmp($0.baseAddress! + entry.start, bytes.baseAddress!, bytes.count) == 0 }
  }

  private func insert(_ bytes: UnsafeRawBufferPointer, hash: UInt64, at slot: Int) -> (name: String, nameOrdinal: Int32, keyOrdinal: Int32) {
    let name = SnakeCaseKeys.camelCased(String(decoding: bytes, as: UTF8.self))
    let nameOrdinal: Int32
    if let known = nameOrdinals[name] {
      nameOrdinal = known
    } else {
      nameOrdinal = Int32(truncatingIfNeeded: nameOrdinals.count)
      nameOrdinals[name] = nameOrdinal
    }
    let keyOrdinal = Int32(truncatingIfNeeded: entries.count)
    entries.append(Entry(start: arena.count, count: bytes.count, hash: hash, name: name, nameOrdinal: nameOrdinal))
    arena.append(contentsOf: bytes)
    table[slot] = keyOrdinal + 1
    if entries.count * 2 > table.count { grow() }
    return (name, nameOrdinal, keyOrdinal)
  }

  private func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let mask = table.count - 1
    for (index, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash) & mask
      while table[slot] != 0 { slot = (slot + 1) & mask }
      table[slot] = Int32(truncatingIfNeeded: index + 1)
    }
  }
}
