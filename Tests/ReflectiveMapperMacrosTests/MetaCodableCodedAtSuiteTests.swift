// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // paths: CodedAt/CodedAtTests (WithSinglePath, WithSinglePathOnOptionalType) and
  // DecodedAtEncodedAtIntegrationTests, same inputs and expectations. `@CodedAt("a", "b")` becomes
  // the property's key `"a.b"` in the registry, `@DecodedAt` its key and `@EncodedAt` its output key.
  //
  // Files with no runtime test (only `assertMacroExpansion`): CodedAt/CodedAtDefaultTests,
  // CodedAtDefaultChoiceTests, CodedAtDefaultOnlyMissingTests, CodedAtHelperDefaultTests,
  // DecodedAtTests, EncodedAtTests. CodedAt/CodedAtHelperTests' three runtime tests (WithNoPath:
  // a lossy `[String]` at the root) are ported registry-side in
  // ReflectiveMapperTests/Registry/TransparentModelTests.metaCodablesLossyRootArray; the
  // `@Transparent` form is below (`helperWithNoPath…`).

  /// CodedAtTests.WithSinglePath.SomeCodable: `@CodedAt("key") let value: String`.
  @ReflectiveModel
  struct MCCodedAtSingle {
    let value: String
  }

  /// CodedAtTests.WithSinglePathOnOptionalType.SomeCodable: `@CodedAt("key") let value: String?`.
  @ReflectiveModel
  struct MCCodedAtSingleOptional {
    let value: String?
  }

  /// CodedAtHelperTests.WithNoPath.SomeCodable: `@CodedBy(SequenceCoder(output: [String].self,
  /// configuration: .lossy)) @CodedAt let value: [String]`.
  @ReflectiveModel
  struct MCCodedAtNoPathLossy {
    @Transparent var value: [String] = []
  }

  /// DecodedAtEncodedAtIntegrationTests.Person.
  @ReflectiveModel
  struct MCPerson {
    let id: String
    let name: String  // @DecodedAt("personal_info", "name") @EncodedAt("full_name")
    let age: Int  // @DecodedAt("personal_info", "years") @EncodedAt("age")
  }

  /// DecodedAtEncodedAtIntegrationTests.NestedObject.
  @ReflectiveModel
  struct MCNestedObject {
    let name: String  // @DecodedAt("data", "attributes", "name") @EncodedAt("name")
    let value: Int  // @DecodedAt("data", "attributes", "value") @EncodedAt("attributes", "value")
    let createdAt: String  // @DecodedAt("meta", "created_at") @EncodedAt("createdAt")
  }

  /// DecodedAtEncodedAtIntegrationTests.OptionalValues.
  @ReflectiveModel
  struct MCOptionalValues {
    let name: String?  // @DecodedAt("info", "name") @EncodedAt("name")
    let value: Int?  // @DecodedAt("info", "value") @EncodedAt("value")
  }

  @Suite struct MetaCodableCodedAtSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.register(MCCodedAtSingle.self) { $0.property(\.value) { $0.key = "key" } }
        try registry.register(MCCodedAtSingleOptional.self) { $0.property(\.value) { $0.key = "key" } }
        // SequenceCoder(configuration: .lossy) reads only strings: a strict, lossy property.
        try registry.register(MCCodedAtNoPathLossy.self) { m in
          m.strictness = .strict
          m.lossyCollections = ["value"]
        }
        // `@DecodedAt(…)` and `@EncodedAt(…)`: the key table reads, the output keys write.
        try registry.register(MCPerson.self) { m in
          m.keys = ["personal_info.name": "name", "personal_info.years": "age"]
          m.outputKeys = ["name": "full_name", "age": "age"]
        }
        try registry.register(MCNestedObject.self) { m in
          m.keys = ["data.attributes.name": "name", "data.attributes.value": "value", "meta.created_at": "createdAt"]
          m.outputKeys = ["name": "name", "value": "attributes.value", "createdAt": "createdAt"]
        }
        try registry.register(MCOptionalValues.self) { m in
          m.keys = ["info.name": "name", "info.value": "value"]
          m.outputKeys = ["name": "name", "value": "value"]
        }
      }
    }

    // MARK: CodedAtTests.WithSinglePath

    /// MetaCodable: CodedAtTests.WithSinglePath.decodingAndEncoding.
    @Test func singlePathDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCCodedAtSingle(value: "test")).value == "test")
    }

    /// MetaCodable: CodedAtTests.WithSinglePath.decodingFromJSON.
    @Test func singlePathDecodingFromJSON() throws {
      #expect(try coder.decode(MCCodedAtSingle.self, #"{"key": "custom_value"}"#).value == "custom_value")
    }

    /// MetaCodable: CodedAtTests.WithSinglePath.encodingToJSON.
    @Test func singlePathEncodingToJSON() throws {
      #expect(try coder.object(MCCodedAtSingle(value: "encoded_value"))["key"] as? String == "encoded_value")
    }

    // MARK: CodedAtTests.WithSinglePathOnOptionalType

    /// MetaCodable: CodedAtTests.WithSinglePathOnOptionalType.decodingAndEncodingWithValue and
    /// decodingAndEncodingWithNil.
    @Test(arguments: ["optional_test", nil] as [String?])
    func singlePathOptionalRoundTrip(value: String?) throws {
      #expect(try coder.roundTrip(MCCodedAtSingleOptional(value: value)).value == value)
    }

    /// MetaCodable: CodedAtTests.WithSinglePathOnOptionalType.decodingFromJSONWithMissingKey.
    @Test func singlePathOptionalDecodingFromJSONWithMissingKey() throws {
      #expect(try coder.decode(MCCodedAtSingleOptional.self, "{}").value == nil)
    }

    // MARK: CodedAtHelperTests.WithNoPath (as the macro's `@Transparent`)

    /// MetaCodable: CodedAtHelperTests.WithNoPath.decodingAndEncoding.
    @Test func helperWithNoPathDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCCodedAtNoPathLossy(value: ["test1", "test2"])).value == ["test1", "test2"])
    }

    /// MetaCodable: CodedAtHelperTests.WithNoPath.decodingFromJSONArray.
    @Test func helperWithNoPathDecodingFromJSONArray() throws {
      #expect(try coder.decode(MCCodedAtNoPathLossy.self, #"["value1", "value2", "value3"]"#).value == ["value1", "value2", "value3"])
    }

    /// MetaCodable: CodedAtHelperTests.WithNoPath.lossyDecodingWithInvalidValues.
    @Test func helperWithNoPathLossyDecodingWithInvalidValues() throws {
      var issues: [MappingError] = []
      let decoded = try coder.decode(MCCodedAtNoPathLossy.self, #"["valid", 123, "another_valid", null, true]"#, issues: &issues)
      #expect(decoded.value == ["valid", "another_valid"])
      #expect(issues.map(\.path) == ["[1]", "[3]", "[4]"])
    }

    // MARK: DecodedAtEncodedAtIntegrationTests

    /// MetaCodable: DecodedAtEncodedAtIntegrationTests.differentPathsForDecodingAndEncoding.
    @Test func differentPathsForDecodingAndEncoding() throws {
      let person = try coder.decode(
        MCPerson.self, #"{"id": "12345", "personal_info": {"name": "John Doe", "years": 30}}"#)
      #expect(person.id == "12345")
      #expect(person.name == "John Doe")
      #expect(person.age == 30)
      let json = try coder.object(person)
      #expect(json["id"] as? String == "12345")
      #expect(json["full_name"] as? String == "John Doe")
      #expect(json["age"] as? Int == 30)
      #expect(json["personal_info"] == nil)
    }

    /// MetaCodable: DecodedAtEncodedAtIntegrationTests.complexNestedStructure.
    @Test func complexNestedStructure() throws {
      let object = try coder.decode(
        MCNestedObject.self,
        #"{"data": {"attributes": {"name": "Test Object", "value": 42}}, "meta": {"created_at": "2025-07-05T12:00:00Z"}}"#)
      #expect(object.name == "Test Object")
      #expect(object.value == 42)
      #expect(object.createdAt == "2025-07-05T12:00:00Z")
      let json = try coder.object(object)
      #expect(json["name"] as? String == "Test Object")
      #expect(json.mcObject(at: "attributes")?["value"] as? Int == 42)
      #expect(json["createdAt"] as? String == "2025-07-05T12:00:00Z")
      #expect(json["data"] == nil)
      #expect(json["meta"] == nil)
    }

    /// MetaCodable: DecodedAtEncodedAtIntegrationTests.optionalValues.
    @Test func optionalValues() throws {
      let full = try coder.decode(MCOptionalValues.self, #"{"info": {"name": "Optional Test", "value": 100}}"#)
      #expect(full.name == "Optional Test")
      #expect(full.value == 100)
      let partial = try coder.decode(MCOptionalValues.self, #"{"info": {"name": "Optional Test"}}"#)
      #expect(partial.name == "Optional Test")
      #expect(partial.value == nil)
      let fullJSON = try coder.object(full)
      #expect(fullJSON["name"] as? String == "Optional Test")
      #expect(fullJSON["value"] as? Int == 100)
      #expect(fullJSON["info"] == nil)
      let partialJSON = try coder.object(partial)
      #expect(partialJSON["name"] as? String == "Optional Test")
      #expect(partialJSON["value"] == nil)
      #expect(partialJSON["info"] == nil)
    }
  }
#endif
