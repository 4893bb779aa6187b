// Struct twins of the synthetic models (SyntheticModels.swift), for the `syntheticStruct`
// workload: the same 20,000 generated records (SyntheticData), the same properties, Swift
// types, defaults and `keyPaths`, registered the same way (no explicit registration, the
// registry's `.snakeCase` strategy: Workloads.syntheticRegistry()), but `struct`s. They also
// conform to Codable with the snake_case CodingKeys of `CodableSynthetic*`, so the
// JSONDecoder / JSONEncoder baselines run on these very structs (plain `JSONDecoder()` /
// `JSONEncoder()`). The hand-written baseline follows the synthetic one: `handWrittenArray(_:)`
// over JSONSerialization's array, an `init(handWritten:)` per struct with idiomatic `as?`
// casts (not `init(dictionary:)`, which would shadow the library's `init(dictionary:registry:)`
// when the registry is left out), and `handWrittenJSON()`. The output benchmarks write the
// records wrapped in `StructSyntheticBatch` (`{"records": [...]}`), as the class workload does.
import Foundation
import ReflectiveMapper

/// One record: 10 properties, one of them a nested model and one an array.
struct StructSyntheticRecord: ReflectiveModel, Codable {
  var id = 0
  var name = ""
  var email = ""
  var age = 0
  var score = 0.0
  var isActive = false
  var nickname: String?
  var createdAt: Int64 = 0
  var tags: [String] = []
  var address: StructSyntheticAddress?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \StructSyntheticRecord.id, "name": \StructSyntheticRecord.name, "email": \StructSyntheticRecord.email,
      "age": \StructSyntheticRecord.age, "score": \StructSyntheticRecord.score, "isActive": \StructSyntheticRecord.isActive,
      "nickname": \StructSyntheticRecord.nickname, "createdAt": \StructSyntheticRecord.createdAt,
      "tags": \StructSyntheticRecord.tags, "address": \StructSyntheticRecord.address,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case id, name, email, age, score
    case isActive = "is_active"
    case nickname
    case createdAt = "created_at"
    case tags, address
  }
}

/// The nested model.
struct StructSyntheticAddress: ReflectiveModel, Codable {
  var street = ""
  var city = ""
  var zipCode = ""
  var countryCode = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "street": \StructSyntheticAddress.street, "city": \StructSyntheticAddress.city,
      "zipCode": \StructSyntheticAddress.zipCode, "countryCode": \StructSyntheticAddress.countryCode,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case street, city
    case zipCode = "zip_code"
    case countryCode = "country_code"
  }
}

/// The records wrapped in one model, for the output benchmarks.
struct StructSyntheticBatch: ReflectiveModel, Codable {
  var records: [StructSyntheticRecord] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["records": \StructSyntheticBatch.records] }
}

// MARK: - Hand-written baseline

extension StructSyntheticRecord {
  /// Maps the array JSONSerialization returns, skipping elements that are not objects.
  static func handWrittenArray(_ array: [Any]) -> [StructSyntheticRecord] {
    array.compactMap { ($0 as? [String: Any]).map(StructSyntheticRecord.init(handWritten:)) }
  }

  /// Maps one record dictionary.
  init(handWritten d: [String: Any]) {
    id = d["id"] as? Int ?? 0
    name = d["name"] as? String ?? ""
    email = d["email"] as? String ?? ""
    age = d["age"] as? Int ?? 0
    score = d["score"] as? Double ?? 0
    isActive = d["is_active"] as? Bool ?? false
    nickname = d["nickname"] as? String
    createdAt = d["created_at"] as? Int64 ?? 0
    tags = d["tags"] as? [String] ?? []
    address = (d["address"] as? [String: Any]).map(StructSyntheticAddress.init(handWritten:))
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

extension StructSyntheticAddress {
  /// Maps an address dictionary.
  init(handWritten d: [String: Any]) {
    street = d["street"] as? String ?? ""
    city = d["city"] as? String ?? ""
    zipCode = d["zip_code"] as? String ?? ""
    countryCode = d["country_code"] as? String ?? ""
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["street": street, "city": city, "zip_code": zipCode, "country_code": countryCode]
  }
}

extension StructSyntheticBatch {
  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["records": records.map { $0.handWrittenJSON() }]
  }
}
