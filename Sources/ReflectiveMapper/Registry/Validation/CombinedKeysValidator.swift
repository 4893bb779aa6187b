/// Combined keys (`combine`) belong to a property in `keyPaths` with no table or candidate
/// keys, and are non-empty keys or dotted paths.
enum CombinedKeysValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    for (name, combination) in subject.listedRows(with: \.combination) {
      if subject.tableKeys[name] != nil || subject.settings.row(name).candidateKeys != nil {
        findings.append(.init(.conflictingKeys, "a combined property cannot also have table or candidate keys", property: name))
      } else if combination.keys.isEmpty || combination.keys.contains(where: { subject.settings.segments($0).contains(where: \.isEmpty) }) {
        findings.append(.init(.emptyServiceKey, "combined keys must be non-empty keys or paths with no empty segment", property: name))
      }
    }
    return findings
  }
}
