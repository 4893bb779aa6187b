// JSONReader: a strict RFC 8259 JSON reader (UTF-8 bytes -> values).
//
// Design: a two-stage *tape* reader.
//
//  1. `JSONTape(parsing:maxDepth:)` scans the input once, iteratively (an explicit frame stack,
//     never recursion, so hostile nesting cannot overflow the call stack), validates everything
//     (grammar, UTF-8, escapes, number ranges, depth) and records one compact 16-byte
//     `JSONTapeNode` per value, key and container in a flat array:
//       - scalars carry their payload (Int64 / UInt64 bits, Double bits, Bool in the kind);
//       - strings carry a byte range plus a `hasEscapes` flag: the range is in the input when the
//         string has no escapes, or in the tape's `arena` (already unescaped) when it had some, so
//         every string and key can be compared as raw UTF-8 bytes without creating a `String`;
//       - arrays and objects carry their element (member) count and the tape index just past
//         their last descendant, so a subtree is skipped in O(1) and containers can be
//         allocated with the exact capacity.
//     Object members are laid out key node, value subtree, key node, value subtree, ...
//  2. `JSONTape.materialize()` / `value(at:)` turn the tape into the Foundation-style tree the
//     rest of the library consumes. Materialization cannot fail: the tape is fully validated.
//
// Why a tape rather than a pull cursor: validation happens once for both consumers, the
// `Any` builder gets exact container sizes, and hydration can look keys up, skip unknown
// members in O(1) and revisit members in any order, all without allocating.
//
// API (all internal):
//   JSONReader.parse(_: UnsafeRawBufferPointer | [UInt8] | Data, maxDepth: Int = 512) throws(JSONReadError) -> Any
//   JSONReader.withTape(_: [UInt8] | Data, maxDepth:, _ body: (JSONTape) throws -> R) throws -> R
//   JSONTape(parsing: UnsafeRawBufferPointer, maxDepth:) throws(JSONReadError)   (borrows the buffer)
//   JSONTape: rootIndex, kind(at:), indexAfter(_:), count(at:), isNull/bool/int64/uint64/double/
//             decimal/string(at:), withStringBytes(at:_:), stringEquals(at:_:) (raw bytes,
//             [UInt8] or StaticString), elements(ofArrayAt:), members(ofObjectAt:),
//             valueIndex(ofKey:inObjectAt:), materialize(), value(at:)
//
// Hydration walks members and matches keys without creating Strings:
//
//     try JSONReader.withTape(data) { tape in
//         for member in tape.members(ofObjectAt: tape.rootIndex) {
//             if tape.stringEquals(at: member.key, "id") { id = tape.int64(at: member.value) }
//             else if tape.stringEquals(at: member.key, "name") { name = tape.string(at: member.value) }
//             // unknown members cost nothing: the iterator jumps over their subtrees
//         }
//     }
//
// Value representation produced by `JSONReader.parse` / `JSONTape.materialize()`:
//   object -> [String: Any] (duplicate keys: the last occurrence wins)
//   array  -> [Any]
//   string -> String
//   true/false -> Bool
//   null   -> NSNull (one shared instance, `JSONReader.null`)
//   integer literal (no fraction or exponent):
//            fits Int64 -> Int; fits UInt64 only -> UInt64;
//            larger with at most 38 digits -> Decimal (exact); more digits -> Double (rounded), or
//            a `numberOutOfRange` error if that Double is infinite (e.g. a 10,000-digit integer).
//            "-0" is the integer 0 (Int), as JSONSerialization does.
//   literal with a fraction or exponent -> Double, correctly rounded: bit-for-bit what
//            `Double(String)` returns (Clinger's exact path, then Eisel-Lemire, then `Double(String)`
//            itself for the rare cases the fast paths cannot decide). "-0.0" is -0.0. A literal whose
//            Double is infinite ("1e400") is a `numberOutOfRange` error; one that underflows
//            ("1e-400") becomes 0.0. (A tape built `keepingOutOfRangeNumbers`, as the models'
//            entry points and the decoder build theirs, keeps an infinite literal of up to
//            64 KiB as a flagged double node instead, listed in `outOfRangeNodes`, for the
//            value's reader to refuse at its path.)
//
// Input: UTF-8; a leading byte order mark (EF BB BF) is skipped; whitespace is space, tab,
// line feed and carriage return only; any value may be at the top level; anything but
// whitespace after it is a `trailingData` error. Strings: all escapes, surrogate pairs; lone
// surrogate escapes, raw bytes below 0x20 and ill-formed UTF-8 are errors. Depth: at most
// `maxDepth` (default `NestingLimit.levels`, 512) nested arrays/objects, else `depthLimitExceeded`.
//
// Errors are `JSONReadError` values (kind, byte offset, 1-based line and column); line and column
// are computed only when an error is created, so the success path never tracks them.
//
// Files: JSONReader.swift (API, errors, tape, materialization), JSONTapeBuilder.swift (the
// scanning loop), JSONTapeBuilder+Strings.swift, JSONTapeBuilder+Numbers.swift,
// JSONReader+PowersOfFive.swift (table generated by Scripts/generate_powers_of_five.py).

import Foundation

/// Namespace for the strict RFC 8259 JSON reader; see the top of this file for the design.
enum JSONReader {
  /// Shared `NSNull` used for every JSON `null`.
  static let null = NSNull()

  /// Parses one JSON document from UTF-8 bytes into `[String: Any]` / `[Any]` / `String` / `Bool` / `NSNull` / numbers.
  static func parse(_ bytes: UnsafeRawBufferPointer, maxDepth: Int = NestingLimit.levels) throws(JSONReadError) -> Any {
    let tape = try JSONTape(parsing: bytes, maxDepth: maxDepth)
    return tape.materialize()
  }

  /// Parses one JSON document held in a byte array; see `parse(_:maxDepth:)` for the representation.
  static func parse(_ bytes: [UInt8], maxDepth: Int = NestingLimit.levels) throws(JSONReadError) -> Any {
    let result: Result<Any, JSONReadError> = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONReadError) -> Any in try parse(buffer, maxDepth: maxDepth) }
    }
    return try result.get()
  }

  /// Parses one JSON document held in `Data`; see `parse(_:maxDepth:)` for the representation.
  static func parse(_ data: Data, maxDepth: Int = NestingLimit.levels) throws(JSONReadError) -> Any {
    let result: Result<Any, JSONReadError> = data.withUnsafeBytes { buffer in
      Result { () throws(JSONReadError) -> Any in try parse(buffer, maxDepth: maxDepth) }
    }
    return try result.get()
  }

  /// Builds a tape over `bytes` and hands it to `body`; the tape must not escape the closure.
  static func withTape<R>(
    _ bytes: [UInt8], maxDepth: Int = NestingLimit.levels, _ body: (JSONTape) throws -> R
  ) throws -> R {
    try bytes.withUnsafeBytes { buffer in
      try body(JSONTape(parsing: buffer, maxDepth: maxDepth))
    }
  }

  /// Builds a tape over the bytes of `data` and hands it to `body`; the tape must not escape the closure.
  static func withTape<R>(
    _ data: Data, maxDepth: Int = NestingLimit.levels, _ body: (JSONTape) throws -> R
  ) throws -> R {
    try data.withUnsafeBytes { buffer in
      try body(JSONTape(parsing: buffer, maxDepth: maxDepth))
    }
  }
}
