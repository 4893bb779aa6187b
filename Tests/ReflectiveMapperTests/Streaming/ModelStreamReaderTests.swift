import Foundation
import ReflectiveMapper
import Testing

/// The stream reader against the whole-document reader: every split of an input into chunks
/// gives the same models and the same problems.
@Suite("ModelStreamReader")
struct ModelStreamReaderTests {
  /// A top-level array with what a split can fall inside: escapes, a surrogate pair, multi-byte
  /// UTF-8, numbers, nested arrays, a wrong type (a non-fatal problem), a non-object element, a
  /// BOM and CRLF whitespace.
  static let array =
    [UInt8]([0xEF, 0xBB, 0xBF])
    + [UInt8](
      json: """
        [ {"name": "Ada \\"the\\" Countess \\u00e9\\ud83d\\ude00 \u{00e9}\u{1F600}", "age": 36, "tags": ["a", "b\\n"]},\r
          {"name": "Grace", "age": "many", "tags": []},
          17,
          {"name": "Linus", "age": 1e1, "tags": ["x", 5, null], "extra": {"deep": [[[1, -0.5e-3]]]}},
          {"age": 0} ]
        """)

  /// ``array`` without the elements an immutable model cannot be built from.
  static let arrayForLet = [UInt8](
    json: """
      [{"name": "Ada \\u00e9\\ud83d\\ude00 \u{1F600}", "age": 36}, 17, {"name": "Linus", "age": 1e1, "extra": {"deep": [[[1]]]}}]
      """)

  static func registry() -> MappingRegistry { MappingRegistry() }

  @Test("a top-level array, every split, three kinds of model", arguments: StreamTest.chunkSizes)
  func topLevelArray(size: Int) throws {
    let registry = Self.registry()
    for outcome in [
      (
        StreamTest.read(StreamPerson.self, Self.array, size: size, registry: registry),
        StreamTest.whole(StreamPerson.self, Self.array, registry: registry)
      ),
      (
        StreamTest.read(StreamPersonValue.self, Self.array, size: size, registry: registry),
        StreamTest.whole(StreamPersonValue.self, Self.array, registry: registry)
      ),
      // (Its fatal problems would fail the whole array, but skip the element in a stream: see
      // `StreamPolicyTests`.)
      (
        StreamTest.read(StreamPersonLet.self, Self.arrayForLet, size: size, registry: registry),
        StreamTest.whole(StreamPersonLet.self, Self.arrayForLet, registry: registry)
      ),
    ] {
      #expect(outcome.0 == outcome.1)
    }
    let outcome = StreamTest.read(StreamPerson.self, Self.array, size: size, registry: registry)
    #expect(outcome.models.count == 4)
    #expect(outcome.issues.contains { $0.hasPrefix("[1].age → [StreamPerson][1].age: expected Int") })
    #expect(outcome.issues.contains { $0.hasPrefix("[2]") })
    #expect(outcome.error == nil)
  }

  /// The object the key path crosses, with values before and after it that the reader checks
  /// and skips (a `]` and a `"items"` inside strings, nested arrays, an index segment).
  static let envelope = [UInt8](
    json: """
      {"meta": {"items": "not these", "list": [1, {"x": "]"}, [true, null]]},
       "data": {"total": 3, "it\\u0065ms_not": 1, "items": [
          {"name": "Ada", "age": 36},
          {"name": "Grace", "age": "many"},
          {"name": "Linus", "age": 54, "tags": ["k"]}
       ], "next": null},
       "after": [{"items": []}]}
      """)

  @Test("the array at a key path, every split", arguments: StreamTest.chunkSizes)
  func keyPath(size: Int) throws {
    let registry = Self.registry()
    let outcome = StreamTest.read(StreamPerson.self, Self.envelope, size: size, format: .array(at: "data.items"), registry: registry)
    #expect(outcome == StreamTest.whole(StreamPerson.self, Self.envelope, at: "data.items", registry: registry))
    #expect(outcome.models.count == 3)
    #expect(outcome.issues.first?.hasPrefix("data.items[1].age → [StreamPerson].data.items[1].age") == true)
    let indexed = [UInt8](json: #"{"pages": [{"rows": []}, {"rows": [{"name": "B", "age": 2}]}]}"#)
    let second = StreamTest.read(StreamPerson.self, indexed, size: size, format: .array(at: "pages.1.rows"), registry: registry)
    #expect(second == StreamTest.whole(StreamPerson.self, indexed, at: "pages.1.rows", registry: registry))
    #expect(second.models.count == 1)
  }

  @Test("a key path that is absent, or crosses a value of another kind, is the stream's error at that path")
  func keyPathProblems() {
    let registry = Self.registry()
    let absent = StreamTest.read(
      StreamPerson.self, [UInt8](json: #"{"data": {"other": []}}"#), size: 3, format: .array(at: "data.items"), registry: registry)
    #expect(absent.error == "data.items: required value is missing")
    let scalar = StreamTest.read(
      StreamPerson.self, [UInt8](json: #"{"data": {"items": 5}}"#), size: 3, format: .array(at: "data.items"), registry: registry)
    #expect(scalar.error == "data.items: expected a JSON array, found a number")
    let notObject = StreamTest.read(StreamPerson.self, [UInt8](json: #"{"data": []}"#), size: 3, format: .array(at: "data.items"), registry: registry)
    #expect(notObject.error == "data: expected an object, found an array")
    let root = StreamTest.read(StreamPerson.self, [UInt8](json: #"{"name": "A"}"#), size: 3, registry: registry)
    #expect(root.error == "expected a JSON array, found an object")
    // A syntax error after the path's object closes still comes first, as in the whole reader.
    let both = StreamTest.read(
      StreamPerson.self, [UInt8](json: #"{"data": {}, "x": tru}"#), size: 3, format: .array(at: "data.items"), registry: registry)
    #expect(both.error?.contains("invalid JSON: unexpected character '}'") == true)
    let twice = StreamTest.read(
      StreamPerson.self, [UInt8](json: #"{"items": [{"name": "A"}], "items": []}"#), size: 3, format: .array(at: "items"), registry: registry)
    #expect(twice.models.count == 1)
    #expect(twice.error == #"items: key "items" appears more than once in this object"#)
  }

  @Test("empty arrays, at the top and at a key path, hold no model and no problem")
  func empty() {
    let registry = Self.registry()
    for size in [1, Int.max] {
      #expect(StreamTest.read(StreamPerson.self, [UInt8](json: " [ ] "), size: size, registry: registry) == StreamOutcome())
      let envelope = [UInt8](json: #"{"items": [], "more": [[]]}"#)
      #expect(StreamTest.read(StreamPerson.self, envelope, size: size, format: .array(at: "items"), registry: registry) == StreamOutcome())
    }
  }

  @Test("the file source, in blocks of several sizes")
  func file() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
    try Data(Self.array).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let registry = Self.registry()
    let expected = StreamTest.whole(StreamPerson.self, Self.array, registry: registry)
    for blockSize in [1, 5, 4096] {
      var models: [String] = []
      var issues: [String] = []
      var reader = try ModelStreamReader<StreamPerson>(contentsOf: url, blockSize: blockSize, registry: registry) { issues.append($0.summary) }
      while let model = try reader.next() { models.append(StreamTest.text(model, registry: registry)) }
      #expect(StreamOutcome(models: models, issues: issues) == expected)
    }
    #expect(throws: (any Error).self) { try ModelStreamReader<StreamPerson>(contentsOf: url.appendingPathExtension("absent")) }
  }
}
