/// A listed key path that cannot write (a `let`, a computed property without a setter) makes
/// its property output-only: a warning, since that may be what the model means, unless the
/// type says it is (``ReflectiveModel/outputOnlyProperties``), where a key path that can write
/// is the warning.
enum ReadOnlyKeyPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let declared = subject.modelType.outputOnlyProperties
    return subject.keyPaths.sorted(by: { $0.key < $1.key }).compactMap { name, keyPath in
      if declared.contains(name) {
        guard keyPath is any HydratorMaking else { return nil }
        return RegistrationFinding(
          .readOnlyKeyPath,
          "the type lists it in outputOnlyProperties, but its key path can write, so it is read too; make it a 'let' with its value or a getter",
          property: name, kind: .warning, concernsHydration: true)
      }
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
