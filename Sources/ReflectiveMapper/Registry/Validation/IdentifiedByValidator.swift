/// ``ModelMapping/identifiedBy`` names a property in `keyPaths` that is hydrated from a plain
/// key (one key or candidate keys), so that an input element's identifier can be read
/// without hydrating it.
enum IdentifiedByValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard let name = subject.settings.identifiedBy else { return [] }
    func failure(_ code: RegistrationCode, _ message: String) -> [RegistrationFinding] {
      [RegistrationFinding(code, message, property: name)]
    }
    guard let keyPath = subject.keyPaths[name], keyPath is any OutputMaking else {
      return failure(.identifierNotListed, "identifiedBy names \(MessageText.quoted(name)), which is not in keyPaths")
    }
    let row = subject.settings.row(name)
    guard keyPath is any HydratorMaking, !row.isExcluded else {
      return failure(.identifierNotHydrated, "identifiedBy names a property that is not hydrated")
    }
    let segments = row.candidateKeys.map { $0.map(subject.settings.segments) } ?? [subject.servicePaths[name] ?? [name]]
    if row.isFlattened || row.sharedKey != nil || row.combination != nil || segments.contains(where: { $0.count > 1 }) {
      return failure(
        .identifierNotPlainKey,
        "identifiedBy names a property read from a key path, combined keys or a flattened model; it must be a plain key")
    }
    return []
  }
}
