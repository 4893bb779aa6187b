import Foundation

extension Adapter {
  /// Creates an adapter whose hydrating closure also reads the call's ``MappingContext``.
  public init(
    contextual hydrate: @escaping @Sendable (Any, MappingContext) throws -> Any,
    serialize: (@Sendable (Any) throws -> Any)? = nil
  ) {
    self.init(kind: .contextual(hydrate), serialize: serialize)
  }

  /// A key of a ``table(_:fallback:caseInsensitive:)``: a service string, integer or
  /// Boolean, written as a literal (`"m"`, `0`, `true`).
  public enum TableKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// A string key, written as a literal: `"active"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer key, written as a literal: `1`.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// A Boolean key, written as a literal: `true`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The JSON value output writes for this key.
    var jsonValue: Any {
      switch self {
      case .string(let string): string
      case .integer(let integer): integer
      case .bool(let bool): bool
      }
    }

    /// The key's text, for matching a value of another JSON kind (`"2"` ⇄ `2`).
    var text: String {
      switch self {
      case .string(let string): string
      case .integer(let integer): String(integer)
      case .bool(let bool): bool ? "true" : "false"
      }
    }

    /// The key a raw service value is, exactly: a Boolean, an integral number or a string.
    static func exact(_ raw: Any) -> TableKey? {
      let type = type(of: raw)
      if type == Bool.self { return .bool(raw as! Bool) }
      if type == boolNumberType { return .bool((raw as! NSNumber).boolValue) }
      if type == String.self || type is NSString.Type, let string = raw as? String { return .string(string) }
      if let integer = try? Coercion.integer(raw, Int.self) { return .integer(integer) }
      return nil
    }
  }

  /// An enumeration by table: service values → cases that need not be the raw values
  /// (`"m"`, `"male"` → `.male`; Mantle's `0` ⇄ `.zero`).
  ///
  /// Keys are strings, integers or Booleans. A service value matches the key of its own kind
  /// first (the number `2` the key `2`), then a key with the same text (`"2"` the key `2`,
  /// `2` the key `"2"`); string keys compare without case unless `caseInsensitive` is false.
  /// An unlisted value becomes `fallback` when given, otherwise it is reported and the
  /// property keeps its value.
  ///
  /// Output writes, for each case, the first key listed for it that hydrates back to it, as
  /// the key's own kind (a number key as a number), so with several keys for one case the
  /// output is the same every time. A case the table does not list is written as its raw
  /// value when it is `RawRepresentable`; else the fallback is written as its name
  /// (`"unknown"`, which reads back as the fallback); writing any other unlisted case is a
  /// `MappingError`.
  ///
  /// ```swift
  /// m.adapters["gender"] = .table(["m": Gender.male, "male": .male, "f": .female, "female": .female], fallback: .unknown)
  /// m.adapters["level"] = .table([0: Level.zero, 1: .one, "none": .zero])
  /// ```
  public static func table<Case: Equatable & Sendable>(
    _ table: KeyValuePairs<TableKey, Case>, fallback: Case? = nil, caseInsensitive: Bool = true
  ) -> Adapter {
    let entries = table.map { (key: $0.key, text: caseInsensitive ? $0.key.text.lowercased() : $0.key.text, value: $0.value) }
    let expected = "one of \(entries.map(\.key.text).joined(separator: ", "))"
    // The case a service value reads as, if any.
    @Sendable func lookUp(_ raw: Any) -> Case? {
      if let key = TableKey.exact(raw) {
        if case .string(let string) = key, caseInsensitive {
          let lowered = string.lowercased()
          if let match = entries.first(where: { if case .string = $0.key { $0.text == lowered } else { false } }) { return match.value }
        } else if let match = entries.first(where: { $0.key == key }) {
          return match.value
        }
      }
      guard let text = try? Coercion.string(raw) else { return nil }
      let wanted = caseInsensitive ? text.lowercased() : text
      return entries.first(where: { $0.text == wanted })?.value
    }
    var adapter = Adapter(
      hydrate: { raw in
        if type(of: raw) == NSNull.self { return raw }
        if let match = lookUp(raw) { return match }
        if let fallback { return fallback }
        throw ConversionFailure(.invalidValue(expected: expected, found: MessageText.value(raw)))
      },
      serialize: { value in
        guard let typed = value as? Case else {
          throw ConversionFailure(
            .notJSONEncodable("the table holds \(MessageText.typeName(Case.self)), not \(MessageText.typeName(type(of: value)))"))
        }
        // The first key (in table order) that hydrates back to this very case.
        for entry in entries where entry.value == typed {
          let json = entry.key.jsonValue
          if lookUp(json) == typed { return json }
        }
        // A case the table does not list: its raw value, when it has one.
        if let raw = typed as? any RawRepresentable { return raw.rawValue }
        // The fallback: its name, which reads back as the fallback (no key claims it).
        if let fallback, typed == fallback {
          let name = String(describing: typed)
          if lookUp(name) == nil { return name }
        }
        throw ConversionFailure(.notJSONEncodable("the table has no key for \(MessageText.truncated(String(describing: typed)))"))
      })
    // The keys as their JSON values; with a fallback, any value reads.
    adapter.schema = SchemaFragment(fallback == nil ? ["enum": entries.map(\.key.jsonValue)] : [:])
    return adapter
  }
}

extension MappingRegistry {
  /// Registers a table of service values for every property of type `Case`, wherever it is
  /// held (`Status`, `Status?`, `[Status]`, `[String: Status]`, a bare value): the table of
  /// ``Adapter/table(_:fallback:caseInsensitive:)`` as a registry-wide transform.
  ///
  /// A raw-value enumeration that a service spells several ways needs no adapter per
  /// property:
  ///
  /// ```swift
  /// registry.registerTable(Status.self, ["active": .active, "on": .active, 1: .active, "inactive": .inactive, 0: .inactive])
  /// ```
  ///
  /// Reading and writing follow the table's rules: a value matches a key of its own kind,
  /// then one with the same text; output writes the first key listed for the case. It takes
  /// the registry-wide slot of a transform for `Case`
  /// (``registerTransform(_:hydrate:serialize:schema:)``): the later registration wins; a
  /// property's own adapter still comes first. In ``jsonSchema(for:)`` the keys are an `enum`.
  ///
  /// - Parameters:
  ///   - type: The type the table reads and writes.
  ///   - table: Service values and the case each reads as.
  ///   - fallback: The case an unlisted value reads as; without one it is a problem.
  ///   - caseInsensitive: Whether string keys compare without case.
  public func registerTable<Case: Equatable & Sendable>(
    _ type: Case.Type, _ table: KeyValuePairs<Adapter.TableKey, Case>, fallback: Case? = nil, caseInsensitive: Bool = true
  ) {
    let adapter = Adapter.table(table, fallback: fallback, caseInsensitive: caseInsensitive)
    let context = MappingContext()
    let transform = TypeTransform(
      Case.self,
      hydrate: { raw in
        let value = try adapter.hydrate(raw, context)
        guard let typed = value as? Case else { throw ConversionFailure.mismatch(MessageText.typeName(Case.self), value) }
        return typed
      },
      serialize: { value in try adapter.serialize!(value) }, schema: adapter.schema?.value)
    registerTransform(transform, for: Case.self)
  }
}
