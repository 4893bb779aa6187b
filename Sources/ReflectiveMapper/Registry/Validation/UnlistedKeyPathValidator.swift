/// The key paths given to ``ModelMapping/map(_:to:)`` and ``ModelMapping/property(_:_:)`` are
/// listed in `keyPaths` (the name a setting is filed under comes from there).
enum UnlistedKeyPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.settings.unlistedKeyPaths.map {
      RegistrationFinding(.keyPathNotListed, "the mapping names \($0), which is not in keyPaths")
    }
  }
}
