import Foundation
import ReflectiveMapper
import Testing

// Integers at and one past every width's bounds (as JSON bytes, as native Swift values and
// as NSNumber), and NaN / infinity in input and in model properties on output.

@Suite struct HostileNumberTests {}

extension HostileNumberTests {
  /// Hydrates `IntegerWidths` from `key: value` both ways (dictionary, and JSON bytes when a
  /// literal is given) and returns the model and issues of each.
  static func hydrate(_ key: String, native: Any) throws -> (IntegerWidths, [MappingError]) {
    var issues: [MappingError] = []
    let model = try IntegerWidths(dictionary: [key: native], registry: MappingRegistry(), issues: &issues)
    return (model, issues)
  }

  static func hydrate(_ key: String, literal: String) throws -> (IntegerWidths, [MappingError]) {
    var issues: [MappingError] = []
    let model = try IntegerWidths(jsonData: Data(#"{"\#(key)": \#(literal)}"#.utf8), registry: MappingRegistry(), issues: &issues)
    return (model, issues)
  }

  /// Checks one width: its bounds are taken exactly, one past them is refused with a
  /// non-fatal `notRepresentable` at the property's path and the value is kept.
  static func checkBounds<W: FixedWidthInteger>(
    _ key: String, _ keyPath: KeyPath<IntegerWidths, W>, belowMin: String, aboveMax: String,
    nativeBelow: [Any], nativeAbove: [Any], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // At the bounds: JSON literals, the width's own type, Int (when it fits), NSNumber, strings.
    var accepted: [(String, (IntegerWidths, [MappingError]))] = [
      ("JSON min", try hydrate(key, literal: "\(W.min)")),
      ("JSON max", try hydrate(key, literal: "\(W.max)")),
      ("native min", try hydrate(key, native: W.min)),
      ("native max", try hydrate(key, native: W.max)),
      ("NSNumber min", try hydrate(key, native: NSNumber(value: Int64(W.min)))),
      ("string max", try hydrate(key, native: "\(W.max)")),
    ]
    if let max = Int(exactly: W.max) { accepted.append(("Int max", try hydrate(key, native: max))) }
    if let max = UInt64(exactly: W.max) { accepted.append(("NSNumber max", try hydrate(key, native: NSNumber(value: max)))) }
    for (label, (model, issues)) in accepted {
      let expected = label.hasSuffix("min") ? W.min : W.max
      #expect(model[keyPath: keyPath] == expected, "\(key) \(label)", sourceLocation: sourceLocation)
      #expect(issues.isEmpty, "\(key) \(label): \(issues)", sourceLocation: sourceLocation)
    }

    // One past: JSON literals, native values, NSNumber, strings.
    var refused: [(String, (IntegerWidths, [MappingError]))] = [
      ("JSON below", try hydrate(key, literal: belowMin)),
      ("JSON above", try hydrate(key, literal: aboveMax)),
      ("string below", try hydrate(key, native: belowMin)),
      ("string above", try hydrate(key, native: aboveMax)),
    ]
    for value in nativeBelow + nativeAbove { refused.append(("native \(type(of: value)) \(value)", try hydrate(key, native: value))) }
    for (label, (model, issues)) in refused {
      #expect(model[keyPath: keyPath] == 0, "\(key) \(label): value kept", sourceLocation: sourceLocation)
      #expect(issues.count == 1, "\(key) \(label): \(issues)", sourceLocation: sourceLocation)
      guard let issue = issues.first else { continue }
      #expect(issue.path == key, sourceLocation: sourceLocation)
      #expect(issue.property == "IntegerWidths.\(key)", sourceLocation: sourceLocation)
      #expect(issue.reason.code == "notRepresentable", "\(key) \(label): \(issue)", sourceLocation: sourceLocation)
      #expect(!issue.isFatal, sourceLocation: sourceLocation)
    }
    // The JSON literals are named in the message as they were written.
    #expect(refused[0].1.1.first?.reason == .notRepresentable(expected: "\(W.self)", found: "number \(belowMin)"), sourceLocation: sourceLocation)
    #expect(refused[1].1.1.first?.reason == .notRepresentable(expected: "\(W.self)", found: "number \(aboveMax)"), sourceLocation: sourceLocation)
  }

  @Test func signedWidthsTakeTheirBoundsAndRefuseOnePast() throws {
    try Self.checkBounds(
      "int8", \.int8, belowMin: "-129", aboveMax: "128",
      nativeBelow: [-129, Int16(-129), NSNumber(value: -129)], nativeAbove: [128, UInt8(128), NSNumber(value: 128)])
    try Self.checkBounds(
      "int16", \.int16, belowMin: "-32769", aboveMax: "32768",
      nativeBelow: [-32_769, NSNumber(value: -32_769)], nativeAbove: [32_768, UInt16(32_768), NSNumber(value: 32_768)])
    try Self.checkBounds(
      "int32", \.int32, belowMin: "-2147483649", aboveMax: "2147483648",
      nativeBelow: [-2_147_483_649, NSNumber(value: -2_147_483_649)],
      nativeAbove: [2_147_483_648, UInt32(2_147_483_648), NSNumber(value: 2_147_483_648)])
    try Self.checkBounds(
      "int64", \.int64, belowMin: "-9223372036854775809", aboveMax: "9223372036854775808",
      nativeBelow: [Decimal(string: "-9223372036854775809")!, NSDecimalNumber(string: "-9223372036854775809"), -9.3e18],
      nativeAbove: [UInt64(1) << 63, NSNumber(value: UInt64(1) << 63), Decimal(string: "9223372036854775808")!, 9.3e18])
    try Self.checkBounds(
      "int", \.int, belowMin: "-9223372036854775809", aboveMax: "9223372036854775808",
      nativeBelow: [Decimal(string: "-9223372036854775809")!, NSDecimalNumber(string: "-9223372036854775809")],
      nativeAbove: [UInt64(1) << 63, NSNumber(value: UInt64(1) << 63), UInt(1) << 63])
  }

  @Test func unsignedWidthsTakeTheirBoundsAndRefuseOnePast() throws {
    try Self.checkBounds(
      "uint8", \.uint8, belowMin: "-1", aboveMax: "256",
      nativeBelow: [-1, Int8(-1), NSNumber(value: -1)], nativeAbove: [256, UInt16(256), NSNumber(value: 256)])
    try Self.checkBounds(
      "uint16", \.uint16, belowMin: "-1", aboveMax: "65536",
      nativeBelow: [-1, NSNumber(value: -1)], nativeAbove: [65_536, NSNumber(value: 65_536)])
    try Self.checkBounds(
      "uint32", \.uint32, belowMin: "-1", aboveMax: "4294967296",
      nativeBelow: [-1, NSNumber(value: -1)], nativeAbove: [4_294_967_296, NSNumber(value: 4_294_967_296)])
    try Self.checkBounds(
      "uint64", \.uint64, belowMin: "-1", aboveMax: "18446744073709551616",
      nativeBelow: [-1, Int64.min, NSNumber(value: -1)],
      nativeAbove: [Decimal(string: "18446744073709551616")!, NSDecimalNumber(string: "18446744073709551616"), 1.9e19])
    try Self.checkBounds(
      "uint", \.uint, belowMin: "-1", aboveMax: "18446744073709551616",
      nativeBelow: [-1, NSNumber(value: -1)], nativeAbove: [Decimal(string: "18446744073709551616")!, 1.9e19])
  }

  @Test func floatingPointTakesTheLargestFiniteValuesAndRefusesOverflow() throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let model = try IntegerWidths(
      jsonData: Data(#"{"double": 1.7976931348623157e308, "float": 3.4028235e38}"#.utf8), registry: registry, issues: &issues)
    #expect(model.double == .greatestFiniteMagnitude)
    #expect(model.float == .greatestFiniteMagnitude)
    #expect(issues.isEmpty)

    // A Double literal that overflows is one problem at its property, as an integer's overflow is.
    issues = []
    let overflow = try IntegerWidths(jsonData: Data(#"{"double": 1.8e308, "float": 1}"#.utf8), registry: registry, issues: &issues)
    #expect(overflow.double == 0 && overflow.float == 1)
    #expect(issues.map(\.path) == ["double"])
    #expect(issues.first?.reason.code == "notRepresentable")
    #expect(issues.first?.description.contains("1.8e308") == true)

    // A Double that does not fit a Float is refused for the Float only.
    issues = []
    let tooBig = try IntegerWidths(jsonData: Data(#"{"float": 3.5e38, "double": 3.5e38}"#.utf8), registry: registry, issues: &issues)
    #expect(tooBig.double == 3.5e38 && tooBig.float == 0)
    #expect(issues.map(\.path) == ["float"])
    #expect(issues.first?.reason.code == "notRepresentable")
  }
}

// MARK: - NaN and infinity

extension HostileNumberTests {
  static var nonFiniteInputs: [(String, Any)] {
    [
      ("double", Double.nan), ("double", Double.infinity), ("double", -Double.infinity), ("double", NSNumber(value: Double.nan)),
      ("float", Float.nan), ("float", Float.infinity), ("float", Double.infinity), ("int", Double.nan), ("int8", Double.infinity),
      ("uint64", NSNumber(value: Double.infinity)), ("string", Double.nan), ("string", NSNumber(value: -Double.infinity)),
      ("decimal", Decimal.nan), ("decimal", Double.infinity), ("date", Double.nan), ("date", -Double.infinity),
      ("bool", Double.nan), ("optionalDouble", Double.nan), ("optionalInt", Double.infinity), ("optionalDate", Double.infinity),
    ]
  }

  @Test func nonFiniteInputIsRefusedWithThePathAndTheValueKept() throws {
    for (key, value) in Self.nonFiniteInputs {
      try checkNonFinite(key, value)
    }
  }

  func checkNonFinite(_ key: String, _ value: Any) throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let model = try HardEverything(dictionary: [key: value], registry: registry, issues: &issues)
    #expect(issues.count == 1, "\(key) \(value): \(issues)")
    let issue = try #require(issues.first)
    #expect(issue.path == key)
    #expect(issue.property == "HardEverything.\(key)")
    #expect(["notRepresentable", "typeMismatch"].contains(issue.reason.code), "\(issue)")
    #expect(!issue.isFatal)
    // Nothing was written: every property still has its initial value.
    let untouched = HardEverything().dictionaryRepresentation(registry: registry)
    let now = model.dictionaryRepresentation(registry: registry)
    #expect("\(now[key] ?? "nil")" == "\(untouched[key] ?? "nil")", "\(key) kept")
  }

  @Test func nonFiniteInputIsFatalInAStrictMapping() throws {
    let registry = MappingRegistry()
    try registry.register(IntegerWidths.self) { m in m.isStrict = true }
    let error = try #require(throws: MappingError.self) {
      try IntegerWidths(dictionary: ["double": Double.nan, "float": Float.infinity], registry: registry)
    }
    #expect(Set(error.issues.map(\.path)) == ["double", "float"])
    #expect(error.issues.allSatisfy { $0.isFatal && $0.reason.code == "notRepresentable" })
  }

  @Test func nonFiniteLiteralsAreNotJSON() throws {
    for text in [#"{"double": NaN}"#, #"{"double": Infinity}"#, #"{"double": -Infinity}"#] {
      let error = try #require(throws: MappingError.self, "\(text)") { try IntegerWidths(jsonData: Data(text.utf8), registry: MappingRegistry()) }
      #expect(error.reason.code == "invalidJSON", "\(text)")
      #expect(error.path == "")
    }
  }

  @Test func nonFinitePropertiesAreRefusedOnOutputWithTheirPath() throws {
    let registry = MappingRegistry()
    let cases: [(String, String?, (HardFloats) -> Void)] = [
      ("double", "HardFloats.double", { $0.double = .nan }),
      ("float", "HardFloats.float", { $0.float = .infinity }),
      ("decimal", "HardFloats.decimal", { $0.decimal = .nan }),
      ("optionalDouble", "HardFloats.optionalDouble", { $0.optionalDouble = -.infinity }),
      ("doubles[1]", "HardFloats.doubles[1]", { $0.doubles = [1, .nan, 2] }),
      ("table.k", #"HardFloats.table["k"]"#, { $0.table = ["ok": 1, "k": .infinity] }),
      ("anything", "HardFloats.anything", { $0.anything = Double.nan }),
      ("anything", "HardFloats.anything", { $0.anything = NSNumber(value: Double.infinity) }),
      ("anything.x[1]", #"HardFloats.anything["x"][1]"#, { $0.anything = ["x": [1, Float.nan]] as [String: Any] }),
      (
        "leaf.value", "HardFloats.leaf.value",
        {
          $0.leaf = HardFloatLeaf()
          $0.leaf?.value = -.infinity
        }
      ),
    ]
    for (path, property, poison) in cases {
      let model = HardFloats()
      poison(model)
      let fromData = try #require(throws: MappingError.self, "\(path)") { try model.jsonData(registry: registry) }
      #expect(fromData.path == path)
      #expect(fromData.property == property, "\(path)")
      #expect(fromData.reason.code == "notJSONEncodable", "\(path): \(fromData)")
      #expect(fromData.isFatal)
      let fromObject = try #require(throws: MappingError.self, "\(path)") {
        try model.jsonObject(registry: registry, includeNulls: true)
      }
      #expect(fromObject.path == path)
      #expect(fromObject.reason.code == "notJSONEncodable")
      // The plain view is not JSON: it keeps the Swift value.
      _ = model.dictionaryRepresentation(registry: registry)
    }
    let model = HardFloats()
    model.double = .nan
    #expect((model.dictionaryRepresentation(registry: registry)["double"] as? Double)?.isNaN == true)
  }
}
