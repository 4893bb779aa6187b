/// `unknownKeys = .collect` needs somewhere to keep the keys: the model conforms to
/// `UnknownKeyCollecting`.
enum UnknownKeyCollectingValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    guard subject.settings.unknownKeys == .collect else { return [] }
    // A model built through its initializer does not keep unknown keys yet: refused, rather
    // than dropping them without a word.
    if subject.modelType.isBuiltByInitializer {
      return [
        .init(
          .collectWithoutStorage,
          "unknownKeys is .collect, but \(subject.owner) is built through init(mappedValues:), which does not keep unknown keys yet; use .ignore or .fail"
        )
      ]
    }
    guard !(subject.modelType is any UnknownKeyCollecting.Type) else { return [] }
    return [.init(.collectWithoutStorage, "unknownKeys is .collect, but \(subject.owner) does not conform to UnknownKeyCollecting")]
  }
}
