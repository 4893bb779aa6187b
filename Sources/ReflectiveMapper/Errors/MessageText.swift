import Foundation

/// Short, truncated descriptions of raw values for error messages.
///
/// Payloads may hold credentials, so a value never appears in a message at more than
/// ``limit`` characters, and containers are described by their size, not their contents.
enum MessageText {
  /// The longest value text a message shows.
  static let limit = 100

  /// A quoted, escaped and truncated string.
  static func quoted(_ string: String) -> String {
    var text = ""
    var count = 0
    for scalar in string.unicodeScalars {
      if count == limit {
        text += "…"
        break
      }
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          text += String(format: "\\u%04x", scalar.value)
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
      count += 1
    }
    return "\"\(text)\""
  }

  /// A type name and a truncated value, such as `String "N1"` or `Int 300`.
  static func value(_ raw: Any) -> String {
    let type = type(of: raw)
    if type == NSNull.self { return "null" }
    if type == String.self { return "String \(quoted(raw as! String))" }
    if type == boolNumberType { return "Bool \((raw as! NSNumber).boolValue)" }
    if type is NSNumber.Type {
      // Described like the native numbers the JSON reader produces, so that both input
      // paths report the same text.
      let number = raw as! NSNumber
      switch NumberKind(number) {
      case .signed: return "number \(number.int64Value)"
      case .unsigned: return "number \(number.uint64Value)"
      case .floating: return "number \(number.doubleValue)"
      case .decimal: return "number \(truncated(number.decimalValue.description))"
      case .bool: return "Bool \(number.boolValue)"
      }
    }
    if type == Bool.self { return "Bool \(raw as! Bool)" }
    if type == [String: Any].self { return "dictionary of \(counted((raw as! [String: Any]).count, "key"))" }
    if type == [Any].self { return "array of \(counted((raw as! [Any]).count, "element"))" }
    if type == LongNumber.self {
      let long = raw as! LongNumber
      // What the parsed value is (its exact Decimal, else its Double), as a dictionary from
      // the same bytes would say; a literal that underflows to 0 (`1e-400`) or overflows
      // (`1e400`) as written, since its Double would hide it.
      if let decimal = long.decimal { return "number \(truncated(decimal.description))" }
      if long.value != 0, long.value.isFinite { return "number \(long.value)" }
      return "number \(truncated(long.literal))"
    }
    if type == TapeRef.self {
      let reference = raw as! TapeRef
      return reference.isObject
        ? "dictionary of \(counted(reference.distinctCount, "key"))" : "array of \(counted(reference.count, "element"))"
    }
    if type is NSDictionary.Type || type is NSArray.Type { return String(describing: type) }
    if let shape = type as? any CollectionShape.Type {
      // A dictionary has keys, as a JSON object does; arrays and sets have elements.
      let unit = shape.isDictionary ? "key" : "element"
      return "\(shape.shapeName) of \(counted(shape.count(of: raw), unit))"
    }
    if type is NSString.Type { return "String \(quoted(String(describing: raw)))" }
    if raw is any Numeric || raw is Decimal { return "number \(truncated(String(describing: raw)))" }
    return typeName(type)
  }

  /// A readable name for a type (`Int`, `[Person]`, `Optional<Rock>`).
  static func typeName(_ type: Any.Type) -> String {
    String(describing: type)
  }

  /// `count` and the noun, singular or plural: `1 key`, `2 keys`, `0 elements`.
  static func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }

  /// A type name with its indefinite article, by how it is read aloud: `an Int`, `an
  /// Optional<Rock>`, `an NSNumber`, but `a String`, `a UUID`, `a URL`, `a UInt8`.
  static func withArticle(_ name: String) -> String {
    let letters = Array(name.prefix(3))
    guard let first = letters.first else { return name }
    let vowelSound: Bool
    switch first {
    case "A", "E", "I", "O", "a", "e", "i", "o": vowelSound = true
    // An initialism read letter by letter: "en-es", "ef", "eks"…
    case "F", "H", "L", "M", "N", "R", "S", "X": vowelSound = letters.count > 1 && letters[1].isUppercase
    // "you" (UUID, URL, UInt, Unicode, User) unless it is "un" (Unknown, Unit is "you" too).
    case "U", "u": vowelSound = letters.count > 1 && letters[1].isLowercase && !name.hasPrefix("Uni") && !name.hasPrefix("Us")
    default: vowelSound = false
    }
    return (vowelSound ? "an " : "a ") + name
  }

  static func truncated(_ text: String) -> String {
    text.count > limit ? String(text.prefix(limit)) + "…" : text
  }
}

/// The dynamic type of a boolean `NSNumber` (`__NSCFBoolean` on Linux, `__NSCFBoolean` on
/// Apple platforms): JSONSerialization's booleans, which must not be read as 0 and 1.
let boolNumberType: Any.Type = type(of: NSNumber(value: true))

/// The dynamic type of the `NSDecimalNumber`s JSONSerialization makes for long mantissas.
let decimalNumberType: Any.Type = NSDecimalNumber.self
