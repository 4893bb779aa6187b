import Foundation

// Compiling a ``Pattern``'s tree of nodes into the program the lock-step run reads.

extension Pattern {
  struct Compiler {
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
