import Foundation

// The enumeration and model forms of #49, in fuzz models: tags that are numbers, Booleans and
// ranges, several tags per case, bare payloads under external and adjacent keys, untagged
// enumerations (one recursive, whose cases half-read the same input), transparent models (at
// the top level, as a property, an array element, a dictionary value, an identified array and
// under wrapping resolvers), and the defaults for a missing value, a failure and an empty
// collection. Registered in both registries by `registerFuzzForms`.

/// Tagged under `"op"` by strings, integers, Booleans, numbers and ranges, several per case.
enum FuzzCommand: Equatable, Sendable {
  case load(key: String)
  case store(key: String, value: Int)
  case halt
}

/// Bare payloads under the external key (`{"three": true}`), a model, a transparent model and an
/// enumeration as payloads, and a case without values (`{"idle": {}}` or `"idle"`).
enum FuzzItem: Sendable {
  case one(Int)
  case three(Bool)
  case named(String?)
  case leaf(FuzzValueLeaf)
  case caption(FuzzCaption)
  case command(FuzzCommand)
  case idle
}

/// Adjacent (`{"t": 1, "v": 5}`), tagged by integers, Booleans, numbers and ranges; bare payloads
/// and one case with members.
enum FuzzSlot: Sendable {
  case count(Int)
  case flag(Bool)
  case ratio(Double?)
  case pair(a: Int, b: String?)
  case empty
}

/// Untagged and recursive: `left` and `right` both read `inner` (a whole nested value) before they
/// fail for a missing `y` or `z`, so each level half-reads the level below twice; the cost must
/// stay at most cases × payload, not 2^depth.
indirect enum FuzzNest: Sendable {
  case left(inner: FuzzNest, y: Int)
  case right(inner: FuzzNest, z: Int)
  case many([FuzzNest])
  case leaf(Int)
  case text(String)
}

/// Any JSON value, untagged, with a fallback (MetaCodable's `CodableValue`).
indirect enum FuzzAny: Sendable {
  case bool(Bool)
  case uint(UInt)
  case int(Int)
  case double(Double)
  case string(String)
  case array([FuzzAny])
  case object([String: FuzzAny])
  case unknown
}

/// A transparent struct over a lossy `[String]`: `["a", "b"]`; `cache` is excluded.
struct FuzzTagList: ReflectiveModel {
  var values: [String] = []
  var cache = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["values": \FuzzTagList.values, "cache": \FuzzTagList.cache] }
}

/// A transparent class over an optional string: `"text"` or `null`.
final class FuzzCaption: ReflectiveModel, @unchecked Sendable {
  var text: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["text": \FuzzCaption.text] }
}

/// A transparent model built by its initializer, over a dictionary: `{"a": 1}`.
struct FuzzCounts: ReflectiveInitializable {
  let byKey: [String: Int]
  static var keyPaths: [String: AnyKeyPath] { ["byKey": \FuzzCounts.byKey] }
  init(mappedValues values: MappedValues) throws { byKey = try values["byKey"] }
}

/// A transparent class over an identifier, matched by it in an identified array (`["u1", "u2"]`);
/// `note` is state the input never sets.
final class FuzzRef: ReflectiveModel {
  var id = ""
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \FuzzRef.id, "note": \FuzzRef.note] }
}

/// A shape that is its one value, a bare payload under a wrapping resolver's key: `{"tally": 3}`.
final class FuzzTally: FuzzShape {
  var count = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["count": \FuzzTally.count]) { $1 } }
}

/// The forms as a class model's properties.
final class FuzzForms: ReflectiveModel {
  var command = FuzzCommand.halt
  var commands: [FuzzCommand] = []
  var item: FuzzItem?
  var items: [FuzzItem] = []
  var slot: FuzzSlot?
  var slots: [String: FuzzSlot] = [:]
  var nest: FuzzNest?
  var nests: [FuzzNest] = []
  var any: FuzzAny?
  var anyList: [FuzzAny] = []
  var tags = FuzzTagList()
  var caption: FuzzCaption?
  var sections: [FuzzTagList] = []
  var captions: [String: FuzzCaption] = [:]
  var counts: FuzzCounts?
  var refs: [FuzzRef] = []
  var posts: [FuzzShape] = []
  var post: FuzzShape?
  var retries = 0
  var ratio = 0.0
  var names: [String] = []
  var limits: [String: Int] = [:]
  var level: FuzzLevel?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "command": \FuzzForms.command, "commands": \FuzzForms.commands, "item": \FuzzForms.item, "items": \FuzzForms.items,
      "slot": \FuzzForms.slot, "slots": \FuzzForms.slots, "nest": \FuzzForms.nest, "nests": \FuzzForms.nests,
      "any": \FuzzForms.any, "anyList": \FuzzForms.anyList, "tags": \FuzzForms.tags, "caption": \FuzzForms.caption,
      "sections": \FuzzForms.sections, "captions": \FuzzForms.captions, "counts": \FuzzForms.counts, "refs": \FuzzForms.refs,
      "posts": \FuzzForms.posts, "post": \FuzzForms.post, "retries": \FuzzForms.retries, "ratio": \FuzzForms.ratio,
      "names": \FuzzForms.names, "limits": \FuzzForms.limits, "level": \FuzzForms.level,
    ]
  }
}

/// The forms as a struct model's properties (written through `WritableKeyPath`s).
struct FuzzFormsValue: ReflectiveModel {
  var command = FuzzCommand.halt
  var items: [FuzzItem] = []
  var slot: FuzzSlot?
  var nest: FuzzNest?
  var any: FuzzAny?
  var tags = FuzzTagList()
  var caption: FuzzCaption?
  var sections: [FuzzTagList] = []
  var counts: FuzzCounts?
  var retries = 0
  var names: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "command": \FuzzFormsValue.command, "items": \FuzzFormsValue.items, "slot": \FuzzFormsValue.slot,
      "nest": \FuzzFormsValue.nest, "any": \FuzzFormsValue.any, "tags": \FuzzFormsValue.tags,
      "caption": \FuzzFormsValue.caption, "sections": \FuzzFormsValue.sections, "counts": \FuzzFormsValue.counts,
      "retries": \FuzzFormsValue.retries, "names": \FuzzFormsValue.names,
    ]
  }
}

/// How many times `FuzzNest`'s `left` and `right` cases have been made (`FUZZ_NEST_PROFILE`).
///
/// libFuzzer calls the harness on one thread.
nonisolated(unsafe) var fuzzNestMakes = 0

/// `FUZZ_NEST_PROFILE=1`: instead of the checks, each input is read as a bare ``FuzzNest`` from
/// bytes and from its parsed value, and the `left`/`right` make calls of one read and the time of
/// a read (the mean of 20) are printed; see Fuzz/README.md, "Untagged nesting".
enum NestProfile {
  static let enabled = ProcessInfo.processInfo.environment["FUZZ_NEST_PROFILE"] == "1"

  static func report(_ bytes: Data) {
    func measure(_ name: String, _ read: () -> Bool) {
      fuzzNestMakes = 0
      let readable = read()
      let makes = fuzzNestMakes
      let runs = 20
      let start = DispatchTime.now().uptimeNanoseconds
      for _ in 0..<runs { _ = read() }
      let micros = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(runs) / 1000
      print("nest-profile \(bytes.count) bytes, \(name): \(readable ? "read" : "refused"), \(makes) make calls, \(Int(micros.rounded())) µs a read")
    }
    measure("value(fromJSON:)") { (try? fuzzRegistry.value(FuzzNest.self, fromJSON: bytes)) != nil }
    if let parsed = try? JSONParser.parse(bytes) {
      measure("value(from:)") { (try? fuzzRegistry.value(FuzzNest.self, from: parsed)) != nil }
    }
  }
}

/// Registers the enumerations and models of this file (called by `makeFuzzRegistry`).
func registerFuzzForms(_ registry: MappingRegistry) throws {
  try registry.registerEnum(FuzzCommand.self, as: .tagged("op")) { e in
    e.case(
      tags: "load", 12, true, 3.14, .range(15..<20), .range((-0.8)...), make: { v in .load(key: try v["key"]) },
      match: { if case .load(let key) = $0 { ["key": key] } else { nil } })
    e.case(
      tags: "store", .integer(30), false, .number(-7.15), .range(35...40), .range(..<(-1.5)),
      make: { v in .store(key: try v["key"], value: try v["value"]) },
      match: { if case .store(let key, let value) = $0 { ["key": key, "value": value] } else { nil } })
    e.case(tags: .string("halt"), 0, .range(100...), .range(...(-100)), value: .halt)
  }
  try registry.register(FuzzCaption.self) { m in m.transparentProperty = "text" }
  try registry.registerEnum(FuzzItem.self, as: .external) { e in
    e.case("one", wrap: FuzzItem.one, unwrap: { if case .one(let number) = $0 { number } else { nil } })
    e.case("three", wrap: FuzzItem.three, unwrap: { if case .three(let flag) = $0 { flag } else { nil } })
    e.case("named", wrap: FuzzItem.named, unwrap: { if case .named(let name) = $0 { .some(name) } else { nil } })
    e.case("leaf", wrap: FuzzItem.leaf, unwrap: { if case .leaf(let leaf) = $0 { leaf } else { nil } })
    e.case("caption", wrap: FuzzItem.caption, unwrap: { if case .caption(let caption) = $0 { caption } else { nil } })
    e.case("command", wrap: FuzzItem.command, unwrap: { if case .command(let command) = $0 { command } else { nil } })
    e.case("idle", make: { _ in .idle }, match: { if case .idle = $0 { [:] } else { nil } })
  }
  try registry.registerEnum(FuzzSlot.self, as: .adjacent(tag: "t", payload: "v")) { e in
    e.case(tags: 1, "count", wrap: FuzzSlot.count, unwrap: { if case .count(let count) = $0 { count } else { nil } })
    e.case(tags: "flag", true, wrap: FuzzSlot.flag, unwrap: { if case .flag(let flag) = $0 { flag } else { nil } })
    e.case(tags: 2.5, .range(3.0..<4.0), "ratio", wrap: FuzzSlot.ratio, unwrap: { if case .ratio(let ratio) = $0 { .some(ratio) } else { nil } })
    e.case(
      tags: "pair", .range(10...20), make: { v in .pair(a: try v["a"], b: try v["b"]) },
      match: { if case .pair(let a, let b) = $0 { ["a": a, "b": b] } else { nil } })
    e.case(tags: false, "empty", make: { _ in .empty }, match: { if case .empty = $0 { [:] } else { nil } })
  }
  try registry.registerEnum(FuzzNest.self, as: .untagged) { e in
    e.case(
      "left",
      make: { v in
        fuzzNestMakes &+= 1
        return .left(inner: try v["inner"], y: try v["y"])
      },
      match: { if case .left(let inner, let y) = $0 { ["inner": inner, "y": y] } else { nil } })
    e.case(
      "right",
      make: { v in
        fuzzNestMakes &+= 1
        return .right(inner: try v["inner"], z: try v["z"])
      },
      match: { if case .right(let inner, let z) = $0 { ["inner": inner, "z": z] } else { nil } })
    e.case("many", wrap: FuzzNest.many, unwrap: { if case .many(let nests) = $0 { nests } else { nil } })
    e.case("leaf", wrap: FuzzNest.leaf, unwrap: { if case .leaf(let value) = $0 { value } else { nil } })
    e.case("text", wrap: FuzzNest.text, unwrap: { if case .text(let text) = $0 { text } else { nil } })
  }
  try registry.registerEnum(FuzzAny.self, as: .untagged) { e in
    e.case("bool", wrap: FuzzAny.bool, unwrap: { if case .bool(let value) = $0 { value } else { nil } })
    e.case("uint", wrap: FuzzAny.uint, unwrap: { if case .uint(let value) = $0 { value } else { nil } })
    e.case("int", wrap: FuzzAny.int, unwrap: { if case .int(let value) = $0 { value } else { nil } })
    e.case("double", wrap: FuzzAny.double, unwrap: { if case .double(let value) = $0 { value } else { nil } })
    e.case("string", wrap: FuzzAny.string, unwrap: { if case .string(let value) = $0 { value } else { nil } })
    e.case("array", wrap: FuzzAny.array, unwrap: { if case .array(let value) = $0 { value } else { nil } })
    e.case("object", wrap: FuzzAny.object, unwrap: { if case .object(let value) = $0 { value } else { nil } })
    e.case("unknown", make: { _ in .unknown }, match: { if case .unknown = $0 { [:] } else { nil } })
  }
  try registry.register(FuzzTagList.self) { m in
    m.transparentProperty = "values"
    m.excluded = ["cache"]
    m.lossyCollections = ["values"]
  }
  try registry.register(FuzzCounts.self) { m in m.transparentProperty = "byKey" }
  try registry.register(FuzzRef.self) { m in
    m.transparentProperty = "id"
    m.identifiedBy = "id"
    m.excluded = ["note"]
  }
  try registry.register(FuzzTally.self) { m in
    m.transparentProperty = "count"
    m.excluded = ["kind", "name"]
  }
  let shapes: [String: any ReflectiveModel.Type] = ["circle": FuzzCircle.self, "square": FuzzSquare.self, "tally": FuzzTally.self]
  try registry.register(FuzzForms.self) { m in
    m.typeResolvers["posts"] = .external(shapes)
    m.typeResolvers["post"] = .adjacent(tag: "kind", payload: "shape", shapes)
    // A missing value, a failure and an empty collection: three different defaults.
    m.defaults = ["retries": 1, "ratio": 0.5, "names": ["none"], "limits": ["max": 1]]
    m.failureDefaults = ["retries": -1, "limits": ["bad": 0]]
    m.defaultsOnFailure = ["ratio", "level"]
    m.defaultsReplaceEmptyCollections = true
    // Counts the distinct keys (a repeated one once), from bytes as from a dictionary.
    m.constraints["limits"] = [.count(...3)]
  }
  try registry.register(FuzzFormsValue.self) { m in
    m.defaults = ["retries": 1, "names": ["none"]]
    m.failureDefaults = ["retries": -1, "names": ["bad"]]
    m.defaultsReplaceEmptyCollections = true
  }
}
