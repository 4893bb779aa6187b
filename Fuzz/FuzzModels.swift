import Foundation

// The models the fuzz target hydrates. Together they use every supported property type,
// nested models, collections, element-type hints, resolvers, adapters (one throws), dotted
// and escaped keys, every key strategy and every unknown-key policy, all registered in one
// registries (`fuzzRegistry`, and `fuzzStrictRegistry` under `Strictness.strict`) built once.

enum FuzzColor: String, Sendable { case red, green, blue }
enum FuzzLevel: Int, Sendable {
  case low = 1
  case mid = 2
  case high = 3
}

/// A type with a string form (`LosslessStringConvertible`): "1.2".
struct FuzzVersion: LosslessStringConvertible, Sendable {
  var major: Int
  var minor: Int
  init?(_ description: String) {
    let parts = description.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return nil }
    (self.major, self.minor) = (major, minor)
  }
  var description: String { "\(major).\(minor)" }
}

/// A value object: any `RawRepresentable` maps through its raw value.
struct FuzzTag: RawRepresentable, Hashable, Sendable {
  var rawValue: String
  init?(rawValue: String) {
    guard !rawValue.isEmpty else { return nil }
    self.rawValue = rawValue
  }
}

/// Every scalar type, plain and optional; snake_case keys.
final class FuzzScalars: ReflectiveModel {
  var int = 0
  var int8: Int8 = 0
  var int16: Int16 = 0
  var int32: Int32 = 0
  var int64: Int64 = 0
  var uint: UInt = 0
  var uint8: UInt8 = 0
  var uint16: UInt16 = 0
  var uint32: UInt32 = 0
  var uint64: UInt64 = 0
  var double = 0.0
  var float: Float = 0
  var bool = false
  var string = ""
  /// `Character.init(_:)` traps on several characters: hostile strings must not reach it.
  var grade: Character = "A"
  var version: FuzzVersion?
  var decimal = Decimal(0)
  var date = Date(timeIntervalSince1970: 0)
  var url: URL?
  var uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  var data = Data()
  var color = FuzzColor.red
  var level: FuzzLevel?
  var tag: FuzzTag?
  var optionalInt: Int?
  var optionalInt8: Int8?
  var optionalInt64: Int64?
  var optionalUInt16: UInt16?
  var optionalUInt64: UInt64?
  var optionalDouble: Double?
  var optionalFloat: Float?
  var optionalBool: Bool?
  var optionalString: String?
  var optionalDecimal: Decimal?
  var optionalDate: Date?
  var optionalUUID: UUID?
  var optionalData: Data?
  var optionalURL: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \FuzzScalars.int, "int8": \FuzzScalars.int8, "int16": \FuzzScalars.int16,
      "int32": \FuzzScalars.int32, "int64": \FuzzScalars.int64, "uint": \FuzzScalars.uint,
      "uint8": \FuzzScalars.uint8, "uint16": \FuzzScalars.uint16, "uint32": \FuzzScalars.uint32,
      "uint64": \FuzzScalars.uint64, "double": \FuzzScalars.double, "float": \FuzzScalars.float,
      "bool": \FuzzScalars.bool, "string": \FuzzScalars.string, "grade": \FuzzScalars.grade,
      "version": \FuzzScalars.version, "decimal": \FuzzScalars.decimal,
      "date": \FuzzScalars.date, "url": \FuzzScalars.url, "uuid": \FuzzScalars.uuid, "data": \FuzzScalars.data,
      "color": \FuzzScalars.color, "level": \FuzzScalars.level, "tag": \FuzzScalars.tag,
      "optionalInt": \FuzzScalars.optionalInt, "optionalInt8": \FuzzScalars.optionalInt8,
      "optionalInt64": \FuzzScalars.optionalInt64, "optionalUInt16": \FuzzScalars.optionalUInt16,
      "optionalUInt64": \FuzzScalars.optionalUInt64, "optionalDouble": \FuzzScalars.optionalDouble,
      "optionalFloat": \FuzzScalars.optionalFloat, "optionalBool": \FuzzScalars.optionalBool,
      "optionalString": \FuzzScalars.optionalString, "optionalDecimal": \FuzzScalars.optionalDecimal,
      "optionalDate": \FuzzScalars.optionalDate, "optionalUUID": \FuzzScalars.optionalUUID,
      "optionalData": \FuzzScalars.optionalData, "optionalURL": \FuzzScalars.optionalURL,
    ]
  }
}

/// FuzzScalars as a struct: every scalar written through a `WritableKeyPath`.
struct FuzzValueScalars: ReflectiveModel {
  var int = 0
  var int8: Int8 = 0
  var int16: Int16 = 0
  var int32: Int32 = 0
  var int64: Int64 = 0
  var uint: UInt = 0
  var uint8: UInt8 = 0
  var uint16: UInt16 = 0
  var uint32: UInt32 = 0
  var uint64: UInt64 = 0
  var double = 0.0
  var float: Float = 0
  var bool = false
  var string = ""
  /// `Character.init(_:)` traps on several characters: hostile strings must not reach it.
  var grade: Character = "A"
  var version: FuzzVersion?
  var decimal = Decimal(0)
  var date = Date(timeIntervalSince1970: 0)
  var url: URL?
  var uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  var data = Data()
  var color = FuzzColor.red
  var level: FuzzLevel?
  var tag: FuzzTag?
  var optionalInt: Int?
  var optionalInt8: Int8?
  var optionalInt64: Int64?
  var optionalUInt16: UInt16?
  var optionalUInt64: UInt64?
  var optionalDouble: Double?
  var optionalFloat: Float?
  var optionalBool: Bool?
  var optionalString: String?
  var optionalDecimal: Decimal?
  var optionalDate: Date?
  var optionalUUID: UUID?
  var optionalData: Data?
  var optionalURL: URL?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \FuzzValueScalars.int, "int8": \FuzzValueScalars.int8, "int16": \FuzzValueScalars.int16,
      "int32": \FuzzValueScalars.int32, "int64": \FuzzValueScalars.int64, "uint": \FuzzValueScalars.uint,
      "uint8": \FuzzValueScalars.uint8, "uint16": \FuzzValueScalars.uint16, "uint32": \FuzzValueScalars.uint32,
      "uint64": \FuzzValueScalars.uint64, "double": \FuzzValueScalars.double, "float": \FuzzValueScalars.float,
      "bool": \FuzzValueScalars.bool, "string": \FuzzValueScalars.string, "grade": \FuzzValueScalars.grade,
      "version": \FuzzValueScalars.version, "decimal": \FuzzValueScalars.decimal,
      "date": \FuzzValueScalars.date, "url": \FuzzValueScalars.url, "uuid": \FuzzValueScalars.uuid, "data": \FuzzValueScalars.data,
      "color": \FuzzValueScalars.color, "level": \FuzzValueScalars.level, "tag": \FuzzValueScalars.tag,
      "optionalInt": \FuzzValueScalars.optionalInt, "optionalInt8": \FuzzValueScalars.optionalInt8,
      "optionalInt64": \FuzzValueScalars.optionalInt64, "optionalUInt16": \FuzzValueScalars.optionalUInt16,
      "optionalUInt64": \FuzzValueScalars.optionalUInt64, "optionalDouble": \FuzzValueScalars.optionalDouble,
      "optionalFloat": \FuzzValueScalars.optionalFloat, "optionalBool": \FuzzValueScalars.optionalBool,
      "optionalString": \FuzzValueScalars.optionalString, "optionalDecimal": \FuzzValueScalars.optionalDecimal,
      "optionalDate": \FuzzValueScalars.optionalDate, "optionalUUID": \FuzzValueScalars.optionalUUID,
      "optionalData": \FuzzValueScalars.optionalData, "optionalURL": \FuzzValueScalars.optionalURL,
    ]
  }
}

/// A struct leaf, merged by id in arrays and by key in dictionaries.
struct FuzzValueLeaf: ReflectiveModel {
  var id = 0
  var name = ""
  var weight: Double?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \FuzzValueLeaf.id, "name": \FuzzValueLeaf.name, "weight": \FuzzValueLeaf.weight] }
}

/// A struct root: structs in structs (updated in place), identified struct arrays, a
/// `[String: Struct]`, a class inside a struct, recursion through an array, an adapter, a
/// hook that changes the value, and required and dotted keys.
struct FuzzValueRoot: ReflectiveModel {
  var id = 0
  var title = ""
  var count = 0
  var scalars = FuzzValueScalars()
  var optionalScalars: FuzzValueScalars?
  var leaves: [FuzzValueLeaf] = []
  var leafMap: [String: FuzzValueLeaf] = [:]
  var classLeaf: FuzzLeaf?
  var children: [FuzzValueRoot] = []
  var tags: Set<String> = []
  var hooked = 0
  var payment: FuzzPayment?
  var payments: [FuzzPayment] = []
  var paymentMap: [String: FuzzPayment] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \FuzzValueRoot.id, "title": \FuzzValueRoot.title, "count": \FuzzValueRoot.count,
      "scalars": \FuzzValueRoot.scalars, "optionalScalars": \FuzzValueRoot.optionalScalars,
      "leaves": \FuzzValueRoot.leaves, "leafMap": \FuzzValueRoot.leafMap, "classLeaf": \FuzzValueRoot.classLeaf,
      "children": \FuzzValueRoot.children, "tags": \FuzzValueRoot.tags, "hooked": \FuzzValueRoot.hooked,
      "payment": \FuzzValueRoot.payment, "payments": \FuzzValueRoot.payments, "paymentMap": \FuzzValueRoot.paymentMap,
    ]
  }
}

/// An immutable struct: `let`s without values built through its initializer, nested struct and
/// class models, a set, recursion through an array of itself, a `var` written after the
/// initializer, a `let` with a value (output-only) and an adapter.
struct FuzzFrozen: ReflectiveInitializable {
  let id: Int
  let title: String?
  let leaf: FuzzValueLeaf?
  let leaves: [FuzzValueLeaf]
  let classLeaf: FuzzLeaf?
  let tags: Set<String>
  let children: [FuzzFrozen]
  let level: FuzzLevel?
  var count = 0
  let kind = "frozen"
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \FuzzFrozen.id, "title": \FuzzFrozen.title, "leaf": \FuzzFrozen.leaf, "leaves": \FuzzFrozen.leaves,
      "classLeaf": \FuzzFrozen.classLeaf, "tags": \FuzzFrozen.tags, "children": \FuzzFrozen.children,
      "level": \FuzzFrozen.level, "count": \FuzzFrozen.count, "kind": \FuzzFrozen.kind,
    ]
  }
  static var initializedProperties: Set<String> { ["id", "title", "leaf", "leaves", "classLeaf", "tags", "children", "level"] }
  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    title = try values["title"]
    leaf = try values["leaf"]
    leaves = try values["leaves"]
    classLeaf = try values["classLeaf"]
    tags = try values["tags"]
    children = try values["children"]
    level = try values["level"]
  }
}

/// An immutable final class: `let`s keep their values on update, `var`s are written.
final class FuzzFrozenClass: ReflectiveInitializable {
  let id: Int
  let name: String?
  var score: Double = 0
  var leaf: FuzzValueLeaf?
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \FuzzFrozenClass.id, "name": \FuzzFrozenClass.name, "score": \FuzzFrozenClass.score, "leaf": \FuzzFrozenClass.leaf]
  }
  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    name = try values["name"]
  }
}

/// An enumeration with associated values, registered outside the type (tagged by `"type"`):
/// members of several kinds, a nested struct model and recursion.
indirect enum FuzzPayment: Sendable {
  case card(last4: String, expiry: Date?)
  case cash
  case split(parts: [Int], leaf: FuzzValueLeaf?)
  case wrapped(FuzzPayment, note: String?)
}

/// The base of a polymorphic family, picked by the `"kind"` discriminator.
class FuzzShape: ReflectiveModel {
  var kind: String?
  var name = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["kind": \FuzzShape.kind, "name": \FuzzShape.name] }
}

final class FuzzCircle: FuzzShape {
  var radius = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["radius": \FuzzCircle.radius]) { $1 } }
}

final class FuzzSquare: FuzzShape {
  var side = 0
  var corners: [Int] = []
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["side": \FuzzSquare.side, "corners": \FuzzSquare.corners]) { $1 }
  }
}

/// A small model used in collections; registered under the type name `"leaf"`.
final class FuzzLeaf: ReflectiveModel {
  var id = 0
  var label = ""
  var weight: Double?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \FuzzLeaf.id, "label": \FuzzLeaf.label, "weight": \FuzzLeaf.weight]
  }
}

/// Strict, with a required property and unknown keys refused.
final class FuzzStrict: ReflectiveModel {
  var id = 0
  var ratio: Float = 0
  var when: Date?
  var levels: [FuzzLevel] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \FuzzStrict.id, "ratio": \FuzzStrict.ratio, "when": \FuzzStrict.when, "levels": \FuzzStrict.levels]
  }
}

/// Keeps unknown keys and writes them back, also inside the objects dotted paths reach;
/// upper-cased keys (a custom key strategy); an index path (no `beforeMapping`, so bytes
/// walk the tape).
final class FuzzCollector: UnknownKeyCollecting {
  var name = ""
  var count: Int?
  var city: String?
  var legValue: Int?
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "name": \FuzzCollector.name, "count": \FuzzCollector.count, "city": \FuzzCollector.city,
      "legValue": \FuzzCollector.legValue,
    ]
  }
}

/// Keeps unknown keys in `UnknownKeys` storage: members copied from the input and written
/// back verbatim, dotted-path objects' unknown keys kept as values.
final class FuzzKeeper: UnknownKeyCollecting {
  var name = ""
  var count: Int?
  var city: String?
  var version: Int { 1 }
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \FuzzKeeper.name, "count": \FuzzKeeper.count, "city": \FuzzKeeper.city, "version": \FuzzKeeper.version]
  }
}

/// The root: nested models, collections, hints, resolvers, adapters, dotted keys, index paths.
final class FuzzRoot: ReflectiveModel {
  var id = 0
  var title = ""
  var code = 0
  var count = 0
  var label: String?
  var major = 0
  var scalars: FuzzScalars?
  var shapes: [FuzzShape] = []
  var pet: FuzzShape?
  var items: [Any] = []
  var anything: Any?
  var list: [Any] = []
  var object: [String: Any] = [:]
  var leaves: [FuzzLeaf] = []
  var leafMap: [String: FuzzLeaf] = [:]
  var groups: [String: [FuzzLeaf]] = [:]
  var matrix: [[Int]] = []
  var tags: Set<String> = []
  var levels: [FuzzLevel] = []
  var flags: [String: Bool] = [:]
  var optionalNumbers: [Int?] = []
  var named: AnyObject?
  var parent: FuzzRoot?
  var children: [FuzzRoot] = []
  var strict: FuzzStrict?
  var collector: FuzzCollector?
  var keeper: FuzzKeeper?
  var legDistance: Int?
  var legNote: String?
  var firstCell: Double?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \FuzzRoot.id, "title": \FuzzRoot.title, "code": \FuzzRoot.code, "count": \FuzzRoot.count,
      "label": \FuzzRoot.label, "major": \FuzzRoot.major, "scalars": \FuzzRoot.scalars,
      "shapes": \FuzzRoot.shapes, "pet": \FuzzRoot.pet, "items": \FuzzRoot.items,
      "anything": \FuzzRoot.anything, "list": \FuzzRoot.list, "object": \FuzzRoot.object,
      "leaves": \FuzzRoot.leaves, "leafMap": \FuzzRoot.leafMap, "groups": \FuzzRoot.groups,
      "matrix": \FuzzRoot.matrix, "tags": \FuzzRoot.tags, "levels": \FuzzRoot.levels,
      "flags": \FuzzRoot.flags, "optionalNumbers": \FuzzRoot.optionalNumbers, "named": \FuzzRoot.named,
      "parent": \FuzzRoot.parent, "children": \FuzzRoot.children, "strict": \FuzzRoot.strict,
      "collector": \FuzzRoot.collector, "keeper": \FuzzRoot.keeper, "legDistance": \FuzzRoot.legDistance, "legNote": \FuzzRoot.legNote,
      "firstCell": \FuzzRoot.firstCell,
    ]
  }
}

/// A model read from its owner's object (flattened into ``FuzzTagged``).
struct FuzzPlace: ReflectiveModel {
  var street = ""
  var zip: Int?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["street": \FuzzPlace.street, "zip": \FuzzPlace.zip] }
}

/// What must survive a round trip under `.fail`: a discriminator whose key no property writes
/// (on an array, a dictionary and a single value), a closure resolver with its inverse, an
/// adapter table, combined keys, index paths, a `let`, a flattened model and case-insensitive
/// keys.
struct FuzzTagged: ReflectiveModel {
  var shapes: [FuzzShape] = []
  var shapeMap: [String: FuzzShape] = [:]
  var main: FuzzShape?
  var guessed: [FuzzShape] = []
  var level = FuzzLevel.low
  var full = ""
  var x: Int?
  var y: Int?
  let version = 3
  var place = FuzzPlace()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "shapes": \FuzzTagged.shapes, "shapeMap": \FuzzTagged.shapeMap, "main": \FuzzTagged.main, "guessed": \FuzzTagged.guessed,
      "level": \FuzzTagged.level, "full": \FuzzTagged.full, "x": \FuzzTagged.x, "y": \FuzzTagged.y, "version": \FuzzTagged.version,
      "place": \FuzzTagged.place,
    ]
  }
}

struct FuzzAdapterError: Error, CustomStringConvertible {
  let description: String
}

/// Output keys whose arrays come from a `Set` (order-insensitive when comparing round trips).
let fuzzUnorderedKeys: Set<String> = ["tags"]

/// Reverses a string scalar by scalar (an exact involution, unlike reversing Characters).
func fuzzReversed(_ string: String) -> String {
  var scalars = String.UnicodeScalarView()
  scalars.append(contentsOf: string.unicodeScalars.reversed())
  return String(scalars)
}

/// The registry every fuzz input goes through first (the lenient defaults).
let fuzzRegistry = makeFuzzRegistry(.lenient)
/// The same registrations under `Strictness.strict`: every input goes through it too.
let fuzzStrictRegistry = makeFuzzRegistry(.strict)

func makeFuzzRegistry(_ strictness: Strictness) -> MappingRegistry {
  let registry = MappingRegistry()
  registry.strictness = strictness
  do {
    try registry.register(FuzzScalars.self) { m in
      m.keyStrategy = .snakeCase
    }
    try registry.register(FuzzLeaf.self) { m in
      m.typeName = "leaf"
      // Arrays of leaves that already hold some are merged by id (updated in place).
      m.identifiedBy = "id"
    }
    try registry.register(FuzzCircle.self) { m in m.typeName = "circle" }
    try registry.register(FuzzValueScalars.self) { m in m.keyStrategy = .snakeCase }
    try registry.register(FuzzValueLeaf.self) { m in m.identifiedBy = "id" }
    try registry.registerEnum(FuzzPayment.self, as: .tagged("type")) { e in
      e.case(
        "card", make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
        match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
      e.case("cash", make: { _ in .cash }, match: { if case .cash = $0 { [:] } else { nil } })
      e.case(
        "split", make: { v in .split(parts: try v["parts"], leaf: try v["leaf"]) },
        match: { if case .split(let parts, let leaf) = $0 { ["parts": parts, "leaf": leaf] } else { nil } })
      e.case(
        "wrapped", make: { v in .wrapped(try v["inner"], note: try v["note"]) },
        match: { if case .wrapped(let inner, let note) = $0 { ["inner": inner, "note": note] } else { nil } })
    }
    try registry.register(FuzzValueRoot.self) { m in
      m.required = ["id"]
      m.keys = ["meta.count": "count", "leaf_map": "leafMap"]
      m.adapters["title"] = Adapter(
        hydrate: { raw in (raw as? String).map(fuzzReversed) ?? raw },
        serialize: { value in (value as? String).map(fuzzReversed) ?? value })
      // Changes the value it finishes (idempotently, so that a round trip keeps it); a
      // negative id makes it fail.
      m.afterMapping = { root, report in
        if root.id < 0 { report.fail("id may not be negative", property: "id") }
        root.hooked = root.leaves.count &+ root.leafMap.count
      }
    }
    try registry.register(FuzzStrict.self) { m in
      m.isStrict = true
      m.required = ["id"]
      m.unknownKeys = .fail
    }
    try registry.register(FuzzCollector.self) { m in
      m.unknownKeys = .collect
      m.keyStrategy = .custom { $0.uppercased() }
      m.keys = ["ADDRESS.CITY": "city", "LEGS.1.VALUE": "legValue"]
    }
    try registry.register(FuzzKeeper.self) { m in
      m.unknownKeys = .collect
      m.keys = ["address.city": "city"]
    }
    try registry.register(FuzzTagged.self) { m in
      m.unknownKeys = .fail
      let shapes = TypeResolver.discriminator("type", ["circle": FuzzCircle.self, "square": FuzzSquare.self])
      for property in ["shapes", "shapeMap", "main"] { m.typeResolvers[property] = shapes }
      m.typeResolvers["guessed"] = TypeResolver(
        { $0["sides"] != nil ? FuzzSquare.self : nil }, writeBack: { $0 is FuzzSquare ? ["sides": 4] : [:] })
      m.adapters["level"] = .table(["lo": FuzzLevel.low, "mid": FuzzLevel.mid, "hi": FuzzLevel.high])
      // "<length of first>:<first><last>", which split takes apart exactly.
      m.combine(
        ["first", "last"], into: "full",
        hydrate: { parts in
          let first = parts[0].map { "\($0)" } ?? ""
          let last = parts.count > 1 ? parts[1].map { "\($0)" } ?? "" : ""
          return "\(first.unicodeScalars.count):\(first)\(last)"
        },
        split: { value in
          let scalars = Array((value as? String ?? "").unicodeScalars)
          guard let colon = scalars.firstIndex(of: ":"), let count = Int(String(String.UnicodeScalarView(scalars[..<colon]))),
            colon + 1 + count <= scalars.count
          else { return [nil, nil] }
          let first = String(String.UnicodeScalarView(scalars[(colon + 1)..<(colon + 1 + count)]))
          return [first, String(String.UnicodeScalarView(scalars[(colon + 1 + count)...]))]
        })
      m.keys = ["pos.0": "x", "pos.1": "y"]
      m.flattened = ["place"]
      m.keyMatching = .caseInsensitive
    }
    try registerFuzzForms(registry)
    try registry.register(FuzzFrozen.self) { m in
      m.keyStrategy = .snakeCase
      m.defaults["tags"] = Set<String>()
      m.defaults["children"] = [FuzzFrozen]()
      m.adapters["level"] = .table(["lo": FuzzLevel.low, "mid": FuzzLevel.mid, "hi": FuzzLevel.high])
    }
    try registry.register(FuzzRoot.self) { m in
      m.keys = [
        "meta.info.count": "count",
        "meta.label": "label",
        "version\\.major": "major",
        "leaf_map": "leafMap",
        // Index paths: merged into one element on output, holes written as null.
        "legs.0.distance.value": "legDistance",
        "legs.1.notes.\\7": "legNote",
        "grid.1.0": "firstCell",
      ]
      // Reversed on the way in and out; a "!" in the input makes the adapter throw.
      m.adapters["title"] = Adapter(
        hydrate: { raw in
          guard let text = raw as? String else { return raw }
          if text.contains("!") { throw FuzzAdapterError(description: "title may not contain \"!\": \(text)") }
          return fuzzReversed(text)
        },
        serialize: { value in
          let text = value as! String
          if text.contains("\u{2620}") { throw FuzzAdapterError(description: "poisoned title") }
          return fuzzReversed(text)
        })
      // "#ff" is hexadecimal; a bad hex string throws a MappingError (merged into the path).
      m.adapters["code"] = Adapter { raw in
        guard let text = raw as? String, text.hasPrefix("#") else { return raw }
        guard let value = Int(text.dropFirst(), radix: 16) else {
          throw MappingError(reason: .custom("bad hex code \(text.prefix(20))"), isFatal: false)
        }
        return value
      }
      // "a,b,c" is a set of three tags.
      m.adapters["tags"] = Adapter { raw in
        guard let text = raw as? String else { return raw }
        return text.split(separator: ",").map(String.init)
      }
      m.typeResolvers["shapes"] = .discriminator("kind", ["square": FuzzSquare.self])
      m.typeResolvers["pet"] = .discriminator("kind", ["square": FuzzSquare.self])
      m.typeResolvers["named"] = .named("leaf")
      m.elementTypes["items"] = FuzzLeaf.self
      // "$envelope" wraps the payload; "$boom" makes the hook throw.
      m.beforeMapping = { input in
        if input["$boom"] != nil { throw FuzzAdapterError(description: "boom") }
        if input.count == 1, let inner = input["$envelope"] as? [String: Any] { return inner }
        return input
      }
    }
  } catch {
    fatalError("fuzz registry: \(error)")
  }
  return registry
}
