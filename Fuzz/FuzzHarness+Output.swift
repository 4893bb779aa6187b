import Foundation

// The harness's output checks (checks 3, 5, 6 and 7 of FuzzTarget.swift's list): writing a
// hydrated model out and reading it back, arrays, patches and merge patches.

extension FuzzHarness {
  /// The JSON object and bytes of a model, or nil when output throws a `MappingError`
  /// (then both must throw).
  static func output<T: ReflectiveModel>(_ model: T, _ options: OutputOptions, _ pretty: Bool, _ input: Data) -> (object: [String: Any], bytes: Data)?
  {
    _ = model.dictionaryRepresentation(registry: registry)
    let object: [String: Any]?
    let objectError: MappingError?
    do {
      object = try model.jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
      objectError = nil
    } catch let error as MappingError {
      object = nil
      objectError = error
    } catch {
      fail("jsonObject() threw a non-MappingError: \(error)", input)
    }
    let bytes: Data?
    do {
      bytes = try model.jsonData(registry: registry, prettyPrinted: pretty, options: options)
    } catch let error as MappingError {
      if object != nil { fail("\(T.self): jsonData() threw \(error) but jsonObject() succeeded", input) }
      return nil
    } catch {
      fail("jsonData() threw a non-MappingError: \(error)", input)
    }
    guard let object, let bytes else {
      fail("\(T.self): jsonObject() threw \(objectError.map(String.init(describing:)) ?? "") but jsonData() succeeded", input)
    }
    // The bytes must be valid JSON whose value is the jsonObject().
    let reparsed: Any
    do {
      reparsed = try JSONParser.parse(bytes)
    } catch {
      fail("\(T.self): jsonData() wrote invalid JSON (\(error)): \(String(decoding: bytes.prefix(300), as: UTF8.self))", input)
    }
    if let difference = Compare.difference(object, reparsed) {
      fail("\(T.self): jsonData() and jsonObject() disagree: \(difference)", input)
    }
    return (object, bytes)
  }

  static func roundTrip<T: ReflectiveModel>(_ model: T, _ object: [String: Any], _ written: Data, _ options: OutputOptions, _ input: Data) {
    for (name, again) in [
      ("init(jsonData: jsonData())", hydrate(written, T.self)), ("init(dictionary: jsonObject())", hydrate(object, T.self, input)),
    ] {
      guard let model = again.model else {
        fail(
          "\(T.self): \(name) threw \(again.error.map(String.init(describing:)) ?? ""); written: \(String(decoding: written.prefix(300), as: UTF8.self))",
          input)
      }
      // A model's own output reads back with no problem at all.
      if !again.issues.isEmpty {
        fail("\(T.self): \(name) reported \(again.issues); written: \(String(decoding: written.prefix(1500), as: UTF8.self))", input)
      }
      let secondObject: [String: Any]
      do {
        secondObject = try model.jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
      } catch {
        fail("\(T.self): jsonObject() of \(name) threw \(error)", input)
      }
      if let difference = Compare.difference(object, secondObject, lenientDecimals: true) {
        fail(
          "\(T.self): round trip through \(name) changed the model: \(difference)\nwritten: \(String(decoding: written.prefix(1500), as: UTF8.self))",
          input)
      }
    }
  }

  /// Whether `problem` is a class's `let` that an update would change.
  static func isImmutableProperty(_ problem: MappingError) -> Bool {
    if case .immutableProperty = problem.reason { return true }
    return false
  }

  /// Check 7: `base.setValues(from: model.mergePatch(from: base))` makes `base` write what `model` writes.
  static func mergePatchRoundTrip<T: ReflectiveModel>(_ model: T, _ input: Data) {
    // (A merge patch cannot set a member to `null`: RFC 7396 removes it. Collected `null`s are
    // out of its reach.)
    guard let object = try? model.jsonObject(registry: registry), !Compare.containsNull(object) else { return }
    var target = base(T.self)
    let patch: [String: Any]
    do {
      patch = try model.mergePatch(from: target, registry: registry)
    } catch is MappingError {
      return  // (the base cannot be written: a one-way value)
    } catch {
      fail("\(T.self): mergePatch(from:) threw a non-MappingError: \(error)", input)
    }
    var issues: [MappingError] = []
    do {
      try target.setValues(from: patch, registry: registry, issues: &issues)
    } catch let error as MappingError where T.self is AnyClass && error.issues.filter(\.isFatal).allSatisfy(Self.isImmutableProperty) {
      return  // (a strict mapping refuses a change to a class's `let`, as it should)
    } catch {
      fail("\(T.self): applying mergePatch(from:) threw \(error); patch: \(patch)", input)
    }
    guard var after = try? target.jsonObject(registry: registry) else {
      fail("\(T.self): the patched model cannot be written; patch: \(patch)", input)
    }
    // A class keeps its `let`s: a patch that changes one is reported for it (`immutableProperty`),
    // and the rest must still be reproduced. (The immutable fuzz models use their names as keys.)
    var expected = object
    for issue in issues {
      guard case .immutableProperty(let name) = issue.reason else { continue }
      if T.self is AnyClass, patch[name] != nil {
        expected[name] = nil
        after[name] = nil
      } else {
        fail("\(T.self): applying mergePatch(from:) reported \(issue); patch: \(patch)", input)
      }
    }
    if let difference = Compare.difference(expected, after, lenientDecimals: true) {
      fail("\(T.self): the merge patch did not reproduce the model: \(difference)\npatch: \(patch)", input)
    }
  }

  static func checkArray<T: ReflectiveModel>(_: T.Type, _ bytes: Data, _ array: [Any]) {
    var issues: [MappingError] = []
    let fromBytes: [T]?
    var arrayError: MappingError?
    do {
      fromBytes = try [T](jsonData: bytes, registry: registry, issues: &issues)
    } catch let error as MappingError {
      fromBytes = nil
      arrayError = error
    } catch {
      fail("[T](jsonData:) threw a non-MappingError: \(error)", bytes)
    }
    let bytesIssues = issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted()
    issues = []
    let fromDictionaries: [T]?
    do {
      fromDictionaries = try [T](dictionaries: array, registry: registry, issues: &issues)
    } catch is MappingError {
      fromDictionaries = nil
    } catch {
      fail("[T](dictionaries:) threw a non-MappingError: \(error)", bytes)
    }
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    if KnownDefects.reportsRepeatedKey(bytesIssues, arrayError) { return }
    if (fromBytes == nil) != (fromDictionaries == nil) { fail("[\(T.self)](jsonData:) and (dictionaries:) disagree on throwing", bytes) }
    let dictionariesIssues = issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted()
    if bytesIssues != dictionariesIssues {
      fail("[\(T.self)]: issues differ\n  jsonData:     \(bytesIssues)\n  dictionaries: \(dictionariesIssues)", bytes)
    }
    guard let fromBytes, let fromDictionaries else { return }
    if fromBytes.count != fromDictionaries.count { fail("[\(T.self)]: element counts differ", bytes) }
    for (a, b) in zip(fromBytes, fromDictionaries) {
      let first = try? a.jsonObject(registry: registry)
      let second = try? b.jsonObject(registry: registry)
      if (first == nil) != (second == nil) { fail("[\(T.self)]: element output differs in throwing", bytes) }
      if let first, let second, let difference = Compare.difference(first, second, lenientDecimals: true) {
        fail("[\(T.self)]: elements differ: \(difference)", bytes)
      }
    }
  }

  /// The document the update check patches: `seeds/root-everything.json`, each model type
  /// taking its part of it (the root all of it, the others the object under their key).
  nonisolated(unsafe) static let baseDocument: [String: Any] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("seeds/root-everything.json")
    guard let data = try? Data(contentsOf: url), let object = try? JSONParser.parse(data) as? [String: Any] else {
      fatalError("fuzz: cannot read \(url.path)")
    }
    return object
  }()

  /// A fresh instance of `T` holding state for a patch to change: hydrated (leniently, its
  /// problems ignored) from its part of ``baseDocument``.
  static func base<T: ReflectiveModel>(_: T.Type) -> T {
    let part: Any?
    switch T.self {
    case is FuzzScalars.Type, is FuzzValueScalars.Type: part = baseDocument["scalars"]
    case is FuzzCollector.Type: part = baseDocument["collector"]
    case is FuzzStrict.Type: part = baseDocument["strict"]
    case is FuzzKeeper.Type: part = baseDocument["collector"]
    // (An immutable model has no empty instance: its base is built from a fixed document.)
    case is FuzzFrozen.Type: part = ["id": 1, "title": "base", "leaf": ["id": 2, "name": "l"], "leaves": [["id": 3]], "count": 4]
    case is FuzzFrozenClass.Type: part = ["id": 1, "name": "base", "score": 2.5, "leaf": ["id": 2]]
    case is FuzzForms.Type, is FuzzFormsValue.Type: part = formsBase
    default: part = baseDocument
    }
    var issues: [MappingError] = []
    return (part as? [String: Any]).flatMap { try? T(dictionary: $0, registry: fuzzRegistry, issues: &issues) } ?? T()
  }

  /// The differential update check: the input, as a patch through `setValues(fromJSON:)` and
  /// `setValues(from:)` on two fresh base instances.
  ///
  /// The two agree on throwing, on the issues and on the result; and when they throw, the model's
  /// `jsonObject()` is exactly what it was before the call (all or nothing, nested instances
  /// included).
  static func checkUpdate<T: ReflectiveModel>(_: T.Type, _ bytes: Data, _ object: [String: Any]) {
    func snapshot(_ model: T) -> [String: Any]? { try? model.jsonObject(registry: registry, includeNulls: true) }
    typealias Patched = (error: MappingError?, issues: [String], after: [String: Any]?)
    func patch(_ name: String, _ apply: (inout T, inout [MappingError]) throws -> Void) -> Patched? {
      var model = base(T.self)
      guard let before = snapshot(model) else { return nil }
      var issues: [MappingError] = []
      var thrown: MappingError?
      do {
        try apply(&model, &issues)
      } catch let error as MappingError {
        thrown = error
      } catch {
        fail("\(T.self).\(name) threw a non-MappingError: \(error)", bytes)
      }
      let after = snapshot(model)
      if let thrown {
        guard let after else { fail("\(T.self).\(name) threw (\(thrown)) and left a model that cannot be written", bytes) }
        if let difference = Compare.difference(before, after) {
          fail("\(T.self).\(name) threw (\(thrown)) but changed the model: \(difference)", bytes)
        }
      }
      return (thrown, issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted(), after)
    }
    guard
      let fromBytes = patch("setValues(fromJSON:)", { try $0.setValues(fromJSON: bytes, registry: registry, issues: &$1) }),
      let fromDictionary = patch("setValues(from:)", { try $0.setValues(from: object, registry: registry, issues: &$1) })
    else { return }
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    if KnownDefects.reportsRepeatedKey(fromBytes.issues, fromBytes.error) { return }
    if (fromBytes.error == nil) != (fromDictionary.error == nil) {
      fail(
        "\(T.self): setValues(fromJSON:) \(fromBytes.error.map { "threw \($0)" } ?? "succeeded") but setValues(from:) \(fromDictionary.error.map { "threw \($0)" } ?? "succeeded")",
        bytes)
    }
    if fromBytes.issues != fromDictionary.issues {
      fail("\(T.self): update issues differ\n  jsonData:   \(fromBytes.issues)\n  dictionary: \(fromDictionary.issues)", bytes)
    }
    if let a = fromBytes.after, let b = fromDictionary.after,
      let difference = Compare.difference(a, b, unordered: false, lenientDecimals: true)
    {
      fail("\(T.self): the two updates give different models: \(difference)", bytes)
    }
  }

  /// Foundation-shaped input: must not trap; output must not trap.
  static func exercise<T: ReflectiveModel>(_: T.Type, _ dictionary: [String: Any]) {
    var issues: [MappingError] = []
    guard var model = try? T(dictionary: dictionary, registry: registry, issues: &issues) else { return }
    try? model.setValues(from: dictionary, registry: registry, issues: &issues)
    _ = model.dictionaryRepresentation(registry: registry)
    _ = try? model.jsonObject(registry: registry)
    _ = try? model.jsonData(registry: registry)
  }

  static func fail(_ message: String, _ input: Data) -> Never {
    let shown = String(decoding: input.prefix(600), as: UTF8.self)
    fatalError("FUZZ FINDING: \(message)\ninput (\(input.count) bytes): \(shown)")
  }
}
