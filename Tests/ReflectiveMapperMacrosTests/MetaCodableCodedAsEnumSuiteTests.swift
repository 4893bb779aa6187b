// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests/CodedAs/CodedAsTests`
  // (SwiftyLab/MetaCodable) for `WithAnyCodableLiteralEnum`, same inputs and expectations: a
  // command tagged at `"type"` by strings, integers, Booleans, doubles and ranges, with its
  // values beside the tag. (The raw-value form of the same tags is MetaCodableEnumSuiteTests'.)

  /// WithAnyCodableLiteralEnum.Command: `@Codable @CodedAt("type")`, `@CodedAs(…)` on each
  /// case; without store's `7.15`, which load's `(-0.8)...` holds too (registration refuses a
  /// tag two cases hold; the migration article lists the difference).
  @ReflectiveEnum(.tagged("type"))
  enum MCLiteralCommand: Equatable {
    @CaseTags("load", 12, true, 3.14, .range(15..<20), .range((-0.8)...))
    case load(key: String)
    @CaseTags("store", 30, false, .range(35...40), .range(..<(-1.5)))
    case store(key: String, value: Int)
  }

  @Suite struct MetaCodableCodedAsEnumSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in try registry.registerEnum(MCLiteralCommand.self) }
    }

    /// MetaCodable: enumMixedLiteralRoundtrip.
    @Test func enumMixedLiteralRoundtrip() throws {
      #expect(try coder.roundTrip(MCLiteralCommand.load(key: "test_key")) == .load(key: "test_key"))
    }

    /// MetaCodable: enumStringTypeDecoding, enumIntegerTypeDecoding, enumBooleanTypeDecoding,
    /// enumDoubleTypeDecoding, enumIntegerRangeLoadCase, enumIntegerRangeBoundaryValues (15,
    /// 19), enumDoublePartialRangeLoadCase, enumDoubleRangeBoundaryValues (-0.8) and
    /// enumRangeValuesPriorityOverLiterals: each tag of `load`.
    @Test(
      arguments: [
        (#""load""#, "string_type_key"), ("12", "integer_type_key"), ("true", "boolean_type_key"),
        ("3.14", "double_type_key"), ("17", "range_test_key"), ("15", "boundary_key"), ("19", "boundary_key"),
        ("5.5", "partial_range_key"), ("-0.8", "double_boundary_key"), ("16", "priority_test_key"),
      ])
    func loadTags(tag: String, key: String) throws {
      let decoded = try coder.decode(MCLiteralCommand.self, #"{"type": \#(tag), "key": "\#(key)"}"#)
      #expect(decoded == .load(key: key), "\(tag)")
    }

    /// MetaCodable: enumStoreWithIntegerType, enumStoreWithBooleanType, enumStoreWithDoubleType,
    /// enumIntegerRangeStoreCase, enumIntegerRangeBoundaryValues (35, 40) and
    /// enumDoublePartialRangeStoreCase: each tag of `store`.
    @Test(
      arguments: [
        ("30", "store_key", 42), ("false", "store_key", 99), ("-2.0", "store_key", 123), ("38", "store_range_key", 200),
        ("35", "boundary_key", 300), ("40", "boundary_key", 400), ("-3.0", "partial_range_store_key", 500),
      ])
    func storeTags(tag: String, key: String, value: Int) throws {
      let decoded = try coder.decode(MCLiteralCommand.self, #"{"type": \#(tag), "key": "\#(key)", "value": \#(value)}"#)
      #expect(decoded == .store(key: key, value: value), "\(tag)")
    }

    /// MetaCodable: enumEncodingStructure and enumLoadEncodingStructure: the first (string)
    /// tag is written.
    @Test func enumEncodingStructure() throws {
      let store = try coder.object(MCLiteralCommand.store(key: "test", value: 100))
      #expect(store["type"] as? String == "store")
      #expect(store["key"] as? String == "test")
      #expect(store["value"] as? Int == 100)
      let load = try coder.object(MCLiteralCommand.load(key: "load_test"))
      #expect(load["type"] as? String == "load")
      #expect(load["key"] as? String == "load_test")
      #expect(load["value"] == nil)
    }

    /// MetaCodable: enumInvalidTypeDecoding, enumMissingTypeDecoding and
    /// enumDoubleRangeBoundaryValues (-1.5, outside `..<(-1.5)`).
    @Test(
      arguments: [
        #"{"type": "invalid", "key": "test_key"}"#, #"{"key": "test_key"}"#,
        #"{"type": -1.5, "key": "not_in_range_key", "value": 600}"#,
      ])
    func unreadableTags(json: String) {
      coder.expectFailure(MCLiteralCommand.self, json)
    }
  }
#endif
