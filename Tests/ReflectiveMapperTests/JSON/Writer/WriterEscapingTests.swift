import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct JSONWriterEscapingTests {
  /// The expected escape for each control character U+0000–U+001F.
  static func expectedEscape(_ byte: UInt8) -> String {
    switch byte {
    case 0x08: return "\\b"
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0C: return "\\f"
    case 0x0D: return "\\r"
    default: return "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
    }
  }

  @Test func everyControlCharacterIsEscapedAsSpecified() {
    for byte in UInt8(0)...0x1F {
      let string = String(UnicodeScalar(byte))
      let text = WriterHelpers.text { $0.writeString(string) }
      #expect(text == "\"" + Self.expectedEscape(byte) + "\"", "U+00\(String(byte, radix: 16))")
    }
    #expect(WriterHelpers.text { $0.writeString("\u{1F}") } == #""\u001f""#)
    #expect(WriterHelpers.text { $0.writeString("\u{0B}") } == #""\u000b""#)
  }

  @Test func quoteAndBackslashAreEscaped() {
    #expect(WriterHelpers.text { $0.writeString(#"say "hi" \ bye"#) } == #""say \"hi\" \\ bye""#)
    #expect(WriterHelpers.text { $0.writeString("\"") } == #""\"""#)
    #expect(WriterHelpers.text { $0.writeString("\\") } == #""\\""#)
  }

  @Test func slashIsNotEscaped() {
    #expect(WriterHelpers.text { $0.writeString("http://a/b") } == #""http://a/b""#)
  }

  @Test func deleteAndNonASCIIPassThroughAsUTF8() {
    let string = "\u{7F}é日本語🇫🇷👩‍👩‍👧\u{2028}\u{FEFF}"
    var writer = JSONWriter()
    writer.writeString(string)
    #expect(writer.bytes == [0x22] + Array(string.utf8) + [0x22])
  }

  @Test func emptyStringIsTwoQuotes() {
    #expect(WriterHelpers.text { $0.writeString("") } == #""""#)
  }

  @Test func escapesAtEveryOffsetOfLongStringsMatchReference() throws {
    // Exercises the eight-byte fast scan: escapes before, inside and after each word.
    let specials: [Character] = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "é", "/", " ", "\u{7F}"]
    for length in 0..<40 {
      for position in 0..<max(length, 1) {
        for special in specials {
          var characters = Array(repeating: Character("a"), count: length)
          if length > 0 { characters[position] = special }
          let string = String(characters)
          let text = WriterHelpers.text { $0.writeString(string) }
          let reference =
            "\""
            + string.unicodeScalars.map { scalar -> String in
              switch scalar {
              case "\"": return "\\\""
              case "\\": return "\\\\"
              case _ where scalar.value < 0x20: return Self.expectedEscape(UInt8(scalar.value))
              default: return String(scalar)
              }
            }.joined() + "\""
          #expect(text == reference)
          #expect(try WriterHelpers.parse(text) as? String == string)
        }
      }
    }
  }

  @Test func bridgedNonContiguousStringIsWritten() {
    let string = NSString(string: "bridged \"é\"") as String
    #expect(WriterHelpers.text { $0.writeString(string) } == #""bridged \"é\"""#)
  }

  @Test func keysAreEscapedAndEncodedKeysMatch() {
    let text = WriterHelpers.text {
      $0.beginObject()
      $0.writeKey("a\"b\n")
      $0.writeInt(1)
      $0.writeEncodedKey(JSONWriter.encodedKey("c/é"))
      $0.writeInt(2)
      $0.endObject()
    }
    #expect(text == #"{"a\"b\n":1,"c/é":2}"#)
    #expect(JSONWriter.encodedKey("x\ty") == Array(#""x\ty""#.utf8))
  }
}
