/// Candidate keys belong to a property in `keyPaths` that has no key-table entry, and are
/// non-empty keys or dotted paths (a literal dot is escaped as `\.`).
enum CandidateKeysValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    for (name, candidates) in subject.listedRows(with: \.candidateKeys) {
      if subject.tableKeys[name] != nil {
        findings.append(.init(.conflictingKeys, "both the key table and candidateKeys name service keys for this property", property: name))
      } else if candidates.isEmpty || candidates.contains(where: { subject.settings.segments($0).contains(where: \.isEmpty) }) {
        findings.append(.init(.emptyServiceKey, "candidate keys must be non-empty keys or paths with no empty segment", property: name))
      }
    }
    return findings
  }
}
