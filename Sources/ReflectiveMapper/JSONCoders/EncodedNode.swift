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

  /// The object this node is, if it is one.
  var object: EncodedObject? { if case .object(let object) = self { object } else { nil } }
  /// The array this node is, if it is one.
  var array: EncodedArray? { if case .array(let array) = self { array } else { nil } }
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
  /// The members, in the order their keys were first encoded.
  private(set) var members: [(key: String, value: EncodedNode)] = []
  private var filter: UInt64 = 0

  init() { members.reserveCapacity(8) }

  /// Sets `key`'s value, replacing the one it has.
  func set(_ value: EncodedNode, for key: String) {
    if let index = index(of: key) {
      members[index].value = value
    } else {
      members.append((key, value))
    }
  }

  /// The index of `key`'s member, or `nil` after noting that it is about to be added.
  func index(of key: String) -> Int? {
    let utf8 = key.utf8
    let bit: UInt64 = 1 << ((UInt64(truncatingIfNeeded: utf8.count) &* 7 &+ UInt64(utf8.first ?? 0)) & 63)
    if filter & bit == 0 {
      filter |= bit
      return nil
    }
    return members.firstIndex { $0.key == key }
  }

  /// The object held under `key`, made when there is none.
  func object(for key: String) -> EncodedObject { container(for: key, held: \.object, made: EncodedObject(), as: EncodedNode.object) }

  /// The array held under `key`, made when there is none.
  func array(for key: String) -> EncodedArray { container(for: key, held: \.array, made: EncodedArray(), as: EncodedNode.array) }

  /// The container `held` finds under `key`, or else `made`, stored under `key` as `wrap` makes
  /// it a node.
  @inline(__always)
  private func container<Container>(
    for key: String, held: (EncodedNode) -> Container?, made: @autoclosure () -> Container, as wrap: (Container) -> EncodedNode
  ) -> Container {
    let index = self.index(of: key)
    if let index, let container = held(members[index].value) { return container }
    let container = made()
    if let index { members[index].value = wrap(container) } else { members.append((key, wrap(container))) }
    return container
  }
}
