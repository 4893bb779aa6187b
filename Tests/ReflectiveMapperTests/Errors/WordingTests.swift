import Foundation
import ReflectiveMapper
import Testing

/// A model for the wording of problems: a few scalars and a collecting-free unknown-key policy.
final class WordingModel: ReflectiveModel {
  var count = 0
  var name = ""
  var flags: [Bool] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["count": \WordingModel.count, "name": \WordingModel.name, "flags": \WordingModel.flags]
  }
}

/// Problems say what the API says, in correct English, the same way on every run, and stay
/// short whatever the input (issue #31, section 5).
@Suite struct WordingTests {
  @Test func theLimitNoteNamesIssueLimit() throws {
    let registry = MappingRegistry()
    registry.issueLimit = 3
    var issues: [MappingError] = []
    _ = try WordingModel(dictionary: ["flags": Array(repeating: "x", count: 10)], registry: registry, issues: &issues)
    #expect(issues.count == 4)
    #expect(issues.last?.description == "issueLimit of 3 reached: 7 more problems were not collected")
    #expect(!issues.map(\.description).joined().contains("problem limit"))
  }

  @Test func typeNamesTakeTheArticleTheyAreReadWith() throws {
    for (key, value, expected) in [("count", "x" as Any, "is not an Int"), ("name", 5 as Any, "is not a String")] {
      let registry = MappingRegistry()
      let error = try #require(throws: MappingError.self) {
        try registry.register(WordingModel.self) { m in m.defaults[key] = value }
      }
      #expect(error.description.hasSuffix(expected), "\(error)")
      #expect(!error.description.contains("a Int"), "\(error)")
    }
  }

  @Test func sizesAreSingularOrPluralAndDictionariesCountKeys() throws {
    let cases: [(Any, String)] = [
      (["a": 1], "dictionary of 1 key"), (["a": 1, "b": 2], "dictionary of 2 keys"), ([String: Int](), "dictionary of 0 keys"),
      (["a": 1] as [String: Any], "dictionary of 1 key"), ([1], "array of 1 element"), ([1, 2], "array of 2 elements"),
      (Set([1]), "set of 1 element"), ([1] as [Any], "array of 1 element"),
    ]
    for (value, expected) in cases {
      var issues: [MappingError] = []
      _ = try WordingModel(dictionary: ["count": value], registry: MappingRegistry(), issues: &issues)
      #expect(issues.map(\.reason) == [.typeMismatch(expected: "Int", found: expected)], "\(value)")
    }
    // From bytes, the same words.
    var issues: [MappingError] = []
    _ = try WordingModel(jsonData: Data(#"{"count": {"a": 1}, "name": [true]}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(issues.compactMap(\.reason.found).sorted() == ["array of 1 element", "dictionary of 1 key"])
  }

  @Test func unknownKeysAreListedInOneOrderOnEveryRun() throws {
    let registry = MappingRegistry()
    try registry.register(WordingModel.self) { m in m.unknownKeys = .fail }
    let keys = ["zeta", "alpha", "mu", "beta", "omega", "kappa", "delta", "epsilon", "gamma", "iota"]
    var input: [String: Any] = ["count": 1]
    for key in keys { input[key] = 1 }
    var orders: Set<[String]> = []
    for _ in 0..<20 {
      // A fresh dictionary each time: its iteration order is the hash's.
      let copy = Dictionary(uniqueKeysWithValues: input.map { ($0.key, $0.value) })
      let error = try #require(throws: MappingError.self) { try WordingModel(dictionary: copy, registry: registry) }
      orders.insert(error.issues.map(\.path))
    }
    #expect(orders == [keys.sorted()])
    // From bytes, the input's order.
    let json = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
    let error = try #require(throws: MappingError.self) { try WordingModel(jsonData: Data(json.utf8), registry: registry) }
    #expect(error.issues.map(\.path) == keys)
  }

  @Test func aDeepPathIsShortenedInTheMessageAndKeptWholeInThePath() throws {
    var nested: [String: Any] = ["end": 1]
    for _ in 0..<600 { nested = ["k": nested] }
    let node = try HardNode(dictionary: ["payload": nested], registry: MappingRegistry())
    let error = try #require(throws: MappingError.self) { try node.jsonData(registry: MappingRegistry()) }
    #expect(error.reason.code == "depthLimitExceeded")
    #expect(error.path.hasPrefix("payload.k.k") && error.path.count > 1_000)
    #expect(error.description.count < 600, "\(error.description.count) characters")
    #expect(error.description.hasPrefix("payload.k.k") && error.description.contains("…"))
    #expect(error.description.hasSuffix(error.reason.description))
    // A short path is shown whole.
    var issues: [MappingError] = []
    _ = try WordingModel(dictionary: ["count": "x"], registry: MappingRegistry(), issues: &issues)
    #expect(issues.first?.description == #"count → WordingModel.count: expected Int, found String "x""#)
  }
}
