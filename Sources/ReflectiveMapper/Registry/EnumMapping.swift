import Foundation

/// Where an enumeration's case name and its associated values sit in JSON.
///
/// The names follow serde's: the tag inside the object, beside it, or as its only key.
///
/// | layout | `Payment.card(last4: "4242")` |
/// |---|---|
/// | ``tagged(_:)`` (`"type"`) | `{"type": "card", "last4": "4242"}` |
/// | ``adjacent(tag:payload:)`` (`"type"`, `"value"`) | `{"type": "card", "value": {"last4": "4242"}}` |
/// | ``external`` | `{"card": {"last4": "4242"}}` |
public enum EnumLayout: Hashable, Sendable {
  /// The case name under `key`, the associated values beside it in the same object.
  case tagged(_ key: String)
  /// The case name under `tag`, the associated values in an object under `payload`.
  ///
  /// A case without values is written without the payload key (`{"type": "cash"}`), and an
  /// absent or `null` payload reads as an empty one.
  case adjacent(tag: String, payload: String)
  /// An object with one key, the case name, whose value holds the associated values, as
  /// Swift's synthesized `Codable` writes an enumeration.
  ///
  /// A case without values is written as `{"cash": {}}`; the bare string `"cash"` reads too.
  case external
}

/// The cases of an enumeration registered with
/// ``MappingRegistry/registerEnum(_:as:_:)``: for each, its name in JSON, how to make it
/// from its associated values and how to take them apart again.
///
/// ```swift
/// enum Payment: Equatable { case card(last4: String, expiry: Date?), cash, transfer(iban: String) }
///
/// try registry.registerEnum(Payment.self, as: .tagged("type")) { e in
///   e.case("card",
///          make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
///          match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
///   e.case("cash", .cash)
///   e.case("transfer",
///          make: { v in .transfer(iban: try v["iban"]) },
///          match: { if case .transfer(let iban) = $0 { ["iban": iban] } else { nil } })
/// }
/// ```
public struct EnumMapping<Enum>: Sendable {
  /// The cases in the order they were added: output writes the first whose `match` claims
  /// the value.
  var cases: [EnumCase] = []

  init() {}

  /// Adds a case whose associated values are read from, and written to, JSON members.
  ///
  /// - Parameters:
  ///   - name: The case's name in JSON (the tag's value, or the external key).
  ///   - make: Makes the value from its members. Read each with the payload's subscript,
  ///     `try v["last4"]`, which converts it to the type the call site needs with the
  ///     library's rules; a problem it throws is reported at the member's path
  ///     (`payment.last4`). Any other error is reported at the enumeration's path.
  ///   - match: Returns the members of a value of this case (`nil` for a value of another
  ///     case). A `nil` member is left out of the output (written as `null` with
  ///     ``OutputOptions/includeNulls``).
  public mutating func `case`(
    _ name: String, make: @escaping @Sendable (EnumPayload) throws -> Enum,
    match: @escaping @Sendable (Enum) -> KeyValuePairs<String, Any?>?
  ) {
    cases.append(
      EnumCase(
        name: name, readsMembers: true, make: { payload in try make(payload) },
        match: { value in
          guard let typed = value as? Enum, let members = match(typed) else { return nil }
          return members.map { (key: $0.key, value: $0.value) }
        }))
  }

  /// Adds a case without associated values, compared with `==` when written.
  ///
  /// - Parameters:
  ///   - name: The case's name in JSON (the tag's value, or the external key).
  ///   - value: The case.
  public mutating func `case`(_ name: String, _ value: Enum) where Enum: Equatable & Sendable {
    cases.append(
      EnumCase(
        name: name, readsMembers: false, make: { _ in value },
        match: { other in (other as? Enum) == value ? [] : nil }))
  }
}

/// One registered case, its closures erased to `Any`.
struct EnumCase: Sendable {
  let name: String
  /// Whether the case has associated values (its payload is read).
  let readsMembers: Bool
  let make: @Sendable (EnumPayload) throws -> Any
  let match: @Sendable (Any) -> [(key: String, value: Any?)]?
}

/// A registered enumeration: its layout and cases, as the converters and emitters use them.
struct EnumCoding: Sendable {
  let typeName: String
  let layout: EnumLayout
  let cases: [EnumCase]
  /// The case names, for messages: `card, cash or transfer`.
  let names: String

  init(typeName: String, layout: EnumLayout, cases: [EnumCase]) {
    self.typeName = typeName
    self.layout = layout
    self.cases = cases
    let quoted = cases.map { MessageText.quoted($0.name) }
    names = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! : quoted.joined()
  }

  /// The case named `name`.
  func `case`(named name: String) -> EnumCase? {
    cases.first { $0.name == name }
  }

  /// The registration problems of `layout` and `cases`.
  static func problems(typeName: String, layout: EnumLayout, cases: [EnumCase]) -> [String] {
    var problems: [String] = []
    switch layout {
    case .tagged(let key):
      if key.isEmpty { problems.append("the tag key is empty") }
    case .adjacent(let tag, let payload):
      if tag.isEmpty { problems.append("the tag key is empty") }
      if payload.isEmpty { problems.append("the payload key is empty") }
      if !tag.isEmpty, tag == payload { problems.append("the tag and payload keys are both \(MessageText.quoted(tag))") }
    case .external: break
    }
    if cases.isEmpty { problems.append("\(typeName) has no cases; add them with `e.case(...)`") }
    var seen: Set<String> = []
    for item in cases {
      if item.name.isEmpty { problems.append("a case name is empty") }
      if !seen.insert(item.name).inserted { problems.append("case name \(MessageText.quoted(item.name)) is registered twice") }
    }
    return problems
  }

  /// A JSON Schema fragment: one alternative per case, naming it; the associated values stay
  /// open (their types are only known when `make` runs).
  var schema: [String: Any] {
    let alternatives: [[String: Any]] = cases.map { item in
      switch layout {
      case .tagged(let key):
        return ["type": "object", "properties": [key: ["const": item.name]], "required": [key]]
      case .adjacent(let tag, let payload):
        return [
          "type": "object", "properties": [tag: ["const": item.name], payload: ["type": ["object", "null"]]], "required": [tag],
        ]
      case .external:
        var forms: [[String: Any]] = [
          ["type": "object", "properties": [item.name: ["type": "object"]], "required": [item.name], "maxProperties": 1]
        ]
        if !item.readsMembers { forms.append(["const": item.name]) }
        return forms.count == 1 ? forms[0] : ["anyOf": forms]
      }
    }
    return ["oneOf": alternatives]
  }
}

extension MappingRegistry {
  /// Registers how an enumeration with associated values is read from and written to JSON,
  /// wherever a model holds one.
  ///
  /// The enumeration needs no conformance: its cases are described here, each with a name,
  /// a closure that makes it and one that takes it apart. It is then read and written at any
  /// depth (`Payment?`, `[Payment]`, `[String: Payment]`), in class and struct models, from
  /// dictionaries and bytes alike, and `jsonObject()`/`jsonData()` write what reads back to
  /// an equal value.
  ///
  /// Problems are reported at their paths, as a model's are: a member that does not convert
  /// at `payment.last4` (`payment.value.last4` in the adjacent layout), an unknown, missing or
  /// non-string tag at `payment.type`, a value that is not an object at `payment`. The value
  /// is then not set (a collection element is dropped); the problem is fatal when the
  /// property is required or the mapping strict.
  ///
  /// ```swift
  /// try MappingRegistry.shared.registerEnum(Payment.self, as: .adjacent(tag: "type", payload: "value")) { e in
  ///   e.case("card",
  ///          make: { v in .card(last4: try v["last4"], expiry: try v["expiry"]) },
  ///          match: { if case .card(let last4, let expiry) = $0 { ["last4": last4, "expiry": expiry] } else { nil } })
  ///   e.case("cash", .cash)
  /// }
  /// ```
  ///
  /// It takes the registry-wide slot of a transform for `Enum`
  /// (``registerTransform(_:hydrate:serialize:schema:)``): the later registration wins. In
  /// ``jsonSchema(for:)`` it is a `oneOf` naming each case, its members left open.
  ///
  /// - Parameters:
  ///   - type: The enumeration (any type works; a ``ReflectiveModel`` is refused).
  ///   - layout: Where the case name and the associated values sit.
  ///   - configure: Adds the cases (``EnumMapping/case(_:make:match:)``, ``EnumMapping/case(_:_:)``).
  /// - Throws: A `MappingError` listing every problem: no cases, an empty or repeated case
  ///   name, an empty tag or payload key, a tag key equal to the payload key.
  public func registerEnum<Enum>(
    _ type: Enum.Type, as layout: EnumLayout = .tagged("type"), _ configure: (inout EnumMapping<Enum>) throws -> Void
  ) throws {
    var mapping = EnumMapping<Enum>()
    try configure(&mapping)
    let typeName = MessageText.typeName(Enum.self)
    var problems = EnumCoding.problems(typeName: typeName, layout: layout, cases: mapping.cases)
    if Enum.self is any ReflectiveModel.Type {
      problems.insert("\(typeName) is a model; register it with `register(_:_:)`", at: 0)
    }
    let errors = problems.map { MappingError.registration(.invalidEnumMapping, $0, property: typeName) }
    if let error = MappingError.combining(errors) { throw error }
    let coding = EnumCoding(typeName: typeName, layout: layout, cases: mapping.cases)
    registerTransform(TypeTransform(enum: Enum.self, coding: coding), for: Enum.self)
  }
}
