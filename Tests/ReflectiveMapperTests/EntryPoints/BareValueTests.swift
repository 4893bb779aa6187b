import Foundation
import ReflectiveMapper
import Testing

/// A bare value as the whole document, in and out (KakaJSON's Coding cases).
@Suite struct BareValueTests {
  let registry = MappingRegistry()

  @Test func aStringADateAndAnArrayOfStringsRoundTrip() throws {
    #expect(try registry.value(String.self, fromJSON: Data(#""héllo""#.utf8)) == "héllo")
    #expect(String(decoding: try registry.jsonData(for: "héllo"), as: UTF8.self) == #""héllo""#)
    let date = try registry.value(Date.self, fromJSON: Data(#""2024-05-01T12:00:00Z""#.utf8))
    #expect(date == Date(timeIntervalSince1970: 1_714_564_800))
    #expect(String(decoding: try registry.jsonData(for: date), as: UTF8.self) == #""2024-05-01T12:00:00Z""#)
    let tags = try registry.value([String].self, fromJSON: Data(#"["a","b"]"#.utf8))
    #expect(tags == ["a", "b"])
    #expect(try registry.value([String].self, fromJSON: try registry.jsonData(for: tags)) == tags)
    #expect(try registry.jsonObject(for: tags) as? [String] == ["a", "b"])
    // Numbers, dictionaries and optionals too.
    #expect(try registry.value(Int.self, fromJSON: Data("42".utf8)) == 42)
    #expect(try registry.value([String: Int].self, fromJSON: Data(#"{"a":1}"#.utf8)) == ["a": 1])
    #expect(try registry.value(Int?.self, fromJSON: Data("null".utf8)) == nil)
    #expect(String(decoding: try registry.jsonData(for: [3, 1] as Set<Int>, options: .sortedKeys), as: UTF8.self).count == 5)
  }

  @Test func theRegistrysRulesApply() throws {
    let registry = MappingRegistry()
    registry.defaultDateStrategy = .secondsSince1970
    #expect(try registry.value(Date.self, fromJSON: Data("86400".utf8)) == Date(timeIntervalSince1970: 86400))
    #expect(String(decoding: try registry.jsonData(for: Date(timeIntervalSince1970: 60)), as: UTF8.self) == "60")
    #expect(try registry.value(Int.self, from: "7") == 7)
    registry.strictness = .strict
    #expect(throws: MappingError.self) { try registry.value(Int.self, from: "7") }
  }

  @Test func garbageIsAProblemAtThePathInsideTheValue() throws {
    let whole = try #require(throws: MappingError.self) { try registry.value(Int.self, fromJSON: Data(#""x""#.utf8)) }
    #expect(whole.path == "")
    #expect(whole.property == "Int")
    #expect(whole.isFatal)
    let null = try #require(throws: MappingError.self) { try registry.value(String.self, fromJSON: Data("null".utf8)) }
    #expect(null.path == "")
    var issues: [MappingError] = []
    let numbers = try registry.value([Int].self, fromJSON: Data(#"[1,"x",3]"#.utf8), issues: &issues)
    #expect(numbers == [1, 3])
    #expect(issues.map(\.path) == ["[1]"])
    #expect(issues.first?.property == "Array<Int>[1]")
    #expect(throws: MappingError.self) { try registry.value([Int].self, fromJSON: Data("[1,".utf8)) }
    let formless = try #require(throws: MappingError.self) { try registry.jsonData(for: [Double.nan]) }
    #expect(formless.path == "[0]")
  }
}
