// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // property attributes, same inputs and expectations: Attributes/DefaultTests
  // (DefaultValueBehavior), IgnoreCodingTests (DecodingEncodingIgnore, Optional,
  // EncodingIgnoreWithCondition, EncodingIgnoreWithBasedOnCondition), CodedAs/CodedAsTests
  // (WithValue; its enum suite is MetaCodableEnumSuiteTests' and EnumFormTests') and
  // IgnoreInitializedTests (EnumIgnore, EnumCaseIgnore).
  //
  // `@Default(x)` stays `@Default(x)`, `@IgnoreCoding` `@Unmapped`,
  // `@IgnoreEncoding` `@InputOnly`, `@IgnoreEncoding(if:)` and `(basedOn:)` a `transformOutput`
  // that drops the key, `@CodedAs("k")` on a property its candidate keys (its own name first).
  // Attributes/CodedByTests has no runtime test.

  /// DefaultTests.DefaultValueBehavior.SomeCodable: `@Default("default_value") let value`,
  /// `@Default(42) let number`.
  @ReflectiveModel
  struct MCDefaulted {
    @Default("default_value") let value: String
    @Default(42) let number: Int
  }

  /// IgnoreCodingTests.DecodingEncodingIgnore.SomeCodable: `@IgnoreCoding var one = "some"`.
  @ReflectiveModel
  struct MCIgnoredOnly {
    @Unmapped var one: String = "some"
  }

  /// IgnoreCodingTests.Optional.SomeCodable.
  @ReflectiveModel
  struct MCIgnoredOptionals {
    @Unmapped var one: String?
    @Unmapped var two: String!
    let four: String
  }

  /// IgnoreCodingTests.EncodingIgnoreWithCondition.SomeCodable: `@IgnoreEncoding var one`,
  /// `@IgnoreEncoding(if: \String.isEmpty) var two`.
  @ReflectiveModel
  struct MCIgnoreEncodingIf {
    @InputOnly var one: String = "some"
    var two: String
  }

  /// IgnoreCodingTests.EncodingIgnoreWithBasedOnCondition.SomeCodable:
  /// `@IgnoreEncoding(basedOn: \Self.shouldIgnoreTwo) var two`.
  @ReflectiveModel
  struct MCIgnoreEncodingBasedOn {
    @InputOnly var one: String = "some"
    var two: String
    var shouldIgnoreTwo: Bool
  }

  /// CodedAsTests.WithValue.SomeCodable: `@CodedAs("key") let value`, `@CodedAs("key1", "key2") let value1`.
  @ReflectiveModel
  struct MCCodedAsKeys {
    let value: String
    let value1: String
  }

  /// IgnoreInitializedTests' `SomeEnum`, whose values with an initial value are left out of the JSON.
  ///
  /// `@IgnoreCodingInitialized` does that in MetaCodable. `@ReflectiveEnum` reads every value
  /// (the article's "Not yet expressible": default values of associated values), so the enum is
  /// registered by hand.
  enum MCIgnoreInitializedEnum: Equatable {
    case bool(_ variableBool: Bool = true)
    case int(val: Int = 6)  // @CodedAs("altInt")
    case string(String)  // @CodedAs("altString")
    case multi(_ variable: Bool, val: Int, String = "text")
  }

  @Suite struct MetaCodableAttributesSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.register(MCIgnoreEncodingIf.self) { m in
          m.transformOutput = { model, json in model.two.isEmpty ? json.filter { $0.key != "two" } : json }
        }
        try registry.register(MCIgnoreEncodingBasedOn.self) { m in
          m.transformOutput = { model, json in model.shouldIgnoreTwo ? json.filter { $0.key != "two" } : json }
        }
        try registry.register(MCCodedAsKeys.self) { m in
          m.property(\.value) { $0.candidateKeys = ["value", "key"] }
          m.property(\.value1) { $0.candidateKeys = ["value1", "key1", "key2"] }
        }
        try registry.registerEnum(MCIgnoreInitializedEnum.self, as: .external) { e in
          e.case("bool", make: { _ in .bool() }, match: { if case .bool = $0 { [:] } else { nil } })
          e.case("altInt", make: { _ in .int() }, match: { if case .int = $0 { [:] } else { nil } })
          e.case(
            "altString", wrap: MCIgnoreInitializedEnum.string, unwrap: { if case .string(let value) = $0 { value } else { nil } })
          e.case(
            "multi", make: { v in .multi(try v["variable"], val: try v["val"]) },
            match: { if case .multi(let variable, let val, _) = $0 { ["variable": variable, "val": val] } else { nil } })
        }
      }
    }

    // MARK: DefaultTests.DefaultValueBehavior

    /// MetaCodable: DefaultTests.DefaultValueBehavior.defaultValueUsage.
    @Test func defaultValueUsage() throws {
      let decoded = try coder.decode(MCDefaulted.self, "{}")
      #expect(decoded.value == "default_value")
      #expect(decoded.number == 42)
    }

    /// MetaCodable: DefaultTests.DefaultValueBehavior.overrideDefaultValues.
    @Test func overrideDefaultValues() throws {
      let decoded = try coder.decode(MCDefaulted.self, #"{"value": "custom_value", "number": 100}"#)
      #expect(decoded.value == "custom_value")
      #expect(decoded.number == 100)
    }

    /// MetaCodable: DefaultTests.DefaultValueBehavior.encodingWithDefaults.
    @Test func encodingWithDefaults() throws {
      let decoded = try coder.roundTrip(MCDefaulted(value: "test", number: 99))
      #expect(decoded.value == "test")
      #expect(decoded.number == 99)
    }

    // MARK: IgnoreCodingTests

    /// MetaCodable: IgnoreCodingTests.DecodingEncodingIgnore.ignoreCodingBehavior.
    ///
    /// Deliberate difference: a model with nothing to encode is written `{}`, where MetaCodable
    /// throws `EncodingError`.
    @Test func ignoreCodingBehavior() throws {
      let original = MCIgnoredOnly()
      #expect(original.one == "some")
      #expect(try coder.encode(original) == "{}")
    }

    /// MetaCodable: IgnoreCodingTests.DecodingEncodingIgnore.ignoreCodingFromJSON.
    @Test func ignoreCodingFromJSON() throws {
      #expect(try coder.decode(MCIgnoredOnly.self, #"{"one": "ignored_value", "other": "also_ignored"}"#).one == "some")
    }

    /// MetaCodable: IgnoreCodingTests.Optional.decoding.
    @Test func ignoreCodingOptionalDecoding() throws {
      let decoded = try coder.decode(MCIgnoredOptionals.self, #"{"four":"som"}"#)
      #expect(decoded.one == nil)
      #expect(decoded.two == nil)
      #expect(decoded.four == "som")
    }

    /// MetaCodable: IgnoreCodingTests.Optional.encoding.
    @Test func ignoreCodingOptionalEncoding() throws {
      let json = try coder.object(MCIgnoredOptionals(one: "one", two: "two", four: "some"))
      #expect(json.count == 1)
      #expect(json["four"] as? String == "some")
    }

    /// MetaCodable: IgnoreCodingTests.EncodingIgnoreWithCondition.ignore and .encode.
    @Test(arguments: [("", nil), ("some", "some")] as [(String, String?)])
    func ignoreEncodingWithCondition(two: String, written: String?) throws {
      let json = try #require(try coder.object(MCIgnoreEncodingIf(one: two, two: two)) as? [String: String])
      #expect(json["one"] == nil)
      #expect(json["two"] == written)
    }

    /// MetaCodable: IgnoreCodingTests.EncodingIgnoreWithCondition.decode.
    @Test func ignoreEncodingWithConditionDecode() throws {
      let decoded = try coder.decode(MCIgnoreEncodingIf.self, #"{"one": "", "two": ""}"#)
      #expect(decoded.one == "")
      #expect(decoded.two == "")
    }

    /// MetaCodable: IgnoreCodingTests.EncodingIgnoreWithBasedOnCondition.ignore and .encode.
    @Test(arguments: [("", "ignored", true, nil), ("some", "some", false, "some")] as [(String, String, Bool, String?)])
    func ignoreEncodingBasedOnCondition(one: String, two: String, ignore: Bool, written: String?) throws {
      let json = try coder.object(MCIgnoreEncodingBasedOn(one: one, two: two, shouldIgnoreTwo: ignore))
      #expect(json["one"] == nil)
      #expect(json["two"] as? String == written)
      #expect(json["shouldIgnoreTwo"] as? Bool == ignore)
    }

    /// MetaCodable: IgnoreCodingTests.EncodingIgnoreWithBasedOnCondition.decode.
    @Test func ignoreEncodingBasedOnConditionDecode() throws {
      let decoded = try coder.decode(MCIgnoreEncodingBasedOn.self, #"{"one": "", "two": "value", "shouldIgnoreTwo": true}"#)
      #expect(decoded.one == "")
      #expect(decoded.two == "value")
      #expect(decoded.shouldIgnoreTwo == true)
    }

    // MARK: CodedAsTests.WithValue

    /// MetaCodable: CodedAsTests.WithValue.codedAsKeyMapping.
    @Test func codedAsKeyMapping() throws {
      let decoded = try coder.roundTrip(MCCodedAsKeys(value: "test1", value1: "test2"))
      #expect(decoded.value == "test1")
      #expect(decoded.value1 == "test2")
    }

    /// MetaCodable: CodedAsTests.WithValue.codedAsFromJSON and codedAsAlternativeKeys.
    @Test(arguments: ["key1", "key2"])
    func codedAsFromJSONAndAlternativeKeys(alternative: String) throws {
      let decoded = try coder.decode(MCCodedAsKeys.self, #"{"key": "mapped_value", "\#(alternative)": "alternative"}"#)
      #expect(decoded.value == "mapped_value")
      #expect(decoded.value1 == "alternative")
    }

    /// MetaCodable: CodedAsTests.WithValue.codedAsJSONStructure.
    @Test func codedAsJSONStructure() throws {
      let json = try coder.object(MCCodedAsKeys(value: "test", value1: "test2"))
      #expect(json["value"] as? String == "test")
      #expect(json["value1"] as? String == "test2")
      #expect(json["key"] == nil)
      #expect(json["key1"] == nil)
    }

    // MARK: IgnoreInitializedTests

    /// MetaCodable: IgnoreInitializedTests.EnumIgnore.coding and EnumCaseIgnore.coding.
    @Test(
      arguments: [(.bool(false), "bool", .bool(true)), (.int(val: 0), "altInt", .int(val: 6))]
        as [(MCIgnoreInitializedEnum, String, MCIgnoreInitializedEnum)])
    func ignoreInitializedCoding(value: MCIgnoreInitializedEnum, tag: String, decoded: MCIgnoreInitializedEnum) throws {
      let encoded = try coder.encode(value)
      #expect(encoded == #"{"\#(tag)":{}}"#)
      #expect(try coder.decode(MCIgnoreInitializedEnum.self, encoded) == decoded)
    }
  }
#endif
