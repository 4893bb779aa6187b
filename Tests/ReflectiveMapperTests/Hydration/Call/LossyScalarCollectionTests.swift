import Foundation
import ReflectiveMapper
import Testing

/// A class with collections of scalars of exact element types (issue #49).
final class TallyClass: ReflectiveModel {
  var numbers: [Int] = []
  var names: [String] = []
  var ratios: [Double] = []
  var flags: [Bool] = []
  var unique: Set<Int> = []
  var maybe: [Int]?
  var grid: [[Int]] = []
  var byName: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "numbers": \TallyClass.numbers, "names": \TallyClass.names, "ratios": \TallyClass.ratios, "flags": \TallyClass.flags,
      "unique": \TallyClass.unique, "maybe": \TallyClass.maybe, "grid": \TallyClass.grid, "byName": \TallyClass.byName,
    ]
  }
}

/// ``TallyClass``'s struct twin.
struct TallyStruct: ReflectiveModel {
  var numbers: [Int] = []
  var names: [String] = []
  var ratios: [Double] = []
  var flags: [Bool] = []
  var unique: Set<Int> = []
  var maybe: [Int]?
  var grid: [[Int]] = []
  var byName: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "numbers": \TallyStruct.numbers, "names": \TallyStruct.names, "ratios": \TallyStruct.ratios, "flags": \TallyStruct.flags,
      "unique": \TallyStruct.unique, "maybe": \TallyStruct.maybe, "grid": \TallyStruct.grid, "byName": \TallyStruct.byName,
    ]
  }
}

/// The same collections as `let`s, built through the initializer.
struct TallyLet: ReflectiveInitializable {
  let numbers: [Int]
  let maybe: [Int]?
  let unique: Set<Int>
  static var keyPaths: [String: AnyKeyPath] { ["numbers": \TallyLet.numbers, "maybe": \TallyLet.maybe, "unique": \TallyLet.unique] }
  static var initializedProperties: Set<String> { ["numbers", "maybe", "unique"] }
  init(mappedValues values: MappedValues) throws {
    numbers = try values["numbers"]
    maybe = try values["maybe"]
    unique = try values["unique"]
  }
}

/// ``ModelMapping/lossyCollections`` on collections of scalars (issue #49): a strict mapping
/// drops an element that does not convert, with a non-fatal problem at its index, instead of
/// failing the call; each element converts by the mapping's rules first.
@Suite struct LossyScalarCollectionTests {
  static let all: Set<String> = ["numbers", "names", "ratios", "flags", "unique", "maybe", "grid", "byName"]

  /// The payload: in each collection, a good element, one that no rule converts, and one that
  /// only a lenient mapping converts.
  static let json = #"""
    {"numbers": [1, "x", "2", 3], "names": ["a", {}, 5], "ratios": [1.5, "y", "2.5"], "flags": [true, "maybe", "yes"],
     "unique": [1, "x", 1, "2"], "maybe": [null, 4, "4"], "grid": [[1, "x"], "y", [2, "3"]], "byName": {"a": 1, "b": "x", "c": "2"}}
    """#

  struct Read: Equatable {
    var numbers: [Int], names: [String], ratios: [Double], flags: [Bool], unique: Set<Int>, maybe: [Int]?, grid: [[Int]], byName: [String: Int]
  }

  func registry(strictness: Strictness?, isStrict: Bool = false, lossy: Set<String> = all) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if let strictness { registry.strictness = strictness }
    try registry.register(TallyClass.self) { m in
      m.lossyCollections = lossy
      m.isStrict = isStrict
    }
    try registry.register(TallyStruct.self) { m in
      m.isStrict = isStrict
      for name in lossy {
        switch name {
        case "numbers": m.property(\.numbers) { $0.isLossy = true }
        default: m.lossyCollections.insert(name)
        }
      }
    }
    try registry.register(TallyLet.self) { m in
      m.lossyCollections = ["numbers", "maybe", "unique"]
      m.isStrict = isStrict
    }
    return registry
  }

  func read(_ kind: ModelKind, _ json: String, bytes: Bool, registry: MappingRegistry) throws -> (Read, [String]) {
    var issues: [MappingError] = []
    let read: Read
    switch kind {
    case .classes:
      let m = try TallyClass.read(json, bytes: bytes, registry: registry, issues: &issues)
      read = Read(
        numbers: m.numbers, names: m.names, ratios: m.ratios, flags: m.flags, unique: m.unique, maybe: m.maybe, grid: m.grid, byName: m.byName)
    case .structs:
      let m = try TallyStruct.read(json, bytes: bytes, registry: registry, issues: &issues)
      read = Read(
        numbers: m.numbers, names: m.names, ratios: m.ratios, flags: m.flags, unique: m.unique, maybe: m.maybe, grid: m.grid, byName: m.byName)
    }
    #expect(issues.allSatisfy { !$0.isFatal }, "\(issues)")
    return (read, issues.map(\.path).sorted())
  }

  @Test("under .strict each element that is not of the exact kind is dropped, with a non-fatal problem at its index", arguments: ModelKind.allCases)
  func strict(kind: ModelKind) throws {
    let registry = try registry(strictness: .strict)
    for bytes in [true, false] {
      let (read, problems) = try read(kind, Self.json, bytes: bytes, registry: registry)
      #expect(
        read
          == Read(
            numbers: [1, 3], names: ["a"], ratios: [1.5], flags: [true], unique: [1], maybe: [4], grid: [[1], [2]], byName: ["a": 1]),
        "bytes \(bytes)")
      #expect(
        problems
          == [
            "byName.b", "byName.c", "flags[1]", "flags[2]", "grid[0][1]", "grid[1]", "grid[2][1]", "maybe[0]", "maybe[2]", "names[1]",
            "names[2]", "numbers[1]", "numbers[2]", "ratios[1]", "ratios[2]", "unique[1]", "unique[3]",
          ], "bytes \(bytes)")
      let built =
        bytes
        ? try TallyLet(jsonData: Data(Self.json.utf8), registry: registry)
        : try TallyLet(dictionary: try JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as! [String: Any], registry: registry)
      #expect(built.numbers == [1, 3] && built.maybe == [4] && built.unique == [1], "bytes \(bytes)")
    }
  }

  @Test("a strict model (isStrict) converts leniently and drops only what no rule converts", arguments: ModelKind.allCases)
  func strictModelLenientConversions(kind: ModelKind) throws {
    let registry = try registry(strictness: nil, isStrict: true)
    for bytes in [true, false] {
      let (read, problems) = try read(kind, Self.json, bytes: bytes, registry: registry)
      #expect(
        read
          == Read(
            numbers: [1, 2, 3], names: ["a", "5"], ratios: [1.5, 2.5], flags: [true, true], unique: [1, 2], maybe: [4, 4],
            grid: [[1], [2, 3]], byName: ["a": 1, "c": 2]),
        "bytes \(bytes)")
      #expect(
        problems == ["byName.b", "flags[1]", "grid[0][1]", "grid[1]", "maybe[0]", "names[1]", "numbers[1]", "ratios[1]", "unique[1]"],
        "bytes \(bytes)")
    }
  }

  @Test("without lossy, the same element fails a strict call at its path", arguments: ModelKind.allCases)
  func withoutLossy(kind: ModelKind) throws {
    let registry = try registry(strictness: .strict, lossy: [])
    for bytes in [true, false] {
      let error = try #require(throws: MappingError.self) {
        _ = try read(kind, #"{"numbers": [1, "x", 3]}"#, bytes: bytes, registry: registry)
      }
      #expect(error.issues.map(\.path) == ["numbers[1]"], "\(error)")
    }
  }

  @Test("a count constraint is checked on what the input holds, before lossy drops an element")
  func countConstraint() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(TallyStruct.self) { m in
      m.lossyCollections = ["numbers"]
      m.constraints["numbers"] = [.count(3...)]
    }
    var issues: [MappingError] = []
    let model = try TallyStruct(jsonData: Data(#"{"numbers": [1, "x", 3]}"#.utf8), registry: registry, issues: &issues)
    #expect(model.numbers == [1, 3])
    #expect(issues.map(\.path) == ["numbers[1]"] && issues.allSatisfy { !$0.isFatal }, "\(issues)")
    #expect(throws: MappingError.self) { try TallyStruct(jsonData: Data(#"{"numbers": [1, 3]}"#.utf8), registry: registry) }
  }

  @Test("a lossy setting on a property that is not a collection is still refused at registration")
  func misfit() throws {
    final class Single: ReflectiveModel {
      var count = 0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["count": \Single.count] }
    }
    let error = try #require(throws: MappingError.self) { try MappingRegistry().register(Single.self) { m in m.lossyCollections = ["count"] } }
    #expect(error.description.contains("a lossy collection drops the elements that fail, and Int is not a collection"), "\(error)")
  }
}
