import Foundation

// The built-in scalar types (``BuiltInScalar``), one conformance each: how a value is read
// (converter), which JSON kind strict mode requires, how it is written (emitter), its JSON
// Schema, and the probe values the misnamed-key-path check writes through its key paths.
//
// The converters and emitters are written per type on purpose: each closure is compiled for
// its concrete type (a generic default would run unspecialized on every value).

// MARK: Integers

extension Int: BuiltInScalar {
  static var converter: Convert<Int> { { raw, _ in try Coercion.integer(raw, Int.self) } }
  static var emitter: Emitter<Int> { EmitterBuilder.signed(Int.self) }
}
extension Int8: BuiltInScalar {
  static var converter: Convert<Int8> { { raw, _ in try Coercion.integer(raw, Int8.self) } }
  static var emitter: Emitter<Int8> { EmitterBuilder.signed(Int8.self) }
}
extension Int16: BuiltInScalar {
  static var converter: Convert<Int16> { { raw, _ in try Coercion.integer(raw, Int16.self) } }
  static var emitter: Emitter<Int16> { EmitterBuilder.signed(Int16.self) }
}
extension Int32: BuiltInScalar {
  static var converter: Convert<Int32> { { raw, _ in try Coercion.integer(raw, Int32.self) } }
  static var emitter: Emitter<Int32> { EmitterBuilder.signed(Int32.self) }
}
extension Int64: BuiltInScalar {
  static var converter: Convert<Int64> { { raw, _ in try Coercion.integer(raw, Int64.self) } }
  static var emitter: Emitter<Int64> { EmitterBuilder.signed(Int64.self) }
}
extension UInt: BuiltInScalar {
  static var converter: Convert<UInt> { { raw, _ in try Coercion.integer(raw, UInt.self) } }
  static var emitter: Emitter<UInt> { EmitterBuilder.unsigned(UInt.self) }
}
extension UInt8: BuiltInScalar {
  static var converter: Convert<UInt8> { { raw, _ in try Coercion.integer(raw, UInt8.self) } }
  static var emitter: Emitter<UInt8> { EmitterBuilder.unsigned(UInt8.self) }
}
extension UInt16: BuiltInScalar {
  static var converter: Convert<UInt16> { { raw, _ in try Coercion.integer(raw, UInt16.self) } }
  static var emitter: Emitter<UInt16> { EmitterBuilder.unsigned(UInt16.self) }
}
extension UInt32: BuiltInScalar {
  static var converter: Convert<UInt32> { { raw, _ in try Coercion.integer(raw, UInt32.self) } }
  static var emitter: Emitter<UInt32> { EmitterBuilder.unsigned(UInt32.self) }
}
extension UInt64: BuiltInScalar {
  static var converter: Convert<UInt64> { { raw, _ in try Coercion.integer(raw, UInt64.self) } }
  static var emitter: Emitter<UInt64> { EmitterBuilder.unsigned(UInt64.self) }
}

extension KeyPathProbe where Self: FixedWidthInteger {
  static var seed: Self { 0x5A }
  static func probe(differentFrom current: Self) -> Self { current == 0x5A ? 0x3C : 0x5A }
}

// MARK: Floating point

extension Double: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<Double> { { raw, _ in try Coercion.double(raw) } }
  static var emitter: Emitter<Double> { EmitterBuilder.floating(Double.self, json: { $0 }, write: { try $1.writeDouble($0) }) }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "number"] }
  static var seed: Double { 7.25 }
  static var alternate: Double { 9.5 }
}

extension Float: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<Float> { { raw, _ in try Coercion.float(raw) } }
  // A Float stays a Float (`as? [String: Float]` works); the writer gives its shortest digits
  // (0.1, not 0.10000000149011612).
  static var emitter: Emitter<Float> { EmitterBuilder.floating(Float.self, json: { $0 }, write: { try $1.writeFloat($0) }) }
  static func schema(dates _: DateStrategy?) -> [String: Any] {
    ["type": "number", "minimum": -Double(Float.greatestFiniteMagnitude), "maximum": Double(Float.greatestFiniteMagnitude)]
  }
  static var seed: Float { 7.25 }
  static var alternate: Float { 9.5 }
}

/// Read and written as the `Double` it is.
extension CGFloat: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<CGFloat> { { raw, _ in try Coercion.cgFloat(raw) } }
  static var emitter: Emitter<CGFloat> {
    EmitterBuilder.floating(CGFloat.self, json: { Double($0) }, write: { try $1.writeDouble(Double($0)) })
  }
  static func schema(dates: DateStrategy?) -> [String: Any] { Double.schema(dates: dates) }
  static var seed: CGFloat { 7.25 }
  static var alternate: CGFloat { 9.5 }
}

extension Decimal: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<Decimal> { { raw, _ in try Coercion.decimal(raw) } }
  static var strictKind: JSONKind? { .number }
  static var emitter: Emitter<Decimal> {
    Emitter(
      isNil: { _ in false },
      value: { value, context in
        if context.mode == .json, !value.isFinite { throw context.error(.notJSONEncodable("NaN is not a JSON number")) }
        return value
      },
      write: { value, writer, context in try writer.checked(context) { try $0.writeDecimal(value) } })
  }
  /// A number, with no bounds: `Decimal`'s range (about ±3.4 × 10¹⁶⁵) read as a `maximum`
  /// looks like a limit the model declared (a literal beyond it is still refused).
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "number"] }
  static var seed: Decimal { Decimal(725) }
  static var alternate: Decimal { Decimal(950) }
}

// MARK: Booleans and text

extension Bool: BuiltInScalar {
  static var converter: Convert<Bool> { { raw, _ in try Coercion.bool(raw) } }
  static var strictKind: JSONKind? { .bool }
  static var emitter: Emitter<Bool> {
    Emitter(isNil: { _ in false }, value: { value, _ in value }, write: { value, writer, _ in writer.writeBool(value) })
  }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "boolean"] }
  static var seed: Bool { true }
  static func probe(differentFrom current: Bool) -> Bool { !current }
}

extension String: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<String> { { raw, _ in try Coercion.string(raw) } }
  static var strictKind: JSONKind? { .string }
  static var emitter: Emitter<String> {
    Emitter(isNil: { _ in false }, value: { value, _ in value }, write: { value, writer, _ in writer.writeString(value) })
  }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "string"] }
  static var seed: String { "\u{1}probe" }
  static var alternate: String { "\u{2}probe" }
}

// MARK: Types with a text format of their own

extension Date: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<Date> { { raw, _ in try Coercion.date(raw) } }
  static var strictKind: JSONKind? { nil }
  static var emitter: Emitter<Date> {
    Emitter(
      isNil: { _ in false },
      value: { date, context in
        guard context.mode == .json else { return date }
        guard let text = ISO8601.string(from: date) else {
          throw context.error(.notJSONEncodable("\(date) is outside the years 0000–9999 of ISO 8601"))
        }
        return text
      },
      write: { date, writer, context in
        guard let text = ISO8601.string(from: date) else {
          throw context.error(.notJSONEncodable("\(date) is outside the years 0000–9999 of ISO 8601"))
        }
        writer.writeString(text)
      })
  }
  static func schema(dates: DateStrategy?) -> [String: Any] { SchemaBuilder.dateSchema(dates) }
  static var seed: Date { Date(timeIntervalSince1970: 1_000_000_007) }
  static var alternate: Date { Date(timeIntervalSince1970: 1_000_000_009) }
}

extension URL: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<URL> { { raw, _ in try Coercion.url(raw) } }
  static var strictKind: JSONKind? { nil }
  static var emitter: Emitter<URL> { EmitterBuilder.stringForm(URL.self) { $0.absoluteString } }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "string", "format": "uri"] }
  static var seed: URL { URL(string: "probe://a")! }
  static var alternate: URL { URL(string: "probe://b")! }
}

extension UUID: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<UUID> { { raw, _ in try Coercion.uuid(raw) } }
  static var strictKind: JSONKind? { nil }
  /// RFC 9562: lower case.
  static var emitter: Emitter<UUID> { EmitterBuilder.stringForm(UUID.self) { $0.uuidString.lowercased() } }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "string", "format": "uuid"] }
  static var seed: UUID { UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)) }
  static var alternate: UUID { UUID(uuid: (16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)) }
}

extension Data: BuiltInScalar, AlternatingProbe {
  static var converter: Convert<Data> { { raw, _ in try Coercion.data(raw) } }
  static var strictKind: JSONKind? { nil }
  static var emitter: Emitter<Data> { EmitterBuilder.stringForm(Data.self) { $0.base64EncodedString() } }
  static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "string", "contentEncoding": "base64"] }
  static var seed: Data { Data([0x5A]) }
  static var alternate: Data { Data([0x3C]) }
}
