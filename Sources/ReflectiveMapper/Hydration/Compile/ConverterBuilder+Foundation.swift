import Foundation

/// Foundation classes (Objective-C-era models, and what `JSONSerialization` and older code
/// hand over) read as their Swift twins: `NSURL` as `URL`, `NSDate` as `Date` (with the date
/// strategy in force), `NSData` as `Data`, `NSString` as `String`, `NSDecimalNumber` as
/// `Decimal`, `NSArray`, `NSSet` and `NSDictionary` as arrays, sets and dictionaries of
/// `Any`; the mutable classes get a mutable copy.
enum FoundationTwin {
  /// The Swift twin of a Foundation value (`NSDate` → `Date`, `NSURL` → `URL`, `NSData` →
  /// `Data`), for output; `nil` for other values.
  static func swiftValue(_ raw: Any) -> Any? {
    let type = type(of: raw)
    guard type is NSObject.Type else { return nil }
    if type is NSDate.Type { return date(raw as! NSDate) }
    if type is NSURL.Type { return url(raw as! NSURL) }
    if type is NSData.Type { return Data(referencing: raw as! NSData) }
    return nil
  }

  static func date(_ date: NSDate) -> Date { Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate) }

  /// An `NSURL` as the `URL` of its absolute text (the text itself when `URL` refuses it).
  static func url(_ url: NSURL) -> Any {
    // (`String` on Linux, `String?` on Apple platforms.)
    let text = (url.absoluteString as String?) ?? ""
    return URL(string: text, encodingInvalidCharacters: false) ?? text
  }
}

extension ConverterBuilder {
  /// The converter of a Foundation class property (or an optional of one) that reads as its
  /// Swift twin, or `nil` for other types.
  func foundationConverter<Value>(_: Value.Type) throws -> Convert<Value>? {
    let wrapped = unwrappingOptional(Value.self)
    guard let wrappedClass = wrapped as? NSObject.Type else { return nil }
    let name = MessageText.typeName(wrapped)
    let convert: Convert<AnyObject>
    switch ObjectIdentifier(wrapped) {
    case ObjectIdentifier(NSDecimalNumber.self):
      let decimal = try make(Decimal.self)
      // No shortcut for an NSDecimalNumber value: `notANumber` must be refused.
      return finish(Value.self, name, twin: "Decimal") { raw, context in NSDecimalNumber(decimal: try decimal(raw, &context)) }
    case ObjectIdentifier(NSURL.self):
      let url = try make(URL.self)
      convert = { raw, context in
        let value = try url(raw, &context)
        guard let object = NSURL(string: value.absoluteString) else { throw ConversionFailure.invalid("NSURL", raw) }
        return object
      }
    case ObjectIdentifier(NSDate.self):
      let date = try make(Date.self)
      convert = { raw, context in NSDate(timeIntervalSinceReferenceDate: try date(raw, &context).timeIntervalSinceReferenceDate) }
    case ObjectIdentifier(NSData.self):
      let data = try make(Data.self)
      convert = { raw, context in NSData(data: try data(raw, &context)) }
    case ObjectIdentifier(NSMutableData.self):
      let data = try make(Data.self)
      convert = { raw, context in NSMutableData(data: try data(raw, &context)) }
    case ObjectIdentifier(NSMutableString.self):
      let string = try make(String.self)
      convert = { raw, context in NSMutableString(string: try string(raw, &context)) }
    case ObjectIdentifier(NSArray.self), ObjectIdentifier(NSMutableArray.self):
      let mutable = wrapped == NSMutableArray.self
      convert = { raw, _ in
        let items = try InputValue.array(InputValue.materialized(raw), expected: "array")
        return mutable ? NSMutableArray(array: items) : NSArray(array: items)
      }
    case ObjectIdentifier(NSSet.self), ObjectIdentifier(NSMutableSet.self):
      let mutable = wrapped == NSMutableSet.self
      convert = { raw, _ in
        let items = try InputValue.array(InputValue.materialized(raw), expected: "array")
        return mutable ? NSMutableSet(array: items) : NSSet(array: items)
      }
    case ObjectIdentifier(NSDictionary.self), ObjectIdentifier(NSMutableDictionary.self):
      let mutable = wrapped == NSMutableDictionary.self
      convert = { raw, _ in
        let members = try InputValue.dictionary(InputValue.materialized(raw), expected: "dictionary")
        return mutable ? NSMutableDictionary(dictionary: members) : NSDictionary(dictionary: members)
      }
    default:
      return nil
    }
    let twin = Self.twinName(of: wrapped)
    return finish(Value.self, name, twin: twin) { raw, context in
      // A value of the property's class (or a subclass) is taken as it is.
      if type(of: raw) is AnyClass, let object = raw as? NSObject, object.isKind(of: wrappedClass) { return object }
      return try convert(raw, &context)
    }
  }

  /// The Swift type whose rules a Foundation class follows, as problems name it.
  private static func twinName(of type: Any.Type) -> String {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(NSURL.self): "URL"
    case ObjectIdentifier(NSDate.self): "Date"
    case ObjectIdentifier(NSData.self), ObjectIdentifier(NSMutableData.self): "Data"
    case ObjectIdentifier(NSMutableString.self): "String"
    case ObjectIdentifier(NSArray.self), ObjectIdentifier(NSMutableArray.self), ObjectIdentifier(NSSet.self),
      ObjectIdentifier(NSMutableSet.self):
      "array"
    default: "dictionary"
    }
  }

  /// `convert` as a `Convert<Value>` (optional or not), its problems naming the property's class.
  private func finish<Value>(
    _: Value.Type, _ name: String, twin: String, _ convert: @escaping Convert<AnyObject>
  ) -> Convert<Value> {
    let named: Convert<AnyObject> = { raw, context in
      do {
        return try convert(raw, &context)
      } catch let failure as ConversionFailure {
        throw failure.naming(name, for: twin)
      }
    }
    if unwrappingOptional(Value.self) == Value.self {
      return { raw, context in try named(raw, &context) as! Value }
    }
    let optional = Self.optional(named)
    return { raw, context in try optional(raw, &context) as Any as! Value }
  }
}
