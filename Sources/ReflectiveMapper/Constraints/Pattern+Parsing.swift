import Foundation

// Parsing a ``Pattern``'s source (ECMA-262 syntax) into a tree of nodes, refusing what needs
// backtracking.

extension Pattern {
  indirect enum Node {
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

  struct Parser {
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
