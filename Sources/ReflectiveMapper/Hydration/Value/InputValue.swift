import Foundation

/// Recognizes raw containers without bridging.
enum InputValue {
  /// The dictionary in `raw`, or a failure naming what was found.
  @inline(__always)
  static func dictionary(_ raw: Any, expected: String) throws -> [String: Any] {
    if type(of: raw) == [String: Any].self { return raw as! [String: Any] }
    return try dictionarySlow(raw, expected: expected)
  }

  static func dictionarySlow(_ raw: Any, expected: String) throws -> [String: Any] {
    let type = type(of: raw)
    if type == TapeRef.self, let dictionary = (raw as! TapeRef).materialized() as? [String: Any] { return dictionary }
    if type is NSDictionary.Type || (type as? any CollectionShape.Type)?.isDictionary == true {
      switch AnyShape.of(raw) {
      case .dictionary(let dictionary): return dictionary
      case .nonStringKeys(let key): throw ConversionFailure(.nonStringKey(found: MessageText.value(key)))
      case .none, .array, .set, .value: break
      }
    }
    if let object = parsedJSONText(raw) as? [String: Any] { return object }
    return try Coercion.fallback(raw, expected) { try dictionary($0, expected: expected) }
  }

  /// The object or array that JSON text in a string stands for (SmartCodable's nested JSON
  /// strings: `"{\"name\":\"x\"}"` where a model is expected), parsed exactly (long numbers
  /// as `Decimal`), or `nil` when `raw` is no such text.
  ///
  /// Lenient conversions only: a strict converter refuses a string first
  /// (``ConverterBuilder/refusingText(_:expected:)``).
  @inline(never)
  static func parsedJSONText(_ raw: Any) -> Any? {
    guard type(of: raw) == String.self || type(of: raw) is NSString.Type, let text = raw as? String else { return nil }
    guard let first = text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
      first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    else { return nil }
    return try? JSONParser.parse(Array(text.utf8))
  }

  /// The array in `raw`, or a failure naming what was found.
  @inline(__always)
  static func array(_ raw: Any, expected: String) throws -> [Any] {
    if type(of: raw) == [Any].self { return raw as! [Any] }
    let type = type(of: raw)
    if type == TapeRef.self, let array = (raw as! TapeRef).materialized() as? [Any] { return array }
    if AnyShape.isArrayOrSet(raw), case .array(let array) = AnyShape.of(raw) { return array }
    if let array = parsedJSONText(raw) as? [Any] { return array }
    return try Coercion.fallback(raw, expected) { try array($0, expected: expected) }
  }

  /// The elements of an array or a set (`Set`, `NSSet`), or a failure naming what was found.
  static func elements(_ raw: Any, expected: String) throws -> [Any] {
    if type(of: raw) == [Any].self { return raw as! [Any] }
    if type(of: raw) == TapeRef.self, let array = (raw as! TapeRef).materialized() as? [Any] { return array }
    if AnyShape.isArrayOrSet(raw) {
      switch AnyShape.of(raw) {
      case .array(let items), .set(let items): return items
      case .none, .dictionary, .nonStringKeys, .value: break
      }
    }
    if let array = parsedJSONText(raw) as? [Any] { return array }
    return try Coercion.fallback(raw, expected) { try elements($0, expected: expected) }
  }
}
