/// A JSON Schema fragment a registration states (``ModelMapping/schemas``, a transform's
/// `schema:`), kept as the JSON value it was given.
struct SchemaFragment: @unchecked Sendable {
  // Written once, when the registration is made, and only read after.
  let value: [String: Any]

  init(_ value: [String: Any]) { self.value = value }
}
