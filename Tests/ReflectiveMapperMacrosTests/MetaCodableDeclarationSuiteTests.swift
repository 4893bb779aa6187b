// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import ReflectiveMapperMacros
  import Testing

  // The runtime tests of MetaCodable 1.6's `Tests/MetaCodableTests` (SwiftyLab/MetaCodable) for
  // declaration forms, same inputs and expectations: CodableTests (WithoutAvailableAttribute,
  // WithoutAnyCustomization, EnumWithoutAssociatedVariables), GenericsTests
  // (SingleGenericTypeExpansion, MultipleGenericTypeExpansion, EnumMultipleGenericTypeExpansion),
  // GroupedVariableTests (WithoutAnyCustomization), VariableDeclarationTests
  // (InitializedImmutableVariable) and ExplicitCodingTests (GetterOnlyVariable,
  // ExplicitGetterOnlyVariable, GetterOnlyVariableWithMultiLineStatements).
  // GroupedMutableVariableTests has no runtime test.
  //
  // `@Codable` becomes `@ReflectiveModel` (`@ReflectiveEnum(.external)` for an enum without
  // `@CodedAt`), with nothing to register. A `let` with an initial value and a getter
  // (`@CodedIn var value: String { "some" }`) are marked `@OutputOnly`: written, never read.

  /// CodableTests.WithoutAvailableAttribute.SomeCodable (and WithoutAnyCustomization's, without
  /// the attribute): static properties are not coded.
  @ReflectiveModel
  @available(*, deprecated, message: "Deprecated")
  struct MCDeprecatedCodable {
    let value: String
    static let other: String = "other"
    /// Neither read nor written: MetaCodable's setter records an issue if called.
    public private(set) static var otherM: String {
      get { "otherM" }
      set { Issue.record("Invalid setter invocation") }
    }
  }

  @ReflectiveModel
  struct MCStaticsCodable {
    let value: String
    static let other: String = "other"
    /// Neither read nor written: MetaCodable's setter records an issue if called.
    public private(set) static var otherM: String {
      get { "otherM" }
      set { Issue.record("Invalid setter invocation") }
    }
  }

  /// CodableTests.EnumWithoutAssociatedVariables.Foo: `{"foo": {}}`.
  @ReflectiveEnum(.external)
  enum MCExternalFoo: Equatable {
    case foo
  }

  /// GenericsTests.SingleGenericTypeExpansion.GenericCodable.
  @ReflectiveModel
  struct MCGeneric<T> {
    let value: T
  }

  /// GenericsTests.MultipleGenericTypeExpansion.GenericCodable.
  @ReflectiveModel
  struct MCGeneric3<T, U, V> {
    let value1: T
    let value2: U
    let value3: V
  }

  /// GenericsTests.EnumMultipleGenericTypeExpansion.GenericCodable: external, bare payloads.
  @ReflectiveEnum(.external)
  enum MCGenericEnum<T, U, V> {
    case one(T)
    case two(U)
    case three(V)
  }

  /// GroupedVariableTests.WithoutAnyCustomization.SomeCodable: `let one, two, three: String`.
  @ReflectiveModel
  struct MCGrouped {
    let one, two, three: String
  }

  /// VariableDeclarationTests.InitializedImmutableVariable.SomeCodable: `let value = "some"`,
  /// written, never read.
  @ReflectiveModel
  struct MCInitializedLet {
    @OutputOnly let value: String = "some"
  }

  /// ExplicitCodingTests.GetterOnlyVariable and ExplicitGetterOnlyVariable's SomeCodable:
  /// `@CodedIn var value: String { "some" }`.
  @ReflectiveModel
  struct MCGetterOnly {
    @OutputOnly var value: String { "some" }
  }

  /// ExplicitCodingTests.GetterOnlyVariableWithMultiLineStatements.SomeCodable.
  @ReflectiveModel
  struct MCGetterOnlyMultiLine {
    @OutputOnly var value: String {
      let val = "Val"
      return "some\(val)"
    }
  }

  @Suite struct MetaCodableDeclarationSuiteTests {
    let coder: MCCoder

    init() throws {
      coder = try MCCoder { registry in
        try registry.registerEnum(MCExternalFoo.self)
        try registry.registerEnum(MCGenericEnum<String, Int, Bool>.self)
      }
    }

    // MARK: CodableTests

    /// MetaCodable: CodableTests.WithoutAvailableAttribute.availableAttributeEncoding.
    @Test @available(*, deprecated, message: "Deprecated")
    func availableAttributeEncoding() throws {
      #expect(try coder.roundTrip(MCDeprecatedCodable(value: "deprecated_test")).value == "deprecated_test")
    }

    /// MetaCodable: CodableTests.WithoutAvailableAttribute.availableAttributeFromJSON.
    @Test @available(*, deprecated, message: "Deprecated")
    func availableAttributeFromJSON() throws {
      #expect(try coder.decode(MCDeprecatedCodable.self, #"{"value": "available_value"}"#).value == "available_value")
    }

    /// MetaCodable: CodableTests.WithoutAnyCustomization.basicCodableEncoding.
    @Test func basicCodableEncoding() throws {
      #expect(try coder.roundTrip(MCStaticsCodable(value: "basic_test")).value == "basic_test")
    }

    /// MetaCodable: CodableTests.WithoutAnyCustomization.basicCodableFromJSON.
    @Test func basicCodableFromJSON() throws {
      #expect(try coder.decode(MCStaticsCodable.self, #"{"value": "basic_value"}"#).value == "basic_value")
    }

    /// MetaCodable: CodableTests.WithoutAnyCustomization.staticPropertiesIgnored.
    @Test func staticPropertiesIgnored() throws {
      let json = try coder.object(MCStaticsCodable(value: "test"))
      #expect(json["other"] == nil)
      #expect(json["otherM"] == nil)
      #expect(json["value"] as? String == "test")
    }

    /// MetaCodable: CodableTests.EnumWithoutAssociatedVariables.decodingFromJSON.
    @Test func enumWithoutValuesDecodingFromJSON() throws {
      #expect(try coder.decode(MCExternalFoo.self, #"{"foo": {}}"#) == .foo)
    }

    /// MetaCodable: CodableTests.EnumWithoutAssociatedVariables.encodingToJSON.
    @Test func enumWithoutValuesEncodingToJSON() throws {
      #expect((try coder.object(MCExternalFoo.foo)["foo"] as? [String: Any])?.isEmpty == true)
    }

    // MARK: GenericsTests

    /// MetaCodable: GenericsTests.SingleGenericTypeExpansion.decodingAndEncoding and
    /// decodingAndEncodingWithInt.
    @Test func singleGenericDecodingAndEncoding() throws {
      #expect(try coder.roundTrip(MCGeneric(value: "test")).value == "test")
      #expect(try coder.roundTrip(MCGeneric(value: 42)).value == 42)
    }

    /// MetaCodable: GenericsTests.SingleGenericTypeExpansion.decodingFromJSON.
    @Test func singleGenericDecodingFromJSON() throws {
      #expect(try coder.decode(MCGeneric<String>.self, #"{"value": "hello"}"#).value == "hello")
    }

    /// MetaCodable: GenericsTests.MultipleGenericTypeExpansion.decodingAndEncoding and decodingFromJSON.
    @Test func multipleGenericDecoding() throws {
      let original = MCGeneric3(value1: "test", value2: 42, value3: true)
      let json = #"{"value1": "hello", "value2": 100, "value3": false}"#
      for (decoded, expected) in [
        (try coder.roundTrip(original), original),
        (try coder.decode(MCGeneric3<String, Int, Bool>.self, json), MCGeneric3(value1: "hello", value2: 100, value3: false)),
      ] {
        #expect(decoded.value1 == expected.value1)
        #expect(decoded.value2 == expected.value2)
        #expect(decoded.value3 == expected.value3)
      }
    }

    /// MetaCodable: GenericsTests.EnumMultipleGenericTypeExpansion.decodingAndEncodingCaseOne,
    /// decodingAndEncodingCaseTwo and decodingFromJSON.
    @Test func enumMultipleGeneric() throws {
      typealias Generic = MCGenericEnum<String, Int, Bool>
      if case .one(let one) = try coder.roundTrip(Generic.one("test")) { #expect(one == "test") } else { Issue.record("Expected .one case") }
      if case .two(let two) = try coder.roundTrip(Generic.two(42)) { #expect(two == 42) } else { Issue.record("Expected .two case") }
      if case .three(let three) = try coder.decode(Generic.self, #"{"three": true}"#) {
        #expect(three == true)
      } else {
        Issue.record("Expected .three case")
      }
    }

    // MARK: GroupedVariableTests.WithoutAnyCustomization

    /// MetaCodable: GroupedVariableTests.WithoutAnyCustomization.decodingAndEncoding and decodingFromJSON.
    @Test func groupedDecoding() throws {
      let values = [
        (try coder.roundTrip(MCGrouped(one: "first", two: "second", three: "third")), ["first", "second", "third"]),
        (try coder.decode(MCGrouped.self, #"{"one": "value1", "two": "value2", "three": "value3"}"#), ["value1", "value2", "value3"]),
      ]
      for (decoded, expected) in values {
        #expect([decoded.one, decoded.two, decoded.three] == expected)
      }
    }

    /// MetaCodable: GroupedVariableTests.WithoutAnyCustomization.encodingToJSON.
    @Test func groupedEncodingToJSON() throws {
      let json = try coder.object(MCGrouped(one: "a", two: "b", three: "c"))
      #expect(json["one"] as? String == "a")
      #expect(json["two"] as? String == "b")
      #expect(json["three"] as? String == "c")
    }

    // MARK: VariableDeclarationTests.InitializedImmutableVariable

    /// MetaCodable: VariableDeclarationTests.InitializedImmutableVariable.decodingAndEncoding,
    /// decodingFromEmptyJSON and encodingToJSON.
    @Test func initializedImmutableVariable() throws {
      #expect(try coder.roundTrip(MCInitializedLet()).value == "some")
      #expect(try coder.decode(MCInitializedLet.self, "{}").value == "some")
      #expect(try coder.object(MCInitializedLet())["value"] as? String == "some")
    }

    // MARK: ExplicitCodingTests

    /// MetaCodable: ExplicitCodingTests.GetterOnlyVariable.encodingOnly and decodingEmpty,
    /// ExplicitGetterOnlyVariable.encodingOnly and decodingEmpty.
    @Test func getterOnlyVariable() throws {
      #expect(try coder.object(MCGetterOnly())["value"] as? String == "some")
      #expect(try coder.decode(MCGetterOnly.self, "{}").value == "some")
    }

    /// MetaCodable: ExplicitCodingTests.GetterOnlyVariableWithMultiLineStatements.encodingOnly
    /// and decodingEmpty.
    @Test func getterOnlyVariableWithMultiLineStatements() throws {
      #expect(try coder.object(MCGetterOnlyMultiLine())["value"] as? String == "someVal")
      #expect(try coder.decode(MCGetterOnlyMultiLine.self, "{}").value == "someVal")
    }
  }
#endif
