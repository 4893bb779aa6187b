import Foundation
import Testing

@testable import ReflectiveMapper

/// The exact Swift types and values `JSONReader.parse` produces.
@Suite struct JSONReaderRepresentationTests {
  @Test func integersFittingInt64BecomeInt() throws {
    for text in ["0", "-0", "7", "-7", "9223372036854775807", "-9223372036854775808"] {
      let value = try readElement(text)
      #expect(type(of: value) == Int.self, "\(text)")
    }
    for (text, expected) in [("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("-0", 0)] {
      #expect(try readElement(text) as? Int == expected, "\(text)")
    }
  }

  @Test func integersFittingOnlyUInt64BecomeUInt64() throws {
    let justAbove = try readElement("9223372036854775808")
    #expect(type(of: justAbove) == UInt64.self)
    #expect(justAbove as? UInt64 == UInt64(Int64.max) + 1)
    let maximum = try readElement("18446744073709551615")
    #expect(type(of: maximum) == UInt64.self)
    #expect(maximum as? UInt64 == UInt64.max)
  }

  @Test func largerIntegersBecomeDecimalUpTo38Digits() throws {
    let cases: [(String, String)] = [
      ("18446744073709551616", "18446744073709551616"),
      ("-9223372036854775809", "-9223372036854775809"),
      ("-18446744073709551616", "-18446744073709551616"),
      ("99999999999999999999999999999999999999", "99999999999999999999999999999999999999"),
    ]
    for (text, expected) in cases {
      let value = try readElement(text)
      #expect(type(of: value) == Decimal.self, "\(text)")
      #expect(value as? Decimal == Decimal(string: expected), "\(text)")
    }
  }

  @Test func integersLongerThan38DigitsBecomeDouble() throws {
    // Unless Decimal holds them exactly (issue #31): 39 significant digits below 3.4e38 and
    // trailing zeros fit, and are kept as the Decimal they are.
    let text = "1234567890123456789012345678901234567890123"
    let value = try readElement(text)
    #expect(type(of: value) == Double.self)
    #expect(value as? Double == Double(text))
    let negative = try readElement("-" + text)
    #expect(negative as? Double == -Double(text)!)
    let held = "1234567890123456789012345678901234567890"
    #expect(try readElement(held) as? Decimal == Decimal(string: held))
  }

  @Test func integersBeyondDoubleRangeAreOutOfRange() throws {
    let digits = "1" + String(repeating: "0", count: 9_999)
    #expect(readError("[\(digits)]")?.kind == .numberOutOfRange)
    #expect(readError("-\(digits)")?.kind == .numberOutOfRange)
    #expect(readError("[\(digits)]")?.description.hasPrefix("number out of range at line 1, column 2 (byte 1)") == true)
  }

  @Test func fractionOrExponentGivesDouble() throws {
    let hundred = try readElement("1e2")
    #expect(type(of: hundred) == Double.self)
    #expect(hundred as? Double == 100)
    #expect(type(of: try readElement("1.0")) == Double.self)
    let cases: [(String, Double)] = [
      ("1E2", 100), ("1e+2", 100), ("100e-2", 1), ("0.1", 0.1), ("-2.5", -2.5), ("1.0", 1.0), ("0e0", 0),
      ("1.7976931348623157e308", .greatestFiniteMagnitude), ("5e-324", .leastNonzeroMagnitude), ("1e-400", 0),
    ]
    for (text, expected) in cases {
      #expect(try readElement(text) as? Double == expected, "\(text)")
    }
  }

  @Test func negativeZeroKeepsItsSign() throws {
    let value = try readElement("-0.0")
    #expect(type(of: value) == Double.self)
    let double = try #require(value as? Double)
    #expect(double == 0 && double.sign == .minus)
    #expect((try readElement("-0e5") as? Double)?.sign == .minus)
    #expect((try readElement("0.0") as? Double)?.sign == .plus)
  }

  @Test func overflowingDoublesAreOutOfRange() throws {
    for text in ["1E400", "-1e400", "1.7976931348623159e308", "123123e100000", "0.4e00669999999999999999999"] {
      let error = try #require(readError("[\(text)]"), "\(text)")
      #expect(error.kind == .numberOutOfRange, "\(text)")
      #expect(error.description.hasPrefix("number out of range"), "\(text)")
    }
  }

  @Test func literalsKeepTheirTypes() throws {
    let yes = try readElement("true")
    #expect(type(of: yes) == Bool.self)
    #expect(yes as? Bool == true)
    let no = try readElement("false")
    #expect(type(of: no) == Bool.self)
    #expect(no as? Bool == false)
    let null = try readElement("null")
    #expect(type(of: null) == NSNull.self)
    #expect(null is NSNull)
  }

  @Test func anyValueMayBeTheTopLevel() throws {
    #expect(try readJSON(" 42 ") as? Int == 42)
    #expect(try readJSON("\"x\"") as? String == "x")
    #expect(type(of: try readJSON("null")) == NSNull.self)
    #expect(try readJSON("true") as? Bool == true)
    #expect(try readJSON("-1.5") as? Double == -1.5)
    #expect(type(of: try readJSON("[]")) == [Any].self)
    #expect(type(of: try readJSON("{}")) == [String: Any].self)
  }

  @Test func containersBecomeSwiftCollections() throws {
    let value = try readJSON(#" { "a" : [1, "two", {"three": 3.0}], "b": {} } "#)
    #expect(type(of: value) == [String: Any].self)
    let object = try #require(value as? [String: Any])
    #expect(object.count == 2)
    let array = try #require(object["a"] as? [Any])
    #expect(type(of: object["a"]!) == [Any].self)
    #expect(array.count == 3)
    #expect(array[0] as? Int == 1)
    #expect(array[1] as? String == "two")
    #expect((array[2] as? [String: Any])?["three"] as? Double == 3.0)
    #expect((object["b"] as? [String: Any])?.isEmpty == true)
  }

  @Test func duplicateKeysKeepTheLastValue() throws {
    let object = try #require(try readJSON(#"{"k": 1, "other": 0, "k": 2}"#) as? [String: Any])
    #expect(object.count == 2)
    #expect(object["k"] as? Int == 2)
  }

  @Test func escapesAreDecoded() throws {
    let text = #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC \u0000""#
    #expect(try readJSON(text) as? String == "\" \\ / \u{08} \u{0C} \n \r \t A é € \u{0}")
    #expect(try readJSON(#""plain""#) as? String == "plain")
    #expect(try readJSON(#""""#) as? String == "")
    #expect(try readJSON("\"héllo wörld 日本 🎉\"") as? String == "héllo wörld 日本 🎉")
  }

  @Test func surrogatePairsBecomeOneScalar() throws {
    let value = try #require(try readJSON(#""\ud83c\udf89 \uD834\uDD1E""#) as? String)
    #expect(value == "🎉 𝄞")
    #expect(Array(value.unicodeScalars).map(\.value) == [0x1F389, 0x20, 0x1D11E])
  }

  @Test func loneSurrogateEscapesAreErrors() {
    for text in [#""\ud800""#, #""\udc00""#, #""\ud800x""#, #""\ud800\n""#, #""\ud800\u0041""#, #""\udc00\ud800""#] {
      #expect(readError(text)?.kind == .loneSurrogate, "\(text)")
    }
  }

  @Test func escapedKeysAreDecoded() throws {
    let object = try #require(try readJSON(#"{"a\u0062c": 1, "\n": 2}"#) as? [String: Any])
    #expect(object["abc"] as? Int == 1)
    #expect(object["\n"] as? Int == 2)
  }

  @Test func leadingByteOrderMarkIsSkipped() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a":1}"#.utf8)
    let object = try #require(try JSONReader.parse(bytes) as? [String: Any])
    #expect(object["a"] as? Int == 1)
    // A BOM anywhere else is not whitespace.
    let inner: [UInt8] = Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("1]".utf8)
    #expect(readError(inner)?.kind == .unexpectedCharacter(0xEF))
    #expect(readError([0xEF, 0xBB, 0xBF])?.kind == .unexpectedEnd)
  }

  @Test func allInputFormsAgree() throws {
    let text = #"{"list": [1, 2.5, "x", null, true]}"#
    let bytes = Array(text.utf8)
    let fromArray = try JSONReader.parse(bytes)
    let fromData = try JSONReader.parse(Data(bytes))
    let fromBuffer = try bytes.withUnsafeBytes { try JSONReader.parse($0) }
    #expect(canonicalDescription(fromArray) == canonicalDescription(fromData))
    #expect(canonicalDescription(fromArray) == canonicalDescription(fromBuffer))
  }

  @Test func onlyTheFourWhitespaceBytesAreSkipped() throws {
    #expect(try readJSON(" \t\n\r[ \t\n\r1 \t\n\r] \t\n\r") as? [Any] != nil)
    for byte: UInt8 in [0x0B, 0x0C, 0xA0, 0x00] {
      #expect(readError([byte] + Array("1".utf8)) != nil, "byte \(byte)")
    }
  }

  @Test func strictGrammarIsEnforced() {
    let invalid = [
      "01", "-01", "+1", ".5", "1.", "1.e3", "1e", "1e+", "-", "--1", "NaN", "Infinity", "-Infinity",
      "[1,]", "{\"a\":1,}", "[,1]", "{,}", "// c\n1", "/* c */ 1", "[1 2]", "{\"a\" 1}", "{a:1}",
      "'x'", "tru", "nul", "True", "[1]]", "{\"a\":1}}", "0x10", "1 2", "\"a\" \"b\"", "[", "{", "",
      "{\"a\"}", "{\"a\":}", "[\"\u{01}\"]", "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "[1,,2]",
    ]
    for text in invalid {
      #expect(readError(text) != nil, "\(text.debugDescription) should be rejected")
    }
  }
}
