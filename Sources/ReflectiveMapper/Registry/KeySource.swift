import Foundation

/// Where a property's value is in the service's object, decided once per property (in
/// ``RegistrationSubject``, kept on the plan as ``AnyModelPlan/keySources``) and read by
/// hydration, output, the JSON Schema and the registration rules.
///
/// Each reader switches on ``kind`` with no `default:`, so a new kind of key is one case that
/// the compiler walks you through: `lookup` (hydration), `schemaPaths` and
/// `SchemaBuilder.addProperties` (the schema), `OutputCompiler.compileOutput` (output).
///
/// The precedence, for a registration the rules accept (they refuse the combinations): a
/// flattened model reads its owner's object; a shared key reads another property's key; then
/// combined keys, candidate keys, the key table's entry, and last the key strategy's key for the
/// property's name.
struct KeySource {
  /// How the property's keys were given.
  enum Kind {
    /// A nested model read from its owner's own object (``ModelMapping/flattened``).
    case flattened
    /// The model's whole input (``ModelMapping/transparentProperty``): the one key its input
    /// is wrapped under (``ObjectInput/transparentKey``), which no path shows.
    case transparent
    /// Another property's key (or path), read too (``ModelMapping/sharedKeys``).
    case shared([String])
    /// Several keys (or paths) combined into one value (``ModelMapping/combine(_:into:hydrate:split:)``).
    case combined([[String]], Combination)
    /// Keys (or paths) tried in order, the first present winning (``ModelMapping/candidateKeys``).
    case candidates([[String]])
    /// The key table's key (or path) (``ModelMapping/keys``).
    case table
    /// The key strategy's key for the name; `alternates` are the other spellings hydration
    /// accepts (the name itself, its acronym form) when the strategy accepts property names.
    case strategy(alternates: [String])
  }

  /// The property's own service path: its key-table path, its first candidate or combined
  /// path, else the key strategy's key (for a shared or flattened property too: the name
  /// messages and paths go by).
  let path: [String]
  let kind: Kind
  /// Where output writes the property: its ``ModelMapping/outputKeys`` entry, else ``path``.
  /// (A shared or combined property's kind says where instead; a flattened one's keys are its
  /// model's.)
  let outputPath: [String]

  /// Decides the source of property `name` from its row and the model's settings.
  init(of name: String, row: PropertyRow, settings: MappingSettings) {
    (path, kind) = Self.decide(name, row: row, settings: settings)
    outputPath = row.outputKey.map(settings.segments) ?? path
  }

  /// The property's own path and how its keys were given (``init(of:row:settings:)``).
  private static func decide(_ name: String, row: PropertyRow, settings: MappingSettings) -> (path: [String], kind: Kind) {
    if settings.transparentProperty == name { return ([ObjectInput.transparentKey], .transparent) }
    let strategyKey = settings.keyStrategy.serviceKey(for: name)
    let path: [String]
    if let first = row.serviceKeys.first {
      path = settings.segments(first)
    } else if let first = row.candidateKeys?.first {
      path = settings.segments(first)
    } else if let first = row.combination?.keys.first {
      path = settings.segments(first)
    } else {
      path = [strategyKey]
    }
    if row.isFlattened { return (path, .flattened) }
    if let shared = row.sharedKey { return (path, .shared(settings.segments(shared))) }
    if let combination = row.combination { return (path, .combined(combination.keys.map(settings.segments), combination)) }
    if let candidates = row.candidateKeys { return (path, .candidates(candidates.map(settings.segments))) }
    if !row.serviceKeys.isEmpty { return (path, .table) }
    if settings.keyStrategy.acceptsPropertyNames, strategyKey != name {
      let acronym = settings.keyStrategy.acronymKey(for: name).flatMap { $0 == name ? nil : $0 }
      return (path, .strategy(alternates: [name] + (acronym.map { [$0] } ?? [])))
    }
    return (path, .strategy(alternates: []))
  }

  /// Whether the registration named the key (a table entry or candidates): such keys win an
  /// input key over one derived from another property's name.
  var isExplicit: Bool {
    switch kind {
    case .table, .candidates: true
    case .flattened, .transparent, .shared, .combined, .strategy: false
    }
  }

  /// The paths the JSON Schema states the property at: each candidate (alternatives), each
  /// combined key, the shared key, else the property's path; none for a flattened model (its
  /// own properties are stated in its place).
  var schemaPaths: [[String]] {
    switch kind {
    case .flattened, .transparent: []
    case .shared(let path): [path]
    case .combined(let paths, _), .candidates(let paths): paths
    case .table, .strategy: [path]
    }
  }

  /// How hydration finds the value in an input object.
  var lookup: KeyLookup {
    switch kind {
    case .flattened:
      return .whole
    case .shared(let path):
      return .path(IndexPaths.parse(path))
    case .combined(let paths, let combination):
      return .combined(paths.map(IndexPaths.parse), combination)
    case .candidates(let paths):
      if paths.contains(where: { $0.count > 1 }) { return .paths(paths.map(IndexPaths.parse)) }
      return paths.count == 1 ? .key(paths[0][0]) : .candidates(paths.map { $0[0] })
    case .table where path.count > 1:
      return .path(IndexPaths.parse(path))
    case .table, .transparent:
      return .key(path[0])
    case .strategy(let alternates):
      return alternates.isEmpty ? .key(path[0]) : .candidates(path + alternates)
    }
  }
}
