/// Every per-property setting names a property in `keyPaths` (or, for an exclusion, a stored
/// property; see ``ExcludedNamesValidator``), one check over the rows for every table: key
/// table, candidate, combined and shared keys, adapters, hints, resolvers, `required`,
/// defaults, date strategies and lossy collections.
enum PropertyNamesValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    for (name, row) in subject.settings.rows.sorted(by: { $0.key < $1.key }) where !subject.properties.contains(name) {
      let quoted = MessageText.quoted(name)
      for serviceKey in row.serviceKeys {
        findings.append(.init(.unknownProperty, "key table maps \(MessageText.quoted(serviceKey)) to \(quoted), which is not in keyPaths"))
      }
      // (The key table's entries are listed above, one per key; an exclusion may name an
      // unlisted stored property, ExcludedNamesValidator's.)
      for setting in PropertyRow.settings where setting.isSet(row) && setting.needsListedProperty && setting.field != "serviceKeys" {
        findings.append(
          .init(.unknownProperty, "\(setting.label) for \(quoted), which is not in keyPaths", property: setting.field == "isLossy" ? name : nil))
      }
    }
    return findings
  }
}
