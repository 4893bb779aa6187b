extension PlanCompiler {
  /// Lists the properties whose schema ``MappingRegistry/jsonSchema(for:)`` must leave open:
  /// those read through an adapter, a transform or combined keys, with no fragment stated.
  ///
  /// They are notes: ``MappingRegistry/issues(for:)`` lists them, but the issue handler does
  /// not log them, as only a schema needs them.
  func diagnoseOpenSchemas<M: ReflectiveModel>(of plan: ModelPlan<M>, keyPaths: [String: AnyKeyPath]) {
    let transforms = transforms(for: plan.settings)
    for (name, keyPath) in keyPaths.sorted(by: { $0.key < $1.key }) {
      let row = plan.settings.row(name)
      guard !row.isExcluded, row.schema == nil else { continue }
      let reader: String
      if row.combination != nil {
        reader = "combined keys"
      } else if let adapter = row.adapter {
        guard adapter.schema == nil else { continue }
        reader = "an adapter"
      } else if let transform = transforms[ObjectIdentifier(innermostType(type(of: keyPath).valueType))], transform.schema == nil {
        reader = "a transform"
      } else {
        continue
      }
      note(
        .registration(
          .openSchema,
          "read through \(reader), whose input the JSON Schema cannot see: jsonSchema(for:) leaves it open; state it with `schemas[\(MessageText.quoted(name))]`"
            + (reader == "a transform" ? " or the transform's `schema:`" : ""),
          property: "\(plan.typeName).\(name)", isFatal: false))
    }
  }
}
