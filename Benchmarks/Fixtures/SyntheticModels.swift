// The synthetic workload: 20,000 records of a 10-property model with one nested model
// (`address`) and one array (`tags`), generated deterministically in code (a fixed-seed
// linear congruential generator; no data file needed). Service keys are snake_case
// (`is_active`, `created_at`, `zip_code`), so the registry uses `.snakeCase`. Every third
// record has `"nickname": null`.
//
// Three forms of the same model: ReflectiveModel classes, the hand-written baseline
// (`handWritten(_:)` / `handWrittenJSON()`, idiomatic `as?` casts) and `CodableSynthetic*`
// (explicit snake_case CodingKeys, so a plain JSONDecoder / JSONEncoder is used).
// The output benchmarks write the records wrapped in a one-property model
// (`{"records": [...]}`), since the library's output entry points start from one model.
import Foundation
import ReflectiveMapper

/// One record: 10 properties, one of them a nested model and one an array.
final class SyntheticRecord: ReflectiveModel {
  var id = 0
  var name = ""
  var email = ""
  var age = 0
  var score = 0.0
  var isActive = false
  var nickname: String?
  var createdAt: Int64 = 0
  var tags: [String] = []
  var address: SyntheticAddress?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \SyntheticRecord.id, "name": \SyntheticRecord.name, "email": \SyntheticRecord.email,
      "age": \SyntheticRecord.age, "score": \SyntheticRecord.score, "isActive": \SyntheticRecord.isActive,
      "nickname": \SyntheticRecord.nickname, "createdAt": \SyntheticRecord.createdAt,
      "tags": \SyntheticRecord.tags, "address": \SyntheticRecord.address,
    ]
  }
}

/// The nested model.
final class SyntheticAddress: ReflectiveModel {
  var street = ""
  var city = ""
  var zipCode = ""
  var countryCode = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "street": \SyntheticAddress.street, "city": \SyntheticAddress.city,
      "zipCode": \SyntheticAddress.zipCode, "countryCode": \SyntheticAddress.countryCode,
    ]
  }
}

/// The records wrapped in one model, for the output benchmarks.
final class SyntheticBatch: ReflectiveModel {
  var records: [SyntheticRecord] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["records": \SyntheticBatch.records] }
}

// MARK: - Generator

enum SyntheticData {
  /// How many records the workload has.
  static let recordCount = 20_000

  /// The records as service dictionaries (Swift values), always the same for a given count.
  static func dictionaries(count: Int = recordCount) -> [[String: Any]] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let firstNames = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Radia", "Ken"]
    let lastNames = ["Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Allen", "Backus", "Perlman", "Thompson"]
    let cities = ["Zürich", "London", "Paris", "Berlin", "Lisboa", "København", "Montréal", "Kyoto"]
    let countries = ["CH", "GB", "FR", "DE", "PT", "DK", "CA", "JP"]
    let words = ["swift", "json", "mapper", "model", "linux", "bench", "parse", "reflect", "keypath", "registry"]
    var records: [[String: Any]] = []
    records.reserveCapacity(count)
    for index in 0..<count {
      let first = firstNames[next(firstNames.count)], last = lastNames[next(lastNames.count)]
      let place = next(cities.count)
      let record: [String: Any] = [
        "id": 100_000 + index,
        "name": "\(first) \(last)",
        "email": "\(first.lowercased()).\(last.lowercased())\(index)@example.com",
        "age": 18 + next(60),
        "score": Double(next(100_000)) / 64,
        "is_active": next(4) != 0,
        "nickname": index % 3 == 0 ? NSNull() as Any : "\(first.prefix(3))\(index % 97)",
        "created_at": Int64(1_500_000_000 + next(200_000_000)),
        "tags": (0..<next(6)).map { _ in words[next(words.count)] },
        "address": [
          "street": "\(1 + next(999)) \(last) Street",
          "city": cities[place],
          "zip_code": String(10_000 + next(90_000)),
          "country_code": countries[place],
        ] as [String: Any],
      ]
      records.append(record)
    }
    return records
  }

  /// The records as JSON bytes (an array of objects).
  static func jsonData(count: Int = recordCount) throws -> Data {
    try JSONSerialization.data(withJSONObject: dictionaries(count: count))
  }
}

// MARK: - Hand-written baseline

extension SyntheticRecord {
  /// Maps the array JSONSerialization returns, skipping elements that are not objects.
  static func handWrittenArray(_ array: [Any]) -> [SyntheticRecord] {
    array.compactMap { ($0 as? [String: Any]).map(SyntheticRecord.handWritten) }
  }

  /// Maps one record dictionary.
  static func handWritten(_ d: [String: Any]) -> SyntheticRecord {
    let r = SyntheticRecord()
    r.id = d["id"] as? Int ?? 0
    r.name = d["name"] as? String ?? ""
    r.email = d["email"] as? String ?? ""
    r.age = d["age"] as? Int ?? 0
    r.score = d["score"] as? Double ?? 0
    r.isActive = d["is_active"] as? Bool ?? false
    r.nickname = d["nickname"] as? String
    r.createdAt = d["created_at"] as? Int64 ?? 0
    r.tags = d["tags"] as? [String] ?? []
    r.address = (d["address"] as? [String: Any]).map(SyntheticAddress.handWritten)
    return r
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "id": id,
      "name": name,
      "email": email,
      "age": age,
      "score": score,
      "is_active": isActive,
      "created_at": createdAt,
      "tags": tags,
    ]
    if let nickname { d["nickname"] = nickname }
    if let address { d["address"] = address.handWrittenJSON() }
    return d
  }
}

extension SyntheticAddress {
  /// Maps an address dictionary.
  static func handWritten(_ d: [String: Any]) -> SyntheticAddress {
    let a = SyntheticAddress()
    a.street = d["street"] as? String ?? ""
    a.city = d["city"] as? String ?? ""
    a.zipCode = d["zip_code"] as? String ?? ""
    a.countryCode = d["country_code"] as? String ?? ""
    return a
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["street": street, "city": city, "zip_code": zipCode, "country_code": countryCode]
  }
}

extension SyntheticBatch {
  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["records": records.map { $0.handWrittenJSON() }]
  }
}

// MARK: - Codable equivalents

struct CodableSyntheticRecord: Codable {
  var id: Int
  var name: String
  var email: String
  var age: Int
  var score: Double
  var isActive: Bool
  var nickname: String?
  var createdAt: Int64
  var tags: [String]
  var address: CodableSyntheticAddress?

  enum CodingKeys: String, CodingKey {
    case id, name, email, age, score
    case isActive = "is_active"
    case nickname
    case createdAt = "created_at"
    case tags, address
  }
}

struct CodableSyntheticAddress: Codable {
  var street: String
  var city: String
  var zipCode: String
  var countryCode: String

  enum CodingKeys: String, CodingKey {
    case street, city
    case zipCode = "zip_code"
    case countryCode = "country_code"
  }
}

struct CodableSyntheticBatch: Codable {
  var records: [CodableSyntheticRecord]
}
