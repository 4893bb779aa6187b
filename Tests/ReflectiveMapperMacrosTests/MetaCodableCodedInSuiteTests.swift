// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // containers: CodedIn/CodedInTests (WithNestedPath) and CodingKeysGenerationTests
  // (BacktickExpression, ReservedNames), same inputs and expectations. `@CodedIn("a", "b") var c`
  // becomes the property's key `"a.b.c"` in the registry.
  //
  // Files with no runtime test (only `assertMacroExpansion`): CodedIn/CodedInDefaultTests,
  // CodedInHelperTests, CodedInHelperDefaultTests, CodedInHelperDefaultChoiceTests,
  // CodedInHelperDefaultOnlyMissingTests, CodingKeysTests.

  /// CodedInTests.WithNestedPath.SomeCodable: `@CodedIn("deeply", "nested") let value: String`.
  @ReflectiveModel
  struct MCCodedInNested {
    let value: String
  }

  /// CodingKeysGenerationTests.BacktickExpression.SomeCodable.
  @ReflectiveModel
  struct MCBacktick {
    let `internal`: String
  }

  /// CodingKeysGenerationTests.ReservedNames.SomeCodable: `@CodedIn("associatedtype") let val1`,
  /// `@CodedIn("continue") let val2`.
  @ReflectiveModel
  struct MCReservedNames {
    let val1: String
    let val2: String
  }

  @Suite struct MetaCodableCodedInSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.register(MCCodedInNested.self) { $0.property(\.value) { $0.key = "deeply.nested.value" } }
        try registry.register(MCReservedNames.self) { m in
          m.property(\.val1) { $0.key = "associatedtype.val1" }
          m.property(\.val2) { $0.key = "continue.val2" }
        }
      }
    }

    // MARK: CodedInTests.WithNestedPath

    /// MetaCodable: CodedInTests.WithNestedPath.decodingAndEncoding.
    @Test func nestedPathDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCCodedInNested(value: "nested_test")).value == "nested_test")
    }

    /// MetaCodable: CodedInTests.WithNestedPath.decodingFromNestedJSON.
    @Test func nestedPathDecodingFromNestedJSON() throws {
      let decoded = try coder.decode(MCCodedInNested.self, #"{"deeply": {"nested": {"value": "deep_value"}}}"#)
      #expect(decoded.value == "deep_value")
    }

    /// MetaCodable: CodedInTests.WithNestedPath.encodingToNestedJSON.
    @Test func nestedPathEncodingToNestedJSON() throws {
      let json = try coder.object(MCCodedInNested(value: "encoded_nested"))
      #expect(json.mcObject(at: "deeply.nested")?["value"] as? String == "encoded_nested")
    }

    // MARK: CodingKeysGenerationTests

    /// MetaCodable: CodingKeysGenerationTests.BacktickExpression.decodingAndEncoding.
    @Test func backtickDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCBacktick(internal: "reserved")).internal == "reserved")
    }

    /// MetaCodable: CodingKeysGenerationTests.BacktickExpression.decodingFromJSON.
    @Test func backtickDecodingFromJSON() throws {
      #expect(try coder.decode(MCBacktick.self, #"{"internal": "keyword"}"#).internal == "keyword")
    }

    /// MetaCodable: CodingKeysGenerationTests.ReservedNames.decodingAndEncoding.
    @Test func reservedNamesDecodingAndEncoding() throws {
      let decoded = try coder.roundTrip(MCReservedNames(val1: "first", val2: "second"))
      #expect(decoded.val1 == "first")
      #expect(decoded.val2 == "second")
    }

    /// MetaCodable: CodingKeysGenerationTests.ReservedNames.decodingFromJSON.
    @Test func reservedNamesDecodingFromJSON() throws {
      let decoded = try coder.decode(
        MCReservedNames.self, #"{"associatedtype": {"val1": "value1"}, "continue": {"val2": "value2"}}"#)
      #expect(decoded.val1 == "value1")
      #expect(decoded.val2 == "value2")
    }
  }
#endif
