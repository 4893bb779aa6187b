import Foundation

/// What ``ReflectiveCodable``'s `init(from:)` and `encode(to:)` run: any coder's value read
/// into Foundation-style values for hydration, and a model's JSON object written through any
/// coder's containers.
///
/// Reading asks each value what it is by trying the kinds in turn (null, string, object,
/// integer, Boolean, floating point, array, then the rarer ones). A coder answers only for
/// its own kind: `JSONDecoder` and `PropertyListDecoder` read neither `1` as a Boolean nor
/// `true` as a number, so Booleans stay Booleans; integers are tried before floating point,
/// so they stay exact. The library's own decoder (the bridge for `Codable` property types)
/// already holds Foundation values: they are taken as they are.
enum CodableBridge {
  /// The registry named by `userInfo`, else `fallback`.
  static func registry(in userInfo: [CodingUserInfoKey: Any], default fallback: MappingRegistry) -> MappingRegistry {
    userInfo[MappingRegistry.codingUserInfoKey] as? MappingRegistry ?? fallback
  }

  // MARK: Reading

  /// The decoder's value, which must be an object, as a dictionary.
  static func object(from decoder: any Decoder) throws -> [String: Any] {
    if let impl = decoder as? AnyValueDecoder.Impl {
      let value = impl.value
      if let dictionary = value as? [String: Any] { return dictionary }
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(codingPath: decoder.codingPath, debugDescription: "Expected a JSON object, found \(MessageText.value(value))."))
    }
    let container = try decoder.container(keyedBy: AnyValueCodingKey.self)
    return try object(container, depth: 1)
  }

  private static func checkDepth(_ depth: Int, _ codingPath: @autoclosure () -> [any CodingKey]) throws {
    guard depth <= NestingLimit.levels else {
      throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "Nesting deeper than \(NestingLimit.levels) levels."))
    }
  }

  private static func object(_ container: KeyedDecodingContainer<AnyValueCodingKey>, depth: Int) throws -> [String: Any] {
    try checkDepth(depth, container.codingPath)
    let keys = container.allKeys
    var dictionary: [String: Any] = Dictionary(minimumCapacity: keys.count)
    for key in keys {
      dictionary[key.stringValue] = try value(container, key, depth: depth)
    }
    return dictionary
  }

  /// One member, by trying each kind in turn (cheapest and most common first).
  private static func value(_ container: KeyedDecodingContainer<AnyValueCodingKey>, _ key: AnyValueCodingKey, depth: Int) throws -> Any {
    if try container.decodeNil(forKey: key) { return NSNull() }
    if let string = try? container.decode(String.self, forKey: key) { return string }
    if let nested = try? container.nestedContainer(keyedBy: AnyValueCodingKey.self, forKey: key) {
      return try object(nested, depth: depth + 1)
    }
    if let integer = try? container.decode(Int.self, forKey: key) { return integer }
    if let bool = try? container.decode(Bool.self, forKey: key) { return bool }
    if let double = try? container.decode(Double.self, forKey: key) {
      return exactNumber(double) { (try? container.decode(UInt64.self, forKey: key)) ?? (try? container.decode(Decimal.self, forKey: key)) }
    }
    if var nested = try? container.nestedUnkeyedContainer(forKey: key) { return try array(&nested, depth: depth + 1) }
    if let unsigned = try? container.decode(UInt64.self, forKey: key) { return unsigned }
    if let decimal = try? container.decode(Decimal.self, forKey: key) { return decimal }
    if let date = try? container.decode(Date.self, forKey: key) { return date }
    if let data = try? container.decode(Data.self, forKey: key) { return data }
    throw DecodingError.dataCorrupted(
      .init(codingPath: container.codingPath + [key], debugDescription: "A value of a kind JSON has no form for."))
  }

  private static func array(_ container: inout any UnkeyedDecodingContainer, depth: Int) throws -> [Any] {
    try checkDepth(depth, container.codingPath)
    var array: [Any] = []
    if let count = container.count { array.reserveCapacity(count) }
    while !container.isAtEnd {
      array.append(try element(&container, depth: depth))
    }
    return array
  }

  /// One element, as ``value(_:_:depth:)`` reads a member; a failed attempt does not advance.
  private static func element(_ container: inout any UnkeyedDecodingContainer, depth: Int) throws -> Any {
    if try container.decodeNil() { return NSNull() }
    if let string = try? container.decode(String.self) { return string }
    if let nested = try? container.nestedContainer(keyedBy: AnyValueCodingKey.self) { return try object(nested, depth: depth + 1) }
    if let integer = try? container.decode(Int.self) { return integer }
    if let bool = try? container.decode(Bool.self) { return bool }
    if let double = try? container.decode(Double.self) { return double }
    if var nested = try? container.nestedUnkeyedContainer() { return try array(&nested, depth: depth + 1) }
    if let unsigned = try? container.decode(UInt64.self) { return unsigned }
    if let decimal = try? container.decode(Decimal.self) { return decimal }
    if let date = try? container.decode(Date.self) { return date }
    if let data = try? container.decode(Data.self) { return data }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: container.codingPath + [AnyValueCodingKey(index: container.currentIndex)],
        debugDescription: "A value of a kind JSON has no form for."))
  }

  /// A floating-point member as a `Double`, or, when it is a whole number too large for a
  /// `Double` to hold exactly, as the coder's `UInt64` or `Decimal` (JSONDecoder reads a
  /// `Decimal` from the number's text, so a `Decimal` property loses nothing).
  @inline(__always)
  private static func exactNumber(_ double: Double, exact: () -> Any?) -> Any {
    if double.magnitude >= 0x1p53, double == double.rounded(), let exact = exact() { return exact }
    return double
  }

  // MARK: Writing

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
          switch scalar {
          case .null: try container.encodeNil(forKey: key)
          case .bool(let bool): try container.encode(bool, forKey: key)
          case .int(let int): try container.encode(int, forKey: key)
          case .uint(let uint): try container.encode(uint, forKey: key)
          case .double(let double): try container.encode(double, forKey: key)
          case .decimal(let decimal): try container.encode(decimal, forKey: key)
          }
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
          switch scalar {
          case .null: try container.encodeNil()
          case .bool(let bool): try container.encode(bool)
          case .int(let int): try container.encode(int)
          case .uint(let uint): try container.encode(uint)
          case .double(let double): try container.encode(double)
          case .decimal(let decimal): try container.encode(decimal)
          }
        }
      }
    }
  }

  /// A `Decimal` as the `Double` that reads back to it when there is one, so that every coder
  /// writes a number (a property list has no decimal type: `Decimal`'s own `Codable` form is a
  /// dictionary of its fields there); a `Decimal` with more digits than a `Double` holds goes to
  /// the coder as it is (`JSONEncoder` writes its exact digits).
  private static func number(_ value: Decimal) -> Scalar {
    if let double = Double(value.description), double.isFinite, Decimal(string: "\(double)") == value { return .double(double) }
    return .decimal(value)
  }

  /// The scalars a JSON object holds.
  private enum Scalar {
    case null
    case bool(Bool)
    case int(Int)
    case uint(UInt64)
    case double(Double)
    case decimal(Decimal)
  }

  /// Sorts a scalar out of `value` (a Swift value, or an `NSNumber` or `NSNull` that passed
  /// through from the input) and hands it to `write`.
  private static func writeScalar(_ value: Any, at codingPath: @autoclosure () -> [any CodingKey], _ write: (Scalar) throws -> Void) throws {
    let type = Swift.type(of: value)
    if type == Bool.self { return try write(.bool(value as! Bool)) }
    if type == Int.self { return try write(.int(value as! Int)) }
    if type == Double.self { return try write(.double(value as! Double)) }
    if type == UInt64.self { return try write(.uint(value as! UInt64)) }
    if type == Decimal.self { return try write(number(value as! Decimal)) }
    if type is NSNull.Type { return try write(.null) }
    if let number = value as? NSNumber, type is NSNumber.Type {
      if Swift.type(of: number) == Swift.type(of: NSNumber(value: true)) { return try write(.bool(number.boolValue)) }
      if let int = Int(exactly: number) { return try write(.int(int)) }
      if let uint = UInt64(exactly: number) { return try write(.uint(uint)) }
      return try write(.double(number.doubleValue))
    }
    if case Optional<Any>.none = value { return try write(.null) }
    throw EncodingError.invalidValue(
      value, .init(codingPath: codingPath(), debugDescription: "\(MessageText.typeName(type)) is not a JSON value."))
  }
}

extension DecodingError {
  /// The `DecodingError` a fatal mapping problem becomes: its kind from the first fatal
  /// problem's reason, its coding path the decoder's followed by that problem's path, its
  /// underlying error the ``MappingError`` (every problem of the call).
  init(_ error: MappingError, codingPath base: [any CodingKey]) {
    let first = error.issues.first(where: \.isFatal) ?? error
    var codingPath = base + CodableBridge.codingKeys(first.path)
    let context = { (path: [any CodingKey]) in
      DecodingError.Context(codingPath: path, debugDescription: error.description, underlyingError: error)
    }
    switch first.reason {
    case .missingRequiredValue:
      if let key = codingPath.popLast() {
        self = .keyNotFound(key, context(codingPath))
        return
      }
      self = .dataCorrupted(context(codingPath))
    case .requiredValueIsNull, .nullValue, .nullElement:
      self = .valueNotFound(Any.self, context(codingPath))
    case .typeMismatch:
      self = .typeMismatch(Any.self, context(codingPath))
    default:
      self = .dataCorrupted(context(codingPath))
    }
  }
}

extension CodableBridge {
  /// The coding keys of a rendered mapping path: `friends[2].address.zip_code` is `friends`,
  /// `Index 2`, `address`, `zip_code`.
  ///
  /// A service key that itself contains a dot or brackets is split where it has them.
  static func codingKeys(_ path: String) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var name = ""
    var index: String?
    for character in path {
      if var digits = index {
        if character == "]" {
          if let value = Int(digits) { keys.append(AnyValueCodingKey(index: value)) }
          index = nil
        } else {
          digits.append(character)
          index = digits
        }
        continue
      }
      switch character {
      case ".":
        if !name.isEmpty { keys.append(AnyValueCodingKey(stringValue: name)) }
        name = ""
      case "[":
        if !name.isEmpty { keys.append(AnyValueCodingKey(stringValue: name)) }
        name = ""
        index = ""
      default:
        name.append(character)
      }
    }
    if !name.isEmpty { keys.append(AnyValueCodingKey(stringValue: name)) }
    return keys
  }
}
