import Foundation
import Testing

@testable import ReflectiveMapper

/// Test helpers shared by the suites.
enum WriterHelpers {
  /// The text a fresh compact writer produces for `body`.
  static func text(_ options: JSONWriter.Options = [], _ body: (inout JSONWriter) throws -> Void) rethrows -> String {
    var writer = JSONWriter(options: options)
    try body(&writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// The JSON text output writes for `value`, a value known only at run time (what an
  /// `Any` or `[String: Any]` property holds); `.sortedKeys` sorts its dictionaries.
  static func anyText(_ value: Any, _ options: JSONWriter.Options = []) throws -> String {
    var writer = JSONWriter(options: options)
    var context = OutputContext(
      registry: MappingRegistry(), mode: .json, options: options.contains(.sortedKeys) ? [.sortedKeys] : [], rootName: "Value")
    try OutputContext.run(rootName: "Value") { try DynamicOutput.write(value, &writer, &context) }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Parses JSON text with JSONSerialization, allowing scalar roots.
  static func parse(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// The error `body` throws when run on a fresh writer (nil if none) and what it left written.
  static func failure(
    _ options: JSONWriter.Options = [], _ body: (inout JSONWriter) throws -> Void
  ) -> (error: JSONWriteError?, bytes: [UInt8]) {
    var writer = JSONWriter(options: options)
    do {
      try body(&writer)
      return (nil, writer.bytes)
    } catch let error as JSONWriteError {
      return (error, writer.bytes)
    } catch {
      Issue.record("unexpected error type: \(error)")
      return (nil, writer.bytes)
    }
  }

  /// The error output throws for `value` (see ``anyText(_:_:)``), or nil when it succeeds.
  static func anyFailure(_ value: Any) -> MappingError? {
    do {
      _ = try anyText(value)
      return nil
    } catch {
      return error as? MappingError
    }
  }

  /// Whether two parsed JSON values are equal, telling boolean `NSNumber`s from numeric ones
  /// (`true` must not equal `1`).
  static func jsonEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    firstDifference(lhs, rhs) == nil
  }

  /// The path of the first place where two parsed JSON values differ, or nil when they are equal.
  ///
  /// Booleans never equal numbers. Dynamic types are checked before any cast.
  static func firstDifference(_ lhs: Any, _ rhs: Any, at path: String = "$") -> String? {
    let left = type(of: lhs)
    let right = type(of: rhs)
    if left == [String: Any].self {
      guard right == [String: Any].self else { return path + " (object vs \(right))" }
      let a = lhs as! [String: Any]
      let b = rhs as! [String: Any]
      guard a.count == b.count else { return path + " (member count \(a.count) vs \(b.count))" }
      for (key, value) in a {
        guard let other = b[key] else { return path + "." + key + " (missing)" }
        if let difference = firstDifference(value, other, at: path + "." + key) { return difference }
      }
      return nil
    }
    if left == [Any].self {
      guard right == [Any].self else { return path + " (array vs \(right))" }
      let a = lhs as! [Any]
      let b = rhs as! [Any]
      guard a.count == b.count else { return path + " (element count \(a.count) vs \(b.count))" }
      for (index, pair) in zip(a, b).enumerated() {
        if let difference = firstDifference(pair.0, pair.1, at: path + "[\(index)]") { return difference }
      }
      return nil
    }
    if left == String.self {
      return right == String.self && (lhs as! String) == (rhs as! String) ? nil : path + " (string)"
    }
    if left == NSNull.self {
      return right == NSNull.self ? nil : path + " (null vs \(right))"
    }
    if left is NSNumber.Type {
      guard right is NSNumber.Type else { return path + " (number vs \(right))" }
      let a = lhs as! NSNumber
      let b = rhs as! NSNumber
      guard isBoolean(a) == isBoolean(b) else { return path + " (boolean vs number)" }
      return a.isEqual(b) ? nil : path + " (\(a) vs \(b))"
    }
    return path + " (unexpected type \(left))"
  }

  /// Whether `number` is a boolean `NSNumber` (same class as `NSNumber(value: true)`).
  static func isBoolean(_ number: NSNumber) -> Bool {
    type(of: number) == type(of: NSNumber(value: true))
  }
}
