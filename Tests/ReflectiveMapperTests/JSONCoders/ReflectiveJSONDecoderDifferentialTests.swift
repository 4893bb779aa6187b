import Foundation
import Testing

@testable import ReflectiveMapper

/// Seeded random documents through both decoders: the same value whenever both decode, and
/// never a crash.
@Suite struct ReflectiveJSONDecoderDifferentialTests {
  struct Record: Codable, Equatable {
    var i: Int
    var i8: Int8
    var u16: UInt16
    var i32: Int32
    var u64: UInt64
    var f: Float
    var d: Double
    var text: String
    var flag: Bool
    var maybe: Int?
    var list: [Double]
    var map: [String: Int8]
    var child: [Record]?
  }

  static func record(_ random: inout SplitMix64, depth: Int = 0) -> Record {
    func text(_ random: inout SplitMix64) -> String {
      let alphabet: [Character] = ["a", "é", "中", "😀", "\"", "\\", "\n", "\u{1}", "_", " ", "/"]
      return String((0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }
    return Record(
      i: .random(in: .min ... .max, using: &random), i8: .random(in: .min ... .max, using: &random),
      u16: .random(in: .min ... .max, using: &random), i32: .random(in: .min ... .max, using: &random),
      u64: .random(in: .min ... .max, using: &random),
      f: Float(bitPattern: UInt32.random(in: 0...0x7F7F_FFFF, using: &random)),
      d: Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &random)) * (Bool.random(using: &random) ? 1 : -1),
      text: text(&random), flag: .random(using: &random), maybe: Bool.random(using: &random) ? nil : .random(in: -9...9, using: &random),
      list: (0..<Int.random(in: 0...3, using: &random)).map { _ in Double.random(in: -1e6...1e6, using: &random) },
      map: Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ("k\($0)\(text(&random))", Int8($0)) }),
      child: depth < 2 && Bool.random(using: &random) ? [record(&random, depth: depth + 1)] : nil)
  }

  @Test func randomRecordsDecodeAsWithJSONDecoder() throws {
    var random = SplitMix64(seed: 0x39)
    for _ in 0..<200 {
      let value = Self.record(&random)
      let data = try JSONEncoder().encode(value)
      let ours = try ReflectiveJSONDecoder().decode(Record.self, from: data)
      #expect(ours == (try JSONDecoder().decode(Record.self, from: data)))
      #expect(ours == value || value.f.isNaN)
    }
  }

  /// Mutated bytes: an error or a value, never a crash; the same value as JSONDecoder's when
  /// both decode.
  @Test func mutatedDocumentsNeverCrash() throws {
    var random = SplitMix64(seed: 0x3939)
    let replacements = Array("{}[]\",:0123456789-+.eE \\u\u{0}ntrufalse".utf8) + [0xFF, 0xC3, 0xE2]
    var agreed = 0
    for _ in 0..<400 {
      var bytes = Array(try JSONEncoder().encode(Self.record(&random)))
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = replacements.randomElement(using: &random)!
        case 1: bytes.remove(at: position)
        default: bytes.insert(replacements.randomElement(using: &random)!, at: position)
        }
      }
      let data = Data(bytes)
      let ours = try? ReflectiveJSONDecoder().decode(Record.self, from: data)
      let theirs = try? JSONDecoder().decode(Record.self, from: data)
      if let ours, let theirs {
        #expect(ours == theirs, "\(String(decoding: bytes, as: UTF8.self))")
        agreed += 1
      }
    }
    #expect(agreed > 0)
  }
}
