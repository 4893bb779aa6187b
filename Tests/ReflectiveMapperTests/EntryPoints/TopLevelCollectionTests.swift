import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// Issue 12 §2: arrays and dictionaries of models in and out, JSON text.
@Suite struct TopLevelCollectionTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(LineItem.self) { m in m.keyStrategy = .snakeCase }
    return registry
  }

  static let items = BothInputs(#"[{"sku": "a-1", "unit_price": 2.5, "quantity": 3}, {"sku": "b-2", "unit_price": 10, "quantity": 1}]"#)

  func describe(_ items: [LineItem]) -> [String] { items.map { "\($0.sku):\($0.unitPrice):\($0.quantity)" } }

  @Test func anArrayOfModelsRoundTripsThroughJSONObjectsOnBothEntryPoints() throws {
    let registry = try registry()
    let fromDictionaries = try [LineItem](dictionaries: Self.items.array, registry: registry)
    let fromBytes = try [LineItem](jsonData: Self.items.data, registry: registry)
    #expect(describe(fromDictionaries) == ["a-1:2.5:3", "b-2:10.0:1"])
    #expect(describe(fromBytes) == describe(fromDictionaries))

    let objects = try fromBytes.jsonObject(registry: registry)
    #expect(objects.count == 2)
    #expect(objects[0]["unit_price"] as? Double == 2.5)
    #expect(objects[0]["unitPrice"] == nil)
    #expect(jsonEqual(objects, Self.items.array))
    let again = try [LineItem](dictionaries: objects, registry: registry)
    #expect(describe(again) == describe(fromBytes))
    #expect(jsonEqual(try again.jsonObject(registry: registry), objects))
  }

  @Test func anArrayOfModelsRoundTripsThroughJSONBytesAndText() throws {
    let registry = try registry()
    let items = try [LineItem](jsonData: Self.items.data, registry: registry)
    let data = try items.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"quantity":3,"sku":"a-1","unit_price":2.5},{"quantity":1,"sku":"b-2","unit_price":10}]"#)
    #expect(describe(try [LineItem](jsonData: data, registry: registry)) == describe(items))
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), try items.jsonObject(registry: registry)))

    let pretty = try items.jsonString(registry: registry, prettyPrinted: true, options: .sortedKeys)
    #expect(pretty.hasPrefix("[\n  {\n    \"quantity\": 3,\n"))
    #expect(describe(try [LineItem](jsonString: pretty, registry: registry)) == describe(items))
    #expect(try [LineItem]().jsonString(registry: registry) == "[]")
    #expect(try [LineItem]().jsonObject(registry: registry).isEmpty)
  }

  @Test func anOutputFailureNamesTheElementIndex() throws {
    let registry = try registry()
    let items = [LineItem(), LineItem()]
    items[1].unitPrice = .nan
    let fromObject = try #require(throws: MappingError.self) { try items.jsonObject(registry: registry) }
    #expect(fromObject.path == "[1].unit_price")
    #expect(fromObject.property == "[LineItem][1].unitPrice")
    let fromData = try #require(throws: MappingError.self) { try items.jsonData(registry: registry) }
    #expect(fromData.path == "[1].unit_price")
  }

  @Test func aDictionaryOfModelsRoundTripsOnBothEntryPoints() throws {
    let registry = try registry()
    let input = BothInputs(#"{"x": {"sku": "a", "quantity": 1}, "y": {"sku": "b", "quantity": 2}, "bad": 7}"#)
    var issues: [MappingError] = []
    let fromDictionary = try [String: LineItem](dictionaries: input.dictionary, registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["bad"])
    #expect(issues.allSatisfy { !$0.isFatal })
    var byteIssues: [MappingError] = []
    let fromBytes = try [String: LineItem](jsonData: input.data, registry: registry, issues: &byteIssues)
    #expect(byteIssues == issues)
    #expect(fromDictionary.mapValues(\.sku) == ["x": "a", "y": "b"])
    #expect(fromBytes.mapValues(\.quantity) == ["x": 1, "y": 2])

    let objects = try fromBytes.jsonObject(registry: registry)
    #expect(objects["x"]?["sku"] as? String == "a")
    #expect(objects["y"]?["unit_price"] as? Double == 0)
    let data = try fromBytes.jsonData(registry: registry, options: .sortedKeys)
    #expect(
      String(decoding: data, as: UTF8.self) == #"{"x":{"quantity":1,"sku":"a","unit_price":0},"y":{"quantity":2,"sku":"b","unit_price":0}}"#)
    let again = try [String: LineItem](jsonData: data, registry: registry)
    #expect(again.mapValues(\.sku) == fromBytes.mapValues(\.sku))
    #expect(jsonEqual(try again.jsonObject(registry: registry), objects))
    let text = try again.jsonString(registry: registry)
    #expect(try [String: LineItem](jsonString: text, registry: registry).mapValues(\.quantity) == ["x": 1, "y": 2])
    #expect(try [String: LineItem](dictionaries: objects, registry: registry).count == 2)
    var textIssues: [MappingError] = []
    _ = try [String: LineItem](jsonString: input.text, registry: registry, issues: &textIssues)
    #expect(textIssues == issues)
  }

  @Test func topLevelShapesThatAreNotCollectionsOfObjectsAreErrors() throws {
    let registry = try registry()
    let arrayForDictionary = try #require(throws: MappingError.self) { try [String: LineItem](jsonData: Data("[1]".utf8), registry: registry) }
    #expect(arrayForDictionary.reason.code == "typeMismatch" && arrayForDictionary.path.isEmpty)
    let objectForArray = try #require(throws: MappingError.self) { try [LineItem](jsonData: Data("{}".utf8), registry: registry) }
    #expect(objectForArray.reason.code == "typeMismatch" && objectForArray.path.isEmpty)
    let truncated = try #require(throws: MappingError.self) { try [LineItem](jsonString: "[{", registry: registry) }
    #expect(truncated.reason.code == "invalidJSON")
    let number = try #require(throws: MappingError.self) { try LineItem(jsonString: "7", registry: registry) }
    #expect(number.reason.code == "typeMismatch" && number.path.isEmpty)
  }

  @Test func oneModelReadsAndWritesJSONText() throws {
    let registry = try registry()
    let item = try LineItem(jsonString: #"{"sku": "ü-1", "unit_price": "4.25"}"#, registry: registry)
    #expect(item.sku == "ü-1")
    #expect(item.unitPrice == 4.25)
    let text = try item.jsonString(registry: registry, options: .sortedKeys)
    #expect(text == #"{"quantity":0,"sku":"ü-1","unit_price":4.25}"#)
    var issues: [MappingError] = []
    let again = try LineItem(jsonString: text, registry: registry, issues: &issues)
    #expect(issues.isEmpty)
    #expect(again.sku == item.sku)
  }
}

extension TopLevelCollectionTests {
  @Test func aLoneObjectIsAOneElementArrayOnlyWhenTheCallAsks() throws {
    let registry = MappingRegistry()
    let lone = #"{"name": "granite"}"#
    let single = try #require(throws: MappingError.self) { try [Rock](jsonString: lone, registry: registry) }
    #expect(single.reason.code == "typeMismatch" && single.path.isEmpty)
    let wrapping = MappingContext(wrapsLoneObject: true)
    let rocks = try [Rock](jsonString: lone, registry: registry, context: wrapping)
    #expect(rocks.map(\.name) == ["granite"])
    #expect(try [Rock](jsonData: Data(#"[{"name": "a"}, {"name": "b"}]"#.utf8), registry: registry, context: wrapping).count == 2)
    // Other top-level values are still refused, with the option on.
    let wrapped = try #require(throws: MappingError.self) { try [Rock](jsonString: "7", registry: registry, context: wrapping) }
    #expect(wrapped.reason.code == "typeMismatch" && wrapped.path.isEmpty)
    var issues: [MappingError] = []
    _ = try [Reading](jsonString: #"{"ratio": "x"}"#, registry: registry, context: wrapping, issues: &issues)
    #expect(issues.map(\.path) == ["[0].ratio"])
  }
}
