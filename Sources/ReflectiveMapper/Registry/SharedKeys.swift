/// One input key feeding several properties (``ModelMapping/sharedKeys``): the sharing
/// property looks the key up on its own (outside the key table, which gives each key one
/// owner), and is left out of JSON output, where the owner writes the key.
enum SharedKeys {
  /// The lookup of a shared service key or dotted path.
  static func lookup(_ serviceKey: String) -> KeyLookup {
    .path(IndexPaths.parse(KeyPathSyntax.segments(serviceKey)))
  }

  /// Registration problems: a sharing property that is not in `keyPaths`, that also has keys
  /// of its own, or whose key no other property owns.
  static func problems(_ settings: MappingSettings, servicePaths: [String: [String]]) -> [(property: String, message: String)] {
    var problems: [(String, String)] = []
    let owners = Dictionary(
      servicePaths.filter { settings.sharedKeys[$0.key] == nil }.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    for (name, serviceKey) in settings.sharedKeys.sorted(by: { $0.key < $1.key }) {
      if servicePaths[name] == nil {
        problems.append((name, "shared key for \(Describe.quoted(name)), which is not in keyPaths"))
      } else if settings.keys.values.contains(name) || settings.candidateKeys[name] != nil || settings.combinations[name] != nil {
        problems.append((name, "a property with a shared key cannot also have table, candidate or combined keys"))
      } else if owners[KeyPathSyntax.segments(serviceKey)] == nil {
        problems.append(
          (name, "shared key \(Describe.quoted(serviceKey)) is read by no other property; map it in keys to the property that writes it"))
      }
    }
    return problems
  }
}
