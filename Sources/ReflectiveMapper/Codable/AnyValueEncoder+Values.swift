import Foundation

// The scalar conversions of the encoder over `Any` values: what each of its containers stores
// for a number.

extension AnyValueEncoder.Impl {
  /// `value` itself, refused when it is NaN or infinite (no JSON number writes it).
  static func double(_ value: Double, at path: @autoclosure () -> [any CodingKey]) throws -> Double {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path(), debugDescription: "Unable to encode Double.\(value) directly in JSON.")
      )
    }
    return value
  }

  /// A `Float` as the `Double` of its shortest text (0.1 stays 0.1, not 0.100000001…).
  static func float(_ value: Float, at path: @autoclosure () -> [any CodingKey]) throws -> Double {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path(), debugDescription: "Unable to encode Float.\(value) directly in JSON.")
      )
    }
    return Double("\(value)") ?? Double(value)
  }

  /// `Int` when it fits, else `UInt64`, else (`Int128`, `UInt128`) the `Decimal` of its digits.
  static func integer(_ value: some FixedWidthInteger) -> Any { EmitterBuilder.jsonNumber(value) }
}
