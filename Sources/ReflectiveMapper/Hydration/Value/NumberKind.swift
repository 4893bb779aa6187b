import Foundation

/// What kind of number an `NSNumber` holds, from its class and `objCType`.
enum NumberKind {
  case signed, unsigned, floating, decimal, bool

  @inline(__always)
  init(_ number: NSNumber) {
    let type = type(of: number)
    if type == boolNumberType {
      self = .bool
      return
    }
    if type != NSNumber.self, number is NSDecimalNumber {
      self = .decimal
      return
    }
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
      self = .signed
    case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
      self = .unsigned
    case UInt8(ascii: "B"):
      self = .bool
    default:
      self = .floating
    }
  }
}
