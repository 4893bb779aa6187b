import Foundation
import ReflectiveMapper
import Testing

/// A nested model read from its owner's own object and written back into it (SmartCodable's
/// `@SmartFlat`, ReerCodable's `@FlatCoding`).
@Suite struct FlatteningTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(FLCustomer.self) { m in
      m.flattened = ["address"]
      m.unknownKeys = .fail
    }
    try registry.register(FLCustomerValue.self) { m in
      m.property(\.address) { $0.isFlattened = true }
      m.unknownKeys = .fail
    }
    return registry
  }

  let payload = #"{"id":1,"street":"Main St","city":"Springfield","billing":{"street":"B","city":"C"}}"#

  @Test func aFlattenedModelReadsItsOwnersObjectFromBytesAndDictionaries() throws {
    let registry = try registry()
    let parsed = try #require(try JSONParser.parse(Data(payload.utf8)) as? [String: Any])
    for customer in [try FLCustomer(jsonData: Data(payload.utf8), registry: registry), try FLCustomer(dictionary: parsed, registry: registry)] {
      #expect(customer.id == 1)
      #expect(customer.address.street == "Main St" && customer.address.city == "Springfield")
      // A key both read: each reads it.
      #expect(customer.city == "Springfield")
      #expect(customer.billing?.city == "C")
    }
    let value = try FLCustomerValue(jsonData: Data(#"{"id":2,"street":"S","city":"X"}"#.utf8), registry: registry)
    #expect(value.address.street == "S" && value.address.city == "X")
  }

  @Test func itsKeysAreMergedIntoTheOwnerOnOutputAndReadBack() throws {
    let registry = try registry()
    let customer = try FLCustomer(jsonData: Data(payload.utf8), registry: registry)
    customer.city = "Shelbyville"
    // The owner's own key wins a clash.
    for options in [OutputOptions(), .sortedKeys] {
      let data = try customer.jsonData(registry: registry, options: options)
      let object = try #require(try JSONParser.parse(data) as? [String: Any])
      #expect(Set(object.keys) == ["id", "street", "city", "billing"])
      #expect(object["city"] as? String == "Shelbyville" && object["street"] as? String == "Main St")
      var issues: [MappingError] = []
      let again = try FLCustomer(jsonData: data, registry: registry, issues: &issues)
      #expect(issues.isEmpty)
      #expect(again.address.street == "Main St" && again.billing?.street == "B")
    }
    let json = try FLCustomerValue(dictionary: ["id": 3, "street": "T"], registry: registry).jsonObject(registry: registry)
    #expect(json["street"] as? String == "T" && json["address"] == nil)
    // dictionaryRepresentation keeps the nested model under its property.
    #expect((customer.dictionaryRepresentation["address"] as? [String: Any])?["street"] as? String == "Main St")
  }

  @Test func unknownKeysAreStillUnknownAndProblemsHaveThePropertysPath() throws {
    let registry = try registry()
    let error = try #require(throws: MappingError.self) {
      try FLCustomer(jsonData: Data(#"{"id":1,"street":"x","zip":"9"}"#.utf8), registry: registry)
    }
    #expect(error.reason == .unknownKey("zip"))
    var issues: [MappingError] = []
    _ = try FLCustomerValue(jsonData: Data(#"{"id":1,"street":5,"city":[1]}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(issues.isEmpty)  // unregistered: not flattened, so street and city are unknown and ignored
    let flat = registry
    var flatIssues: [MappingError] = []
    _ = try FLCustomerValue(dictionary: ["id": 1, "city": [1]], registry: flat, issues: &flatIssues)
    #expect(flatIssues.map(\.property) == ["FLCustomerValue.address.city"])
    // The path is where the value is: the owner's own key.
    #expect(flatIssues.map(\.path) == ["city"])
    var fromBytes: [MappingError] = []
    _ = try FLCustomerValue(jsonData: Data(#"{"id":1,"city":[1]}"#.utf8), registry: flat, issues: &fromBytes)
    #expect(fromBytes == flatIssues)
  }

  @Test func onlyAModelCanBeFlattenedAndItHasNoKeyOfItsOwn() throws {
    let notAModel = try #require(throws: MappingError.self) { try MappingRegistry().register(FLCustomer.self) { $0.flattened = ["id"] } }
    #expect(notAModel.description.contains("the flattening setting does not fit this property"), "\(notAModel)")
    let keyed = try #require(throws: MappingError.self) {
      try MappingRegistry().register(FLCustomer.self) { m in
        m.flattened = ["address"]
        m.keys = ["addr": "address"]
      }
    }
    #expect(keyed.description.contains("no key of its own"), "\(keyed)")
  }
}

extension FlatteningTests {
  @Test func theJSONSchemaListsTheFlattenedKeysOnTheOwner() throws {
    let schema = try registry().jsonSchema(for: FLCustomer.self)
    let definitions = try #require(schema["$defs"] as? [String: Any])
    let customer = try #require(definitions["FLCustomer"] as? [String: Any] ?? schema as [String: Any]?)
    let properties = try #require(customer["properties"] as? [String: Any])
    #expect(Set(properties.keys) == ["id", "city", "street", "billing"])
  }
}
