import Foundation

/// `Float16` where the platform has it (not on Intel Macs), converted and written as the other
/// floating-point types are: numbers and numeric text rounded once to the nearest `Float16`,
/// overflow refused (never `inf`), written as a JSON number.
enum HalfFloat {
  /// `Float16.self` where it exists.
  static let type: Any.Type? = {
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) { return Float16.self }
    #endif
    return nil
  }()

  /// Whether `type` is `Float16`.
  @inline(__always)
  static func isHalf(_ type: Any.Type) -> Bool {
    guard let half = Self.type else { return false }
    return type == half
  }

  /// The converter of a `Float16` property, or `nil` for other types.
  static func converter<Value>(_: Value.Type) -> Convert<Value>? {
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), Value.self == Float16.self {
        let convert: Convert<Float16> = { raw, _ in
          if Swift.type(of: raw) == Float16.self {
            let value = raw as! Float16
            if value.isFinite { return value }
            throw ConversionFailure.notRepresentable("Float16", raw)
          }
          return try Coercion.floatingSlow(raw, Float16.self)
        }
        return convert as? Convert<Value>
      }
    #endif
    return nil
  }

  /// The emitter of a `Float16` property (a JSON number, its `Float`'s shortest digits, which
  /// read back to the same `Float16`), or `nil` for other types.
  static func emitter<Value>(_: Value.Type) -> Emitter<Value>? {
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *), Value.self == Float16.self {
        let emitter = Emitter<Float16>(
          isNil: { _ in false },
          value: { value, context in
            guard context.mode == .json else { return value }
            guard value.isFinite else { throw context.error(.notJSONEncodable("\(value) is not a JSON number")) }
            return Float(value)
          },
          write: { value, writer, context in try writer.checked(context) { try $0.writeFloat(Float(value)) } })
        return emitter as? Emitter<Value>
      }
    #endif
    return nil
  }
}
