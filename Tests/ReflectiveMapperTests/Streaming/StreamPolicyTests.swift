import Foundation
import ReflectiveMapper
import Testing

/// Lenient and strict streams: an element with a fatal problem skipped and reported, or the
/// stream's end after every earlier element.
@Suite("Stream policies")
struct StreamPolicyTests {
  static let input = [UInt8](
    json: #"[{"name": "A", "age": 1}, {"name": "B", "tags": ["t"]}, {"name": "C", "age": 3, "tags": 7}, {"name": "D", "age": 4}]"#)

  /// `age` required: the second element has a fatal problem; the third a non-fatal one.
  static func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(StreamPerson.self) { $0.required = ["age"] }
    try registry.register(StreamPersonValue.self) { $0.required = ["age"] }
    return registry
  }

  @Test("lenient: the element is skipped, its fatal problem reported, the stream goes on", arguments: StreamTest.chunkSizes)
  func lenient(size: Int) throws {
    let registry = try Self.registry()
    for outcome in [
      StreamTest.read(StreamPerson.self, Self.input, size: size, registry: registry),
      StreamTest.read(StreamPersonValue.self, Self.input, size: size, registry: registry),
    ] {
      #expect(outcome.models.map { $0.contains("\"name\":\"B\"") } == [false, false, false])
      #expect(outcome.models.count == 3)
      #expect(outcome.error == nil)
      #expect(outcome.issues.count == 2)
      #expect(outcome.issues.first?.hasPrefix("[1].age → [StreamPerson") == true)
      #expect(outcome.issues.first?.hasSuffix("required value is missing") == true)
      #expect(outcome.issues.last?.hasPrefix("[2].tags") == true)
    }
    // The immutable model, which needs its age.
    let immutable = StreamTest.read(StreamPersonLet.self, Self.input, size: size, registry: registry)
    #expect(immutable.models.count == 3)
    #expect(immutable.issues.count == 1)
  }

  @Test("lenient problems are reported with isFatal set, as the element's own call would report them")
  func fatalFlag() throws {
    let registry = try Self.registry()
    var problems: [MappingError] = []
    var reader = ModelStreamReader<StreamPerson>(chunks: [Self.input], registry: registry) { problems.append($0) }
    var names: [String] = []
    while let model = try reader.next() { names.append(model.name) }
    #expect(names == ["A", "C", "D"])
    #expect(problems.map(\.isFatal) == [true, false])
    #expect(problems.map(\.path) == ["[1].age", "[2].tags"])
  }

  @Test("strict: the stream ends with the whole array's error, after the elements before it", arguments: StreamTest.chunkSizes)
  func strict(size: Int) throws {
    let registry = try Self.registry()
    let outcome = StreamTest.read(StreamPerson.self, Self.input, size: size, options: ModelStreamOptions(policy: .strict), registry: registry)
    #expect(outcome.models.count == 1)
    #expect(outcome.issues.isEmpty)
    let whole = StreamTest.whole(StreamPerson.self, Self.input, registry: registry)
    #expect(outcome.error != nil)
    #expect(outcome.error == whole.error)
  }

  @Test("a lossy element's fatal problem is dropped to a non-fatal one, as in the whole array")
  func lossyElement() throws {
    let registry = MappingRegistry()
    try registry.register(StreamPerson.self) {
      $0.required = ["age"]
      $0.isLossyElement = true
    }
    for policy in [ModelStreamOptions.Policy.lenient, .strict] {
      let outcome = StreamTest.read(StreamPerson.self, Self.input, size: 5, options: ModelStreamOptions(policy: policy), registry: registry)
      #expect(outcome == StreamTest.whole(StreamPerson.self, Self.input, registry: registry))
      #expect(outcome.models.count == 3)
    }
  }
}
