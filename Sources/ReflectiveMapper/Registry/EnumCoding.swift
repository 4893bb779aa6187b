import Foundation

/// One registered case, its closures erased to `Any`.
struct EnumCase: Sendable {
  /// The values its tag takes; output writes the first.
  let tags: [EnumTag]
  /// Its name for messages: the first tag (a string without quotes).
  let name: String
  /// Whether the case has associated values (its payload is read).
  let readsMembers: Bool
  let make: @Sendable (EnumPayload) throws -> Any
  let match: @Sendable (Any) -> [(key: String, value: Any?)]?
  /// For a case with one unnamed payload: how it is read and written.
  let value: EnumValuePayload?

  init(
    tags: [EnumTag], readsMembers: Bool, make: @escaping @Sendable (EnumPayload) throws -> Any,
    match: @escaping @Sendable (Any) -> [(key: String, value: Any?)]?, value: EnumValuePayload? = nil
  ) {
    self.tags = tags
    name = tags.first.map { $0.string ?? $0.description } ?? ""
    self.readsMembers = readsMembers
    self.make = make
    self.match = match
    self.value = value
  }

  /// The name as messages quote it: `"card"`, `12`.
  var quotedName: String { tags.first?.description ?? "" }
}

/// The one unnamed associated value of a case (``EnumMapping/case(_:wrap:unwrap:)``).
struct EnumValuePayload: @unchecked Sendable {
  /// The payload's type (a metatype, immutable).
  let type: Any.Type
  let typeName: String
  /// Whether the payload's type is optional (an absent payload reads as `nil`).
  let isOptional: Bool
  /// Reads the payload at `path` (under the enumeration's value) and makes the case.
  let read: @Sendable (Any, EnumMembers, [PathComponent], inout HydrationContext) throws -> Any
  /// The payload of a value of this case, `nil` for another case.
  let unwrap: @Sendable (Any) -> Any??
}

/// A registered enumeration: its layout and cases, as the converters and emitters use them.
final class EnumCoding: Sendable {
  let typeName: String
  let layout: EnumLayout
  let cases: [EnumCase]
  /// The case names, for messages: `"card", "cash" or "transfer"`.
  let names: String
  /// The case of each string tag, the common lookup.
  private let stringTags: [String: Int]
  /// Whether some tag is not a string (numbers, Booleans and ranges are scanned).
  private let hasOtherTags: Bool

  init(typeName: String, layout: EnumLayout, cases: [EnumCase]) {
    self.typeName = typeName
    self.layout = layout
    self.cases = cases
    let quoted = cases.map(\.quotedName)
    names = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " or " + quoted.last! : quoted.joined()
    var strings: [String: Int] = [:]
    var others = false
    for (index, item) in cases.enumerated() {
      for tag in item.tags {
        if let string = tag.string {
          if strings[string] == nil { strings[string] = index }
        } else {
          others = true
        }
      }
    }
    stringTags = strings
    hasOtherTags = others
  }

  /// The case named by a JSON key (the external layout).
  func `case`(named name: String) -> EnumCase? {
    stringTags[name].map { cases[$0] }
  }

  /// The index of the case a tag's JSON value names, if any.
  func caseIndex(tagged raw: Any) -> Int? {
    let type = type(of: raw)
    if !hasOtherTags {
      guard type == String.self || type is NSString.Type, let string = raw as? String else { return nil }
      return stringTags[string]
    }
    guard let value = TagValue(raw) else { return nil }
    switch value {
    case .string(let string): return stringTags[string]
    case .bool: return cases.firstIndex { $0.tags.contains { $0.matches(value) } }
    case .number(_, let integral):
      // Integers first: an integral number is the case of the integer tag that holds it.
      if integral, let index = cases.firstIndex(where: { $0.tags.contains { $0.tier == .integer && $0.matches(value) } }) {
        return index
      }
      return cases.firstIndex { $0.tags.contains { $0.tier == .number && $0.matches(value) } }
    }
  }

  /// Whether any tag is not a string (messages then say which JSON types the tag takes).
  var expectedTag: String {
    hasOtherTags ? "\(typeName) tag" : "String"
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
    case .external, .untagged, .tagOnly: break
    }
    if cases.isEmpty { problems.append("\(typeName) has no cases; add them with `e.case(...)`") }
    var seen: [EnumTag: Int] = [:]
    var intervals: [(bounds: TagBounds, tag: EnumTag, owner: Int)] = []
    for (index, item) in cases.enumerated() {
      let label = "case \(item.quotedName)"
      guard let first = item.tags.first else {
        problems.append("a case has no tag; give it at least one")
        continue
      }
      if layout == .tagOnly, item.readsMembers {
        problems.append("\(label) has values: in the tagOnly layout a case is its tag alone")
      }
      if first.isRange { problems.append("\(label)'s first tag \(first) is a range: output writes the first tag, so give a value first") }
      if layout == .untagged {
        if item.tags.count > 1 || first.string == nil {
          problems.append("\(label) is untagged: give it one name, a string, which messages use")
        }
        if !item.readsMembers, index != cases.count - 1 {
          problems.append("\(label) has no payload, so it reads any value: in the untagged layout only the last case may")
        }
      }
      for tag in item.tags {
        if case .unsupported(let text) = tag.kind { problems.append("\(label)'s tag \(text) is not a range a tag can take") }
        if case .string(let string) = tag.kind, string.isEmpty { problems.append("a case name is empty") }
        if layout == .external, tag.string == nil {
          problems.append("\(label)'s tag \(tag) is not a string: in the external layout a tag is a JSON key")
        }
        if let bounds = tag.interval {
          if bounds.isEmpty { problems.append("\(label)'s tag \(tag) matches no number") }
          for other in intervals where other.owner != index && other.bounds.overlaps(bounds) {
            // Integer tags are matched before number tags: only a single integral number
            // under both is unreachable.
            let sameTier = other.tag.tier == tag.tier
            let shadowed = !sameTier && [tag, other.tag].contains { $0.tier == .number && $0.isIntegralValue }
            guard sameTier || shadowed else { continue }
            problems.append("\(label)'s tag \(tag) overlaps tag \(other.tag) of case \(cases[other.owner].quotedName)")
          }
          intervals.append((bounds, tag, index))
        }
        if let owner = seen.updateValue(index, forKey: tag), tag.interval == nil {
          problems.append(
            owner != index
              ? (tag.string != nil && item.tags.count == 1 && cases[owner].tags.count == 1
                ? "case name \(tag) is registered twice" : "tag \(tag) is registered for case \(cases[owner].quotedName) and \(label)")
              : "\(label) lists tag \(tag) twice")
        }
      }
    }
    return problems
  }

  /// A JSON Schema fragment: one alternative per case, stating its tag as the JSON values it
  /// takes; members stay open (their types are only known when `make` runs), a value case's
  /// payload is stated by `payloadSchema`.
  func schema(payloadSchema: (EnumValuePayload) -> [String: Any]) -> [String: Any] {
    let alternatives: [[String: Any]] = cases.map { item in
      let tag = Self.tagSchema(item.tags)
      switch layout {
      case .tagged(let key):
        return ["type": "object", "properties": [key: tag], "required": [key]]
      case .adjacent(let tagKey, let payload):
        let payloadSchema: [String: Any] = item.value.map(payloadSchema) ?? ["type": ["object", "null"]]
        return ["type": "object", "properties": [tagKey: tag, payload: payloadSchema], "required": [tagKey]]
      case .external:
        let inner: [String: Any] = item.value.map(payloadSchema) ?? ["type": "object"]
        var forms: [[String: Any]] = item.tags.compactMap(\.string).map { name in
          ["type": "object", "properties": [name: inner], "required": [name], "maxProperties": 1]
        }
        if !item.readsMembers { forms += item.tags.compactMap(\.string).map { ["const": $0] } }
        return forms.count == 1 ? forms[0] : ["anyOf": forms]
      case .untagged:
        if let value = item.value { return payloadSchema(value) }
        return item.readsMembers ? ["type": "object"] : [:]
      case .tagOnly:
        return tag
      }
    }
    // Untagged cases are tried in order, so a value may satisfy several: anyOf, not oneOf.
    return layout == .untagged ? ["anyOf": alternatives] : ["oneOf": alternatives]
  }

  /// The tag's JSON values: a `const`, an `enum` of several, ranges as number bounds.
  private static func tagSchema(_ tags: [EnumTag]) -> [String: Any] {
    let values = tags.compactMap(\.jsonValue)
    let ranges = tags.filter(\.isRange).map(\.schema)
    let plain: [String: Any]? = values.isEmpty ? nil : values.count == 1 ? ["const": values[0]] : ["enum": values]
    let forms = (plain.map { [$0] } ?? []) + ranges
    return forms.count == 1 ? forms[0] : ["anyOf": forms]
  }
}
