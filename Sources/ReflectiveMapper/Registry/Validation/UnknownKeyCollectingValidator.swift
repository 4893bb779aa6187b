/// `unknownKeys = .collect` needs somewhere to keep the keys: the model conforms to
/// `UnknownKeyCollecting`.
enum UnknownKeyCollectingValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard subject.settings.unknownKeys == .collect else { return [] }
    guard !(subject.modelType is any UnknownKeyCollecting.Type) else { return [] }
    return [.init(.collectWithoutStorage, "unknownKeys is .collect, but \(subject.owner) does not conform to UnknownKeyCollecting")]
  }
}
