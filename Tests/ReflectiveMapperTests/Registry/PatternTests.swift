import Foundation
import Testing

@testable import ReflectiveMapper

/// The pattern engine: JSON Schema's semantics (ECMA-262 syntax, a match anywhere unless
/// anchored), without backtracking.
@Suite struct PatternTests {
  func matches(_ pattern: String, _ text: String) throws -> Bool { try Pattern(pattern).matches(text) }

  @Test func matchesAnywhereUnlessAnchored() throws {
    #expect(try matches("b", "abc"))
    #expect(try !matches("^b", "abc"))
    #expect(try matches("^abc$", "abc"))
    #expect(try !matches("^ab$", "abc"))
    #expect(try matches("", "anything"))
    #expect(try matches("^$", ""))
  }

  @Test func theSyntaxJSONSchemaUsersWrite() throws {
    #expect(try matches("^[A-Z]{3}$", "EUR"))
    #expect(try !matches("^[A-Z]{3}$", "EURO"))
    #expect(try matches("^\\d{3}-\\d{4}$", "555-1234"))
    #expect(try matches("^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$", "ada@example.org"))
    #expect(try matches("^(cat|dog)s?$", "dogs"))
    #expect(try !matches("^(cat|dog)s?$", "cow"))
    #expect(try matches("^(?:ab)+$", "ababab"))
    #expect(try matches("^(?<year>\\d{4})-\\d{2}$", "2026-11"))
    #expect(try matches("^[^\\s]+$", "no-spaces"))
    #expect(try !matches("^[^\\s]+$", "a space"))
    #expect(try matches("\\bcat\\b", "a cat sat"))
    #expect(try !matches("\\bcat\\b", "concatenate"))
    #expect(try matches("^a.c$", "abc"))
    #expect(try !matches("^a.c$", "a\nc"), "`.` stops at line terminators")
    #expect(try matches("^\\u00e9$", "é"))
    #expect(try matches("^x{2,3}$", "xxx") && !matches("^x{2,3}$", "xxxx"))
    #expect(try matches("^a{,2}$", "a{,2}"), "a brace that is no count is a literal")
    #expect(try matches("^[\\w-]+$", "snake_case-and-kebab"))
    #expect(try matches("^.+?$", "lazy"))
  }

  @Test func whatNeedsBacktrackingIsRefused() {
    for pattern in ["(a)\\1", "a(?=b)", "a(?!b)", "(?<=a)b", "(?<!a)b"] {
      #expect(throws: Pattern.Problem.self, "\(pattern)") { try Pattern(pattern) }
    }
    for pattern in ["(ab", "ab)", "[ab", "*a", "a{3,1}", "\\"] {
      #expect(throws: Pattern.Problem.self, "\(pattern)") { try Pattern(pattern) }
    }
    #expect(throws: Pattern.Problem.self, "a counted repetition past the program limit") { try Pattern("(a{1000}){1000}") }
  }

  /// The patterns that make a backtracking engine run for ever answer at once here: each input
  /// scalar is read once, with at most one thread per instruction.
  @Test func hostileInputStaysLinear() throws {
    let long = String(repeating: "a", count: 100_000) + "b"
    #expect(try !matches("^(a+)+$", long))
    #expect(try !matches("^(a|aa)*$", long))
    #expect(try !matches("^(a*)*c", long))
    #expect(try matches("(x+x+)+y|b$", long))
  }
}

extension PatternTests {
  /// A class repeated over the whole string is matched in one pass over the bytes, with the
  /// same answers as the automaton gives for the same language written another way.
  @Test func aWholeStringClassIsOnePassAndAgreesWithTheAutomaton() throws {
    let cases: [(String, String)] = [
      ("^[0-9]+$", "^[0-9][0-9]*$"), ("^[A-Za-z0-9_]{1,5}$", "^(?:[A-Za-z0-9_]){1,5}(?:)$"), ("^[^a]*$", "^[^a]*[^a]*$"),
      ("^[é-ü]{2}$", "^[é-ü][é-ü]$"), ("^\\d+$", "^\\d\\d*$"),
    ]
    let inputs = ["", "0", "123", "12a", "a12", "abcde", "abcdef", "ab_9", "éü", "é", "üüü", "bcd", "😀", "1\n2", "١٢٣"]
    for (fast, slow) in cases {
      let onePass = try Pattern(fast)
      let automaton = try Pattern(slow)
      #expect(onePass.isOnePass, "\(fast)")
      #expect(!automaton.isOnePass, "\(slow)")
      for input in inputs {
        #expect(onePass.matches(input) == automaton.matches(input), "\(fast) vs \(slow) on \(input.debugDescription)")
      }
    }
  }
}
