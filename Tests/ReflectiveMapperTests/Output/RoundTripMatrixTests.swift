import Foundation
import ReflectiveMapper
import Testing

enum RTLevel: Equatable, Sendable {
  case low, high
}

/// Every mapping feature whose output must read back: a property discriminator, a closure
/// resolver with its inverse, an adapter table, combined keys, a dotted and an index path, a `let`.
struct RTOrder: ReflectiveModel {
  var vehicles: [WBVehicle] = []
  var fleet: [String: [WBVehicle]] = [:]
  var guessed: [WBVehicle] = []
  var level = RTLevel.low
  var fullName = ""
  var note: String?
  var x: Int?
  var y: Int?
  let version = 2
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "vehicles": \RTOrder.vehicles, "fleet": \RTOrder.fleet, "guessed": \RTOrder.guessed, "level": \RTOrder.level,
      "fullName": \RTOrder.fullName, "note": \RTOrder.note, "x": \RTOrder.x, "y": \RTOrder.y, "version": \RTOrder.version,
    ]
  }
}

/// ``RTOrder`` keeping the keys it does not map.
final class RTKeptOrder: UnknownKeyCollecting {
  var vehicles: [WBVehicle] = []
  var fleet: [String: [WBVehicle]] = [:]
  var guessed: [WBVehicle] = []
  var level = RTLevel.low
  var fullName = ""
  var note: String?
  var x: Int?
  var y: Int?
  let version = 2
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "vehicles": \RTKeptOrder.vehicles, "fleet": \RTKeptOrder.fleet, "guessed": \RTKeptOrder.guessed, "level": \RTKeptOrder.level,
      "fullName": \RTKeptOrder.fullName, "note": \RTKeptOrder.note, "x": \RTKeptOrder.x, "y": \RTKeptOrder.y,
      "version": \RTKeptOrder.version,
    ]
  }
}

/// A model's `jsonData()` reads back to an equal model with no issue, under every unknown-key
/// policy and output option, from bytes and from `jsonObject()`.
@Suite struct RoundTripMatrixTests {
  func configure<M>(_ m: inout ModelMapping<M>, _ policy: UnknownKeyPolicy) {
    m.unknownKeys = policy
    m.typeResolvers["vehicles"] = .discriminator("kind", ["car": WBCar.self, "truck": WBTruck.self])
    m.typeResolvers["fleet"] = .discriminator("kind", ["car": WBCar.self, "truck": WBTruck.self])
    m.typeResolvers["guessed"] = TypeResolver(
      { $0["axles"] != nil ? WBTruck.self : nil }, writeBack: { $0 is WBTruck ? ["axles": 3] : [:] })
    m.adapters["level"] = .table(["lo": RTLevel.low, "low": .low, "hi": RTLevel.high])
    m.combine(
      ["first", "last"], into: "fullName",
      hydrate: { parts in parts.compactMap { $0 as? String }.joined(separator: " ") },
      split: { value in
        let words = (value as? String ?? "").split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return [words.first, words.count > 1 ? words[1] : nil]
      })
    m.keys = ["meta.note": "note", "pos.0": "x", "pos.1": "y"]
  }

  let payload: [String: Any] = [
    "vehicles": [["kind": "truck", "load": 2, "name": "t", "towed": ["name": "c", "doors": 2]], ["name": "v"]],
    "fleet": ["a": [["kind": "car", "doors": 5]]],
    "guessed": [["axles": 3, "load": 1], ["name": "plain"]],
    "level": "HI", "first": "Ada", "last": "Lovelace", "meta": ["note": "n"], "pos": [4, 5],
  ]

  func expectRoundTrip<M: ReflectiveModel>(
    _: M.Type, _ input: [String: Any], registry: MappingRegistry, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var issues: [MappingError] = []
    let model = try M(dictionary: input, registry: registry, issues: &issues)
    for options in [OutputOptions(), .sortedKeys, .includeNulls, [.sortedKeys, .includeNulls]] {
      // Equal models write equal sorted output (unsorted, collected keys keep their input's order).
      let canonical = options.union(.sortedKeys)
      let expected = String(decoding: try model.jsonData(registry: registry, options: canonical), as: UTF8.self)
      let written = try model.jsonData(registry: registry, options: options)
      var again: [MappingError] = []
      let fromBytes = try M(jsonData: written, registry: registry, issues: &again)
      #expect(again.isEmpty, "\(again) reading \(expected)", sourceLocation: sourceLocation)
      #expect(
        String(decoding: try fromBytes.jsonData(registry: registry, options: canonical), as: UTF8.self) == expected,
        sourceLocation: sourceLocation)
      let object = try model.jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
      let fromObject = try M(dictionary: object, registry: registry, issues: &again)
      #expect(again.isEmpty, "\(again) reading \(object)", sourceLocation: sourceLocation)
      #expect(
        String(decoding: try fromObject.jsonData(registry: registry, options: canonical), as: UTF8.self) == expected,
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [UnknownKeyPolicy.ignore, .fail])
  func everyMappedFeatureReadsBack(policy: UnknownKeyPolicy) throws {
    let registry = MappingRegistry()
    try registry.register(RTOrder.self) { configure(&$0, policy) }
    let order = try RTOrder(dictionary: payload, registry: registry)
    #expect(order.level == .high && order.fullName == "Ada Lovelace" && order.note == "n" && order.x == 4 && order.y == 5)
    #expect((order.vehicles.first as? WBTruck)?.towed?.doors == 2)
    #expect(order.fleet["a"]?.first is WBCar && order.guessed.first is WBTruck)
    try expectRoundTrip(RTOrder.self, payload, registry: registry)
    // A model holding nothing reads back too.
    try expectRoundTrip(RTOrder.self, [:], registry: registry)
  }

  @Test func aCollectingModelReadsBackItsKeptKeys() throws {
    let registry = MappingRegistry()
    try registry.register(RTKeptOrder.self) { configure(&$0, .collect) }
    let input = payload.merging(["extra": ["deep": [1, 2.5, nil as Any? as Any]], "meta": ["note": "n", "other": true]]) { $1 }
    let kept = try RTKeptOrder(dictionary: input, registry: registry)
    #expect(kept.unknownValues["extra"] != nil)
    try expectRoundTrip(RTKeptOrder.self, input, registry: registry)
  }

  @Test func combinedKeysWrittenAsNullReadBackAsAbsent() throws {
    // Under includeNulls, a split's nil is written as null; null is given to hydrate as nil, so
    // a model whose combination wrote nothing reads back unchanged.
    let registry = MappingRegistry()
    try registry.register(RTOrder.self) { configure(&$0, .fail) }
    var order = RTOrder()
    order.fullName = "Solo"
    let written = try order.jsonData(registry: registry, options: .includeNulls)
    #expect(String(decoding: written, as: UTF8.self).contains(#""last":null"#))
    #expect(try RTOrder(jsonData: written, registry: registry).fullName == "Solo")
  }
}
