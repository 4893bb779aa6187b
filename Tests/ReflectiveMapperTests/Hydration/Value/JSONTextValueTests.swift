import Foundation
import ReflectiveMapper
import Testing

struct JTOwner: ReflectiveModel {
  var name = ""
  var balance = Decimal(0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \JTOwner.name, "balance": \JTOwner.balance] }
}

final class JTRecord: ReflectiveModel {
  var owner: JTOwner?
  var tags: [String] = []
  var scores: [String: Int] = [:]
  var note = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["owner": \JTRecord.owner, "tags": \JTRecord.tags, "scores": \JTRecord.scores, "note": \JTRecord.note]
  }
}

/// JSON text inside a string is read as the model, array or dictionary the property is
/// (SmartCodable's nested JSON strings), exactly; output writes the value itself.
@Suite struct JSONTextValueTests {
  let text =
    #"{"owner":"{\"name\":\"Ada\",\"balance\":12345678901234567890.123456789}","tags":"[\"a\",\"b\"]","scores":" {\"x\": 2}","note":"{not json"}"#

  @Test func jsonTextReadsAsTheModelArrayOrDictionaryExactly() throws {
    let registry = MappingRegistry()
    let fromBytes = try JTRecord(jsonData: Data(text.utf8), registry: registry)
    let parsed = try #require(try JSONParser.parse(Data(text.utf8)) as? [String: Any])
    let fromDictionary = try JTRecord(dictionary: parsed, registry: registry)
    for record in [fromBytes, fromDictionary] {
      #expect(record.owner?.name == "Ada")
      #expect(record.owner?.balance == Decimal(string: "12345678901234567890.123456789"))
      #expect(record.tags == ["a", "b"])
      #expect(record.scores == ["x": 2])
      // A String property keeps its text, JSON-looking or not.
      #expect(record.note == "{not json")
    }
    // Written back as the values themselves, which read back the same.
    let written = try fromBytes.jsonData(registry: registry, options: .sortedKeys)
    #expect(
      String(decoding: written, as: UTF8.self)
        == #"{"note":"{not json","owner":{"balance":12345678901234567890.123456789,"name":"Ada"},"scores":{"x":2},"tags":["a","b"]}"#)
    let again = try JTRecord(jsonData: written, registry: registry)
    #expect(again.owner?.balance == fromBytes.owner?.balance && again.tags == fromBytes.tags)
  }

  @Test func textThatIsNotJSONIsTheUsualMismatch() throws {
    var issues: [MappingError] = []
    let record = try JTRecord(jsonData: Data(#"{"owner":"{broken","tags":"[1,"}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(record.owner == nil && record.tags.isEmpty)
    #expect(issues.map(\.path) == ["owner", "tags"])
    #expect(issues.allSatisfy { $0.reason.code == "typeMismatch" })
  }

  @Test func strictModeRefusesJSONText() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    let error = try #require(throws: MappingError.self) { try JTRecord(jsonData: Data(#"{"tags":"[\"a\"]"}"#.utf8), registry: registry) }
    #expect(error.path == "tags")
    let model = try #require(throws: MappingError.self) {
      try JTRecord(dictionary: ["owner": #"{"name":"x"}"#], registry: registry)
    }
    #expect(model.path == "owner")
  }
}
