import Foundation
import ReflectiveMapper
import Testing

// Many tasks share ONE registry: they register types (re-registering invalidates compiled
// plans while others hydrate), hydrate new models, update their own instances in place and
// serialize, thousands of times; every result is checked. Run under
// `Scripts/sanitize.sh thread` for the data-race check.

final class HardCounter: ReflectiveModel {
  var count = 0
  var label = ""
  var child: HardCounter?
  var history: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["count": \HardCounter.count, "label": \HardCounter.label, "child": \HardCounter.child, "history": \HardCounter.history]
  }
}

final class HardAccount: ReflectiveModel {
  var owner = ""
  var balance = Decimal(0)
  var opened = Date(timeIntervalSince1970: 0)
  var tags: [String] = []
  var primary: HardCounter?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "owner": \HardAccount.owner, "balance": \HardAccount.balance, "opened": \HardAccount.opened,
      "tags": \HardAccount.tags, "primary": \HardAccount.primary,
    ]
  }
}

@Suite struct ConcurrentRegistryTests {}

extension ConcurrentRegistryTests {
  /// The registrations every task makes; re-registering the same mapping keeps results stable.
  static func register(_ which: Int, in registry: MappingRegistry) throws {
    switch which % 4 {
    case 0:
      try registry.register(HardCounter.self) { m in
        m.keys = ["n": "count", "meta.label": "label"]
        m.adapters["history"] = Adapter { raw in (raw as? String).map { $0.split(separator: ",").map { Int($0)! } } ?? raw }
      }
    case 1:
      try registry.register(HardAccount.self) { m in
        m.keyStrategy = .snakeCase
        m.keys = ["account.owner": "owner"]
      }
    case 2:
      try registry.register(Shape.self) { m in m.typeName = "shape" }
    default:
      try registry.register(Circle.self) { m in m.typeName = "circle" }
    }
  }

  @Test func registeringHydratingUpdatingAndSerializingConcurrentlyGiveCorrectResults() async throws {
    let registry = MappingRegistry()
    try Self.register(0, in: registry)
    try Self.register(1, in: registry)
    let tasks = 16
    let iterations = 200
    let failures = try await withThrowingTaskGroup(of: [String].self) { group in
      for task in 0..<tasks {
        group.addTask {
          var failures: [String] = []
          func check(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition, failures.count < 5 { failures.append("task \(task): \(what())") }
          }
          // Each task updates its own instance in place (with a nested model whose identity
          // must be kept) and serializes it.
          let mine = HardCounter()
          let mineChild = HardCounter()
          mine.child = mineChild
          for iteration in 0..<iterations {
            if iteration % 25 == task % 25 { try Self.register(task + iteration, in: registry) }

            // 1. A new model from a dictionary: dotted key, adapter, nested model.
            let counter = try HardCounter(
              dictionary: ["n": iteration, "meta": ["label": "t\(task)"], "history": "1,2,\(iteration)", "child": ["n": task]],
              registry: registry)
            check(
              counter.count == iteration && counter.label == "t\(task)" && counter.history == [1, 2, iteration]
                && counter.child?.count == task,
              "hydrated counter \(counter.count) \(counter.label) \(counter.history)")

            // 2. Update in place: identity of the nested model kept.
            try mine.setValues(from: ["n": iteration, "child": ["n": iteration * 2]], registry: registry)
            check(mine.count == iteration && mine.child === mineChild && mineChild.count == iteration * 2, "in-place update")

            // 3. From JSON bytes, with snake_case and a dotted key.
            let json =
              #"{"account":{"owner":"o\#(task)"},"balance":"\#(iteration).25","opened":"2024-03-05T10:20:30Z","tags":["a","\#(iteration)"],"primary":{"n":\#(task)}}"#
            let account = try HardAccount(jsonData: Data(json.utf8), registry: registry)
            check(
              account.owner == "o\(task)" && account.balance == Decimal(string: "\(iteration).25")!
                && account.opened == Date(timeIntervalSince1970: 1_709_634_030) && account.tags == ["a", "\(iteration)"]
                && account.primary?.count == task,
              "account from JSON \(account.owner) \(account.balance)")

            // 4. Serialization: jsonObject, jsonData, dictionaryRepresentation.
            let object = try mine.jsonObject(registry: registry)
            check(object["n"] as? Int == iteration && (object["child"] as? [String: Any])?["n"] as? Int == iteration * 2, "jsonObject \(object)")
            check(((object["meta"] as? [String: Any])?["label"] as? String) == "", "jsonObject dotted label")
            let bytes = try account.jsonData(registry: registry, options: [.sortedKeys])
            let expected =
              #"{"account":{"owner":"o\#(task)"},"balance":\#(iteration).25,"opened":"2024-03-05T10:20:30Z","primary":{"history":[],"meta":{"label":""},"n":\#(task)},"tags":["a","\#(iteration)"]}"#
            let written = String(decoding: bytes, as: UTF8.self)
            check(written == expected, "jsonData \(written)")
            let plain = counter.dictionaryRepresentation(registry: registry)
            check(plain["count"] as? Int == iteration && plain["history"] as? [Int] == [1, 2, iteration], "dictionaryRepresentation \(plain)")

            // 5. Arrays and polymorphism through names registered concurrently.
            let shapes = try [Shape](dictionaries: [["kind": "a"], ["kind": "b"]], registry: registry)
            check(shapes.map(\.kind) == ["a", "b"], "array of shapes")
          }
          return failures
        }
      }
      var all: [String] = []
      for try await failures in group { all += failures }
      return all
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func concurrentFirstUseOfManyTypesCompilesEachPlanConsistently() async throws {
    // No registration at all: every type gets its default mapping on first use, from many
    // tasks at once, while one task keeps re-registering an unrelated type.
    let registry = MappingRegistry()
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<12 {
        group.addTask {
          var ok = true
          for iteration in 0..<100 {
            if task == 0 { try registry.register(HardLeaf.self) }
            let node = try HardNode(
              dictionary: ["name": "n\(iteration)", "next": ["name": "m"], "children": [["name": "c"]], "payload": [1, "x"]],
              registry: registry)
            ok = ok && node.name == "n\(iteration)" && node.next?.name == "m" && node.children.map(\.name) == ["c"]
            let widths = try IntegerWidths(dictionary: ["int8": -iteration % 128, "uint64": "\(UInt64.max)"], registry: registry)
            ok = ok && widths.int8 == Int8(-iteration % 128) && widths.uint64 == .max
            let everything = try HardEverything(jsonData: Data(#"{"string":"s\#(task)","leaves":[{"name":"x"}]}"#.utf8), registry: registry)
            ok = ok && everything.string == "s\(task)" && everything.leaves.map(\.name) == ["x"]
            let object = try node.jsonObject(registry: registry)
            ok = ok && (object["next"] as? [String: Any])?["name"] as? String == "m"
          }
          return ok
        }
      }
      var all: [Bool] = []
      for try await ok in group { all.append(ok) }
      return all
    }
    #expect(results == Array(repeating: true, count: 12))
  }
}

extension ConcurrentRegistryTests {
  @Test("Concurrent registration and hydration of either kind from many tasks", arguments: ModelKind.allCases)
  func concurrentHydrationOfEitherKind(_ kind: ModelKind) async throws {
    switch kind {
    case .classes: try await concurrentHydration(HardEverything.self, leaf: HardLeaf.self) { $0.int }
    case .structs: try await concurrentHydration(HardEverythingValue.self, leaf: HardLeafValue.self) { $0.int }
    }
  }

  func concurrentHydration<M: ReflectiveModel & SendableMetatype, Leaf: ReflectiveModel & SendableMetatype>(
    _: M.Type, leaf: Leaf.Type, int: @escaping @Sendable (M) -> Int
  ) async throws {
    let registry = MappingRegistry()
    let results = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<16 {
        group.addTask {
          if index % 4 == 0 { try registry.register(Leaf.self) { m in m.keys = ["n": "name"] } }
          let model = try M(dictionary: ["int": index, "leaves": [["name": "a"], ["n": "b"]]], registry: registry)
          _ = try model.jsonData(registry: registry)
          return int(model)
        }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(Set(results) == Set(0..<16))
  }
}
