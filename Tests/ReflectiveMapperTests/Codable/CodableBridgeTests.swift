import Foundation
import ReflectiveMapper
import Testing

@Suite struct CodableBridgeTests {}

extension CodableBridgeTests {
  @Test func decodablePropertiesAreHydratedFromTheirSubDictionariesAndWrittenBack() throws {
    let input: [String: Any] = [
      "name": "Pier",
      "location": ["latitude": 51.5, "longitude": -0.12, "tags": ["a", "b"], "source": ["name": "gps", "updated": "2024-01-02T03:04:05Z"]],
      "history": [["latitude": 1, "longitude": 2, "tags": []]],
      "byName": ["home": ["latitude": 3, "longitude": 4, "tags": ["h"]]],
    ]
    let place = try Place(dictionary: input, registry: MappingRegistry())
    #expect(place.location?.latitude == 51.5)
    #expect(place.location?.source?.updated == Date(timeIntervalSince1970: 1_704_164_645))  // 2024-01-02T03:04:05Z
    #expect(place.history.first?.longitude == 2)
    #expect(place.byName["home"]?.tags == ["h"])
    let output = try place.jsonObject(registry: MappingRegistry())
    let again = try Place(dictionary: output, registry: MappingRegistry())
    #expect(again.location == place.location && again.history == place.history && again.byName == place.byName)
    let viaBytes = try Place(jsonData: try place.jsonData(registry: MappingRegistry()), registry: MappingRegistry())
    #expect(viaBytes.location == place.location && viaBytes.byName == place.byName)
    #expect(((output["location"] as? [String: Any])?["source"] as? [String: Any])?["updated"] as? String == "2024-01-02T03:04:05Z")
  }

  @Test func aDecodingFailureIsAnIssueWithItsCodingPath() throws {
    var issues: [MappingError] = []
    let place = try Place(
      dictionary: ["location": ["latitude": "north", "longitude": 1, "tags": []], "history": [["latitude": 1]]],
      registry: MappingRegistry(), issues: &issues)
    #expect(place.location == nil && place.history.isEmpty)
    #expect(Set(issues.map(\.path)) == ["location", "history[0]"])
    #expect(issues.first { $0.path == "location" }?.summary.contains("latitude") == true)
  }
}

extension CodableBridgeTests {
  @Test("A Codable struct that is not a model goes through the bridge inside a model of either kind", arguments: ModelKind.allCases)
  func codableValuesInsideModels(_ kind: ModelKind) throws {
    struct Money: Codable, Equatable {
      var amount: Decimal
      var currency: String
    }
    struct Invoice: ReflectiveModel {
      var total = Money(amount: 0, currency: "EUR")
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["total": \Invoice.total] }
    }
    final class InvoiceClass: ReflectiveModel {
      var total = Money(amount: 0, currency: "EUR")
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["total": \InvoiceClass.total] }
    }
    let input: [String: Any] = ["total": ["amount": 12.5, "currency": "CHF"]]
    let total: Money
    let json: [String: Any]
    switch kind {
    case .classes:
      let invoice = try InvoiceClass(dictionary: input)
      total = invoice.total
      json = try invoice.jsonObject()
    case .structs:
      let invoice = try Invoice(dictionary: input)
      total = invoice.total
      json = try invoice.jsonObject()
    }
    #expect(total == Money(amount: Decimal(string: "12.5")!, currency: "CHF"))
    #expect((json["total"] as? [String: Any])?["currency"] as? String == "CHF")
  }
}
