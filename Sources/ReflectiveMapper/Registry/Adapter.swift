import Foundation

/// A pair of closures that convert one property's value between its service form and its
/// Swift form, the heir of OHMKit's adapter blocks.
///
/// The hydrating closure receives the raw service value (`NSNull` for `null`) and returns
/// something the property's normal conversion accepts: the property's own type, or any
/// value ReflectiveMapper can coerce to it. Returning the raw value unchanged falls back to
/// the built-in conversion. A thrown error becomes a `MappingError` at the property's path.
///
/// ```swift
/// m.adapters["color"] = Adapter(
///   hydrate: { raw in
///     guard let rgb = raw as? [Int], rgb.count == 3 else { return raw }
///     return Color(red: rgb[0], green: rgb[1], blue: rgb[2])
///   },
///   serialize: { value in
///     let color = value as! Color
///     return [color.red, color.green, color.blue]
///   })
/// ```
public struct Adapter: Sendable {
  enum Kind: Sendable {
    case plain(@Sendable (Any) throws -> Any)
    case contextual(@Sendable (Any, MappingContext) throws -> Any)
  }
  let kind: Kind
  let serialize: (@Sendable (Any) throws -> Any)?
  /// What the adapter reads, when the library knows it (a ``table(_:fallback:caseInsensitive:)``).
  var schema: SchemaFragment?

  init(kind: Kind, serialize: (@Sendable (Any) throws -> Any)?) {
    self.kind = kind
    self.serialize = serialize
  }

  /// Creates an adapter that only converts service values; output uses the built-in rules.
  public init(_ hydrate: @escaping @Sendable (Any) throws -> Any) {
    self.init(kind: .plain(hydrate), serialize: nil)
  }

  /// Creates an adapter for both directions; `serialize` maps the property value back to a
  /// JSON value (String, number, Bool, array, dictionary).
  public init(
    hydrate: @escaping @Sendable (Any) throws -> Any,
    serialize: @escaping @Sendable (Any) throws -> Any
  ) {
    self.init(kind: .plain(hydrate), serialize: serialize)
  }

  /// Runs the hydrating closure.
  func hydrate(_ raw: Any, _ context: MappingContext) throws -> Any {
    switch kind {
    case .plain(let hydrate): try hydrate(raw)
    case .contextual(let hydrate): try hydrate(raw, context)
    }
  }
}

extension Adapter {
  /// Reads a JSON `true` as 1 and `false` as 0 for a number property (MetaCodable's
  /// `ValueCoder<Int>`), and every other value by the built-in rules.
  ///
  /// The built-in rules never read a Boolean as a number: `{"count": true}` is a problem at
  /// `count`. A property whose service sends flags for counts says so:
  ///
  /// ```swift
  /// m.adapters["count"] = .booleansAsNumbers   // true → 1, false → 0, "7" → 7
  /// ```
  ///
  /// Output writes the property's number, as without the adapter.
  public static let booleansAsNumbers = Adapter { raw in
    let kind = type(of: raw)
    guard kind == Bool.self || kind == boolNumberType, let flag = (raw as? Bool) ?? (raw as? NSNumber)?.boolValue else { return raw }
    return flag ? 1 : 0
  }
}
