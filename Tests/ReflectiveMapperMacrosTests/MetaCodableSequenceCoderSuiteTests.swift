// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // sequences, same inputs and expectations: HelperCoders/LossySequenceTests (the deprecated
  // `LossySequenceCoder`) and HelperCoders/SequenceCoderTests.
  //
  // MetaCodable's sequence coders read `String` elements only, so each model is registered
  // strict (`m.strictness = .strict`); `.lossy` is `m.lossyCollections`, `.default(x)` is the
  // property's default, taken for a value that does not read (`defaultsOnFailure`) and for an
  // empty array (`defaultsReplaceEmptyCollections`), `@Default(x)` a default taken on failure.
  // Read leniently (`lenientReadsNumbersAsStrings`), numbers become strings: the documented
  // deliberate difference.

  /// `let data: [String]`, the shape of every container of both files.
  @ReflectiveModel
  struct MCStrings: Equatable {
    let data: [String]
  }

  /// LossySequenceTests.OptionalContainer: `@CodedBy(LossySequenceCoder<[String]>()) let data: [String]?`.
  @ReflectiveModel
  struct MCOptionalStrings {
    let data: [String]?
  }

  /// The settings of one MetaCodable container, as a registration of ``MCStrings``.
  enum MCSequenceContainer: CaseIterable {
    /// SequenceCoderTests.Container: `SequenceCoder(output: [String].self)`.
    case plain
    /// LossySequenceTests.Container and SequenceCoderTests.LossyContainer: `.lossy`.
    case lossy
    /// LossySequenceTests.DefaultContainer: `@Default(["some"]) @CodedBy(LossySequenceCoder…)`.
    case lossyWithDefault
    /// SequenceCoderTests.DefaultContainer: `SequenceCoder(configuration: .default(["some"]))`.
    case `default`
    /// SequenceCoderTests.LossyDefaultContainer: `[.lossy, .default(["some"])]`.
    case lossyDefault

    func coder(strict: Bool = true) throws -> MCCoder {
      try MCCoder { registry in
        try registry.register(MCStrings.self) { m in
          if strict { m.strictness = .strict }
          if self != .plain && self != .default { m.lossyCollections = ["data"] }
          if self == .lossyWithDefault || self == .default || self == .lossyDefault {
            m.defaults["data"] = ["some"]
            m.defaultsOnFailure = ["data"]
          }
          m.defaultsReplaceEmptyCollections = self == .default || self == .lossyDefault
        }
        try registry.register(MCOptionalStrings.self) { m in
          m.strictness = .strict
          m.lossyCollections = ["data"]
        }
      }
    }
  }

  @Suite struct MetaCodableSequenceCoderSuiteTests {
    private static let valid = #"{"data":["1","2"]}"#
    private static let mixed = #"{"data":[1,"1",2,"2"]}"#

    /// What a container reads from `{"data":1}`, `{"data":[]}` and `[1,"1",2,"2"]`: `nil` where
    /// MetaCodable throws.
    private static let expected: [MCSequenceContainer: (wrongType: [String]?, empty: [String], mixed: [String]?)] = [
      .plain: (nil, [], nil),
      .lossy: (nil, [], ["1", "2"]),
      .lossyWithDefault: (["some"], [], ["1", "2"]),
      .default: (["some"], ["some"], nil),
      .lossyDefault: (["some"], ["some"], ["1", "2"]),
    ]

    private func check(_ json: String, _ expected: [String]?, _ container: MCSequenceContainer) throws {
      let coder = try container.coder()
      if let expected {
        #expect(try coder.decode(MCStrings.self, json).data == expected, "\(container)")
      } else {
        coder.expectFailure(MCStrings.self, json)
      }
    }

    /// MetaCodable: SequenceCoderTests.invalidDataType, lossyInvalidDataType,
    /// defaultInvalidDataType, lossyDefaultInvalidDataType; LossySequenceTests.invalidDataType,
    /// defaultInvalidDataType.
    @Test(arguments: MCSequenceContainer.allCases)
    func invalidDataType(container: MCSequenceContainer) throws {
      try check(#"{"data":1}"#, Self.expected[container]?.wrongType, container)
    }

    /// MetaCodable: SequenceCoderTests.emptyData, lossyEmptyData, defaultEmptyData,
    /// lossyDefaultEmptyData; LossySequenceTests.emptyData, defaultEmptyData.
    @Test(arguments: MCSequenceContainer.allCases)
    func emptyData(container: MCSequenceContainer) throws {
      try check(#"{"data":[]}"#, Self.expected[container]?.empty, container)
    }

    /// MetaCodable: SequenceCoderTests.validData, lossyValidData, defaultValidData,
    /// lossyDefaultValidData; LossySequenceTests.validData, defaultValidData: read, and written
    /// back byte for byte.
    @Test(arguments: MCSequenceContainer.allCases)
    func validData(container: MCSequenceContainer) throws {
      let coder = try container.coder()
      let value = try coder.decode(MCStrings.self, Self.valid)
      #expect(value.data == ["1", "2"])
      #expect(try coder.encode(value) == Self.valid)
    }

    /// MetaCodable: SequenceCoderTests.invalidData, lossyInvalidData, defaultInvalidData,
    /// lossyDefaultInvalidData; LossySequenceTests.invalidData, defaultInvalidData.
    @Test(arguments: MCSequenceContainer.allCases)
    func invalidData(container: MCSequenceContainer) throws {
      try check(Self.mixed, Self.expected[container]?.mixed, container)
      if container == .lossyDefault {  // MetaCodable writes the value read, too
        let coder = try container.coder()
        #expect(try coder.encode(try coder.decode(MCStrings.self, Self.mixed)) == Self.valid)
      }
    }

    /// Deliberate difference (numbers turned into strings in lossy string arrays): read
    /// leniently, as a registry reads by default, `1` is the string `"1"`, kept, where MetaCodable's
    /// coders drop it (lossy) or throw.
    @Test(arguments: MCSequenceContainer.allCases)
    func lenientReadsNumbersAsStrings(container: MCSequenceContainer) throws {
      #expect(try container.coder(strict: false).decode(MCStrings.self, Self.mixed).data == ["1", "1", "2", "2"])
    }

    // MARK: LossySequenceTests.OptionalContainer

    /// MetaCodable: LossySequenceTests.optionalInvalidDataType.
    @Test func optionalInvalidDataType() throws {
      try MCSequenceContainer.lossy.coder().expectFailure(MCOptionalStrings.self, #"{"data":1}"#)
    }

    /// MetaCodable: LossySequenceTests.optionalEmptyData.
    @Test func optionalEmptyData() throws {
      #expect(try MCSequenceContainer.lossy.coder().decode(MCOptionalStrings.self, "{}").data == nil)
    }

    /// MetaCodable: LossySequenceTests.optionalValidData.
    @Test func optionalValidData() throws {
      let coder = try MCSequenceContainer.lossy.coder()
      let value = try coder.decode(MCOptionalStrings.self, Self.valid)
      #expect(value.data == ["1", "2"])
      #expect(try coder.encode(value) == Self.valid)
    }

    /// MetaCodable: LossySequenceTests.optionalInvalidData.
    @Test func optionalInvalidData() throws {
      #expect(try MCSequenceContainer.lossy.coder().decode(MCOptionalStrings.self, Self.mixed).data == ["1", "2"])
    }
  }
#endif
