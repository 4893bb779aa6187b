import Foundation
import ReflectiveMapper
import Testing

/// RFC 7464 JSON text sequences (each record begun by 0x1E, line feeds as whitespace), and a
/// lone object in an array's place under `wrapsLoneObject`.
@Suite("JSON text sequences and lone objects")
struct JSONTextSequenceTests {
  static let rs = "\u{1E}"

  /// Good records (one spread over lines, with CR LF), an empty record, a non-fatal problem, a
  /// record cut short, trailing data, a record that is no object, and a last record without its
  /// line feed.
  static let text =
    rs + "{\"name\": \"A\", \"age\": 1}\n"
    + rs + "\n"
    + rs + "{\"name\": \"B\",\r\n \"age\": \"x\"}\n"
    + rs + "{\"name\": \"C\", \"age\": 3\n"
    + rs + "{\"name\": \"D\", \"age\": 4} trailing\n"
    + rs + "[1]\n"
    + rs + "{\"name\": \"E\", \"age\": 5, \"tags\": [\"\u{1F600}\"]}"

  @Test("lenient: every split gives each good record's model and each bad record's problem, at its number", arguments: StreamTest.chunkSizes)
  func lenient(size: Int) {
    let registry = MappingRegistry()
    let outcome = StreamTest.read(StreamPerson.self, [UInt8](Self.text.utf8), size: size, format: .jsonTextSequence, registry: registry)
    #expect(outcome.error == nil)
    #expect(outcome.models.count == 3)
    #expect(outcome.models.first == #"{"age":1,"name":"A","tags":[]}"#)
    #expect(outcome.models.last == #"{"age":5,"name":"E","tags":["😀"]}"#)
    #expect(outcome.issues.count == 4)
    // Record 2 is empty, and skipped; record 3 spans two lines of the stream.
    #expect(outcome.issues[0].hasPrefix("record 3.age → StreamPerson.age: expected Int"))
    #expect(outcome.issues[1].hasPrefix("record 4: invalid JSON: unexpected end of input at line 6, column 1"))
    #expect(outcome.issues[2].hasPrefix("record 5: invalid JSON: unexpected data after the top-level value at line 6, column 26"))
    #expect(outcome.issues[3].hasPrefix("record 6: expected a JSON object"))
  }

  @Test("strict: the first bad record ends the stream, after the records before it", arguments: StreamTest.chunkSizes)
  func strict(size: Int) {
    let registry = MappingRegistry()
    let outcome = StreamTest.read(
      StreamPerson.self, [UInt8](Self.text.utf8), size: size, format: .jsonTextSequence, options: ModelStreamOptions(policy: .strict),
      registry: registry)
    // Record 3's wrong type is not fatal; record 4's truncation is.
    #expect(outcome.models.count == 2)
    #expect(outcome.issues.count == 1)
    #expect(outcome.error?.hasPrefix("record 4: invalid JSON: unexpected end of input") == true)
  }

  @Test("a sequence that does not begin with a separator: its first record is record 1 all the same")
  func noLeadingSeparator() {
    let registry = MappingRegistry()
    let text = "  {\"name\": \"A\", \"age\": \"x\"}\n" + Self.rs + "{\"name\": \"B\", \"age\": \"y\"}\n"
    let outcome = StreamTest.read(StreamPerson.self, [UInt8](text.utf8), size: Int.max, format: .jsonTextSequence, registry: registry)
    #expect(outcome.models.count == 2)
    #expect(outcome.issues.map { String($0.prefix(12)) } == ["record 1.age", "record 2.age"])
  }

  @Test("the writer writes each model after a separator and before a line feed, and the reader reads it back")
  func writeAndReadBack() throws {
    let registry = MappingRegistry()
    var written: [UInt8] = []
    var writer = ModelStreamWriter<StreamPersonValue>(format: .jsonTextSequence, registry: registry) { written += $0 }
    var ada = StreamPersonValue()
    ada.name = "Ada"
    ada.age = 36
    var bob = StreamPersonValue()
    bob.name = "Bob\n"
    let first = try writer.write(ada)
    try writer.write(bob)
    #expect(try writer.finish().isEmpty)
    #expect(first == [0x1E] + (try ada.jsonData(registry: registry)) + [0x0A])
    #expect(written.filter { $0 == 0x1E }.count == 2)
    for size in StreamTest.chunkSizes {
      let outcome = StreamTest.read(StreamPersonValue.self, written, size: size, format: .jsonTextSequence, registry: registry)
      #expect(outcome.models == [StreamTest.text(ada, registry: registry), StreamTest.text(bob, registry: registry)])
      #expect(outcome.issues.isEmpty)
    }
    #expect(JSONStreamFormat.jsonTextSequence.description == ".jsonTextSequence")
  }

  @Test("wrapsLoneObject: an object in the array's place is its one element, at [0], as the whole-document reader reads it")
  func loneObject() throws {
    let registry = MappingRegistry()
    let context = MappingContext(wrapsLoneObject: true)
    for (bytes, path) in [
      ([UInt8](json: #"{"name": "Ada", "age": "x"}"#), nil as String?),
      ([UInt8](json: #"{"data": {"items": {"name": "Ada", "age": "x"}}, "more": [1]}"#), "data.items"),
    ] {
      var wholeIssues: [MappingError] = []
      let whole =
        try path.map { try [StreamPerson](jsonData: bytes, at: $0, registry: registry, context: context, issues: &wholeIssues) }
        ?? [StreamPerson](jsonData: bytes, registry: registry, context: context, issues: &wholeIssues)
      for size in StreamTest.chunkSizes {
        var issues: [MappingError] = []
        var reader = ModelStreamReader<StreamPerson>(
          chunks: StreamTest.chunks(bytes, size: size), format: path.map { .array(at: $0) } ?? .array, registry: registry, context: context
        ) { issues.append($0) }
        var names: [String] = []
        while let person = try reader.next() { names.append(person.name) }
        #expect(names == whole.map(\.name))
        #expect(names == ["Ada"])
        #expect(issues.map(\.path) == wholeIssues.map(\.path))
        #expect(issues.map(\.path) == [path.map { "\($0)[0].age" } ?? "[0].age"])
      }
      // Without the setting it is the key path's (or the root's) error.
      var reader = ModelStreamReader<StreamPerson>(chunks: [bytes], format: path.map { .array(at: $0) } ?? .array, registry: registry)
      #expect(throws: MappingError.self) { _ = try reader.next() }
    }
  }
}
