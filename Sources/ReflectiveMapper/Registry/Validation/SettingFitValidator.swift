/// Each per-property setting fits its property: a type resolver on a property that holds
/// models, a date strategy on one that holds dates, a lossy collection on a collection of
/// models; and an excluded property has no other setting (it is neither hydrated nor
/// output, so a key, `required` or an adapter for it would silently do nothing); and the
/// path delimiter is not empty.
enum SettingFitValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var findings: [RegistrationFinding] = []
    if subject.settings.pathDelimiter.isEmpty {
      findings.append(.init(.emptyPathDelimiter, "pathDelimiter is empty; use \".\" (the default) or a separator such as \"->\""))
    }
    for (name, row) in subject.settings.rows.sorted(by: { $0.key < $1.key }) {
      guard let keyPath = subject.keyPaths[name] else { continue }  // PropertyNamesValidator's
      if row.isExcluded {
        let others = row.settingLabels.filter { $0 != "excluded" }
        if !others.isEmpty {
          findings.append(
            .init(
              .excludedPropertyHasSettings,
              "the property is excluded (neither hydrated nor output), so its \(others.joined(separator: ", ")) would do nothing; remove \(others.count == 1 ? "it" : "them") or the exclusion",
              property: name))
        }
        continue
      }
      let declared = type(of: keyPath).valueType
      for setting in PropertyRow.settings where setting.isSet(row) {
        if let misfit = setting.misfit(row, declared) {
          findings.append(
            .init(
              .settingMisfit, "the \(setting.label) setting does not fit this property: \(misfit)", property: name,
              skipsProperty: setting.skipsProperty))
        }
      }
    }
    return findings
  }
}
