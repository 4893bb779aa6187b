// String scanning for the tape builder: UTF-8 validation and escape decoding.

extension JSONTapeBuilder {
  /// Nonzero (high bit of the byte) for every byte of `word` that is `"`, `\`, below 0x20 or at least 0x80.
  ///
  /// The lowest flagged byte is always exact; higher ones may be false positives (borrows), which
  /// is fine because callers only use the lowest.
  @inline(__always)
  static func specialByteMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let quoteBits = (quotes &- ones) & ~quotes
    let backslashBits = (backslashes &- ones) & ~backslashes
    let controlBits = (word &- ones &* 0x20) & ~word
    return (quoteBits | backslashBits | controlBits | word) & (ones &* 0x80)
  }

  /// Offset of the first byte at or after `position` that is `"`, `\`, below 0x20 or at least 0x80; `end` if none.
  @inline(__always)
  func findSpecialByte(from position: Int) -> Int {
    var p = position
    while p &+ 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self))
      let mask = JSONTapeBuilder.specialByteMask(word)
      if mask != 0 { return p + mask.trailingZeroBitCount >> 3 }
      p += 8
    }
    while p < end {
      let byte = base[p]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return p }
      p += 1
    }
    return end
  }

  /// Scans a string whose opening quote is at `openingQuote`, appends its node, returns the offset after the closing quote.
  mutating func scanString(openingQuote: Int) throws(JSONReadError) -> Int {
    let start = openingQuote + 1
    var p = start
    while true {
      p = findSpecialByte(from: p)
      guard p < end else { throw error(.unexpectedEnd, at: end) }
      let byte = base[p]
      if byte == UInt8(ascii: "\"") {
        nodes.append(JSONTapeNode(kind: .string, size: p - start, payload: UInt64(start)))
        return p + 1
      }
      if byte >= 0x80 {
        p = try validateUTF8Sequence(at: p)
      } else if byte == UInt8(ascii: "\\") {
        return try scanEscapedString(start: start, firstEscape: p)
      } else {
        throw error(.controlCharacterInString, at: p)
      }
    }
  }

  /// Continues a string at its first backslash, copying the unescaped bytes into the arena.
  private mutating func scanEscapedString(start: Int, firstEscape: Int) throws(JSONReadError) -> Int {
    let arenaStart = arena.count
    var runStart = start
    var p = firstEscape
    while true {
      let byte = base[p]
      if byte == UInt8(ascii: "\"") {
        appendRun(from: runStart, to: p)
        nodes.append(
          JSONTapeNode(
            kind: .string, size: arena.count - arenaStart, payload: UInt64(arenaStart), escaped: true))
        return p + 1
      }
      if byte >= 0x80 {
        p = try validateUTF8Sequence(at: p)
      } else if byte == UInt8(ascii: "\\") {
        appendRun(from: runStart, to: p)
        p = try decodeEscape(at: p)
        runStart = p
      } else {
        throw error(.controlCharacterInString, at: p)
      }
      p = findSpecialByte(from: p)
      guard p < end else { throw error(.unexpectedEnd, at: end) }
    }
  }

  /// Copies input bytes `from..<to` to the arena.
  @inline(__always)
  private mutating func appendRun(from start: Int, to stop: Int) {
    if stop > start {
      arena.append(contentsOf: UnsafeBufferPointer(start: base + start, count: stop - start))
    }
  }

  /// Validates the multi-byte UTF-8 sequence whose lead byte is at `position`; returns the offset after it.
  ///
  /// Rejects stray continuation bytes, overlong forms, encoded surrogates and scalars above U+10FFFF.
  func validateUTF8Sequence(at position: Int) throws(JSONReadError) -> Int {
    guard let lead = UTF8Lead(base[position]) else { throw error(.invalidUTF8, at: position) }
    let continuationCount = lead.continuationCount
    guard position + 1 < end else { throw error(.unexpectedEnd, at: end) }
    let second = base[position + 1]
    guard second >= lead.lower && second <= lead.upper else { throw error(.invalidUTF8, at: position) }
    var index = 2
    while index <= continuationCount {
      guard position + index < end else { throw error(.unexpectedEnd, at: end) }
      guard base[position + index] & 0xC0 == 0x80 else { throw error(.invalidUTF8, at: position) }
      index += 1
    }
    return position + continuationCount + 1
  }

  /// Decodes the escape whose backslash is at `position` into the arena; returns the offset after it.
  private mutating func decodeEscape(at position: Int) throws(JSONReadError) -> Int {
    guard position + 1 < end else { throw error(.unexpectedEnd, at: end) }
    let decoded: UInt8
    switch base[position + 1] {
    case UInt8(ascii: "\""): decoded = 0x22
    case UInt8(ascii: "\\"): decoded = 0x5C
    case UInt8(ascii: "/"): decoded = 0x2F
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      return try decodeUnicodeEscape(at: position)
    default:
      throw error(.invalidEscape, at: position)
    }
    arena.append(decoded)
    return position + 2
  }

  /// Decodes `\uXXXX` (and the `\uXXXX` low half of a surrogate pair) at `position` into the arena as UTF-8.
  private mutating func decodeUnicodeEscape(at position: Int) throws(JSONReadError) -> Int {
    let unit = try hexQuad(at: position + 2)
    var next = position + 6
    let scalar: UInt32
    switch unit {
    case 0xD800..<0xDC00:
      guard next + 1 < end, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u") else {
        throw error(.loneSurrogate, at: position)
      }
      let low = try hexQuad(at: next + 2)
      guard low >= 0xDC00 && low < 0xE000 else { throw error(.loneSurrogate, at: position) }
      scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      next += 6
    case 0xDC00..<0xE000:
      throw error(.loneSurrogate, at: position)
    default:
      scalar = unit
    }
    switch scalar {
    case 0..<0x80:
      arena.append(UInt8(truncatingIfNeeded: scalar))
    case 0x80..<0x800:
      arena.append(UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
    case 0x800..<0x10000:
      arena.append(UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
    default:
      arena.append(UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
      arena.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
    }
    return next
  }

  /// Value of the four hex digits at `position`.
  private func hexQuad(at position: Int) throws(JSONReadError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 {
      let p = position + offset
      guard p < end else { throw error(.unexpectedEnd, at: end) }
      let byte = base[p]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.invalidEscape, at: p)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
