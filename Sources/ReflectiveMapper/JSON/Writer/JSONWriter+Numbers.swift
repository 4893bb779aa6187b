import Foundation

/// Number output.
///
/// Integers are formatted digit pair by digit pair into a stack buffer; floating-point values use
/// the standard library's shortest round-trip formatter through `TextOutputStreamable`, which hands
/// its ASCII digits to ``JSONWriter/ASCIISink`` without creating a `String`.
extension JSONWriter {
  /// Writes a signed integer exactly (the whole `Int64` range, including `Int64.min`).
  @inline(__always)
  mutating func writeInt(_ value: Int64) {
    prepareValue()
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
    }
    appendDigits(value.magnitude)
  }

  /// Writes an unsigned integer exactly (the whole `UInt64` range).
  @inline(__always)
  mutating func writeUInt(_ value: UInt64) {
    prepareValue()
    appendDigits(value)
  }

  /// Writes an integer of any width exactly (`Int128`, `UInt128`): through ``writeInt(_:)`` or
  /// ``writeUInt(_:)`` when 64 bits hold it, else its decimal digits.
  mutating func writeInteger(_ value: some BinaryInteger) {
    if let small = Int64(exactly: value) { return writeInt(small) }
    if let unsigned = UInt64(exactly: value) { return writeUInt(unsigned) }
    prepareValue()
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes a `Double` in its shortest round-trip form (`0.1`, `3`, `-0.0`, `1e-07`, `1e+21`).
  ///
  /// - Throws: ``JSONWriteError`` for NaN and ±infinity (nothing is written).
  @inline(__always)
  mutating func writeDouble(_ value: Double) throws(JSONWriteError) {
    try Self.refuseNonFinite(value)
    prepareValue()
    appendFinite(value)
  }

  /// Writes a `Float` in the shortest form that round-trips as a `Float` (`Float(0.1)` → `0.1`).
  ///
  /// - Throws: ``JSONWriteError`` for NaN and ±infinity (nothing is written).
  @inline(__always)
  mutating func writeFloat(_ value: Float) throws(JSONWriteError) {
    try Self.refuseNonFinite(value)
    prepareValue()
    appendFinite(value)
  }

  /// Throws for NaN and ±infinity, which JSON has no number for.
  @inline(__always)
  static func refuseNonFinite(_ value: some FloatingPoint) throws(JSONWriteError) {
    guard value.isFinite else {
      throw JSONWriteError(invalidNumber: nonFiniteText(isNaN: value.isNaN, isNegative: value.sign == .minus))
    }
  }

  /// Writes a `Decimal` as a JSON number without loss, using its `description`
  /// (plain decimal notation such as `-12500` or `0.000001`).
  ///
  /// - Throws: ``JSONWriteError`` for a NaN decimal, or any decimal whose
  ///   text is not a valid JSON number (nothing is written).
  mutating func writeDecimal(_ value: Decimal) throws(JSONWriteError) {
    if value.isNaN {
      throw JSONWriteError(invalidNumber: "NaN")
    }
    var text = value.description
    let valid = text.withUTF8 { Self.isValidJSONNumber($0) }
    guard valid else {
      throw JSONWriteError(invalidNumber: text)
    }
    prepareValue()
    bytes.append(contentsOf: text.utf8)
  }

  // MARK: - Helpers

  /// The error text for a non-finite floating-point value.
  static func nonFiniteText(isNaN: Bool, isNegative: Bool) -> String {
    isNaN ? "nan" : (isNegative ? "-inf" : "inf")
  }

  /// Collects the ASCII output of the standard library's floating-point formatter.
  ///
  /// `Double`/`Float` implement `write(to:)` by handing a stack buffer to `_writeASCII`, so
  /// implementing that requirement receives the digits without an intermediate `String`.
  struct ASCIISink: TextOutputStream {
    /// The buffer being appended to (moved in and out of the writer, never copied).
    var bytes: [UInt8]

    /// Appends a string's UTF-8 (not used by the floating-point formatter for finite values).
    mutating func write(_ string: String) {
      bytes.append(contentsOf: string.utf8)
    }

    /// Appends ASCII digits handed over by the standard library's formatter, without a `String`.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
      bytes.append(contentsOf: buffer)
    }
  }

  /// Appends the shortest round-trip digits of a finite floating-point value as `JSONEncoder`
  /// writes them, without a trailing `.0` (`3`, `1.5`, `1e+21`), no separator logic.
  ///
  /// `-0.0` keeps its fraction unless `negativeZeroAsInteger` (`JSONEncoder` writes `-0`, which
  /// reads back as an integer zero and loses the sign).
  @inline(__always)
  mutating func appendFinite<F: BinaryFloatingPoint & TextOutputStreamable>(_ value: F, negativeZeroAsInteger: Bool = false) {
    var sink = ASCIISink(bytes: [])
    swap(&sink.bytes, &bytes)
    value.write(to: &sink)
    swap(&sink.bytes, &bytes)
    let count = bytes.count
    if bytes[count - 1] == UInt8(ascii: "0"), bytes[count - 2] == UInt8(ascii: "."), negativeZeroAsInteger || value != 0 || value.sign == .plus {
      bytes.removeLast(2)
    }
  }

  /// Appends the decimal digits of `value`, no separator logic.
  @inline(__always)
  mutating func appendDigits(_ value: UInt64) {
    if value < 10 {
      bytes.append(UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0"))
    } else {
      appendMultiDigit(value)
    }
  }

  /// Appends the digits of a value ≥ 10, two at a time from a pair table, via a stack buffer.
  mutating func appendMultiDigit(_ value: UInt64) {
    let pairs: StaticString =
      "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    let table = pairs.utf8Start
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      let out = buffer.baseAddress!
      var position = 20
      var rest = value
      while rest >= 100 {
        let quotient = rest / 100
        let pair = Int(truncatingIfNeeded: rest &- quotient &* 100) &* 2
        rest = quotient
        position &-= 2
        out[position] = table[pair]
        out[position &+ 1] = table[pair &+ 1]
      }
      if rest >= 10 {
        let pair = Int(truncatingIfNeeded: rest) &* 2
        position &-= 2
        out[position] = table[pair]
        out[position &+ 1] = table[pair &+ 1]
      } else {
        position &-= 1
        out[position] = UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0")
      }
      appendBytes(out + position, count: 20 &- position)
    }
  }

  /// Whether `text` matches the JSON number grammar `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isValidJSONNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = text.count
    func isDigit(_ i: Int) -> Bool { i < count && text[i] >= UInt8(ascii: "0") && text[i] <= UInt8(ascii: "9") }
    if index < count && text[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { return false }
    if text[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < count && text[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { return false }
      while isDigit(index) { index += 1 }
    }
    if index < count && (text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E")) {
      index += 1
      if index < count && (text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-")) { index += 1 }
      guard isDigit(index) else { return false }
      while isDigit(index) { index += 1 }
    }
    return index == count
  }
}

extension JSONWriter {
  /// Writes an `NSNumber`: booleans as `true`/`false`, integers exactly, floating point shortest.
  ///
  /// Booleans are recognised by class first (`type(of: n) == type(of: NSNumber(value: true))`).
  /// Otherwise the first character of `objCType` decides: `d` → `Double`, `f` → `Float`,
  /// `Q`/`L` → `UInt64`, `B` → boolean, `c C s S i I l q` → `Int64` (`c` is an `Int8` here, since
  /// boolean numbers were already caught by class), anything else → `Double`.
  mutating func writeNumber(_ number: NSNumber) throws(JSONWriteError) {
    if ObjectIdentifier(Swift.type(of: number)) == booleanNumberTypeID {
      writeBool(number.boolValue)
      return
    }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"):
      try writeDouble(number.doubleValue)
    case UInt8(ascii: "q"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "s"),
      UInt8(ascii: "c"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      writeInt(number.int64Value)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"):
      writeUInt(number.uint64Value)
    case UInt8(ascii: "f"):
      try writeFloat(number.floatValue)
    case UInt8(ascii: "B"):
      writeBool(number.boolValue)
    default:
      try writeDouble(number.doubleValue)
    }
  }
}

private let booleanNumberTypeID = ObjectIdentifier(type(of: NSNumber(value: true)))
