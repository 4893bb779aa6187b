/// A listed key path that cannot write (a `let`, a computed property without a setter) makes
/// its property output-only: a warning, since that may be what the model means.
enum ReadOnlyKeyPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.keyPaths.sorted(by: { $0.key < $1.key }).compactMap { name, keyPath in
      // (An input-only one is refused, InputOnlyValidator's.)
      guard !(keyPath is any HydratorMaking), !subject.settings.row(name).isExcluded, !subject.settings.row(name).isInputOnly else {
        return nil
      }
      // A property a model's initializer reads is hydrated, through the initializer.
      if subject.modelType.isBuiltByInitializer, subject.modelType.initializedProperties.contains(name) {
        return nil
      }
      return RegistrationFinding(
        .readOnlyKeyPath, "key path is read-only; the property is output-only", property: name, kind: .warning,
        concernsHydration: true)
    }
  }
}
