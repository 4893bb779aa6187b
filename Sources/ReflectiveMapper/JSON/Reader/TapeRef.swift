import Foundation

/// Owns the tape of one parse call; `TapeRef`s point into it.
final class TapeBox {
  let tape: JSONTape

  init(_ tape: JSONTape) { self.tape = tape }

  /// One copy of the input, made the first time a model keeps unknown members in
  /// ``UnknownKeys``, shared by every model of the call.
  lazy var document = UnknownKeys.Document(Array(tape.input))

  /// The value at `index` as hydration sees it: scalars materialized, containers by reference.
  @inline(__always)
  func element(at index: Int) -> Any {
    switch tape.kind(at: index) {
    case .null: return JSONReader.null
    case .false: return false
    case .true: return true
    case .int: return Int(truncatingIfNeeded: tape.int64(at: index) ?? 0)
    case .string: return tape.string(at: index) ?? ""
    case .array, .object: return TapeRef(box: self, index: index)
    case .double:
      let value = tape.double(at: index) ?? 0
      if let literal = tape.longDoubleLiteral(at: index) { return LongNumber(value: value, literal: literal) }
      return value
    default: return tape.value(at: index)
    }
  }
}

/// A number literal with more significant digits than a `Double` keeps: hydrated as its
/// correctly rounded `Double`, except where the digits matter (`Decimal`, `String`, exact
/// integers), which read the literal, as they would JSONSerialization's `NSDecimalNumber`.
struct LongNumber {
  let value: Double
  let literal: String

  /// The exact decimal of the literal, when `Decimal` holds it.
  var decimal: Decimal? { NumberText.decimal(literal) }
}

/// A JSON object or array inside a tape, standing in for its materialized value.
///
/// Sixteen bytes, so it fits inline in an `Any` without allocation.
struct TapeRef {
  let box: TapeBox
  let index: Int

  var isObject: Bool { box.tape.kind(at: index) == .object }
  var isArray: Bool { box.tape.kind(at: index) == .array }
  var count: Int { box.tape.count(at: index) }
  /// The count the parsed value would have: an object's distinct keys (see `JSONTape.distinctCount(at:)`).
  var distinctCount: Int { box.tape.distinctCount(at: index) }

  /// The Foundation-style value (`[String: Any]` or `[Any]`) handed to user code: long
  /// number literals keep their digits as `Decimal`, as JSONSerialization's do.
  func materialized() -> Any { box.tape.value(at: index, exactLongNumbers: true) }

  /// The elements of an array, as hydration sees them.
  @inline(__always)
  func forEachElement(_ body: (Int, Any) -> Void) {
    var position = 0
    for element in box.tape.elements(ofArrayAt: index) {
      body(position, box.element(at: element))
      position += 1
    }
  }
}
