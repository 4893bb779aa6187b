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
    var compiler = Compiler()
    try compiler.emit(node)
    compiler.program.append(.match)
    program = compiler.program
  }

  /// Whether the pattern matches somewhere in `text`.
  func matches(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var current = ThreadList(capacity: program.count)
    var next = ThreadList(capacity: program.count)
    // The empty moves still to follow, one buffer for the whole match.
    var stack: [Int] = []
    stack.reserveCapacity(program.count)
    for position in 0...scalars.count {
      // A new thread starts at every position: the pattern is unanchored.
      if add(0, at: position, in: scalars, to: &current, stack: &stack) { return true }
      guard position < scalars.count else { break }
      let scalar = scalars[position]
      next.clear()
      for pc in current.items {
        let step: Bool
        switch program[pc] {
        case .scalar(let expected): step = scalar == expected
        case .any: step = !Pattern.isLineTerminator(scalar)
        case .set(let set): step = set.contains(scalar)
        default: step = false
        }
        if step, add(pc + 1, at: position + 1, in: scalars, to: &next, stack: &stack) { return true }
      }
      swap(&current, &next)
    }
    return false
  }

  /// Adds the thread at `pc` and those its empty moves reach at `position`; true on a match.
  private func add(_ pc: Int, at position: Int, in scalars: [Unicode.Scalar], to list: inout ThreadList, stack: inout [Int]) -> Bool {
    stack.removeAll(keepingCapacity: true)
    stack.append(pc)
    while let pc = stack.popLast() {
      guard list.insert(pc) else { continue }
      switch program[pc] {
      case .match: return true
      case .jump(let target): stack.append(target)
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .start: if position == 0 { stack.append(pc + 1) }
      case .end: if position == scalars.count { stack.append(pc + 1) }
      case .wordBoundary(let expected):
        let before = position > 0 && Pattern.isWord(scalars[position - 1])
        let after = position < scalars.count && Pattern.isWord(scalars[position])
        if (before != after) == expected { stack.append(pc + 1) }
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

  /// The threads alive at one position: each instruction once, consuming ones kept in order.
  fileprivate struct ThreadList {
    private var seen: [Int]
    private var generation = 1
    private(set) var items: [Int] = []

    init(capacity: Int) { seen = Array(repeating: 0, count: capacity) }

    /// Marks `pc` visited; false when it already was.
    mutating func insert(_ pc: Int) -> Bool {
      if seen[pc] == generation { return false }
      seen[pc] = generation
      return true
    }

    mutating func keep(_ pc: Int) { items.append(pc) }

    mutating func clear() {
      items.removeAll(keepingCapacity: true)
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
