import Foundation
import ReflectiveMapper

// The README's models, adopting `ReflectiveCodable` instead of `ReflectiveModel`, and the
// registry the README configures (a registry of their own, which the types name as their
// `codingRegistry`, so that no test touches `MappingRegistry.shared`).

final class CodableRock: ReflectiveCodable {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \CodableRock.name] }
}

class CodablePerson: ReflectiveCodable {
  var name = ""
  var favoriteWord = ""
  var favoriteNumber = 0
  var favoriteObject: CodableRock?
  var friends: [CodablePerson] = []
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    [
      "name": \CodablePerson.name, "favoriteWord": \CodablePerson.favoriteWord,
      "favoriteNumber": \CodablePerson.favoriteNumber, "favoriteObject": \CodablePerson.favoriteObject,
      "friends": \CodablePerson.friends,
    ]
  }
  class var codingRegistry: MappingRegistry { CodableFixtures.readme }
}

protocol CodableEmployeeDelegate: AnyObject {}

final class CodableEmployee: CodablePerson {
  var salary = 0.0
  weak var delegate: (any CodableEmployeeDelegate)?
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["salary": \CodableEmployee.salary]) { $1 }
  }
}

struct CodableReading: ReflectiveCodable, Equatable {
  var celsius = 0.0
  var station = CodableStation()
  var tags: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["celsius": \CodableReading.celsius, "station": \CodableReading.station, "tags": \CodableReading.tags]
  }
}

struct CodableStation: ReflectiveCodable, Equatable {
  var code = ""
  var altitude = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["code": \CodableStation.code, "altitude": \CodableStation.altitude] }
}

/// A plain `Codable` value holding models.
struct CodableEnvelope: Codable, Equatable {
  var id: Int
  var readings: [CodableReading]
  var primary: CodableStation?
  var byCode: [String: CodableStation]
}

/// A model holding `Codable` values, one of which holds a model again.
struct CodableLogbook: ReflectiveCodable {
  var title = ""
  var envelope: CodableEnvelope?
  var envelopes: [CodableEnvelope] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["title": \CodableLogbook.title, "envelope": \CodableLogbook.envelope, "envelopes": \CodableLogbook.envelopes]
  }
}

/// Every scalar kind, a date, data and a URL: what property lists and JSON present differently.
struct CodableGauge: ReflectiveCodable, Equatable {
  var flag = false
  var count = 0
  var ratio = 0.0
  var big: UInt64 = 0
  var amount = Decimal(0)
  var label = ""
  var numbers: [Int] = []
  var flags: [Bool] = []
  var taken = Date(timeIntervalSince1970: 0)
  var blob = Data()
  var link: URL?
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "flag": \CodableGauge.flag, "count": \CodableGauge.count, "ratio": \CodableGauge.ratio, "big": \CodableGauge.big,
      "amount": \CodableGauge.amount,
      "label": \CodableGauge.label, "numbers": \CodableGauge.numbers, "flags": \CodableGauge.flags, "taken": \CodableGauge.taken,
      "blob": \CodableGauge.blob,
      "link": \CodableGauge.link, "note": \CodableGauge.note,
    ]
  }
}

/// A model that keeps the keys it does not map.
final class CodableEvent: ReflectiveCodable, UnknownKeyCollecting {
  var name = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \CodableEvent.name] }
}

enum CodableFixtures {
  /// The README's registrations.
  static let readme: MappingRegistry = {
    let registry = MappingRegistry(name: "readme")
    try! registry.register(CodablePerson.self) { m in
      m.keys = [
        "favorite_word": "favoriteWord", "favorite_number": "favoriteNumber", "stats.best.object": "favoriteObject",
      ]
      m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
    }
    try! registry.register(CodableEmployee.self) { m in
      m.keys = ["pay": "salary"]
      m.excluded = ["delegate"]
    }
    return registry
  }()

  /// The README's response, as JSON bytes.
  static let personJSON = Data(
    #"""
    {"name": "Ada", "favorite_word": "engine", "favorite_number": "47",
     "stats": {"best": {"object": {"name": "Granite"}}},
     "friends": [{"name": "Charles", "favorite_number": 3}]}
    """#.utf8)

  static let employeeJSON = Data(#"{"name": "Grace", "pay": 120000.5, "favorite_word": "compiler", "friends": []}"#.utf8)

  static let readingJSON = Data(#"{"celsius": 21.5, "station": {"code": "ZRH", "altitude": 432}, "tags": ["roof", "north"]}"#.utf8)

  /// A registry whose mapping of the structs uses snake-case service keys.
  static func stationRegistry(strict: Bool = false) -> MappingRegistry {
    let registry = MappingRegistry(name: "stations")
    try! registry.register(CodableStation.self) { m in
      m.keys = ["station_code": "code", "altitude_m": "altitude"]
      if strict { m.required = ["code"] }
    }
    if strict { registry.strictness = .strict }
    return registry
  }

  /// JSON bytes in a canonical form (keys sorted), for comparing JSON values.
  static func canonical(_ data: Data) throws -> String {
    let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
  }
}

/// Values of any kind, passed through: what the reader makes of a coder's values shows.
struct CodableBag: ReflectiveCodable {
  var rows: [[String: Any]] = []
  var mixed: [Any] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["rows": \CodableBag.rows, "mixed": \CodableBag.mixed] }
}

/// A value type the library has no conversion for: a transform gives it one.
struct InvoiceCents: Equatable, Sendable {
  var value: Int
}

/// A model whose registration uses a key strategy, a transform, defaults, an envelope on output
/// and `.fail` for unknown keys.
struct CodableInvoice: ReflectiveCodable {
  var invoiceNumber = ""
  var total = InvoiceCents(value: 0)
  var currency = ""
  var paidOn: Date?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "invoiceNumber": \CodableInvoice.invoiceNumber, "total": \CodableInvoice.total, "currency": \CodableInvoice.currency,
      "paidOn": \CodableInvoice.paidOn,
    ]
  }

  static func registry() throws -> MappingRegistry {
    let registry = MappingRegistry(name: "invoices")
    try registry.register(CodableInvoice.self) { m in
      m.keyStrategy = .snakeCase
      m.transform(
        InvoiceCents.self, hydrate: { raw in InvoiceCents(value: Int((try InvoiceAmounts.double(raw) * 100).rounded())) },
        serialize: { Double($0.value) / 100 })
      m.defaults = ["currency": "EUR"]
      m.unknownKeys = .fail
      m.dateStrategy = .formatted("dd/MM/yyyy")
      m.transformOutput = { _, json in ["invoice": json] }
      m.beforeMapping = { json in json["invoice"] as? [String: Any] ?? json }
    }
    return registry
  }
}

/// A plain `Codable` value holding models that hold `Codable` values.
struct CodableArchive: Codable {
  var logbooks: [CodableLogbook]
}

enum InvoiceAmounts {
  struct NotANumber: Error {}
  static func double(_ raw: Any) throws -> Double {
    if let number = raw as? Double { return number }
    if let number = raw as? Int { return Double(number) }
    throw NotANumber()
  }
}
