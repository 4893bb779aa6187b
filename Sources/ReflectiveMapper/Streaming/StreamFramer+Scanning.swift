// The framer's scan: bytes one at a time between tokens (a fast run over plain string bytes),
// the end of the input, and records' ends. See StreamFramer.swift.

import Foundation

extension StreamFramer {
  // MARK: - Scanning

  /// Scans `chunk` from `cursor` (which it advances) until an element is complete, a
  /// record turns out malformed, or the chunk is used up.
  ///
  /// - Throws: `MappingError` for malformed JSON (outside records), a limit exceeded, or a
  ///   key that the key path names twice; the stream is then over.
  mutating func scan(_ chunk: UnsafeRawBufferPointer, cursor: inout Int) throws(MappingError) -> FramerStep {
    if clearsBuffer {
      buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
      clearsBuffer = false
    }
    // (Called again with the cursor at the end, after an element that ended there: the
    // chunk's end is handled below, once.)
    guard !isFinished, let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      cursor = chunk.count
      return .needsInput
    }
    let count = chunk.count
    var i = cursor
    scanning = chunk
    defer {
      cursor = i
      scanning = UnsafeRawBufferPointer(start: nil, count: 0)
    }
    while i < count {
      if mode == .quick {
        let (next, step, atSeparator) = try quickScan(base, from: i, count: count)
        i = next
        if let step { return step }
        // (A record's separator inside an element: handled below, as in any other mode.)
        if !atSeparator { continue }
      }
      if chunkBase + i - boundary >= maxElementBytes { return try limitExceeded() }
      let byte = base[i]
      if UInt16(byte) == separator {
        if case .bom(let read) = mode, read > 0 { return try fail(bomProblem()) }
        // (RFC 7464: a separator opens a record; the first one, after nothing but
        // whitespace, opens record 1.)
        let opensFirst = byte == 0x1E && beforeFirstSeparator && stack.isEmpty && (mode == .value || mode == .bom(0))
        beforeFirstSeparator = false
        let step = try endLine(at: chunkBase + i, in: chunk)
        if byte == 0x0A { newline(at: chunkBase + i) }
        i += 1
        if !opensFirst { record += 1 }
        mode = .value
        if let step { return step }
        continue
      }
      switch mode {
      case .string:
        // The plain bytes of a string, in one run.
        var j = i
        while j < count {
          let b = base[j]
          if b < 0x20 || b == 0x22 || b == 0x5C || b >= 0x80 { break }
          j += 1
        }
        if j > i {
          if collectingKey { keyBytes.append(contentsOf: UnsafeBufferPointer(start: base + i, count: j - i)) }
          i = j
          continue
        }
        if collectingKey { keyBytes.append(byte) }
        if byte == 0x22 {
          i += 1
          if isKey {
            mode = .colon
            if collectingKey { try matchKey() }
          } else if let step = try valueDone(at: chunkBase + i, in: chunk) {
            return step
          }
          continue
        }
        if byte == 0x5C {
          escapeStart = chunkBase + i
          mode = .escape
        } else if byte >= 0x80 {
          guard beginUTF8(byte, at: chunkBase + i) else { return try fail(jsonProblem(.invalidUTF8, at: chunkBase + i)) }
        } else {
          return try fail(jsonProblem(.controlCharacterInString, at: chunkBase + i))
        }
        i += 1
      case .escape:
        if collectingKey { keyBytes.append(byte) }
        switch byte {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74: mode = .string
        case 0x75:
          mode = .hex
          hexCount = 0
          hexValue = 0
        default: return try fail(jsonProblem(.invalidEscape, at: escapeStart))
        }
        i += 1
      case .hex:
        if collectingKey { keyBytes.append(byte) }
        let digit: UInt8
        switch byte {
        case 0x30...0x39: digit = byte - 0x30
        case 0x61...0x66: digit = byte - 0x61 + 10
        case 0x41...0x46: digit = byte - 0x41 + 10
        default: return try fail(jsonProblem(.invalidEscape, at: chunkBase + i))
        }
        hexValue = hexValue << 4 | UInt32(digit)
        hexCount += 1
        i += 1
        if hexCount == 4 {
          if readingLowHalf {
            readingLowHalf = false
            guard hexValue >= 0xDC00 && hexValue < 0xE000 else { return try fail(jsonProblem(.loneSurrogate, at: highEscapeStart)) }
            mode = .string
          } else if hexValue >= 0xD800 && hexValue < 0xDC00 {
            highEscapeStart = escapeStart
            mode = .lowBackslash
          } else if hexValue >= 0xDC00 && hexValue < 0xE000 {
            return try fail(jsonProblem(.loneSurrogate, at: escapeStart))
          } else {
            mode = .string
          }
        }
      case .lowBackslash:
        guard byte == 0x5C else { return try fail(jsonProblem(.loneSurrogate, at: highEscapeStart)) }
        if collectingKey { keyBytes.append(byte) }
        mode = .lowU
        i += 1
      case .lowU:
        guard byte == 0x75 else { return try fail(jsonProblem(.loneSurrogate, at: highEscapeStart)) }
        if collectingKey { keyBytes.append(byte) }
        mode = .hex
        hexCount = 0
        hexValue = 0
        readingLowHalf = true
        i += 1
      case .utf8:
        if utf8Second {
          guard byte >= utf8Lower && byte <= utf8Upper else { return try fail(jsonProblem(.invalidUTF8, at: utf8Lead)) }
          utf8Second = false
        } else {
          guard byte & 0xC0 == 0x80 else { return try fail(jsonProblem(.invalidUTF8, at: utf8Lead)) }
        }
        if collectingKey { keyBytes.append(byte) }
        continuations += 1
        utf8Remaining -= 1
        if utf8Remaining == 0 { mode = .string }
        i += 1
      case .minus, .zero, .integer, .dot, .fraction, .exponentMark, .exponentSign, .exponent:
        if mode == .zero, byte &- 0x30 < 10 { return try fail(jsonProblem(.invalidNumber, at: chunkBase + i)) }
        guard let next = Self.number(mode, byte) else {
          if Self.numberCanEnd(mode) {
            // The number ends before this byte, which is read again in the new mode.
            if let step = try valueDone(at: chunkBase + i, in: chunk) { return step }
            continue
          }
          return try fail(jsonProblem(.invalidNumber, at: chunkBase + i))
        }
        mode = next
        i += 1
      case .literal:
        guard byte == literal.utf8Start[literalIndex] else { return try fail(jsonProblem(.unexpectedCharacter(byte), at: chunkBase + i)) }
        literalIndex += 1
        i += 1
        if literalIndex == literal.utf8CodeUnitCount, let step = try valueDone(at: chunkBase + i, in: chunk) { return step }
      case .skipLine:
        account(byte, at: chunkBase + i)
        i += 1
      case .bom(let read):
        if read == 0 && byte != 0xEF {
          mode = .value
          continue
        }
        guard byte == Self.byteOrderMark[read] else { return try fail(bomProblem()) }
        if read > 0 { continuations += 1 }
        mode = read == 2 ? .value : .bom(read + 1)
        i += 1
      default:
        // Between tokens: whitespace, or what the mode expects.
        if byte == 0x20 || byte == 0x09 {
          i += 1
        } else if byte == 0x0A {
          newline(at: chunkBase + i)
          i += 1
        } else if byte == 0x0D {
          carriageReturn(at: chunkBase + i)
          i += 1
        } else {
          let step = try token(byte, at: chunkBase + i, in: chunk)
          i += 1
          if let step { return step }
        }
      }
    }
    spill(chunk)
    chunkBase += count
    return .needsInput
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The end of the input: completes a number or a record in progress, then checks
  /// that the document is complete.
  ///
  /// Call it until it returns `.needsInput`, which then means the stream is over.
  ///
  /// - Throws: `MappingError` for a truncated document (`unexpectedEnd` at the end) or a key
  ///   path problem.
  mutating func finish() throws(MappingError) -> FramerStep {
    if clearsBuffer {
      buffer.removeAll()
      clearsBuffer = false
    }
    if isFinished { return .needsInput }
    let end = chunkBase
    if records != nil {
      if case .bom(let read) = mode, read > 0 {
        mode = .skipLine
        return .lineProblem(bomProblem())
      }
      let step = try endLine(at: end, in: UnsafeRawBufferPointer(start: nil, count: 0))
      mode = .skipLine
      if let step { return step }
      isFinished = true
      return .needsInput
    }
    switch mode {
    case .quick:
      return try fail(quickProblem(.unexpectedEnd, at: end))
    case .zero, .integer, .fraction, .exponent:
      if let step = try valueDone(at: end, in: UnsafeRawBufferPointer(start: nil, count: 0)) { return step }
      return try finish()
    case .lowBackslash, .lowU:
      return try fail(jsonProblem(.loneSurrogate, at: highEscapeStart))
    case .bom(let read) where read > 0:
      return try fail(bomProblem())
    case .done:
      isFinished = true
      if let pathProblem { throw pathProblem }
      return .needsInput
    default:
      return try fail(jsonProblem(.unexpectedEnd, at: end))
    }
  }

  // MARK: - Records

  mutating func newline(at offset: Int) {
    if lastCR != offset - 1 { line += 1 }
    lineStart = offset + 1
    continuations = 0
  }

  /// The bookkeeping of one byte at `offset` that is not otherwise read: a line break, or a
  /// continuation byte of the column.
  @inline(__always)
  mutating func account(_ byte: UInt8, at offset: Int) {
    if byte == 0x0A {
      newline(at: offset)
    } else if byte == 0x0D {
      carriageReturn(at: offset)
    } else if byte & 0xC0 == 0x80 {
      continuations += 1
    }
  }

  mutating func carriageReturn(at offset: Int) {
    line += 1
    lineStart = offset + 1
    continuations = 0
    lastCR = offset
  }

  /// The end of a record at `offset` (its separator, or the end of the input): the
  /// record's value, delivered; nothing, for a blank record; or the problem of a record that ends
  /// inside a value, at its end, as the record read alone would have it.
  mutating func endLine(at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
    switch mode {
    case .zero, .integer, .fraction, .exponent:
      guard stack.isEmpty else { return try lineCut(at: offset) }
      _ = try valueDone(at: offset, in: chunk)
      return endLine(deliveringAt: offset, in: chunk)
    case .done:
      return endLine(deliveringAt: offset, in: chunk)
    case .value where stack.isEmpty, .skipLine, .bom:
      if mode == .skipLine { boundary = offset + 1 }
      return nil
    case .lowBackslash, .lowU:
      let problem = jsonProblem(.loneSurrogate, at: highEscapeStart)
      boundary = offset + 1
      return try fail(problem)
    case .quick:
      let problem = quickProblem(.unexpectedEnd, at: offset)
      boundary = offset + 1
      return try fail(problem)
    default:
      return try lineCut(at: offset)
    }
  }

  /// The problem of a line that ends at `offset` inside a value.
  mutating func lineCut(at offset: Int) throws(MappingError) -> FramerStep {
    let problem = jsonProblem(.unexpectedEnd, at: offset)
    boundary = offset + 1
    return try fail(problem)
  }

  mutating func endLine(deliveringAt offset: Int, in chunk: UnsafeRawBufferPointer) -> FramerStep? {
    boundary = offset + 1
    guard elementPending else { return nil }
    elementPending = false
    return .element(complete(end: elementEnd, in: chunk))
  }
}
