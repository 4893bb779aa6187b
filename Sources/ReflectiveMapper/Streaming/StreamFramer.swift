// The incremental framer: bytes in chunks of any size in, the byte range of each complete
// element out.
//
// One byte at a time (with a fast run over plain string bytes), an explicit state machine
// validates the whole grammar the tape reader validates (structure, strings, escapes and
// surrogate pairs, UTF-8, numbers, literals, the depth limit) and reports the first problem at
// the offset, line and column the tape reader gives it, so that a stream and the whole document
// fail alike. It keeps nothing of the input but the bytes of the element it is in (a chunk that
// holds an element whole hands that range over without a copy) and the raw bytes of a key it
// must compare with the key path; everything else is checked and dropped.
//
// Formats: the elements of the top-level array; the elements of the array at a key path (the
// rest of the document checked and skipped); records, where each record is a document of its
// own, a malformed record is that record's problem and the framer resumes at the next
// separator: JSON Lines (records end at line feeds) and RFC 7464 JSON text sequences (records
// begin at the record separator 0x1E, and line feeds are whitespace).
//
// Bounds: an element, and the bytes between two elements (whitespace, separators, skipped
// values, blank lines), may hold at most `maxElementBytes` bytes; containers nest at most
// `NestingLimit.levels` deep.

import Foundation

/// Where a byte is in a stream: its offset, and the 1-based line and column a `JSONReadError`
/// gives it (lines end at LF, CR LF or a lone CR; columns count Unicode scalars).
struct StreamPosition: Sendable, Equatable {
  var offset: Int
  var line: Int
  var column: Int
}

/// One complete element the framer found.
struct FramedElement {
  /// Where its bytes are: a range of the chunk being scanned, or the framer's buffer (an
  /// element that spanned chunks).
  enum Bytes {
    case chunk(Range<Int>)
    case buffer
  }

  let bytes: Bytes
  /// Its 0-based place in the array (or, in records, among the records that held a value).
  let index: Int
  /// In records, the 1-based number of its record (its line in JSON Lines).
  let record: Int
  /// Where its first byte is.
  let start: StreamPosition
}

/// What one scan found.
enum FramerStep {
  /// An element, complete: its bytes stay valid until the next call to the framer.
  case element(FramedElement)
  /// A malformed record (the framer resumes at the next one): the record's problem.
  case lineProblem(MappingError)
  /// The chunk is used up.
  case needsInput
}

/// The incremental framer; see the top of this file.
struct StreamFramer {
  /// The kind of container a nesting level is, and where it is with respect to the key path.
  private struct Frame {
    var isObject: Bool
    /// The container the first `depth` segments of the key path name.
    var isOnPath = false
    /// The target array, whose elements are delivered.
    var isTarget = false
    /// On the path: whether the next segment was found in it.
    var foundNext = false
    /// In an array on the path: elements begun so far.
    var count = 0
  }

  /// What the framer expects next.
  private enum Mode: Equatable {
    case bom(Int)
    case value, valueOrClose, keyOrClose, key, colon, commaOrClose, done
    case string, escape, hex, lowBackslash, lowU, utf8
    case minus, zero, integer, dot, fraction, exponentMark, exponentSign, exponent
    case literal
    case skipLine
    /// Inside an element's containers: only strings and brackets are followed, to find its
    /// end; the element's own reader validates the rest (see `quickScan`).
    case quick
  }

  /// How the stream is cut.
  enum Layout: Equatable {
    /// The elements of the array at `path` (the top-level array when empty); with
    /// `wrapsLoneObject`, an object in the array's place is its one element.
    case array(path: [PathSegment], wrapsLoneObject: Bool)
    case records(RecordFormat)
  }

  /// How a stream of documents separates them.
  enum RecordFormat: Equatable {
    /// JSON Lines: a record ends at a line feed (a CR before it is whitespace).
    case lines
    /// RFC 7464: a record begins at a record separator (0x1E); line feeds are whitespace.
    case sequence

    /// The byte that separates two records.
    var separator: UInt8 { self == .lines ? 0x0A : 0x1E }

    /// The place of record `number` in a problem's path: `line 7`, `record 7`.
    func component(_ number: Int) -> PathComponent { self == .lines ? .line(number) : .record(number) }
  }

  let layout: Layout
  let maxElementBytes: Int
  /// The key path's segments (empty for a top-level array or JSON Lines).
  private let segments: [PathSegment]
  /// The key segments' UTF-8 bytes (empty for an index segment).
  private let segmentKeys: [[UInt8]]
  /// The records' format, for a stream of records.
  private let records: RecordFormat?
  /// The byte that ends (JSON Lines) or begins (a sequence) a record; 0x100, which no byte is,
  /// for an array.
  private let separator: UInt16
  private let wrapsLoneObject: Bool
  /// A JSON text sequence: whether no separator was read yet (the first one opens record 1).
  private var beforeFirstSeparator = true

  private var mode = Mode.bom(0)
  private var stack: [Frame] = []
  /// A value about to start is the one the key path names next.
  private var pendingOnPath: Bool
  /// Whether the string being read is a key.
  private var isKey = false
  /// The raw bytes (quotes included) of a key being compared with the key path.
  private var keyBytes: [UInt8] = []
  private var collectingKey = false

  // String state.
  private var escapeStart = 0
  private var highEscapeStart = 0
  private var hexCount = 0
  private var hexValue: UInt32 = 0
  private var readingLowHalf = false
  /// Where the lead byte of the UTF-8 sequence being read is: its problem is reported there.
  private var utf8Lead = StreamPosition(offset: 0, line: 1, column: 1)
  private var utf8Remaining = 0
  private var utf8Lower: UInt8 = 0x80
  private var utf8Upper: UInt8 = 0xBF
  private var utf8Second = true
  // Literal state.
  private var literal: StaticString = "null"
  private var literalIndex = 0

  // Position of the scan: the offset of the current chunk's first byte, and what line/column
  // bookkeeping needs (the offset where the line starts, and continuation bytes since then).
  private var chunkBase = 0
  private var line = 1
  private var lineStart = 0
  private var continuations = 0
  private var lastCR = -2
  /// Records: the number of the record being read.
  private var record = 1

  // The quick scan of an element (mode `.quick`): whether it is in a string, after a
  // backslash, and the kinds of the containers open in it (`true`: an object).
  private var quickInString = false
  private var quickEscape = false
  private var quickKinds: [Bool] = []
  /// What the quick scan stops at, by byte (`QuickClasses`), for this layout's separator.
  private let quickClasses: UnsafePointer<UInt8>
  /// The bytes a string's run stops at, each repeated in a word: a quote, a backslash, the
  /// separator (a quote again when there is none).
  private let quickWords: (UInt64, UInt64, UInt64)
  /// The chunk being scanned, while `scan` runs (a problem found late may need the element's
  /// bytes).
  private var scanning = UnsafeRawBufferPointer(start: nil, count: 0)

  // The element being framed.
  private var elementOpen = false
  /// Records: the value is complete; its record must end before it is delivered.
  private var elementPending = false
  private var elementStart = StreamPosition(offset: 0, line: 1, column: 1)
  private var elementEnd = 0
  private var elementDepth = 0
  private var elementRecord = 1
  private var elementIndex = 0
  private var nextIndex = 0
  /// The bytes of an element that spanned chunks, up to offset `bufferedUpTo`.
  private(set) var buffer: [UInt8] = []
  private var bufferedUpTo = 0
  private var clearsBuffer = false
  /// Where the current element, or the stretch between two elements, began.
  private var boundary = 0

  /// A problem with the key path (absent, or crossing a value of the wrong kind): reported at
  /// the end, after the whole document was checked, as the whole-document reader reports it.
  private var pathProblem: MappingError?
  /// Whether the stream ended (after its last element or a fatal problem).
  private(set) var isFinished = false

  init(layout: Layout, maxElementBytes: Int) {
    self.layout = layout
    self.maxElementBytes = max(maxElementBytes, 1)
    switch layout {
    case .array(let path, let wraps):
      segments = path
      wrapsLoneObject = wraps
      records = nil
      separator = 0x100
    case .records(let format):
      segments = []
      wrapsLoneObject = false
      records = format
      separator = UInt16(format.separator)
    }
    segmentKeys = segments.map { segment in
      if case .key(let key) = segment { return Array(key.utf8) }
      return []
    }
    pendingOnPath = records == nil
    stack.reserveCapacity(16)
    quickClasses = QuickClasses.tables(separator: separator)
    quickWords = (
      QuickClasses.repeated(0x22), QuickClasses.repeated(0x5C), QuickClasses.repeated(separator < 0x100 ? UInt8(separator) : 0x22)
    )
  }

  // MARK: - Positions and problems

  /// The position of `offset`, a byte of the current chunk or the end of the input.
  private func position(_ offset: Int) -> StreamPosition {
    StreamPosition(offset: offset, line: line, column: offset - lineStart - continuations + 1)
  }

  /// The JSON problem of `kind` at `offset`, as the whole-document reader words it.
  private func jsonProblem(_ kind: JSONReadError.Kind, at offset: Int) -> MappingError {
    jsonProblem(kind, at: position(offset))
  }

  /// The JSON problem of `kind` at `at`.
  private func jsonProblem(_ kind: JSONReadError.Kind, at: StreamPosition) -> MappingError {
    var error = MappingError(JSONReadError(kind: kind, offset: at.offset, line: at.line, column: at.column))
    if let records { error.path = MappingPath.service([records.component(record)]) }
    return error
  }

  /// The problem of a byte order mark cut short: the first byte cannot start a value.
  private func bomProblem() -> MappingError {
    var error = MappingError(JSONReadError(kind: .unexpectedCharacter(0xEF), offset: 0, line: 1, column: 1))
    if let records { error.path = MappingPath.service([records.component(record)]) }
    return error
  }

  /// Where the current element is, for a problem of its own.
  private var elementPath: [PathComponent] {
    if let records { return [records.component(elementRecord)] }
    return MappingPath.components(of: segments) + [.index(elementIndex)]
  }

  /// Ends a record with its problem (the scan goes on at the next record), or the stream with
  /// it.
  private mutating func fail(_ problem: MappingError) throws(MappingError) -> FramerStep {
    guard records != nil else {
      isFinished = true
      throw problem
    }
    var problem = problem
    if elementPending, let earlier = elementProblem(upTo: elementEnd) {
      // (The quick scan left the value's inside to its reader: a problem there comes first.)
      problem = earlier
    }
    mode = .skipLine
    elementOpen = false
    elementPending = false
    readingLowHalf = false
    pendingOnPath = false
    stack.removeAll(keepingCapacity: true)
    buffer.removeAll(keepingCapacity: true)
    return .lineProblem(problem)
  }

  /// The limit problem for the element or the stretch between elements that outgrew it.
  private mutating func limitExceeded() throws(MappingError) -> FramerStep {
    let path = elementOpen || elementPending ? elementPath : []
    isFinished = true
    throw MappingError(path: MappingPath.service(path), reason: .sizeLimitExceeded(limit: maxElementBytes))
  }

  /// The problem of a value on the key path that is not the container the path needs.
  private mutating func pathMismatch(depth: Int, expected: String, found: String) {
    guard pathProblem == nil else { return }
    pathProblem = MappingError(
      path: MappingPath.service(MappingPath.components(of: segments.prefix(depth))), reason: .typeMismatch(expected: expected, found: found))
  }

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

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

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

  // MARK: - The quick scan of an element

  /// Follows an element's strings and brackets from `start` to its end, the end of the chunk,
  /// a record's separator or the size limit; returns where it stopped, the step it completed
  /// (the element, or a record's problem), and whether it stopped at a separator.
  ///
  /// Inside an element only its end is needed: its bytes are read by the element's own reader
  /// (the tape reader, which validates every byte) before anything after them is used. So the
  /// scan follows only what delimits it: quotes, backslashes in strings, brackets (their kinds
  /// matched, their depth bounded). Whatever else is wrong in it, the element's reader reports
  /// where the whole-document reader would; where the scan itself stops early (a bracket that
  /// does not match, the depth limit, the input's end, a separator), `quickProblem` asks that
  /// reader for the first problem of the bytes so far, so that a stream fails where and as the
  /// whole document does.
  private mutating func quickScan(
    _ base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) throws(MappingError) -> (Int, FramerStep?, atSeparator: Bool) {
    let limit = boundary + maxElementBytes - chunkBase
    let stop = min(count, max(limit, start))
    let structure = quickClasses
    let string = quickClasses + 256
    let (quotes, backslashes, separators) = quickWords
    var j = start
    if quickEscape, j < stop {
      quickEscape = false
      j += 1
    }
    var inString = quickInString
    defer { quickInString = inString }
    while j < stop {
      if inString {
        // Eight bytes at a time, to the first quote, backslash or separator.
        var found = false
        if records == nil {
          // (No separator: two bytes to look for.)
          while j + 8 <= stop {
            let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
            let stops = QuickClasses.zeroBytes(word ^ quotes, word ^ backslashes)
            if stops != 0 {
              j += stops.trailingZeroBitCount &>> 3
              found = true
              break
            }
            j += 8
          }
        } else {
          while j + 8 <= stop {
            let word = UnsafeRawPointer(base + j).loadUnaligned(as: UInt64.self)
            let stops = QuickClasses.zeroBytes(word ^ quotes, word ^ backslashes) | QuickClasses.zeroBytes(word ^ separators)
            if stops != 0 {
              j += stops.trailingZeroBitCount &>> 3
              found = true
              break
            }
            j += 8
          }
        }
        if !found {
          while j < stop && string[Int(base[j])] == 0 { j += 1 }
          guard j < stop else { break }
        }
        switch string[Int(base[j])] {
        case QuickClasses.quote:
          inString = false
          j += 1
        case QuickClasses.backslash:
          j += 1
          if j < stop { j += 1 } else { quickEscape = true }
        default:
          return (j, nil, true)
        }
        continue
      }
      // (Outside strings the runs are short: a colon, a comma, a number, a literal.)
      while j < stop && structure[Int(base[j])] == 0 { j += 1 }
      guard j < stop else { break }
      let byte = base[j]
      switch structure[Int(byte)] {
      case QuickClasses.quote:
        inString = true
        j += 1
      case QuickClasses.open:
        guard elementDepth + quickKinds.count < NestingLimit.levels else {
          return (j, try fail(quickProblem(.depthLimitExceeded, at: chunkBase + j, reading: chunkBase + j + 1)), false)
        }
        quickKinds.append(byte == 0x7B)
        j += 1
      case QuickClasses.close:
        guard quickKinds.last == (byte == 0x7D) else {
          return (j, try fail(quickProblem(.unexpectedCharacter(byte), at: chunkBase + j, reading: chunkBase + j + 1)), false)
        }
        quickKinds.removeLast()
        j += 1
        if quickKinds.isEmpty {
          let end = chunkBase + j
          account(upTo: end)
          return (j, try valueDone(at: end, in: scanning), false)
        }
      default:
        return (j, nil, true)
      }
    }
    if j < count {
      // At the size limit: a problem of the bytes before it comes first.
      if let earlier = elementProblem(upTo: chunkBase + j) {
        isFinished = true
        throw earlier
      }
      return (j, try limitExceeded(), false)
    }
    return (j, nil, false)
  }

  /// The problem of an element that the quick scan stops in at `offset` (`kind`, there),
  /// unless the element's reader finds an earlier one in its bytes up to `end` (by default,
  /// `offset`); the line and column bookkeeping is brought up to `offset`.
  private mutating func quickProblem(_ kind: JSONReadError.Kind, at offset: Int, reading end: Int? = nil) -> MappingError {
    let earlier = elementProblem(upTo: end ?? offset)
    account(upTo: offset)
    return earlier ?? jsonProblem(kind, at: offset)
  }

  /// The first JSON problem of the current element's bytes up to `end` (an absolute offset)
  /// before `end`, as the whole-document reader reports it; `nil` when they hold none.
  private func elementProblem(upTo end: Int) -> MappingError? {
    let from = max(bufferedUpTo, elementStart.offset)
    let tail =
      end > from
      ? UnsafeRawBufferPointer(rebasing: scanning[(from - chunkBase)..<(end - chunkBase)]) : UnsafeRawBufferPointer(start: nil, count: 0)
    let depth = NestingLimit.levels - elementDepth
    let found: JSONReadError?
    if buffer.isEmpty {
      found = Self.firstProblem(tail, maxDepth: depth)
    } else {
      var bytes = buffer
      bytes.append(contentsOf: tail)
      found = bytes.withUnsafeBytes { Self.firstProblem($0, maxDepth: depth) }
    }
    guard let found, found.offset < end - elementStart.offset else { return nil }
    var problem = MappingError(found.rebased(onto: elementStart))
    if let records { problem.path = MappingPath.service([records.component(record)]) }
    return problem
  }

  /// The first problem the whole-document reader finds in `bytes`, nesting at most `maxDepth`.
  private static func firstProblem(_ bytes: UnsafeRawBufferPointer, maxDepth: Int) -> JSONReadError? {
    do {
      _ = try JSONTape(parsing: bytes, maxDepth: maxDepth, keepingOutOfRangeNumbers: true)
      return nil
    } catch {
      return error
    }
  }

  /// Brings the line and column bookkeeping over the current element's bytes up to `end` (an
  /// absolute offset): what the byte-at-a-time scan counts as it goes, counted once the quick
  /// scan is done.
  private mutating func account(upTo end: Int) {
    if !buffer.isEmpty {
      let stored = buffer
      stored.withUnsafeBytes { account($0, from: elementStart.offset) }
    }
    let from = max(bufferedUpTo, elementStart.offset)
    if end > from { account(UnsafeRawBufferPointer(rebasing: scanning[(from - chunkBase)..<(end - chunkBase)]), from: from) }
  }

  /// Counts the line breaks and UTF-8 continuation bytes of `bytes`, which begin at `offset`.
  private mutating func account(_ bytes: UnsafeRawBufferPointer, from offset: Int) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    if memchr(base, 0x0A, bytes.count) == nil && memchr(base, 0x0D, bytes.count) == nil {
      // Compact JSON: no line break, so only the column's continuation bytes (10xxxxxx),
      // counted eight at a time.
      // (Per byte lane, 1 for a continuation byte, summed in the lanes for up to 255 words
      // at a time, then across them.)
      let high: UInt64 = 0x8080_8080_8080_8080
      let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
      var count = 0
      var k = 0
      while k + 32 <= bytes.count {
        // (Four words a round, 63 rounds at most before the lanes are added up.)
        var sums: UInt64 = 0
        var rounds = 0
        while rounds < 63 && k + 32 <= bytes.count {
          let a = (base + k).loadUnaligned(as: UInt64.self)
          let b = (base + k + 8).loadUnaligned(as: UInt64.self)
          let c = (base + k + 16).loadUnaligned(as: UInt64.self)
          let d = (base + k + 24).loadUnaligned(as: UInt64.self)
          sums &+= (a & high & ~(a << 1)) >> 7 &+ (b & high & ~(b << 1)) >> 7 &+ (c & high & ~(c << 1)) >> 7 &+ (d & high & ~(d << 1)) >> 7
          k += 32
          rounds += 1
        }
        let pairs = (sums & lanes) &+ ((sums >> 8) & lanes)
        count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
      }
      while k < bytes.count {
        if bytes[k] & 0xC0 == 0x80 { count += 1 }
        k += 1
      }
      continuations += count
      return
    }
    for k in 0..<bytes.count { account(bytes[k], at: offset + k) }
  }

  // MARK: - Records

  private mutating func newline(at offset: Int) {
    if lastCR != offset - 1 { line += 1 }
    lineStart = offset + 1
    continuations = 0
  }

  /// The bookkeeping of one byte at `offset` that is not otherwise read: a line break, or a
  /// continuation byte of the column.
  @inline(__always)
  private mutating func account(_ byte: UInt8, at offset: Int) {
    if byte == 0x0A {
      newline(at: offset)
    } else if byte == 0x0D {
      carriageReturn(at: offset)
    } else if byte & 0xC0 == 0x80 {
      continuations += 1
    }
  }

  private mutating func carriageReturn(at offset: Int) {
    line += 1
    lineStart = offset + 1
    continuations = 0
    lastCR = offset
  }

  /// The end of a record at `offset` (its separator, or the end of the input): the
  /// record's value, delivered; nothing, for a blank record; or the problem of a record that ends
  /// inside a value, at its end, as the record read alone would have it.
  private mutating func endLine(at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
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
  private mutating func lineCut(at offset: Int) throws(MappingError) -> FramerStep {
    let problem = jsonProblem(.unexpectedEnd, at: offset)
    boundary = offset + 1
    return try fail(problem)
  }

  private mutating func endLine(deliveringAt offset: Int, in chunk: UnsafeRawBufferPointer) -> FramerStep? {
    boundary = offset + 1
    guard elementPending else { return nil }
    elementPending = false
    return .element(complete(end: elementEnd, in: chunk))
  }

  // MARK: - Tokens

  /// The mode after `byte` in a number, or `nil` when the byte does not continue it.
  private static func number(_ mode: Mode, _ byte: UInt8) -> Mode? {
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
  private static func numberCanEnd(_ mode: Mode) -> Bool {
    switch mode {
    case .zero, .integer, .fraction, .exponent: true
    default: false
    }
  }

  /// Takes the first byte of a token (not whitespace) at `offset` in a structural mode; the
  /// caller moves past it.
  private mutating func token(_ byte: UInt8, at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
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
  private mutating func beginValue(_ byte: UInt8, at offset: Int) throws(MappingError) -> FramerStep? {
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

  private mutating func beginLiteral(_ word: StaticString) {
    literal = word
    literalIndex = 1
    mode = .literal
  }

  /// Starts the multi-byte UTF-8 sequence whose lead byte is `lead` at `offset`; `false` for a
  /// byte that cannot lead one.
  private mutating func beginUTF8(_ lead: UInt8, at offset: Int) -> Bool {
    utf8Lower = 0x80
    utf8Upper = 0xBF
    switch lead {
    case 0xC2...0xDF: utf8Remaining = 1
    case 0xE0:
      utf8Remaining = 2
      utf8Lower = 0xA0
    case 0xE1...0xEC, 0xEE, 0xEF: utf8Remaining = 2
    case 0xED:
      utf8Remaining = 2
      utf8Upper = 0x9F
    case 0xF0:
      utf8Remaining = 3
      utf8Lower = 0x90
    case 0xF1...0xF3: utf8Remaining = 3
    case 0xF4:
      utf8Remaining = 3
      utf8Upper = 0x8F
    default: return false
    }
    utf8Lead = position(offset)
    utf8Second = true
    mode = .utf8
    return true
  }

  /// A word for what a value starting with `byte` is, for a key path problem.
  private static func kind(of byte: UInt8) -> String {
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
  private mutating func matchKey() throws(MappingError) {
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
  private mutating func close(at offset: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
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
  private mutating func valueDone(at end: Int, in chunk: UnsafeRawBufferPointer) throws(MappingError) -> FramerStep? {
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
  private mutating func complete(end: Int, in chunk: UnsafeRawBufferPointer) -> FramedElement {
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
  private mutating func spill(_ chunk: UnsafeRawBufferPointer) {
    guard elementOpen || elementPending, let base = chunk.baseAddress else { return }
    let end = elementOpen ? chunkBase + chunk.count : elementEnd
    if end > bufferedUpTo {
      buffer.append(contentsOf: UnsafeRawBufferPointer(start: base + (bufferedUpTo - chunkBase), count: end - bufferedUpTo))
      bufferedUpTo = end
    }
  }
}

/// The byte classes the quick scan stops at, one table of 256 per kind of separator (none, a
/// line feed, the record separator 0x1E), for outside strings and inside them; made once.
enum QuickClasses {
  static let quote: UInt8 = 1
  static let backslash: UInt8 = 2
  static let open: UInt8 = 3
  static let close: UInt8 = 4
  static let separator: UInt8 = 5

  /// Per separator, 512 bytes: the classes outside strings, then inside them.
  private nonisolated(unsafe) static let storage: UnsafePointer<UInt8> = {
    let tables = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * 512)
    tables.initialize(repeating: 0, count: 3 * 512)
    for (index, separator) in [nil, 0x0A, 0x1E].enumerated() {
      let structure = tables + index * 512
      let string = structure + 256
      structure[0x22] = quote
      structure[0x7B] = open
      structure[0x5B] = open
      structure[0x7D] = close
      structure[0x5D] = close
      string[0x22] = quote
      string[0x5C] = backslash
      if let separator {
        structure[separator] = Self.separator
        string[separator] = Self.separator
      }
    }
    return UnsafePointer(tables)
  }()

  /// `byte` in each of a word's eight bytes.
  static func repeated(_ byte: UInt8) -> UInt64 {
    UInt64(byte) &* 0x0101_0101_0101_0101
  }

  /// The high bit of each zero byte of `word` (from its low end, the first byte in memory on
  /// the little-endian machines Swift runs on; bytes above the first zero one may be marked
  /// too, so only the lowest mark is exact).
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
  }

  /// ``zeroBytes(_:)`` of either word.
  @inline(__always)
  static func zeroBytes(_ first: UInt64, _ second: UInt64) -> UInt64 {
    ((first &- 0x0101_0101_0101_0101) & ~first | (second &- 0x0101_0101_0101_0101) & ~second) & 0x8080_8080_8080_8080
  }

  /// The tables for a layout whose separator is `separator` (0x100 for none).
  static func tables(separator: UInt16) -> UnsafePointer<UInt8> {
    switch separator {
    case 0x0A: storage + 512
    case 0x1E: storage + 1024
    default: storage
    }
  }
}
