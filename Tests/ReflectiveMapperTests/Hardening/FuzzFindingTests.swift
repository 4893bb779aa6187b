import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// The root of the fuzz findings' documents, as far as these tests read it.
final class FindingRoot: ReflectiveModel {
  var id = 0
  var scalars: IntegerWidths?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \FindingRoot.id, "scalars": \FindingRoot.scalars] }
}

/// The inputs of ../shared/fuzz-findings (kept in Fixtures/JSON/fuzz-findings and as fuzz seeds): a
/// long non-integer literal for an integer property.
///
/// `JSONParser.parse` rounded it to a whole Double that `init(dictionary:)` then accepted, while
/// `init(jsonData:)` refused it.
@Suite struct FuzzFindingTests {
  static func findings() throws -> [(name: String, data: Data)] {
    let folder = try #require(Bundle.module.url(forResource: "JSON", withExtension: nil)).appendingPathComponent("fuzz-findings")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
  }

  func widths(_ model: IntegerWidths?) -> [String] {
    guard let model else { return [] }
    return [
      "\(model.int)", "\(model.int8)", "\(model.int16)", "\(model.int32)", "\(model.int64)", "\(model.uint)",
      "\(model.uint8)", "\(model.uint16)", "\(model.uint32)", "\(model.uint64)", "\(model.double.bitPattern)",
      "\(model.float.bitPattern)",
    ]
  }

  @Test func bothEntryPointsAgreeOnEveryFinding() throws {
    let findings = try Self.findings()
    #expect(findings.count == 5)
    let registry = MappingRegistry()
    for (name, data) in findings {
      let parsed = try #require(try JSONParser.parse(data) as? [String: Any], "\(name)")
      var fromDictionary: [MappingError] = []
      let a = try FindingRoot(dictionary: parsed, registry: registry, issues: &fromDictionary)
      var fromBytes: [MappingError] = []
      let b = try FindingRoot(jsonData: data, registry: registry, issues: &fromBytes)
      // (Bytes also report the keys these findings repeat, which the parsed dictionary has lost.)
      #expect(fromDictionary.map(\.summary) == fromBytes.filter { $0.reason.code != "duplicateKey" }.map(\.summary), "\(name)")
      #expect(widths(a.scalars) == widths(b.scalars), "\(name)")
      // Every long literal with a fraction was refused by the integer property it went to.
      #expect(fromBytes.contains { if case .notRepresentable = $0.reason { true } else { false } }, "\(name)")
    }
  }

  @Test func aLongLiteralWithAFractionNeverBecomesAnInteger() throws {
    for literal in ["12345678901234567.5", "9223372536854773.05807", "18446744073709000.5", "1844674402370000000.5"] {
      let data = Data(#"{"int64": \#(literal), "uint64": \#(literal)}"#.utf8)
      let parsed = try #require(try JSONParser.parse(data) as? [String: Any])
      #expect(parsed["int64"] is Decimal, "\(literal) must stay exact")
      for model in [try IntegerWidths(dictionary: parsed), try IntegerWidths(jsonData: data)] {
        #expect(model.int64 == 0 && model.uint64 == 0, "\(literal)")
      }
      var issues: [MappingError] = []
      _ = try IntegerWidths(dictionary: parsed, issues: &issues)
      #expect(issues.count == 2)
      #expect(issues.first?.reason == .notRepresentable(expected: "Int64", found: "number \(literal)"))
    }
    // A long literal that is a whole number still maps, exactly.
    let whole = try IntegerWidths(dictionary: try #require(try JSONParser.parse(Data(#"{"uint64": 12345678901234567.0e1}"#.utf8)) as? [String: Any]))
    #expect(whole.uint64 == 123_456_789_012_345_670)
    // Every long literal keeps its digits, and reads back as the bytes' Double and String.
    let text = #"{"double": -65.613616999999977, "string": 923.023372036854775807}"#
    let parsed = try #require(try JSONParser.parse(Data(text.utf8)) as? [String: Any])
    #expect(parsed["double"] as? Decimal == Decimal(string: "-65.613616999999977"))
    let fromDictionary = try LongScalars(dictionary: parsed)
    let fromBytes = try LongScalars(jsonData: Data(text.utf8))
    #expect(fromDictionary.double.bitPattern == fromBytes.double.bitPattern && fromBytes.double == -65.613616999999977)
    #expect(fromDictionary.string == "923.023372036854775807" && fromBytes.string == fromDictionary.string)
  }
}

final class LongScalars: ReflectiveModel {
  var double = 0.0
  var string = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["double": \LongScalars.double, "string": \LongScalars.string] }
}

extension FuzzFindingTests {
  /// A literal Decimal cannot hold (here it underflows): bytes refuse it into a Double and into
  /// an integer (it is not zero; a Double would be a silent 0), while `JSONParser.parse` has
  /// already made it the Double 0.0, as JSONSerialization does, so a dictionary holds 0.
  @Test func anUnderflowingLiteralIsRefusedFromBytes() throws {
    let literal = "137995934811229080448156e-400016"
    let text = #"{"int64": \#(literal), "double": \#(literal)}"#
    let parsed = try #require(try JSONParser.parse(Data(text.utf8)) as? [String: Any])
    var fromDictionary: [MappingError] = []
    let a = try IntegerWidths(dictionary: parsed, issues: &fromDictionary)
    var fromBytes: [MappingError] = []
    let b = try IntegerWidths(jsonData: Data(text.utf8), issues: &fromBytes)
    #expect(fromDictionary.isEmpty)
    #expect(Set(fromBytes.compactMap(\.property)) == ["IntegerWidths.int64", "IntegerWidths.double"])
    #expect(fromBytes.contains { $0.reason == .notRepresentable(expected: "Int64", found: "number \(literal)") })
    #expect(fromBytes.contains { $0.reason == .notRepresentable(expected: "Double", found: "number \(literal)") })
    #expect(a.double.bitPattern == b.double.bitPattern && b.double == 0)
  }
}

extension FuzzFindingTests {
  /// Fuzz finding: a literal with more digits than Decimal holds, whose Double is not 0, was
  /// described by its (truncated) literal from bytes and by its Double from a parsed dictionary.
  ///
  /// Both now say what the value is: its Double.
  @Test func aLongLiteralIsDescribedByItsValueOnBothPaths() throws {
    let literal = "-0.0000000000000000000000000000000000000000042949672960000000000000000000000000000042949672960000763291488258"
    let text = "[\(literal)]"
    var fromBytes: [MappingError] = []
    _ = try? [Rock](jsonString: text, registry: MappingRegistry(), issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let parsed = try #require(try JSONParser.parse(Data(text.utf8)) as? [Any])
    _ = try? [Rock](dictionaries: parsed, registry: MappingRegistry(), issues: &fromDictionary)
    #expect(fromBytes.map(\.summary) == fromDictionary.map(\.summary))
    #expect(fromBytes.first?.reason.found == "number -4.294967296e-42")
  }
}
