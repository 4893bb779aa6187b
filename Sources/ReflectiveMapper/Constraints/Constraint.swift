public import Foundation

/// A rule a property's value must keep, declared in the registry, checked wherever values come
/// in, and stated in the JSON Schema.
///
/// ```swift
/// try registry.register(Signup.self) { m in
///   m.constraints["username"] = [.length(3...20)]
///   m.constraints["age"] = [.minimum(13)]
///   m.constraints["tags"] = [.count(...5), .uniqueItems, .each(.length(1...30))]
///   m.constraints["score"] = [.range(0...100), .multiple(of: 0.25)]
///   m.constraints["plan"] = [.oneOf(["free", "pro"])]
///   m.constraints["nickname"] = [.custom("must not be the username") { ($0 as? String) != "admin" }]
/// }
/// ```
///
/// A value that breaks one is a ``MappingError/Reason/constraintViolation(rule:message:)``
/// problem at its path (`age: 7 is less than the minimum 13`): fatal when the model is strict,
/// else the value is not written (the property keeps its value, an element is dropped), as for
/// a type mismatch. A constraint that cannot apply to the property's type (a length on an `Int`)
/// is a registration error.
public struct Constraint: @unchecked Sendable {
  // The bounds, values and closures are immutable.
  let rule: Rule

  enum Rule {
    /// A closed, open or half-open interval of numbers or dates.
    case bounds(lower: Bound?, upper: Bound?)
    /// A string's length in Unicode scalars (JSON Schema's characters).
    case length(minimum: Int?, maximum: Int?)
    /// A collection's number of elements (an object's members).
    case count(minimum: Int?, maximum: Int?)
    /// A regular expression the string matches somewhere (unless anchored), or why it could
    /// not be compiled (a registration error).
    case pattern(source: String, compiled: Result<Pattern, Pattern.Problem>)
    /// A format JSON Schema names.
    case format(Format)
    case uniqueItems
    case multipleOf(Decimal)
    /// The values allowed, as JSON scalars.
    case allowed([AllowedValue])
    case custom(message: String, check: @Sendable (Any) -> Bool)
    /// Constraints on each element of a collection (each value of a dictionary).
    case each([Constraint])
  }

  /// One end of an interval.
  struct Bound {
    let value: Limit
    let isExclusive: Bool
  }

  /// A number or a date to compare with.
  enum Limit {
    case number(Decimal)
    case date(Date)
  }

  /// An allowed value, as JSON holds it.
  enum AllowedValue: Hashable {
    case string(String)
    case number(Decimal)
  }

  init(_ rule: Rule) { self.rule = rule }
}

// MARK: Numbers and dates

extension Constraint {
  /// The value is at least `value` (more than it, when `exclusive`).
  public static func minimum<T: BinaryInteger>(_ value: T, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: Bound(value: .number(Decimal(exactly: value)), isExclusive: exclusive), upper: nil))
  }

  /// The value is at least `value` (more than it, when `exclusive`).
  public static func minimum<T: BinaryFloatingPoint>(_ value: T, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: Bound(value: .number(Decimal(floating: value)), isExclusive: exclusive), upper: nil))
  }

  /// The value is at least `value` (more than it, when `exclusive`).
  public static func minimum(_ value: Decimal, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: Bound(value: .number(value), isExclusive: exclusive), upper: nil))
  }

  /// The date is `value` or later (later, when `exclusive`).
  public static func minimum(_ value: Date, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: Bound(value: .date(value), isExclusive: exclusive), upper: nil))
  }

  /// The value is at most `value` (less than it, when `exclusive`).
  public static func maximum<T: BinaryInteger>(_ value: T, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: nil, upper: Bound(value: .number(Decimal(exactly: value)), isExclusive: exclusive)))
  }

  /// The value is at most `value` (less than it, when `exclusive`).
  public static func maximum<T: BinaryFloatingPoint>(_ value: T, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: nil, upper: Bound(value: .number(Decimal(floating: value)), isExclusive: exclusive)))
  }

  /// The value is at most `value` (less than it, when `exclusive`).
  public static func maximum(_ value: Decimal, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: nil, upper: Bound(value: .number(value), isExclusive: exclusive)))
  }

  /// The date is `value` or earlier (earlier, when `exclusive`).
  public static func maximum(_ value: Date, exclusive: Bool = false) -> Constraint {
    Constraint(.bounds(lower: nil, upper: Bound(value: .date(value), isExclusive: exclusive)))
  }

  /// The value lies in `range`, both ends included (`13...120`).
  public static func range<T: BinaryInteger>(_ range: ClosedRange<T>) -> Constraint {
    between(.number(Decimal(exactly: range.lowerBound)), .number(Decimal(exactly: range.upperBound)), upperExclusive: false)
  }

  /// The value lies in `range`, its upper end excluded (`0..<10`).
  public static func range<T: BinaryInteger>(_ range: Range<T>) -> Constraint {
    between(.number(Decimal(exactly: range.lowerBound)), .number(Decimal(exactly: range.upperBound)), upperExclusive: true)
  }

  /// The value lies in `range`, both ends included (`0.0...1.0`).
  public static func range<T: BinaryFloatingPoint>(_ range: ClosedRange<T>) -> Constraint {
    between(.number(Decimal(floating: range.lowerBound)), .number(Decimal(floating: range.upperBound)), upperExclusive: false)
  }

  /// The value lies in `range`, its upper end excluded (`0.0..<1.0`).
  public static func range<T: BinaryFloatingPoint>(_ range: Range<T>) -> Constraint {
    between(.number(Decimal(floating: range.lowerBound)), .number(Decimal(floating: range.upperBound)), upperExclusive: true)
  }

  /// The decimal lies in `range`, both ends included.
  public static func range(_ range: ClosedRange<Decimal>) -> Constraint {
    between(.number(range.lowerBound), .number(range.upperBound), upperExclusive: false)
  }

  /// The date lies in `range`, both ends included.
  public static func range(_ range: ClosedRange<Date>) -> Constraint {
    between(.date(range.lowerBound), .date(range.upperBound), upperExclusive: false)
  }

  /// The date lies in `range`, its upper end excluded.
  public static func range(_ range: Range<Date>) -> Constraint {
    between(.date(range.lowerBound), .date(range.upperBound), upperExclusive: true)
  }

  /// The value is an integer multiple of `step` (`0.25`: 0.5 and 1.75, not 0.3).
  public static func multiple(of step: Decimal) -> Constraint { Constraint(.multipleOf(step)) }

  /// The value is an integer multiple of `step`, taken by its shortest digits (`0.01` is one
  /// hundredth exactly, not the nearest `Double`).
  public static func multiple<T: BinaryFloatingPoint>(of step: T) -> Constraint { Constraint(.multipleOf(Decimal(floating: step))) }

  /// The value is an integer multiple of `step` (`5`: 10 and 15, not 12).
  public static func multiple<T: BinaryInteger>(of step: T) -> Constraint { Constraint(.multipleOf(Decimal(exactly: step))) }

  private static func between(_ lower: Limit, _ upper: Limit, upperExclusive: Bool) -> Constraint {
    Constraint(.bounds(lower: Bound(value: lower, isExclusive: false), upper: Bound(value: upper, isExclusive: upperExclusive)))
  }
}

// MARK: Strings and collections

extension Constraint {
  /// The string has this many characters (Unicode scalars, as JSON Schema counts them):
  /// `3...20`.
  public static func length(_ range: ClosedRange<Int>) -> Constraint {
    Constraint(.length(minimum: range.lowerBound, maximum: range.upperBound))
  }

  /// The string has at least this many characters: `3...`.
  public static func length(_ range: PartialRangeFrom<Int>) -> Constraint { Constraint(.length(minimum: range.lowerBound, maximum: nil)) }

  /// The string has at most this many characters: `...280`.
  public static func length(_ range: PartialRangeThrough<Int>) -> Constraint { Constraint(.length(minimum: nil, maximum: range.upperBound)) }

  /// The array or set has this many elements, the dictionary this many members: `1...5`.
  public static func count(_ range: ClosedRange<Int>) -> Constraint {
    Constraint(.count(minimum: range.lowerBound, maximum: range.upperBound))
  }

  /// At least this many elements (members): `1...`.
  public static func count(_ range: PartialRangeFrom<Int>) -> Constraint { Constraint(.count(minimum: range.lowerBound, maximum: nil)) }

  /// At most this many elements (members): `...5`.
  public static func count(_ range: PartialRangeThrough<Int>) -> Constraint { Constraint(.count(minimum: nil, maximum: range.upperBound)) }

  /// The string matches `regex` somewhere (anchor it with `^…$` to match the whole string), with
  /// JSON Schema's semantics: ECMA-262 syntax, run without backtracking.
  ///
  /// A backreference or a lookaround needs backtracking and is a registration error; so is a
  /// counted repetition that compiles to more than 20,000 steps. Matching costs at most the
  /// string's length times the pattern's size, whatever the input.
  ///
  /// ```swift
  /// m.constraints["code"] = [.pattern("^[A-Z]{3}$")]
  /// ```
  public static func pattern(_ regex: String) -> Constraint {
    Constraint(.pattern(source: regex, compiled: Result { () throws(Pattern.Problem) in try Pattern(regex) }))
  }

  /// No two elements of the array are equal (as JSON values).
  public static let uniqueItems = Constraint(.uniqueItems)

  /// Each element of the array or set (each value of the dictionary) keeps `constraints`; an
  /// element that breaks one is dropped, with a problem at its index.
  public static func each(_ constraints: Constraint...) -> Constraint { Constraint(.each(constraints)) }
}

// MARK: Allowed values and your own rules

extension Constraint {
  /// The value is one of `values` (strings: a `String` property, or an enum's raw values).
  public static func oneOf(_ values: [String]) -> Constraint { Constraint(.allowed(values.map(AllowedValue.string))) }

  /// The value is one of `values` (numbers).
  public static func oneOf<T: BinaryInteger>(_ values: [T]) -> Constraint {
    Constraint(.allowed(values.map { .number(Decimal(exactly: $0)) }))
  }

  /// A rule no built-in states, as a closure with a message.
  ///
  /// `check` gets the converted value and returns whether it is acceptable; `message` says what
  /// is wrong when it is not. The JSON Schema cannot state it: ``MappingRegistry/issues(for:)``
  /// lists it as a note.
  public static func custom(_ message: String, _ check: @escaping @Sendable (Any) -> Bool) -> Constraint {
    Constraint(.custom(message: message, check: check))
  }
}

extension Decimal {
  /// The exact value of an integer of any width.
  init<T: BinaryInteger>(exactly value: T) {
    if let small = Int64(exactly: value) {
      self.init(small)
    } else if let unsigned = UInt64(exactly: value) {
      self.init(unsigned)
    } else {
      self = Decimal(string: String(value)) ?? .nan
    }
  }

  /// The decimal with a floating-point value's shortest digits (0.1, not 0.1000000000000000055).
  init<T: BinaryFloatingPoint>(floating value: T) {
    self = Decimal(string: "\(Double(value))", locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }
}
