import Foundation
import ReflectiveMapper

/// Every integer width, the floating-point types, `Bool`, `String` and `Decimal`: the one
/// model the scalar, hostile-number and seed-library tests share.
final class IntegerWidths: ReflectiveModel {
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
  var decimal = Decimal(0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \IntegerWidths.int, "int8": \IntegerWidths.int8, "int16": \IntegerWidths.int16, "int32": \IntegerWidths.int32,
      "int64": \IntegerWidths.int64, "uint": \IntegerWidths.uint, "uint8": \IntegerWidths.uint8, "uint16": \IntegerWidths.uint16,
      "uint32": \IntegerWidths.uint32, "uint64": \IntegerWidths.uint64, "double": \IntegerWidths.double, "float": \IntegerWidths.float,
      "bool": \IntegerWidths.bool, "string": \IntegerWidths.string, "decimal": \IntegerWidths.decimal,
    ]
  }
}
