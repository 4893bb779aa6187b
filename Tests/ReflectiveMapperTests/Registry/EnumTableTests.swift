import Foundation
import ReflectiveMapper
import Testing

/// `Adapter.table`: enumerations without raw values read and written through a table.
@Suite struct EnumTableTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Gauge.self) { m in
      m.adapters["level"] = .table([0: Tier.zero, 1: .one, 2: .two, "none": .zero], fallback: .unknown)
      m.adapters["flag"] = .table([true: Tier.one, false: Tier.zero])
    }
    return registry
  }

  @Test func keysMayBeIntegersBooleansOrStringsAndAreWrittenBackAsTheirKind() throws {
    let registry = try registry()
    for input in [BothInputs(#"{"level": 2, "flag": true}"#), BothInputs(#"{"level": "2", "flag": "true"}"#)] {
      let fromDictionary = try Gauge(dictionary: input.dictionary, registry: registry)
      let fromBytes = try Gauge(jsonData: input.data, registry: registry)
      #expect(fromDictionary.level == .two && fromBytes.level == .two)
      #expect(fromDictionary.flag == .one && fromBytes.flag == .one)
    }
    #expect(try Gauge(dictionary: ["level": "NONE"], registry: registry).level == .zero)
    let reading = try Gauge(dictionary: ["level": 1, "flag": false], registry: registry)
    let object = try reading.jsonObject(registry: registry)
    #expect(object["level"] as? Int == 1)  // a number comes back a number, not "1"
    #expect(object["flag"] as? Bool == false)
    #expect(try reading.jsonString(registry: registry, options: .sortedKeys).contains(#""flag":false"#))
    #expect(try reading.jsonString(registry: registry, options: .sortedKeys).contains(#""level":1"#))
  }

  @Test func theFallbackOfAnEnumWithoutRawValuesIsWrittenByNameAndReadsBack() throws {
    let registry = try registry()
    let reading = try Gauge(dictionary: ["level": 9], registry: registry)
    #expect(reading.level == .unknown)
    let object = try reading.jsonObject(registry: registry)
    #expect(object["level"] as? String == "unknown")
    #expect(try Gauge(dictionary: object, registry: registry).level == .unknown)
    #expect(try Gauge(jsonData: try reading.jsonData(registry: registry), registry: registry).level == .unknown)
    // A case the table neither lists nor falls back to still has no JSON form.
    let strict = MappingRegistry()
    try strict.register(Gauge.self) { m in m.adapters["level"] = .table([0: Tier.zero]) }
    reading.level = .two
    let noKey = try #require(throws: MappingError.self) { try reading.jsonObject(registry: strict) }
    #expect(noKey.reason.code == "notJSONEncodable" && noKey.path == "level")
  }

  @Test func stringKeyedTablesStillMatchNumbersByText() throws {
    let registry = MappingRegistry()
    try registry.register(Gauge.self) { m in m.adapters["level"] = .table(["1": Tier.one, "2": .two]) }
    #expect(try Gauge(dictionary: ["level": 2], registry: registry).level == .two)
    var issues: [MappingError] = []
    _ = try Gauge(dictionary: ["level": 3], registry: registry, issues: &issues)
    #expect(issues.first?.reason.code == "invalidValue" && issues.first?.path == "level")
    #expect(issues.first?.reason.description.contains("one of 1, 2") == true)
  }

  @Test func aRegistryWideTableReadsAndWritesATypeWhereverItIsHeld() throws {
    let registry = MappingRegistry()
    registry.registerTable(Urgency.self, ["low": .low, 1: .low, "l": .low, "high": .high, 3: .high, true: .high])
    let json = #"{"priority": "L", "priorities": [1, "high", true, 3, "low"], "byName": {"a": "l"}, "maybe": null}"#
    let expected = TableHolder(priority: .low, priorities: [.low, .high, .high, .high, .low], byName: ["a": .low], maybe: nil)
    #expect(try TableHolder(jsonData: Data(json.utf8), registry: registry) == expected)
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    #expect(try TableHolder(dictionary: dictionary, registry: registry) == expected)
    // Written as the first key of each case, as its own kind; read back the same.
    let written = try expected.jsonString(registry: registry, options: .sortedKeys)
    #expect(written == #"{"byName":{"a":"low"},"priorities":["low","high","high","high","low"],"priority":"low"}"#)
    #expect(try registry.value([Urgency].self, fromJSON: Data(#"[3, "LOW"]"#.utf8)) == [.high, .low])
    // An unlisted value is a problem at its path; a property's own adapter comes first.
    var issues: [MappingError] = []
    let partial = try TableHolder(jsonData: Data(#"{"priority": "urgent", "priorities": [2, "low"]}"#.utf8), registry: registry, issues: &issues)
    #expect(partial.priority == .high && partial.priorities == [.low])
    #expect(issues.map(\.path).sorted() == ["priorities[0]", "priority"])
    try registry.register(TableHolder.self) { m in m.adapters["priority"] = .table(["urgent": Urgency.high]) }
    #expect(try TableHolder(dictionary: ["priority": "urgent"], registry: registry).priority == .high)
    let schema = String(describing: registry.jsonSchema(for: TableHolder.self))
    #expect(schema.contains("\"l\"") && schema.contains("enum"))
  }
}
