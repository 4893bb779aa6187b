import Foundation

/// What JSON output cannot write, as warnings.
///
/// Of each property output writes (those `PlanCompiler.outputNames` lists):
/// - a listed property with no JSON form (OHMKit's hydrate-only adapters, a type only ever
///   read) is one-way: it registers, hydrates and stays in `dictionaryRepresentation`, and JSON
///   output of a model holding a value in it fails by name;
/// - an unlisted stored property that output writes and that can never be JSON (a closure, a
///   delegate, a lock) stays out of JSON output.
///
/// The output compiler builds those properties' members from these findings.
enum OutputFormValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    let names = PlanCompiler.outputNames(
      of: subject.modelType, keyPaths: subject.keyPaths, excluded: settings.unwritten,
      writesUnlisted: subject.writesUnlistedProperties)
    var findings: [RegistrationFinding] = []
    for (name, label, storedType) in names {
      if let keyPath = subject.keyPaths[name], keyPath is any OutputMaking,
        TypeRelation.isType(subject.modelType, subclassOf: type(of: keyPath).rootType), !Mirror.isLazyStorage(label)
      {
        let row = settings.row(name)
        let declared = type(of: keyPath).valueType
        let writable =
          row.adapter?.serialize != nil || row.elementType != nil || row.typeResolver != nil || row.combination != nil
          || JSONForm.exists(for: declared, transforms: subject.transforms)
        if !writable {
          findings.append(
            RegistrationFinding(
              .oneWayProperty,
              "\(MessageText.typeName(declared)) has no JSON form, so the property is one-way: it is read and kept in dictionaryRepresentation, but jsonObject() and jsonData() of a model holding a value in it throw; to write it, \(oneWayFixes(declared))",
              property: name, kind: .warning))
        }
      } else if let storedType, !JSONForm.exists(for: storedType, transforms: subject.transforms) {
        findings.append(
          RegistrationFinding(
            .noJSONForm,
            "\(MessageText.typeName(storedType)) has no JSON form: the property is left out of jsonObject() and jsonData() (add it to `excluded` to leave it out of dictionaryRepresentation too)",
            property: name, kind: .warning))
      }
    }
    return findings
  }

  /// The ways to give a one-way property of type `declared` a JSON form.
  static func oneWayFixes(_ declared: Any.Type) -> String {
    let inner = innermostType(declared)
    if inner is any ReflectiveEnum.Type { return "register \(MessageText.typeName(inner)) with `registerEnum(\(MessageText.typeName(inner)).self)`" }
    return
      "give its adapter a serialize closure, register a transform for \(MessageText.typeName(unwrappingOptional(declared))), or add it to `excluded`"
  }
}
