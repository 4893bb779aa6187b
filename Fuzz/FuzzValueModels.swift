import Foundation

// The struct models of the harness (FuzzModels.swift has the classes): the same properties
// as value types, so every check also runs on the struct path of an update.

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
