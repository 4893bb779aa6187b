import Foundation
import ReflectiveMapper
import Testing

@Suite struct CoercionTests {}

extension CoercionTests {
  /// Hydrates one `IntegerWidths` property from `value` and returns the model and the issues.
  func hydrate(_ key: String, _ value: Any) throws -> (IntegerWidths, [MappingError]) {
    var issues: [MappingError] = []
    let model = try IntegerWidths(dictionary: [key: value], registry: MappingRegistry(), issues: &issues)
    return (model, issues)
  }

  @Test func numericStringsBecomeNumbersAndNumbersBecomeStrings() throws {
    #expect(try hydrate("int", "47").0.int == 47)
    #expect(try hydrate("int", "1e2").0.int == 100)
    #expect(try hydrate("int", "47.0").0.int == 47)
    #expect(try hydrate("uint64", "18446744073709551615").0.uint64 == UInt64.max)
    #expect(try hydrate("double", "2.25").0.double == 2.25)
    #expect(try hydrate("string", 47).0.string == "47")
    #expect(try hydrate("string", NSNumber(value: 2.5)).0.string == "2.5")
    #expect(try hydrate("decimal", "3.14159265358979323846").0.decimal == Decimal(string: "3.14159265358979323846"))
  }

  @Test func integralFloatingPointBecomesAnInteger() throws {
    #expect(try hydrate("int", 3.0).0.int == 3)
    #expect(try hydrate("int8", NSNumber(value: -4.0)).0.int8 == -4)
  }

  @Test func lossyConversionsAreRefused() throws {
    let cases: [(String, Any)] = [
      ("int", 3.5), ("int", "3.5"), ("uint8", 300), ("uint8", -1), ("int8", NSNumber(value: 128)),
      ("int64", NSNumber(value: UInt64.max)), ("uint", "-1"), ("int", "99999999999999999999"),
      ("float", 1e300), ("double", "1e400"), ("int32", Double.nan), ("double", Double.infinity),
      ("decimal", "1" + String(repeating: "0", count: 60) + ".5"),
    ]
    for (key, value) in cases {
      let (model, issues) = try hydrate(key, value)
      #expect(issues.count == 1, "\(key) ← \(value)")
      let isNotRepresentable = issues.first.map { if case .notRepresentable = $0.reason { true } else { false } } ?? false
      #expect(isNotRepresentable, "\(key) ← \(value): \(issues)")
      #expect(model.int == 0 && model.uint8 == 0 && model.int8 == 0 && model.int64 == 0 && model.float == 0)
    }
  }

  @Test func booleansComeFromZeroOneAndTrueFalseOnly() throws {
    #expect(try hydrate("bool", 1).0.bool == true)
    #expect(try hydrate("bool", NSNumber(value: 1)).0.bool == true)
    #expect(try hydrate("bool", "true").0.bool == true)
    #expect(try hydrate("bool", "FALSE").1.isEmpty)
    #expect(try hydrate("bool", 2).1.count == 1)
    // "yes"/"no" are Boolean words too (issue #31); other words are not.
    #expect(try hydrate("bool", "yes").0.bool == true)
    #expect(try hydrate("bool", "yep").1.count == 1)
  }

  @Test func aBoolIsNeverReadAsANumber() throws {
    let json = try JSONSerialization.jsonObject(with: Data(#"{"t": true}"#.utf8)) as! [String: Any]
    for key in ["int", "double", "decimal", "uint8"] {
      let (_, issues) = try hydrate(key, json["t"]!)
      #expect(issues.first?.reason == .typeMismatch(expected: issues.first.map { _ in expectedName(key) } ?? "", found: "Bool true"))
    }
    #expect(try hydrate("int", true).1.count == 1)
  }

  /// A Boolean into a `String` is its text, as a number is (HandyJSON's users rely on it).
  @Test func aBoolIntoAStringIsItsText() throws {
    let json = try JSONSerialization.jsonObject(with: Data(#"{"t": true, "f": false}"#.utf8)) as! [String: Any]
    for (raw, text) in [(json["t"]!, "true"), (json["f"]!, "false"), (true as Any, "true"), (false as Any, "false")] {
      let (model, issues) = try hydrate("string", raw)
      #expect(issues.isEmpty)
      #expect(model.string == text)
    }
  }

  func expectedName(_ key: String) -> String {
    ["int": "Int", "double": "Double", "decimal": "Decimal", "uint8": "UInt8"][key]!
  }

  @Test func floatingPointRoundsToTheNearestRepresentable() throws {
    #expect(try hydrate("float", 0.1).0.float == Float(0.1))
    #expect(try hydrate("double", 9_007_199_254_740_993).0.double == 9_007_199_254_740_992)
    #expect(try hydrate("float", "16777217").0.float == 16_777_216)
  }

  @Test func nonJSONNumberStringsAreRejected() throws {
    for text in ["0x10", "nan", "inf", " 4", "4 ", "1,5", "", "+1.5", ".5"] {
      let (model, issues) = try hydrate("double", text)
      #expect(model.double == 0, "\(text)")
      #expect(issues.count == 1, "\(text)")
    }
  }

  @Test func boxedOptionalsFromSwiftDictionariesAreUnwrapped() throws {
    let some: Int? = 5
    let none: String? = nil
    let (model, issues) = try hydrate("int", some as Any)
    #expect(model.int == 5 && issues.isEmpty)
    let feed = Feed()
    try feed.setValues(from: ["note": none as Any], registry: MappingRegistry())
    #expect(feed.note == nil)
  }

  @Test func nativeSwiftNumbersOfOtherWidthsConvertExactly() throws {
    #expect(try hydrate("int", UInt8(7)).0.int == 7)
    #expect(try hydrate("uint16", Int64(65535)).0.uint16 == 65535)
    #expect(try hydrate("double", Float(0.5)).0.double == 0.5)
    #expect(try hydrate("decimal", 0.1).0.decimal == Decimal(string: "0.1"))
    #expect(try hydrate("int", Decimal(42)).0.int == 42)
  }
}
