import Foundation
import ReflectiveMapper
import Testing

/// A value type with no JSON form: not a model, not Codable, no transform registered.
struct TxMoney: Equatable {
  var cents = 0
}

struct TxInvoice: ReflectiveModel {
  var id = 0
  var fees: [TxMoney] = []
  var byName: [String: TxMoney] = [:]
  var grid: [[TxMoney]] = [[]]
  var maybe: [TxMoney]? = nil
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \TxInvoice.id, "fees": \TxInvoice.fees, "byName": \TxInvoice.byName, "grid": \TxInvoice.grid, "maybe": \TxInvoice.maybe]
  }
}

/// An empty collection of a type with no JSON form is written as `[]` or `{}`; only a value
/// that has none fails, at its own path.
@Suite struct FormlessCollectionTests {
  @Test func emptyCollectionsOfAFormlessTypeAreWrittenAsEmptyJSON() throws {
    let registry = MappingRegistry()
    let invoice = try TxInvoice(dictionary: ["id": 7], registry: registry)
    let data = try invoice.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: data, as: UTF8.self) == #"{"byName":{},"fees":[],"grid":[[]],"id":7}"#)
    let json = try invoice.jsonObject(registry: registry)
    #expect((json["fees"] as? [Any])?.isEmpty == true)
    #expect((json["byName"] as? [String: Any])?.isEmpty == true)
    #expect(json["maybe"] == nil)
    // It reads back, with no new issue.
    var issues: [MappingError] = []
    let again = try TxInvoice(jsonData: data, registry: registry, issues: &issues)
    #expect(again.id == 7 && again.fees.isEmpty && again.grid == [[]])
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test func aFormlessValueFailsAtItsElementSaying() throws {
    let registry = MappingRegistry()
    var invoice = TxInvoice()
    invoice.grid = [[], [TxMoney(cents: 5)]]
    let error = try #require(throws: MappingError.self) { try invoice.jsonData(registry: registry) }
    #expect(error.path == "grid[1][0]")
    #expect(error.description.contains("one-way"), "\(error)")
    invoice.grid = []
    invoice.byName = ["a": TxMoney(cents: 1)]
    let fromObject = try #require(throws: MappingError.self) { try invoice.jsonObject(registry: registry) }
    #expect(fromObject.path == "byName.a")
    // dictionaryRepresentation keeps the values as they are.
    #expect((invoice.dictionaryRepresentation["byName"] as? [String: TxMoney])?["a"] == TxMoney(cents: 1))
  }
}
