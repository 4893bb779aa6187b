import Foundation

/// Writing a registered enumeration's value: the first case whose `match` claims it, in the
/// layout registered, each member with the emitter of its dynamic type.
enum EnumOutput {
  /// A part of the enumeration's JSON.
  private enum Node {
    case tag(EnumTag)
    case member(Any, Emitter<Any>)
    case object([(key: String, value: Node)])
  }

  /// The JSON the value is written as, members in the order `match` gave them: an object, or
  /// (untagged) a payload alone.
  private static func node(_ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ context: inout OutputContext) throws -> Node {
    guard let chosen = coding.cases.first(where: { item in item.value.map { $0.unwrap(value) != nil } ?? (item.match(value) != nil) })
    else {
      throw context.error(
        .notJSONEncodable("no case of \(coding.typeName) matches \(MessageText.truncated(String(describing: value)))"))
    }
    let tag = Node.tag(chosen.tags[0])
    if let payload = chosen.value, let unwrapped = payload.unwrap(value) {
      let item = unwrapped ?? NSNull()
      let inner = Node.member(item, members.emitter(for: type(of: item)))
      switch coding.layout {
      case .tagged(let key):
        return .object([(key, tag)] + (try besideTag(item, key: key, chosen, coding, members, &context)))
      case .adjacent(let tagKey, let payloadKey):
        if unwrapped == nil, !context.includeNulls { return .object([(tagKey, tag)]) }
        return .object([(tagKey, tag), (payloadKey, inner)])
      case .external: return .object([(chosen.name, inner)])
      case .untagged: return inner
      case .tagOnly: return tag
      }
    }
    let fields = try self.fields(chosen.match(value) ?? [], chosen, coding, members, context)
    switch coding.layout {
    case .tagged(let key):
      return .object([(key, tag)] + fields)
    case .adjacent(let tagKey, let payload):
      return .object(fields.isEmpty ? [(tagKey, tag)] : [(tagKey, tag), (payload, .object(fields))])
    case .external:
      return .object([(chosen.name, .object(fields))])
    case .untagged:
      return chosen.readsMembers ? .object(fields) : .member(NSNull(), members.emitter(for: NSNull.self))
    case .tagOnly:
      return tag
    }
  }

  /// The members `match` gave, each with the emitter of its dynamic type.
  private static func fields(
    _ pairs: [(key: String, value: Any?)], _ chosen: EnumCase, _ coding: EnumCoding, _ members: EnumMembers, _ context: OutputContext
  ) throws -> [(key: String, value: Node)] {
    var fields: [(key: String, value: Node)] = []
    var seen: Set<String> = []
    if case .tagged(let key) = coding.layout { seen.insert(key) }
    for (key, item) in pairs {
      guard seen.insert(key).inserted else {
        throw context.error(
          .notJSONEncodable(
            "case \(chosen.quotedName) of \(coding.typeName) writes the key \(MessageText.quoted(key)) twice (or as its tag)"))
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
    return fields
  }

  /// A value case's payload written beside the tag: its JSON object's members, sorted by key
  /// (a payload that is not an object cannot sit beside a tag).
  private static func besideTag(
    _ item: Any, key: String, _ chosen: EnumCase, _ coding: EnumCoding, _ members: EnumMembers, _ context: inout OutputContext
  ) throws -> [(key: String, value: Node)] {
    let json = try members.emitter(for: type(of: item)).value(item, &context)
    guard let object = json as? [String: Any] else {
      throw context.error(
        .notJSONEncodable(
          "case \(chosen.quotedName) of \(coding.typeName) is tagged beside its payload, which must be written as an object, not \(MessageText.value(json ?? NSNull()))"
        ))
    }
    let pairs = object.sorted { JSONWriter.keyPrecedes($0.key, $1.key) }.map { (key: $0.key, value: Optional($0.value)) }
    return try fields(pairs, chosen, coding, members, context)
  }

  /// The value as a dictionary (`jsonObject()`, and `dictionaryRepresentation`'s Swift values).
  static func value(_ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ context: inout OutputContext) throws -> Any? {
    try context.enterContainer()
    defer { context.leaveContainer() }
    return try json(try node(value, coding, members, &context), &context)
  }

  private static func json(_ node: Node, _ context: inout OutputContext) throws -> Any? {
    switch node {
    case .tag(let tag): return tag.jsonValue
    case .member(let item, let emitter): return try emitter.value(item, &context)
    case .object(let members):
      var result: [String: Any] = [:]
      for (key, node) in members {
        try OutputFailure.at(EnumReading.member(key)) {
          if let output = try json(node, &context) { result[key] = output }
        }
      }
      return result
    }
  }

  /// The value written as JSON (`jsonData()`), keys sorted when the options say so.
  static func write(
    _ value: Any, _ coding: EnumCoding, _ members: EnumMembers, _ writer: inout JSONWriter, _ context: inout OutputContext
  ) throws {
    try context.enterContainer()
    defer { context.leaveContainer() }
    try write(try node(value, coding, members, &context), &writer, &context)
  }

  private static func write(_ node: Node, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    switch node {
    case .tag(let tag):
      switch tag.kind {
      case .string(let string): writer.writeString(string)
      case .integer(let integer): writer.writeInt(Int64(integer))
      case .number(let number): try writer.checked(context) { try $0.writeDouble(number) }
      case .bool(let bool): writer.writeBool(bool)
      case .integers, .numbers, .unsupported: preconditionFailure("a range tag is refused as a case's first tag")
      }
    case .member(let item, let emitter):
      try emitter.write(item, &writer, &context)
    case .object(var members):
      if context.options.contains(.sortedKeys) { members.sort { JSONWriter.keyPrecedes($0.key, $1.key) } }
      writer.beginObject()
      for (key, node) in members {
        try OutputFailure.at(EnumReading.member(key)) {
          writer.writeKey(key)
          try write(node, &writer, &context)
        }
      }
      writer.endObject()
    }
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
