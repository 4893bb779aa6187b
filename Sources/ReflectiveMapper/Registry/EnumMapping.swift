import Foundation

/// Where an enumeration's tag and its associated values sit in JSON.
///
/// The names follow serde's: the tag inside the object, beside it, as its only key, or no tag
/// at all.
///
/// | layout | `Payment.card(last4: "4242")` |
/// |---|---|
/// | ``tagged(_:)`` (`"type"`) | `{"type": "card", "last4": "4242"}` |
/// | ``adjacent(tag:payload:)`` (`"type"`, `"value"`) | `{"type": "card", "value": {"last4": "4242"}}` |
/// | ``external`` | `{"card": {"last4": "4242"}}` |
/// | ``untagged`` | `{"last4": "4242"}` |
/// | ``tagOnly`` (cases without values) | `"cash"`, or `200` for a case tagged 200 |
public enum EnumLayout: Hashable, Sendable {
  /// The tag under `key`, the associated values beside it in the same object.
  ///
  /// A case with one unnamed payload (``EnumMapping/case(_:wrap:unwrap:)``) reads the object
  /// without its tag as the payload (a model, say) and writes the payload's members beside
  /// the tag, sorted by key.
  case tagged(_ key: String)
  /// The tag under `tag`, the associated values in an object under `payload` (or the one
  /// unnamed payload, any JSON value, for ``EnumMapping/case(_:wrap:unwrap:)``).
  ///
  /// A case without values is written without the payload key (`{"type": "cash"}`), and an
  /// absent or `null` payload reads as an empty one.
  case adjacent(tag: String, payload: String)
  /// An object with one key, the case name, whose value holds the associated values (or the
  /// one unnamed payload: `{"three": true}`), as Swift's synthesized `Codable` writes an
  /// enumeration.
  ///
  /// A case without values is written as `{"cash": {}}`; the bare string `"cash"` reads too.
  /// Its tags are JSON keys, so strings.
  case external
  /// No tag: a value is the first case, in the order registered, that reads it without a
  /// fatal problem (MetaCodable's `@UnTagged`, serde's `untagged`), and is written as its
  /// payload alone.
  ///
  /// Each case is tried with exact types, as ``Strictness/strict`` reads them (`1` is no
  /// `Bool`, `"1"` no `Int`), whatever the registry's strictness: lenient reading would let an
  /// early case claim almost anything. A case without values reads any value, so it may only
  /// come last, as a fallback, and is written as `null`. When no case reads a value, the
  /// problem names what each case found (at most three problems each). From bytes, each
  /// part of the input is tried at most once per case, however deeply cases nest, and a
  /// repeated key never decides the case: it is reported, with the registry's strictness,
  /// once a case is chosen.
  case untagged
  /// The tag alone is the value: `"GET"`, `200`, `true`, for an enumeration whose cases have
  /// no values (a raw-value enumeration that a service spells several ways, with ranges).
  ///
  /// A value is the case one of whose tags it matches, of the tag's own JSON type (`"200"` is
  /// not `200`); output writes the case's first tag. Registration refuses a case with values.
  case tagOnly
}

/// The cases of an enumeration registered with
/// ``MappingRegistry/registerEnum(_:as:_:)``: for each, its tags in JSON, how to make it
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
///
/// A tag need not be a string, and a case may have several
/// (``case(tags:make:match:)``): `e.case(tags: "load", 12, true, .range(15..<20), make: ...)`.
/// A case with one unnamed associated value is registered with ``case(_:wrap:unwrap:)``:
/// `e.case("three", wrap: Item.three, unwrap: { if case .three(let flag) = $0 { flag } else { nil } })`.
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
    addMembersCase([.string(name)], make: make, match: match)
  }

  /// Adds a case with several tags, or tags that are not strings, whose associated values are
  /// read from, and written to, JSON members (see ``case(_:make:match:)``).
  ///
  /// ```swift
  /// e.case(tags: "load", 12, true, 3.14, .range(15..<20), .range((-0.8)...),
  ///        make: { v in .load(key: try v["key"]) },
  ///        match: { if case .load(let key) = $0 { ["key": key] } else { nil } })
  /// ```
  ///
  /// - Parameters:
  ///   - tags: The values the tag may take for this case; output writes the first, as its
  ///     own JSON type, so it cannot be a range.
  ///   - make: Makes the value from its members.
  ///   - match: Returns the members of a value of this case (`nil` for a value of another case).
  public mutating func `case`(
    tags: EnumTag..., make: @escaping @Sendable (EnumPayload) throws -> Enum,
    match: @escaping @Sendable (Enum) -> KeyValuePairs<String, Any?>?
  ) {
    addMembersCase(tags, make: make, match: match)
  }

  /// Adds a case without associated values, compared with `==` when written.
  ///
  /// - Parameters:
  ///   - name: The case's name in JSON (the tag's value, or the external key).
  ///   - value: The case.
  public mutating func `case`(_ name: String, _ value: Enum) where Enum: Equatable & Sendable {
    addUnitCase([.string(name)], value)
  }

  /// Adds a case without associated values under several tags, or tags that are not strings
  /// (`e.case(tags: 0, "off", false, value: .off)`), compared with `==` when written.
  ///
  /// - Parameters:
  ///   - tags: The values the tag may take for this case; output writes the first.
  ///   - value: The case.
  public mutating func `case`(tags: EnumTag..., value: Enum) where Enum: Equatable & Sendable {
    addUnitCase(tags, value)
  }

  /// Adds a case without associated values that need not be `Equatable`: `make` gives the
  /// case, `matches` tells a value of it (`@ReflectiveEnum` writes this form).
  ///
  /// ```swift
  /// e.case(tags: "reset", make: { .reset }, matches: { if case .reset = $0 { true } else { false } })
  /// ```
  ///
  /// - Parameters:
  ///   - tags: The values the tag may take for this case; output writes the first.
  ///   - make: Makes the case.
  ///   - matches: Whether a value is this case.
  public mutating func `case`(
    tags: EnumTag..., make: @escaping @Sendable () -> Enum, matches: @escaping @Sendable (Enum) -> Bool
  ) {
    addUnitCase(tags, make: make, matches: matches)
  }

  /// Adds a case with one unnamed associated value, read and written whole as the payload:
  /// `{"three": true}` for `case three(Bool)` in the external layout.
  ///
  /// ```swift
  /// e.case("three", wrap: Item.three, unwrap: { if case .three(let flag) = $0 { flag } else { nil } })
  /// ```
  ///
  /// The payload is converted to `Payload` with the library's rules, as a property of that
  /// type is (a model, a collection, a scalar, a registered enumeration); an absent payload
  /// reads as `nil` for an optional `Payload` and is a problem for any other.
  ///
  /// - Parameters:
  ///   - name: The case's name in JSON (the tag's value, or the external key).
  ///   - wrap: Makes the value from its payload: the case itself, `Item.three`, will do.
  ///   - unwrap: The payload of a value of this case (`nil` for a value of another case).
  public mutating func `case`<Payload>(
    _ name: String, wrap: @escaping @Sendable (Payload) throws -> Enum, unwrap: @escaping @Sendable (Enum) -> Payload?
  ) {
    addValueCase([.string(name)], wrap: wrap, unwrap: unwrap)
  }

  /// Adds a case with one unnamed associated value under several tags, or tags that are not
  /// strings (see ``case(_:wrap:unwrap:)``).
  public mutating func `case`<Payload>(
    tags: EnumTag..., wrap: @escaping @Sendable (Payload) throws -> Enum, unwrap: @escaping @Sendable (Enum) -> Payload?
  ) {
    addValueCase(tags, wrap: wrap, unwrap: unwrap)
  }

  private mutating func addMembersCase(
    _ tags: [EnumTag], make: @escaping @Sendable (EnumPayload) throws -> Enum,
    match: @escaping @Sendable (Enum) -> KeyValuePairs<String, Any?>?
  ) {
    cases.append(
      EnumCase(
        tags: tags, readsMembers: true, make: { payload in try make(payload) },
        match: { value in
          guard let typed = value as? Enum, let members = match(typed) else { return nil }
          return members.map { (key: $0.key, value: $0.value) }
        }))
  }

  private mutating func addUnitCase(_ tags: [EnumTag], _ value: Enum) where Enum: Equatable & Sendable {
    addUnitCase(tags, make: { value }, matches: { $0 == value })
  }

  private mutating func addUnitCase(
    _ tags: [EnumTag], make: @escaping @Sendable () -> Enum, matches: @escaping @Sendable (Enum) -> Bool
  ) {
    cases.append(
      EnumCase(
        tags: tags, readsMembers: false, make: { _ in make() },
        match: { other in (other as? Enum).map(matches) == true ? [] : nil }))
  }

  private mutating func addValueCase<Payload>(
    _ tags: [EnumTag], wrap: @escaping @Sendable (Payload) throws -> Enum, unwrap: @escaping @Sendable (Enum) -> Payload?
  ) {
    let name = tags.first?.string ?? tags.first?.description ?? ""
    let payload = EnumValuePayload(
      type: Payload.self, typeName: MessageText.typeName(Payload.self),
      isOptional: Payload.self is any OptionalShape.Type,
      read: { raw, members, path, context in
        try wrap(try EnumReading.convert(raw, as: Payload.self, member: name, at: path, members, &context))
      },
      unwrap: { value in
        guard let typed = value as? Enum, let payload = unwrap(typed) else { return nil }
        return .some(payload as Any)
      })
    cases.append(
      EnumCase(
        tags: tags, readsMembers: true, make: { _ in throw ConversionFailure(.custom("a value case is read by its payload")) },
        match: { _ in nil }, value: payload))
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
