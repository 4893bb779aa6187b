import Foundation

/// A value an enumeration's tag takes in JSON: a string, an integer, a number, a Boolean, or
/// a range of numbers.
///
/// Write one as a literal (`"load"`, `12`, `3.14`, `true`) or as a range
/// (`.range(15..<20)`, `.range((-0.8)...)`, `.range(..<(-1.5))`). A case may list several
/// (``EnumMapping/case(tags:make:match:)``): the first is the one output writes, as its own
/// JSON type (`12` as a number), so it cannot be a range.
///
/// A tag matches a JSON value of its own type only: the number `12` is not the string `"12"`.
/// An integer tag or range matches an integral number (`12` and `12.0`), a number tag or range
/// any number, compared as a `Double`. As MetaCodable decodes a tag, integers come first: an
/// integral number is the case of the integer tag or range that holds it, and only when none
/// does, of a number tag or range. So cases' integer tags may not overlap one another, nor
/// their number tags one another, but one case's `15..<20` and another's `(-0.8)...` stand.
public struct EnumTag: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
  enum Kind: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case integers(TagBounds)
    case numbers(TagBounds)
    /// A range of a type the tag cannot take apart (reported at registration).
    case unsupported(String)
  }

  let kind: Kind

  init(_ kind: Kind) { self.kind = kind }

  /// A string tag, written as a literal: `"load"`.
  public init(stringLiteral value: String) { kind = .string(value) }
  /// An integer tag, written as a literal: `12`.
  public init(integerLiteral value: Int) { kind = .integer(value) }
  /// A number tag, written as a literal: `3.14`.
  public init(floatLiteral value: Double) { kind = .number(value) }
  /// A Boolean tag, written as a literal: `true`.
  public init(booleanLiteral value: Bool) { kind = .bool(value) }

  /// A string tag from a value: `.string(name)`.
  public static func string(_ value: String) -> EnumTag { EnumTag(.string(value)) }
  /// An integer tag from a value: `.integer(code)`.
  public static func integer(_ value: Int) -> EnumTag { EnumTag(.integer(value)) }
  /// A number tag from a value: `.number(version)`.
  public static func number(_ value: Double) -> EnumTag { EnumTag(.number(value)) }

  /// Every integral number in `range`: `.range(15..<20)`, `.range(35...40)`, `.range(100...)`.
  ///
  /// `Range`, `ClosedRange`, `PartialRangeFrom`, `PartialRangeUpTo` and `PartialRangeThrough`
  /// are taken; registration refuses any other range type.
  public static func range<R: RangeExpression>(_ range: R) -> EnumTag where R.Bound == Int {
    guard let bounds = TagBounds(range, as: Double.init) else { return EnumTag(.unsupported(String(describing: range))) }
    return EnumTag(.integers(bounds))
  }

  /// Every number in `range`, compared as a `Double`: `.range((-0.8)...)`, `.range(..<(-1.5))`.
  ///
  /// `Range`, `ClosedRange`, `PartialRangeFrom`, `PartialRangeUpTo` and `PartialRangeThrough`
  /// are taken; registration refuses any other range type.
  public static func range<R: RangeExpression>(_ range: R) -> EnumTag where R.Bound == Double {
    guard let bounds = TagBounds(range, as: { $0 }) else { return EnumTag(.unsupported(String(describing: range))) }
    return EnumTag(.numbers(bounds))
  }

  /// The tag as Swift writes it: `"load"`, `12`, `3.14`, `true`, `15..<20`.
  public var description: String {
    switch kind {
    case .string(let string): MessageText.quoted(string)
    case .integer(let integer): String(integer)
    case .number(let number): String(number)
    case .bool(let bool): bool ? "true" : "false"
    case .integers(let bounds): bounds.description(integral: true)
    case .numbers(let bounds): bounds.description(integral: false)
    case .unsupported(let text): text
    }
  }

  /// Whether the tag is a range (which output cannot write).
  var isRange: Bool {
    switch kind {
    case .integers, .numbers, .unsupported: true
    case .string, .integer, .number, .bool: false
    }
  }

  /// Whether the tag is one number with no fractional part (`12.0` as a number tag).
  var isIntegralValue: Bool {
    if case .number(let number) = kind { return number.rounded() == number }
    return false
  }

  /// The string the tag is, if it is one.
  var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The JSON value output writes for the tag (`nil` for a range).
  var jsonValue: Any? {
    switch kind {
    case .string(let string): string
    case .integer(let integer): integer
    case .number(let number): number
    case .bool(let bool): bool
    case .integers, .numbers, .unsupported: nil
    }
  }

  /// Which tags are matched together, and may not overlap across cases.
  enum Tier: Hashable {
    case string, bool, integer, number, none
  }

  var tier: Tier {
    switch kind {
    case .string: .string
    case .bool: .bool
    case .integer, .integers: .integer
    case .number, .numbers: .number
    case .unsupported: .none
    }
  }

  /// Whether the tag matches a JSON value read as `value`.
  func matches(_ value: TagValue) -> Bool {
    switch (kind, value) {
    case (.string(let tag), .string(let found)): tag == found
    case (.bool(let tag), .bool(let found)): tag == found
    case (.integer(let tag), .number(let found, let integral)): integral && Double(tag) == found
    case (.number(let tag), .number(let found, _)): tag == found
    case (.integers(let bounds), .number(let found, let integral)): integral && bounds.contains(found)
    case (.numbers(let bounds), .number(let found, _)): bounds.contains(found)
    default: false
    }
  }

  /// The numbers the tag matches, as an interval (`nil` for a string, a Boolean or an
  /// unsupported range).
  var interval: TagBounds? {
    switch kind {
    case .integer(let integer): TagBounds(lower: Double(integer), upper: Double(integer), includesUpper: true)
    case .number(let number): TagBounds(lower: number, upper: number, includesUpper: true)
    case .integers(let bounds), .numbers(let bounds): bounds
    case .string, .bool, .unsupported: nil
    }
  }

  /// A JSON Schema fragment that the tag's values satisfy.
  var schema: [String: Any] {
    switch kind {
    case .integers(let bounds): bounds.schema(type: "integer")
    case .numbers(let bounds): bounds.schema(type: "number")
    case .unsupported: [:]
    default: ["const": jsonValue!]
    }
  }
}

/// The bounds of a range of numbers, as `Double`s: a lower bound always included, an upper
/// bound included or not.
struct TagBounds: Hashable, Sendable {
  var lower: Double?
  var upper: Double?
  var includesUpper: Bool

  init(lower: Double?, upper: Double?, includesUpper: Bool) {
    self.lower = lower
    self.upper = upper
    self.includesUpper = includesUpper
  }

  /// The bounds of one of the standard library's five range types.
  init?<R: RangeExpression>(_ range: R, as double: (R.Bound) -> Double) {
    switch range {
    case let range as Range<R.Bound>: self.init(lower: double(range.lowerBound), upper: double(range.upperBound), includesUpper: false)
    case let range as ClosedRange<R.Bound>:
      self.init(lower: double(range.lowerBound), upper: double(range.upperBound), includesUpper: true)
    case let range as PartialRangeFrom<R.Bound>: self.init(lower: double(range.lowerBound), upper: nil, includesUpper: false)
    case let range as PartialRangeUpTo<R.Bound>: self.init(lower: nil, upper: double(range.upperBound), includesUpper: false)
    case let range as PartialRangeThrough<R.Bound>: self.init(lower: nil, upper: double(range.upperBound), includesUpper: true)
    default: return nil
    }
  }

  func contains(_ value: Double) -> Bool {
    if let lower, value < lower { return false }
    if let upper { return includesUpper ? value <= upper : value < upper }
    return true
  }

  /// Whether no number lies inside (`5..<5`, a NaN bound).
  var isEmpty: Bool {
    if lower?.isNaN == true || upper?.isNaN == true { return true }
    guard let lower, let upper else { return false }
    return includesUpper ? lower > upper : lower >= upper
  }

  /// Whether some number lies in both.
  func overlaps(_ other: TagBounds) -> Bool {
    let lower = Swift.max(self.lower ?? -.infinity, other.lower ?? -.infinity)
    let (upper, included): (Double, Bool)
    switch (self.upper, other.upper) {
    case (nil, nil): (upper, included) = (.infinity, true)
    case (let bound?, nil): (upper, included) = (bound, includesUpper)
    case (nil, let bound?): (upper, included) = (bound, other.includesUpper)
    case (let mine?, let theirs?):
      if mine == theirs {
        (upper, included) = (mine, includesUpper && other.includesUpper)
      } else {
        (upper, included) = mine < theirs ? (mine, includesUpper) : (theirs, other.includesUpper)
      }
    }
    return included ? lower <= upper : lower < upper
  }

  func description(integral: Bool) -> String {
    func text(_ value: Double) -> String { integral ? String(Int(value)) : String(value) }
    let lowerText = lower.map(text) ?? ""
    guard let upper else { return lowerText + "..." }
    return lowerText + (includesUpper ? "..." : "..<") + text(upper)
  }

  func schema(type: String) -> [String: Any] {
    var schema: [String: Any] = ["type": type]
    if let lower { schema["minimum"] = type == "integer" ? Int(lower) as Any : lower as Any }
    if let upper { schema[includesUpper ? "maximum" : "exclusiveMaximum"] = type == "integer" ? Int(upper) as Any : upper as Any }
    return schema
  }
}

/// A JSON value as a tag is matched against it.
enum TagValue {
  case string(String)
  case bool(Bool)
  /// A number as a `Double`, and whether it is integral (an integer tag matches it).
  case number(Double, integral: Bool)

  /// The tag value `raw` is, or `nil` for `null`, an object or an array.
  init?(_ raw: Any) {
    guard let value = try? InputValue.materialized(raw) else { return nil }
    let type = type(of: value)
    if type == String.self || type is NSString.Type, let string = value as? String {
      self = .string(string)
    } else if type == Bool.self {
      self = .bool(value as! Bool)
    } else if type == boolNumberType {
      self = .bool((value as! NSNumber).boolValue)
    } else if type is NSNumber.Type {
      let number = value as! NSNumber
      switch NumberKind(number) {
      case .signed: self = .number(Double(number.int64Value), integral: true)
      case .unsigned: self = .number(Double(number.uint64Value), integral: true)
      case .bool: self = .bool(number.boolValue)
      case .floating, .decimal:
        let double = number.doubleValue
        self = .number(double, integral: double.rounded() == double && double.isFinite)
      }
    } else if let integer = value as? any BinaryInteger {
      // An integer beyond 2^53 compares by its nearest Double, as the bounds are Doubles.
      self = .number(Double(integer), integral: true)
    } else if let double = value as? Double {
      self = .number(double, integral: double.rounded() == double && double.isFinite)
    } else if let float = value as? Float {
      self = .number(Double(float), integral: float.rounded() == float && float.isFinite)
    } else if let decimal = value as? Decimal {
      let double = NSDecimalNumber(decimal: decimal).doubleValue
      self = .number(double, integral: decimal.isIntegral)
    } else {
      return nil
    }
  }
}

extension Decimal {
  /// Whether the decimal has no fractional part.
  fileprivate var isIntegral: Bool {
    var value = self
    var rounded = Decimal()
    NSDecimalRound(&rounded, &value, 0, .plain)
    return rounded == self
  }
}
