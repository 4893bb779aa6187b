// The synthetic workload: 20,000 records of a 10-property model with one nested model
// (`address`) and one array (`tags`), generated deterministically in code (a fixed-seed
// linear congruential generator; no data file needed). Service keys are snake_case
// (`is_active`, `created_at`, `zip_code`), so the registry uses `.snakeCase`. Every third
// record has `"nickname": null`. The records are generated as Swift values and written as
// JSON bytes; JSONSerialization's parse of those bytes is the `[[String: Any]]` input.
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

  /// One generated record, as plain Swift values.
  struct Record {
    var id: Int, name: String, email: String, age: Int, score: Double, isActive: Bool
    var nickname: String?, createdAt: Int64, tags: [String]
    var street: String, city: String, zipCode: String, countryCode: String
  }

  /// The records, always the same for a given count (fixed-seed LCG).
  static func records(count: Int = recordCount) -> [Record] {
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
    var records: [Record] = []
    records.reserveCapacity(count)
    for index in 0..<count {
      let first = firstNames[next(firstNames.count)]
      let last = lastNames[next(lastNames.count)]
      let place = next(cities.count)
      let age = 18 + next(60)
      let score = Double(next(100_000)) / 64
      let isActive = next(4) != 0
      let createdAt = Int64(1_500_000_000 + next(200_000_000))
      let tags = (0..<next(6)).map { _ in words[next(words.count)] }
      let street = "\(1 + next(999)) \(last) Street"
      let zipCode = String(10_000 + next(90_000))
      records.append(
        Record(
          id: 100_000 + index, name: "\(first) \(last)",
          email: "\(first.lowercased()).\(last.lowercased())\(index)@example.com",
          age: age, score: score, isActive: isActive,
          nickname: index % 3 == 0 ? nil : "\(first.prefix(3))\(index % 97)",
          createdAt: createdAt, tags: tags,
          street: street, city: cities[place], zipCode: zipCode, countryCode: countries[place]))
    }
    return records
  }

  /// The records as JSON bytes (an array of objects), written directly: JSONSerialization takes
  /// seconds for this on Linux, and every benchmark process makes its own copy in setup.
  ///
  /// The strings hold no character that needs escaping. The `[String: Any]` input of the benchmarks
  /// is these bytes parsed by JSONSerialization, as for the other workloads.
  static func jsonData(count: Int = recordCount) -> Data {
    var text = "["
    text.reserveCapacity(count * 320)
    func string(_ s: String) -> String { "\"\(s)\"" }
    for (index, r) in records(count: count).enumerated() {
      if index > 0 { text += "," }
      text += "{\"id\":\(r.id),\"name\":\(string(r.name)),\"email\":\(string(r.email)),\"age\":\(r.age),"
      text += "\"score\":\(r.score),\"is_active\":\(r.isActive),\"nickname\":\(r.nickname.map(string) ?? "null"),"
      text += "\"created_at\":\(r.createdAt),\"tags\":[\(r.tags.map(string).joined(separator: ","))],"
      text += "\"address\":{\"street\":\(string(r.street)),\"city\":\(string(r.city)),"
      text += "\"zip_code\":\(string(r.zipCode)),\"country_code\":\(string(r.countryCode))}}"
    }
    text += "]"
    return Data(text.utf8)
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
