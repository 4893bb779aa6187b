import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// What HandyJSON's users rely on: values that already have the property's type, booleans and
/// numbers as text, null into `Any`, and a Float kept a Float.
@Suite struct LenientConversionTests {
  @Test func valuesThatAlreadyHaveThePropertysTypeAreTakenAsTheyAre() throws {
    let rock = Rock()
    rock.name = "granite"
    var issues: [MappingError] = []
    let reading = try Reading(
      dictionary: ["leaf": rock, "leaves": [rock, ["name": "slate"]], "status": ReadingStatus.closed],
      registry: MappingRegistry(), issues: &issues)
    #expect(reading.leaf === rock)
    #expect(reading.leaves.first === rock && reading.leaves.last?.name == "slate")
    #expect(reading.status == .closed)
    #expect(issues.isEmpty)
    #expect(try Gauge(dictionary: ["level": Tier.two], registry: MappingRegistry()).level == .two)
    let optional: Rock? = rock
    #expect(try Reading(dictionary: ["leaf": optional as Any], registry: MappingRegistry()).leaf === rock)
  }

  @Test func booleansAndNumbersBecomeTextInStringAndNSStringProperties() throws {
    let input = BothInputs(#"{"code": true, "note": 47, "optionalNote": false}"#)
    for reading in [
      try Reading(dictionary: input.dictionary, registry: MappingRegistry()), try Reading(jsonData: input.data, registry: MappingRegistry()),
    ] {
      #expect(reading.code == "true")
      #expect(reading.note == "47")
      #expect(reading.optionalNote == "false")
      #expect(try reading.jsonObject(registry: MappingRegistry())["note"] as? String == "47")
    }
    #expect(try Reading(dictionary: ["optionalNote": NSNull()], registry: MappingRegistry()).optionalNote == nil)
    let strict = MappingRegistry()
    strict.strictness = .strict
    let bool = try #require(throws: MappingError.self) { try Reading(dictionary: ["code": true], registry: strict) }
    #expect(bool.reason.code == "typeMismatch" && bool.path == "code")
    let number = try #require(throws: MappingError.self) { try Reading(dictionary: ["note": 47], registry: strict) }
    #expect(number.reason.code == "typeMismatch" && number.path == "note")
  }

  @Test func nullIntoANonOptionalAnyKeepsTheValueWithAnIssue() throws {
    var issues: [MappingError] = []
    let reading = try Reading(jsonData: Data(#"{"anything": null}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(reading.anything as? Int == 7)
    #expect(issues.map(\.path) == ["anything"] && issues.first?.isFatal == false)
    #expect(try Reading(dictionary: ["anything": [1, NSNull()]], registry: MappingRegistry()).anything is [Any])
  }

  @Test func aFloatStaysAFloatInJSONObjects() throws {
    let reading = Reading()
    reading.ratio = 1.3
    reading.ratios = ["a": 1.3, "b": 0.1]
    let object = try reading.jsonObject(registry: MappingRegistry())
    #expect(object["ratio"] as? Float == 1.3)
    #expect(object["ratios"] as? [String: Float] == ["a": 1.3, "b": 0.1])
    #expect(try reading.jsonString(registry: MappingRegistry(), options: .sortedKeys).contains(#""ratio":1.3,"ratios":{"a":1.3,"b":0.1}"#))
    let back = try Reading(dictionary: object, registry: MappingRegistry())
    #expect(back.ratio == 1.3 && back.ratios == reading.ratios)
    // The largest Float: its shortest text reads back as it, from bytes and from jsonObject().
    reading.ratio = .greatestFiniteMagnitude
    let bytes = try reading.jsonData(registry: MappingRegistry())
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""ratio":3.4028235e+38"#))
    #expect(try Reading(jsonData: bytes, registry: MappingRegistry()).ratio == .greatestFiniteMagnitude)
    #expect(try reading.jsonObject(registry: MappingRegistry())["ratio"] as? Float == .greatestFiniteMagnitude)
  }
}
