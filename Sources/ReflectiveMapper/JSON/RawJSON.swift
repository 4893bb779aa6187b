import Foundation

/// A JSON object or array kept as its text: what ``UnknownKeyPolicy/collect`` keeps of an
/// unknown key's value when the input is JSON bytes.
///
/// Collecting the keys a model does not map is how a round trip stays lossless; building a
/// dictionary of every unmapped subtree made it cost as much as mapping them. From bytes,
/// an unknown key whose value is an object or an array is therefore kept as the value's
/// text, copied from the input, and written back verbatim by `jsonData()`. It is parsed only
/// when someone reads it: ``value``, or ``UnknownKeyCollecting/parsedUnknownValues`` for all
/// of a model's collected keys at once. (A model whose storage is ``UnknownKeys`` keeps even
/// less: where each unknown member is in a shared copy of the input.) Scalars are kept as values (`String`, `Int`,
/// `Double`, `Bool`, `NSNull` …), and input that was already a dictionary keeps its values.
///
/// ```swift
/// let event = try Event(jsonData: body)                  // unknownKeys = .collect
/// let repository = event.parsedUnknownValues["repository"] as? [String: Any]
/// ```
public struct RawJSON: Sendable, Hashable, CustomStringConvertible {
  /// The value's UTF-8 JSON text, as it was in the input.
  public let bytes: [UInt8]

  /// Keeps `bytes`, the text of one JSON value that the library's reader validated.
  init(validated bytes: [UInt8]) { self.bytes = bytes }

  /// The value, parsed: a `[String: Any]` or an `[Any]` whose numbers, strings, Booleans and
  /// nulls are what `JSONParser.parse` gives.
  public var value: Any {
    // The bytes were validated when they were read.
    (try? JSONParser.parse(bytes)) ?? NSNull()
  }

  /// The JSON text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The JSON text.
  public var description: String { text }
}

extension JSONTape {
  /// The input bytes of the object or array that is the value of the member whose key node is
  /// `keyIndex`, or `nil` when they cannot be located cheaply (the key had escapes) or the value is
  /// not a container.
  ///
  /// `nextKey` is the key node of the next member of the same object, when there is one: the value
  /// ends where the separator before it begins, so only the last member's value is scanned for its
  /// end.
  func containerText(ofMemberAt keyIndex: Int, nextKey: Int?) -> UnsafeRawBufferPointer? {
    let key = nodes[keyIndex]
    let kind = nodes[keyIndex + 1].kind
    guard key.kind == .string, !key.hasEscapes, kind == .object || kind == .array else { return nil }
    // Past the key's closing quote, the colon and any whitespace.
    var start = Int(truncatingIfNeeded: key.payload) + key.size + 1
    while start < input.count, Self.isSeparator(input[start]) { start += 1 }
    guard start < input.count, input[start] == (kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "[")) else { return nil }
    var end: Int
    if let recorded = containerEnd(at: keyIndex + 1) {
      end = recorded
    } else if let nextKey, nodes[nextKey].kind == .string, !nodes[nextKey].hasEscapes {
      // Back from the next key's opening quote over whitespace and the comma.
      end = Int(truncatingIfNeeded: nodes[nextKey].payload) - 1
      while end > start, Self.isSeparator(input[end - 1]) || input[end - 1] == UInt8(ascii: ",") { end -= 1 }
    } else {
      guard let found = containerEnd(from: start) else { return nil }
      end = found
    }
    guard end > start, input[end - 1] == (kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return nil }
    return UnsafeRawBufferPointer(rebasing: input[start..<end])
  }

  /// Whitespace or the colon between a key and its value.
  @inline(__always)
  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ":")
  }

  /// The offset just past the container that opens at `start` in the (validated) input:
  /// brackets matched, strings skipped.
  private func containerEnd(from start: Int) -> Int? {
    var depth = 0
    var position = start
    let count = input.count
    while position < count {
      switch input[position] {
      case UInt8(ascii: "\""):
        position += 1
        while position < count, input[position] != UInt8(ascii: "\"") {
          position += input[position] == UInt8(ascii: "\\") ? 2 : 1
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return position + 1 }
      default:
        break
      }
      position += 1
    }
    return nil
  }

  /// Where the key (its bytes, without quotes) and the value's text of the member whose key node is
  /// `keyIndex` are in the input, or `nil` when the key had escapes (its bytes in the input are not
  /// its name).
  ///
  /// `nextKey` is the next member's key node, `objectEnd` the input offset past the enclosing
  /// object's `}` when known.
  func memberText(ofMemberAt keyIndex: Int, nextKey: Int?, objectEnd: Int?) -> (key: Range<Int>, value: Range<Int>)? {
    let key = nodes[keyIndex]
    guard key.kind == .string, !key.hasEscapes else { return nil }
    let keyStart = Int(truncatingIfNeeded: key.payload)
    let keyRange = keyStart..<(keyStart + key.size)
    var start = keyRange.upperBound + 1
    while start < input.count, Self.isSeparator(input[start]) { start += 1 }
    let value = nodes[keyIndex + 1]
    var end: Int?
    switch value.kind {
    case .object, .array:
      end = containerEnd(at: keyIndex + 1)
    case .string where !value.hasEscapes:
      end = Int(truncatingIfNeeded: value.payload) + value.size + 1
    default:
      break
    }
    if end == nil {
      // Back from what follows the value: the next key's opening quote, or the object's `}`.
      var back: Int?
      if let nextKey, nodes[nextKey].kind == .string, !nodes[nextKey].hasEscapes {
        back = Int(truncatingIfNeeded: nodes[nextKey].payload) - 1
      } else if nextKey == nil, let objectEnd {
        back = objectEnd - 1
      }
      guard var position = back else { return nil }
      while position > start, Self.isSeparator(input[position - 1]) || input[position - 1] == UInt8(ascii: ",") { position -= 1 }
      end = position
    }
    guard let end, end > start, end <= input.count else { return nil }
    return (keyRange, start..<end)
  }

  /// What `.collect` keeps of the value of the member at `keyIndex`: an object or array as
  /// its ``RawJSON`` text, any other value as the value.
  func collectedValue(ofMemberAt keyIndex: Int, nextKey: Int?) -> Any {
    if let text = containerText(ofMemberAt: keyIndex, nextKey: nextKey) { return RawJSON(validated: Array(text)) }
    return value(at: keyIndex + 1, exactLongNumbers: true)
  }
}
