import Foundation
import Testing

@testable import ReflectiveMapper

// MARK: - Models

struct BridgeAddress: Codable, Equatable {
  var street: String
  var zip: String?
}

enum BridgeRole: String, Codable, Equatable {
  case admin, member
}

enum BridgeLevel: Int, Codable, Equatable {
  case low = 1
  case high = 2
}

/// Synthesized Codable for associated values: `{"circle": {"radius": 2}}`, `{"rect": {"_0": 1, "_1": 2}}`.
enum BridgeShape: Codable, Equatable {
  case circle(radius: Double)
  case rect(Double, Double)
  case point
}

struct BridgePerson: Codable, Equatable {
  var name: String
  var age: Int
  var height: Double
  var isActive: Bool
  var nickname: String?
  var missing: Int?
  var friends: [BridgePerson]?
  var addresses: [BridgeAddress]
  var role: BridgeRole
  var level: BridgeLevel
  var shapes: [BridgeShape]
  var scores: [String: [Int]]
  var byNumber: [Int: String]
  var born: Date
  var homepage: URL
  var avatar: Data
  var balance: Decimal
  var tags: Set<String>
  var small: UInt8
  var big: UInt64
  var negative: Int64
  var ratio: Float
  var optionalNumbers: [Int?]
  var grid: [[Int]]

  static let sample = BridgePerson(
    name: "Ada \"Countess\" Lovelace",
    age: 36,
    height: 1.65,
    isActive: true,
    nickname: nil,
    missing: nil,
    friends: [
      BridgePerson.leaf(name: "Charles", age: 79),
      BridgePerson.leaf(name: "Mary", age: 52),
    ],
    addresses: [BridgeAddress(street: "St James's Square", zip: nil), BridgeAddress(street: "Ockham Park", zip: "GU23")],
    role: .admin,
    level: .high,
    shapes: [.circle(radius: 2.5), .rect(1, 2), .point],
    scores: ["math": [10, 9, 8], "poetry": [], "ünïcødé 🎉": [1]],
    byNumber: [1: "one", -2: "minus two"],
    born: Date(timeIntervalSince1970: -4_952_937_600),
    homepage: URL(string: "https://example.com/ada?x=1&y=%20")!,
    avatar: Data([0, 1, 2, 250, 255]),
    balance: Decimal(string: "12345678901234567890.123")!,
    tags: ["math", "engines"],
    small: 255,
    big: UInt64.max,
    negative: Int64.min,
    ratio: 0.1,
    optionalNumbers: [1, nil, 3],
    grid: [[1, 2], [], [3]]
  )

  static func leaf(name: String, age: Int) -> BridgePerson {
    BridgePerson(
      name: name, age: age, height: 1.8, isActive: false, nickname: "n", missing: nil, friends: nil,
      addresses: [], role: .member, level: .low, shapes: [], scores: [:], byNumber: [:],
      born: Date(timeIntervalSince1970: 0), homepage: URL(string: "http://a.b")!, avatar: Data(), balance: 0,
      tags: [], small: 0, big: 0, negative: 0, ratio: 0, optionalNumbers: [], grid: []
    )
  }
}

/// Hand-written containers: nested keyed and unkeyed containers, `superDecoder`, `allKeys`,
/// `contains`, `decodeNil`.
struct BridgeManual: Codable, Equatable {
  var id: Int
  var point: (x: Int, y: Int)
  var list: [String]
  var pairs: [[Int]]
  var base: BridgeAddress
  var other: BridgeAddress
  var extras: [String]
  var hasNull: Bool

  init(id: Int, point: (x: Int, y: Int), list: [String], pairs: [[Int]], base: BridgeAddress, other: BridgeAddress, extras: [String], hasNull: Bool) {
    self.id = id
    self.point = point
    self.list = list
    self.pairs = pairs
    self.base = base
    self.other = other
    self.extras = extras
    self.hasNull = hasNull
  }

  static func == (a: BridgeManual, b: BridgeManual) -> Bool {
    a.id == b.id && a.point == b.point && a.list == b.list && a.pairs == b.pairs && a.base == b.base
      && a.other == b.other && a.extras == b.extras && a.hasNull == b.hasNull
  }

  enum Keys: String, CodingKey {
    case id, point, list, pairs, other, nothing
  }

  enum PointKeys: String, CodingKey {
    case x, y
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    id = try container.decode(Int.self, forKey: .id)
    let point = try container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
    self.point = (try point.decode(Int.self, forKey: .x), try point.decode(Int.self, forKey: .y))
    var list = try container.nestedUnkeyedContainer(forKey: .list)
    var strings: [String] = []
    while !list.isAtEnd { strings.append(try list.decode(String.self)) }
    self.list = strings
    var pairs = try container.nestedUnkeyedContainer(forKey: .pairs)
    var rows: [[Int]] = []
    while !pairs.isAtEnd {
      var row = try pairs.nestedUnkeyedContainer()
      var values: [Int] = []
      while !row.isAtEnd { values.append(try row.decode(Int.self)) }
      rows.append(values)
    }
    self.pairs = rows
    base = try BridgeAddress(from: container.superDecoder())
    other = try BridgeAddress(from: container.superDecoder(forKey: .other))
    hasNull = try container.contains(.nothing) && container.decodeNil(forKey: .nothing)
    let all = try decoder.container(keyedBy: NamedKey.self)
    extras = all.allKeys.map(\.stringValue).filter { Keys(stringValue: $0) == nil && $0 != "super" }.sorted()
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    var point = container.nestedContainer(keyedBy: PointKeys.self, forKey: .point)
    try point.encode(self.point.x, forKey: .x)
    try point.encode(self.point.y, forKey: .y)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    for item in self.list { try list.encode(item) }
    var pairs = container.nestedUnkeyedContainer(forKey: .pairs)
    for row in self.pairs {
      var nested = pairs.nestedUnkeyedContainer()
      for value in row { try nested.encode(value) }
    }
    try base.encode(to: container.superEncoder())
    try other.encode(to: container.superEncoder(forKey: .other))
    if hasNull { try container.encodeNil(forKey: .nothing) }
    var all = encoder.container(keyedBy: NamedKey.self)
    for extra in extras { try all.encode(true, forKey: NamedKey(stringValue: extra)) }
  }
}

class BridgeAnimal: Codable {
  var name: String
  init(name: String) { self.name = name }
}

/// Inherits through `superEncoder()` / `superDecoder()`: `{"breed": …, "super": {"name": …}}`.
final class BridgeDog: BridgeAnimal, Equatable {
  var breed: String

  init(name: String, breed: String) {
    self.breed = breed
    super.init(name: name)
  }

  enum Keys: String, CodingKey { case breed }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    breed = try container.decode(String.self, forKey: .breed)
    try super.init(from: container.superDecoder())
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(breed, forKey: .breed)
    try super.encode(to: container.superEncoder())
  }

  static func == (a: BridgeDog, b: BridgeDog) -> Bool { a.name == b.name && a.breed == b.breed }
}

/// Inherits by sharing the encoder: `{"color": …, "name": …}` in one dictionary.
final class BridgeCat: BridgeAnimal, Equatable {
  var color: String

  init(name: String, color: String) {
    self.color = color
    super.init(name: name)
  }

  enum Keys: String, CodingKey { case color }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    color = try container.decode(String.self, forKey: .color)
    try super.init(from: decoder)
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(color, forKey: .color)
    try super.encode(to: encoder)
  }

  static func == (a: BridgeCat, b: BridgeCat) -> Bool { a.name == b.name && a.color == b.color }
}

/// A linked list as deep as the input.
final class BridgeChain: Codable {
  let next: BridgeChain?
  init(next: BridgeChain?) { self.next = next }

  var length: Int {
    var count = 1
    var node = next
    while let current = node {
      count += 1
      node = current.next
    }
    return count
  }
}

/// Reads nested arrays recursively: `[[[…]]]`.
struct BridgeNestedArrays: Decodable {
  let depth: Int

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var deepest = 0
    while !container.isAtEnd { deepest = max(deepest, try container.decode(BridgeNestedArrays.self).depth) }
    depth = deepest + 1
  }
}

// MARK: - Helpers

/// A JSON value with numbers compared by value, for comparing Foundation trees.
indirect enum Canonical: Equatable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Decimal)
  case string(String)
  case array([Canonical])
  case object([String: Canonical])

  init(_ raw: Any) {
    let type = type(of: raw)
    if type == NSNull.self {
      self = .null
    } else if type == Bool.self {
      self = .bool(raw as! Bool)
    } else if type == boolNumberType {
      self = .bool((raw as! NSNumber).boolValue)
    } else if let string = raw as? String, !(type is NSNumber.Type) {
      self = .string(string)
    } else if type == Decimal.self {
      self = .number(raw as! Decimal)
    } else if type is NSNumber.Type {
      let number = raw as! NSNumber
      switch UInt8(bitPattern: number.objCType.pointee) {
      case UInt8(ascii: "d"), UInt8(ascii: "f"): self = .number(Decimal(string: "\(number.doubleValue)")!)
      case UInt8(ascii: "Q"): self = .number(Decimal(number.uint64Value))
      default: self = number is NSDecimalNumber ? .number(number.decimalValue) : .number(Decimal(number.int64Value))
      }
    } else if type == Double.self {
      self = .number(Decimal(string: "\(raw as! Double)")!)
    } else if type == Int.self {
      self = .number(Decimal(raw as! Int))
    } else if type == UInt64.self {
      self = .number(Decimal(raw as! UInt64))
    } else if let dictionary = raw as? [String: Any] {
      self = .object(dictionary.mapValues(Canonical.init))
    } else if let array = raw as? [Any] {
      self = .array(array.map(Canonical.init))
    } else {
      self = .string("<unexpected \(type)>")
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let values): "[\(values.map(\.description).joined(separator: ","))]"
    case .object(let values):
      "{\(values.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"
    }
  }
}

/// Parses JSON text with `JSONSerialization` (fragments allowed).
func foundation(_ json: String) throws -> Any {
  try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
}

/// The coding path of a decoding or encoding error, as `a.Index 1.b`.
func pathText(_ path: [any CodingKey]) -> String {
  path.map(\.stringValue).joined(separator: ".")
}

extension DecodingError {
  var kind: String {
    switch self {
    case .typeMismatch: "typeMismatch"
    case .valueNotFound: "valueNotFound"
    case .keyNotFound: "keyNotFound"
    case .dataCorrupted: "dataCorrupted"
    @unknown default: "unknown"
    }
  }

  var context: Context? {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      context
    @unknown default: nil
    }
  }

  var path: String { pathText(context?.codingPath ?? []) }
}
