import Foundation

/// Turns tape nodes into the `Any` representation.
///
/// Containers are built recursively up to `recursionLimit` levels (fast, exact capacities); deeper
/// subtrees, possible only when a caller raises `maxDepth`, are built with an explicit stack so
/// the call stack stays bounded whatever the depth.
struct JSONMaterializer {
  /// Nesting level beyond which the iterative builder takes over.
  static let recursionLimit = 256

  /// The tape's nodes.
  let nodes: UnsafePointer<JSONTapeNode>
  /// The input the tape refers to.
  let input: UnsafeRawBufferPointer
  /// The tape's arena of unescaped string bytes.
  let arena: UnsafeRawBufferPointer
  /// Kept for callers that ask for exact long numbers; every materialization keeps them now.
  var exactLongNumbers = false

  /// The String of a string node.
  @inline(__always)
  func string(_ node: JSONTapeNode) -> String {
    let start = Int(truncatingIfNeeded: node.payload)
    let source = node.hasEscapes ? arena : input
    guard let base = source.baseAddress else { return "" }
    let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self) + start, count: node.size)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Materializes a node that is not a container.
  @inline(__always)
  func scalar(_ node: JSONTapeNode) -> Any {
    switch node.kind {
    case .string:
      return string(node)
    case .int:
      return Int(truncatingIfNeeded: Int64(bitPattern: node.payload))
    case .double:
      // A literal with more significant digits than a Double keeps is its exact Decimal (as
      // JSONSerialization's NSDecimalNumber): a String or Decimal property gets its digits,
      // an integer property never takes 12345678901234567.5 for 12345678901234568, and a
      // Double property gets the same correctly rounded value as from the bytes.
      if node.hasEscapes, let decimal = exactDecimal(node) { return decimal }
      return Double(bitPattern: node.payload)
    case .null:
      return JSONReader.null
    case .true:
      return true
    case .false:
      return false
    case .uint:
      return node.payload
    case .bigInteger:
      return bigInteger(node)
    case .array:
      return [Any]()
    case .object:
      return [String: Any]()
    }
  }

  /// The exact Decimal of a long double literal, or `nil` when Decimal cannot hold it (more than 38
  /// significant digits, or an exponent out of its range).
  ///
  /// Up to 19 significant digits (canada.json's 17, say) are read straight from the bytes.
  @inline(never)
  func exactDecimal(_ node: JSONTapeNode) -> Decimal? {
    let start = node.size & (1 << 40 - 1)
    let literal = UnsafeRawBufferPointer(rebasing: input[start..<(start + (node.size >> 40))])
    var significand: UInt64 = 0
    var digits = 0
    var exponent = 0
    var negative = false
    var inFraction = false
    var index = 0
    scan: while index < literal.count {
      let byte = literal[index]
      switch byte {
      case UInt8(ascii: "-"): negative = true
      case UInt8(ascii: "."): inFraction = true
      case UInt8(ascii: "e"), UInt8(ascii: "E"): break scan
      default:
        let digit = byte &- UInt8(ascii: "0")
        if inFraction { exponent -= 1 }
        if digits == 0 && digit == 0 { break }
        digits += 1
        if digits > 19 { return NumberText.decimal(String(decoding: literal, as: UTF8.self)) }
        significand = significand &* 10 &+ UInt64(digit)
      }
      index += 1
    }
    if index < literal.count {
      // The exponent part: e, an optional sign, digits (valid JSON, checked by the scan).
      var sign = 1
      var value = 0
      for byte in literal[(index + 1)...] {
        if byte == UInt8(ascii: "-") {
          sign = -1
        } else if byte != UInt8(ascii: "+") {
          value = min(value &* 10 &+ Int(byte &- UInt8(ascii: "0")), 100_000)
        }
      }
      exponent += sign * value
    }
    if significand == 0 { return Decimal(0) }
    guard (-128...127).contains(exponent) else { return NumberText.decimal(String(decoding: literal, as: UTF8.self)) }
    let decimal = Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
    return decimal.isFinite ? decimal : nil
  }

  /// The Decimal of a `.bigInteger` node (a Double if Decimal cannot hold it).
  @inline(never)
  func bigInteger(_ node: JSONTapeNode) -> Any {
    let start = Int(truncatingIfNeeded: node.payload)
    let text = String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<(start + node.size)]), as: UTF8.self)
    if let decimal = Decimal(string: text) { return decimal }
    return Double(text) ?? 0.0
  }

  /// Materializes the value at `index` (advancing `index` past it); `depth` is its nesting level.
  func value(_ index: inout Int, depth: Int = 0) -> Any {
    let node = nodes[index]
    switch node.kind {
    case .object:
      if depth >= JSONMaterializer.recursionLimit { return iterativeValue(&index) }
      index += 1
      let count = node.size
      var dictionary = [String: Any](minimumCapacity: count)
      for _ in 0..<count {
        let key = string(nodes[index])
        index += 1
        dictionary[key] = value(&index, depth: depth + 1)
      }
      return dictionary
    case .array:
      if depth >= JSONMaterializer.recursionLimit { return iterativeValue(&index) }
      index += 1
      let count = node.size
      return [Any](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        for offset in 0..<count {
          (base + offset).initialize(to: value(&index, depth: depth + 1))
          initialized = offset + 1
        }
      }
    default:
      index += 1
      return scalar(node)
    }
  }

  /// Materializes the value at `index` without recursion (explicit stacks of pending values and keys).
  func iterativeValue(_ index: inout Int) -> Any {
    /// A container whose children are being collected.
    struct Open {
      /// Tape index of the container node.
      var node: Int
      /// Whether it is an object.
      var isObject: Bool
      /// Count of `values` when the container was opened.
      var valueBase: Int
      /// Count of `keys` when the container was opened.
      var keyBase: Int
    }
    var values: [Any] = []
    var keys: [String] = []
    var open: [Open] = []
    repeat {
      if let top = open.last, top.isObject, keys.count - top.keyBase == values.count - top.valueBase {
        // Key position of an object member.
        keys.append(string(nodes[index]))
        index += 1
        continue
      }
      let node = nodes[index]
      switch node.kind {
      case .array, .object:
        open.append(Open(node: index, isObject: node.kind == .object, valueBase: values.count, keyBase: keys.count))
      default:
        values.append(scalar(node))
      }
      index += 1
      while let top = open.last, index == nodes[top.node].containerIndexAfter {
        open.removeLast()
        let container: Any
        if !top.isObject {
          container = Array(values[top.valueBase...])
        } else {
          var dictionary = [String: Any](minimumCapacity: keys.count - top.keyBase)
          for (key, member) in zip(keys[top.keyBase...], values[top.valueBase...]) {
            dictionary[key] = member
          }
          keys.removeSubrange(top.keyBase...)
          container = dictionary
        }
        values.removeSubrange(top.valueBase...)
        values.append(container)
      }
    } while !open.isEmpty
    return values.last ?? JSONReader.null
  }
}
