import Foundation

/// Dictionaries keyed by other types than `String` (`[Int: Model]`, `[UUID: T]`, enums and other
/// `RawRepresentable` or `LosslessStringConvertible` keys): read from the JSON object's string keys
/// and written back as strings, the way JSONDecoder and JSONEncoder do.
///
/// How a key type converts is decided once, when the plan is compiled.
enum DictionaryKeys {
  /// Reads a key of type `Key` from its string form (`nil` for a string that is not one), or
  /// `nil` when `Key` has no string form.
  static func reader<Key>(_: Key.Type) -> ((String) -> Key?)? {
    if Key.self == String.self { return { $0 as? Key } }
    if Key.self == UUID.self { return { UUID(uuidString: $0).map { $0 as! Key } } }
    if let raw = Key.self as? any RawRepresentable.Type {
      func open<R: RawRepresentable>(_: R.Type) -> ((String) -> Key?)? {
        guard let inner = reader(R.RawValue.self) else { return nil }
        return { text in inner(text).flatMap(R.init(rawValue:)).map { $0 as! Key } }
      }
      return open(raw)
    }
    if let lossless = Key.self as? any LosslessStringConvertible.Type {
      func open<L: LosslessStringConvertible>(_: L.Type) -> (String) -> Key? {
        // `Character.init(_:)` traps on a string of several characters instead of failing.
        if L.self == Character.self { return { text in text.count == 1 ? L(text).map { $0 as! Key } : nil } }
        return { text in L(text).map { $0 as! Key } }
      }
      return open(lossless)
    }
    return nil
  }

  /// Writes a key of type `Key` as a string (UUIDs lower-case, RFC 9562), or `nil` when `Key`
  /// has no string form.
  static func writer<Key>(_: Key.Type) -> ((Key) -> String)? {
    if Key.self == String.self { return { $0 as! String } }
    if Key.self == UUID.self { return { ($0 as! UUID).uuidString.lowercased() } }
    if let raw = Key.self as? any RawRepresentable.Type {
      func open<R: RawRepresentable>(_: R.Type) -> ((Key) -> String)? {
        guard let inner = writer(R.RawValue.self) else { return nil }
        return { key in inner((key as! R).rawValue) }
      }
      return open(raw)
    }
    if Key.self is any LosslessStringConvertible.Type {
      return { key in (key as! any LosslessStringConvertible).description }
    }
    return nil
  }

  /// The converter of a dictionary whose keys are not `String`.
  static func converter<Key: Hashable, Value>(
    _: [Key: Value].Type, readKey: @escaping (String) -> Key?, element: @escaping Convert<Value>, descends: Bool, strict: Bool
  ) -> Convert<[Key: Value]> {
    let keyType = MessageText.typeName(Key.self)
    return { raw, context in
      var result: [Key: Value] = [:]
      func add(_ text: String, _ item: Any, _ context: inout HydrationContext) {
        guard let key = readKey(text) else {
          context.record(
            .invalidValue(expected: "\(keyType) key", found: MessageText.quoted(text)), at: .entry(text), fatal: strict)
          return
        }
        ElementConverting.convert(item, index: .entry(text), element, descends, strict, &context) { result[key] = $0 }
      }
      if let object = InputValue.tapeObject(raw) {
        let tape = object.box.tape
        result.reserveCapacity(object.count)
        // A repeated key's last value only, as in the parsed dictionary.
        for member in tape.keptMembers(ofObjectAt: object.index) where !context.isStopped {
          add(tape.string(at: member.key) ?? "", object.box.element(at: member.value), &context)
        }
        return result
      }
      let entries = try InputValue.dictionary(raw, expected: "dictionary")
      result.reserveCapacity(entries.count)
      for (text, item) in entries where !context.isStopped { add(text, item, &context) }
      return result
    }
  }

  /// The emitter of a dictionary whose keys are not `String`: keys written as strings.
  static func emitter<Key: Hashable, Value>(
    _: [Key: Value].Type, writeKey: @escaping (Key) -> String, element: Emitter<Value>
  ) -> Emitter<[Key: Value]> {
    Emitter<[Key: Value]>(
      isNil: { _ in false },
      value: { dictionary, context in
        var result: [String: Any] = [:]
        result.reserveCapacity(dictionary.count)
        for (key, item) in dictionary {
          let text = writeKey(key)
          try OutputFailure.at(.entry(text)) {
            if let value = try element.value(item, &context) { result[text] = value }
          }
        }
        return result
      },
      write: { dictionary, writer, context in
        try writer.writeObject(dictionary.map { (key: writeKey($0.key), value: $0.value) }, options: context.options) { item, writer in
          try element.write(item, &writer, &context)
        }
      })
  }
}
