import Foundation

extension CodableBridge {
  // MARK: Writing

  /// Writes a transparent model's JSON value (``ModelMapping/transparentProperty``) through
  /// `encoder`: an object or array through its containers, a scalar through its single-value one.
  static func write(value: Any, to encoder: any Encoder) throws {
    if let object = value as? [String: Any] { return try write(object, to: encoder) }
    if let impl = encoder as? AnyValueEncoder.Impl {
      impl.store(value)
      return
    }
    if let array = value as? [Any] {
      var container = encoder.unkeyedContainer()
      return try write(array, into: &container)
    }
    var container = encoder.singleValueContainer()
    try writeScalar(value, at: encoder.codingPath) { scalar in
      if let scalar { try container.encode(scalar) } else { try container.encodeNil() }
    }
  }

  /// Writes a model's JSON object through `encoder`.
  static func write(_ object: [String: Any], to encoder: any Encoder) throws {
    if let impl = encoder as? AnyValueEncoder.Impl {
      impl.store(object)
      return
    }
    var container = encoder.container(keyedBy: AnyValueCodingKey.self)
    try write(object, into: &container)
  }

  private static func write(_ object: [String: Any], into container: inout KeyedEncodingContainer<AnyValueCodingKey>) throws {
    for (name, value) in object {
      let key = AnyValueCodingKey(stringValue: name)
      switch value {
      case let string as String: try container.encode(string, forKey: key)
      case let dictionary as [String: Any]:
        var nested = container.nestedContainer(keyedBy: AnyValueCodingKey.self, forKey: key)
        try write(dictionary, into: &nested)
      case let array as [Any]:
        var nested = container.nestedUnkeyedContainer(forKey: key)
        try write(array, into: &nested)
      default:
        try writeScalar(value, at: container.codingPath + [key]) { scalar in
          if let scalar { try container.encode(scalar, forKey: key) } else { try container.encodeNil(forKey: key) }
        }
      }
    }
  }

  private static func write(_ array: [Any], into container: inout any UnkeyedEncodingContainer) throws {
    for value in array {
      switch value {
      case let string as String: try container.encode(string)
      case let dictionary as [String: Any]:
        var nested = container.nestedContainer(keyedBy: AnyValueCodingKey.self)
        try write(dictionary, into: &nested)
      case let array as [Any]:
        var nested = container.nestedUnkeyedContainer()
        try write(array, into: &nested)
      default:
        try writeScalar(value, at: container.codingPath + [AnyValueCodingKey(index: container.count)]) { scalar in
          if let scalar { try container.encode(scalar) } else { try container.encodeNil() }
        }
      }
    }
  }

  /// A `Decimal` as the `Double` that reads back to it when there is one, so that every coder
  /// writes a number (a property list has no decimal type: `Decimal`'s own `Codable` form is a
  /// dictionary of its fields there); a `Decimal` with more digits than a `Double` holds goes to
  /// the coder as it is (`JSONEncoder` writes its exact digits).
  private static func number(_ value: Decimal) -> any Encodable {
    if let double = Double(value.description), double.isFinite, Decimal(string: "\(double)") == value { return double }
    return value
  }

  /// Sorts a scalar out of `value` (a Swift value, or an `NSNumber` or `NSNull` that passed
  /// through from the input) and hands it to `write`: a `Bool`, `Int`, `UInt64`, `Double` or
  /// `Decimal`, or `nil` for `null`.
  private static func writeScalar(
    _ value: Any, at codingPath: @autoclosure () -> [any CodingKey], _ write: ((any Encodable)?) throws -> Void
  ) throws {
    let type = Swift.type(of: value)
    if type == Bool.self { return try write(value as! Bool) }
    if type == Int.self { return try write(value as! Int) }
    if type == Double.self { return try write(value as! Double) }
    if type == UInt64.self { return try write(value as! UInt64) }
    if type == Decimal.self { return try write(number(value as! Decimal)) }
    if type is NSNull.Type { return try write(nil) }
    if let number = value as? NSNumber, type is NSNumber.Type {
      if Swift.type(of: number) == Swift.type(of: NSNumber(value: true)) { return try write(number.boolValue) }
      if let int = Int(exactly: number) { return try write(int) }
      if let uint = UInt64(exactly: number) { return try write(uint) }
      return try write(number.doubleValue)
    }
    if case Optional<Any>.none = value { return try write(nil) }
    throw EncodingError.invalidValue(
      value, .init(codingPath: codingPath(), debugDescription: "\(MessageText.typeName(type)) is not a JSON value."))
  }
}
