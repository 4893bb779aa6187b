/// A transparent model (``ModelMapping/transparentProperty``) is its one property: that
/// property is listed, read and written, and takes its value from the whole input, so it has
/// no key of its own; nothing else of the model is read or written, and no setting works on an
/// object the model does not have.
enum TransparentValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    let settings = subject.settings
    guard let name = settings.transparentProperty else { return [] }
    func misfit(_ message: String, property: String? = name) -> RegistrationFinding {
      RegistrationFinding(.settingMisfit, "transparentProperty: \(message)", property: property)
    }
    guard let keyPath = subject.keyPaths[name] else {
      return [misfit("\(MessageText.quoted(name)) is not in keyPaths")]
    }
    var findings: [RegistrationFinding] = []
    let row = settings.row(name)
    let readsByInitializer = subject.modelType.isBuiltByInitializer && subject.modelType.initializedProperties.contains(name)
    if !(keyPath is any HydratorMaking) && !readsByInitializer {
      findings.append(misfit("the property cannot be read (a `let` with an initial value, or a computed property without a setter)"))
    }
    let ownKeys: [(Bool, String)] = [
      (!row.serviceKeys.isEmpty, "a key in keys"), (row.candidateKeys != nil, "candidate keys"),
      (row.sharedKey != nil, "a shared key"), (row.combination != nil, "combined keys"),
      (row.outputKey != nil, "an output key"), (row.isFlattened, "flattening"),
      (row.isInputOnly, "input-only (it would write nothing)"), (row.isExcluded, "exclusion"),
    ]
    for (isSet, what) in ownKeys where isSet {
      findings.append(misfit("the property is read from the whole input and written as the whole output, so it takes no \(what)"))
    }
    for other in subject.properties.sorted() where other != name && !settings.row(other).isExcluded {
      findings.append(
        misfit(
          "\(subject.owner) is read and written as its property \(MessageText.quoted(name)) alone, so \(MessageText.quoted(other)) would be neither; add it to excluded, or leave it out of keyPaths",
          property: other))
    }
    let objectSettings: [(Bool, String)] = [
      (settings.subtypeResolver != nil, "subtypeResolver"), (settings.beforeMapping != nil, "beforeMapping"),
      (settings.transformOutput != nil, "transformOutput"),
    ]
    for (isSet, label) in objectSettings where isSet {
      findings.append(misfit("\(label) works on the model's JSON object, and a transparent model has none", property: nil))
    }
    return findings
  }
}
