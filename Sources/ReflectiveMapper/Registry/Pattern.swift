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

// MARK: The program

extension Pattern {
  /// One instruction as the run loop reads it.
  fileprivate struct Step {
    enum Opcode: UInt8 { case scalar, any, set, split, jump, start, end, wordBoundary, match }
    let opcode: Opcode
    /// A scalar's value, a jump's or split's first target, a word boundary's sense (1: `\b`).
    let first: Int
    /// A split's second target.
    let second: Int
    /// A set's members below 64 and from 64 to 127, one bit each.
    let low: UInt64
    let high: UInt64

    init(_ instruction: Instruction) {
      var (first, second, low, high) = (0, 0, UInt64(0), UInt64(0))
      switch instruction {
      case .scalar(let scalar):
        opcode = .scalar
        first = Int(scalar.value)
      case .any: opcode = .any
      case .set(let set):
        opcode = .set
        for value in 0..<128 where set.contains(Unicode.Scalar(UInt8(value))) {
          if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
      case .split(let a, let b):
        opcode = .split
        (first, second) = (a, b)
      case .jump(let target):
        opcode = .jump
        first = target
      case .start: opcode = .start
      case .end: opcode = .end
      case .wordBoundary(let expected):
        opcode = .wordBoundary
        first = expected ? 1 : 0
      case .match: opcode = .match
      }
      (self.first, self.second, self.low, self.high) = (first, second, low, high)
    }
  }

  fileprivate enum Instruction {
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case split(Int, Int)
    case jump(Int)
    case start
    case end
    case wordBoundary(Bool)
    case match
  }

  /// The threads alive at one position: each instruction once, consuming ones kept in order,
  /// over a slice of the match's temporary buffer (a visit mark per instruction, then the items).
  fileprivate struct Threads {
    private let seen: UnsafeMutablePointer<Int>
    private let items: UnsafeMutablePointer<Int>
    private var generation = 1
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<Int>, at offset: Int, size: Int) {
      seen = buffer.baseAddress! + offset
      items = buffer.baseAddress! + offset + size
    }

    /// Marks `pc` visited; false when it already was.
    mutating func insert(_ pc: Int) -> Bool {
      if seen[pc] == generation { return false }
      seen[pc] = generation
      return true
    }

    mutating func keep(_ pc: Int) {
      items[count] = pc
      count += 1
    }

    func item(_ index: Int) -> Int { items[index] }

    mutating func clear() {
      count = 0
      generation += 1
    }
  }
}

/// A set of scalars: ranges, possibly negated.
struct ScalarSet {
  var ranges: [ClosedRange<UInt32>] = []
  var isNegated = false

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    var found = false
    for range in ranges where range.contains(value) {
      found = true
      break
    }
    return found != isNegated
  }

  static let digits = ScalarSet(ranges: [0x30...0x39])
  static let word = ScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
  /// ECMA-262's white space and line terminators.
  static let space = ScalarSet(ranges: [
    0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
    0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
  ])

  var negated: ScalarSet { ScalarSet(ranges: ranges, isNegated: !isNegated) }
}

// MARK: Parsing

extension Pattern {
  fileprivate indirect enum Node {
    case empty
    case scalar(Unicode.Scalar)
    case any
    case set(ScalarSet)
    case start, end
    case wordBoundary(Bool)
    case concatenation([Node])
    case alternation([Node])
    case repetition(Node, minimum: Int, maximum: Int?)
  }

  fileprivate struct Parser {
    let scalars: [Unicode.Scalar]
    var position = 0
    var depth = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool { position >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[position] }

    func problem(_ text: String) -> Problem { Problem(description: "\(text) at offset \(position)") }

    mutating func parseAlternation() throws(Problem) -> Node {
      depth += 1
      defer { depth -= 1 }
      guard depth <= NestingLimit.levels else { throw problem("groups nested too deep") }
      var branches = [try parseConcatenation()]
      while peek == "|" {
        position += 1
        branches.append(try parseConcatenation())
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseConcatenation() throws(Problem) -> Node {
      var items: [Node] = []
      while let scalar = peek, scalar != "|", scalar != ")" {
        var atom = try parseAtom()
        atom = try parseQuantifiers(atom)
        items.append(atom)
      }
      return items.count == 1 ? items[0] : .concatenation(items)
    }

    mutating func parseQuantifiers(_ atom: Node) throws(Problem) -> Node {
      var node = atom
      while let scalar = peek {
        let bounds: (Int, Int?)
        switch scalar {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
          guard let counted = try parseCount() else { return node }
          bounds = counted
        default: return node
        }
        if scalar != "{" { position += 1 }
        if case .start = node { throw problem("nothing to repeat") }
        if case .end = node { throw problem("nothing to repeat") }
        node = .repetition(node, minimum: bounds.0, maximum: bounds.1)
        if peek == "?" { position += 1 }  // lazy: the same strings match
      }
      return node
    }

    /// `{n}`, `{n,}` or `{n,m}` at `position`, consumed; nil (nothing consumed) when the brace is a
    /// literal, as ECMA-262 reads it outside unicode mode.
    mutating func parseCount() throws(Problem) -> (Int, Int?)? {
      var cursor = position + 1
      func number() -> Int? {
        var value = 0
        var digits = 0
        while cursor < scalars.count, Parser.isDigit(scalars[cursor]), let digit = Int(String(scalars[cursor])) {
          value = min(value * 10 + digit, 1_000_000)
          digits += 1
          cursor += 1
        }
        return digits > 0 ? value : nil
      }
      guard let minimum = number() else { return nil }
      var maximum: Int? = minimum
      if cursor < scalars.count, scalars[cursor] == "," {
        cursor += 1
        maximum = number()
      }
      guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
      if let maximum, maximum < minimum { throw problem("numbers out of order in {\(minimum),\(maximum)}") }
      position = cursor + 1
      return (minimum, maximum)
    }

    mutating func parseAtom() throws(Problem) -> Node {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case ".": return .any
      case "^": return .start
      case "$": return .end
      case "[": return .set(try parseClass())
      case "(":
        if peek == "?" {
          let rest = scalars[position...].prefix(3).map(Character.init)
          if rest.starts(with: ["?", ":"]) {
            position += 2
          } else if rest.starts(with: ["?", "<"]), rest.count > 2, rest[2] != "=", rest[2] != "!" {
            // A named group: its name is skipped.
            position += 2
            while let next = peek, next != ">" { position += 1 }
            guard peek == ">" else { throw problem("unterminated group name") }
            position += 1
          } else {
            throw problem("lookahead and lookbehind are not supported (they need backtracking)")
          }
        }
        let inner = try parseAlternation()
        guard peek == ")" else { throw problem("missing `)`") }
        position += 1
        return inner
      case ")": throw problem("unbalanced `)`")
      case "*", "+", "?": throw problem("nothing to repeat")
      case "\\": return try parseEscape(inClass: false).node
      default: return .scalar(scalar)
      }
    }

    /// An escape after its backslash: a node, and for a class the set or scalar it stands for.
    mutating func parseEscape(inClass: Bool) throws(Problem) -> (node: Node, set: ScalarSet?) {
      guard let scalar = peek else { throw problem("`\\` at the end of the pattern") }
      position += 1
      switch scalar {
      case "d": return (.set(.digits), .digits)
      case "D": return (.set(ScalarSet.digits.negated), ScalarSet.digits.negated)
      case "w": return (.set(.word), .word)
      case "W": return (.set(ScalarSet.word.negated), ScalarSet.word.negated)
      case "s": return (.set(.space), .space)
      case "S": return (.set(ScalarSet.space.negated), ScalarSet.space.negated)
      case "b" where !inClass: return (.wordBoundary(true), nil)
      case "B" where !inClass: return (.wordBoundary(false), nil)
      case "b": return (.scalar("\u{8}"), nil)
      case "t": return (.scalar("\t"), nil)
      case "n": return (.scalar("\n"), nil)
      case "r": return (.scalar("\r"), nil)
      case "f": return (.scalar("\u{C}"), nil)
      case "v": return (.scalar("\u{B}"), nil)
      case "0" where !(peek.map(Parser.isDigit) ?? false): return (.scalar("\0"), nil)
      case "1"..."9": throw problem("backreferences are not supported (they need backtracking)")
      case "x": return (.scalar(try hex(count: 2)), nil)
      case "u":
        if peek == "{" {
          position += 1
          var value: UInt32 = 0
          var digits = 0
          while let next = peek, next != "}" {
            guard let digit = UInt32(String(next), radix: 16) else {
              throw problem("invalid \\u{…} escape")
            }
            value = value &* 16 &+ digit
            digits += 1
            position += 1
          }
          guard peek == "}", digits > 0, digits <= 6, let scalar = Unicode.Scalar(value) else { throw problem("invalid \\u{…} escape") }
          position += 1
          return (.scalar(scalar), nil)
        }
        return (.scalar(try hex(count: 4)), nil)
      case "c", "k", "p", "P": throw problem("`\\\(scalar)` is not supported")
      default: return (.scalar(scalar), nil)
      }
    }

    mutating func hex(count: Int) throws(Problem) -> Unicode.Scalar {
      guard position + count <= scalars.count,
        let value = UInt32(String(scalars[position..<(position + count)].map(Character.init)), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw problem("invalid hexadecimal escape") }
      position += count
      return scalar
    }

    /// A class after its `[`, through its `]`.
    mutating func parseClass() throws(Problem) -> ScalarSet {
      var set = ScalarSet()
      if peek == "^" {
        set.isNegated = true
        position += 1
      }
      while let scalar = peek, scalar != "]" {
        let low = try classMember()
        guard case .scalar(let lowScalar)? = low else {
          if case .set(let member)? = low { set.ranges += member.isNegated ? Self.complement(member.ranges) : member.ranges }
          continue
        }
        if peek == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
          position += 1
          guard case .scalar(let highScalar)? = try classMember() else { throw problem("a class range needs two characters") }
          guard lowScalar.value <= highScalar.value else { throw problem("class range out of order") }
          set.ranges.append(lowScalar.value...highScalar.value)
        } else {
          set.ranges.append(lowScalar.value...lowScalar.value)
        }
      }
      guard peek == "]" else { throw problem("missing `]`") }
      position += 1
      return set
    }

    /// One member of a class: a scalar or a class escape (`\d` …).
    mutating func classMember() throws(Problem) -> Node? {
      let scalar = scalars[position]
      position += 1
      guard scalar == "\\" else { return .scalar(scalar) }
      let (node, set) = try parseEscape(inClass: true)
      if let set { return .set(set) }
      return node
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
      var result: [ClosedRange<UInt32>] = []
      var next: UInt32 = 0
      for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
        next = max(next, range.upperBound &+ 1)
      }
      if next <= 0x10FFFF { result.append(next...0x10FFFF) }
      return result
    }
  }
}

// MARK: Compiling

extension Pattern {
  fileprivate struct Compiler {
    var program: [Instruction] = []

    mutating func append(_ instruction: Instruction) throws(Problem) {
      guard program.count < Pattern.maximumProgramSize else {
        throw Problem(description: "the pattern compiles to more than \(Pattern.maximumProgramSize) steps (a counted repetition too large)")
      }
      program.append(instruction)
    }

    mutating func emit(_ node: Node) throws(Problem) {
      switch node {
      case .empty: break
      case .scalar(let scalar): try append(.scalar(scalar))
      case .any: try append(.any)
      case .set(let set): try append(.set(set))
      case .start: try append(.start)
      case .end: try append(.end)
      case .wordBoundary(let expected): try append(.wordBoundary(expected))
      case .concatenation(let items): for item in items { try emit(item) }
      case .alternation(let branches):
        var jumps: [Int] = []
        for (index, branch) in branches.enumerated() {
          if index < branches.count - 1 {
            let split = program.count
            try append(.split(split + 1, 0))
            try emit(branch)
            jumps.append(program.count)
            try append(.jump(0))
            program[split] = .split(split + 1, program.count)
          } else {
            try emit(branch)
          }
        }
        for jump in jumps { program[jump] = .jump(program.count) }
      case .repetition(let inner, let minimum, let maximum):
        for _ in 0..<minimum { try emit(inner) }
        if let maximum {
          // Each optional copy may be skipped, to the end.
          var splits: [Int] = []
          for _ in minimum..<maximum {
            splits.append(program.count)
            try append(.split(0, 0))
            try emit(inner)
          }
          for split in splits { program[split] = .split(split + 1, program.count) }
        } else {
          let loop = program.count
          try append(.split(0, 0))
          try emit(inner)
          try append(.jump(loop))
          program[loop] = .split(loop + 1, program.count)
        }
      }
    }
  }
}
