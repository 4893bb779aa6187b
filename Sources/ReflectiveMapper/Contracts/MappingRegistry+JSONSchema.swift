public import Foundation

/// JSON Schemas of what the registry's models accept.
extension MappingRegistry {
  /// A JSON Schema (draft 2020-12) of what `type` accepts from this registry under strict mode.
  ///
  /// The document's `$ref` names the model's definition in `$defs`, where every model it
  /// reaches has one (recursive models refer to themselves). It describes properties under
  /// their service keys (dotted paths as nested objects, index paths as arrays), each
  /// property's type (integer widths as ranges; `Date` as its strategy reads it; `URL`,
  /// `UUID` and `Data` as formatted strings; optionals as nullable; `[String: T]` as
  /// `additionalProperties`), `required` and `defaults`, table adapters as `enum`,
  /// discriminators as `oneOf` with the name as `const`, and `unknownKeys = .fail` as
  /// `additionalProperties: false`. `let` properties are `readOnly`.
  ///
  /// The schema is the contract: lenient coercions (`"47"` for an `Int`, `"true"` for a
  /// `Bool`) are a tolerance beyond it, which strict mode refuses. What an adapter, a transform
  /// or combined keys read cannot be seen from outside: state it in ``ModelMapping/schemas``
  /// (or a transform's `schema:`), or the property is left open (`{}`).
  ///
  /// ```swift
  /// let schema = try registry.jsonSchemaData(for: Person.self, prettyPrinted: true)
  /// ```
  ///
  /// - Parameter type: The model type.
  /// - Returns: The schema document, a dictionary `JSONSerialization` can write.
  public func jsonSchema<M: ReflectiveModel>(for type: M.Type) -> [String: Any] {
    var builder = SchemaBuilder(registry: self, referencePrefix: "#/$defs/")
    let root = builder.reference(to: M.self)
    return ["$schema": SchemaBuilder.dialect, "$ref": root["$ref"] ?? "", "$defs": builder.definitions]
  }

  /// ``jsonSchema(for:)`` as UTF-8 JSON bytes, keys sorted.
  ///
  /// - Parameters:
  ///   - type: The model type.
  ///   - prettyPrinted: Two-space indentation, one member per line.
  /// - Returns: The schema document's bytes.
  /// - Throws: `MappingError` when a stated fragment or a default has no JSON form.
  public func jsonSchemaData<M: ReflectiveModel>(for type: M.Type, prettyPrinted: Bool = false) throws -> Data {
    try MergePatch.bytes(of: jsonSchema(for: type), registry: self, prettyPrinted: prettyPrinted)
  }

  /// The schemas of several models and every model they reach, sharing one set of definitions,
  /// ready for an OpenAPI 3.1 `components.schemas` section.
  ///
  /// Each key is a definition name (the registered ``ModelMapping/typeName``, else the Swift
  /// type name), and references point at `#/components/schemas/<name>`.
  ///
  /// ```swift
  /// let components = ["schemas": registry.jsonSchemaComponents(for: [Order.self, Customer.self])]
  /// ```
  ///
  /// - Parameter types: The model types.
  /// - Returns: Definition name → schema.
  public func jsonSchemaComponents(for types: [any ReflectiveModel.Type]) -> [String: Any] {
    var builder = SchemaBuilder(registry: self, referencePrefix: "#/components/schemas/")
    for type in types { _ = builder.reference(to: type) }
    return builder.definitions
  }
}
