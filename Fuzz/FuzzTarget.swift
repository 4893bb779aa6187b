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
//     (`checkTransparent`, `checkBare` in FuzzForms+Checks.swift).
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
}
