/// No service path runs through another property's key: output could not write both a
/// value and a dictionary there (`a` and `a.b`).
enum ServicePathPrefixValidator: RegistrationValidator {
  static func validate(_ subject: RegistrationSubject) -> [RegistrationFinding] {
    var leaves: [[String]: String] = [:]
    for (name, path) in subject.servicePaths.sorted(by: { $0.key < $1.key }) { leaves[path] = name }
    var findings: [RegistrationFinding] = []
    for (name, path) in subject.servicePaths.sorted(by: { $0.key < $1.key }) where path.count > 1 {
      for length in 1..<path.count {
        if let other = leaves[Array(path[..<length])] {
          findings.append(
            .init(
              .servicePathConflict,
              "service path \(MessageText.quoted(path.joined(separator: "."))) of \(MessageText.quoted(name)) runs through \(MessageText.quoted(path[..<length].joined(separator: "."))), the key of \(MessageText.quoted(other))"
            ))
        }
      }
    }
    return findings
  }
}
