/// Every per-property table names properties in `keyPaths`: key-table targets, adapters,
/// element-type hints, type resolvers, required names, defaults and lossy collections.
enum PropertyNamesValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    let unknown = { (name: String) in !subject.properties.contains(name) }
    var findings = settings.keys.sorted(by: { $0.key < $1.key }).filter { unknown($0.value) }.map { serviceKey, name in
      RegistrationFinding("key table maps \(MessageText.quoted(serviceKey)) to \(MessageText.quoted(name)), which is not in keyPaths")
    }
    // Each name-keyed table, and what to say of a name it has that keyPaths does not.
    let tables: [(names: [String], message: (String) -> String, namesProperty: Bool)] = [
      (settings.adapters.keys.sorted(), { "adapter for \($0), which is not in keyPaths" }, false),
      (settings.elementTypes.keys.sorted(), { "element type hint for \($0), which is not in keyPaths" }, false),
      (settings.typeResolvers.keys.sorted(), { "type resolver for \($0), which is not in keyPaths" }, false),
      (settings.required.sorted(), { "required property \($0) is not in keyPaths" }, false),
      (settings.defaults.keys.sorted(), { "default value for \($0), which is not in keyPaths" }, false),
      (settings.lossyCollections.sorted(), { "lossy collection \($0) is not in keyPaths" }, true),
    ]
    for table in tables {
      for name in table.names where unknown(name) {
        findings.append(.init(table.message(MessageText.quoted(name)), property: table.namesProperty ? name : nil))
      }
    }
    return findings
  }
}
