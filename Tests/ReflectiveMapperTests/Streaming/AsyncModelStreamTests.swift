import Foundation
import ReflectiveMapper
import Testing

/// The asynchronous forms: sequences of chunks and of bytes, and cancellation.
@Suite("AsyncModelStream")
struct AsyncModelStreamTests {
  /// Problems collected from a `@Sendable` handler.
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ issue: MappingError) { lock.withLock { storage.append(issue.summary) } }
    var all: [String] { lock.withLock { storage } }
  }

  /// An asynchronous sequence of `chunks`.
  static func source<T: Sendable>(_ elements: [T]) -> AsyncStream<T> {
    AsyncStream { continuation in
      for element in elements { continuation.yield(element) }
      continuation.finish()
    }
  }

  @Test("chunks and bytes give what the synchronous reader gives", arguments: [1, 3, 7, Int.max])
  func sameAsSync(size: Int) async throws {
    let registry = MappingRegistry()
    for (bytes, format) in [
      (ModelStreamReaderTests.array, JSONStreamFormat.array), (ModelStreamReaderTests.envelope, .array(at: "data.items")),
      ([UInt8](JSONLinesStreamTests.text.utf8), .jsonLines),
    ] {
      let expected = StreamTest.read(StreamPerson.self, bytes, size: size, format: format, registry: registry)
      let issues = Collected()
      var models: [String] = []
      let chunked = AsyncModelStream<StreamPerson, _>(
        chunks: Self.source(StreamTest.chunks(bytes, size: size)), format: format, registry: registry, onIssue: issues.append)
      for try await model in chunked { models.append(StreamTest.text(model, registry: registry)) }
      #expect(StreamOutcome(models: models, issues: issues.all) == expected)

      let byteIssues = Collected()
      var byteModels: [String] = []
      let single = AsyncModelStream<StreamPerson, _>(bytes: Self.source(bytes), format: format, registry: registry, onIssue: byteIssues.append)
      for try await model in single { byteModels.append(StreamTest.text(model, registry: registry)) }
      #expect(StreamOutcome(models: byteModels, issues: byteIssues.all) == expected)
    }
  }

  @Test("malformed input ends the iteration with the error, after the elements before it")
  func malformed() async {
    let bytes = [UInt8](json: #"[{"name": "A"}, {"name": "B"} {"name": "C"}]"#)
    var names: [String] = []
    do {
      for try await model in AsyncModelStream<StreamPerson, _>(chunks: Self.source(StreamTest.chunks(bytes, size: 4))) { names.append(model.name) }
      Issue.record("no error")
    } catch let error as MappingError {
      #expect(error.description == "invalid JSON: unexpected character '{' at line 1, column 31 (byte 30)")
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(names == ["A", "B"])
  }

  /// Counts the chunks an endless source hands out.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int {
      lock.withLock {
        value += 1
        return value
      }
    }
    var count: Int { lock.withLock { value } }
  }

  @Test("a cancelled task stops reading: CancellationError, and no chunk read after it")
  func cancellation() async throws {
    let counter = Counter()
    let element = [UInt8](json: #"{"name": "A", "age": 1},"#)
    let endless = AsyncStream<[UInt8]>(unfolding: { counter.increment() == 1 ? [0x5B] : element })
    let task = Task { () -> (Int, (any Error)?) in
      var count = 0
      do {
        for try await _ in AsyncModelStream<StreamPerson, _>(chunks: endless) {
          count += 1
          if count == 3 { withUnsafeCurrentTask { $0?.cancel() } }
        }
      } catch {
        return (count, error)
      }
      return (count, nil)
    }
    let (count, error) = await task.value
    #expect(error is CancellationError)
    #expect(count == 3)
    // The prefix, three elements, and not one chunk more.
    #expect(counter.count == 4)

    let bytes = AsyncStream<UInt8>(unfolding: { element[counter.increment() % element.count] })
    let byteTask = Task { () -> (any Error)? in
      do {
        for try await _ in AsyncModelStream<StreamPerson, _>(bytes: bytes, format: .jsonLines) {}
      } catch {
        return error
      }
      return nil
    }
    byteTask.cancel()
    #expect(await byteTask.value is CancellationError)
  }

  @Test("the stream is Sendable when its base is")
  func sendable() async throws {
    let stream = AsyncModelStream<StreamPerson, _>(chunks: Self.source([[UInt8](json: #"[{"name": "A"}]"#)]))
    let names = try await Task.detached {
      var names: [String] = []
      for try await model in stream { names.append(model.name) }
      return names
    }.value
    #expect(names == ["A"])
  }
}
