/// What a model's own subtype resolver cannot be: any resolver on a struct (a struct has no
/// subclasses; a property typed as a protocol takes a resolver of its own instead), and a
/// wrapping one (``TypeResolver/external(_:)``, ``TypeResolver/adjacent(tag:payload:_:)``),
/// which reads a property's elements.
enum ValueTypeValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard let resolver = subject.settings.subtypeResolver else { return [] }
    var findings: [RegistrationFinding] = []
    if !(subject.modelType is AnyClass) {
      findings.append(
        RegistrationFinding(
          .subtypeResolverOnStruct,
          "subtypeResolver picks a subclass, and \(subject.owner) is a struct, which has none; to hold several struct types, declare the property as a protocol they conform to and give it a resolver (`typeResolvers[\"property\"]`)"
        ))
    }
    if resolver.wrapsInput {
      findings.append(
        RegistrationFinding(
          .settingMisfit,
          "subtypeResolver of \(subject.owner) is an external or adjacent resolver, which unwraps a property's values; give it to the properties that hold \(subject.owner) (`typeResolvers[\"property\"]`), or use `.discriminator`"
        ))
    }
    return findings
  }
}
