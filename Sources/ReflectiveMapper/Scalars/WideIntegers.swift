import Foundation

// `Int128` and `UInt128` where the platform has them, read and written as the other integers
// are: a JSON number (never its text), read exactly or refused, numeric text accepted unless
// strict. In plain output a value is itself; in JSON values one that 64 bits cannot hold is
// the `Decimal` of the same digits, which its 128-bit significand holds exactly.

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Int128: BuiltInScalar {
  static var converter: Convert<Int128> { { raw, _ in try Coercion.integer(raw, Int128.self) } }
  static var emitter: Emitter<Int128> { EmitterBuilder.wide(Int128.self) }
  static func schema(dates _: DateStrategy?) -> [String: Any] { EmitterBuilder.wideSchema(Int128.self) }
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension UInt128: BuiltInScalar {
  static var converter: Convert<UInt128> { { raw, _ in try Coercion.integer(raw, UInt128.self) } }
  static var emitter: Emitter<UInt128> { EmitterBuilder.wide(UInt128.self) }
  static func schema(dates _: DateStrategy?) -> [String: Any] { EmitterBuilder.wideSchema(UInt128.self) }
}

extension EmitterBuilder {
  /// An integer wider than 64 bits: its JSON value and its digits in the output.
  static func wide<I: FixedWidthInteger>(_: I.Type) -> Emitter<I> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in context.mode == .json ? jsonNumber(value) : value },
      write: { value, writer, _ in writer.writeInteger(value) })
  }

  /// The JSON value of an integer: `Int`, else `UInt64`, else the `Decimal` of its digits.
  static func jsonNumber(_ value: some BinaryInteger) -> Any {
    if let small = Int(exactly: value) { return small }
    if let unsigned = UInt64(exactly: value) { return unsigned }
    return Decimal(string: String(value))!
  }

  /// The schema of an integer wider than 64 bits: its whole range, as exact numbers.
  static func wideSchema<I: FixedWidthInteger>(_: I.Type) -> [String: Any] {
    ["type": "integer", "minimum": jsonNumber(I.min), "maximum": jsonNumber(I.max)]
  }
}
