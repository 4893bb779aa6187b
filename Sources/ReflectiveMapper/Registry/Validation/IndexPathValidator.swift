/// Array indices in service paths are usable: within range, not negative, not deeper than
/// the depth limit, and no node is both an array and an object.
enum IndexPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    IndexPaths.problems(subject.servicePaths).map { RegistrationFinding(.invalidIndexPath, $0.message, property: $0.property) }
  }
}
