import Foundation
import ReflectiveMapper
import Testing

/// JSON Lines: each line a document of its own, blank lines and CR LF allowed, a malformed line
/// that line's problem.
@Suite("JSON Lines streams")
struct JSONLinesStreamTests {
  /// Good lines, blank ones, CR LF, a non-fatal problem, a line cut short, trailing data, a
  /// line that is no object, and a last line without its line feed.
  static let text = """
    {"name": "A", "age": 1}\r
    \r

    {"name": "B\\u00e9", "age": "x"}
    {"name": "C", "age": 3
    {"name": "D", "age": 4} trailing
      [1]
    {"name": "E", "age": 5, "tags": ["\u{1F600}"]}
    """

  /// What each line read alone by `init(jsonData:issues:)` gives, placed at its line: the
  /// model, or the problems (a JSON problem at its offset, line and column in the stream).
  static func expected(policy: ModelStreamOptions.Policy, registry: MappingRegistry) -> StreamOutcome {
    var outcome = StreamOutcome()
    var offset = 0
    // (Split as bytes: in a String, CR LF is one Character.)
    for (index, line) in [UInt8](text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      let bytes = Array(line)
      defer { offset += bytes.count + 1 }
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
      let number = index + 1
      var issues: [MappingError] = []
      do {
        let model = try StreamPerson(jsonData: bytes, registry: registry, issues: &issues)
        outcome.models.append(StreamTest.text(model, registry: registry))
        outcome.issues += issues.map { placed($0, line: number, offset: offset).summary }
      } catch let error as MappingError {
        let problems = (issues.isEmpty ? error.issues : issues).map { placed($0, line: number, offset: offset) }
        if policy == .strict {
          outcome.issues += problems.filter { !$0.isFatal }.map(\.summary)
          // (One fatal problem per bad line here: its summary is the error's description.)
          outcome.error = problems.first(where: \.isFatal)?.summary
          return outcome
        }
        outcome.issues += problems.map(\.summary)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    return outcome
  }

  /// A problem of a line read alone, as the stream reports it: under `line N`, and a JSON
  /// problem at its place in the stream.
  static func placed(_ problem: MappingError, line: Int, offset: Int) -> MappingError {
    var placed = problem
    placed.path = problem.path.isEmpty ? "line \(line)" : "line \(line).\(problem.path)"
    if case .invalidJSON(let message) = problem.reason,
      let range = message.range(of: #"at line 1, column (\d+) \(byte (\d+)\)"#, options: .regularExpression)
    {
      let numbers = message[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      placed.reason = .invalidJSON(message[..<range.lowerBound] + "at line \(line), column \(numbers[1]) (byte \(offset + numbers[2]))")
    }
    return placed
  }

  @Test("lenient: every split gives each good line's model and each bad line's problem, at its line", arguments: StreamTest.chunkSizes)
  func lenient(size: Int) {
    let registry = MappingRegistry()
    let outcome = StreamTest.read(StreamPerson.self, [UInt8](Self.text.utf8), size: size, format: .jsonLines, registry: registry)
    #expect(outcome == Self.expected(policy: .lenient, registry: registry))
    #expect(outcome.models.count == 3)
    #expect(outcome.issues.contains { $0.hasPrefix("line 5: invalid JSON: unexpected end of input at line 5") })
    #expect(outcome.issues.contains { $0.hasPrefix("line 6: invalid JSON: unexpected data after the top-level value") })
    #expect(outcome.issues.contains { $0.hasPrefix("line 7: expected a JSON object") })
    #expect(outcome.issues.contains { $0.hasPrefix("line 4.age → StreamPerson.age: expected Int") })
  }

  @Test("strict: the first malformed line ends the stream, after the lines before it", arguments: StreamTest.chunkSizes)
  func strict(size: Int) {
    let registry = MappingRegistry()
    let options = ModelStreamOptions(policy: .strict)
    let outcome = StreamTest.read(StreamPerson.self, [UInt8](Self.text.utf8), size: size, format: .jsonLines, options: options, registry: registry)
    #expect(outcome == Self.expected(policy: .strict, registry: registry))
    #expect(outcome.models.count == 2)
    #expect(outcome.error?.hasPrefix("line 5: invalid JSON") == true)
  }

  @Test("empty, blank and whitespace-only inputs hold no model and no problem")
  func blank() {
    for text in ["", "\n", "\r\n\r\n", "  \n\t\n", "\u{FEFF}\n"] {
      let outcome = StreamTest.read(StreamPerson.self, [UInt8](text.utf8), size: 1, format: .jsonLines, registry: MappingRegistry())
      #expect(outcome == StreamOutcome(), "\(text.debugDescription)")
    }
  }
}

extension JSONLinesStreamTests {
  @Test("a line cut inside an escape, a string or a container leaves nothing for the next line")
  func resynchronizes() {
    let text = """
      {"name": "\\ud800\\u
      {"name": "\\u0041", "age": 1}
      {"name": "A", "tags": [[
      {"name": "B\u{00E9}", "age": 2}
      {"name": "C
      {"name": "D", "age": 3}
      """
    for size in StreamTest.chunkSizes {
      let outcome = StreamTest.read(StreamPerson.self, [UInt8](text.utf8), size: size, format: .jsonLines, registry: MappingRegistry())
      #expect(outcome.models.count == 3, "chunks of \(size)")
      #expect(outcome.issues.map { $0.prefix(7) } == ["line 1:", "line 3:", "line 5:"], "chunks of \(size)")
    }
  }

  @Test(
    "a line whose value is malformed inside and followed by more: the first problem, as the line read alone has it", arguments: StreamTest.chunkSizes)
  func firstProblemOfALine(size: Int) {
    let registry = MappingRegistry()
    // The missing comma (inside the object) comes before the trailing text; the bracket that
    // does not match, before the line's end.
    let text = #"{"name": "A" "age": 1} trailing"# + "\n" + #"{"name": ["B"}, "age": 2}"# + "\n" + #"{"name": "C", "age": 3}"#
    let outcome = StreamTest.read(StreamPerson.self, [UInt8](text.utf8), size: size, format: .jsonLines, registry: registry)
    #expect(outcome.models.count == 1, "chunks of \(size)")
    #expect(
      outcome.issues == [
        "line 1: invalid JSON: unexpected character '\"' at line 1, column 14 (byte 13)",
        "line 2: invalid JSON: unexpected character '}' at line 2, column 14 (byte 45)",
      ], "chunks of \(size)")
    // The same positions as each line read alone, placed in the stream.
    for (index, line) in text.split(separator: "\n").prefix(2).enumerated() {
      #expect(throws: MappingError.self) { try StreamPerson(jsonData: Array(line.utf8), registry: registry) }
      #expect(outcome.issues[index].contains(index == 0 ? "column 14 (byte 13)" : "column 14"))
    }
  }
}
