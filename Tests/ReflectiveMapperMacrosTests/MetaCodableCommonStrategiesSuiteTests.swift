// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable)
  // Codable/CommonStrategiesValueCoderTests, same inputs and expectations.
  //
  // `@Codable(commonStrategies: [.codedBy(.valueCoder())])` is what a registry does by default
  // (lenient conversion of every property); `commonStrategies: []` is plain Codable, exact types,
  // a strict model; a `@CodedBy` helper that overrides the strategy is an adapter.

  /// CommonStrategiesValueCoderTests.Model.
  @ReflectiveModel
  struct MCCommonValues {
    let bool: Bool
    let int: Int
    let double: Double
    let string: String
    let optBool: Bool?
    let optInt: Int?
    let optDouble: Double?
    let optString: String?
    let impBool: Bool!
    let impInt: Int!
    let impDouble: Double!
    let impString: String!
    let optGenBool: Bool?
    let optGenInt: Int?
    let optGenDouble: Double?
    let optGenString: String?
  }

  /// CommonStrategiesValueCoderTests.NonConformingTypes.Model.
  @ReflectiveModel
  struct MCCommonNonConforming {
    let number: Int
    let url: URL
    let identifier: UUID
  }

  /// CommonStrategiesValueCoderTests.CustomStrategies.Model: `.valueCoder([CGFloat.self])`.
  @ReflectiveModel
  struct MCCommonCGFloat {
    let text: String
    let number: CGFloat
    let plainText: String
  }

  /// CommonStrategiesValueCoderTests.EmptyStrategies.Model: `commonStrategies: []`.
  @ReflectiveModel
  struct MCCommonEmpty {
    let bool: Bool
    let int: Int
    let double: Double
    let string: String
  }

  /// CommonStrategiesValueCoderTests.EnumTests.Status: `@CodedAt("type")`, values read leniently.
  @ReflectiveEnum(.tagged("type"))
  enum MCCommonStatus: Equatable {
    case active(since: String)
    case inactive(reason: String)
    case pending(until: String)
  }

  /// CommonStrategiesValueCoderTests.HelperCoderOverrideTests.ModelWithOverride:
  /// `@CodedBy(CustomIntCoder()) let id: Int` (reads a string and doubles it, writes half as a string).
  @ReflectiveModel
  struct MCCommonOverride {
    let id: Int
    let count: Int
  }

  @Suite struct MetaCodableCommonStrategiesSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.register(MCCommonEmpty.self) { $0.strictness = .strict }
        try registry.registerEnum(MCCommonStatus.self)
        try registry.register(MCCommonOverride.self) { m in
          m.adapters["id"] = Adapter(
            hydrate: { raw in
              guard let text = raw as? String, let value = Int(text) else { throw CocoaError(.coderReadCorrupt) }
              return value * 2
            },
            serialize: { value in String((value as? Int ?? 0) / 2) })
        }
      }
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.testParsing.
    @Test func testParsing() throws {
      let model = try coder.decode(
        MCCommonValues.self, #"{"bool": "true", "int": "42", "double": "3.1416", "string": 5265762156}"#)
      for value in [model, try coder.roundTrip(model)] {
        #expect(value.bool)
        #expect(value.int == 42)
        #expect(value.double == 3.1416)
        #expect(value.string == "5265762156")
      }
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.NonConformingTypes.testNonConformingTypes.
    @Test func testNonConformingTypes() throws {
      let model = try coder.decode(
        MCCommonNonConforming.self,
        #"{"number": "42", "url": "https://example.com", "identifier": "123e4567-e89b-12d3-a456-426614174000"}"#)
      for value in [model, try coder.roundTrip(model)] {
        #expect(value.number == 42)
        #expect(value.url == URL(string: "https://example.com"))
        #expect(value.identifier == UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000"))
      }
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.CustomStrategies.testCustomStrategies.
    @Test func testCustomStrategies() throws {
      let model = try coder.decode(MCCommonCGFloat.self, #"{"text": "hello", "number": 21, "plainText": "unchanged"}"#)
      #expect(model.text == "hello")
      #expect(model.number == 21)
      #expect(model.plainText == "unchanged")
      #expect(try coder.encode(model) == #"{"number":21,"plainText":"unchanged","text":"hello"}"#)
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.EmptyStrategies.testEmptyStrategies.
    @Test func testEmptyStrategies() throws {
      let model = try coder.decode(MCCommonEmpty.self, #"{"bool": true, "int": 42, "double": 3.14, "string": "test"}"#)
      #expect(model.bool == true)
      #expect(model.int == 42)
      #expect(model.double == 3.14)
      #expect(model.string == "test")
      #expect(try coder.encode(model) == #"{"bool":true,"double":3.14,"int":42,"string":"test"}"#)
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.EnumTests.testEnumWithCommonStrategies.
    @Test func testEnumWithCommonStrategies() throws {
      let status = try coder.decode(MCCommonStatus.self, #"{"type": "active", "since": 20250520}"#)
      #expect(status == .active(since: "20250520"))
      #expect(try coder.encode(status) == #"{"since":"20250520","type":"active"}"#)
      #expect(try coder.decode(MCCommonStatus.self, #"{"type": "inactive", "reason": 404}"#) == .inactive(reason: "404"))
      #expect(try coder.decode(MCCommonStatus.self, #"{"type": "pending", "until": 20251231}"#) == .pending(until: "20251231"))
    }

    /// MetaCodable: CommonStrategiesValueCoderTests.HelperCoderOverrideTests.testHelperCoderOverride.
    @Test func testHelperCoderOverride() throws {
      let model = try coder.decode(MCCommonOverride.self, #"{"id": "21", "count": "42"}"#)
      #expect(model.id == 42)
      #expect(model.count == 42)
      #expect(try coder.encode(model) == #"{"count":42,"id":"21"}"#)
    }
  }
#endif
