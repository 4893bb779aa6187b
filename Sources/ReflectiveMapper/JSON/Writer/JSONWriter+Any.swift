import Foundation

/// The generic path: writing Foundation-style values held in `Any`.
///
/// Handled: `String`, `NSString`, `Bool`, every standard integer type, `Double`, `Float`, `Decimal`,
/// `NSNumber` (booleans, integers, floating point), `NSDecimalNumber`, `NSNull`, `[String: Any]`,
/// `[AnyHashable: Any]` with string keys, `NSDictionary` with string keys, `[Any]`, `NSArray`,
/// any other `Array` and any other `Dictionary` keyed by `String`, and `Optional` (nil → `null`,
/// otherwise the wrapped value). Anything else — notably `Date`, `URL`, `UUID` and `Data`, which
/// are the model serializer's job — throws ``JSONWriteError/Kind/unsupportedType(_:)``.
///
/// The dynamic type of every value is tested before any cast. Casting an `Any` that holds a Swift
/// collection to a class type (`x is NSNull`, `x as? NSNumber`) bridges the whole nested value,
/// which is slow and overflows the stack on deep input, so casts only ever happen to a type the
/// value is already known to have.
extension JSONWriter {
  /// Writes a Foundation-style value (see the extension's documentation for the accepted types).
  ///
  /// - Parameters:
  ///   - value: the value to write.
  ///   - depth: the nesting depth of `value`; pass 0 for a root value. A container at depth
  ///     ``maxDepth`` or deeper throws, so at most ``maxDepth`` containers can be nested.
  /// - Throws: ``JSONWriteError`` with the path of the offending value. The buffer then holds a
  ///   partial document.
  mutating func writeAny(_ value: Any, depth: Int = 0) throws(JSONWriteError) {
    let type = Swift.type(of: value)
    // The types JSONSerialization produces, most frequent first.
    if type == String.self {
      writeString(value as! String)
    } else if type == NSNumber.self {
      try writeNumber(value as! NSNumber)
    } else if type == [String: Any].self {
      try writeObject(value as! [String: Any], depth: depth)
    } else if type == [Any].self {
      try writeArray(value as! [Any], depth: depth)
    } else if type == NSNull.self {
      writeNull()
    } else {
      try writeOther(value, type: type, depth: depth)
    }
  }

  /// Writes an `NSNumber`: booleans as `true`/`false`, integers exactly, floating point shortest.
  ///
  /// Booleans are recognised by class first (`type(of: n) == type(of: NSNumber(value: true))`).
  /// Otherwise the first character of `objCType` decides: `d` → `Double`, `f` → `Float`,
  /// `Q`/`L` → `UInt64`, `B` → boolean, `c C s S i I l q` → `Int64` (`c` is an `Int8` here, since
  /// boolean numbers were already caught by class), anything else → `Double`.
  mutating func writeNumber(_ number: NSNumber) throws(JSONWriteError) {
    if ObjectIdentifier(Swift.type(of: number)) == booleanNumberTypeID {
      writeBool(number.boolValue)
      return
    }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"):
      try writeDouble(number.doubleValue)
    case UInt8(ascii: "q"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "s"),
       UInt8(ascii: "c"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      writeInt(number.int64Value)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"):
      writeUInt(number.uint64Value)
    case UInt8(ascii: "f"):
      try writeFloat(number.floatValue)
    case UInt8(ascii: "B"):
      writeBool(number.boolValue)
    default:
      try writeDouble(number.doubleValue)
    }
  }

  /// Writes the members of a `[String: Any]` (sorted when ``Options/sortedKeys`` is set).
  @inline(never)
  mutating func writeObject(_ object: [String: Any], depth: Int) throws(JSONWriteError) {
    guard depth < Self.maxDepth else { throw JSONWriteError(.depthLimit) }
    beginObject()
    if sortKeys && object.count > 1 {
      for (key, value) in object.sorted(by: { Self.keyPrecedes($0.key, $1.key) }) {
        try writeMember(key, value, depth: depth)
      }
    } else {
      for (key, value) in object {
        try writeMember(key, value, depth: depth)
      }
    }
    endObject()
  }

  /// Writes the elements of an `[Any]`.
  @inline(never)
  mutating func writeArray(_ array: [Any], depth: Int) throws(JSONWriteError) {
    guard depth < Self.maxDepth else { throw JSONWriteError(.depthLimit) }
    beginArray()
    var index = 0
    for element in array {
      do throws(JSONWriteError) {
        try writeAny(element, depth: depth &+ 1)
      } catch {
        throw error.prepending(.index(index))
      }
      index &+= 1
    }
    endArray()
  }

  /// Writes one object member, adding the key to the path of any error from its value.
  @inline(__always)
  mutating func writeMember(_ key: String, _ value: Any, depth: Int) throws(JSONWriteError) {
    writeKey(key)
    do throws(JSONWriteError) {
      try writeAny(value, depth: depth &+ 1)
    } catch {
      throw error.prepending(.key(key))
    }
  }

  /// Writes (key, value) pairs as an object, sorting them first when ``Options/sortedKeys`` is set.
  mutating func writeMembers(_ members: [(key: String, value: Any)], depth: Int) throws(JSONWriteError) {
    guard depth < Self.maxDepth else { throw JSONWriteError(.depthLimit) }
    var members = members
    if sortKeys { members.sort(by: { Self.keyPrecedes($0.key, $1.key) }) }
    beginObject()
    for (key, value) in members {
      try writeMember(key, value, depth: depth)
    }
    endObject()
  }

  /// The order used by ``Options/sortedKeys``: lexicographic by UTF-8 bytes (Unicode code points).
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// Handles everything but the five most common types of ``writeAny(_:depth:)``.
  @inline(never)
  mutating func writeOther(_ value: Any, type: Any.Type, depth: Int) throws(JSONWriteError) {
    // Numbers JSONSerialization parses with more significant digits than a Double holds.
    if type == NSDecimalNumber.self { try writeDecimal((value as! NSDecimalNumber).decimalValue); return }
    // Swift scalars.
    if type == Bool.self { writeBool(value as! Bool); return }
    if type == Int.self { writeInt(Int64(value as! Int)); return }
    if type == Double.self { try writeDouble(value as! Double); return }
    if type == Int64.self { writeInt(value as! Int64); return }
    if type == UInt64.self { writeUInt(value as! UInt64); return }
    if type == UInt.self { writeUInt(UInt64(value as! UInt)); return }
    if type == Int32.self { writeInt(Int64(value as! Int32)); return }
    if type == UInt32.self { writeUInt(UInt64(value as! UInt32)); return }
    if type == Int16.self { writeInt(Int64(value as! Int16)); return }
    if type == UInt16.self { writeUInt(UInt64(value as! UInt16)); return }
    if type == Int8.self { writeInt(Int64(value as! Int8)); return }
    if type == UInt8.self { writeUInt(UInt64(value as! UInt8)); return }
    if type == Float.self { try writeFloat(value as! Float); return }
    if type == Decimal.self { try writeDecimal(value as! Decimal); return }

    // Foundation classes (subclasses included), tested on the metatype before casting.
    if type is NSNumber.Type {
      if type is NSDecimalNumber.Type {
        try writeDecimal((value as! NSDecimalNumber).decimalValue)
      } else {
        try writeNumber(value as! NSNumber)
      }
      return
    }
    if type is NSNull.Type { writeNull(); return }
    if type is NSString.Type { writeString((value as! NSString) as String); return }

    // Containers.
    if type == [AnyHashable: Any].self {
      let dictionary = value as! [AnyHashable: Any]
      var members: [(key: String, value: Any)] = []
      members.reserveCapacity(dictionary.count)
      for (key, member) in dictionary {
        members.append((try Self.stringKey(key.base), member))
      }
      try writeMembers(members, depth: depth)
      return
    }
    if type is any JSONWriterOptional.Type {
      if let wrapped = (value as! any JSONWriterOptional).jsonWrappedValue {
        try writeAny(wrapped, depth: depth)
      } else {
        writeNull()
      }
      return
    }
    if type is any JSONWriterStringKeyedDictionary.Type {
      try writeMembers((value as! any JSONWriterStringKeyedDictionary).jsonMembers, depth: depth)
      return
    }
    if type is any JSONWriterArray.Type {
      let elements = (value as! any JSONWriterArray).jsonElements
      try writeArray(elements, depth: depth)
      return
    }
    if type is NSDictionary.Type {
      let dictionary = value as! NSDictionary
      var members: [(key: String, value: Any)] = []
      members.reserveCapacity(dictionary.count)
      for (key, member) in dictionary {
        members.append((try Self.stringKey(key), member))
      }
      try writeMembers(members, depth: depth)
      return
    }
    if type is NSArray.Type {
      let array = value as! NSArray
      var elements: [Any] = []
      elements.reserveCapacity(array.count)
      for element in array { elements.append(element) }
      try writeArray(elements, depth: depth)
      return
    }
    throw JSONWriteError(.unsupportedType(String(describing: type)))
  }

  /// Returns a dictionary key as a `String`, or throws ``JSONWriteError/Kind/nonStringKey(_:)``.
  static func stringKey(_ key: Any) throws(JSONWriteError) -> String {
    let type = Swift.type(of: key)
    if type == String.self { return key as! String }
    if type is NSString.Type { return (key as! NSString) as String }
    throw JSONWriteError(.nonStringKey(String(describing: type)))
  }
}

/// `ObjectIdentifier` of the class of `NSNumber(value: true)`.
private let booleanNumberTypeID = ObjectIdentifier(type(of: NSNumber(value: true)))

/// Lets ``JSONWriter/writeAny(_:depth:)`` unwrap an `Optional` held in an `Any`.
protocol JSONWriterOptional {
  /// The wrapped value, or nil.
  var jsonWrappedValue: Any? { get }
}

extension Optional: JSONWriterOptional {
  var jsonWrappedValue: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}

/// Lets ``JSONWriter/writeAny(_:depth:)`` write any `Dictionary` keyed by `String` (e.g. `[String: Int]`).
protocol JSONWriterStringKeyedDictionary {
  /// The members with their values boxed as `Any`.
  var jsonMembers: [(key: String, value: Any)] { get }
}

extension Dictionary: JSONWriterStringKeyedDictionary where Key == String {
  var jsonMembers: [(key: String, value: Any)] {
    map { (key: $0.key, value: $0.value as Any) }
  }
}

/// Lets ``JSONWriter/writeAny(_:depth:)`` write any `Array` (e.g. `[Int]`, `[[String: Any]]`).
protocol JSONWriterArray {
  /// The elements boxed as `Any`.
  var jsonElements: [Any] { get }
}

extension Array: JSONWriterArray {
  var jsonElements: [Any] {
    map { $0 as Any }
  }
}
