import Foundation
import Testing

@testable import ReflectiveMapper

/// The typed fast path of constraints never passes a value the general check refuses, and
/// passes every value that is clearly inside (it may only defer, at a bound's edge).
@Suite struct ConstraintFastPathTests {
  /// Whether the general check finds no violation.
  private func generalPasses(_ value: Any, _ constraints: [Constraint]) -> Bool {
    (try? ConstraintCheck.check(value, constraints)) != nil
  }

  @Test func integersAgreeWithTheGeneralCheck() throws {
    var random = SplitMix64(seed: 41)
    let sets: [[Constraint]] = [
      [.minimum(0)], [.range(-5...5)], [.range(0..<10)], [.minimum(3, exclusive: true)], [.multiple(of: 3)],
      [.oneOf([1, 2, 3])], [.range(0...1_000_000_000), .multiple(of: 10)],
    ]
    for constraints in sets {
      let passes = try #require(ConstraintFastPath.passes(Int.self, constraints))
      let optional = try #require(ConstraintFastPath.passes(Int?.self, constraints))
      #expect(optional(nil))
      for _ in 0..<400 {
        let value = Int.random(in: -20...20, using: &random) * (Bool.random(using: &random) ? 1 : 100_000_000)
        let general = generalPasses(value, constraints)
        #expect(passes(value) == general, "\(value) under \(constraints.map(\.rule))")
        #expect(optional(value) == general)
      }
    }
  }

  @Test func doublesNeverPassWhatTheGeneralCheckRefuses() throws {
    var random = SplitMix64(seed: 42)
    let sets: [[Constraint]] = [[.range(0.0...100.0)], [.minimum(0.1)], [.range(-1.5..<1.5)]]
    for constraints in sets {
      let passes = try #require(ConstraintFastPath.passes(Double.self, constraints))
      for _ in 0..<400 {
        let value = Double(Int.random(in: -2000...2000, using: &random)) / 10
        if passes(value) { #expect(generalPasses(value, constraints), "\(value) under \(constraints.map(\.rule))") }
      }
    }
    // A value on a bound is left to the general check, which reads it exactly.
    let onBound = try #require(ConstraintFastPath.passes(Double.self, [.minimum(0.1)]))
    #expect(!onBound(0.1) && generalPasses(0.1, [.minimum(0.1)]))
    #expect(ConstraintFastPath.passes(Double.self, [.multiple(of: 0.25)]) == nil, "multiples of a Double stay general")
  }

  @Test func stringsAgreeWithTheGeneralCheck() throws {
    let sets: [[Constraint]] = [
      [.length(1...5)], [.pattern("^[0-9]+$")], [.pattern("^[A-Za-z0-9_]+$"), .length(1...20)], [.format(.email)],
      [.oneOf(["free", "pro"])], [.pattern("\\bcat\\b")], [.pattern("é+$")],
    ]
    let values = [
      "", "a", "12345", "123456", "12a", "ada_lovelace", "ada lovelace", "a@b.co", "a@b", "free", "pro", "Pro", "the cat sat",
      "concat", "café", "caféé", "éé", "😀😀😀", "a😀", String(repeating: "x", count: 21),
    ]
    for constraints in sets {
      let passes = try #require(ConstraintFastPath.passes(String.self, constraints))
      let optional = try #require(ConstraintFastPath.passes(String?.self, constraints))
      #expect(optional(nil))
      for value in values {
        #expect(passes(value) == generalPasses(value, constraints), "\(value.debugDescription) under \(constraints.map(\.rule))")
        #expect(optional(value) == passes(value))
      }
    }
  }

  @Test func lengthsCountUnicodeScalars() {
    #expect(ConstraintFastPath.scalarCount("") == 0)
    #expect(ConstraintFastPath.scalarCount("abc") == 3)
    #expect(ConstraintFastPath.scalarCount("café") == 4)
    #expect(ConstraintFastPath.scalarCount("😀a") == 2)
    #expect(ConstraintFastPath.scalarCount("e\u{301}") == "e\u{301}".unicodeScalars.count)
  }

  @Test func otherTypesAndRulesKeepTheGeneralCheck() {
    #expect(ConstraintFastPath.passes(Int64.self, [.minimum(0)]) == nil)
    #expect(ConstraintFastPath.passes(Int.self, [.custom("even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }]) == nil)
    #expect(ConstraintFastPath.passes(Int.self, [.minimum(Decimal(string: "0.5")!)]) == nil)
    #expect(ConstraintFastPath.passes([String].self, [.count(...3)]) == nil)
  }
}
