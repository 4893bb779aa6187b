import Foundation
import ReflectiveMapper
import Testing

/// Issue "server use" §3: the JSON entry points read any contiguous bytes in place.
@Suite struct ByteInputTests {
  static let objectText = #"{"title": "batch", "labels": [{"id": 1, "name": "a"}, {"id": "x", "name": "b"}]}"#
  static let arrayText = #"[{"id": 1, "name": "a"}, {"id": 2}, 7]"#

  func describe(_ batch: LabelBatch) -> [String] {
    [batch.title] + batch.labels.map { "\($0.id):\($0.name)" }
  }

  @Test func everyByteContainerGivesWhatDataGives() throws {
    let registry = MappingRegistry()
    let data = Data(Self.objectText.utf8)
    var expectedIssues: [MappingError] = []
    let expected = describe(try LabelBatch(jsonData: data, registry: registry, issues: &expectedIssues))
    #expect(expected == ["batch", "1:a", "0:b"])
    #expect(expectedIssues.count == 1)

    let bytes = [UInt8](Self.objectText.utf8)
    var issues: [MappingError] = []
    #expect(describe(try LabelBatch(jsonData: bytes, registry: registry, issues: &issues)) == expected)
    #expect(describe(try LabelBatch(jsonData: bytes[...], registry: registry)) == expected)
    #expect(describe(try LabelBatch(jsonData: ContiguousArray(bytes), registry: registry)) == expected)
    let fromBuffer = try bytes.withUnsafeBytes { buffer in
      try LabelBatch(jsonData: buffer, registry: registry, issues: &issues)
    }
    #expect(describe(fromBuffer) == expected)
    #expect(issues == expectedIssues + expectedIssues)

    let updated = LabelBatch()
    try updated.setValues(fromJSON: bytes, registry: registry)
    #expect(describe(updated) == expected)
  }

  @Test func aSliceInTheMiddleOfABufferReadsOnlyItsBytes() throws {
    // A request buffer with framing around the body, handed over without a copy.
    let framed = [UInt8]("HEADER".utf8) + [UInt8](Self.objectText.utf8) + [UInt8]("TRAILER".utf8)
    let body = framed[6..<(framed.count - 7)]
    #expect(describe(try LabelBatch(jsonData: body, registry: MappingRegistry())) == ["batch", "1:a", "0:b"])
    let whole = try #require(throws: MappingError.self) { try LabelBatch(jsonData: framed, registry: MappingRegistry()) }
    guard case .invalidJSON = whole.reason else {
      Issue.record("framing bytes must be invalid JSON")
      return
    }
  }

  @Test func arraysAndTheParserAcceptBytesToo() throws {
    let registry = MappingRegistry()
    let data = Data(Self.arrayText.utf8)
    var fromData: [MappingError] = []
    let labels = try [Label](jsonData: data, registry: registry, issues: &fromData)
    var fromBytes: [MappingError] = []
    let fromArray = try [Label](jsonData: [UInt8](Self.arrayText.utf8), registry: registry, issues: &fromBytes)
    #expect(labels.map(\.id) == fromArray.map(\.id))
    #expect(fromData == fromBytes)
    #expect(fromData.map(\.path) == ["[2]"])

    let parsed = try #require(try JSONParser.parse([UInt8](Self.arrayText.utf8)) as? [Any])
    let parsedFromData = try #require(try JSONParser.parse(data) as? [Any])
    #expect(parsed.count == 3 && parsedFromData.count == 3)
    #expect((parsed[0] as? [String: Any])?["id"] as? Int == 1)
  }

  @Test func malformedBytesAreAMappingErrorWhateverTheContainer() throws {
    let broken: [UInt8] = Array(#"{"id": 1,"#.utf8)
    for run in [{ _ = try Label(jsonData: broken) }, { _ = try Label(jsonData: broken[...]) }, { _ = try JSONParser.parse(broken) }]
      as [() throws -> Void]
    {
      let error = try #require(throws: MappingError.self) { try run() }
      guard case .invalidJSON = error.reason else {
        Issue.record("expected invalid JSON, got \(error.reason)")
        continue
      }
    }
    let empty = try #require(throws: MappingError.self) { try Label(jsonData: [UInt8]()) }
    #expect(empty.reason.code == "invalidJSON")
  }
}
