import Foundation

// What a compiled ``Pattern`` runs: its instructions, the thread lists of the lock-step run
// and the scalar sets of its classes.

extension Pattern {
  /// One instruction as the run loop reads it.
  struct Step {
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

  enum Instruction {
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
  struct Threads {
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
