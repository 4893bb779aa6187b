/// Every per-property table names properties in `keyPaths`: key-table targets, adapters,
/// element-type hints, type resolvers, required names, defaults and lossy collections.
enum PropertyNamesValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    let unknown = { (name: String) in !subject.properties.contains(name) }
    var findings: [RegistrationFinding] = []
    for (serviceKey, name) in settings.keys.sorted(by: { $0.key < $1.key }) where unknown(name) {
      findings.append(.init("key table maps \(MessageText.quoted(serviceKey)) to \(MessageText.quoted(name)), which is not in keyPaths"))
    }
    for name in settings.adapters.keys.sorted() where unknown(name) {
      findings.append(.init("adapter for \(MessageText.quoted(name)), which is not in keyPaths"))
    }
    for name in settings.elementTypes.keys.sorted() where unknown(name) {
      findings.append(.init("element type hint for \(MessageText.quoted(name)), which is not in keyPaths"))
    }
    for name in settings.typeResolvers.keys.sorted() where unknown(name) {
      findings.append(.init("type resolver for \(MessageText.quoted(name)), which is not in keyPaths"))
    }
    for name in settings.required.sorted() where unknown(name) {
      findings.append(.init("required property \(MessageText.quoted(name)) is not in keyPaths"))
    }
    for name in settings.defaults.keys.sorted() where unknown(name) {
      findings.append(.init("default value for \(MessageText.quoted(name)), which is not in keyPaths"))
    }
    for name in settings.lossyCollections.sorted() where unknown(name) {
      findings.append(.init("lossy collection \(MessageText.quoted(name)) is not in keyPaths", property: name))
    }
    return findings
  }
}
