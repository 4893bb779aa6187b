import Foundation
import Testing

@testable import ReflectiveMapper

/// Hostile and large inputs: nesting, huge strings, invalid UTF-8, truncation.
@Suite struct JSONReaderRobustnessTests {
  @Test func depthLimitIs512ByDefault() throws {
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(readError(ok) == nil)
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    let error = try #require(readError(tooDeep))
    #expect(error.kind == .depthLimitExceeded)
    #expect(error.offset == 512)
    let objects = String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
    #expect(readError(objects)?.kind == .depthLimitExceeded)
    #expect(readError(String(repeating: "{\"a\":", count: 512) + "1" + String(repeating: "}", count: 512)) == nil)
  }

  @Test func hundredThousandOpenBracketsFailFast() throws {
    let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
    // (Failing fast is the offset: the reader stops at the 513th bracket. Speed belongs in
    // Benchmarks/, not in a timing assertion.)
    let error = readError(bytes)
    #expect(error?.kind == .depthLimitExceeded)
    #expect(error?.offset == 512)
    // Even with the limit lifted the scan is iterative: it reaches the end instead of overflowing the stack.
    #expect(readError(bytes, maxDepth: .max)?.kind == .unexpectedEnd)
    let objects = [UInt8](String(repeating: "{\"k\":", count: 100_000).utf8)
    #expect(readError(objects)?.kind == .depthLimitExceeded)
  }

  @Test func deepDocumentsWithARaisedLimitMaterializeWithoutRecursion() throws {
    let depth = 5_000
    let text = String(repeating: "[{\"k\":", count: depth) + "7" + String(repeating: "}]", count: depth)
    var value: Any = try readJSON(text, maxDepth: 2 * depth)
    for _ in 0..<depth {
      let array = try #require(value as? [Any])
      #expect(array.count == 1)
      let object = try #require(array[0] as? [String: Any])
      value = try #require(object["k"])
    }
    #expect(value as? Int == 7)
  }

  @Test func tenMegabyteStringParses() throws {
    let chunk = Array("abcdefghij0123456789 é日🎉 \\n \\u00e9 \\\" end|".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "\"")]
    bytes.reserveCapacity(10_500_000)
    while bytes.count < 10_000_000 { bytes.append(contentsOf: chunk) }
    bytes.append(UInt8(ascii: "\""))
    let value = try #require(try JSONReader.parse(bytes) as? String)
    let expectedChunk = "abcdefghij0123456789 é日🎉 \n é \" end|"
    let repetitions = (bytes.count - 2) / chunk.count
    #expect(value.utf8.count == repetitions * expectedChunk.utf8.count)
    #expect(value.hasPrefix(expectedChunk + expectedChunk))
    #expect(value.hasSuffix(expectedChunk))

    let plain = [UInt8(ascii: "\"")] + [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000) + [UInt8(ascii: "\"")]
    #expect((try JSONReader.parse(plain) as? String)?.utf8.count == 10_000_000)
  }

  @Test func invalidUTF8IsRejected() {
    let cases: [[UInt8]] = [
      [0xFF], [0xC3, 0x28], [0x80], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x8E],
      [0xC3], [0xE9, 0x74, 0x65],
    ]
    for sequence in cases {
      let bytes = [UInt8(ascii: "["), UInt8(ascii: "\"")] + sequence + Array("\"]".utf8)
      let error = readError(bytes)
      #expect(error?.kind == .invalidUTF8, "\(sequence)")
      #expect(error?.offset == 2, "\(sequence)")
    }
    // The same inside keys, after escapes, and outside strings.
    #expect(readError([UInt8(ascii: "{"), 0x22, 0xFF, 0x22] + Array(":1}".utf8))?.kind == .invalidUTF8)
    #expect(readError(Array("\"\\n".utf8) + [0xC3, 0x28, 0x22])?.kind == .invalidUTF8)
    #expect(readError([0xC3, 0xA9])?.kind == .unexpectedCharacter(0xC3))
    // Valid multi-byte sequences at the edges of each range are accepted.
    let valid: [[UInt8]] = [
      [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
      [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ]
    for sequence in valid {
      #expect(readError([0x22] + sequence + [0x22]) == nil, "\(sequence)")
    }
  }

  @Test func truncatedInputIsRejected() throws {
    let text = #"{"a":[1,-2.5e3,"x\u00e9\ud83c\udf89é",true,false,null,{"b":{}},[]],"c":"日本","d":18446744073709551616}"#
    let bytes = Array(text.utf8)
    #expect(readError(bytes) == nil)
    for length in 0..<bytes.count {
      #expect(readError(Array(bytes[0..<length])) != nil, "prefix of \(length) bytes should be rejected")
    }
  }

  @Test func rawControlCharactersInStringsAreRejected() {
    for byte in UInt8(0)..<0x20 {
      let error = readError([0x22, UInt8(ascii: "a"), byte, 0x22])
      #expect(error?.kind == .controlCharacterInString, "byte \(byte)")
      #expect(error?.offset == 2)
    }
    #expect(readError([0x22, 0x7F, 0x22]) == nil)
  }

  @Test func emptyBuffersAreRejectedCleanly() {
    #expect(readError([UInt8]())?.kind == .unexpectedEnd)
    #expect(throws: JSONReadError.self) { try JSONReader.parse(Data()) }
    #expect(throws: JSONReadError.self) { try JSONReader.parse(UnsafeRawBufferPointer(start: nil, count: 0)) }
  }

  @Test func randomGarbageNeverCrashes() {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet = Array("{}[],:\"\\ 0123456789.eE+-truefalsnul\u{00}\t\n".utf8) + [0xC3, 0xA9, 0xFF, 0xE2, 0x82, 0xAC]
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 24)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      // Either outcome is fine; the reader must not crash, and tape and parse must agree on acceptance.
      let error = readError(bytes)
      let tapeError: JSONReadError?
      do {
        _ = try bytes.withUnsafeBytes { try JSONTape(parsing: $0) }
        tapeError = nil
      } catch {
        tapeError = error as? JSONReadError
      }
      #expect(error == tapeError)
    }
  }
}
