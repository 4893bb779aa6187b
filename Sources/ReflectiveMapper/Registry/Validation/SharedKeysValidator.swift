/// A shared key (``ModelMapping/sharedKeys``) belongs to a property in `keyPaths` with no
/// keys of its own, and names a key that another property owns (and writes on output).
enum SharedKeysValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    let servicePaths = subject.servicePaths
    var findings: [RegistrationFinding] = []
    let owners = Dictionary(
      servicePaths.filter { settings.row($0.key).sharedKey == nil }.sorted(by: { $0.key < $1.key }).map { ($0.value, $0.key) },
      uniquingKeysWith: { first, _ in first })
    let shared = settings.rows.compactMap { name, row in row.sharedKey.map { (name, $0) } }
    for (name, serviceKey) in shared.sorted(by: { $0.0 < $1.0 }) {
      let row = settings.row(name)
      if servicePaths[name] == nil {
        continue  // PropertyNamesValidator reports it.
      } else if !row.serviceKeys.isEmpty || row.candidateKeys != nil || row.combination != nil {
        findings.append(.init(.conflictingKeys, "a property with a shared key cannot also have table, candidate or combined keys", property: name))
      } else if owners[settings.segments(serviceKey)] == nil {
        findings.append(
          .init(
            .unownedSharedKey,
            "shared key \(MessageText.quoted(serviceKey)) is read by no other property; map it in keys to the property that writes it",
            property: name))
      }
    }
    return findings
  }
}
