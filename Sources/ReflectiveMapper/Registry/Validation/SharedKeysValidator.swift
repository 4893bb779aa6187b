/// A shared key (``ModelMapping/sharedKeys``) belongs to a property in `keyPaths` with no
/// keys of its own, and names a key that another property owns (and writes on output).
enum SharedKeysValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    let servicePaths = subject.servicePaths
    var findings: [RegistrationFinding] = []
    let owners = Dictionary(
      servicePaths.filter { settings.sharedKeys[$0.key] == nil }.sorted(by: { $0.key < $1.key }).map { ($0.value, $0.key) },
      uniquingKeysWith: { first, _ in first })
    for (name, serviceKey) in settings.sharedKeys.sorted(by: { $0.key < $1.key }) {
      if servicePaths[name] == nil {
        findings.append(.init("shared key for \(MessageText.quoted(name)), which is not in keyPaths", property: name))
      } else if settings.keys.values.contains(name) || settings.candidateKeys[name] != nil || settings.combinations[name] != nil {
        findings.append(.init("a property with a shared key cannot also have table, candidate or combined keys", property: name))
      } else if owners[KeyPathSyntax.segments(serviceKey)] == nil {
        findings.append(
          .init(
            "shared key \(MessageText.quoted(serviceKey)) is read by no other property; map it in keys to the property that writes it",
            property: name))
      }
    }
    return findings
  }
}
