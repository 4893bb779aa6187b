import Foundation
import Testing

@testable import ReflectiveMapper

/// Error kinds, byte offsets, 1-based lines and columns, and messages.
@Suite struct JSONReaderErrorTests {
  @Test func unexpectedCharacterReportsLineColumnAndOffset() throws {
    let text = "{\n  \"a\": 1,\n  \"b\": x\n}"
    let error = try #require(readError(text))
    #expect(error.kind == .unexpectedCharacter(UInt8(ascii: "x")))
    #expect(error.offset == 19)
    #expect(error.line == 3)
    #expect(error.column == 8)
    #expect(error.description == "unexpected character 'x' at line 3, column 8 (byte 19)")
  }

  @Test func columnsCountScalarsAndLinesEndAtCRLFOrCR() throws {
    // "é" is two bytes but one column; CR LF is one line break, a lone CR is another.
    let crlf = try #require(readError("[\"é\",\r\n  @]"))
    #expect(crlf.offset == 10)
    #expect(crlf.line == 2)
    #expect(crlf.column == 3)
    let cr = try #require(readError("[1,\r\r é]"))
    #expect(cr.line == 3)
    #expect(cr.column == 2)
    #expect(cr.offset == 6)
    let sameLine = try #require(readError("[\"日本\", ?]"))
    #expect(sameLine.line == 1)
    #expect(sameLine.column == 8)
    #expect(sameLine.offset == 11)
  }

  @Test func byteOrderMarkCountsInTheOffset() throws {
    let error = try #require(readError([0xEF, 0xBB, 0xBF] + Array("[x]".utf8)))
    #expect(error.offset == 4)
    #expect(error.line == 1)
  }

  @Test func kindsMatchTheProblem() {
    let cases: [(String, JSONReadError.Kind)] = [
      ("", .unexpectedEnd),
      ("   ", .unexpectedEnd),
      ("[1, 2", .unexpectedEnd),
      ("\"abc", .unexpectedEnd),
      ("[x]", .unexpectedCharacter(UInt8(ascii: "x"))),
      ("\"a\\qb\"", .invalidEscape),
      ("\"\\uZZZZ\"", .invalidEscape),
      ("\"\\ud800\"", .loneSurrogate),
      ("\"a\tb\"", .controlCharacterInString),
      ("01", .invalidNumber),
      ("-x", .invalidNumber),
      ("1.x", .invalidNumber),
      ("1e400", .numberOutOfRange),
      ("[[[1]]]", .depthLimitExceeded),
      ("1 2", .trailingData),
      ("{} x", .trailingData),
    ]
    for (text, kind) in cases {
      #expect(readError(text, maxDepth: text == "[[[1]]]" ? 2 : 512)?.kind == kind, "\(text.debugDescription)")
    }
    #expect(readError([0x22, 0xFF, 0x22])?.kind == .invalidUTF8)
  }

  @Test func endOfInputErrorsPointPastTheLastByte() throws {
    let error = try #require(readError("{\"a\":\n[1,"))
    #expect(error.kind == .unexpectedEnd)
    #expect(error.offset == 9)
    #expect(error.line == 2)
    #expect(error.column == 4)
    #expect(error.description == "unexpected end of input at line 2, column 4 (byte 9)")
  }

  @Test func descriptionsAreReadable() throws {
    #expect(try #require(readError("[\u{01}]")).description == "unexpected byte 0x01 at line 1, column 2 (byte 1)")
    #expect(
      try #require(readError("[1] ]")).description
        == "unexpected data after the top-level value at line 1, column 5 (byte 4)")
    #expect(
      try #require(readError("[[]]", maxDepth: 1)).description
        == "nesting depth limit exceeded at line 1, column 2 (byte 1)")
    let error: any Error = try #require(readError("nul"))
    #expect(String(describing: error).hasPrefix("unexpected end of input"))
  }

  @Test func errorsAreSendableValues() throws {
    let error = try #require(readError("[1,]"))
    let copy: any Error & Sendable = error
    #expect((copy as? JSONReadError) == error)
    #expect(error == JSONReadError(kind: .unexpectedCharacter(UInt8(ascii: "]")), offset: 3, line: 1, column: 4))
  }
}
