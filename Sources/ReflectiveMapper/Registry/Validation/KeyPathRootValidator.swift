/// Every key path's root is the model or one of its superclasses.
enum KeyPathRootValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.keyPaths.sorted(by: { $0.key < $1.key }).compactMap { name, keyPath in
      let root = type(of: keyPath).rootType
      guard !TypeRelation.isType(subject.modelType, subclassOf: root) else { return nil }
      return RegistrationFinding(
        .keyPathRootMismatch, "key path root \(MessageText.typeName(root)) is not \(subject.owner) or a superclass of it", property: name,
        skipsProperty: true)
    }
  }
}
