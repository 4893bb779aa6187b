import Foundation

/// A property's constraints compiled for its value type: a test that a value breaks none,
/// without boxing it into `Any` or converting it to `Decimal`.
///
/// It answers "passes" only when it is sure; on any doubt (a number equal to a bound that
/// `Double` may not hold exactly, a string it cannot tell) it answers "look closer", and the
/// general check (``ConstraintCheck``) decides and words the problems. So the two can never
/// disagree about a value: the fast path only skips the general one for values that pass.
///
/// Compiled for `Int`, `Double`, `String` and their optionals, with bounds, multiples, lengths,
/// patterns, formats and allowed values; any other type or rule keeps the general check alone.
enum ConstraintFastPath {
  /// The test for values of `Value`, or nil where only the general check applies.
  static func passes<Value>(_: Value.Type, _ constraints: [Constraint]) -> ((Value) -> Bool)? {
    let rules = constraints.map(\.rule)
    if Value.self == Int.self, let test = integerTest(rules) { return { test(unsafeBitCast($0, to: Int.self)) } }
    if Value.self == Int?.self, let test = integerTest(rules) {
      return { unsafeBitCast($0, to: Int?.self).map(test) ?? true }
    }
    if Value.self == Double.self, let test = doubleTest(rules) { return { test(unsafeBitCast($0, to: Double.self)) } }
    if Value.self == Double?.self, let test = doubleTest(rules) {
      return { unsafeBitCast($0, to: Double?.self).map(test) ?? true }
    }
    if Value.self == String.self, let test = stringTest(rules) { return { test(unsafeBitCast($0, to: String.self)) } }
    if Value.self == String?.self, let test = stringTest(rules) {
      return { unsafeBitCast($0, to: String?.self).map(test) ?? true }
    }
    return nil
  }

  // MARK: Integers

  private static func integerTest(_ rules: [Constraint.Rule]) -> ((Int) -> Bool)? {
    var tests: [(Int) -> Bool] = []
    for rule in rules {
      switch rule {
      case .bounds(let lower, let upper):
        if let lower {
          // (A bound that is no Int, such as 0.5, is left to the general check.)
          guard case .number(let bound) = lower.value, let value = exactInt(bound) else { return nil }
          tests.append(lower.isExclusive ? { $0 > value } : { $0 >= value })
        }
        if let upper {
          guard case .number(let bound) = upper.value, let value = exactInt(bound) else { return nil }
          tests.append(upper.isExclusive ? { $0 < value } : { $0 <= value })
        }
      case .multipleOf(let step):
        guard let step = exactInt(step), step != 0 else { return nil }
        tests.append { $0 % step == 0 }
      case .allowed(let values):
        let allowed = Set(values.compactMap { value -> Int? in if case .number(let number) = value { exactInt(number) } else { nil } })
        tests.append { allowed.contains($0) }
      default:
        return nil
      }
    }
    return combined(tests)
  }

  // MARK: Doubles

  private static func doubleTest(_ rules: [Constraint.Rule]) -> ((Double) -> Bool)? {
    var tests: [(Double) -> Bool] = []
    for rule in rules {
      switch rule {
      case .bounds(let lower, let upper):
        // Strictly inside the bounds' nearest Doubles passes; a value equal to one is left
        // to the general check, which compares exactly.
        if let lower {
          guard case .number(let bound) = lower.value, let value = Double(bound.description), value.isFinite else { return nil }
          tests.append { $0 > value }
        }
        if let upper {
          guard case .number(let bound) = upper.value, let value = Double(bound.description), value.isFinite else { return nil }
          tests.append { $0 < value }
        }
      default:
        return nil
      }
    }
    return combined(tests)
  }

  // MARK: Strings

  private static func stringTest(_ rules: [Constraint.Rule]) -> ((String) -> Bool)? {
    var tests: [(String) -> Bool] = []
    for rule in rules {
      switch rule {
      case .length(let minimum, let maximum):
        let low = minimum ?? 0
        let high = maximum ?? Int.max
        tests.append { text in
          // A string has at least a quarter as many scalars as UTF-8 bytes, and at most as
          // many: most lengths are settled without counting.
          let bytes = text.utf8.count
          if bytes <= high, bytes / 4 >= low { return true }
          let length = scalarCount(text)
          return length >= low && length <= high
        }
      case .pattern(_, let compiled):
        guard case .success(let pattern) = compiled else { return nil }
        tests.append { pattern.matches($0) }
      case .format(let format):
        tests.append { format.accepts($0) }
      case .allowed(let values):
        let allowed = Set(values.compactMap { value -> String? in if case .string(let text) = value { text } else { nil } })
        tests.append { allowed.contains($0) }
      default:
        return nil
      }
    }
    return combined(tests)
  }

  /// The Unicode scalars of `text`, counted on its UTF-8 bytes (every byte that does not
  /// continue a scalar starts one), as JSON Schema counts a length.
  static func scalarCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    }
  }

  // MARK: Support

  /// The `Int` a decimal is exactly, if any (also how the schema states a bound).
  static func exactInt(_ decimal: Decimal) -> Int? {
    guard decimal.isFinite, let value = Int(exactly: NSDecimalNumber(decimal: decimal).int64Value), Decimal(value) == decimal else {
      return nil
    }
    return value
  }

  /// One test passing when every test of `tests` does.
  private static func combined<T>(_ tests: [(T) -> Bool]) -> ((T) -> Bool)? {
    switch tests.count {
    case 0: return { _ in true }
    case 1: return tests[0]
    case 2:
      let (first, second) = (tests[0], tests[1])
      return { first($0) && second($0) }
    default:
      return { value in tests.allSatisfy { $0(value) } }
    }
  }
}
