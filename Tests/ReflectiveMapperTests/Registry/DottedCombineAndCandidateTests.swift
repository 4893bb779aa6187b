import Foundation
import ReflectiveMapper
import Testing

/// Dotted paths in `combine` and in candidate keys, both ways.
@Suite struct DottedCombineAndCandidateTests {
  @Test func combineReadsAndWritesDottedKeys() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in
      m.combine(["nested.location", "nested.length"], into: "location") { parts in
        "\(parts[0] ?? "?")@\(parts[1] ?? "?")"
      } split: { value in
        let parts = (value as! String).split(separator: "@").map(String.init)
        return [parts[0], Int(parts[1])]
      }
    }
    let input = BothInputs(#"{"nested": {"location": "here", "length": 4}}"#)
    for reading in [try Reading(dictionary: input.dictionary, registry: registry), try Reading(jsonData: input.data, registry: registry)] {
      #expect(reading.location == "here@4")
      let object = try reading.jsonObject(registry: registry)
      #expect(jsonEqual(object["nested"]!, ["location": "here", "length": 4]))
      let written = try JSONSerialization.jsonObject(with: try reading.jsonData(registry: registry)) as! [String: Any]
      #expect(jsonEqual(written["nested"]!, ["location": "here", "length": 4]))
    }
  }

  @Test func candidateKeysMayBeDottedPaths() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in m.candidateKeys["code"] = ["meta.code", "code", "legacy.codes.0"] }
    for (text, expected) in [
      (#"{"meta": {"code": "a"}, "code": "b"}"#, "a"), (#"{"code": "b"}"#, "b"), (#"{"legacy": {"codes": ["c"]}}"#, "c"),
    ] {
      let input = BothInputs(text)
      #expect(try Reading(dictionary: input.dictionary, registry: registry).code == expected)
      #expect(try Reading(jsonData: input.data, registry: registry).code == expected)
    }
    let reading = try Reading(dictionary: ["code": "b"], registry: registry)
    #expect(jsonEqual(try reading.jsonObject(registry: registry)["meta"]!, ["code": "b"]))  // output writes the first
  }
}
