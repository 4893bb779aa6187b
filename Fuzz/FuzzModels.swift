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
