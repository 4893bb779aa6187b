import Foundation
import Testing

@testable import ReflectiveMapper

/// The key table finds each key's hydrator by its bytes, eight at a time plus a tail: every
/// length and every differing byte position must still tell keys apart.
@Suite struct HydratorKeyTableTests {
  /// Keys of every length from 0 to 40, and for each a twin differing only in one byte
  /// (the first, the middle or the last), so word, half-word and byte comparisons all count.
  func keys() -> [String] {
    var keys: [String] = []
    for length in 0...40 {
      let base = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
      keys.append(base)
      for position in Set([0, length / 2, length - 1]) where length > 0 {
        var bytes = Array(base.utf8)
        bytes[position] = UInt8(ascii: "Z")
        keys.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    return Array(Set(keys)).sorted()
  }

  @Test func everyKeyFindsItsOwnSlotAndNothingElseMatches() {
    let keys = keys()
    let table = HydratorKeyTable(keys: keys.enumerated().map { (key: $1, hydrator: $0, rank: 0) })
    for (hydrator, key) in keys.enumerated() {
      #expect(table.match(key)?.hydrator == hydrator, "\(key)")
      var copy = key
      let fromBytes = copy.withUTF8 { table.match(UnsafeRawBufferPointer($0)) }
      #expect(fromBytes?.hydrator == hydrator, "\(key) from bytes")
      #expect(table.match(key + "!") == nil, "\(key)! is not a key")
    }
    #expect(table.match("Zz") == nil)
  }

  @Test func aKeyListedTwiceBelongsToTheFirstSlotAndKeepsItsLowestRank() {
    let table = HydratorKeyTable(keys: [("name", 3, 1), ("name", 3, 0), ("name", 5, 0), ("title", 5, 2)])
    #expect(table.match("name")?.hydrator == 3)
    #expect(table.match("name")?.rank == 0)
    #expect(table.match("title")?.rank == 2)
  }

  @Test func nonASCIIKeysMatchByCanonicalEquivalence() {
    let table = HydratorKeyTable(keys: [("caf\u{E9}", 0, 0), ("\u{212B}ngstr\u{F6}m", 1, 0)])
    #expect(table.match("cafe\u{301}")?.hydrator == 0)
    #expect(table.match("\u{C5}ngstro\u{308}m")?.hydrator == 1)
    #expect(table.match("cafe") == nil)
  }
}
