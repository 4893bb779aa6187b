import Foundation

/// Recognizes raw containers without bridging: the one place that knows what an input value
/// can be (a parsed value, or a ``TapeRef`` into JSON bytes) and how to read each.
///
/// A new input kind is a case of ``ObjectInput`` and a line in each reader here; the
/// hydrators, converters and entry points take values through these functions only.
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

  /// The array in `raw`, or the elements of a set (`Set`, `NSSet`) in its own order, or a
  /// failure naming what was found.
  @inline(__always)
  static func array(_ raw: Any, expected: String) throws -> [Any] {
    if type(of: raw) == [Any].self { return raw as! [Any] }
    let type = type(of: raw)
    if type == TapeRef.self, let array = (raw as! TapeRef).materialized() as? [Any] { return array }
    if AnyShape.isArrayOrSet(raw) {
      switch AnyShape.of(raw) {
      case .array(let items), .set(let items): return items
      case .none, .dictionary, .nonStringKeys, .value: break
      }
    }
    if let array = parsedJSONText(raw) as? [Any] { return array }
    return try Coercion.fallback(raw, expected) { try array($0, expected: expected) }
  }

  /// `raw` with any tape reference replaced by its Foundation-style value, for code outside
  /// the library's converters.
  ///
  /// - Throws: `ConversionFailure` (`notRepresentable`, naming the literal) for a value that
  ///   is or holds a number beyond `Double`'s range (`1e400`): no Foundation value stands for
  ///   it, and handing its infinity to an adapter or an `Any` property would be a silently
  ///   wrong value.
  @inline(__always)
  static func materialized(_ raw: Any) throws -> Any {
    if type(of: raw) == TapeRef.self {
      let reference = raw as! TapeRef
      if let literal = reference.box.tape.outOfRangeLiteral(in: reference.index) { throw outOfRange(literal) }
      return reference.materialized()
    }
    if type(of: raw) == LongNumber.self {
      let long = raw as! LongNumber
      if let decimal = long.decimal { return decimal }
      if long.value.isFinite { return long.value }
      throw outOfRange(long.literal)
    }
    return raw
  }

  /// The failure for a number literal beyond `Double`'s range met where a value is handed on whole.
  static func outOfRange(_ literal: String) -> ConversionFailure {
    ConversionFailure(.notRepresentable(expected: "a finite number", found: "number \(MessageText.truncated(literal))"))
  }

  /// The tape object in `raw`, if it is one.
  @inline(__always)
  static func tapeObject(_ raw: Any) -> TapeRef? {
    guard type(of: raw) == TapeRef.self else { return nil }
    let reference = raw as! TapeRef
    return reference.isObject ? reference : nil
  }

  /// The tape array in `raw`, if it is one.
  @inline(__always)
  static func tapeArray(_ raw: Any) -> TapeRef? {
    guard type(of: raw) == TapeRef.self else { return nil }
    let reference = raw as! TapeRef
    return reference.isArray ? reference : nil
  }

  /// The number of elements or members of an array or object (parsed or in a tape); 0 for
  /// anything else.
  static func count(of raw: Any) -> Int {
    if type(of: raw) == TapeRef.self { return (raw as! TapeRef).count }
    if type(of: raw) == [Any].self { return (raw as! [Any]).count }
    if type(of: raw) == [String: Any].self { return (raw as! [String: Any]).count }
    return 0
  }

  /// Calls `body` with each element of an array (`[Any]` or a tape array) and its index;
  /// nothing for anything else.
  @inline(__always)
  static func forEachElement(of raw: Any, _ body: (Int, Any) -> Void) {
    if let array = tapeArray(raw) { return array.forEachElement(body) }
    guard type(of: raw) == [Any].self else { return }
    for (index, item) in (raw as! [Any]).enumerated() { body(index, item) }
  }

  /// Calls `body` with each member of an object (`[String: Any]` or a tape object), in the
  /// input's order (a repeated key in bytes only at its last occurrence, as in the parsed
  /// dictionary); nothing for anything else.
  @inline(__always)
  static func forEachMember(of raw: Any, _ body: (String, Any) -> Void) {
    if let object = tapeObject(raw) {
      let tape = object.box.tape
      for member in tape.keptMembers(ofObjectAt: object.index) {
        body(tape.string(at: member.key) ?? "", object.box.element(at: member.value))
      }
      return
    }
    guard type(of: raw) == [String: Any].self else { return }
    for (key, item) in raw as! [String: Any] { body(key, item) }
  }

  /// Whether `raw` is an object: a dictionary of any kind, or a tape object.
  ///
  /// A dictionary whose keys are not strings is one too: reading it as an object then fails
  /// with ``MappingError/Reason/nonStringKey(found:)``, which says more than "not an object".
  static func isDictionary(_ raw: Any) -> Bool {
    let type = type(of: raw)
    if type == [String: Any].self { return true }
    if type == TapeRef.self { return (raw as! TapeRef).isObject }
    return type is NSDictionary.Type || (type as? any CollectionShape.Type)?.isDictionary == true
  }
}

/// A JSON object on its way into a model: a dictionary (parsed, or built in code) or an object
/// in a JSON tape, read lazily.
///
/// What every model-level hydration takes, instead of a tape and a placeholder dictionary.
enum ObjectInput {
  case dictionary([String: Any])
  case tape(TapeRef)

  /// The object in `raw`: a tape object, or any dictionary ``InputValue/dictionary(_:expected:)``
  /// accepts (JSON text included); throws a failure naming what was found otherwise.
  @inline(__always)
  init(_ raw: Any, expected: String) throws {
    if let object = InputValue.tapeObject(raw) {
      self = .tape(object)
    } else {
      self = .dictionary(try InputValue.dictionary(raw, expected: expected))
    }
  }

  /// The key a transparent model's input is wrapped under (``ModelMapping/transparentProperty``):
  /// its one property reads it, and a path leaves an empty key out.
  static let transparentKey = ""

  /// The object in `raw`, as ``init(_:expected:)``; for a transparent model (`transparent`),
  /// any value, wrapped under ``transparentKey`` for its one property to read.
  @inline(__always)
  init(_ raw: Any, expected: String, transparent: Bool) throws {
    if transparent {
      self = .dictionary([Self.transparentKey: raw])
    } else {
      try self.init(raw, expected: expected)
    }
  }

  /// The object as a dictionary, for code that reads keys itself (resolvers, hooks): a tape
  /// object is materialized (its long numbers kept exactly).
  var dictionary: [String: Any] {
    switch self {
    case .dictionary(let dictionary): dictionary
    case .tape(let reference): reference.materialized() as? [String: Any] ?? [:]
    }
  }

  /// The object as a raw input value (a dictionary or a ``TapeRef``), for the functions that
  /// take any value.
  var raw: Any {
    switch self {
    case .dictionary(let dictionary): dictionary
    case .tape(let reference): reference
    }
  }
}
