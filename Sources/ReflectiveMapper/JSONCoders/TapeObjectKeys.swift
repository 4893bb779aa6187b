import Foundation

/// Finds the members of one JSON object by key, for a keyed container, and refuses an object
/// that holds a key twice.
///
/// Keys are matched as UTF-8 bytes in the tape, without creating Strings. The member after the
/// one found last is tried first, so that a type reading its keys in the document's order finds
/// each at once; otherwise:
/// - a small object (up to ``scanLimit`` members) is scanned; its repeated keys are found when
///   the container is made, comparing lengths first, then bytes;
/// - a larger one gets an open-addressing table of its members by a hash of their key bytes,
///   built once (which finds repeated keys too).
///
/// Under a key strategy other than `.useDefaultKeys`, each key is converted once into a String
/// and the members are found by a dictionary of the converted keys; two keys that become one are
/// a repeated key too.
struct TapeObjectKeys {
  /// Largest object scanned rather than tabled.
  static let scanLimit = 16

  /// The tape.
  let tape: JSONTape
  /// Tape index of the object.
  let object: Int
  /// Member count.
  let count: Int
  /// Open-addressing table of value indices (0: empty), a power of two long; empty when scanning.
  private var table: [Int32] = []
  /// The converted keys and their values' tape indices, in document order, under a key strategy.
  private(set) var converted: [(name: String, value: Int)]?
  /// Converted key → value index, under a key strategy, for an object of more than
  /// ``scanLimit`` members (smaller ones are scanned).
  private var convertedIndex: [String: Int] = [:]
  /// Ordinal in ``converted`` of the member after the one found last: the first one tried.
  private var convertedHint = 0
  /// Tape index just past the object.
  private let end: Int
  /// Key index of the member after the one found last (``end`` after the last member): the
  /// first one tried.
  private var hint: Int

  /// Reads the keys of the object at `object`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `path` for a repeated key.
  init(document: TapeDocument, object: Int, path: AnyValueCodingPath) throws {
    tape = document.tape
    self.object = object
    count = tape.count(at: object)
    end = tape.indexAfter(object)
    hint = object + 1
    if !document.usesDefaultKeys {
      try convertKeys(document, path: path)
    } else if count > TapeObjectKeys.scanLimit {
      try buildTable(path: path)
    } else if count > 1 {
      try checkRepeatedKeys(path: path)
    }
  }

  /// The tape index of the value of `key`, nil when absent.
  mutating func valueIndex(of key: String) -> Int? {
    if let converted { return convertedValueIndex(of: key, in: converted) }
    var key = key
    return key.withUTF8 { valueIndex(ofBytes: UnsafeRawBufferPointer($0)) }
  }

  /// The keys of the members, in document order (converted under a key strategy).
  var names: [String] {
    if let converted { return converted.map(\.name) }
    return tape.members(ofObjectAt: object).map { tape.string(at: $0.key) ?? "" }
  }

  // MARK: Lookup

  private mutating func valueIndex(ofBytes key: UnsafeRawBufferPointer) -> Int? {
    guard count > 0 else { return nil }
    // The member after the last one found first: in-order reads end here.
    if hint < end, tape.stringEquals(at: hint, key) { return found(hint) }
    if !table.isEmpty { return tableLookup(key) }
    var position = object + 1
    for _ in 0..<count {
      if tape.stringEquals(at: position, key) { return found(position) }
      position = tape.indexAfter(position + 1)
    }
    return nil
  }

  /// The value index of the member whose converted key is `key`: the member after the one
  /// found last, then the others in turn (or, in a large object, the index).
  private mutating func convertedValueIndex(of key: String, in converted: [(name: String, value: Int)]) -> Int? {
    let count = converted.count
    guard count > 0 else { return nil }
    var ordinal = convertedHint < count ? convertedHint : 0
    if converted[ordinal].name == key {
      convertedHint = ordinal + 1
      return converted[ordinal].value
    }
    if count > TapeObjectKeys.scanLimit { return convertedIndex[key] }
    for _ in 1..<count {
      ordinal = ordinal + 1 == count ? 0 : ordinal + 1
      if converted[ordinal].name == key {
        convertedHint = ordinal + 1
        return converted[ordinal].value
      }
    }
    return nil
  }

  /// Records the member at `key` as the one found last; returns its value index.
  @inline(__always)
  private mutating func found(_ key: Int) -> Int {
    hint = tape.indexAfter(key + 1)
    return key + 1
  }

  private mutating func tableLookup(_ key: UnsafeRawBufferPointer) -> Int? {
    let mask = table.count - 1
    var slot = Int(truncatingIfNeeded: TapeObjectKeys.hash(key)) & mask
    while true {
      let value = Int(table[slot])
      if value == 0 { return nil }
      if tape.stringEquals(at: value - 1, key) { return found(value - 1) }
      slot = (slot + 1) & mask
    }
  }

  // MARK: Building

  /// Compares every pair of keys: their lengths, gathered once, and the bytes of those of one
  /// length.
  private func checkRepeatedKeys(path: AnyValueCodingPath) throws {
    let repeated: Int? = withUnsafeTemporaryAllocation(of: (key: Int, size: Int).self, capacity: count) { keys in
      var position = object + 1
      for ordinal in 0..<count {
        keys[ordinal] = (position, tape.nodes[position].size)
        position = tape.indexAfter(position + 1)
      }
      for first in 0..<(count - 1) {
        let size = keys[first].size
        for second in (first + 1)..<count where keys[second].size == size {
          let same = tape.withStringBytes(at: keys[first].key) { tape.stringEquals(at: keys[second].key, $0) } ?? false
          if same { return keys[first].key }
        }
      }
      return nil
    }
    if let repeated { throw TapeObjectKeys.repeatedKey(tape.string(at: repeated) ?? "", at: path) }
  }

  private mutating func buildTable(path: AnyValueCodingPath) throws {
    var capacity = 32
    while capacity < count * 2 { capacity <<= 1 }
    table = [Int32](repeating: 0, count: capacity)
    let mask = capacity - 1
    var position = object + 1
    for _ in 0..<count {
      let key = position
      let repeated = tape.withStringBytes(at: key) { bytes -> Bool in
        var slot = Int(truncatingIfNeeded: TapeObjectKeys.hash(bytes)) & mask
        while table[slot] != 0 {
          if tape.stringEquals(at: Int(table[slot]) - 1, bytes) { return true }
          slot = (slot + 1) & mask
        }
        table[slot] = Int32(truncatingIfNeeded: key + 1)
        return false
      }
      if repeated == true { throw TapeObjectKeys.repeatedKey(tape.string(at: key) ?? "", at: path) }
      position = tape.indexAfter(key + 1)
    }
  }

  /// Converts every key once (under `.convertFromSnakeCase` through the document's
  /// ``ConvertedKeyNames``) and refuses two keys that become one.
  private mutating func convertKeys(_ document: TapeDocument, path: AnyValueCodingPath) throws {
    var members: [(name: String, value: Int)] = []
    members.reserveCapacity(count)
    let strategy = document.options.keyDecodingStrategy
    if case .convertFromSnakeCase = strategy, count <= TapeObjectKeys.scanLimit {
      // A small object: its repeated names found by comparing the names' ordinals.
      let names = document.keyNames
      let repeated: (first: Int, second: Int, sameKey: Bool)? = withUnsafeTemporaryAllocation(
        of: (name: Int32, key: Int32).self, capacity: count
      ) { ordinals in
        var ordinal = 0
        for member in tape.members(ofObjectAt: object) {
          let found = tape.withStringBytes(at: member.key) { names.name(of: $0) } ?? (name: "", nameOrdinal: -1, keyOrdinal: -1)
          ordinals[ordinal] = (found.nameOrdinal, found.keyOrdinal)
          members.append((found.name, member.value))
          ordinal += 1
        }
        guard ordinal > 1 else { return nil }
        for first in 0..<(ordinal - 1) {
          for second in (first + 1)..<ordinal where ordinals[first].name == ordinals[second].name {
            return (first, second, ordinals[first].key == ordinals[second].key)
          }
        }
        return nil
      }
      if let repeated {
        let keys = tape.members(ofObjectAt: object).map { tape.string(at: $0.key) ?? "" }
        if repeated.sameKey { throw TapeObjectKeys.repeatedKey(keys[repeated.first], at: path) }
        throw TapeObjectKeys.collision(keys[repeated.first], keys[repeated.second], name: members[repeated.first].name, at: path)
      }
    } else {
      let base = path.keys
      for member in tape.members(ofObjectAt: object) {
        let raw = tape.string(at: member.key) ?? ""
        let name: String
        if case .convertFromSnakeCase = strategy {
          name = tape.withStringBytes(at: member.key) { document.keyNames.name(of: $0).name } ?? raw
        } else {
          name = TapeObjectKeys.converted(raw, strategy, base: base)
        }
        if let previous = convertedIndex[name] {
          let first = tape.string(at: previous - 1) ?? ""
          if first == raw { throw TapeObjectKeys.repeatedKey(raw, at: path) }
          throw TapeObjectKeys.collision(first, raw, name: name, at: path)
        }
        convertedIndex[name] = member.value
        members.append((name, member.value))
      }
      // A small object under a custom strategy is scanned like the others.
      if count <= TapeObjectKeys.scanLimit { convertedIndex = [:] }
    }
    converted = members
  }

  // MARK: Support

  /// The key a type reads for the input's `raw` key under `strategy`, in the object at `base`.
  static func converted(_ raw: String, _ strategy: JSONDecoder.KeyDecodingStrategy, base: [any CodingKey]) -> String {
    switch strategy {
    case .useDefaultKeys: raw
    case .convertFromSnakeCase: SnakeCaseKeys.camelCased(raw)
    case .custom(let convert): convert(base + [AnyValueCodingKey(stringValue: raw)]).stringValue
    @unknown default: raw
    }
  }

  /// FNV-1a over the key's bytes.
  @inline(__always)
  static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  /// The error for two keys of the object at `path` that the key strategy turns into one name.
  static func collision(_ first: String, _ second: String, name: String, at path: AnyValueCodingPath) -> DecodingError {
    DecodingError.dataCorrupted(
      .init(
        codingPath: path.keys,
        debugDescription: "The keys \"\(MessageText.truncated(first))\" and \"\(MessageText.truncated(second))\" both become "
          + "\"\(MessageText.truncated(name))\" under the key decoding strategy: a repeated key is refused rather than read as "
          + "its first or last value.",
        underlyingError: TapeValueProblem(reason: .duplicateKey(second), key: second)))
  }

  /// The error for `key` repeated in the object at `path`.
  static func repeatedKey(_ key: String, at path: AnyValueCodingPath) -> DecodingError {
    DecodingError.dataCorrupted(
      .init(
        codingPath: path.keys,
        debugDescription: "The key \"\(MessageText.truncated(key))\" appears more than once in this object: a repeated key is "
          + "refused rather than read as its first or last value.",
        underlyingError: TapeValueProblem(reason: .duplicateKey(key), key: key)))
  }
}
