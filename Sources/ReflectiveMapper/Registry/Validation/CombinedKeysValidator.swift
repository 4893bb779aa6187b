/// Combined keys (`combine`) belong to a property in `keyPaths` with no table or candidate
/// keys, and are non-empty plain keys.
enum CombinedKeysValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    for (name, combination) in subject.settings.combinations.sorted(by: { $0.key < $1.key }) {
      if !subject.properties.contains(name) {
        findings.append(.init("combined keys for \(MessageText.quoted(name)), which is not in keyPaths"))
      } else if subject.tableKeys[name] != nil || subject.settings.candidateKeys[name] != nil {
        findings.append(.init("a combined property cannot also have table or candidate keys", property: name))
      } else if combination.keys.isEmpty || combination.keys.contains(where: { KeyPathSyntax.segments($0).count != 1 }) {
        findings.append(.init("combined keys must be non-empty plain keys", property: name))
      }
    }
    return findings
  }
}
