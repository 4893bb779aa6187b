import Foundation

/// A type-level transform: how every value of one type is hydrated and written.
struct TypeTransform: @unchecked Sendable {
  let typeName: String
  let hydrate: @Sendable (Any) throws -> Any
  let serialize: @Sendable (Any) throws -> Any

  init<T>(_: T.Type, hydrate: @escaping @Sendable (Any) throws -> T, serialize: @escaping @Sendable (T) throws -> Any) {
    typeName = Describe.typeName(T.self)
    self.hydrate = { raw in try hydrate(raw) }
    self.serialize = { value in
      guard let typed = value as? T else {
        throw ConversionFailure(.notJSONEncodable("transform for \(Describe.typeName(T.self)) got \(Describe.typeName(type(of: value)))"))
      }
      return try serialize(typed)
    }
  }
}

/// Several service fields combined into one property.
struct Combination: @unchecked Sendable {
  let keys: [String]
  let hydrate: @Sendable ([Any?]) throws -> Any
  let split: (@Sendable (Any) throws -> [Any?])?
}

/// What an after-mapping hook can see and add to: the problems found so far for this
/// object, and new ones.
public struct MappingReport {
  /// Problems recorded for this object so far (non-fatal and fatal).
  public internal(set) var issues: [MappingError]
  var added: [(message: String, property: String?, fatal: Bool)] = []

  init(issues: [MappingError]) { self.issues = issues }

  /// Adds a non-fatal problem (the caller sees it among the issues).
  public mutating func warn(_ message: String, property: String? = nil) {
    added.append((message, property, false))
  }

  /// Adds a fatal problem: hydration throws, listing it with the others.
  public mutating func fail(_ message: String, property: String? = nil) {
    added.append((message, property, true))
  }
}

/// Values given at the hydration call, readable by contextual adapters and resolvers, and
/// used to resolve relative URLs.
///
/// ```swift
/// let context = MappingContext(baseURL: URL(string: "https://api.example.com/v2/"), values: ["locale": "fr"])
/// let feed = try Feed(dictionary: response, context: context)
/// ```
public struct MappingContext: Sendable {
  /// Relative URL strings in URL properties are resolved against this.
  public var baseURL: URL?
  /// Anything else the call wants adapters and resolvers to know.
  public var values: [String: any Sendable]

  /// Creates a context.
  public init(baseURL: URL? = nil, values: [String: any Sendable] = [:]) {
    self.baseURL = baseURL
    self.values = values
  }

  /// The value for `key`, if any.
  public subscript(key: String) -> (any Sendable)? { values[key] }
}

extension Adapter {
  /// Creates an adapter whose hydrating closure also reads the call's ``MappingContext``.
  public init(
    contextual hydrate: @escaping @Sendable (Any, MappingContext) throws -> Any,
    serialize: (@Sendable (Any) throws -> Any)? = nil
  ) {
    self.init(kind: .contextual(hydrate), serialize: serialize)
  }

  /// An enumeration by table: service strings (or numbers) → cases that need not be the raw
  /// values (`"m"`, `"male"` → `.male`).
  ///
  /// An unlisted value becomes `fallback` when given, otherwise it is reported and the
  /// property keeps its value. Output writes, for each case, the first key listed for it that
  /// hydrates back to it (so with several keys for one case the output is the same every
  /// time), and for a case the table does not list (the fallback, say) its raw value when it
  /// is `RawRepresentable`; otherwise writing such a case is a `MappingError`.
  ///
  /// ```swift
  /// m.adapters["gender"] = .table(["m": Gender.male, "male": .male, "f": .female, "female": .female], fallback: .unknown)
  /// ```
  public static func table<Case: Equatable & Sendable>(
    _ table: KeyValuePairs<String, Case>, fallback: Case? = nil, caseInsensitive: Bool = true
  ) -> Adapter {
    let entries = table.map { (key: caseInsensitive ? $0.key.lowercased() : $0.key, value: $0.value) }
    let output = table.map { (key: $0.key, value: $0.value) }
    return Adapter(
      hydrate: { raw in
        if type(of: raw) == NSNull.self { return raw }
        let text = try Coerce.string(raw)
        let key = caseInsensitive ? text.lowercased() : text
        if let match = entries.first(where: { $0.key == key }) { return match.value }
        if let fallback { return fallback }
        throw ConversionFailure(.invalidValue(expected: "one of \(output.map(\.key).joined(separator: ", "))", found: Describe.value(raw)))
      },
      serialize: { value in
        guard let typed = value as? Case else {
          throw ConversionFailure(.notJSONEncodable("the table holds \(Describe.typeName(Case.self)), not \(Describe.typeName(type(of: value)))"))
        }
        // The first key (in table order) that hydrates back to this very case.
        for candidate in output where candidate.value == typed {
          let key = caseInsensitive ? candidate.key.lowercased() : candidate.key
          if entries.first(where: { $0.key == key })?.value == typed { return candidate.key }
        }
        // A case the table does not list: its raw value, when it has one.
        if let raw = typed as? any RawRepresentable { return raw.rawValue }
        throw ConversionFailure(.notJSONEncodable("the table has no key for \(Describe.truncated(String(describing: typed)))"))
      })
  }
}
