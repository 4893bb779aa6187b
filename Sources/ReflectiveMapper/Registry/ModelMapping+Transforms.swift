import Foundation

// The value rules of a mapping given as closures: a transform for every property of a type,
// and service keys combined into one property.
extension ModelMapping {
  /// Routes every property of type `T` in this model (at any depth: optionals, arrays,
  /// dictionaries) through a pair of closures.
  ///
  /// For each property, the first of these rules that applies converts its values:
  /// 1. the property's own adapter (``adapters``, ``PropertyMapping/adapter``);
  /// 2. this model's transform for `T` (this method);
  /// 3. the registry's transform for `T` (``MappingRegistry/registerTransform(_:hydrate:serialize:schema:)``);
  /// 4. the built-in conversions.
  ///
  /// Subclass registrations inherit the transform, as they inherit the other settings.
  ///
  /// > Note: Each value of a transformed property costs a call of `hydrate` (or `serialize`)
  /// > with the value as `Any`, instead of the fused scalar write a built-in type gets.
  ///
  /// - Parameters:
  ///   - type: The property type to route.
  ///   - hydrate: Makes a `T` from the raw input value; a thrown error is a problem at the
  ///     property's path.
  ///   - serialize: Makes the JSON value output writes for a `T`.
  ///   - schema: What `hydrate` accepts, as a JSON Schema fragment
  ///     (``MappingRegistry/jsonSchema(for:)``); without one the schema leaves the values open.
  public mutating func transform<T>(
    _ type: T.Type, hydrate: @escaping @Sendable (Any) throws -> T, serialize: @escaping @Sendable (T) throws -> Any,
    schema: [String: Any]? = nil
  ) {
    typeTransforms[ObjectIdentifier(T.self)] = TypeTransform(T.self, hydrate: hydrate, serialize: serialize, schema: schema)
  }

  /// Combines several service fields into one property (many-to-one), and splits it again
  /// on output.
  ///
  /// `hydrate` receives the raw values of `serviceKeys` in order (`nil` for an absent key or a
  /// `null`; it is not called when all are absent or null) and returns a value the property's conversion
  /// accepts. `split` returns the values to write under `serviceKeys`, in order (`nil`
  /// leaves a key out); without it the property is not written.
  ///
  /// ```swift
  /// m.combine(["date", "time"], into: "start") { parts in
  ///   "\(parts[0] as? String ?? "")T\(parts[1] as? String ?? "00:00:00")Z"
  /// } split: { value in
  ///   let text = ISO8601DateFormatter().string(from: value as! Date)
  ///   return [String(text.prefix(10)), String(text.dropFirst(11).prefix(8))]
  /// }
  /// ```
  public mutating func combine(
    _ serviceKeys: [String], into property: String,
    hydrate: @escaping @Sendable ([Any?]) throws -> Any,
    split: (@Sendable (Any) throws -> [Any?])? = nil
  ) {
    rows[property, default: PropertyRow()].combination = Combination(keys: serviceKeys, hydrate: hydrate, split: split)
  }
}
