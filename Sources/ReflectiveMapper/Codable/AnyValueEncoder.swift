import Foundation

/// Encodes `Encodable` values straight into JSON-compatible Foundation values, without going
/// through JSON text.
///
/// Produces `[String: Any]`, `[Any]`, `String`, `Int` (every integer type that fits),
/// `UInt64` (above `Int.max`), `Decimal` (`Int128` and `UInt128` beyond 64 bits), `Double` (and `Float`, through its shortest text), `Bool`,
/// `Decimal`, and `NSNull` for `encodeNil()`. `Date` uses the options' `dateStrategy` (RFC 3339 by
/// default), `URL` is its `absoluteString`, `Data` a base64 string. NaN and infinities are
/// `EncodingError.invalidValue` with the coding path of the value.
///
/// As with `JSONEncoder`, a value that encodes nothing is an empty dictionary when nested and
/// an error at the top level. Unlike `JSONEncoder`, conflicting requests never trap: encoding
/// twice into the same key or single-value container keeps the last value, and asking for a
/// different kind of container replaces what was there.
///
/// ```swift
/// let payload = try AnyValueEncoder().encode(user)  // [String: Any]
/// ```
struct AnyValueEncoder: Sendable {
  /// The date strategy, `userInfo` and depth limit of every call.
  let options: AnyValueCodingOptions

  init(_ options: AnyValueCodingOptions = AnyValueCodingOptions()) { self.options = options }

  init(dateStrategy: DateStrategy) { self.init(AnyValueCodingOptions(dateStrategy: dateStrategy)) }

  /// Encodes `value` as a Foundation value.
  func encode<T: Encodable>(_ value: T) throws -> Any {
    // The top-level value is level 1, as in the decoder.
    let encoder = Impl(path: .root([]), depth: 1, options: options)
    if let special = try encoder.boxSpecial(value, at: .root([])) { return special }
    try value.encode(to: encoder)
    guard let result = encoder.result() else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values.")
      )
    }
    return result
  }
}

// MARK: - Storage

extension AnyValueEncoder {
  /// What one encoder level produced.
  enum Slot {
    case empty
    case value(Any)
    case object(ObjectBox)
    case array(ArrayBox)
    /// A `superEncoder()`: its result is read when the parent is finished.
    case encoder(Impl)

    /// The finished value, or `nil` when nothing was encoded.
    var result: Any? {
      switch self {
      case .empty: nil
      case .value(let value): value
      case .object(let box): box.result
      case .array(let box): box.result
      case .encoder(let encoder): encoder.result() ?? [String: Any]()
      }
    }

    /// The dictionary being filled, if this is one.
    var object: ObjectBox? { if case .object(let box) = self { box } else { nil } }
    /// The array being filled, if this is one.
    var array: ArrayBox? { if case .array(let box) = self { box } else { nil } }
  }

  /// A dictionary being filled; containers still open are kept apart until the end.
  final class ObjectBox {
    var values: [String: Any] = [:]
    var open: [String: Slot] = [:]

    func set(_ value: Any, for key: String) {
      values[key] = value
      if !open.isEmpty { open[key] = nil }
    }

    /// The container `held` finds open under `key`, else `made`, opened there as `wrap` makes it
    /// a slot.
    func opened<Box>(for key: String, held: (Slot) -> Box?, made: @autoclosure () -> Box, as wrap: (Box) -> Slot) -> Box {
      if let slot = open[key], let box = held(slot) { return box }
      let box = made()
      open[key] = wrap(box)
      return box
    }

    var result: [String: Any] {
      guard !open.isEmpty else { return values }
      var result = values
      for (key, slot) in open { result[key] = slot.result ?? [String: Any]() }
      return result
    }
  }

  /// An array being filled; containers still open hold a placeholder until the end.
  final class ArrayBox {
    var values: [Any] = []
    var open: [Int: Slot] = [:]

    var result: [Any] {
      guard !open.isEmpty else { return values }
      var result = values
      for (index, slot) in open { result[index] = slot.result ?? [String: Any]() }
      return result
    }
  }
}

// MARK: - Encoder

extension AnyValueEncoder {
  /// The `Encoder` handed to `encode(to:)`, which is also its own single-value container.
  ///
  /// Like the decoder, one encoder serves a nesting chain: encoding a nested value saves the
  /// current slot and path, encodes the child into a fresh slot, and restores them.
  final class Impl: Encoder, SingleValueEncodingContainer {
    private(set) var slot: Slot = .empty
    private(set) var path: AnyValueCodingPath
    private(set) var depth: Int
    let options: AnyValueCodingOptions

    init(path: AnyValueCodingPath, depth: Int, options: AnyValueCodingOptions) {
      self.path = path
      self.depth = depth
      self.options = options
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    func result() -> Any? { slot.result }

    /// Makes `value`, already a Foundation value (a model's JSON object), what this level produced.
    func store(_ value: Any) { slot = .value(value) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      let box = slot.object ?? adopt(ObjectBox(), as: Slot.object)
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, box: box, path: path, depth: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      UnkeyedContainer(encoder: self, box: slot.array ?? adopt(ArrayBox(), as: Slot.array), path: path, depth: depth)
    }

    /// `box`, made what this level produces (replacing whatever it held).
    private func adopt<Box>(_ box: Box, as wrap: (Box) -> Slot) -> Box {
      slot = wrap(box)
      return box
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: Nested values

    /// Encodes a nested value into a fresh slot and returns what it produced.
    func box<T: Encodable>(_ value: T, depth: Int, at path: @autoclosure () -> AnyValueCodingPath) throws -> Any {
      if let special = try boxSpecial(value, at: path()) { return special }
      let childPath = path()
      guard depth < options.maximumDepth else {
        throw EncodingError.invalidValue(
          value,
          .init(codingPath: childPath.keys, debugDescription: "Nesting deeper than \(options.maximumDepth) levels.")
        )
      }
      let saved = (slot, self.path, self.depth)
      slot = .empty
      self.path = childPath
      self.depth = depth + 1
      defer { (slot, self.path, self.depth) = saved }
      try value.encode(to: self)
      return slot.result ?? [String: Any]()
    }

    /// Primitive and Foundation types, written directly; `nil` for any other type.
    func boxSpecial<T: Encodable>(_ value: T, at path: @autoclosure () -> AnyValueCodingPath) throws -> Any? {
      if T.self == String.self || T.self == Int.self || T.self == Bool.self || T.self == Decimal.self { return value }
      if T.self == Double.self { return try Impl.double(value as! Double, at: path().keys) }
      if T.self == Date.self {
        do {
          return try options.dateStrategy.jsonValue(for: value as! Date)
        } catch let failure as ConversionFailure {
          throw EncodingError.invalidValue(
            value, .init(codingPath: path().keys, debugDescription: "\(failure.reason)", underlyingError: failure)
          )
        }
      }
      if T.self == URL.self { return (value as! URL).absoluteString }
      if T.self == Data.self { return (value as! Data).base64EncodedString() }
      if T.self == Float.self { return try Impl.float(value as! Float, at: path().keys) }
      if T.self == Int64.self { return Int(value as! Int64) }
      if T.self == UInt64.self { return Impl.integer(value as! UInt64) }
      if T.self == Int32.self { return Int(value as! Int32) }
      if T.self == UInt.self { return Impl.integer(value as! UInt) }
      if T.self == UInt32.self { return Int(value as! UInt32) }
      if T.self == Int16.self { return Int(value as! Int16) }
      if T.self == UInt16.self { return Int(value as! UInt16) }
      if T.self == Int8.self { return Int(value as! Int8) }
      if T.self == UInt8.self { return Int(value as! UInt8) }
      return nil
    }

    func superEncoder(at path: AnyValueCodingPath, depth: Int) -> Impl {
      Impl(path: path, depth: depth + 1, options: options)
    }

    // MARK: SingleValueEncodingContainer

    func encodeNil() { slot = .value(NSNull()) }
    func encode(_ value: Bool) { slot = .value(value) }
    func encode(_ value: String) { slot = .value(value) }
    func encode(_ value: Double) throws { slot = .value(try Impl.double(value, at: codingPath)) }
    func encode(_ value: Float) throws { slot = .value(try Impl.float(value, at: codingPath)) }
    func encode(_ value: Int) { slot = .value(value) }
    func encode(_ value: Int8) { slot = .value(Int(value)) }
    func encode(_ value: Int16) { slot = .value(Int(value)) }
    func encode(_ value: Int32) { slot = .value(Int(value)) }
    func encode(_ value: Int64) { slot = .value(Int(value)) }
    func encode(_ value: UInt) { slot = .value(Impl.integer(value)) }
    func encode(_ value: UInt8) { slot = .value(Int(value)) }
    func encode(_ value: UInt16) { slot = .value(Int(value)) }
    func encode(_ value: UInt32) { slot = .value(Int(value)) }
    func encode(_ value: UInt64) { slot = .value(Impl.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128) { slot = .value(Impl.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128) { slot = .value(Impl.integer(value)) }

    func encode<T: Encodable>(_ value: T) throws {
      let result = try box(value, depth: depth, at: path)
      slot = .value(result)
    }
  }
}

// MARK: - Keyed container

extension AnyValueEncoder {
  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: Impl
    let box: ObjectBox
    let path: AnyValueCodingPath
    let depth: Int

    var codingPath: [any CodingKey] { path.keys }

    func encodeNil(forKey key: Key) { box.set(NSNull(), for: key.stringValue) }
    func encode(_ value: Bool, forKey key: Key) { box.set(value, for: key.stringValue) }
    func encode(_ value: String, forKey key: Key) { box.set(value, for: key.stringValue) }
    func encode(_ value: Double, forKey key: Key) throws {
      box.set(try Impl.double(value, at: path.appending(key).keys), for: key.stringValue)
    }
    func encode(_ value: Float, forKey key: Key) throws {
      box.set(try Impl.float(value, at: path.appending(key).keys), for: key.stringValue)
    }
    func encode(_ value: Int, forKey key: Key) { box.set(value, for: key.stringValue) }
    func encode(_ value: Int8, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: Int16, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: Int32, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: Int64, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: UInt, forKey key: Key) { box.set(Impl.integer(value), for: key.stringValue) }
    func encode(_ value: UInt8, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: UInt16, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: UInt32, forKey key: Key) { box.set(Int(value), for: key.stringValue) }
    func encode(_ value: UInt64, forKey key: Key) { box.set(Impl.integer(value), for: key.stringValue) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: Int128, forKey key: Key) { box.set(Impl.integer(value), for: key.stringValue) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func encode(_ value: UInt128, forKey key: Key) { box.set(Impl.integer(value), for: key.stringValue) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      box.set(try encoder.box(value, depth: depth, at: path.appending(key)), for: key.stringValue)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
      -> KeyedEncodingContainer<NestedKey>
    {
      let nested = box.opened(for: key.stringValue, held: \.object, made: ObjectBox(), as: Slot.object)
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(encoder: encoder, box: nested, path: path.appending(key), depth: depth + 1)
      )
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      let nested = box.opened(for: key.stringValue, held: \.array, made: ArrayBox(), as: Slot.array)
      return UnkeyedContainer(encoder: encoder, box: nested, path: path.appending(key), depth: depth + 1)
    }

    func superEncoder() -> any Encoder {
      let key = AnyValueCodingKey.super
      let superEncoder = encoder.superEncoder(at: path.appending(key), depth: depth)
      box.open[key.stringValue] = .encoder(superEncoder)
      return superEncoder
    }

    func superEncoder(forKey key: Key) -> any Encoder {
      let superEncoder = encoder.superEncoder(at: path.appending(key), depth: depth)
      box.open[key.stringValue] = .encoder(superEncoder)
      return superEncoder
    }
  }
}

// MARK: - Unkeyed container

extension AnyValueEncoder {
  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: Impl
    let box: ArrayBox
    let path: AnyValueCodingPath
    let depth: Int

    var codingPath: [any CodingKey] { path.keys }
    var count: Int { box.values.count }

    private var nextPath: AnyValueCodingPath { path.appending(index: box.values.count) }

    mutating func encodeNil() { box.values.append(NSNull()) }
    mutating func encode(_ value: Bool) { box.values.append(value) }
    mutating func encode(_ value: String) { box.values.append(value) }
    mutating func encode(_ value: Double) throws { box.values.append(try Impl.double(value, at: nextPath.keys)) }
    mutating func encode(_ value: Float) throws { box.values.append(try Impl.float(value, at: nextPath.keys)) }
    mutating func encode(_ value: Int) { box.values.append(value) }
    mutating func encode(_ value: Int8) { box.values.append(Int(value)) }
    mutating func encode(_ value: Int16) { box.values.append(Int(value)) }
    mutating func encode(_ value: Int32) { box.values.append(Int(value)) }
    mutating func encode(_ value: Int64) { box.values.append(Int(value)) }
    mutating func encode(_ value: UInt) { box.values.append(Impl.integer(value)) }
    mutating func encode(_ value: UInt8) { box.values.append(Int(value)) }
    mutating func encode(_ value: UInt16) { box.values.append(Int(value)) }
    mutating func encode(_ value: UInt32) { box.values.append(Int(value)) }
    mutating func encode(_ value: UInt64) { box.values.append(Impl.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) { box.values.append(Impl.integer(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) { box.values.append(Impl.integer(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
      box.values.append(try encoder.box(value, depth: depth, at: nextPath))
    }

    /// Appends a placeholder for a container filled in later.
    private func open(_ slot: Slot) {
      box.open[box.values.count] = slot
      box.values.append(NSNull())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let nested = ObjectBox()
      let nestedPath = nextPath
      open(.object(nested))
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(encoder: encoder, box: nested, path: nestedPath, depth: depth + 1)
      )
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let nested = ArrayBox()
      let nestedPath = nextPath
      open(.array(nested))
      return UnkeyedContainer(encoder: encoder, box: nested, path: nestedPath, depth: depth + 1)
    }

    mutating func superEncoder() -> any Encoder {
      let superEncoder = encoder.superEncoder(at: nextPath, depth: depth)
      open(.encoder(superEncoder))
      return superEncoder
    }
  }
}
