import Foundation
package import ReflectiveMapper

/// Lists every way a model and its twin differ under the same registration.
///
/// Both are hydrated from `input` (as a dictionary, and the twin from its bytes too) and updated
/// with `patch`; after each step they must write the same JSON object, the same sorted JSON bytes
/// and the same plain view, and hydration must report the same issues (path and reason). Last,
/// an update that a registry refuses (an unknown key under `.fail`) must leave the twin as it
/// was. The macro tests compare a hand-written model with its `@ReflectiveModel` twin this way,
/// the article tests a class with its struct twin.
///
/// - Parameters:
///   - model: the model (the hand-written one, or the class).
///   - twin: its twin (the `@ReflectiveModel` one, or the struct).
///   - configure: registers both types in the registry the comparison uses.
///   - input: what both are created from.
///   - patch: what both are then updated with.
/// - Returns: one line per difference, empty when the twins agree.
/// - Throws: what hydrating, updating or writing either of them throws.
package func twinDifferences<Model: ReflectiveModel, Twin: ReflectiveModel>(
  _ model: Model.Type, _ twin: Twin.Type, _ configure: (MappingRegistry) throws -> Void, input: [String: Any], patch: [String: Any]
) throws -> [String] {
  let registry = MappingRegistry()
  try configure(registry)
  var differences: [String] = []
  var modelIssues: [MappingError] = []
  var twinIssues: [MappingError] = []
  var bytesIssues: [MappingError] = []
  var model = try Model(dictionary: input, registry: registry, issues: &modelIssues)
  var twin = try Twin(dictionary: input, registry: registry, issues: &twinIssues)
  let twinFromBytes = try Twin(jsonData: JSONSerialization.data(withJSONObject: input), registry: registry, issues: &bytesIssues)
  func compare(_ step: String) throws {
    if try model.jsonObject(registry: registry) as NSDictionary != twin.jsonObject(registry: registry) as NSDictionary {
      differences.append("\(step): jsonObject")
    }
    if try model.jsonData(registry: registry, options: .sortedKeys) != twin.jsonData(registry: registry, options: .sortedKeys) {
      differences.append("\(step): jsonData")
    }
    if model.dictionaryRepresentation(registry: registry) as NSDictionary != twin.dictionaryRepresentation(registry: registry) as NSDictionary {
      differences.append("\(step): dictionaryRepresentation")
    }
  }
  try compare("created")
  if try twinFromBytes.jsonObject(registry: registry) as NSDictionary != twin.jsonObject(registry: registry) as NSDictionary {
    differences.append("created from bytes: jsonObject")
  }
  if modelIssues.map(\.path) != twinIssues.map(\.path) || modelIssues.map(\.reason) != twinIssues.map(\.reason) {
    differences.append("issues: \(modelIssues.map(\.path)) against \(twinIssues.map(\.path))")
  }
  if bytesIssues.map(\.path) != twinIssues.map(\.path) { differences.append("issues from bytes: \(bytesIssues.map(\.path))") }
  try model.setValues(from: patch, registry: registry)
  try twin.setValues(from: patch, registry: registry)
  try compare("updated")
  let before = try twin.jsonData(registry: registry, options: .sortedKeys)
  let refusing = MappingRegistry()
  try refusing.register(Twin.self) { $0.unknownKeys = .fail }
  var failing = patch
  failing["\u{1}unknown"] = 1
  do {
    try twin.setValues(from: failing, registry: refusing)
    differences.append("a refused update: did not throw")
  } catch is MappingError {
    if try twin.jsonData(registry: registry, options: .sortedKeys) != before { differences.append("a refused update: changed the twin") }
  }
  return differences
}

/// `twinDifferences(_:_:_:input:patch:)` with one of the shared payloads.
package func twinDifferences<Model: ReflectiveModel, Twin: ReflectiveModel>(
  _ model: Model.Type, _ twin: Twin.Type, _ configure: (MappingRegistry) throws -> Void, _ payload: TwinPayload
) throws -> [String] {
  try twinDifferences(model, twin, configure, input: payload.input, patch: payload.patch)
}

/// `twinDifferences` for twins registered alike: each with its own specialization of one
/// generic mapping function (`ArticleMappings.readme, ArticleMappings.readme`).
package func twinDifferences<Model: ReflectiveModel, Twin: ReflectiveModel>(
  _ model: Model.Type, _ twin: Twin.Type, _ modelMapping: (inout ModelMapping<Model>) -> Void,
  _ twinMapping: (inout ModelMapping<Twin>) -> Void, _ payload: TwinPayload
) throws -> [String] {
  try twinDifferences(
    model, twin,
    { registry in
      try registry.register(Model.self, modelMapping)
      try registry.register(Twin.self, twinMapping)
    }, payload)
}
