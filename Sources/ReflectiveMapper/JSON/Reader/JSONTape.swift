import Foundation

/// Kind of a tape node.
enum JSONTapeKind: UInt8, Sendable {
  /// `null`; no payload.
  case null = 0
  /// `false`; no payload.
  case `false` = 1
  /// `true`; no payload.
  case `true` = 2
  /// Integer literal that fits Int64; payload is the Int64 bit pattern.
  case int = 3
  /// Integer literal that fits UInt64 but not Int64; payload is the value.
  case uint = 4
  /// Literal with fraction/exponent, or an integer too long for Decimal; payload is the Double bit pattern.
  case double = 5
  /// Integer literal beyond UInt64 with at most 38 digits (materialized as Decimal); payload is the literal's input offset, size its length.
  case bigInteger = 6
  /// String; payload is the start offset of its UTF-8 bytes (input or arena), size their count.
  case string = 7
  /// Array; payload is the tape index just past its last descendant, size the element count
  /// (with the flag bit: that index in the low 32 bits, the input offset past `]` in the high).
  case array = 8
  /// Object; payload is the tape index just past its last descendant, size the member count
  /// (with the flag bit: that index in the low 32 bits, the input offset past `}` in the high).
  case object = 9
}

/// One 16-byte tape entry: kind and flags in the low byte of `header`, a size in its upper 56 bits, and a payload word.
struct JSONTapeNode: Sendable, Equatable {
  /// Bits 0-3: `JSONTapeKind`; bit 4: a flag (a string's bytes live in the arena, as it had
  /// escapes; a long double's literal is in `size`; a container's end offset is in `payload`);
  /// bits 8-63: size.
  var header: UInt64
  /// Meaning depends on the kind; see `JSONTapeKind`.
  var payload: UInt64

  /// Header bit set when a string's bytes live in the arena (the string contained escapes).
  static let escapedFlag: UInt64 = 0x10

  /// Creates a node from its parts.
  @inline(__always)
  init(kind: JSONTapeKind, size: Int = 0, payload: UInt64 = 0, escaped: Bool = false) {
    header = UInt64(kind.rawValue) | (escaped ? JSONTapeNode.escapedFlag : 0) | (UInt64(truncatingIfNeeded: size) << 8)
    self.payload = payload
  }

  /// The node's kind.
  @inline(__always)
  var kind: JSONTapeKind {
    JSONTapeKind(rawValue: UInt8(truncatingIfNeeded: header & 0x0F)) ?? .null
  }

  /// Size field: string byte count, container element/member count, big-integer literal length.
  @inline(__always)
  var size: Int { Int(truncatingIfNeeded: header >> 8) }

  /// True when a string's bytes are in the tape's arena (it contained escapes) rather than in the input.
  @inline(__always)
  var hasEscapes: Bool { header & JSONTapeNode.escapedFlag != 0 }

  /// A container's tape index just past its last descendant: the payload's low 32 bits when
  /// the flag says the high ones hold its end offset, else the whole payload.
  @inline(__always)
  var containerIndexAfter: Int {
    Int(truncatingIfNeeded: hasEscapes ? payload & 0xFFFF_FFFF : payload)
  }
}

/// A validated JSON document as a flat array of nodes over the input bytes; see the top of this file.
///
/// The tape does not own the input: it is valid only while the buffer it was built from is alive
/// (use `JSONReader.withTape` for scoped access). Node 0 is the root value.
struct JSONTape {
  /// The input bytes the tape was built from (not owned).
  let input: UnsafeRawBufferPointer
  /// One node per value, key and container, in document order.
  let nodes: [JSONTapeNode]
  /// Unescaped UTF-8 bytes of the strings that contained escapes.
  let arena: [UInt8]

  /// Tape indices of the number nodes out of `Double`'s range (empty unless kept).
  let outOfRangeNodes: [Int]

  /// Scans and validates `input`, building the tape; the tape refers to `input` afterwards.
  ///
  /// With `keepingOutOfRangeNumbers`, a literal beyond `Double`'s range (`1e400`) is kept as an
  /// infinite double node with its text, for the value's reader to refuse at its path, rather
  /// than refusing the document (what `JSONSerialization` does, and the default).
  ///
  /// - Throws: `JSONReadError` for input that is not strict JSON.
  init(
    parsing input: UnsafeRawBufferPointer, maxDepth: Int = NestingLimit.levels, keepingOutOfRangeNumbers: Bool = false
  ) throws(JSONReadError) {
    var builder = JSONTapeBuilder(input: input, maxDepth: maxDepth)
    builder.keepsOutOfRangeNumbers = keepingOutOfRangeNumbers
    try builder.run()
    self.input = input
    self.nodes = builder.nodes
    self.arena = builder.arena
    self.outOfRangeNodes = builder.outOfRangeNodes
  }

  /// The literal of the first out-of-range number in the value at `index` (its whole
  /// subtree), else nil; free when the document has none.
  @inline(__always)
  func outOfRangeLiteral(in index: Int) -> String? {
    if outOfRangeNodes.isEmpty { return nil }
    return firstOutOfRangeLiteral(in: index)
  }

  @inline(never)
  private func firstOutOfRangeLiteral(in index: Int) -> String? {
    let end = indexAfter(index)
    guard let found = outOfRangeNodes.first(where: { $0 >= index && $0 < end }) else { return nil }
    return longDoubleLiteral(at: found)
  }

  /// Index of the root node.
  var rootIndex: Int { 0 }

  /// Kind of the node at `index`.
  @inline(__always)
  func kind(at index: Int) -> JSONTapeKind { nodes[index].kind }

  /// Index just past the value starting at `index` (its whole subtree), in O(1).
  @inline(__always)
  func indexAfter(_ index: Int) -> Int {
    let node = nodes[index]
    switch node.kind {
    case .array, .object: return node.containerIndexAfter
    default: return index + 1
    }
  }

  /// The input offset just past the closing bracket of the container at `index`, when the
  /// builder recorded it (inputs and tapes under 4 GiB), else nil.
  @inline(__always)
  func containerEnd(at index: Int) -> Int? {
    let node = nodes[index]
    guard node.kind == .array || node.kind == .object, node.hasEscapes else { return nil }
    return Int(truncatingIfNeeded: node.payload >> 32)
  }

  /// Element count of an array, member count of an object, 0 otherwise.
  func count(at index: Int) -> Int {
    let node = nodes[index]
    switch node.kind {
    case .array, .object: return node.size
    default: return 0
    }
  }

  /// Whether the node is `null`.
  func isNull(at index: Int) -> Bool { nodes[index].kind == .null }

  /// The Bool of a `true`/`false` node, nil for any other kind.
  func bool(at index: Int) -> Bool? {
    switch nodes[index].kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The value of an integer node that fits Int64 (`.int`, or `.uint` up to Int64.max), else nil.
  func int64(at index: Int) -> Int64? {
    let node = nodes[index]
    switch node.kind {
    case .int: return Int64(bitPattern: node.payload)
    case .uint: return Int64(exactly: node.payload)
    default: return nil
    }
  }

  /// The value of a non-negative integer node that fits UInt64, else nil.
  func uint64(at index: Int) -> UInt64? {
    let node = nodes[index]
    switch node.kind {
    case .int: return UInt64(exactly: Int64(bitPattern: node.payload))
    case .uint: return node.payload
    default: return nil
    }
  }

  /// The Double value of any number node (integers converted, rounding to nearest), else nil.
  func double(at index: Int) -> Double? {
    let node = nodes[index]
    switch node.kind {
    case .double: return Double(bitPattern: node.payload)
    case .int: return Double(Int64(bitPattern: node.payload))
    case .uint: return Double(node.payload)
    case .bigInteger: return Double(literal(of: node))
    default: return nil
    }
  }

  /// The source text of a double literal with more than 15 significant digits (flagged by
  /// the builder), else nil.
  func longDoubleLiteral(at index: Int) -> String? {
    let node = nodes[index]
    guard node.kind == .double, node.hasEscapes else { return nil }
    let start = node.size & (1 << 40 - 1)
    let length = node.size >> 40
    return String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<(start + length)]), as: UTF8.self)
  }

  /// The Decimal value of a `.bigInteger` node, else nil.
  func decimal(at index: Int) -> Decimal? {
    let node = nodes[index]
    guard node.kind == .bigInteger else { return nil }
    return Decimal(string: literal(of: node))
  }

  /// Calls `body` with the UTF-8 bytes (escapes already decoded) of a string node; nil for other kinds.
  @inline(__always)
  func withStringBytes<R>(at index: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
    let node = nodes[index]
    guard node.kind == .string else { return nil }
    let start = Int(truncatingIfNeeded: node.payload)
    if node.hasEscapes {
      return try arena.withUnsafeBytes { arenaBytes in
        try body(UnsafeRawBufferPointer(rebasing: arenaBytes[start..<(start + node.size)]))
      }
    }
    return try body(UnsafeRawBufferPointer(rebasing: input[start..<(start + node.size)]))
  }

  /// The String of a string node, else nil.
  func string(at index: Int) -> String? {
    withStringBytes(at: index) { bytes in String(decoding: bytes, as: UTF8.self) }
  }

  /// Whether the string node at `index` equals `key` byte for byte (no String is created); false for other kinds.
  @inline(__always)
  func stringEquals(at index: Int, _ key: UnsafeRawBufferPointer) -> Bool {
    let node = nodes[index]
    guard node.kind == .string, node.size == key.count else { return false }
    if key.isEmpty { return true }
    return withStringBytes(at: index) { bytes in
      memcmp(bytes.baseAddress!, key.baseAddress!, key.count) == 0
    } ?? false
  }

  /// Whether the string node at `index` equals the UTF-8 bytes of `key`.
  func stringEquals(at index: Int, _ key: [UInt8]) -> Bool {
    key.withUnsafeBytes { stringEquals(at: index, $0) }
  }

  /// Whether the string node at `index` equals `key`.
  func stringEquals(at index: Int, _ key: StaticString) -> Bool {
    if key.hasPointerRepresentation {
      return stringEquals(at: index, UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }
    var text = key.description
    return text.withUTF8 { stringEquals(at: index, UnsafeRawBufferPointer($0)) }
  }

  /// Tape indices of the elements of the array at `index` (empty for other kinds).
  func elements(ofArrayAt index: Int) -> Elements {
    let node = nodes[index]
    guard node.kind == .array else { return Elements(tape: self, first: index + 1, count: 0) }
    return Elements(tape: self, first: index + 1, count: node.size)
  }

  /// (key index, value index) pairs of the object at `index`, in document order (empty for other kinds).
  func members(ofObjectAt index: Int) -> Members {
    let node = nodes[index]
    guard node.kind == .object else { return Members(tape: self, first: index + 1, count: 0) }
    return Members(tape: self, first: index + 1, count: node.size)
  }

  /// Value index of the last member of the object at `index` whose key equals `key`, nil if absent.
  func valueIndex(ofKey key: UnsafeRawBufferPointer, inObjectAt index: Int) -> Int? {
    var found: Int?
    for member in members(ofObjectAt: index) where stringEquals(at: member.key, key) {
      found = member.value
    }
    return found
  }

  /// Value index of the last member of the object at `index` whose key equals `key`, nil if absent.
  func valueIndex(ofKey key: StaticString, inObjectAt index: Int) -> Int? {
    if key.hasPointerRepresentation {
      return valueIndex(
        ofKey: UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), inObjectAt: index)
    }
    return valueIndex(ofKey: Array(key.description.utf8), inObjectAt: index)
  }

  /// Value index of the last member of the object at `index` whose key equals the UTF-8 bytes `key`, nil if absent.
  func valueIndex(ofKey key: [UInt8], inObjectAt index: Int) -> Int? {
    key.withUnsafeBytes { valueIndex(ofKey: $0, inObjectAt: index) }
  }

  /// Sequence of the value indices of one container: an array's elements, or an object's
  /// member values (each one node after its key).
  struct Elements: Sequence, IteratorProtocol {
    /// The tape being walked.
    let tape: JSONTape
    /// Index of the next value.
    var position: Int
    /// Values not yet returned.
    var remaining: Int
    /// Nodes between one value's end and the next value: 0 in an array, 1 (the key) in an object.
    let keyNodes: Int

    /// Starts at the value at `first`, returning `count` values.
    init(tape: JSONTape, first: Int, count: Int, keyNodes: Int = 0) {
      self.tape = tape
      self.position = first
      self.remaining = count
      self.keyNodes = keyNodes
    }

    /// Next value index.
    mutating func next() -> Int? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let current = position
      position = tape.indexAfter(current) + keyNodes
      return current
    }
  }

  /// Sequence of the (key, value) index pairs of one object: its values, each with the key
  /// node just before it.
  struct Members: Sequence, IteratorProtocol {
    /// The member values.
    var values: Elements

    /// Starts at the key node at `first`, returning `count` members.
    init(tape: JSONTape, first: Int, count: Int) {
      values = Elements(tape: tape, first: first + 1, count: count, keyNodes: 1)
    }

    /// Next member's key and value indices.
    mutating func next() -> (key: Int, value: Int)? {
      guard let value = values.next() else { return nil }
      return (value - 1, value)
    }
  }

  /// Materializes the whole document (see the top of this file for the representation).
  func materialize() -> Any { value(at: rootIndex) }

  /// Materializes the value starting at `index` and its subtree; with `exactLongNumbers`,
  /// literals with more than 15 significant digits become `Decimal` rather than `Double`.
  func value(at index: Int, exactLongNumbers: Bool = false) -> Any {
    nodes.withUnsafeBufferPointer { nodeBuffer in
      arena.withUnsafeBytes { arenaBytes in
        var materializer = JSONMaterializer(
          nodes: nodeBuffer.baseAddress!, input: input, arena: arenaBytes)
        materializer.exactLongNumbers = exactLongNumbers
        var cursor = index
        return materializer.value(&cursor)
      }
    }
  }

  /// The source text of a `.bigInteger` node.
  func literal(of node: JSONTapeNode) -> String {
    let start = Int(truncatingIfNeeded: node.payload)
    return String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<(start + node.size)]), as: UTF8.self)
  }
}
