// The framer's tokens: numbers, structural bytes, values, UTF-8 sequences, the key path's keys.
// See StreamFramer.swift.

import Foundation

extension StreamFramer {
  // MARK: - Tokens

  /// The mode after `byte` in a number, or `nil` when the byte does not continue it.
  static func number(_ mode: Mode, _ byte: UInt8) -> Mode? {
    let isDigit = byte &- 0x30 < 10
    switch mode {
    case .minus: return isDigit ? (byte == 0x30 ? .zero : .integer) : nil
    case .zero:
      if byte == 0x2E { return .dot }
      if byte | 0x20 == 0x65 { return .exponentMark }
      return nil
    case .integer:
      if isDigit { return .integer }
      if byte == 0x2E { return .dot }
      if byte | 0x20 == 0x65 { return .exponentMark }
      return nil
    case .dot: return isDigit ? .fraction : nil
    case .fraction:
      if isDigit { return .fraction }
      if byte | 0x20 == 0x65 { return .exponentMark }
      return nil
    case .exponentMark:
      if byte == 0x2B || byte == 0x2D { return .exponentSign }
      return isDigit ? .exponent : nil
    case .exponentSign: return isDigit ? .exponent : nil
    default: return isDigit ? .exponent : nil
    }
  }

  /// Whether a number may end in `mode`: a byte that does not continue it then ends it.
  static func numberCanEnd(_ mode: Mode) -> Bool {
    switch mode {
    case .zero, .integer, .fraction, .exponent: true
    default: false
    }
  }

  /// Takes the first byte of a token (not whitespace) at `offset` in a structural mode; the
  /// caller moves past it.
  mutating func token(_ byte: UInt8, at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
    switch mode {
    case .value, .valueOrClose:
      if mode == .valueOrClose && byte == 0x5D { return try close(at: offset, in: chunk) }
      return try beginValue(byte, at: offset)
    case .keyOrClose, .key:
      if mode == .keyOrClose && byte == 0x7D { return try close(at: offset, in: chunk) }
      guard byte == 0x22 else { return try fail(jsonProblem(.unexpectedCharacter(byte), at: offset)) }
      isKey = true
      mode = .string
      collectingKey = stack[stack.count - 1].isOnPath
      if collectingKey {
        keyBytes.removeAll(keepingCapacity: true)
        keyBytes.append(byte)
      }
      return nil
    case .colon:
      guard byte == 0x3A else { return try fail(jsonProblem(.unexpectedCharacter(byte), at: offset)) }
      mode = .value
      return nil
    case .commaOrClose:
      let isObject = stack[stack.count - 1].isObject
      if byte == 0x2C {
        mode = isObject ? .key : .value
        return nil
      }
      guard byte == (isObject ? 0x7D : 0x5D) else { return try fail(jsonProblem(.unexpectedCharacter(byte), at: offset)) }
      return try close(at: offset, in: chunk)
    default:
      return try fail(jsonProblem(.trailingData, at: offset))
    }
  }

  /// Starts a value whose first byte is `byte` at `offset`.
  mutating func beginValue(_ byte: UInt8, at offset: Int) throws(MappingError) -> FramerStep? {
    let depth = stack.count
    var onPath = pendingOnPath
    pendingOnPath = false
    if depth > 0, stack[depth - 1].isOnPath, !stack[depth - 1].isObject {
      // An element of an array on the path: the one the next segment names is on it.
      if case .index(let wanted) = segments[depth - 1], stack[depth - 1].count == wanted {
        onPath = true
        stack[depth - 1].foundNext = true
      }
      stack[depth - 1].count += 1
    }
    var isOnPath = false
    var isTarget = false
    // An object in the array's place, read as its one element (`wrapsLoneObject`).
    var isLoneObject = false
    if onPath {
      if depth < segments.count {
        let wantsObject: Bool
        if case .key = segments[depth] { wantsObject = true } else { wantsObject = false }
        isOnPath = byte == (wantsObject ? 0x7B : 0x5B)
        if !isOnPath { pathMismatch(depth: depth, expected: wantsObject ? "an object" : "an array", found: Self.kind(of: byte)) }
      } else {
        isTarget = byte == 0x5B
        isLoneObject = !isTarget && wrapsLoneObject && byte == 0x7B
        if !isTarget && !isLoneObject { pathMismatch(depth: depth, expected: "a JSON array", found: Self.kind(of: byte)) }
      }
    }
    let startsElement = records != nil ? depth == 0 : isLoneObject || depth > 0 && stack[depth - 1].isTarget
    if startsElement {
      elementOpen = true
      elementStart = position(offset)
      elementDepth = depth
      elementRecord = record
      elementIndex = nextIndex
      nextIndex += 1
      bufferedUpTo = offset
      boundary = offset
    }
    switch byte {
    case 0x22:
      isKey = false
      collectingKey = false
      mode = .string
    case 0x7B, 0x5B:
      guard depth < NestingLimit.levels else { return try fail(jsonProblem(.depthLimitExceeded, at: offset)) }
      if startsElement {
        // An element's containers are only delimited here (`quickScan`).
        quickKinds.removeAll(keepingCapacity: true)
        quickKinds.append(byte == 0x7B)
        quickInString = false
        quickEscape = false
        mode = .quick
        return nil
      }
      stack.append(Frame(isObject: byte == 0x7B, isOnPath: isOnPath, isTarget: isTarget))
      mode = byte == 0x7B ? .keyOrClose : .valueOrClose
    case 0x74: beginLiteral("true")
    case 0x66: beginLiteral("false")
    case 0x6E: beginLiteral("null")
    case 0x2D: mode = .minus
    case 0x30: mode = .zero
    case 0x31...0x39: mode = .integer
    default: return try fail(jsonProblem(.unexpectedCharacter(byte), at: offset))
    }
    return nil
  }

  mutating func beginLiteral(_ word: StaticString) {
    literal = word
    literalIndex = 1
    mode = .literal
  }

  /// Starts the multi-byte UTF-8 sequence whose lead byte is `lead` at `offset`; `false` for a
  /// byte that cannot lead one.
  mutating func beginUTF8(_ lead: UInt8, at offset: Int) -> Bool {
    guard let rule = UTF8Lead(lead) else { return false }
    utf8Remaining = rule.continuationCount
    utf8Lower = rule.lower
    utf8Upper = rule.upper
    utf8Lead = position(offset)
    utf8Second = true
    mode = .utf8
    return true
  }

  /// A word for what a value starting with `byte` is, for a key path problem.
  static func kind(of byte: UInt8) -> String {
    switch byte {
    case 0x7B: "an object"
    case 0x5B: "an array"
    case 0x22: "a string"
    case 0x74, 0x66: "a Boolean"
    case 0x6E: "null"
    default: "a number"
    }
  }

  /// Compares the key just read in an object on the path with the segment it must match.
  mutating func matchKey() throws(MappingError) {
    collectingKey = false
    let depth = stack.count - 1
    guard depth < segments.count, case .key(let wanted) = segments[depth] else { return }
    let matches: Bool
    if keyBytes.contains(0x5C) {
      matches = (try? JSONReader.parse(keyBytes)) as? String == wanted
    } else {
      let key = segmentKeys[depth]
      matches = keyBytes.count == key.count + 2 && keyBytes[1..<(keyBytes.count - 1)].elementsEqual(key)
    }
    guard matches else { return }
    if stack[depth].foundNext {
      // The whole-document reader reads the last of repeated keys; a stream has delivered the
      // first one's elements already.
      isFinished = true
      throw MappingError(path: MappingPath.service(MappingPath.components(of: segments.prefix(depth + 1))), reason: .duplicateKey(wanted))
    }
    stack[depth].foundNext = true
    pendingOnPath = true
  }

  /// Closes the innermost container at `offset` (its closing bracket).
  mutating func close(at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
    let frame = stack.removeLast()
    if frame.isOnPath, !frame.foundNext, pathProblem == nil {
      pathProblem = MappingError(
        path: MappingPath.service(MappingPath.components(of: segments.prefix(stack.count + 1))), reason: .missingRequiredValue)
    }
    return try valueDone(at: offset + 1, in: chunk)
  }

  /// A value ended just before `end` (an absolute offset): its container goes on, the
  /// document is done, or the value was an element, delivered now (in records, when its
  /// record ends with nothing but whitespace after it).
  mutating func valueDone(at end: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
    mode = stack.isEmpty ? .done : .commaOrClose
    guard elementOpen, stack.count == elementDepth else { return nil }
    elementOpen = false
    boundary = end
    if records != nil {
      elementPending = true
      elementEnd = end
      return nil
    }
    return .element(complete(end: end, in: chunk))
  }

  /// The element that ends at `end`, its bytes in the chunk or gathered in the buffer.
  mutating func complete(end: Int, in chunk: UnsafeRawBufferPointer) -> FramedElement {
    let bytes: FramedElement.Bytes
    if buffer.isEmpty && elementStart.offset >= chunkBase {
      bytes = .chunk((elementStart.offset - chunkBase)..<(end - chunkBase))
    } else {
      if end > bufferedUpTo, let base = chunk.baseAddress {
        buffer.append(contentsOf: UnsafeRawBufferPointer(start: base + (bufferedUpTo - chunkBase), count: end - bufferedUpTo))
      }
      bufferedUpTo = end
      bytes = .buffer
      clearsBuffer = true
    }
    return FramedElement(bytes: bytes, index: elementIndex, record: elementRecord, start: elementStart)
  }

  /// At the end of a chunk: the bytes of an element in progress (or, in records, of a
  /// value waiting for its line's end) go to the buffer.
  mutating func spill(_ chunk: UnsafeRawBufferPointer) {
    guard elementOpen || elementPending, let base = chunk.baseAddress else { return }
    let end = elementOpen ? chunkBase + chunk.count : elementEnd
    if end > bufferedUpTo {
      buffer.append(contentsOf: UnsafeRawBufferPointer(start: base + (bufferedUpTo - chunkBase), count: end - bufferedUpTo))
      bufferedUpTo = end
    }
  }
}
