/// An element-type hint names a model class that can stand where the property holds models:
/// at the bottom of its optionals and collections (the class itself, a superclass,
/// `any ReflectiveModel`, `AnyObject` or `Any`).
enum ElementTypeHintValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    let hints = subject.settings.rows.compactMap { name, row in row.elementType.map { (name, $0) } }
    for (name, hint) in hints.sorted(by: { $0.0 < $1.0 }) {
      guard let keyPath = subject.keyPaths[name] else { continue }
      let declared = type(of: keyPath).valueType
      let slot = innermostType(declared)
      if slot == Any.self || slot == AnyObject.self || slot == (any ReflectiveModel).self { continue }
      if !isType(hint, instanceOf: slot) {
        findings.append(
          .init(
            .elementTypeMismatch,
            "element type hint \(MessageText.typeName(hint)) cannot be stored in \(MessageText.typeName(declared)): a hint names a model class for a property holding that class (or a superclass, `any ReflectiveModel`, `AnyObject` or `Any`), alone or in optionals and collections",
            property: name, skipsProperty: true))
      }
    }
    return findings
  }

  /// Whether instances of `model` can be stored where `slot` is expected (a class or a
  /// superclass, or a protocol the model conforms to).
  static func isType(_ model: any ReflectiveModel.Type, instanceOf slot: Any.Type) -> Bool {
    // A protocol existential's metatype does not answer `is`; an instance does.
    // (A model built through its initializer has no instance to ask: its protocols are not known.)
    func holds<S>(_: S.Type) -> Bool { !model.isBuiltByInitializer && model.init() is S }
    return TypeRelation.isType(model, subclassOf: slot) || holds(slot)
  }
}
