/// One service key per property in the key table (candidate keys are the way to accept
/// several).
enum ServiceKeyCountValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.tableKeys.sorted(by: { $0.key < $1.key }).filter { $0.value.count > 1 }.map { name, serviceKeys in
      RegistrationFinding(
        .multipleServiceKeys, "two service keys for one property: \(serviceKeys.sorted().map(MessageText.quoted).joined(separator: ", "))",
        property: name)
    }
  }
}
