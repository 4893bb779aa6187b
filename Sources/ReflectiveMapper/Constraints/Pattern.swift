import Foundation

/// A regular expression with JSON Schema's semantics (ECMA-262 syntax; it matches anywhere in
/// the string unless anchored), compiled once and run without backtracking.
///
/// The engine is a Thompson automaton simulated in lock step (Pike's VM without captures): it
/// reads each Unicode scalar of the input once and keeps at most one thread per instruction, so
/// a match costs at most (input length) × (program size) steps, whatever the pattern and the
/// input. Nothing that needs backtracking is accepted: a backreference (`\1`) or a lookaround
/// (`(?=`, `(?!`, `(?<=`, `(?<!`) is a registration error, as is a program over
/// ``maximumProgramSize`` instructions (counted repetitions are expanded).
///
/// Supported: literals and escapes (`\t \n \r \f \v \0 \xHH \uHHHH \u{H…}`, escaped
/// metacharacters), `.`, classes (`[a-z_]`, `[^…]`, `\d \D \w \W \s \S`), groups (`(…)`,
/// `(?:…)`, `(?<name>…)`, all non-capturing here), alternation, `* + ? {n} {n,} {n,m}` and
/// their lazy forms (which match the same strings), `^ $ \b \B`. Characters are Unicode scalars,
/// as Python's `re` and most validators count them.
struct Pattern: @unchecked Sendable {
  /// The largest program a pattern compiles to.
  static let maximumProgramSize = 20_000

  /// The pattern as written.
  let source: String
  private let program: [Instruction]
  /// The program flattened for the run loop: each instruction's opcode and operands, and for
  /// a set its ASCII members as a bitmap, so that no enum payload (a set's array of ranges) is
  /// copied, retained and released per step.
  private let steps: [Step]
  /// Whether the program starts with `^`: threads start at the first position only.
  private let isAnchored: Bool
  /// For a pattern that is one class repeated over the whole string (`^[0-9]+$`,
  /// `^[A-Za-z0-9_]{1,15}$`, the most common form in schemas), that class and the counts: a
  /// match is then one pass over the bytes.
  private let wholeClass: (set: Step, members: ScalarSet, minimum: Int, maximum: Int?)?

  /// Why a pattern is refused.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// Compiles `source`.
  ///
  /// - Throws: ``Problem`` for a syntax error, a construct that needs backtracking, or a program
  ///   over ``maximumProgramSize``.
  init(_ source: String) throws(Problem) {
    self.source = source
    var parser = Parser(Array(source.unicodeScalars))
    let node = try parser.parseAlternation()
    guard parser.atEnd else { throw Problem(description: "unbalanced `)` at offset \(parser.position)") }
    if case .concatenation(let parts) = node, parts.count == 3, case .start = parts[0], case .end = parts[2],
      case .repetition(.set(let members), let minimum, let maximum) = parts[1]
    {
      wholeClass = (Step(.set(members)), members, minimum, maximum)
    } else {
      wholeClass = nil
    }
    var compiler = Compiler()
    try compiler.emit(node)
    compiler.program.append(.match)
    program = compiler.program
    steps = compiler.program.map(Step.init)
    if case .start = compiler.program.first { isAnchored = true } else { isAnchored = false }
  }

  /// Whether a match is the one pass of a class repeated over the whole string.
  var isOnePass: Bool { wholeClass != nil }

  /// Whether the pattern matches somewhere in `text`.
  ///
  /// It runs over the string's UTF-8 bytes, decoding each scalar as it is reached (no array
  /// of scalars), with its thread lists and stack in one temporary allocation; a pattern that
  /// starts with `^` starts threads at the first position only, and stops when none is left.
  func matches(_ text: String) -> Bool {
    var text = text
    if let wholeClass { return text.withUTF8 { Pattern.all(UnsafeRawBufferPointer($0), in: wholeClass) } }
    return text.withUTF8 { run(UnsafeRawBufferPointer($0)) }
  }

  /// Whether every scalar of `bytes` is in the class, and their count within its bounds.
  private static func all(
    _ bytes: UnsafeRawBufferPointer, in whole: (set: Step, members: ScalarSet, minimum: Int, maximum: Int?)
  ) -> Bool {
    var count = 0
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte < 64 {
        guard whole.set.low & (1 << UInt64(byte)) != 0 else { return false }
        offset += 1
      } else if byte < 128 {
        guard whole.set.high & (1 << UInt64(byte - 64)) != 0 else { return false }
        offset += 1
      } else {
        guard let (scalar, length) = scalar(in: bytes, at: offset), whole.members.contains(scalar) else { return false }
        offset += length
      }
      count += 1
    }
    return count >= whole.minimum && count <= (whole.maximum ?? Int.max)
  }

  private func run(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let size = program.count
    // Two thread lists (a visit mark per instruction, and the consuming threads in order) and
    // the stack of empty moves (each instruction pushes at most two: 2 × size + 1).
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6 * size + 1) { buffer in
      buffer.initialize(repeating: 0)
      var current = Threads(buffer, at: 0, size: size)
      var next = Threads(buffer, at: 2 * size, size: size)
      let stack = UnsafeMutableBufferPointer(rebasing: buffer[(4 * size)...])
      var previous: Unicode.Scalar?
      var position = 0
      while true {
        let scalar = position < bytes.count ? Pattern.scalar(in: bytes, at: position) : nil
        let context = Position(isStart: position == 0, isEnd: scalar == nil, before: previous, after: scalar?.value)
        // A new thread starts at every position: the pattern is unanchored (unless it starts with `^`).
        if !isAnchored || position == 0, add(0, context, to: &current, stack: stack) { return true }
        guard let (scalar, length) = scalar.map({ ($0.value, $0.length) }) else { return false }
        if isAnchored, current.count == 0 { return false }
        next.clear()
        let following = position + length < bytes.count ? Pattern.scalar(in: bytes, at: position + length)?.value : nil
        let moved = Position(isStart: false, isEnd: position + length == bytes.count, before: scalar, after: following)
        let value = scalar.value
        for item in 0..<current.count {
          let pc = current.item(item)
          let instruction = steps[pc]
          let step: Bool
          switch instruction.opcode {
          case .scalar: step = value == UInt32(truncatingIfNeeded: instruction.first)
          case .any: step = !Pattern.isLineTerminator(scalar)
          case .set:
            if value < 64 {
              step = instruction.low & (1 << UInt64(value)) != 0
            } else if value < 128 {
              step = instruction.high & (1 << UInt64(value - 64)) != 0
            } else if case .set(let set) = program[pc] {
              step = set.contains(scalar)
            } else {
              step = false
            }
          default: step = false
          }
          if step, add(pc + 1, moved, to: &next, stack: stack) { return true }
        }
        swap(&current, &next)
        previous = scalar
        position += length
      }
    }
  }

  /// Where a thread stands: for `^`, `$` and `\b`.
  private struct Position {
    let isStart: Bool
    let isEnd: Bool
    let before: Unicode.Scalar?
    let after: Unicode.Scalar?
  }

  /// The scalar whose UTF-8 encoding starts at `offset` (a String's bytes are valid UTF-8),
  /// and its length in bytes.
  @inline(__always)
  private static func scalar(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (value: Unicode.Scalar, length: Int)? {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
    func continuation(_ index: Int) -> UInt32 { offset + index < bytes.count ? UInt32(bytes[offset + index]) & 0x3F : 0 }
    let value: UInt32
    let length: Int
    if lead < 0xE0 {
      (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
    } else if lead < 0xF0 {
      (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
    } else {
      (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }

  /// Adds the thread at `pc` and those its empty moves reach at `position`; true on a match.
  private func add(_ pc: Int, _ position: Position, to list: inout Threads, stack: UnsafeMutableBufferPointer<Int>) -> Bool {
    var depth = 0
    stack[0] = pc
    depth = 1
    while depth > 0 {
      depth -= 1
      let pc = stack[depth]
      guard list.insert(pc) else { continue }
      let instruction = steps[pc]
      switch instruction.opcode {
      case .match: return true
      case .jump:
        stack[depth] = instruction.first
        depth += 1
      case .split:
        stack[depth] = instruction.second
        stack[depth + 1] = instruction.first
        depth += 2
      case .start:
        if position.isStart {
          stack[depth] = pc + 1
          depth += 1
        }
      case .end:
        if position.isEnd {
          stack[depth] = pc + 1
          depth += 1
        }
      case .wordBoundary:
        let before = position.before.map(Pattern.isWord) ?? false
        let after = position.after.map(Pattern.isWord) ?? false
        if (before != after) == (instruction.first != 0) {
          stack[depth] = pc + 1
          depth += 1
        }
      case .scalar, .any, .set: list.keep(pc)
      }
    }
    return false
  }

  static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
    default: false
    }
  }

  static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
