import Foundation

/// A value while a ``ReflectiveJSONEncoder`` call builds it: a tree that
/// ``EncodedNodeWriter`` writes once the whole value is encoded (a container may be filled in
/// after its siblings, as `Encoder` allows).
enum EncodedNode {
  case null
  case bool(Bool)
  case int(Int64)
  case uint(UInt64)
  case double(Double)
  case float(Float)
  case string(String)
  /// JSON text written beforehand into the call's arena (a model, a `Decimal`): its start and
  /// byte count, copied as it is (laid out again when pretty-printing).
  case text(start: Int, count: Int)
  case array(EncodedArray)
  case object(EncodedObject)
  /// What a `superEncoder()` encodes: read when the tree is written, as the encoder may be
  /// used after its container moved on (an empty object if it encodes nothing).
  case deferred(TreeEncoder)
}

/// An array being encoded.
final class EncodedArray {
  var elements: [EncodedNode] = []
}

/// An object being encoded: its members in the order they were first encoded.
///
/// A key encoded again replaces its value in place. So that the usual case (every key new)
/// compares no strings, a 64-bit filter of the keys' lengths and last bytes says which keys
/// cannot be held yet.
final class EncodedObject {
  private(set) var keys: [String] = []
  var values: [EncodedNode] = []
  private var filter: UInt64 = 0

  /// Sets `key`'s value, replacing the one it has.
  func set(_ value: EncodedNode, for key: String) {
    if let index = index(of: key) {
      values[index] = value
    } else {
      keys.append(key)
      values.append(value)
    }
  }

  /// The index of `key`'s member, or `nil` after noting that it is about to be added.
  func index(of key: String) -> Int? {
    let utf8 = key.utf8
    let bit: UInt64 = 1 << ((UInt64(truncatingIfNeeded: utf8.count) &* 7 &+ UInt64(utf8.last ?? 0)) & 63)
    if filter & bit == 0 {
      filter |= bit
      return nil
    }
    return keys.firstIndex(of: key)
  }

  /// The object held under `key`, made when there is none.
  func object(for key: String) -> EncodedObject {
    if let index = index(of: key) {
      if case .object(let object) = values[index] { return object }
      let object = EncodedObject()
      values[index] = .object(object)
      return object
    }
    let object = EncodedObject()
    keys.append(key)
    values.append(.object(object))
    return object
  }

  /// The array held under `key`, made when there is none.
  func array(for key: String) -> EncodedArray {
    if let index = index(of: key) {
      if case .array(let array) = values[index] { return array }
      let array = EncodedArray()
      values[index] = .array(array)
      return array
    }
    let array = EncodedArray()
    keys.append(key)
    values.append(.array(array))
    return array
  }
}
