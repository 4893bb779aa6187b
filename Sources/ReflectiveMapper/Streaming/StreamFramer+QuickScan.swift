// The framer's quick scan of an element's containers, and the byte classes it stops at. See
// StreamFramer.swift.

import Foundation

extension StreamFramer {
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
  mutating func quickScan(
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
  mutating func quickProblem(_ kind: JSONReadError.Kind, at offset: Int, reading end: Int? = nil) -> MappingError {
    let earlier = elementProblem(upTo: end ?? offset)
    account(upTo: offset)
    return earlier ?? jsonProblem(kind, at: offset)
  }

  /// The first JSON problem of the current element's bytes up to `end` (an absolute offset)
  /// before `end`, as the whole-document reader reports it; `nil` when they hold none.
  func elementProblem(upTo end: Int) -> MappingError? {
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
  static func firstProblem(_ bytes: UnsafeRawBufferPointer, maxDepth: Int) -> JSONReadError? {
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
  mutating func account(upTo end: Int) {
    if !buffer.isEmpty {
      let stored = buffer
      stored.withUnsafeBytes { account($0, from: elementStart.offset) }
    }
    let from = max(bufferedUpTo, elementStart.offset)
    if end > from { account(UnsafeRawBufferPointer(rebasing: scanning[(from - chunkBase)..<(end - chunkBase)]), from: from) }
  }

  /// Counts the line breaks and UTF-8 continuation bytes of `bytes`, which begin at `offset`.
  mutating func account(_ bytes: UnsafeRawBufferPointer, from offset: Int) {
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
  nonisolated(unsafe) static let storage: UnsafePointer<UInt8> = {
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
