// The incremental framer: bytes in chunks of any size in, the byte range of each complete
// element out.
//
// Outside elements, one byte at a time (with a fast run over plain string bytes), an explicit
// state machine validates the whole grammar the tape reader validates (structure, strings,
// escapes and surrogate pairs, UTF-8, numbers, literals, the depth limit) and reports the first
// problem at the offset, line and column the tape reader gives it, so that a stream and the
// whole document fail alike. Inside an element's containers the quick scan only finds its end
// (StreamFramer+QuickScan.swift): the element's own tape reader validates it before anything
// after it is used. It keeps nothing of the input but the bytes of the element it is in (a
// chunk that holds an element whole hands that range over without a copy) and the raw bytes of
// a key it must compare with the key path; everything else is checked and dropped.
//
// Files: this one (the state, positions and problems), +Scanning (the scan, the end of the
// input, records), +Tokens (numbers, structure, values, the key path), +QuickScan.
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
  struct Frame {
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
  enum Mode: Equatable {
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
  let segments: [PathSegment]
  /// The key segments' UTF-8 bytes (empty for an index segment).
  let segmentKeys: [[UInt8]]
  /// The records' format, for a stream of records.
  let records: RecordFormat?
  /// The byte that ends (JSON Lines) or begins (a sequence) a record; 0x100, which no byte is,
  /// for an array.
  let separator: UInt16
  let wrapsLoneObject: Bool
  /// A JSON text sequence: whether no separator was read yet (the first one opens record 1).
  var beforeFirstSeparator = true

  var mode = Mode.bom(0)
  var stack: [Frame] = []
  /// A value about to start is the one the key path names next.
  var pendingOnPath: Bool
  /// Whether the string being read is a key.
  var isKey = false
  /// The raw bytes (quotes included) of a key being compared with the key path.
  var keyBytes: [UInt8] = []
  var collectingKey = false

  // String state.
  var escapeStart = 0
  var highEscapeStart = 0
  var hexCount = 0
  var hexValue: UInt32 = 0
  var readingLowHalf = false
  /// Where the lead byte of the UTF-8 sequence being read is: its problem is reported there.
  var utf8Lead = StreamPosition(offset: 0, line: 1, column: 1)
  var utf8Remaining = 0
  var utf8Lower: UInt8 = 0x80
  var utf8Upper: UInt8 = 0xBF
  var utf8Second = true
  // Literal state.
  var literal: StaticString = "null"
  var literalIndex = 0

  // Position of the scan: the offset of the current chunk's first byte, and what line/column
  // bookkeeping needs (the offset where the line starts, and continuation bytes since then).
  var chunkBase = 0
  var line = 1
  var lineStart = 0
  var continuations = 0
  var lastCR = -2
  /// Records: the number of the record being read.
  var record = 1

  // The quick scan of an element (mode `.quick`): whether it is in a string, after a
  // backslash, and the kinds of the containers open in it (`true`: an object).
  var quickInString = false
  var quickEscape = false
  var quickKinds: [Bool] = []
  /// What the quick scan stops at, by byte (`QuickClasses`), for this layout's separator.
  let quickClasses: UnsafePointer<UInt8>
  /// The bytes a string's run stops at, each repeated in a word: a quote, a backslash, the
  /// separator (a quote again when there is none).
  let quickWords: (UInt64, UInt64, UInt64)
  /// The chunk being scanned, while `scan` runs (a problem found late may need the element's
  /// bytes).
  var scanning = UnsafeRawBufferPointer(start: nil, count: 0)

  // The element being framed.
  var elementOpen = false
  /// Records: the value is complete; its record must end before it is delivered.
  var elementPending = false
  var elementStart = StreamPosition(offset: 0, line: 1, column: 1)
  var elementEnd = 0
  var elementDepth = 0
  var elementRecord = 1
  var elementIndex = 0
  var nextIndex = 0
  /// The bytes of an element that spanned chunks, up to offset `bufferedUpTo`.
  var buffer: [UInt8] = []
  var bufferedUpTo = 0
  var clearsBuffer = false
  /// Where the current element, or the stretch between two elements, began.
  var boundary = 0

  /// A problem with the key path (absent, or crossing a value of the wrong kind): reported at
  /// the end, after the whole document was checked, as the whole-document reader reports it.
  var pathProblem: MappingError?
  /// Whether the stream ended (after its last element or a fatal problem).
  var isFinished = false

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
  func position(_ offset: Int) -> StreamPosition {
    StreamPosition(offset: offset, line: line, column: offset - lineStart - continuations + 1)
  }

  /// The JSON problem of `kind` at `offset`, as the whole-document reader words it.
  func jsonProblem(_ kind: JSONReadError.Kind, at offset: Int) -> MappingError {
    jsonProblem(kind, at: position(offset))
  }

  /// The JSON problem of `kind` at `at`.
  func jsonProblem(_ kind: JSONReadError.Kind, at: StreamPosition) -> MappingError {
    var error = MappingError(JSONReadError(kind: kind, offset: at.offset, line: at.line, column: at.column))
    if let records { error.path = MappingPath.service([records.component(record)]) }
    return error
  }

  /// The problem of a byte order mark cut short: the first byte cannot start a value.
  func bomProblem() -> MappingError {
    var error = MappingError(JSONReadError(kind: .unexpectedCharacter(0xEF), offset: 0, line: 1, column: 1))
    if let records { error.path = MappingPath.service([records.component(record)]) }
    return error
  }

  /// Where the current element is, for a problem of its own.
  var elementPath: [PathComponent] {
    if let records { return [records.component(elementRecord)] }
    return MappingPath.components(of: segments) + [.index(elementIndex)]
  }

  /// Ends a record with its problem (the scan goes on at the next record), or the stream with
  /// it.
  mutating func fail(_ problem: MappingError) throws(MappingError) -> FramerStep {
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
  mutating func limitExceeded() throws(MappingError) -> FramerStep {
    let path = elementOpen || elementPending ? elementPath : []
    isFinished = true
    throw MappingError(path: MappingPath.service(path), reason: .sizeLimitExceeded(limit: maxElementBytes))
  }

  /// The problem of a value on the key path that is not the container the path needs.
  mutating func pathMismatch(depth: Int, expected: String, found: String) {
    guard pathProblem == nil else { return }
    pathProblem = MappingError(
      path: MappingPath.service(MappingPath.components(of: segments.prefix(depth))), reason: .typeMismatch(expected: expected, found: found))
  }
}
