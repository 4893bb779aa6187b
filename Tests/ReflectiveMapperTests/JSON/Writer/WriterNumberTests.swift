import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct JSONWriterNumberTests {
  @Test func int64ExtremesAreExact() {
    #expect(WriterHelpers.text { $0.writeInt(Int64.min) } == "-9223372036854775808")
    #expect(WriterHelpers.text { $0.writeInt(Int64.max) } == "9223372036854775807")
    #expect(WriterHelpers.text { $0.writeInt(0) } == "0")
    #expect(WriterHelpers.text { $0.writeInt(-1) } == "-1")
  }

  @Test func uint64MaxIsExact() {
    #expect(WriterHelpers.text { $0.writeUInt(UInt64.max) } == "18446744073709551615")
    #expect(WriterHelpers.text { $0.writeUInt(0) } == "0")
  }

  @Test func integersAroundPowersOfTenMatchDescription() {
    var values: [Int64] = []
    var power: Int64 = 1
    for _ in 0..<19 {
      values += [power - 1, power, power + 1, -power, -(power - 1)]
      if power <= Int64.max / 10 { power *= 10 }
    }
    values += [Int64.min + 1, Int64.max - 1, 99, 100, 101, 4_294_967_296]
    for value in values {
      #expect(WriterHelpers.text { $0.writeInt(value) } == String(value))
    }
    for value in [UInt64(9_999_999_999_999_999_999), 10_000_000_000_000_000_000, UInt64(Int64.max) + 1] {
      #expect(WriterHelpers.text { $0.writeUInt(value) } == String(value))
    }
  }

  static let doubles: [Double] = [
    0.1, 1e-7, .leastNonzeroMagnitude /* 5e-324 */, 1.7976931348623157e308, -0.0, 123456789.123, 1e21,
    0.30000000000000004, 2.5, 0, 3, -1.5, 2.2250738585072014e-308, 1e16, 123456789012345680,
    Double(Float(0.1)), -65.61361699999998,
  ]

  @Test func doublesRoundTripBitExactlyThroughDoubleInit() throws {
    for value in Self.doubles {
      let text = try WriterHelpers.text { try $0.writeDouble(value) }
      let parsed = try #require(Double(text), "\(text)")
      #expect(parsed.bitPattern == value.bitPattern, "\(text)")
    }
  }

  @Test func doublesRoundTripThroughJSONSerialization() throws {
    let text = try WriterHelpers.text { writer in
      writer.beginArray()
      for value in Self.doubles { try writer.writeDouble(value) }
      writer.endArray()
    }
    let parsed = try #require(try WriterHelpers.parse(text) as? [Any])
    #expect(parsed.count == Self.doubles.count)
    for (element, value) in zip(parsed, Self.doubles) {
      let number = try #require(element as? NSNumber)
      // JSONSerialization hands back NSDecimalNumber for long mantissas; compare by text then.
      let back =
        type(of: number) == NSDecimalNumber.self
        ? Double(number.description)! : number.doubleValue
      #expect(back.bitPattern == value.bitPattern, "\(text) → \(number) (\(type(of: number)))")
    }
  }

  @Test func doubleFormsAreValidJSONNumbers() throws {
    #expect(try WriterHelpers.text { try $0.writeDouble(1e-7) } == "1e-07")
    #expect(try WriterHelpers.text { try $0.writeDouble(1e21) } == "1e+21")
    #expect(try WriterHelpers.text { try $0.writeDouble(3) } == "3")
    #expect(try WriterHelpers.text { try $0.writeFloat(21) } == "21")
    #expect(try WriterHelpers.text { try $0.writeDouble(-0.0) } == "-0.0")
    #expect(try WriterHelpers.text { try $0.writeDouble(0.1) } == "0.1")
    for value in Self.doubles {
      var text = try WriterHelpers.text { try $0.writeDouble(value) }
      #expect(text.withUTF8 { JSONWriter.isValidJSONNumber($0) }, "\(text)")
    }
  }

  @Test func floatPrintsItsOwnShortestRepresentation() throws {
    #expect(try WriterHelpers.text { try $0.writeFloat(0.1) } == "0.1")
    #expect(try WriterHelpers.text { try $0.writeFloat(Float.greatestFiniteMagnitude) } == "3.4028235e+38")
    for value: Float in [0.1, 1e-7, 3.3, 16_777_216, 1.0e10, -0.0, .leastNonzeroMagnitude] {
      let text = try WriterHelpers.text { try $0.writeFloat(value) }
      #expect(Float(text)?.bitPattern == value.bitPattern, "\(text)")
    }
  }

  @Test func nonFiniteDoublesAndFloatsThrowAndWriteNothing() {
    for value in [Double.nan, .infinity, -.infinity] {
      let result = WriterHelpers.failure { try $0.writeDouble(value) }
      #expect(result.error == JSONWriteError(invalidNumber: value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")))
      #expect(result.bytes.isEmpty)
    }
    #expect(WriterHelpers.failure { try $0.writeFloat(.nan) }.error == JSONWriteError(invalidNumber: "nan"))
    #expect(WriterHelpers.failure { try $0.writeFloat(-.infinity) }.error == JSONWriteError(invalidNumber: "-inf"))
    let inArray = WriterHelpers.failure { writer in
      writer.beginArray()
      writer.writeInt(1)
      try writer.writeDouble(.nan)
    }
    #expect(String(decoding: inArray.bytes, as: UTF8.self) == "[1")
  }

  @Test func nonFiniteValuesInsideDocumentsReportTheirPath() throws {
    let value: [String: Any] = ["statuses": [1, 2, 3, ["user": ["score": Double.nan]] as [String: Any]] as [Any]]
    let error = try #require(WriterHelpers.anyFailure(value))
    #expect(error.reason == .notJSONEncodable("invalid JSON number nan"))
    #expect(error.path == "statuses[3].user.score")
    let infinity = try #require(WriterHelpers.anyFailure([Float.infinity]))
    #expect(infinity.reason == .notJSONEncodable("invalid JSON number inf"))
    #expect(infinity.path == "[0]")
  }

  @Test func decimalsAreWrittenWithoutLoss() throws {
    let samples = [
      "0", "1", "-1", "3.14159265358979323846264338327950288", "-0.000001", "1000",
      "18446744073709551616", "-340282366920938463463374607431768211455", "1e100", "1.5e-100",
      "65.613616999999977", "0.1",
    ]
    for sample in samples {
      let decimal = try #require(Decimal(string: sample, locale: Locale(identifier: "en_US_POSIX")))
      let text = try WriterHelpers.text { try $0.writeDecimal(decimal) }
      #expect(text == decimal.description)
      #expect(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) == decimal)
      var bytes = text
      #expect(bytes.withUTF8 { JSONWriter.isValidJSONNumber($0) })
    }
  }

  @Test func nanDecimalThrows() {
    let result = WriterHelpers.failure { try $0.writeDecimal(Decimal.nan) }
    #expect(result.error == JSONWriteError(invalidNumber: "NaN"))
    #expect(result.bytes.isEmpty)
  }

  @Test func jsonNumberGrammarCheckAcceptsAndRejects() {
    for good in ["0", "-0", "1.5", "1e5", "1E+5", "-0.25e-3", "10"] {
      var text = good
      #expect(text.withUTF8 { JSONWriter.isValidJSONNumber($0) }, "\(good)")
    }
    for bad in ["", "-", "01", "1.", ".5", "1e", "NaN", "inf", "+1", "1.5.2", "0x1"] {
      var text = bad
      #expect(!text.withUTF8 { JSONWriter.isValidJSONNumber($0) }, "\(bad)")
    }
  }
}
