import Foundation
import Testing

@testable import ReflectiveMapper

/// Locates the shared benchmark/conformance data (`shared/data`), if present.
enum ReaderTestData {
  /// The shared data directory (`../shared/data` beside the checkout), found by `TestData`.
  static var directory: URL? { TestData.sharedFolder }

  /// Whether a file or folder exists below the data directory.
  static func exists(_ relativePath: String) -> Bool {
    guard let directory else { return false }
    return FileManager.default.fileExists(atPath: directory.appendingPathComponent(relativePath).path)
  }

  /// Message shown when data-driven tests are skipped.
  static func missingMessage(_ relativePath: String) -> Comment {
    Comment(rawValue: "skipped: shared/data/\(relativePath) not found (looked for ../shared/data beside the checkout)")
  }

  /// Contents of a file below the data directory.
  static func data(_ relativePath: String) throws -> Data {
    guard let directory else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: directory.appendingPathComponent(relativePath))
  }

  /// Names of the files with the given extension in a subdirectory of the data directory, sorted.
  static func files(in subdirectory: String, withExtension pathExtension: String = "json") throws -> [String] {
    guard let directory else { return [] }
    return try FileManager.default
      .contentsOfDirectory(atPath: directory.appendingPathComponent(subdirectory).path)
      .filter { $0.hasSuffix("." + pathExtension) }
      .sorted()
  }
}

/// Parses a Swift string's UTF-8 bytes with `JSONReader`.
func readJSON(_ text: String, maxDepth: Int = NestingLimit.levels) throws(JSONReadError) -> Any {
  try JSONReader.parse(Array(text.utf8), maxDepth: maxDepth)
}

/// The error thrown when parsing `bytes`, or nil if they parse.
func readError(_ bytes: [UInt8], maxDepth: Int = NestingLimit.levels) -> JSONReadError? {
  do {
    _ = try JSONReader.parse(bytes, maxDepth: maxDepth)
    return nil
  } catch {
    return error
  }
}

/// The error thrown when parsing `text`, or nil if it parses.
func readError(_ text: String, maxDepth: Int = NestingLimit.levels) -> JSONReadError? {
  readError(Array(text.utf8), maxDepth: maxDepth)
}

/// The single element of a parsed one-element array document such as `[42]`.
func readElement(_ text: String) throws -> Any {
  let value = try readJSON("[\(text)]")
  guard type(of: value) == [Any].self, let array = value as? [Any], array.count == 1 else {
    throw CocoaError(.coderInvalidValue)
  }
  return array[0]
}

/// Compares a JSONReader value with a JSONSerialization value; returns a description of the first difference, or nil.
///
/// JSONSerialization returns every number as NSNumber (bools as the CF boolean subclass, long numbers as
/// NSDecimalNumber). Dynamic types are tested before any `as?` cast, because casting an `Any` that holds a Swift
/// collection to a class bridges it.
func jsonDifference(_ ours: Any, _ theirs: Any, path: String = "$") -> String? {
  let theirType = type(of: theirs)
  let ourType = type(of: ours)
  if theirType == NSNull.self {
    return ourType == NSNull.self ? nil : "\(path): expected null, got \(ourType)"
  }
  if theirType == String.self {
    guard ourType == String.self else { return "\(path): expected String, got \(ourType)" }
    let ourString = ours as! String
    let theirString = theirs as! String
    // Compare scalars, not Characters: canonical equivalence would hide decoding differences.
    return ourString.unicodeScalars.elementsEqual(theirString.unicodeScalars)
      ? nil : "\(path): \(ourString.debugDescription) != \(theirString.debugDescription)"
  }
  if theirType == [String: Any].self {
    guard ourType == [String: Any].self else { return "\(path): expected object, got \(ourType)" }
    let ourObject = ours as! [String: Any]
    let theirObject = theirs as! [String: Any]
    guard ourObject.count == theirObject.count else {
      return "\(path): \(ourObject.count) members != \(theirObject.count)"
    }
    for (key, theirValue) in theirObject {
      guard let ourValue = ourObject[key] else { return "\(path): missing key \(key)" }
      if let difference = jsonDifference(ourValue, theirValue, path: "\(path).\(key)") { return difference }
    }
    return nil
  }
  if theirType == [Any].self {
    guard ourType == [Any].self else { return "\(path): expected array, got \(ourType)" }
    let ourArray = ours as! [Any]
    let theirArray = theirs as! [Any]
    guard ourArray.count == theirArray.count else {
      return "\(path): \(ourArray.count) elements != \(theirArray.count)"
    }
    for (offset, pair) in zip(ourArray, theirArray).enumerated() {
      if let difference = jsonDifference(pair.0, pair.1, path: "\(path)[\(offset)]") { return difference }
    }
    return nil
  }
  guard let number = theirs as? NSNumber else {
    return "\(path): unexpected JSONSerialization type \(theirType)"
  }
  if type(of: number) == type(of: NSNumber(value: true)) {
    guard ourType == Bool.self else { return "\(path): expected Bool, got \(ourType)" }
    let flag = ours as! Bool
    return flag == number.boolValue ? nil : "\(path): \(flag) != \(number.boolValue)"
  }
  if let decimalNumber = number as? NSDecimalNumber {
    // Long literals: compare numerically, by exact Double equality after converting both sides. The
    // conversions go through the decimal text (correctly rounded by Double(String)); NSDecimalNumber's
    // own doubleValue is not always the nearest Double.
    let theirDouble = Double(decimalNumber.description) ?? decimalNumber.doubleValue
    let ourDouble: Double
    if ourType == Decimal.self {
      ourDouble = Double((ours as! Decimal).description) ?? .nan
    } else if ourType == Double.self {
      ourDouble = ours as! Double
    } else if ourType == Int.self {
      ourDouble = Double(ours as! Int)
    } else if ourType == UInt64.self {
      ourDouble = Double(ours as! UInt64)
    } else {
      return "\(path): expected a number, got \(ourType)"
    }
    return ourDouble == theirDouble ? nil : "\(path): \(ourDouble) != \(decimalNumber) (\(theirDouble))"
  }
  let objCType = String(cString: number.objCType)
  if objCType == "d" || objCType == "f" {
    // A literal of 16 significant digits is a Double for JSONSerialization, an exact Decimal
    // for JSONReader (more than 15): the same number.
    if ourType == Decimal.self, let double = Double((ours as! Decimal).description) {
      return double.bitPattern == number.doubleValue.bitPattern ? nil : "\(path): \(ours) != \(number.doubleValue)"
    }
    guard ourType == Double.self else { return "\(path): expected Double, got \(ourType) \(ours)" }
    let double = ours as! Double
    return double.bitPattern == number.doubleValue.bitPattern ? nil : "\(path): \(double) != \(number.doubleValue)"
  }
  if objCType == "Q" {
    guard ourType == UInt64.self else { return "\(path): expected UInt64, got \(ourType) \(ours)" }
    return (ours as! UInt64) == number.uint64Value ? nil : "\(path): \(ours) != \(number)"
  }
  guard ourType == Int.self else { return "\(path): expected Int (\(objCType)), got \(ourType) \(ours)" }
  return Int64(ours as! Int) == number.int64Value ? nil : "\(path): \(ours) != \(number)"
}

/// A type-tagged, key-sorted rendering of a JSONReader value, for comparing two reader results exactly.
func canonicalDescription(_ value: Any) -> String {
  let valueType = type(of: value)
  if valueType == [String: Any].self {
    let object = value as! [String: Any]
    let members = object.keys.sorted().map { "\($0.debugDescription):\(canonicalDescription(object[$0]!))" }
    return "{\(members.joined(separator: ","))}"
  }
  if valueType == [Any].self {
    return "[\((value as! [Any]).map(canonicalDescription).joined(separator: ","))]"
  }
  if valueType == String.self { return "S\((value as! String).debugDescription)" }
  if valueType == Double.self { return "D\((value as! Double).bitPattern)" }
  return "\(valueType)(\(value))"
}
