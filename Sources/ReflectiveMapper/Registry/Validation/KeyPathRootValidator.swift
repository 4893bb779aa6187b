/// Every key path's root is the model or one of its superclasses.
enum KeyPathRootValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.keyPaths.sorted(by: { $0.key < $1.key }).compactMap { name, keyPath in
      let root = type(of: keyPath).rootType
      guard !isInstance(subject.modelType, of: root) else { return nil }
      return RegistrationFinding(
        "key path root \(MessageText.typeName(root)) is not \(subject.owner) or a superclass of it", property: name, skipsProperty: true)
    }
  }

  /// Whether `model` is `root` or a subclass of it.
  static func isInstance(_ model: any ReflectiveModel.Type, of root: Any.Type) -> Bool {
    func open<R>(_: R.Type) -> Bool { model is R.Type }
    return open(root)
  }
}
