import Foundation

// The checks of the forms of FuzzForms.swift: the whole document read as transparent models and
// enumerations of any JSON kind.

extension FuzzHarness {
  /// The state the update check patches for ``FuzzForms`` and ``FuzzFormsValue``.
  nonisolated(unsafe) static let formsBase: [String: Any] = [
    "command": ["op": "store", "key": "k", "value": 2], "commands": [["op": 12, "key": "c"]],
    "item": ["named": "n"], "items": [["one": 1], "idle", ["leaf": ["id": 4, "name": "l"]]],
    "slot": ["t": 1, "v": 3], "slots": ["a": ["t": "pair", "v": ["a": 1]]],
    "nest": ["inner": 1, "y": 2], "nests": [["inner": "s", "z": 3]], "any": [1, "x", ["k": true]],
    "tags": ["a"], "caption": "c", "sections": [["s"], []], "captions": ["en": "hi"], "counts": ["a": 1],
    "refs": ["u1", "u2"], "posts": [["tally": 3], ["circle": ["radius": 1.5]]], "post": ["kind": "square", "shape": ["side": 2]],
    "retries": 3, "ratio": 0.25, "names": ["n"], "limits": ["a": 2], "level": 2,
  ]

  /// Checks a top-level value of `T` (an enumeration), the whole document.
  ///
  /// `registry.value(_:fromJSON:)` against `registry.value(_:from:)` on the parsed value: both
  /// throw alike and write the same JSON; for
  /// a picked input, the written bytes are the JSON form of `jsonObject(for:)` and read back, with
  /// no problem, to a value that writes the same again.
  static func checkBare<T>(_: T.Type, _ bytes: Data, _ parsed: Any?, full: Bool) {
    var issues: [MappingError] = []
    let fromBytes: T?
    var bytesError: MappingError?
    do {
      fromBytes = try registry.value(T.self, fromJSON: bytes, issues: &issues)
    } catch let error as MappingError {
      fromBytes = nil
      bytesError = error
    } catch {
      fail("value(\(T.self), fromJSON:) threw a non-MappingError: \(error)", bytes)
    }
    guard let parsed else {
      if fromBytes != nil { fail("value(\(T.self), fromJSON:) accepted what JSONParser refuses", bytes) }
      return
    }
    let fromValue: T?
    var valueError: MappingError?
    do {
      fromValue = try registry.value(T.self, from: parsed)
    } catch let error as MappingError {
      fromValue = nil
      valueError = error
    } catch {
      fail("value(\(T.self), from:) threw a non-MappingError: \(error)", bytes)
    }
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    if KnownDefects.reportsRepeatedKey(issues.map(\.summary), bytesError) { return }
    guard let fromBytes, let fromValue else {
      if (fromBytes == nil) != (fromValue == nil) {
        fail(
          "\(T.self): value(fromJSON:) \(bytesError.map { "threw \($0)" } ?? "succeeded") but value(from:) \(valueError.map { "threw \($0)" } ?? "succeeded")",
          bytes)
      }
      return
    }
    let (options, pretty) = Self.options(bytes)
    let includeNulls = options.contains(.includeNulls)
    func written(_ value: T) -> Any? {
      do {
        return try registry.jsonObject(for: value, includeNulls: includeNulls)
      } catch is MappingError {
        return nil
      } catch {
        fail("jsonObject(for: \(T.self)) threw a non-MappingError: \(error)", bytes)
      }
    }
    let first = written(fromBytes)
    let second = written(fromValue)
    if (first == nil) != (second == nil) { fail("\(T.self): output of the two readings differs in throwing", bytes) }
    guard let first, let second else { return }
    if let difference = Compare.difference(first, second, lenientDecimals: true) {
      fail("\(T.self): value(fromJSON:) and value(from:) write different values: \(difference)", bytes)
    }
    guard full else { return }
    let data: Data
    do {
      data = try registry.jsonData(for: fromBytes, prettyPrinted: pretty, options: options)
    } catch {
      fail("\(T.self): jsonData(for:) threw \(error) but jsonObject(for:) succeeded", bytes)
    }
    let text = String(decoding: data.prefix(600), as: UTF8.self)
    guard let reparsed = try? JSONParser.parse(data) else { fail("\(T.self): jsonData(for:) wrote invalid JSON: \(text)", bytes) }
    if let difference = Compare.difference(first, reparsed) {
      fail("\(T.self): jsonData(for:) and jsonObject(for:) disagree: \(difference)", bytes)
    }
    var again: [MappingError] = []
    let back: T
    do {
      back = try registry.value(T.self, fromJSON: data, issues: &again)
    } catch {
      fail("\(T.self): value(fromJSON: jsonData(for:)) threw \(error); written: \(text)", bytes)
    }
    if !again.isEmpty { fail("\(T.self): value(fromJSON: jsonData(for:)) reported \(again.map(\.summary)); written: \(text)", bytes) }
    guard let third = written(back) else { fail("\(T.self): the value read back cannot be written; written: \(text)", bytes) }
    if let difference = Compare.difference(first, third, lenientDecimals: true) {
      fail("\(T.self): round trip through jsonData(for:) changed the value: \(difference)\nwritten: \(text)", bytes)
    }
  }

  /// Checks a transparent model as the whole document, which may be any JSON value.
  ///
  /// `init(jsonData:)` against `init(dictionary:)` for an object (the same issues too) or `registry.value(_:from:)`
  /// for another value. Both throw alike and write the same JSON; `jsonObject()` writes an object
  /// or throws; for a picked input, the output reads back with no problem to the same output.
  static func checkTransparent<T: ReflectiveModel>(_: T.Type, _ bytes: Data, _ parsed: Any?, full: Bool) {
    let fromBytes = hydrate(bytes, T.self)
    guard let parsed else {
      if fromBytes.model != nil { fail("\(T.self)(jsonData:) accepted what JSONParser refuses", bytes) }
      return
    }
    let other: Outcome<T>
    let object = parsed as? [String: Any]
    if let object {
      other = hydrate(object, T.self, bytes)
    } else {
      do {
        other = (try registry.value(T.self, from: parsed), [], nil)
      } catch let error as MappingError {
        other = (nil, [], error)
      } catch {
        fail("value(\(T.self), from:) threw a non-MappingError: \(error)", bytes)
      }
    }
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    if KnownDefects.reportsRepeatedKey(fromBytes.issues, fromBytes.error) { return }
    // By design, `registry.value(_:from:)` refuses `null` for a type that is not optional (its
    // documented rule), while `init(jsonData:)` reads it as the property does: not compared.
    if object == nil, type(of: parsed) == NSNull.self { return }
    let otherName = object == nil ? "value(from:)" : "init(dictionary:)"
    if (fromBytes.error == nil) != (other.error == nil) {
      fail(
        "\(T.self): init(jsonData:) \(fromBytes.error.map { "threw \($0)" } ?? "succeeded") but \(otherName) \(other.error.map { "threw \($0)" } ?? "succeeded")",
        bytes)
    }
    if object != nil, fromBytes.issues != other.issues {
      fail("\(T.self): issues differ\n  jsonData:   \(fromBytes.issues)\n  dictionary: \(other.issues)", bytes)
    }
    guard let model = fromBytes.model, let otherModel = other.model else { return }
    let (options, pretty) = Self.options(bytes)
    /// The model's output as a JSON value, checked against `jsonObject()` and `jsonData(for:)`.
    func written(_ model: T) -> (value: Any, bytes: Data)? {
      let data: Data
      do {
        data = try model.jsonData(registry: registry, prettyPrinted: pretty, options: options)
      } catch is MappingError {
        return nil
      } catch {
        fail("\(T.self): jsonData() threw a non-MappingError: \(error)", bytes)
      }
      let text = String(decoding: data.prefix(600), as: UTF8.self)
      guard let value = try? JSONParser.parse(data) else { fail("\(T.self): jsonData() wrote invalid JSON: \(text)", bytes) }
      guard let bare = try? registry.jsonData(for: model, options: options), let bareValue = try? JSONParser.parse(bare),
        Compare.difference(value, bareValue) == nil
      else { fail("\(T.self): jsonData(for:) and jsonData() differ; jsonData(): \(text)", bytes) }
      do {
        let object = try model.jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
        if let difference = Compare.difference(object, value) { fail("\(T.self): jsonObject() and jsonData() disagree: \(difference)", bytes) }
      } catch let error as MappingError {
        if value is [String: Any] { fail("\(T.self): jsonObject() threw \(error) for the object \(text)", bytes) }
      } catch {
        fail("\(T.self): jsonObject() threw a non-MappingError: \(error)", bytes)
      }
      return (value, data)
    }
    let first = written(model)
    let second = written(otherModel)
    if (first == nil) != (second == nil) { fail("\(T.self): output of the two readings differs in throwing", bytes) }
    guard let first, let second else { return }
    if let difference = Compare.difference(first.value, second.value, lenientDecimals: true) {
      fail("\(T.self): init(jsonData:) and \(otherName) write different values: \(difference)", bytes)
    }
    guard full else { return }
    let text = String(decoding: first.bytes.prefix(600), as: UTF8.self)
    let back = hydrate(first.bytes, T.self)
    guard let again = back.model else {
      fail("\(T.self): init(jsonData: jsonData()) threw \(back.error.map(String.init(describing:)) ?? ""); written: \(text)", bytes)
    }
    if !back.issues.isEmpty { fail("\(T.self): init(jsonData: jsonData()) reported \(back.issues); written: \(text)", bytes) }
    guard let third = written(again) else { fail("\(T.self): the model read back cannot be written; written: \(text)", bytes) }
    if let difference = Compare.difference(first.value, third.value, lenientDecimals: true) {
      fail("\(T.self): round trip through jsonData() changed the model: \(difference)\nwritten: \(text)", bytes)
    }
  }
}
