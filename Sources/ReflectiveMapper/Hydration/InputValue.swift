import Foundation

/// Recognizes raw containers without bridging.
enum Raw {
  /// The dictionary in `raw`, or a failure naming what was found.
  @inline(__always)
  static func dictionary(_ raw: Any, expected: String) throws -> [String: Any] {
    if type(of: raw) == [String: Any].self { return raw as! [String: Any] }
    return try dictionarySlow(raw, expected: expected)
  }

  static func dictionarySlow(_ raw: Any, expected: String) throws -> [String: Any] {
    let type = type(of: raw)
    if type == TapeRef.self, let dictionary = (raw as! TapeRef).materialized() as? [String: Any] { return dictionary }
    if type is NSDictionary.Type || type is any CollectionShape.Type && raw is [AnyHashable: Any] {
      if let dictionary = raw as? [String: Any] { return dictionary }
      if let dictionary = raw as? [AnyHashable: Any] {
        var converted: [String: Any] = [:]
        for (key, value) in dictionary {
          guard let string = key.base as? String else {
            throw ConversionFailure(.nonStringKey(found: Describe.value(key.base)))
          }
          converted[string] = value
        }
        return converted
      }
    }
    return try Coerce.fallback(raw, expected) { try dictionary($0, expected: expected) }
  }

  /// The array in `raw`, or a failure naming what was found.
  @inline(__always)
  static func array(_ raw: Any, expected: String) throws -> [Any] {
    if type(of: raw) == [Any].self { return raw as! [Any] }
    let type = type(of: raw)
    if type == TapeRef.self, let array = (raw as! TapeRef).materialized() as? [Any] { return array }
    if type is NSArray.Type || type is any CollectionShape.Type && !(raw is [AnyHashable: Any]) {
      if let array = raw as? [Any] { return array }
    }
    return try Coerce.fallback(raw, expected) { try array($0, expected: expected) }
  }
}
