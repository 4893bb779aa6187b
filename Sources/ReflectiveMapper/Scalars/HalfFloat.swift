import Foundation

// `Float16` where the platform has it (not on Intel Macs), converted and written as the other
// floating-point types are: numbers and numeric text rounded once to the nearest `Float16`,
// overflow refused (never `inf`), written as a JSON number (its `Float`'s shortest digits,
// which read back to the same `Float16`).
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
  extension Float16: BuiltInScalar, AlternatingProbe {
    static var converter: Convert<Float16> {
      { raw, _ in
        if Swift.type(of: raw) == Float16.self {
          let value = raw as! Float16
          if value.isFinite { return value }
          throw ConversionFailure.notRepresentable("Float16", raw)
        }
        return try Coercion.floatingSlow(raw, Float16.self)
      }
    }
    static var emitter: Emitter<Float16> {
      EmitterBuilder.floating(Float16.self, json: { Float($0) }, write: { try $1.writeFloat(Float($0)) })
    }
    static func schema(dates _: DateStrategy?) -> [String: Any] { ["type": "number", "minimum": -65504, "maximum": 65504] }
    static var seed: Float16 { 7.25 }
    static var alternate: Float16 { 9.5 }
  }
#endif
