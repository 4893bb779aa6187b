/// String and key output: quoting and escaping.
///
/// Escaping rules: `"` → `\"`, `\` → `\\`, U+0008 → `\b`, U+000C → `\f`, U+000A → `\n`,
/// U+000D → `\r`, U+0009 → `\t`, any other U+0000–U+001F → `\u00XX` with lowercase hex digits.
/// Every other byte of the string's UTF-8 (including `/`, U+007F and all non-ASCII) is copied
/// unchanged; since Swift strings are always valid Unicode, the output is always valid UTF-8.
extension JSONWriter {
  /// Writes `string` as a quoted, escaped JSON string value.
  @inline(__always)
  mutating func writeString(_ string: String) {
    prepareValue()
    appendQuoted(string)
  }

  /// Writes an object member's key followed by `:` (`: ` when pretty-printing).
  ///
  /// Handles the `,` before every member but the first and, when pretty-printing, the newline and
  /// indentation. The next call must write the member's value.
  @inline(__always)
  mutating func writeKey(_ key: String) {
    prepareKey()
    appendQuoted(key)
    finishKey()
  }

  /// Writes a key that was encoded beforehand by ``encodedKey(_:)`` (quotes included).
  ///
  /// This is the cheapest way to write the fixed member names of a model: encode each name once
  /// and reuse the bytes for every instance.
  @inline(__always)
  mutating func writeEncodedKey(_ quotedKey: [UInt8]) {
    prepareKey()
    bytes.append(contentsOf: quotedKey)
    finishKey()
  }

  /// Writes a key whose bytes need no escaping (a key read from JSON without escapes).
  @inline(__always)
  mutating func writeKey(unescapedBytes key: UnsafeRawBufferPointer) {
    prepareKey()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: key)
    bytes.append(UInt8(ascii: "\""))
    finishKey()
  }

  /// Returns the bytes ``writeKey(_:)`` would write for `key`'s name: the quoted, escaped string.
  static func encodedKey(_ key: String) -> [UInt8] {
    var writer = JSONWriter()
    writer.appendQuoted(key)
    return writer.bytes
  }

  /// Writes the separator and indentation that precede a key.
  @inline(__always)
  mutating func prepareKey() {
    if hasElement {
      bytes.append(UInt8(ascii: ","))
    } else {
      hasElement = true
    }
    if pretty { writeNewlineAndIndent() }
  }

  /// Writes the colon after a key and marks the key's value as pending.
  @inline(__always)
  mutating func finishKey() {
    if pretty {
      appendASCII(": ")
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
    afterKey = true
  }

  /// Appends `"`, the escaped UTF-8 of `string` and `"`, with no separator logic; `/` as `\/`
  /// too when the writer ``escapesSlashes``.
  mutating func appendQuoted(_ string: String) {
    let escapingSlashes = escapesSlashes
    bytes.append(UInt8(ascii: "\""))
    let done: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
      appendEscaped(utf8, escapingSlashes: escapingSlashes)
    }
    if done == nil {
      var copy = string
      copy.withUTF8 { appendEscaped($0, escapingSlashes: escapingSlashes) }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `utf8` with JSON escapes applied (and `/` as `\/` with `escapingSlashes`); runs
  /// without escapes are copied in bulk.
  mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, escapingSlashes: Bool = false) {
    guard let base = utf8.baseAddress else { return }
    let count = utf8.count
    var runStart = 0
    var index = 0
    // Skip eight bytes at a time while none of them needs escaping.
    while index &+ 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if !Self.wordNeedsEscape(word) && !(escapingSlashes && Self.wordHasSlash(word)) {
        index &+= 8
        continue
      }
      appendEscapedBytes(base, &index, upTo: index &+ 8, runStart: &runStart, escapingSlashes: escapingSlashes)
    }
    appendEscapedBytes(base, &index, upTo: count, runStart: &runStart, escapingSlashes: escapingSlashes)
    if count > runStart {
      appendBytes(base + runStart, count: count &- runStart)
    }
  }

  /// Walks `base[index..<end]` a byte at a time: each byte that needs escaping flushes the run
  /// before it (from `runStart`) and is appended escaped.
  @inline(__always)
  private mutating func appendEscapedBytes(
    _ base: UnsafePointer<UInt8>, _ index: inout Int, upTo end: Int, runStart: inout Int, escapingSlashes: Bool
  ) {
    while index < end {
      let byte = base[index]
      if Self.byteNeedsEscape(byte) || (escapingSlashes && byte == UInt8(ascii: "/")) {
        if index > runStart {
          appendBytes(base + runStart, count: index &- runStart)
        }
        appendEscape(for: byte)
        runStart = index &+ 1
      }
      index &+= 1
    }
  }

  /// Whether `byte` must be escaped: a control character, `"` or `\`.
  @inline(__always)
  static func byteNeedsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Whether any of the eight bytes in `word` must be escaped (exact, no false positives).
  @inline(__always)
  static func wordNeedsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 (valid for thresholds up to 0x80).
    let lessThanSpace = (word &- ones &* 0x20) & ~word & highs
    let quotes = word ^ (ones &* 0x22)
    let hasQuote = (quotes &- ones) & ~quotes & highs
    let backslashes = word ^ (ones &* 0x5C)
    let hasBackslash = (backslashes &- ones) & ~backslashes & highs
    return (lessThanSpace | hasQuote | hasBackslash) != 0
  }

  /// Whether any of the eight bytes in `word` is `/`.
  @inline(__always)
  static func wordHasSlash(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let slashes = word ^ (ones &* 0x2F)
    return (slashes &- ones) & ~slashes & 0x8080_8080_8080_8080 != 0
  }

  /// Appends the escape sequence for a byte for which ``byteNeedsEscape(_:)`` is true, or a `/`.
  @inline(never)
  mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): appendASCII("\\\"")
    case UInt8(ascii: "\\"): appendASCII("\\\\")
    case UInt8(ascii: "/"): appendASCII("\\/")
    case 0x08: appendASCII("\\b")
    case 0x0C: appendASCII("\\f")
    case 0x0A: appendASCII("\\n")
    case 0x0D: appendASCII("\\r")
    case 0x09: appendASCII("\\t")
    default:
      let hex: StaticString = "0123456789abcdef"
      appendASCII("\\u00")
      bytes.append(hex.utf8Start[Int(byte >> 4)])
      bytes.append(hex.utf8Start[Int(byte & 0x0F)])
    }
  }
}
