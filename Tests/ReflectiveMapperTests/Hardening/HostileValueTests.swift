import Foundation
import ReflectiveMapper
import Testing

// `null` for every property type, bytes that are not UTF-8, a 10 MB string.

@Suite struct HostileValueTests {}

extension HostileValueTests {
  @Test(arguments: ModelKind.allCases)
  func nullForEveryPropertyTypeClearsOptionalsAndKeepsTheRest(_ kind: ModelKind) throws {
    try nullForEveryPropertyTypeClearsOptionalsAndKeepsTheRest(kind.hardEverything)
  }

  func nullForEveryPropertyTypeClearsOptionalsAndKeepsTheRest<M: HardEverythingModel>(_: M.Type) throws {
    let registry = MappingRegistry()
    var input: [String: Any] = [:]
    for key in HardEverything.nonOptional + HardEverything.optional { input[key] = NSNull() }
    let json = "{" + input.keys.sorted().map { "\"\($0)\":null" }.joined(separator: ",") + "}"

    var dictionaryIssues: [MappingError] = []
    let fromDictionary = try M(dictionary: input, registry: registry, issues: &dictionaryIssues)
    var bytesIssues: [MappingError] = []
    let fromBytes = try M(jsonData: Data(json.utf8), registry: registry, issues: &bytesIssues)

    for (model, issues) in [(fromDictionary, dictionaryIssues), (fromBytes, bytesIssues)] {
      // Every non-optional property reports `null` once, non-fatally, and keeps its value.
      #expect(Set(issues.map(\.path)) == Set(HardEverything.nonOptional))
      #expect(issues.count == HardEverything.nonOptional.count)
      for issue in issues {
        #expect(issue.reason.code == "nullValue", "\(issue)")
        #expect(issue.description.hasSuffix("; value kept"))
        #expect(!issue.isFatal)
        #expect(issue.property == "\(M.self).\(issue.path)")
      }
      let untouched = M()
      #expect(model.int == 7 && model.int8 == 7 && model.uint64 == 7 && model.double == 7 && model.float == 7 && model.bool)
      #expect(model.string == "kept" && model.decimal == 7 && model.date == untouched.date && model.url == untouched.url)
      #expect(model.uuid == untouched.uuid && model.data == Data([7]) && model.color == .green)
      #expect(model.leaves.count == 1 && model.numbers == [7] && model.tags == ["kept"] && model.table == ["kept": 7])
      #expect(model.list.count == 1 && model.object["kept"] as? Int == 7)
      // Optionals are cleared.
      #expect(model.optionalInt == nil && model.optionalDouble == nil && model.optionalString == nil)
      #expect(model.optionalDate == nil && model.optionalURL == nil && model.optionalColor == nil)
      #expect(model.optionalLeaf == nil && model.optionalNumbers == nil && model.optionalAnything == nil)
      // A non-optional `Any` keeps its value too (an optional one is cleared).
      #expect(model.anything as? Int == 7)
    }
    #expect(dictionaryIssues.map(\.summary).sorted() == bytesIssues.map(\.summary).sorted())
  }

  @Test(arguments: ModelKind.allCases)
  func nullInsideCollectionsDropsTheElementOrKeepsItWhenOptional(_ kind: ModelKind) throws {
    try nullInsideCollectionsDropsTheElementOrKeepsItWhenOptional(kind.hardEverything)
  }

  func nullInsideCollectionsDropsTheElementOrKeepsItWhenOptional<M: HardEverythingModel>(_: M.Type) throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let model = try M(
      dictionary: ["numbers": [1, NSNull(), 3], "leaves": [NSNull(), ["name": "x"]], "table": ["a": NSNull(), "b": 2], "list": [NSNull()]],
      registry: registry, issues: &issues)
    #expect(model.numbers == [1, 3])
    #expect(model.leaves.map(\.name) == ["x"])
    #expect(model.table == ["b": 2])
    #expect(model.list.count == 1 && model.list[0] is NSNull)
    #expect(Set(issues.map(\.path)) == ["numbers[1]", "leaves[0]", "table.a"])
    #expect(issues.allSatisfy { $0.reason.code == "nullElement" && !$0.isFatal })
  }

  @Test(
    arguments: [
      [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xF0, 0x9F, 0x98],
    ] as [[UInt8]])
  func bytesThatAreNotUTF8AreInvalidJSON(bad: [UInt8]) throws {
    for document in [
      Array(#"{"name":""#.utf8) + bad + Array(#""}"#.utf8),  // in a value
      Array(#"{""#.utf8) + bad + Array(#"":"x"}"#.utf8),  // in a key
      Array(#"{"name":"ok"} "#.utf8) + bad,  // after the document
    ] {
      let data = Data(document)
      let error = try #require(throws: MappingError.self, "\(bad)") { try HardLeaf(jsonData: data, registry: MappingRegistry()) }
      #expect(error.reason.code == "invalidJSON", "\(bad): \(error)")
      #expect(error.path == "")
      #expect(error.isFatal)
      let parserError = try #require(throws: MappingError.self) { try JSONParser.parse(data) }
      #expect(parserError.reason == error.reason)
    }
    // Inside a string value the reader names the problem.
    let error = try #require(throws: MappingError.self) {
      try HardLeaf(jsonData: Data(Array(#"{"name":""#.utf8) + bad + Array(#""}"#.utf8)), registry: MappingRegistry())
    }
    #expect(error.description.contains("invalid UTF-8"), "\(error)")
  }

  @Test func unpairedSurrogateEscapesAreInvalidAndPairsAreDecoded() throws {
    for text in [#"{"name":"\ud800"}"#, #"{"name":"\udc00x"}"#, #"{"name":"\ud800\u0041"}"#] {
      let error = try #require(throws: MappingError.self, "\(text)") { try HardLeaf(jsonData: Data(text.utf8), registry: MappingRegistry()) }
      #expect(error.description.contains("unpaired UTF-16 surrogate escape"), "\(error)")
    }
    let leaf = try HardLeaf(jsonData: Data(#"{"name":"\ud83d\ude00"}"#.utf8), registry: MappingRegistry())
    #expect(leaf.name == "😀")
  }

  @Test func foundationStringsWithLoneSurrogatesAreWrittenAsValidJSON() throws {
    let registry = MappingRegistry()
    let broken = NSString(characters: [0x61, 0xD800, 0x62], length: 3)
    let leaf = try HardLeaf(dictionary: ["name": broken], registry: registry)
    #expect(leaf.name.unicodeScalars.count == 3)
    let bytes = try leaf.jsonData(registry: registry)
    let reparsed = try #require(try JSONParser.parse(bytes) as? [String: Any])
    #expect(reparsed["name"] as? String == leaf.name)
  }

  @Test func tenMegabyteStringIsMappedWrittenAndTruncatedInMessages() throws {
    let registry = MappingRegistry()
    let big = String(repeating: "abcdefghij", count: 1_000_000)
    var bytes = Data(#"{"string":""#.utf8)
    bytes.append(Data(big.utf8))
    bytes.append(Data(#"","int":""#.utf8))
    bytes.append(Data(big.utf8))
    bytes.append(Data(#""}"#.utf8))
    #expect(bytes.count > 20_000_000)

    var issues: [MappingError] = []
    let model = try HardEverything(jsonData: bytes, registry: registry, issues: &issues)
    #expect(model.string.utf8.count == 10_000_000)
    #expect(model.string == big)
    #expect(model.int == 7)
    let issue = try #require(Hostile.issue(at: "int", in: issues))
    #expect(issue.reason.code == "typeMismatch")
    #expect(issue.description.count < 200, "\(issue.description.count) characters")

    let written = try model.jsonData(registry: registry)
    #expect(written.count > 10_000_000)
    let again = try HardEverything(jsonData: written, registry: registry)
    #expect(again.string == big)
  }
}
