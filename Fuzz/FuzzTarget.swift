import Foundation

// libFuzzer entry point. Compiled into one module together with the library's sources
// (see build.sh), so it calls the public API exactly as an application would.
//
// For every input it checks, and calls `fatalError` (which libFuzzer reports as a crash,
// saving the input) when one fails:
//  1. `JSONParser.parse` never traps; the `Data` and `[UInt8]` entry points agree.
//  2. For each fuzz model type, `init(jsonData:)` and `init(dictionary:)` on the parsed
//     object agree: both throw or neither; the same issues; the same `jsonObject()`. The whole
//     document is also read as transparent models and enumerations of any JSON kind
//     (`checkTransparent`, `checkBare` in FuzzForms.swift).
//  3. A hydrated model writes out (`jsonData()`, unless that throws a `MappingError`), the
//     bytes are the JSON form of `jsonObject()`, and hydrating them again gives a model with
//     the same `jsonObject()` and no issue at all; so does `init(dictionary: jsonObject())`.
//  4. Top-level arrays go through `[T](jsonData:)` and `[T](dictionaries:)`, which agree.
//  5. Objects parsed by JSONSerialization (NSNumber, NSString …) hydrate without trapping.
//  6. The input as a patch (`setValues(fromJSON:)`, `setValues(from:)`) of a model holding
//     state: the two agree, and a patch that throws leaves `jsonObject()` as it was.
//  7. The merge patch (RFC 7396) from a model holding state to the hydrated model, applied to
//     that state with `setValues(from:)`, gives the hydrated model's `jsonObject()`.
//  8. The stream readers agree with the whole-document readers, whatever the chunks
//     (FuzzStreams.swift).
// Checks 1, 2 and 4 run on every input twice: with the lenient defaults and under
// `Strictness.strict`; the costly ones (3, 5, 6, 7, 8) run for two models and in one pass that
// a hash of the input picks (`Picked`), or everywhere with FUZZ_ALL=1.
// A `MappingError` is an expected outcome everywhere; any other error is a finding.

/// libFuzzer's entry point: runs every check above on one input; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(Data(bytes: data, count: size))
  return 0
}

/// Differences the harness accepts: one defect reported and not fixed yet, and two consequences of
/// documented behaviour.
///
/// `FUZZ_STRICT=1` turns the tolerances off.
///
/// Fixed since the first run (their tolerances are gone, so the fuzzer would catch a
/// regression; see Tests/ReflectiveMapperTests/Hardening/HardeningRegressionTests.swift):
/// D1 null array elements reported differently by the two array entry points, D3 a `null`
/// discriminator dropping the element, D4 a far-away `Date` trapping in the ISO 8601 writer,
/// D5 dates outside 0000–9999 written unreadably, D6 repeated keys reported twice from bytes.
enum KnownDefects {
  static let strict = ProcessInfo.processInfo.environment["FUZZ_STRICT"] == "1"

  /// D2b (fixed): a JSON number with more significant digits than a Double keeps now reaches user
  /// code and `JSONParser.parse`'s result as its exact `Decimal` on every path (it used to be a
  /// `Double` from `JSONParser.parse`, so `init(dictionary:)` on its result wrote a rounded
  /// `String`, or took 12345678901234567.5 for an integer).
  ///
  /// The comparison of Decimals as Doubles stays as a tolerance for Decimal output written by
  /// different paths.
  static func decimalsAgreeAsDoubles(_ a: Decimal, _ b: Decimal) -> Bool {
    !strict && Double(a.description) == Double(b.description)
  }

  /// By design: `init(jsonData:)` names a number in a message as written (`27631429.4967296780`, or
  /// expanded: `-21474836493.4028235e38` as `-2147483649340282350000…`), `init(dictionary:)` on the
  /// parsed object as the `Double` it became (`27631429.49672968`, `-2.1474836493402823e+48`).
  ///
  /// Each `number <literal>` with a fraction, an exponent or more digits than a Double holds
  /// exactly is rewritten as the Double it reads as before comparing.
  static func normalizeNumbers(_ summary: String) -> String {
    guard !strict, summary.contains("number ") else { return summary }
    var result = ""
    var rest = Substring(summary)
    while let range = rest.range(of: "number ") {
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      let literal = rest.prefix { "0123456789+-.eE".contains($0) }
      let inexact = literal.contains(where: { ".eE".contains($0) }) || literal.filter(\.isNumber).count > 15
      if inexact, let value = Double(literal) {
        result += "\(value)"
        rest = rest.dropFirst(literal.count)
      }
    }
    return result + rest
  }
}

extension KnownDefects {
  /// By design: a number beyond `Double`'s range (`1e400`) has no parsed dictionary to compare.
  ///
  /// `JSONParser.parse` refuses such a document, as JSONSerialization does, while
  /// `init(jsonData:)` reports the number at its property, as it does an integer's overflow.
  static func outOfRangeOnly(_ error: MappingError) -> Bool {
    !strict && error.description.contains("number out of range")
  }

  /// By design: a key a model reads, repeated in one object, is a problem from bytes only
  /// (`duplicateKey`); a parsed dictionary has already kept one value, so the entry points are
  /// not compared on such an input.
  static func reportsRepeatedKey(_ issues: [String], _ error: MappingError?) -> Bool {
    error?.reason.code == "duplicateKey" || issues.contains { $0.contains("appears more than once") }
  }

  /// By design: a number literal whose nonzero digits underflow to 0 (`1e-400`) is not an integer,
  /// and `init(jsonData:)` (which sees the literal) refuses it for an integer property;
  /// `JSONParser.parse` gives it as the `Double` 0.0, as JSONSerialization does, so
  /// `init(dictionary:)` on its result takes it as 0.
  ///
  /// The two entry points are not compared on such an input.
  static func hasUnderflowingLiteral(_ bytes: Data) -> Bool {
    guard !strict else { return false }
    let text = String(decoding: bytes, as: UTF8.self)
    var index = text.startIndex
    while let found = text[index...].firstIndex(where: { $0 == "e" || $0 == "E" }) {
      // The literal around the exponent marker.
      let start = text[..<found].lastIndex { !"0123456789.-+".contains($0) }.map { text.index(after: $0) } ?? text.startIndex
      let end = text[text.index(after: found)...].firstIndex { !"0123456789+-".contains($0) } ?? text.endIndex
      let literal = text[start..<end]
      let mantissa = literal.prefix(while: { $0 != "e" && $0 != "E" })
      if let value = Double(literal), value == 0, mantissa.contains(where: { "123456789".contains($0) }) {
        return true
      }
      index = text.index(after: found)
    }
    return false
  }
}

enum FuzzHarness {
  /// The registry of the current pass.
  ///
  /// libFuzzer calls the harness on one thread.
  nonisolated(unsafe) static var registry = fuzzRegistry

  /// Runs the checks once with the lenient registry and once with the strict one.
  static func run(_ bytes: Data) {
    if NestProfile.enabled { return NestProfile.report(bytes) }
    let picked = Picked(bytes)
    for (index, pass) in [fuzzRegistry, fuzzStrictRegistry].enumerated() {
      registry = pass
      runPass(bytes, picked: picked.pass == index ? picked : nil)
    }
  }

  /// Which of the costly checks an input gets (see Fuzz/README.md, "What an input costs").
  ///
  /// The output, round trip, merge patch and update checks of two of the models, the stream
  /// differential and the Foundation-shaped input, in one of the two passes, all picked by a
  /// hash of the input, so that a run spreads them over its inputs. Every input gets the
  /// entry-point differential of every model in both passes. `FUZZ_ALL=1` runs every check
  /// of every model in both passes (about 10 times slower).
  struct Picked {
    static let all = ProcessInfo.processInfo.environment["FUZZ_ALL"] == "1"
    /// The number of models (and groups of top-level forms) `runPass` checks, each an index.
    static let count = 15
    /// The pass (0 lenient, 1 strict) that runs the costly checks.
    let pass: Int
    private let models: (Int, Int)

    init(_ bytes: Data) {
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
      pass = Int(hash & 1)
      models = (Int((hash >> 1) % UInt64(Self.count)), Int((hash >> 9) % UInt64(Self.count)))
    }

    /// Whether the model at `index` (in `runPass`'s order) gets the costly checks.
    func includes(_ index: Int) -> Bool { Self.all || models.0 == index || models.1 == index }
  }

  static func runPass(_ bytes: Data, picked: Picked?) {
    let everything = Picked.all
    let parsed: Any?
    do {
      parsed = try JSONParser.parse(bytes)
    } catch let error as MappingError {
      parsed = nil
      // By design (see KnownDefects.outOfRangeOnly), bytes the parser refuses only for a
      // number beyond Double's range are read by the models' own entry points: checked
      // there for traps and MappingErrors, not compared with a dictionary.
      if KnownDefects.outOfRangeOnly(error) {
        exerciseBytesOnly(bytes)
        return
      }
    } catch {
      fail("JSONParser.parse threw a non-MappingError: \(error)", bytes)
    }
    let parsedFromArray = try? JSONParser.parse(Array(bytes))
    if (parsed == nil) != (parsedFromArray == nil) {
      fail("JSONParser.parse(Data) and parse([UInt8]) disagree on validity", bytes)
    }
    if let parsed, let parsedFromArray, let difference = Compare.difference(parsed, parsedFromArray) {
      fail("JSONParser.parse(Data) and parse([UInt8]) disagree: \(difference)", bytes)
    }

    if picked != nil || everything { checkStreams(bytes, parsed: parsed) }

    let object = parsed as? [String: Any]
    /// Whether the model at `index` gets the costly checks in this pass.
    func full(_ index: Int) -> Bool { everything || picked?.includes(index) == true }
    check(FuzzRoot.self, bytes, object, full: full(0))
    check(FuzzScalars.self, bytes, object, full: full(1))
    check(FuzzCollector.self, bytes, object, full: full(2))
    check(FuzzShape.self, bytes, object, full: full(3))
    check(FuzzStrict.self, bytes, object, full: full(4))
    check(FuzzKeeper.self, bytes, object, full: full(5))
    check(FuzzValueRoot.self, bytes, object, full: full(6))
    check(FuzzValueScalars.self, bytes, object, full: full(7))
    check(FuzzTagged.self, bytes, object, full: full(8))
    check(FuzzFrozen.self, bytes, object, full: full(9))
    check(FuzzFrozenClass.self, bytes, object, full: full(10))
    check(FuzzForms.self, bytes, object, full: full(11))
    check(FuzzFormsValue.self, bytes, object, full: full(12))
    // The whole document as a transparent model and as an enumeration (any JSON value).
    checkTransparent(FuzzTagList.self, bytes, parsed, full: full(13))
    checkTransparent(FuzzCaption.self, bytes, parsed, full: full(13))
    checkTransparent(FuzzCounts.self, bytes, parsed, full: full(13))
    checkBare(FuzzNest.self, bytes, parsed, full: full(14))
    // (The whole document as an untagged JSON value is the costliest read of all, most of an
    // input's time on a 3 KB object: picked inputs only.)
    if full(14) { checkBare(FuzzAny.self, bytes, parsed, full: true) }
    checkBare(FuzzItem.self, bytes, parsed, full: full(14))
    checkBare(FuzzCommand.self, bytes, parsed, full: full(14))
    checkBare(FuzzSlot.self, bytes, parsed, full: full(14))
    if let array = parsed as? [Any] { checkArray(FuzzRoot.self, bytes, array) }
    if let object {
      if full(0) { checkUpdate(FuzzRoot.self, bytes, object) }
      if full(1) { checkUpdate(FuzzScalars.self, bytes, object) }
      if full(2) { checkUpdate(FuzzCollector.self, bytes, object) }
      if full(4) { checkUpdate(FuzzStrict.self, bytes, object) }
      if full(5) { checkUpdate(FuzzKeeper.self, bytes, object) }
      if full(6) { checkUpdate(FuzzValueRoot.self, bytes, object) }
      if full(7) { checkUpdate(FuzzValueScalars.self, bytes, object) }
      if full(9) { checkUpdate(FuzzFrozen.self, bytes, object) }
      if full(10) { checkUpdate(FuzzFrozenClass.self, bytes, object) }
      if full(11) { checkUpdate(FuzzForms.self, bytes, object) }
      if full(12) { checkUpdate(FuzzFormsValue.self, bytes, object) }
    }
    guard picked != nil || everything else { return }

    // Foundation-shaped input: NSNumber, booleans, NSNull, bridged containers.
    if bytes.count < 2048, let foundation = try? JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed]) {
      if let dictionary = foundation as? [String: Any] {
        exercise(FuzzRoot.self, dictionary)
        exercise(FuzzScalars.self, dictionary)
        exercise(FuzzCollector.self, dictionary)
        exercise(FuzzValueRoot.self, dictionary)
        exercise(FuzzFrozen.self, dictionary)
        exercise(FuzzForms.self, dictionary)
      } else if let array = foundation as? [Any] {
        var issues: [MappingError] = []
        _ = try? [FuzzRoot](dictionaries: array, registry: registry, issues: &issues)
      }
    }
  }

  /// Bytes with no dictionary to compare against: each model's `init(jsonData:)`, its
  /// output and an update, which must end in a model or a `MappingError`, never a trap.
  static func exerciseBytesOnly(_ bytes: Data) {
    func one<T: ReflectiveModel>(_: T.Type) {
      let outcome = hydrate(bytes, T.self)
      if let model = outcome.model { _ = try? model.jsonData(registry: registry) }
    }
    one(FuzzRoot.self)
    one(FuzzScalars.self)
    one(FuzzCollector.self)
    one(FuzzShape.self)
    one(FuzzStrict.self)
    one(FuzzKeeper.self)
    one(FuzzValueRoot.self)
    one(FuzzValueScalars.self)
    one(FuzzTagged.self)
    one(FuzzFrozen.self)
    one(FuzzFrozenClass.self)
    one(FuzzForms.self)
    one(FuzzFormsValue.self)
    one(FuzzTagList.self)
    one(FuzzCaption.self)
    one(FuzzCounts.self)
    func bare<T>(_: T.Type) { if let value = try? registry.value(T.self, fromJSON: bytes) { _ = try? registry.jsonData(for: value) } }
    bare(FuzzNest.self)
    bare(FuzzAny.self)
    bare(FuzzItem.self)
    bare(FuzzCommand.self)
    bare(FuzzSlot.self)
    var issues: [MappingError] = []
    _ = try? [FuzzRoot](jsonData: bytes, registry: registry, issues: &issues)
  }

  /// Output options picked from the input, so every combination gets exercised.
  static func options(_ bytes: Data) -> (OutputOptions, Bool) {
    let seed = bytes.count
    var options: OutputOptions = []
    if seed & 1 != 0 { options.insert(.sortedKeys) }
    if seed & 2 != 0 { options.insert(.includeNulls) }
    return (options, seed & 4 != 0)
  }

  typealias Outcome<T> = (model: T?, issues: [String], error: MappingError?)

  static func hydrate<T: ReflectiveModel>(_ bytes: Data, _: T.Type) -> Outcome<T> {
    var issues: [MappingError] = []
    do {
      let model = try T(jsonData: bytes, registry: registry, issues: &issues)
      return (model, issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted(), nil)
    } catch let error as MappingError {
      return (nil, issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted(), error)
    } catch {
      fail("init(jsonData:) threw a non-MappingError: \(error)", bytes)
    }
  }

  static func hydrate<T: ReflectiveModel>(_ dictionary: [String: Any], _: T.Type, _ bytes: Data) -> Outcome<T> {
    var issues: [MappingError] = []
    do {
      let model = try T(dictionary: dictionary, registry: registry, issues: &issues)
      return (model, issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted(), nil)
    } catch let error as MappingError {
      return (nil, issues.map { KnownDefects.normalizeNumbers($0.summary) }.sorted(), error)
    } catch {
      fail("init(dictionary:) threw a non-MappingError: \(error)", bytes)
    }
  }

  static func check<T: ReflectiveModel>(_ type: T.Type, _ bytes: Data, _ object: [String: Any]?, full: Bool) {
    let fromBytes = hydrate(bytes, T.self)
    guard let object else {
      // Not an object (or not JSON): init(jsonData:) must refuse it.
      if fromBytes.model != nil { fail("\(T.self)(jsonData:) accepted a non-object", bytes) }
      return
    }
    let fromDictionary = hydrate(object, T.self, bytes)
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    if KnownDefects.reportsRepeatedKey(fromBytes.issues, fromBytes.error) { return }
    if (fromBytes.error == nil) != (fromDictionary.error == nil) {
      fail(
        "\(T.self): init(jsonData:) \(fromBytes.error.map { "threw \($0)" } ?? "succeeded") but init(dictionary:) \(fromDictionary.error.map { "threw \($0)" } ?? "succeeded")",
        bytes)
    }
    if fromBytes.issues != fromDictionary.issues {
      fail("\(T.self): issues differ\n  jsonData:   \(fromBytes.issues)\n  dictionary: \(fromDictionary.issues)", bytes)
    }
    guard full, let model = fromBytes.model, let other = fromDictionary.model else { return }
    let (options, pretty) = Self.options(bytes)
    let first = output(model, options, pretty, bytes)
    let second = output(other, options, pretty, bytes)
    switch (first, second) {
    case (nil, nil): return
    case (let a?, let b?):
      if let difference = Compare.difference(a.object, b.object, lenientDecimals: true) {
        fail("\(T.self): jsonObject() after init(jsonData:) and init(dictionary:) differ: \(difference)", bytes)
      }
      roundTrip(model, a.object, a.bytes, options, bytes)
      mergePatchRoundTrip(model, bytes)
    default:
      fail("\(T.self): output of the two hydrations differs in throwing", bytes)
    }
  }

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

/// A recursive comparison of JSON-shaped values that reports the first difference.
enum Compare {
  enum Number {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    /// A `Float` (jsonObject() keeps one): its text is the shortest digits that read back as
    /// this Float, which as a Double need not equal `Double(float)`.
    case float(Float)
    case decimal(Decimal)

    init?(_ value: Any) {
      switch value {
      case let v as Int where type(of: value) == Int.self: self = .signed(Int64(v))
      case let v as Int64 where type(of: value) == Int64.self: self = .signed(v)
      case let v as UInt64 where type(of: value) == UInt64.self: self = .unsigned(v)
      case let v as Double where type(of: value) == Double.self: self = .double(v)
      case let v as Float where type(of: value) == Float.self: self = .float(v)
      case let v as Decimal where type(of: value) == Decimal.self: self = .decimal(v)
      default:
        guard type(of: value) is NSNumber.Type, type(of: value) != type(of: NSNumber(value: true)) else { return nil }
        let number = value as! NSNumber
        self = .double(number.doubleValue)
      }
    }

    var double: Double {
      switch self {
      case .signed(let v): Double(v)
      case .unsigned(let v): Double(v)
      case .double(let v): v
      case .float(let v): Double(v)
      case .decimal(let v): Double(v.description) ?? .nan
      }
    }

    var decimal: Decimal? {
      switch self {
      case .signed(let v): Decimal(v)
      case .unsigned(let v): Decimal(v)
      case .double, .float: nil
      case .decimal(let v): v
      }
    }

    static func equal(_ a: Number, _ b: Number, lenientDecimals: Bool) -> Bool {
      if case .decimal(let x) = a, case .decimal(let y) = b, lenientDecimals {
        return x == y || KnownDefects.decimalsAgreeAsDoubles(x, y)
      }
      if let x = a.decimal, let y = b.decimal { return x == y }
      if case .float(let x) = a { return x == Float(b.double) }
      if case .float(let y) = b { return Float(a.double) == y }
      return a.double == b.double
    }
  }

  /// Whether a JSON value holds `null` anywhere.
  static func containsNull(_ value: Any) -> Bool {
    if type(of: value) == NSNull.self { return true }
    if let object = value as? [String: Any] { return object.values.contains(where: containsNull) }
    if let array = value as? [Any] { return array.contains(where: containsNull) }
    return false
  }

  static func difference(_ a: Any, _ b: Any, path: String = "$", unordered: Bool = false, lenientDecimals: Bool = false) -> String? {
    // Containers may be typed (`[String]`, `[String: Int]`): JSON arrays and objects all the same.
    let aStyle = Mirror(reflecting: a).displayStyle
    let bStyle = Mirror(reflecting: b).displayStyle
    if aStyle == .dictionary, let x = a as? [String: Any] {
      guard bStyle == .dictionary, let y = b as? [String: Any] else { return "\(path): object vs \(type(of: b))" }
      let keys = Set(x.keys)
      let otherKeys = Set(y.keys)
      if keys != otherKeys {
        return "\(path): keys \(keys.subtracting(otherKeys).sorted()) only left, \(otherKeys.subtracting(keys).sorted()) only right"
      }
      for key in keys.sorted() {
        if let difference = difference(
          x[key]!, y[key]!, path: "\(path).\(key)", unordered: fuzzUnorderedKeys.contains(key), lenientDecimals: lenientDecimals)
        {
          return difference
        }
      }
      return nil
    }
    if aStyle == .collection, let x = a as? [Any] {
      guard bStyle == .collection, var y = b as? [Any] else { return "\(path): array vs \(type(of: b))" }
      if x.count != y.count { return "\(path): \(x.count) elements vs \(y.count)" }
      if unordered {
        // Match each element with an equal one on the other side.
        for (index, item) in x.enumerated() {
          guard let match = y.firstIndex(where: { difference(item, $0, lenientDecimals: lenientDecimals) == nil }) else {
            return "\(path)[\(index)]: no equal element on the right (\(item))"
          }
          y.remove(at: match)
        }
        return nil
      }
      for (index, (left, right)) in zip(x, y).enumerated() {
        if let difference = difference(left, right, path: "\(path)[\(index)]", lenientDecimals: lenientDecimals) {
          return difference
        }
      }
      return nil
    }
    if type(of: a) == NSNull.self || type(of: b) == NSNull.self {
      return type(of: a) == type(of: b) ? nil : "\(path): \(a) vs \(b)"
    }
    if type(of: a) == String.self || type(of: b) == String.self {
      guard let x = a as? String, let y = b as? String, type(of: a) == String.self, type(of: b) == String.self else {
        return "\(path): \(type(of: a)) \(a) vs \(type(of: b)) \(b)"
      }
      return x == y ? nil : "\(path): \(x.debugDescription.prefix(200)) vs \(y.debugDescription.prefix(200))"
    }
    if type(of: a) == Bool.self || type(of: b) == Bool.self {
      guard type(of: a) == Bool.self, type(of: b) == Bool.self else { return "\(path): \(type(of: a)) \(a) vs \(type(of: b)) \(b)" }
      return (a as! Bool) == (b as! Bool) ? nil : "\(path): \(a) vs \(b)"
    }
    if let x = Number(a), let y = Number(b) {
      return Number.equal(x, y, lenientDecimals: lenientDecimals) ? nil : "\(path): \(type(of: a)) \(a) vs \(type(of: b)) \(b)"
    }
    return "\(path): incomparable \(type(of: a)) \(a) vs \(type(of: b)) \(b)"
  }
}
