import Foundation
import Testing

@testable import ReflectiveMapper

/// Doubles must be bit-for-bit what `Double(String)` returns for the same literal.
@Suite struct JSONReaderNumberRoundingTests {
  /// Checks one literal against `Double(String)`; infinite results must be `numberOutOfRange` errors.
  static func check(_ literal: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let expected = Double(literal) else {
      Issue.record("Double(\(literal)) is nil", sourceLocation: sourceLocation)
      return
    }
    if expected.isInfinite {
      #expect(readError(literal)?.kind == .numberOutOfRange, "\(literal)", sourceLocation: sourceLocation)
      return
    }
    do {
      let value = try readJSON(literal)
      // A literal with more than 15 significant digits is kept exact as a Decimal (as
      // JSONSerialization's NSDecimalNumber), whose correctly rounded Double is `expected`.
      if type(of: value) == Decimal.self, let decimal = value as? Decimal {
        #expect(literal.filter(\.isNumber).drop { $0 == "0" }.count > 15, "\(literal)", sourceLocation: sourceLocation)
        #expect(decimal == Decimal(string: literal), "\(literal): \(decimal)", sourceLocation: sourceLocation)
        #expect(
          Double(decimal.description)?.bitPattern == expected.bitPattern, "\(literal): \(decimal)",
          sourceLocation: sourceLocation)
        return
      }
      guard type(of: value) == Double.self, let double = value as? Double else {
        Issue.record("\(literal) gave \(type(of: value))", sourceLocation: sourceLocation)
        return
      }
      #expect(
        double.bitPattern == expected.bitPattern, "\(literal): \(double) != \(expected)",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(literal) threw \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test func hardCasesRoundLikeDoubleInit() {
    let cases = [
      "0.1", "0.2", "0.3", "1e23", "8.98846567431158e307", "1.7976931348623157e308", "1.7976931348623158e308",
      "1.7976931348623159e308", "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308",
      "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-320", "3e-324",
      "9007199254740993.0", "9007199254740995.0", "9007199254740993.000000000000000001", "4.35679e-322",
      "7.2057594037927933e16", "1.00000000000000011102230246251565404236316680908203125",
      "1.00000000000000011102230246251565404236316680908203124", "1.00000000000000011102230246251565404236316680908203126",
      "123456789012345678901234567890e-10", "0.000000000000000000000000000000000000000001e40",
      "1" + String(repeating: "0", count: 400) + ".0e-100", "0." + String(repeating: "0", count: 400) + "1e400",
      "1.5e-45", "3.4028235e38", "6.02214076e23", "-1.5e300", "2.5e-5", "144115188075855877e-17",
      "9.999999999999999e22", "1e22", "1e-22", "4503599627370497.5", "4503599627370496.5", "1448997445238699e0",
      "0.4e0066999999999999999999999999999999999999999999", "123.456e-789", "1e-400",
    ]
    for literal in cases { Self.check(literal) }
  }

  @Test func randomLiteralsRoundLikeDoubleInit() {
    var generator = SplitMix64(seed: 0xD0B1E)
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(generator.next() % 10))) })
    }
    for iteration in 0..<60_000 {
      var literal = ""
      if generator.next() & 1 == 0 { literal += "-" }
      let integerDigits = Int(generator.next() % (iteration % 3 == 0 ? 25 : 10)) + 1
      var integer = digits(integerDigits)
      if integer.first == "0" { integer = "0" }
      literal += integer
      let form = generator.next() % 3
      if form != 1 { literal += "." + digits(Int(generator.next() % 22) + 1) }
      if form != 0 {
        literal += generator.next() & 1 == 0 ? "e" : "E"
        let exponent = Int(generator.next() % 700) - 350
        literal += exponent < 0 ? "-" : (generator.next() & 1 == 0 ? "+" : "")
        literal += String(abs(exponent))
      }
      Self.check(literal)
    }
  }

  @Test func randomShortSignificandsRoundLikeDoubleInit() {
    // At most 19 significant digits: the range the Clinger and Eisel-Lemire fast paths decide alone.
    var generator = SplitMix64(seed: 0xE15E1)
    for _ in 0..<100_000 {
      let digitCount = Int(generator.next() % 19) + 1
      var significand = String(generator.next() % 9 + 1)
      for _ in 1..<digitCount { significand.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(generator.next() % 10)))) }
      let point = Int(generator.next() % UInt64(digitCount)) + 1
      let mantissa = significand.prefix(point) + "." + (point < digitCount ? significand.dropFirst(point) : "0")
      let exponent = Int(generator.next() % 680) - 360
      Self.check("\(mantissa)e\(exponent)")
    }
  }

  @Test func randomBitPatternsRoundTrip() {
    var generator = SplitMix64(seed: 0xB175)
    for _ in 0..<60_000 {
      let double = Double(bitPattern: generator.next())
      guard double.isFinite else { continue }
      Self.check(double.description)
      var shortest = String(format: "%.17g", double).replacingOccurrences(of: "e+", with: "e")
      if !shortest.contains(".") && !shortest.contains("e") { shortest += ".0" }
      Self.check(shortest)
    }
  }

  @Test func integersNearTheBoundariesAreExact() throws {
    var generator = SplitMix64(seed: 0x1277)
    for _ in 0..<20_000 {
      let value = Int64(bitPattern: generator.next()) >> (generator.next() % 64)
      #expect(try readJSON(String(value)) as? Int == Int(value))
      let unsigned = generator.next() | (1 << 63)
      let parsed = try readJSON(String(unsigned))
      #expect(type(of: parsed) == UInt64.self)
      #expect(parsed as? UInt64 == unsigned)
    }
  }
}
