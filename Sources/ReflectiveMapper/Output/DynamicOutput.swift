import Foundation

/// Output of values known only at run time.
enum DynamicOutput {
  static func value(_ raw: Any, _ context: inout OutputContext) throws -> Any? {
    let type = type(of: raw)
    if type == String.self || type == Int.self || type == Bool.self || type == NSNull.self { return raw }
    try context.enterContainer()
    defer { context.leaveContainer() }
    if type == [String: Any].self { return try object(raw as! [String: Any], &context) }
    if type == [Any].self { return try elements(raw as! [Any], &context) }
    // Collected JSON text: parsed, in JSON mode, into the value it stands for.
    if type == RawJSON.self { return context.mode == .json ? try value((raw as! RawJSON).value, &context) : raw }
    if type is any OptionalShape.Type {
      guard let unwrapped = unwrapBoxedOptional(raw) else { return NSNull() }
      return try value(unwrapped, &context)
    }
    if let model = raw as? any ReflectiveModel, !(type is NSObject.Type) {
      return try ModelOutput.value(of: model, &context)
    }
    if let emitter = dynamicEmitter(for: type) { return try emitter.value(raw, &context) }
    if type is NSNumber.Type {
      let number = raw as! NSNumber
      // A Bool stays a Bool: a boolean NSNumber (a Bool bridged through AnyObject, or
      // JSONSerialization's) comes out of jsonObject() as the Bool jsonData() writes.
      if type == boolNumberType, context.mode == .json { return number.boolValue }
      if NumberKind(number) == .floating, context.mode == .json, !number.doubleValue.isFinite {
        throw context.error(.notJSONEncodable("\(number) is not a JSON number"))
      }
      return number
    }
    if type is NSString.Type { return raw as? String }
    if let twin = FoundationTwin.swiftValue(raw) { return try value(twin, &context) }
    switch AnyShape.of(raw) {
    case .none: return NSNull()
    case .array(let items), .set(let items): return try elements(items, &context)
    case .dictionary(let members): return try object(members, &context)
    case .nonStringKeys(let key): throw context.error(.notJSONEncodable("dictionary has non-string keys (\(MessageText.value(key)))"))
    case .value: break
    }
    if let convertible = raw as? any LosslessStringConvertible, !(type is AnyClass) {
      return context.mode == .json ? convertible.description : raw
    }
    if context.mode == .plain { return raw }
    var failure = context.error(
      .notJSONEncodable(
        "\(MessageText.typeName(type)) has no JSON form; exclude the property, give it an adapter with a serialize closure, or register a transform"))
    failure.formlessType = MessageText.typeName(type)
    throw failure
  }

  /// The output of each member of a dictionary (inside its container).
  private static func object(_ members: [String: Any], _ context: inout OutputContext) throws -> [String: Any] {
    var result: [String: Any] = [:]
    for (key, item) in members {
      try OutputFailure.at(.entry(key)) {
        if let value = try value(item, &context) { result[key] = value }
      }
    }
    return result
  }

  /// The output of each element of an array or set (inside its container).
  private static func elements(_ items: [Any], _ context: inout OutputContext) throws -> [Any] {
    var result: [Any] = []
    result.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      try OutputFailure.at(.index(index)) {
        if let value = try value(item, &context) { result.append(value) }
      }
    }
    return result
  }

  static func write(_ raw: Any, _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    let type = type(of: raw)
    if type == String.self { return writer.writeString(raw as! String) }
    if type == Int.self { return writer.writeInt(Int64(raw as! Int)) }
    if type == Bool.self { return writer.writeBool(raw as! Bool) }
    if type == NSNull.self { return writer.writeNull() }
    try context.enterContainer()
    defer { context.leaveContainer() }
    if type == [String: Any].self { return try writeObject(raw as! [String: Any], &writer, &context) }
    if type == [Any].self { return try writeElements(raw as! [Any], &writer, &context) }
    if type == RawJSON.self {
      // Collected JSON text is written back verbatim; pretty or sorted output re-writes it.
      let raw = raw as! RawJSON
      if writer.options.isEmpty { return writer.writeRaw(raw.bytes) }
      return try write(raw.value, &writer, &context)
    }
    if type is any OptionalShape.Type {
      guard let unwrapped = unwrapBoxedOptional(raw) else { return writer.writeNull() }
      return try write(unwrapped, &writer, &context)
    }
    if let model = raw as? any ReflectiveModel, !(type is NSObject.Type) {
      return try ModelOutput.write(of: model, &writer, &context)
    }
    if let emitter = dynamicEmitter(for: type) { return try emitter.write(raw, &writer, &context) }
    if type is NSNumber.Type {
      // An NSDecimalNumber (JSONSerialization's long numbers) is written from its digits.
      if let decimal = raw as? NSDecimalNumber { return try writer.checked(context) { try $0.writeDecimal(decimal.decimalValue) } }
      return try writer.checked(context) { try $0.writeNumber(raw as! NSNumber) }
    }
    if type is NSString.Type { return writer.writeString(raw as! String) }
    if let twin = FoundationTwin.swiftValue(raw) { return try write(twin, &writer, &context) }
    switch AnyShape.of(raw) {
    case .none: return writer.writeNull()
    case .array(let items), .set(let items): return try writeElements(items, &writer, &context)
    case .dictionary(let members): return try writeObject(members, &writer, &context)
    case .nonStringKeys(let key): throw context.error(.notJSONEncodable("dictionary has non-string keys (\(MessageText.value(key)))"))
    case .value: break
    }
    // What is left has a string form or none (`value` says which).
    guard let normalized = try value(raw, &context) else { return writer.writeNull() }
    // (Normalizing never returns a value of the type it was given, so this ends.)
    guard Swift.type(of: normalized) != type else {
      throw context.error(.notJSONEncodable("\(MessageText.typeName(type)) has no JSON form"))
    }
    return try write(normalized, &writer, &context)
  }

  private static func writeObject(_ members: [String: Any], _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    try writer.writeObject(Array(members), options: context.options) { item, writer in try write(item, &writer, &context) }
  }

  private static func writeElements(_ items: [Any], _ writer: inout JSONWriter, _ context: inout OutputContext) throws {
    writer.beginArray()
    for (index, item) in items.enumerated() {
      try OutputFailure.at(.index(index)) {
        try write(item, &writer, &context)
      }
    }
    writer.endArray()
  }

  /// The emitter of a primitive or `RawRepresentable` type, erased to `Any`.
  static func dynamicEmitter(for type: Any.Type) -> Emitter<Any>? {
    func open<T>(_: T.Type) -> Emitter<Any>? {
      let typed: Emitter<T>
      if let primitive = EmitterBuilder.primitive(T.self) {
        typed = primitive
      } else if let rawRepresentable = T.self as? any RawRepresentable.Type {
        typed = EmitterBuilder(compiler: PlanCompiler(snapshot: .empty)).rawRepresentableEmitter(rawRepresentable) as! Emitter<T>
      } else {
        return nil
      }
      return Emitter<Any>(
        isNil: { _ in false },
        value: { value, context in try typed.value(value as! T, &context) },
        write: { value, writer, context in try typed.write(value as! T, &writer, &context) })
    }
    return open(type)
  }
}
