// The single validating pass that turns UTF-8 bytes into a `JSONTape` (see JSONReader.swift).

/// Iterative scanner that validates a document and appends its nodes to a tape.
struct JSONTapeBuilder {
  /// Saved state of an enclosing container while a nested one is open.
  private struct Frame {
    /// Tape index of the enclosing container's node, -1 at the top level.
    var container: Int
    /// Values completed so far in the enclosing container.
    var count: Int
  }

  /// The input (not owned).
  let input: UnsafeRawBufferPointer
  /// First input byte; only dereferenced below `end`.
  let base: UnsafePointer<UInt8>
  /// Number of input bytes.
  let end: Int
  /// Maximum number of nested containers.
  let maxDepth: Int
  /// Nodes produced so far.
  var nodes: [JSONTapeNode] = []
  /// Unescaped bytes of strings that contained escapes.
  var arena: [UInt8] = []
  /// Whether a number literal beyond `Double`'s range (`1e400`) is kept (an infinite double
  /// node with its literal, listed in `outOfRangeNodes`) rather than refused.
  var keepsOutOfRangeNumbers = false
  /// Tape indices of the out-of-range number nodes kept, in document order.
  var outOfRangeNodes: [Int] = []

  /// Stand-in address for an empty input (never dereferenced because `end` is 0).
  nonisolated(unsafe) private static let emptyInput: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
  }()

  /// Prepares a scan of `input`.
  init(input: UnsafeRawBufferPointer, maxDepth: Int) {
    self.input = input
    if let address = input.baseAddress {
      base = address.assumingMemoryBound(to: UInt8.self)
      end = input.count
    } else {
      base = UnsafePointer(JSONTapeBuilder.emptyInput)
      end = 0
    }
    self.maxDepth = max(maxDepth, 0)
    nodes.reserveCapacity(min(end / 6 + 4, 1 << 20))
  }

  /// Creates an error of `kind` at byte `offset`, computing its line and column.
  @inline(never)
  func error(_ kind: JSONReadError.Kind, at offset: Int) -> JSONReadError {
    JSONReadError(kind, at: offset, in: input)
  }

  /// The error for the byte at `offset`: `unexpectedEnd` past the input, else `unexpectedCharacter`.
  @inline(never)
  func unexpected(at offset: Int) -> JSONReadError {
    offset < end ? error(.unexpectedCharacter(base[offset]), at: offset) : error(.unexpectedEnd, at: end)
  }

  /// Offset of the first non-whitespace byte at or after `position`.
  @inline(__always)
  func skipWhitespace(_ position: Int) -> Int {
    var p = position
    while p < end {
      let byte = base[p]
      // Bits 9 (\t), 10 (\n), 13 (\r) and 32 (space).
      if byte > 0x20 || (UInt64(0x1_0000_2600) >> UInt64(byte)) & 1 == 0 { break }
      p += 1
    }
    return p
  }

  /// Scans the whole document.
  mutating func run() throws(JSONReadError) {
    var p = 0
    if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { p = 3 }

    var stack: [Frame] = []
    var container = -1  // tape index of the innermost open container, -1 at top level
    var isObject = false
    var count = 0  // elements/members completed in `container`

    valueLoop: while true {
      p = skipWhitespace(p)
      guard p < end else { throw error(.unexpectedEnd, at: end) }
      let byte = base[p]
      switch byte {
      case UInt8(ascii: "\""):
        p = try scanString(openingQuote: p)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < maxDepth else { throw error(.depthLimitExceeded, at: p) }
        stack.append(Frame(container: container, count: count))
        container = nodes.count
        isObject = byte == UInt8(ascii: "{")
        count = 0
        nodes.append(JSONTapeNode(kind: isObject ? .object : .array))
        p = skipWhitespace(p + 1)
        guard p < end else { throw error(.unexpectedEnd, at: end) }
        let next = base[p]
        if next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          p += 1
          closeContainer(container: &container, isObject: &isObject, count: &count, stack: &stack, end: p)
        } else if isObject {
          p = try scanKeyAndColon(p)
          continue valueLoop
        } else {
          continue valueLoop
        }
      case UInt8(ascii: "t"):
        p = try scanLiteral(p, word: 0x6575_7274, length: 4, kind: .true)
      case UInt8(ascii: "f"):
        p = try scanLiteral(p, word: 0x6573_6C61, length: 5, kind: .false)
      case UInt8(ascii: "n"):
        p = try scanLiteral(p, word: 0x6C6C_756E, length: 4, kind: .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        p = try scanNumber(p)
      default:
        throw error(.unexpectedCharacter(byte), at: p)
      }

      // A value is complete: continue the enclosing container, or finish.
      while container >= 0 {
        count += 1
        p = skipWhitespace(p)
        guard p < end else { throw error(.unexpectedEnd, at: end) }
        let next = base[p]
        if next == UInt8(ascii: ",") {
          p += 1
          if isObject {
            p = skipWhitespace(p)
            p = try scanKeyAndColon(p)
          }
          continue valueLoop
        }
        guard next == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw error(.unexpectedCharacter(next), at: p)
        }
        p += 1
        closeContainer(container: &container, isObject: &isObject, count: &count, stack: &stack, end: p)
      }
      break valueLoop
    }

    p = skipWhitespace(p)
    if p < end { throw error(.trailingData, at: p) }
  }

  /// Finalizes the innermost container's node and restores the enclosing container's state.
  @inline(__always)
  private mutating func closeContainer(
    container: inout Int, isObject: inout Bool, count: inout Int, stack: inout [Frame], end position: Int
  ) {
    // The index after the container, and where it ends in the input (past its closing
    // bracket) when both fit in 32 bits (flagged), for the text of collected values.
    let after = nodes.count
    let packs = after < 1 << 32 && position < 1 << 32
    nodes[container] = JSONTapeNode(
      kind: isObject ? .object : .array, size: count,
      payload: packs ? UInt64(after) | UInt64(position) << 32 : UInt64(after), escaped: packs)
    let frame = stack.removeLast()
    container = frame.container
    count = frame.count
    isObject = container >= 0 && nodes[container].kind == .object
  }

  /// Scans `"key"` followed by optional whitespace and `:`; returns the offset after the colon.
  @inline(__always)
  private mutating func scanKeyAndColon(_ position: Int) throws(JSONReadError) -> Int {
    guard position < end, base[position] == UInt8(ascii: "\"") else { throw unexpected(at: position) }
    var p = try scanString(openingQuote: position)
    if p < end && base[p] == UInt8(ascii: ":") { return p + 1 }
    p = skipWhitespace(p)
    guard p < end, base[p] == UInt8(ascii: ":") else { throw unexpected(at: p) }
    return p + 1
  }

  /// Scans `true`, `false` or `null` (`word` holds the last four bytes, little-endian).
  @inline(__always)
  private mutating func scanLiteral(_ position: Int, word: UInt32, length: Int, kind: JSONTapeKind) throws(JSONReadError) -> Int {
    let tail = position + length - 4
    if position + length <= end,
      UnsafeRawPointer(base + tail).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: word)
    {
      nodes.append(JSONTapeNode(kind: kind))
      return position + length
    }
    // Report the first byte that differs.
    let expected: [UInt8] = kind == .true ? Array("true".utf8) : kind == .false ? Array("false".utf8) : Array("null".utf8)
    var p = position
    for byte in expected {
      guard p < end else { throw error(.unexpectedEnd, at: end) }
      guard base[p] == byte else { throw error(.unexpectedCharacter(base[p]), at: p) }
      p += 1
    }
    return p
  }
}
