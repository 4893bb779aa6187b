/// Each `keyPaths` name is the name of the stored property its key path writes; a typo
/// (`"emial": \User.email`) or a swap (`"firstName": \User.lastName`) is a warning.
///
/// Mirror cannot name the property a key path reaches, so ``KeyPathNameCheck`` writes a value
/// that differs from the current one through each writable key path into a fresh `init()`
/// instance, and looks at which stored property changed. It runs once per compiled plan,
/// never on the hydration path. Key paths whose value type gives no such value (a struct
/// model, a type the library has no probe for) and read-only ones (`let`) are skipped.
///
/// A key path that writes a stored property other than its name is fine when the name is a
/// computed property over storage that is listed under its own name (or excluded): then the
/// storage is mapped anyway and the entry is an alias.
enum MisnamedKeyPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    KeyPathNameCheck.findings(subject.modelType, keyPaths: subject.keyPaths, excluded: subject.settings.excluded).map {
      RegistrationFinding(.misnamedKeyPath, $0.message, property: $0.name, kind: .warning)
    }
  }
}
