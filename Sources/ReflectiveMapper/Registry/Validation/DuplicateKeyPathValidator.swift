/// One name per key path: two names would hydrate and write the same property twice.
enum DuplicateKeyPathValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let keyPaths = subject.keyPaths
    let names = Dictionary(grouping: keyPaths.keys, by: { keyPaths[$0]! })
    return names.values.map { $0.sorted() }.sorted(by: { $0[0] < $1[0] }).filter { $0.count > 1 }.map {
      RegistrationFinding(.duplicateKeyPath, "keyPaths lists one key path under several names: \($0.map(MessageText.quoted).joined(separator: ", "))")
    }
  }
}
