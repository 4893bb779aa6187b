// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  public import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // conformances, same inputs and expectations: AccessModifierTests (Open, Public),
  // ConformCodableTests (ConformEncodableTests.WithCommonStrategies,
  // ConformDecodableTests.WithoutCommonStrategies and WithCommonStrategies) and
  // CodableInheritanceTests (NoInheritance, WithExplicitInheritance).
  //
  // `@ConformEncodable` and `@ConformDecodable` have no counterpart: a model both reads and
  // writes, so each test uses the direction it needs. `@Inherits(decodable: true, encodable: true)`
  // over a plain `Codable` superclass is `@ReflectiveModel(.codableSuperclass)`.
  // DynamicCodable/DynamicCodableTests (pageWithExtPost, pageWithIntPost, pageWithAdjPost,
  // response) is ported registry-side: ReflectiveMapperTests/Registry/ResolverFormTests and
  // DynamicResponseTests.

  /// AccessModifierTests.Open.SomeCodable: `open class SomeCodable { let value: String }`.
  @ReflectiveModel
  open class MCOpenCodable {
    let value: String
  }

  /// AccessModifierTests.Public.SomeCodable.
  @ReflectiveModel
  public struct MCPublicCodable {
    let value: String
  }

  /// ConformDecodableTests.WithoutCommonStrategies.SomeDecodable.
  @ReflectiveModel
  struct MCDecodableOnly {
    let value: String
    let count: Int
  }

  /// CodableInheritanceTests.NoInheritance.SomeCodable (`init() {}` becomes the macro's
  /// `required init()`).
  @ReflectiveModel
  class MCNoInheritance {
    var value: String = ""
  }

  /// CodableInheritanceTests.WithExplicitInheritance.SuperCodable.
  class MCSuperCodable: Codable {}

  /// CodableInheritanceTests.WithExplicitInheritance.SomeCodable.
  @ReflectiveModel(.codableSuperclass)
  final class MCInheritsCodable: MCSuperCodable, ReflectiveCodable {
    var value: String = ""
  }

  @Suite struct MetaCodableConformanceSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder()
    }

    // MARK: AccessModifierTests

    /// MetaCodable: AccessModifierTests.Open.openClassDecodingOnly and openClassFromJSON.
    @Test(arguments: ["open_test", "open_value"])
    func openClassDecoding(value: String) throws {
      #expect(try coder.decode(MCOpenCodable.self, #"{"value": "\#(value)"}"#).value == value)
    }

    /// MetaCodable: AccessModifierTests.Public.publicStructDecodingAndEncoding.
    @Test func publicStructDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCPublicCodable(value: "public_test")).value == "public_test")
    }

    /// MetaCodable: AccessModifierTests.Public.publicStructFromJSON.
    @Test func publicStructFromJSON() throws {
      #expect(try coder.decode(MCPublicCodable.self, #"{"value": "public_value"}"#).value == "public_value")
    }

    // MARK: ConformCodableTests

    /// MetaCodable: ConformEncodableTests.WithCommonStrategies.testParsing (the model is
    /// ValueCoderTests' shape, ``MCValueCoded``).
    @Test func conformEncodableWithCommonStrategies() throws {
      let model = MCValueCoded(bool: true, int: 42, double: 3.1416, string: "5265762156")
      #expect(model.bool)
      #expect(model.int == 42)
      #expect(model.double == 3.1416)
      #expect(model.string == "5265762156")
      let json = try coder.object(model)
      #expect(json["bool"] as? Bool ?? false)
      #expect(json["int"] as? Int == 42)
      #expect(json["double"] as? Double == 3.1416)
      #expect(json["string"] as? String == "5265762156")
    }

    /// MetaCodable: ConformDecodableTests.WithoutCommonStrategies.decodingOnly and decodingFromJSON.
    @Test(arguments: [("test_value", 42), ("decoded_value", 100)])
    func conformDecodableDecoding(value: String, count: Int) throws {
      let decoded = try coder.decode(MCDecodableOnly.self, #"{"value": "\#(value)", "count": \#(count)}"#)
      #expect(decoded.value == value)
      #expect(decoded.count == count)
    }

    /// MetaCodable: ConformDecodableTests.WithCommonStrategies.testParsing.
    @Test func conformDecodableWithCommonStrategies() throws {
      let model = try coder.decode(MCValueCoded.self, #"{"bool": "true", "int": "42", "double": "3.1416", "string": 5265762156}"#)
      #expect(model.bool)
      #expect(model.int == 42)
      #expect(model.double == 3.1416)
      #expect(model.string == "5265762156")
    }

    // MARK: CodableInheritanceTests

    /// MetaCodable: CodableInheritanceTests.NoInheritance.decodingAndEncoding.
    @Test func noInheritanceDecodingAndEncoding() throws {
      let original = MCNoInheritance()
      original.value = "inheritance_test"
      #expect(try coder.roundTrip(original).value == "inheritance_test")
    }

    /// MetaCodable: CodableInheritanceTests.NoInheritance.decodingFromJSON.
    @Test func noInheritanceDecodingFromJSON() throws {
      #expect(try coder.decode(MCNoInheritance.self, #"{"value": "class_value"}"#).value == "class_value")
    }

    /// MetaCodable: CodableInheritanceTests.NoInheritance.encodingToJSON.
    @Test func noInheritanceEncodingToJSON() throws {
      let original = MCNoInheritance()
      original.value = "encoded_class"
      #expect(try coder.object(original)["value"] as? String == "encoded_class")
    }

    /// MetaCodable: CodableInheritanceTests.WithExplicitInheritance.inheritanceDecodingAndEncoding:
    /// through the registry and, as the type is `Codable` by its superclass, Foundation's coders.
    @Test func inheritanceDecodingAndEncoding() throws {
      let original = MCInheritsCodable()
      original.value = "inherited_test"
      #expect(try coder.roundTrip(original).value == "inherited_test")
      let encoded = try JSONEncoder().encode(original)
      #expect(try JSONDecoder().decode(MCInheritsCodable.self, from: encoded).value == "inherited_test")
    }

    /// MetaCodable: CodableInheritanceTests.WithExplicitInheritance.inheritanceFromJSON.
    @Test func inheritanceFromJSON() throws {
      let json = #"{"value": "inherited_value"}"#
      #expect(try coder.decode(MCInheritsCodable.self, json).value == "inherited_value")
      #expect(try JSONDecoder().decode(MCInheritsCodable.self, from: Data(json.utf8)).value == "inherited_value")
    }
  }
#endif
