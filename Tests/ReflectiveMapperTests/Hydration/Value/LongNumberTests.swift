import Foundation
import ReflectiveMapper
import Testing

/// Numbers with long mantissas from `[String: Any]` (JSONSerialization's NSDecimalNumber on
/// Linux) become the same correctly rounded Double as from bytes and as JSONDecoder's.
@Suite struct LongNumberTests {
  @Test(.enabled(if: TestData.hasSharedData, "../shared/data/canada.json is absent; skipping"))
  func everyCanadaNumberIsBitExactOnBothPathsAndAgreesWithJSONDecoder() throws {
    let data = try TestData.shared("canada.json")
    let registry = MappingRegistry()
    let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let fromDictionary = try CanadaCollection(dictionary: parsed, registry: registry).allNumbers
    let fromBytes = try CanadaCollection(jsonData: data, registry: registry).allNumbers
    let decoded = try JSONDecoder().decode(CanadaCollectionCodable.self, from: data)
    let fromDecoder = decoded.features.flatMap { $0.geometry.coordinates.flatMap { $0.flatMap { $0 } } }
    #expect(fromDictionary.count == 111_126)
    #expect(fromBytes.count == fromDictionary.count && fromDecoder.count == fromDictionary.count)
    let bits = fromDictionary.map(\.bitPattern)
    #expect(bits == fromBytes.map(\.bitPattern))
    #expect(bits == fromDecoder.map(\.bitPattern))
  }

  @Test func decimalNumbersRoundCorrectlyWhereDoubleValueDoesNot() throws {
    let literals = [
      "-65.613616999999977", "0.1", "1.7976931348623157e308", "2.2250738585072014e-308", "9007199254740993",
      "123456789012345678901234567.5", "4.9406564584124654e-324", "-0.0000000000000000000000000000123",
    ]
    for literal in literals {
      let data = Data(#"{"coordinates": [[[\#(literal)]]]}"#.utf8)
      let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let fromDictionary = try CanadaPolygon(dictionary: parsed).coordinates[0][0][0]
      let fromBytes = try CanadaPolygon(jsonData: data).coordinates[0][0][0]
      let expected = try #require(Double(literal))
      #expect(fromDictionary.bitPattern == expected.bitPattern, "\(literal)")
      #expect(fromBytes.bitPattern == expected.bitPattern, "\(literal)")
    }
  }

  @Test func decimalsHandedToADoublePropertyRoundOnce() throws {
    var issues: [MappingError] = []
    let model = try CanadaPolygon(
      dictionary: [
        "coordinates": [
          [
            [
              Decimal(string: "-65.613616999999977")!, NSDecimalNumber(string: "1e100"),
              NSDecimalNumber(string: "-12345678901234567890123456789e-120"),
            ]
          ]
        ]
      ],
      issues: &issues)
    #expect(issues.isEmpty)
    #expect(model.coordinates == [[[-65.613616999999977, 1e100, -12345678901234567890123456789e-120]]])
    // A decimal that is not a number is refused, with its path.
    _ = try CanadaPolygon(dictionary: ["coordinates": [[[NSDecimalNumber.notANumber]]]], issues: &issues)
    #expect(issues.map(\.path) == ["coordinates[0][0][0]"])
  }
}
