import Foundation

/// One output member of a model: a stored property (or a mapped computed one), how to
/// read it and how to emit it.
final class OutputMember<Model>: AnyOutputMember, @unchecked Sendable {
  /// Whether the property is nil now (used to skip empty nested objects of dotted paths).
  let isNil: (Model) -> Bool
  /// The output value; `nil` when the key is left out (a nil property, or a cut cycle), `NSNull`
  /// for a nil property under ``OutputOptions/includeNulls``.
  ///
  /// Reads the property once.
  let value: (Model, inout OutputContext) throws -> Any?
  /// Writes the key (given pre-encoded) and the value, or nothing for a left-out nil.
  let write: (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void

  init(
    property: String, component: PathComponent, isNil: @escaping (Model) -> Bool,
    value: @escaping (Model, inout OutputContext) throws -> Any?,
    write: @escaping (Model, [UInt8], inout JSONWriter, inout OutputContext) throws -> Void
  ) {
    self.isNil = isNil
    self.value = value
    self.write = write
    super.init(property: property, component: component, modelType: Model.self)
  }
}
