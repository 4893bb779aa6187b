import Foundation
import ReflectiveMapper
import Testing

/// The stream writer writes, model by model, the bytes `jsonData()` writes for the whole array.
@Suite("ModelStreamWriter")
struct ModelStreamWriterTests {
  /// A page of people: the envelope `{"items": […]}` as a model writes it.
  final class Page: ReflectiveModel {
    var items: [StreamPerson] = []
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["items": \Page.items] }
  }

  /// A model whose NaN has no JSON form.
  struct Score: ReflectiveModel {
    var value = 0.0
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["value": \Score.value] }
  }

  static func people(_ count: Int) -> [StreamPerson] {
    var random = SplitMix64(seed: 48)
    return (0..<count).map { index in
      let person = StreamPerson()
      person.name = ["Ada", "\"quoted\"", "é\u{1F600}", "back\\slash/", "line\nfeed", ""][Int(random.next() % 6)] + "\(index)"
      person.age = Int(random.next() % 120)
      person.tags = (0..<Int(random.next() % 3)).map { "t\($0)" }
      return person
    }
  }

  /// Everything `models` written one at a time gives, concatenated, and the chunks.
  static func written<M: ReflectiveModel>(
    _ models: [M], format: JSONStreamFormat = .array, registry: MappingRegistry = .shared, prettyPrinted: Bool = false,
    options: OutputOptions = []
  ) throws -> (bytes: [UInt8], chunks: Int) {
    var bytes: [UInt8] = []
    var chunks = 0
    var writer = ModelStreamWriter<M>(format: format, registry: registry, prettyPrinted: prettyPrinted, options: options) {
      bytes += $0
      chunks += 1
    }
    for model in models { try writer.write(model) }
    try writer.finish()
    try writer.finish()
    return (bytes, chunks)
  }

  @Test("an array, compact or pretty, sorted or not: the whole array's bytes", arguments: [0, 1, 2, 40])
  func array(count: Int) throws {
    let people = Self.people(count)
    for pretty in [false, true] {
      for options in [OutputOptions(), .sortedKeys, [.sortedKeys, .includeNulls]] {
        let (bytes, chunks) = try Self.written(people, prettyPrinted: pretty, options: options)
        #expect(Data(bytes) == (try people.jsonData(prettyPrinted: pretty, options: options)), "pretty \(pretty), \(options)")
        #expect(chunks == max(count, 1) + (count > 0 ? 1 : 0))
      }
    }
  }

  @Test("without a sink, the chunks each call returns are the same bytes")
  func chunks() throws {
    let people = Self.people(5)
    for format in [JSONStreamFormat.array, .array(at: "items"), .jsonLines] {
      var writer = ModelStreamWriter<StreamPerson>(format: format)
      var bytes: [UInt8] = []
      for person in people { bytes += try writer.write(person) }
      bytes += try writer.finish()
      #expect(try writer.finish().isEmpty)
      #expect(bytes == (try Self.written(people, format: format)).bytes)
    }
  }

  @Test("an envelope: the bytes of a model holding the array", arguments: [0, 3])
  func envelope(count: Int) throws {
    let page = Page()
    page.items = Self.people(count)
    for pretty in [false, true] {
      let (bytes, _) = try Self.written(page.items, format: .array(at: "items"), prettyPrinted: pretty)
      #expect(Data(bytes) == (try page.jsonData(prettyPrinted: pretty)))
    }
    let (nested, _) = try Self.written(page.items, format: .array(at: "data.items"))
    #expect(String(decoding: nested, as: UTF8.self) == #"{"data":{"items":"# + String(decoding: try page.items.jsonData(), as: UTF8.self) + "}}")
  }

  @Test("JSON Lines: each model's JSON and a line feed, read back to the same models")
  func jsonLines() throws {
    let people = Self.people(12)
    let (bytes, chunks) = try Self.written(people, format: .jsonLines, prettyPrinted: true)
    #expect(chunks == 12)
    #expect(Data(bytes) == people.reduce(into: Data()) { $0 += try! $1.jsonData() + Data([0x0A]) })
    let read = StreamTest.read(StreamPerson.self, bytes, size: 5, format: .jsonLines, registry: .shared)
    #expect(read.models == people.map { StreamTest.text($0, registry: .shared) })
    #expect(read.issues.isEmpty)
  }

  @Test("a model that cannot be written is left out with its error at its index; the stream stays well-formed")
  func failure() throws {
    let scores = [1.0, .nan, 2.0].map { value -> Score in
      var score = Score()
      score.value = value
      return score
    }
    for format in [JSONStreamFormat.array, .array(at: "items"), .jsonLines] {
      for pretty in [false, true] {
        var bytes: [UInt8] = []
        var writer = ModelStreamWriter<Score>(format: format, prettyPrinted: pretty) { bytes += $0 }
        var errors: [MappingError] = []
        for score in scores {
          do { try writer.write(score) } catch let error as MappingError { errors.append(error) }
        }
        try writer.finish()
        let kept = [scores[0], scores[2]]
        let expectedPath = format == .jsonLines ? "line 2.value" : format == .array ? "[1].value" : "items[1].value"
        #expect(errors.map(\.path) == [expectedPath])
        if format == .array {
          #expect(Data(bytes) == (try kept.jsonData(prettyPrinted: pretty)))
          #expect(throws: MappingError.self) { try scores.jsonData() }
        } else {
          #expect((try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) != nil || format == .jsonLines)
        }
      }
    }
  }
}
