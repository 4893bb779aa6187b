import Foundation

/// Writing a registered enumeration's value: the first case whose `match` claims it, in the
/// layout registered, each member with the emitter of its dynamic type.
enum EnumOutput {
  /// A part of the enumeration's JSON object.
  private enum Node {
    case text(String)
    case member(Any, Emitter<Any>)
    case object([(key: String, value: Node)])
  }

  /// The object the value is written as, members in the order `match` gave them.
  private static func nodes(
    _ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ context: OutputContext
  ) throws -> [(key: String, value: Node)] {
    guard let (chosen, pairs) = coding.cases.lazy.compactMap({ item in item.match(value).map { (item, $0) } }).first else {
      throw context.error(
        .notJSONEncodable("no case of \(coding.typeName) matches \(MessageText.truncated(String(describing: value)))"))
    }
    var fields: [(key: String, value: Node)] = []
    var seen: Set<String> = []
    if case .tagged(let key) = coding.layout { seen.insert(key) }
    for (key, item) in pairs {
      guard seen.insert(key).inserted else {
        throw context.error(
          .notJSONEncodable(
            "case \(MessageText.quoted(chosen.name)) of \(coding.typeName) writes the key \(MessageText.quoted(key)) twice (or as its tag)"))
      }
      guard let item else {
        if context.includeNulls { fields.append((key, .member(NSNull(), members.emitter(for: NSNull.self)))) }
        continue
      }
      let emitter = members.emitter(for: type(of: item))
      if emitter.isNil(item) {
        if context.includeNulls { fields.append((key, .member(NSNull(), members.emitter(for: NSNull.self)))) }
        continue
      }
      fields.append((key, .member(item, emitter)))
    }
    switch coding.layout {
    case .tagged(let key):
      return [(key, .text(chosen.name))] + fields
    case .adjacent(let tag, let payload):
      return fields.isEmpty ? [(tag, .text(chosen.name))] : [(tag, .text(chosen.name)), (payload, .object(fields))]
    case .external:
      return [(chosen.name, .object(fields))]
    }
  }

  /// The value as a dictionary (`jsonObject()`, and `dictionaryRepresentation`'s Swift values).
  static func value(_ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ context: inout OutputContext) throws -> Any? {
    try context.enterContainer()
    defer { context.leaveContainer() }
    return try object(try nodes(value, coding, members, context), &context)
  }

  private static func object(_ nodes: [(key: String, value: Node)], _ context: inout OutputContext) throws -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, node) in nodes {
      try OutputFailure.at(EnumReading.member(key)) {
        switch node {
        case .text(let text): result[key] = text
        case .member(let item, let emitter): if let output = try emitter.value(item, &context) { result[key] = output }
        case .object(let inner): result[key] = try object(inner, &context)
        }
      }
    }
    return result
  }

  /// The value written as JSON (`jsonData()`), keys sorted when the options say so.
  static func write(
    _ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ writer: inout JSONWriter, _ context: inout OutputContext
  ) throws {
    try context.enterContainer()
    defer { context.leaveContainer() }
    try write(try nodes(value, coding, members, context), &writer, &context)
  }

  private static func write(_ nodes: [(key: String, value: Node)], _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    var nodes = nodes
    if context.options.contains(.sortedKeys) { nodes.sort { JSONWriter.keyPrecedes($0.key, $1.key) } }
    writer.beginObject()
    for (key, node) in nodes {
      try OutputFailure.at(EnumReading.member(key)) {
        writer.writeKey(key)
        switch node {
        case .text(let text): writer.writeString(text)
        case .member(let item, let emitter): try emitter.write(item, &writer, &context)
        case .object(let inner): try write(inner, &writer, &context)
        }
      }
    }
    writer.endObject()
  }
}

extension EmitterBuilder {
  /// The emitter of a registered enumeration.
  func enumEmitter<Value>(_ coding: EnumCoding) -> Emitter<Value> {
    let members = EnumMembers(self, typeName: coding.typeName)
    return Emitter(
      isNil: { EmitterBuilder.isNilValue($0) },
      value: { value, context in try EnumOutput.value(value, coding, members, &context) },
      write: { value, writer, context in try EnumOutput.write(value, coding, members, &writer, &context) })
  }
}
