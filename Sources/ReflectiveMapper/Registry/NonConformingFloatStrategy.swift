import Foundation

/// How `Double` and `Float` properties read and write the values JSON has no number for:
/// the infinities and NaN.
///
/// JSON has no literal for them, so by default (``refuse``) a service's `"Infinity"` is a type
/// mismatch and output of a non-finite value fails (`notJSONEncodable`), as before.
/// ``strings(positiveInfinity:negativeInfinity:nan:)`` reads the three strings it names as
/// those values and writes them back, as Codable's `nonConformingFloatDecodingStrategy`
/// `.convertFromString` and `nonConformingFloatEncodingStrategy` `.convertToString` do:
///
/// ```swift
/// registry.defaultNonConformingFloatStrategy = .strings()             // every model
/// try registry.register(Sample.self) { m in
///   m.nonConformingFloatStrategy = .strings(nan: "nan")                // this model
///   m.nonConformingFloatStrategies["ratio"] = .refuse                  // one property
/// }
/// ```
///
/// The property's strategy wins over the model's, the model's over the registry's. It reaches
/// the `Double` or `Float` at any depth of the property (`Double?`, `[Float]`,
/// `[String: Double]`), applies under ``Strictness/strict`` too (the names are the values it
/// says a string stands for), and is matched exactly (letter case included). A registered
/// transform for `Double` or `Float` comes first, as it does for every conversion.
public struct NonConformingFloatStrategy: Sendable, Hashable, CustomStringConvertible {
  /// The three names, or `nil` for ``refuse``.
  let names: Names?

  /// The strings that stand for the non-finite values.
  struct Names: Sendable, Hashable {
    let positiveInfinity: String
    let negativeInfinity: String
    let nan: String

    /// The value `raw` names, or `nil` when it is no string or names none.
    func value(_ raw: Any) -> Double? {
      guard type(of: raw) == String.self || type(of: raw) is NSString.Type, let text = raw as? String else { return nil }
      switch text {
      case positiveInfinity: return .infinity
      case negativeInfinity: return -.infinity
      case nan: return .nan
      default: return nil
      }
    }

    /// The name of a non-finite `value`, or `nil` for a finite one.
    func name(_ value: Double) -> String? {
      if value.isNaN { return nan }
      if value.isInfinite { return value > 0 ? positiveInfinity : negativeInfinity }
      return nil
    }
  }

  /// Non-finite values are refused, the library's default.
  ///
  /// A string for a number is a type mismatch (as any string is under ``Strictness/strict``,
  /// or one that is not a number otherwise), and output of an infinity or NaN fails.
  public static let refuse = NonConformingFloatStrategy(names: nil)

  /// Reads `positiveInfinity`, `negativeInfinity` and `nan` (exactly these strings) as the
  /// infinities and NaN, and writes those values as the strings.
  ///
  /// A string is compared with the names before any other rule reads it; a string that names
  /// none converts as before (numeric text, unless strict).
  public static func strings(positiveInfinity: String = "Infinity", negativeInfinity: String = "-Infinity", nan: String = "NaN")
    -> NonConformingFloatStrategy
  {
    NonConformingFloatStrategy(names: Names(positiveInfinity: positiveInfinity, negativeInfinity: negativeInfinity, nan: nan))
  }

  /// A short description for messages, such as `strings "Infinity", "-Infinity", "NaN"`.
  public var description: String {
    guard let names else { return "refuse" }
    return "strings \"\(names.positiveInfinity)\", \"\(names.negativeInfinity)\", \"\(names.nan)\""
  }
}
