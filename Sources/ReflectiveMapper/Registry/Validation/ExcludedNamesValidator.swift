/// Each excluded name is a property in `keyPaths` or a stored property Mirror finds (by its
/// property name: `cache` for a `private var cache`).
enum ExcludedNamesValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let candidates = subject.settings.excluded.filter { !subject.properties.contains($0) }
    guard !candidates.isEmpty else { return [] }
    let stored = subject.storedPropertyNames()
    return candidates.sorted().filter { !stored.contains($0) }.map {
      RegistrationFinding(.unknownExclusion, "excluded \(MessageText.quoted($0)) is neither in keyPaths nor a stored property")
    }
  }
}
