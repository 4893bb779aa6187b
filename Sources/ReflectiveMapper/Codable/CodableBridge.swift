import Foundation

/// What ``ReflectiveCodable``'s `init(from:)` and `encode(to:)` run: any coder's value read
/// into Foundation-style values for hydration, and a model's JSON object written through any
/// coder's containers.
///
/// Reading asks each value what it is by trying the kinds in turn (the kind the member of that
/// name had last, then null, string, object, integer, Boolean, floating point, array, and the
/// rarer ones). A coder answers only for its own kind: `JSONDecoder` and `PropertyListDecoder`
/// read neither `1` as a Boolean nor `true` as a number, so Booleans stay Booleans; integers
/// are tried before floating point, so they stay exact. The library's own decoder (the bridge for `Codable` property types)
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
    var reader = TreeReader()
    return try reader.object(container, depth: 1)
  }

  /// The decoder's value, of any kind (for a transparent model,
  /// ``ModelMapping/transparentProperty``).
  static func value(from decoder: any Decoder) throws -> Any {
    if let impl = decoder as? AnyValueDecoder.Impl { return impl.value }
    var slot = DecoderSlot(decoder: decoder)
    var reader = TreeReader()
    var kind: ValueKind?
    return try reader.value(&slot, depth: 1, kind: &kind)
  }
}

/// A decoder's own value, read as a member or element is: a scalar through its single-value
/// container, an object or array through its own containers.
private struct DecoderSlot: ValueSlot {
  let decoder: any Decoder

  func decodeNil() throws -> Bool { try decoder.singleValueContainer().decodeNil() }
  func string() throws -> String { try decoder.singleValueContainer().decode(String.self) }
  func integer() throws -> Int { try decoder.singleValueContainer().decode(Int.self) }
  func bool() throws -> Bool { try decoder.singleValueContainer().decode(Bool.self) }
  func double() throws -> Double { try decoder.singleValueContainer().decode(Double.self) }
  func unsigned() throws -> UInt64 { try decoder.singleValueContainer().decode(UInt64.self) }
  func decode<T: Decodable>(_: T.Type) throws -> T { try decoder.singleValueContainer().decode(T.self) }
  func object() throws -> KeyedDecodingContainer<AnyValueCodingKey> { try decoder.container(keyedBy: AnyValueCodingKey.self) }
  func array() throws -> any UnkeyedDecodingContainer { try decoder.unkeyedContainer() }
  var codingPath: [any CodingKey] { decoder.codingPath }
  var position: Int { 0 }
}

/// What a value may be, in the order they are tried when nothing is known about it.
private enum ValueKind: CaseIterable {
  case null, string, object, integer, bool, double, array, unsigned, decimal, date, data
}

/// One value of a keyed or unkeyed container, as ``TreeReader`` asks for it: each kind through
/// the container's own non-generic method (a generic `decode(_:)` costs a coder like
/// JSONDecoder several dynamic type checks per call).
private protocol ValueSlot {
  /// Whether the value is null (consuming it then).
  mutating func decodeNil() throws -> Bool
  mutating func string() throws -> String
  mutating func integer() throws -> Int
  mutating func bool() throws -> Bool
  mutating func double() throws -> Double
  mutating func unsigned() throws -> UInt64
  mutating func decode<T: Decodable>(_: T.Type) throws -> T
  mutating func object() throws -> KeyedDecodingContainer<AnyValueCodingKey>
  mutating func array() throws -> any UnkeyedDecodingContainer
  /// The coding path of the value, for errors.
  var codingPath: [any CodingKey] { get }
  /// Where the container stands: the index of the next element (always 0 for a member).
  var position: Int { get }
}

private struct MemberSlot: ValueSlot {
  let container: KeyedDecodingContainer<AnyValueCodingKey>
  let key: AnyValueCodingKey

  func decodeNil() throws -> Bool { try container.decodeNil(forKey: key) }
  func string() throws -> String { try container.decode(String.self, forKey: key) }
  func integer() throws -> Int { try container.decode(Int.self, forKey: key) }
  func bool() throws -> Bool { try container.decode(Bool.self, forKey: key) }
  func double() throws -> Double { try container.decode(Double.self, forKey: key) }
  func unsigned() throws -> UInt64 { try container.decode(UInt64.self, forKey: key) }
  func decode<T: Decodable>(_: T.Type) throws -> T { try container.decode(T.self, forKey: key) }
  func object() throws -> KeyedDecodingContainer<AnyValueCodingKey> { try container.nestedContainer(keyedBy: AnyValueCodingKey.self, forKey: key) }
  func array() throws -> any UnkeyedDecodingContainer { try container.nestedUnkeyedContainer(forKey: key) }
  var codingPath: [any CodingKey] { container.codingPath + [key] }
  var position: Int { 0 }
}

/// The next element of an unkeyed container; a failed attempt does not advance it.
private struct ElementSlot: ValueSlot {
  var container: any UnkeyedDecodingContainer

  mutating func decodeNil() throws -> Bool { try container.decodeNil() }
  mutating func string() throws -> String { try container.decode(String.self) }
  mutating func integer() throws -> Int { try container.decode(Int.self) }
  mutating func bool() throws -> Bool { try container.decode(Bool.self) }
  mutating func double() throws -> Double { try container.decode(Double.self) }
  mutating func unsigned() throws -> UInt64 { try container.decode(UInt64.self) }
  mutating func decode<T: Decodable>(_: T.Type) throws -> T { try container.decode(T.self) }
  mutating func object() throws -> KeyedDecodingContainer<AnyValueCodingKey> { try container.nestedContainer(keyedBy: AnyValueCodingKey.self) }
  mutating func array() throws -> any UnkeyedDecodingContainer { try container.nestedUnkeyedContainer() }
  var codingPath: [any CodingKey] { container.codingPath + [AnyValueCodingKey(index: container.currentIndex)] }
  var position: Int { container.currentIndex }
}

/// Reads a decoder's containers into Foundation values: `[String: Any]`, `[Any]`, `String`,
/// `Int`, `UInt64`, `Double`, `Decimal`, `Bool`, `NSNull` (and `Date` or `Data` from a coder
/// that has them, such as a property list).
///
/// A coder does not say what a value is: each kind is asked for in turn, and a wrong guess
/// costs a thrown `DecodingError`. So the reader remembers, per member name (and per array),
/// the kind it found last and asks for that first: a payload that repeats its shapes (a list
/// of statuses, of events) pays for the guesses once per name, not once per value.
private struct TreeReader {
  private var kinds: [String: ValueKind] = [:]

  mutating func object(_ container: KeyedDecodingContainer<AnyValueCodingKey>, depth: Int) throws -> [String: Any] {
    try checkDepth(depth, container.codingPath)
    let keys = container.allKeys
    var dictionary: [String: Any] = Dictionary(minimumCapacity: keys.count)
    for key in keys {
      var slot = MemberSlot(container: container, key: key)
      let name = key.stringValue
      var kind = kinds[name]
      dictionary[name] = try value(&slot, depth: depth, kind: &kind)
      if let kind { kinds[name] = kind }
    }
    return dictionary
  }

  mutating func array(_ container: any UnkeyedDecodingContainer, depth: Int) throws -> [Any] {
    try checkDepth(depth, container.codingPath)
    var slot = ElementSlot(container: container)
    var array: [Any] = []
    if let count = container.count { array.reserveCapacity(count) }
    var kind: ValueKind?
    while !slot.container.isAtEnd {
      array.append(try value(&slot, depth: depth, kind: &kind))
    }
    return array
  }

  private func checkDepth(_ depth: Int, _ codingPath: @autoclosure () -> [any CodingKey]) throws {
    guard depth <= NestingLimit.levels else {
      throw DecodingError.dataCorrupted(.init(codingPath: codingPath(), debugDescription: "Nesting deeper than \(NestingLimit.levels) levels."))
    }
  }

  /// One value: the kind `kind` predicts, else every kind in turn; `kind` is set to the kind
  /// found.
  fileprivate mutating func value(_ slot: inout some ValueSlot, depth: Int, kind: inout ValueKind?) throws -> Any {
    if let predicted = kind, let value = try read(predicted, &slot, depth: depth) { return value }
    for candidate in ValueKind.allCases where candidate != kind {
      if let value = try read(candidate, &slot, depth: depth) {
        kind = candidate
        return value
      }
    }
    throw DecodingError.dataCorrupted(.init(codingPath: slot.codingPath, debugDescription: "A value of a kind JSON has no form for."))
  }

  /// The value as a `kind`, or `nil` when the coder says it is not one.
  ///
  /// Errors from inside a nested container are thrown.
  private mutating func read(_ kind: ValueKind, _ slot: inout some ValueSlot, depth: Int) throws -> Any? {
    switch kind {
    case .null: return try slot.decodeNil() ? NSNull() : nil
    case .string: return try? slot.string()
    case .object:
      guard let nested = try? slot.object() else { return nil }
      return try object(nested, depth: depth + 1)
    case .integer: return try? slot.integer()
    case .bool: return try? slot.bool()
    case .double:
      let saved = slot
      let position = slot.position
      guard let double = try? slot.double() else { return nil }
      // A whole number (this kind may be a guess from a floating-point neighbour) is an `Int`,
      // as integers are; one too large for a `Double` to hold exactly is read again, exactly,
      // from the slot as it was (unless the container is shared by reference and has moved on).
      guard double == double.rounded() else { return double }
      if double.magnitude < 0x1p53 { return Int(double) }
      var again = saved
      guard again.position == position, let exact = exactWhole(&again) else { return double }
      slot = again
      return exact
    case .array:
      guard let nested = try? slot.array() else { return nil }
      return try array(nested, depth: depth + 1)
    case .unsigned: return try? slot.unsigned()
    case .decimal: return try? slot.decode(Decimal.self)
    case .date: return try? slot.decode(Date.self)
    case .data: return try? slot.decode(Data.self)
    }
  }

  /// A whole number too large for a `Double` to hold exactly, as the coder's `UInt64` or
  /// `Decimal` (JSONDecoder reads a `Decimal` from the number's text, so a `Decimal` property
  /// loses nothing).
  private func exactWhole(_ slot: inout some ValueSlot) -> Any? {
    (try? slot.integer()) ?? (try? slot.unsigned()) ?? (try? slot.decode(Decimal.self))
  }
}

extension DecodingError {
  /// The `DecodingError` a fatal mapping problem becomes: its kind from the first fatal
  /// problem's reason, its coding path the decoder's followed by that problem's path, its
  /// underlying error the ``MappingError`` (every problem of the call).
  ///
  /// `typeMismatch` and `valueNotFound` name the type of the property the value was going to
  /// (found through `model`'s key paths), as `Codable`'s do, else `Any`.
  init(_ error: MappingError, codingPath base: [any CodingKey], model: any ReflectiveModel.Type) {
    let first = error.issues.first(where: \.isFatal) ?? error
    var codingPath = base + CodableBridge.codingKeys(first.path)
    let context = { (path: [any CodingKey]) in
      DecodingError.Context(codingPath: path, debugDescription: error.description, underlyingError: error)
    }
    let expected = { first.property.flatMap { CodableBridge.valueType(at: $0, in: model) } ?? Any.self }
    switch first.reason {
    case .missingRequiredValue:
      if let key = codingPath.popLast() {
        self = .keyNotFound(key, context(codingPath))
        return
      }
      self = .dataCorrupted(context(codingPath))
    case .requiredValueIsNull, .nullValue, .nullElement:
      self = .valueNotFound(expected(), context(codingPath))
    case .typeMismatch:
      self = .typeMismatch(expected(), context(codingPath))
    default:
      self = .dataCorrupted(context(codingPath))
    }
  }
}

extension CodableBridge {
  /// The type of the value at a rendered property path (`User.repos[1].stars` is `Int`), read
  /// from the models' key paths, optionals unwrapped; `nil` where a step is not a listed
  /// property of a model type (a subtype picked by a resolver, a flattened member).
  static func valueType(at property: String, in root: any ReflectiveModel.Type) -> Any.Type? {
    let rootName = MessageText.typeName(root)
    guard property.hasPrefix(rootName) else { return nil }
    var current: Any.Type = root
    var rest = Substring(property.dropFirst(rootName.count))
    func unwrapped(_ type: Any.Type) -> Any.Type {
      var type = type
      while let optional = type as? any OptionalShape.Type { type = optional.wrappedType }
      return type
    }
    while let first = rest.first {
      if first == "[" {
        guard let close = rest.firstIndex(of: "]"), let collection = unwrapped(current) as? any CollectionShape.Type else { return nil }
        current = collection.elementType
        rest = rest[rest.index(after: close)...]
      } else if first == "." {
        rest = rest.dropFirst()
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        guard let model = unwrapped(current) as? any ReflectiveModel.Type, let keyPath = model.keyPaths[String(rest[..<end])] else {
          return nil
        }
        current = type(of: keyPath).valueType
        rest = rest[end...]
      } else {
        return nil
      }
    }
    return unwrapped(current)
  }

  /// `problem` (and every problem it carries) with `prefix` (a model's place in a larger
  /// value) before its path.
  static func prefixed(_ problem: MappingError, with prefix: String) -> MappingError {
    guard !prefix.isEmpty else { return problem }
    var moved = problem
    moved.path = problem.path.isEmpty ? prefix : problem.path.hasPrefix("[") ? prefix + problem.path : "\(prefix).\(problem.path)"
    moved.others = problem.others.map { prefixed($0, with: prefix) }
    return moved
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
