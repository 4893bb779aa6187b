import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// A model with one of each thing a schema states: a table adapter, a default, a required key,
/// a dotted path, an index path, a `[String: Model]`, a `let`, a property discriminator.
final class SchemaShowcase: ReflectiveModel {
  enum Level: Equatable, Sendable { case low, high }
  enum Color: String, CaseIterable { case red, green }
  var id = 0
  var level = Level.low
  var color = Color.red
  var rating = 0
  var city = ""
  var firstLeg = ""
  var parts: [String: Part] = [:]
  var vehicles: [Vehicle] = []
  var updatedAt: Date?
  var code = ""
  let version = 1
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \SchemaShowcase.id, "level": \SchemaShowcase.level, "color": \SchemaShowcase.color, "rating": \SchemaShowcase.rating,
      "city": \SchemaShowcase.city, "firstLeg": \SchemaShowcase.firstLeg, "parts": \SchemaShowcase.parts,
      "vehicles": \SchemaShowcase.vehicles, "updatedAt": \SchemaShowcase.updatedAt, "code": \SchemaShowcase.code,
      "version": \SchemaShowcase.version,
    ]
  }
}

/// Schemas from the registry, checked by content and, with Python's `jsonschema`, against what
/// strict hydration accepts and refuses.
@Suite struct JSONSchemaTests {
  func showcaseRegistry(unknownKeys: UnknownKeyPolicy = .fail) throws -> MappingRegistry {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(SchemaShowcase.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["address.city": "city", "legs.0": "firstLeg"]
      m.adapters["level"] = .table(["low": SchemaShowcase.Level.low, "high": .high])
      m.defaults["rating"] = 3
      m.required = ["id"]
      m.typeResolvers["vehicles"] = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
      m.dateStrategies["updatedAt"] = .secondsSince1970
      m.adapters["code"] = Adapter { raw in
        guard let code = raw as? String, code.count == 3, code.allSatisfy(\.isLetter) else { throw CocoaError(.formatting) }
        return code.uppercased()
      }
      m.schemas["code"] = ["type": "string", "pattern": "^[a-zA-Z]{3}$"]
      m.unknownKeys = unknownKeys
    }
    return registry
  }

  func definition(_ schema: [String: Any], _ name: String) -> [String: Any] {
    (schema["$defs"] as? [String: Any])?[name] as? [String: Any] ?? [:]
  }

  func properties(_ definition: [String: Any]) -> [String: Any] { definition["properties"] as? [String: Any] ?? [:] }

  @Test func theSchemaStatesTheMapping() throws {
    let registry = try showcaseRegistry()
    let schema = registry.jsonSchema(for: SchemaShowcase.self)
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["$ref"] as? String == "#/$defs/SchemaShowcase")
    let showcase = definition(schema, "SchemaShowcase")
    let members = properties(showcase)
    #expect(members.keys.sorted() == ["address", "code", "color", "id", "legs", "level", "parts", "rating", "updated_at", "vehicles", "version"])
    #expect(showcase["required"] as? [String] == ["id"])
    #expect(showcase["additionalProperties"] as? Bool == false)
    #expect(members["id"] as? NSDictionary == ["type": "integer", "minimum": Int.min, "maximum": Int.max])
    #expect(members["level"] as? NSDictionary == ["enum": ["low", "high"]])
    #expect(members["color"] as? NSDictionary == ["type": "string", "enum": ["red", "green"]])
    #expect((members["rating"] as? [String: Any])?["default"] as? Int == 3)
    #expect(members["updated_at"] as? NSDictionary == ["type": ["number", "null"]])
    #expect(members["code"] as? NSDictionary == ["type": "string", "pattern": "^[a-zA-Z]{3}$"])
    #expect((members["version"] as? [String: Any])?["readOnly"] as? Bool == true)
    let address = try #require(members["address"] as? [String: Any])
    #expect(properties(address)["city"] as? NSDictionary == ["type": "string"])
    let legs = try #require(members["legs"] as? [String: Any])
    #expect(legs["type"] as? String == "array")
    #expect(legs["prefixItems"] as? NSArray == [["type": "string"]])
    #expect(members["parts"] as? NSDictionary == ["type": "object", "additionalProperties": ["$ref": "#/$defs/Part"]])
    let vehicles = try #require((members["vehicles"] as? [String: Any])?["items"] as? [String: Any])
    let branches = try #require(vehicles["oneOf"] as? [[String: Any]])
    #expect(branches.count == 3)
    #expect(branches[0]["properties"] as? NSDictionary == ["kind": ["const": "car"]])
    #expect(branches[0]["allOf"] as? NSArray == [["$ref": "#/$defs/Car"]])
    #expect(properties(definition(schema, "Car")).keys.sorted() == ["doors", "name", "wheels"])
  }

  @Test func openPropertiesAreNotedAndStatedOnesAreNot() throws {
    let registry = try showcaseRegistry()
    let notes = registry.issues(for: SchemaShowcase.self).filter { $0.summary.contains("JSON Schema") }
    #expect(notes.isEmpty, "the table knows its schema, `code` states one")
    let open = MappingRegistry()
    try open.register(SchemaShowcase.self) { m in m.adapters["code"] = Adapter { $0 } }
    #expect(open.issues(for: SchemaShowcase.self).filter { $0.summary.contains("JSON Schema") }.map(\.property) == ["SchemaShowcase.code"])
    #expect(properties(definition(open.jsonSchema(for: SchemaShowcase.self), "SchemaShowcase"))["code"] as? NSDictionary == [:])
  }

  @Test func recursiveModelsReferToThemselves() throws {
    let schema = MappingRegistry().jsonSchema(for: Person.self)
    let person = definition(schema, "Person")
    #expect(properties(person)["friends"] as? NSDictionary == ["type": "array", "items": ["$ref": "#/$defs/Person"]])
    #expect(properties(person)["favoriteObject"] as? NSDictionary == ["anyOf": [["$ref": "#/$defs/Rock"], ["type": "null"]]])
  }

  @Test func componentsShareDefinitionsForOpenAPI() throws {
    let registry = try showcaseRegistry()
    let components = registry.jsonSchemaComponents(for: [SchemaShowcase.self, Order.self])
    #expect(Set(components.keys).isSuperset(of: ["SchemaShowcase", "Order", "OrderCustomer", "Part", "Car", "Truck"]))
    let parts = properties(components["SchemaShowcase"] as? [String: Any] ?? [:])["parts"] as? [String: Any]
    #expect(parts?["additionalProperties"] as? NSDictionary == ["$ref": "#/components/schemas/Part"])
    let text = String(decoding: try registry.jsonSchemaData(for: Order.self), as: UTF8.self)
    #expect(text.hasPrefix(#"{"$defs":{"Order":"#))
  }
}

// MARK: - Against a real validator

extension JSONSchemaTests {
  /// Values that replace a member's value to make payloads strict hydration may refuse.
  static var foreignValues: [Any] { ["x", 47, 3.5, true, NSNull(), [Any](), [String: Any](), -1, 300, 1e300] }

  /// Checks that the schema accepts what strict hydration accepts and refuses `refused`.
  ///
  /// Every payload strict hydration accepts validates, and every one of `refused` (which it must
  /// refuse) fails. With `sweep`, each member of each payload (and of the objects it holds) is
  /// replaced by each of ``foreignValues`` and left out, and the first rule is checked on every
  /// such variant.
  func expectAgreement<M: ReflectiveModel>(
    _: M.Type, registry: MappingRegistry, valid: [[String: Any]], refused: [[String: Any]], sweep: Bool = true,
    formats: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let schema = registry.jsonSchema(for: M.self)
    var variants: [[String: Any]] = []
    if sweep {
      for payload in valid { variants += Self.mutations(of: payload) }
    }
    let instances = valid + refused + variants
    let verdicts = try SchemaValidator.run(schema: schema, instances: instances, formats: formats)
    try #require(verdicts.count == instances.count, sourceLocation: sourceLocation)
    var toleratedByTheSchema = 0
    for (index, instance) in instances.enumerated() {
      let bytes = try JSONSerialization.data(withJSONObject: instance, options: [.sortedKeys])
      let text = String(decoding: bytes, as: UTF8.self)
      let hydrates = (try? M(jsonData: bytes, registry: registry)) != nil
      if index < valid.count {
        #expect(hydrates, "a valid payload must hydrate strictly: \(text.prefix(300))", sourceLocation: sourceLocation)
      } else if index < valid.count + refused.count {
        #expect(!hydrates, "a refused payload must not hydrate: \(text.prefix(300))", sourceLocation: sourceLocation)
        #expect(verdicts[index] != nil, "the schema must refuse what hydration refuses: \(text.prefix(300))", sourceLocation: sourceLocation)
      }
      if hydrates {
        #expect(
          verdicts[index] == nil, "the schema refuses what strict hydration accepts: \(verdicts[index] ?? "") in \(text.prefix(300))",
          sourceLocation: sourceLocation)
      } else if verdicts[index] == nil {
        toleratedByTheSchema += 1
        if ProcessInfo.processInfo.environment["SCHEMA_TOLERANCES"] != nil { print("  tolerated: \(text.prefix(200))") }
      }
    }
    print("JSONSchemaTests: \(M.self): \(instances.count) payloads, \(toleratedByTheSchema) refused by hydration but not by the schema")
  }

  /// Each member of `payload` (and of the objects in it, one level down) replaced by each foreign
  /// value, and left out.
  static func mutations(of payload: [String: Any], depth: Int = 0) -> [[String: Any]] {
    var result: [[String: Any]] = []
    for key in payload.keys.sorted() {
      var without = payload
      without[key] = nil
      result.append(without)
      for value in foreignValues {
        var changed = payload
        changed[key] = value
        result.append(changed)
      }
      if depth < 1, let nested = payload[key] as? [String: Any] {
        for variant in mutations(of: nested, depth: depth + 1) {
          var changed = payload
          changed[key] = variant
          result.append(changed)
        }
      }
    }
    return result
  }

  @Test(.enabled(if: SchemaValidator.isAvailable)) func theShowcaseAgreesWithStrictHydration() throws {
    let valid: [[String: Any]] = [
      ["id": 1],
      [
        "id": 2, "level": "high", "color": "green", "rating": 5, "address": ["city": "Paris"], "legs": ["first", "second"],
        "parts": ["a": ["id": 1, "label": "A"]], "vehicles": [["kind": "car", "name": "c", "doors": 4], ["name": "plain"]],
        "updated_at": 1_700_000_000, "code": "abc",
      ],
    ]
    let refused: [[String: Any]] = [
      [:], ["id": "1"], ["id": 1.5], ["id": 1, "level": "medium"], ["id": 1, "color": "blue"], ["id": 1, "extra": true],
      ["id": 1, "vehicles": [["kind": "bike"]]], ["id": 1, "updated_at": "yesterday"], ["id": 1, "code": "abcd"],
      ["id": 1, "parts": ["a": ["id": "x"]]], ["id": 1, "address": ["city": 7]],
    ]
    try expectAgreement(SchemaShowcase.self, registry: try showcaseRegistry(), valid: valid, refused: refused)
  }

  @Test(.enabled(if: SchemaValidator.isAvailable)) func theScalarModelsAgreeWithStrictHydration() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try expectAgreement(
      IntegerWidths.self, registry: registry,
      valid: [
        [
          "int": -5, "int8": -128, "int16": 32767, "int32": 7, "int64": 9_000_000_000, "uint": 1, "uint8": 255, "uint16": 0, "uint32": 7,
          "uint64": 18_000_000_000_000_000_000 as UInt64, "double": 1.5, "float": 2.5, "bool": true, "string": "s", "decimal": 1.25,
        ]
      ],
      refused: [["int8": 128], ["uint8": -1], ["uint16": 65536], ["bool": 1], ["string": 5], ["int": "5"], ["double": "1.5"]])
    try expectAgreement(
      Order.self, registry: registry,
      valid: [
        [
          "id": 1, "count": 2, "price": 3.5, "weight": 1, "total": 10.25, "note": "n", "isGift": false, "code": NSNull(), "status": 2,
          "quantities": [1, 2], "tags": ["a"], "placedAt": "2026-01-02T03:04:05Z", "customer": ["name": "Ada", "vip": true],
        ]
      ],
      refused: [["count": 256], ["status": "open"], ["quantities": ["1"]], ["customer": ["vip": "yes"]], ["customer": 5]])
  }

  /// Constraints (issue #41): what strict hydration accepts validates, and a payload refused
  /// only for a constraint the schema states fails validation.
  @Test(.enabled(if: SchemaValidator.isAvailable)) func theConstraintsAgreeWithStrictHydration() throws {
    let registry = try ConstraintTests.registry(strict: true)
    try expectAgreement(
      Signup.self, registry: registry,
      valid: [
        [
          "username": "ada", "age": 13, "tags": ["a", "b"], "score": 99.75, "plan": "pro", "nickname": "x", "limits": ["x": 9],
          "email": "ada@example.org",
        ],
        ["username": "é\u{301}é", "age": 120, "tags": [String](), "score": 0, "limits": ["a": 0, "b": 9.0]],
      ],
      refused: [
        ["username": "ab"], ["username": String(repeating: "x", count: 21)], ["age": 12], ["age": 12.5],
        ["tags": ["a", "b", "c", "d"]], ["tags": ["a", "a"]], ["tags": ["toolong"]], ["tags": [""]],
        ["score": 0.3], ["score": 100.25], ["score": -0.25], ["plan": "team"], ["limits": [String: Any]()], ["limits": ["y": 10]],
        ["limits": ["y": -1]], ["email": "ada@example"], ["email": "a b@example.org"], ["email": "@example.org"],
      ])
  }

  /// Formats, against a validator that asserts the ones it checks with Python's standard
  /// library alone (email, ipv4, ipv6, uuid).
  @Test(.enabled(if: SchemaValidator.isAvailable)) func theFormatsAgreeWithStrictHydration() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(FormattedContact.self) { m in
      m.constraints["email"] = [.format(.email)]
      m.constraints["address"] = [.format(.ipv4)]
      m.constraints["address6"] = [.format(.ipv6)]
      m.constraints["token"] = [.format(.uuid)]
    }
    try expectAgreement(
      FormattedContact.self, registry: registry,
      valid: [
        ["email": "ada@example.org", "address": "192.0.2.1", "address6": "2001:db8::1", "token": "123e4567-e89b-12d3-a456-426614174000"],
        [:],
      ],
      refused: [
        ["email": "ada.example.org"], ["address": "256.1.1.1"], ["address": "1.2.3"], ["address6": "1::2::3"],
        ["address6": "12345::1"], ["token": "not-a-uuid"], ["token": "123e4567e89b12d3a456426614174000"],
      ],
      formats: true)
  }

  @Test(.enabled(if: SchemaValidator.isAvailable)) func theReadmeModelsAgreeWithStrictHydration() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(Person.self) { m in
      ArticleMappings.readme(&m)
      m.schemas["favoriteNumber"] = ["type": ["integer", "string"]]
    }
    try registry.register(Employee.self, ArticleMappings.employee)
    let person: [String: Any] = [
      "name": "Ada", "favorite_word": "engine", "favorite_number": "47", "stats": ["best": ["object": ["name": "Granite"]]],
      "friends": [["name": "Charles"]],
    ]
    try expectAgreement(
      Person.self, registry: registry, valid: [person], refused: [["name": 1], ["friends": [["name": false]]], ["stats": ["best": ["object": 3]]]])
    try expectAgreement(Employee.self, registry: registry, valid: [person.merging(["pay": 12.5]) { $1 }], refused: [["pay": "12"]])
    try expectAgreement(
      GuideTour.Reading.self, registry: registry, valid: [["celsius": 21.5, "station": ["code": "ZRH", "altitude": 432], "tags": ["a"]]],
      refused: [["celsius": "21"], ["station": ["altitude": 4.5]], ["tags": "a"]])
  }

  @Test(.enabled(if: SchemaValidator.isAvailable)) func theGitHubWebhookModelsAgreeWithStrictHydration() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    registry.strictness = .strict
    for payload in try TestData.githubEvents() {
      let dictionary = try JSONSerialization.jsonObject(with: payload.data) as! [String: Any]
      func check<E: GitHubEvent>(_: E.Type) throws {
        try expectAgreement(
          E.self, registry: registry, valid: [dictionary],
          refused: [dictionary.merging(["sender": ["login": 7]]) { $1 }, dictionary.merging(["repository": ["id": "one"]]) { $1 }])
      }
      try check(payload.type)
    }
  }
}

/// Strings with formats, for the format agreement sweep.
final class FormattedContact: ReflectiveModel {
  var email: String?
  var address: String?
  var address6: String?
  var token: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "email": \FormattedContact.email, "address": \FormattedContact.address, "address6": \FormattedContact.address6,
      "token": \FormattedContact.token,
    ]
  }
}
