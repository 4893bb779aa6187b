/// What a struct model cannot have: a subtype resolver (a struct has no subclasses; a
/// property typed as a protocol takes a resolver of its own instead).
enum ValueTypeValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard !(subject.modelType is AnyClass), subject.settings.subtypeResolver != nil else { return [] }
    return [
      RegistrationFinding(
        .subtypeResolverOnStruct,
        "subtypeResolver picks a subclass, and \(subject.owner) is a struct, which has none; to hold several struct types, declare the property as a protocol they conform to and give it a resolver (`typeResolvers[\"property\"]`)"
      )
    ]
  }
}
