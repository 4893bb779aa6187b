/// One rule a registration must follow, checked when the model's plan is compiled.
///
/// Each rule lives in a file of its own in this folder and is listed once, in
/// ``RegistrationValidators/all``, which runs them in order. A rule reads the
/// ``RegistrationSubject`` and returns what it finds; the plan compiler reports each finding
/// of kind ``RegistrationFinding/Kind/failure`` as a fatal `MappingError` of the model
/// (`Owner.property`), so that `register` throws one error listing them all, and each
/// ``RegistrationFinding/Kind/warning`` as a non-fatal one, listed by `issues(for:)` and
/// handed to the issue handler. Either carries the finding's ``RegistrationCode``.
///
/// The compilers decide nothing a rule can: what they need of a rule's verdict (a property a
/// rule refused, a one-way property) they read from its findings.
protocol RegistrationValidator: Sendable {
  /// The rule's findings for `subject`, in a stable order; empty when the rule holds.
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding]
}

/// A broken registration rule: what is wrong, which rule, and which property it concerns.
struct RegistrationFinding: Equatable {
  /// Whether a finding fails the registration or is only worth knowing (swift-argument-parser's
  /// validators' warning and failure).
  enum Kind: Equatable, Sendable {
    /// Worth knowing: a non-fatal issue; the registration stands.
    case warning
    /// The registration is refused: `register` throws.
    case failure
  }

  /// The rule broken (``MappingError/registrationCode``).
  var code: RegistrationCode
  var message: String
  /// The property concerned, if one is.
  var property: String?
  /// Whether the property cannot be hydrated at all (its hint or key path cannot work), so
  /// the compiler leaves it out rather than reporting it twice.
  var skipsProperty = false
  var kind: Kind
  /// Whether the finding is about how the property is hydrated, so that it is left unsaid for
  /// a property another rule's failure already leaves out (``skipsProperty``).
  var concernsHydration = false
}

extension RegistrationFinding {
  /// A finding of `code` (a failure unless `kind` says otherwise), through the memberwise
  /// initializer the struct keeps by declaring this one in an extension.
  init(
    _ code: RegistrationCode, _ message: String, property: String? = nil, skipsProperty: Bool = false,
    kind: Kind = .failure, concernsHydration: Bool = false
  ) {
    self.init(
      code: code, message: message, property: property, skipsProperty: skipsProperty, kind: kind, concernsHydration: concernsHydration)
  }
}

/// The registration rules, in the order they run.
enum RegistrationValidators {
  static let all: [any RegistrationValidator.Type] = [
    // Failures.
    PropertyNamesValidator.self,
    SettingFitValidator.self,
    InputOnlyValidator.self,
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
    IdentifiedByValidator.self,
    TransparentValidator.self,
    InheritedCodingValidator.self,
    // Warnings.
    ReadOnlyKeyPathValidator.self,
    UnlistedStoredPropertyValidator.self,
    MisnamedKeyPathValidator.self,
    OutputFormValidator.self,
  ]

  /// Every finding of every rule for `subject`.
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    all.flatMap { $0.validate(subject) }
  }
}
