/// One rule a registration must follow, checked when the model's plan is compiled.
///
/// Each rule lives in a file of its own in this folder and is listed once, in
/// ``RegistrationValidators/all``, which runs them in order. A rule reads the
/// ``RegistrationSubject`` and returns what it finds; the plan compiler reports each finding
/// as a fatal `MappingError` of the model (`Owner.property`), so that `register` throws one
/// error listing them all.
protocol RegistrationValidator: Sendable {
  /// The rule's findings for `subject`, in a stable order; empty when the rule holds.
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding]
}

/// A broken registration rule: what is wrong and which property it concerns.
struct RegistrationFinding: Equatable {
  var message: String
  /// The property concerned, if one is.
  var property: String?
  /// Whether the property cannot be hydrated at all (its hint or key path cannot work), so
  /// the compiler leaves it out rather than reporting it twice.
  var skipsProperty = false

  init(_ message: String, property: String? = nil, skipsProperty: Bool = false) {
    self.message = message
    self.property = property
    self.skipsProperty = skipsProperty
  }
}

/// The registration rules, in the order they run.
enum RegistrationValidators {
  static let all: [any RegistrationValidator.Type] = [
    PropertyNamesValidator.self,
    SettingFitValidator.self,
    UnlistedKeyPathValidator.self,
    ExcludedNamesValidator.self,
    ElementTypeHintValidator.self,
    DuplicateKeyPathValidator.self,
    ServiceKeyCountValidator.self,
    UnknownKeyCollectingValidator.self,
    CandidateKeysValidator.self,
    CombinedKeysValidator.self,
    ServicePathPrefixValidator.self,
    IndexPathValidator.self,
    SharedKeysValidator.self,
    KeyPathRootValidator.self,
    ValueTypeValidator.self,
  ]

  /// Every finding of every rule for `subject`.
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    all.flatMap { $0.validate(subject) }
  }
}
