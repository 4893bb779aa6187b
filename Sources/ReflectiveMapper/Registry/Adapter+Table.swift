import Foundation

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
        let text = try Coercion.string(raw)
        let key = caseInsensitive ? text.lowercased() : text
        if let match = entries.first(where: { $0.key == key }) { return match.value }
        if let fallback { return fallback }
        throw ConversionFailure(.invalidValue(expected: "one of \(output.map(\.key).joined(separator: ", "))", found: MessageText.value(raw)))
      },
      serialize: { value in
        guard let typed = value as? Case else {
          throw ConversionFailure(
            .notJSONEncodable("the table holds \(MessageText.typeName(Case.self)), not \(MessageText.typeName(type(of: value)))"))
        }
        // The first key (in table order) that hydrates back to this very case.
        for candidate in output where candidate.value == typed {
          let key = caseInsensitive ? candidate.key.lowercased() : candidate.key
          if entries.first(where: { $0.key == key })?.value == typed { return candidate.key }
        }
        // A case the table does not list: its raw value, when it has one.
        if let raw = typed as? any RawRepresentable { return raw.rawValue }
        throw ConversionFailure(.notJSONEncodable("the table has no key for \(MessageText.truncated(String(describing: typed)))"))
      })
  }
}
