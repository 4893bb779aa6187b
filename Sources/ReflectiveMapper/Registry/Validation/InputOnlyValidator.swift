/// An input-only property is one hydration can read.
///
/// Its key path writes (a `var`), or the model's initializer reads it. On a read-only key path
/// (a `let` with an initial value, a computed property without a setter), which makes the
/// property output-only, input-only would leave it neither read nor written.
///
/// (Input-only with an exclusion is ``SettingFitValidator``'s, as any setting of an excluded
/// property is; with an output key, the setting's misfit in ``PropertyRow/settings``.)
enum InputOnlyValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    subject.settings.rows.sorted(by: { $0.key < $1.key }).compactMap { name, row in
      guard row.isInputOnly, !row.isExcluded, let keyPath = subject.keyPaths[name], !(keyPath is any HydratorMaking) else { return nil }
      if subject.modelType.isBuiltByInitializer, subject.modelType.initializedProperties.contains(name) { return nil }
      return RegistrationFinding(
        .settingMisfit,
        "the input-only setting does not fit this property: its key path is read-only (a `let` with an initial value, or a computed property without a setter), so it is output-only, and input-only would leave it neither read nor written; make it a `var` (or a `let` without an initial value that the initializer reads), or remove the input-only setting",
        property: name)
    }
  }
}
