import Foundation

// The streaming differential: the stream readers against the whole-document readers, split
// into chunks of one byte (every offset a boundary; 7 bytes for inputs over 512 bytes) and
// into three uneven chunks (boundaries the input's length picks).
//
// - A JSON array: `[FuzzRoot](jsonData:)` against `ModelStreamReader(format: .array)`.
//   Valid JSON: with the strict stream policy, the same models, the same problems and the
//   same error (the whole array's first fatal problem ends both). Invalid JSON: the lenient
//   stream ends with the whole reader's error, at the same offset, line and column.
// - Any input without a line feed: `FuzzRoot(jsonData:)` against a one-line JSON Lines
//   stream: the same model, and the same problems under `line 1`.
extension FuzzHarness {
  /// What one read gave: each model's JSON, every problem's summary, the ending error.
  struct StreamOutcome: Equatable {
    var models: [String] = []
    var issues: [String] = []
    var error: String?
  }

  /// The chunk sizes a stream is read with: every byte a chunk (up to 512 bytes; 7 beyond), and
  /// thirds.
  static func chunkSizes(_ bytes: Data) -> [Int] {
    [bytes.count <= 512 ? 1 : 7, max(1, bytes.count / 3 + 1)]
  }

  static func streamText<T: ReflectiveModel>(_ model: T) -> String {
    (try? String(decoding: model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)) ?? "<unwritable>"
  }

  /// `bytes` read by a stream reader of `format` in chunks of `size`.
  static func streamed<T: ReflectiveModel>(
    _: T.Type, _ bytes: Data, size: Int, format: JSONStreamFormat, policy: ModelStreamOptions.Policy
  ) -> StreamOutcome {
    var outcome = StreamOutcome()
    var issues: [String] = []
    let chunks = stride(from: 0, to: bytes.count, by: size).map { bytes[$0..<min($0 + size, bytes.count)] }
    var reader = ModelStreamReader<T>(chunks: chunks, format: format, options: ModelStreamOptions(policy: policy), registry: registry) {
      issues.append(KnownDefects.normalizeNumbers($0.summary))
    }
    do {
      while let model = try reader.next() { outcome.models.append(streamText(model)) }
      if (try? reader.next()) != nil { fail("a stream gave a model after its end", bytes) }
    } catch let error as MappingError {
      outcome.error = KnownDefects.normalizeNumbers(error.summary)
    } catch {
      fail("a stream reader threw a non-MappingError: \(error)", bytes)
    }
    outcome.issues = issues
    return outcome
  }

  /// The stream readers against the whole-document readers on `bytes` (see the top of the
  /// file); `parsed` is what `JSONParser.parse` made of them, `nil` when they are not JSON.
  static func checkStreams(_ bytes: Data, parsed: Any?) {
    if KnownDefects.hasUnderflowingLiteral(bytes) { return }
    let sizes = chunkSizes(bytes)
    if parsed is [Any] || parsed == nil {
      var issues: [MappingError] = []
      var whole = StreamOutcome()
      do {
        whole.models = try [FuzzRoot](jsonData: bytes, registry: registry, issues: &issues).map(streamText)
      } catch let error as MappingError {
        whole.error = KnownDefects.normalizeNumbers(error.summary)
      } catch {
        fail("[FuzzRoot](jsonData:) threw a non-MappingError: \(error)", bytes)
      }
      whole.issues = issues.map { KnownDefects.normalizeNumbers($0.summary) }
      for size in sizes {
        if parsed == nil {
          // Not JSON: the stream ends with the same error (after whatever came before it).
          let stream = streamed(FuzzRoot.self, bytes, size: size, format: .array, policy: .lenient)
          if stream.error != whole.error {
            fail(
              "stream (chunks of \(size)) and whole array end differently on invalid JSON:\n  stream: \(stream.error ?? "no error")\n  whole:  \(whole.error ?? "no error")",
              bytes)
          }
          continue
        }
        var stream = streamed(FuzzRoot.self, bytes, size: size, format: .array, policy: .strict)
        if whole.error != nil {
          // The whole array reports no model; the stream delivered those before the error.
          stream.models = []
          // (A problem reported before the error is one of the whole array's too.)
          if stream.error != whole.error {
            fail(
              "stream (chunks of \(size)) and whole array fail differently:\n  stream: \(stream.error ?? "no error")\n  whole:  \(whole.error ?? "no error")",
              bytes)
          }
          continue
        }
        if KnownDefects.reportsRepeatedKey(whole.issues, nil) { continue }
        if stream != whole {
          fail("stream (chunks of \(size)) and whole array differ:\n  stream: \(stream)\n  whole:  \(whole)", bytes)
        }
      }
    }
    guard !bytes.contains(0x0A), parsed != nil else { return }
    // One line: the document read alone, placed at line 1.
    var issues: [MappingError] = []
    var whole = StreamOutcome()
    do {
      whole.models = [streamText(try FuzzRoot(jsonData: bytes, registry: registry, issues: &issues))]
    } catch let error as MappingError {
      if issues.isEmpty { issues = error.issues }
    } catch {
      fail("FuzzRoot(jsonData:) threw a non-MappingError: \(error)", bytes)
    }
    whole.issues = issues.map { problem in
      var placed = problem
      placed.path = problem.path.isEmpty ? "line 1" : "line 1.\(problem.path)"
      return KnownDefects.normalizeNumbers(placed.summary)
    }
    if KnownDefects.reportsRepeatedKey(whole.issues, nil) { return }
    for size in sizes {
      let stream = streamed(FuzzRoot.self, bytes, size: size, format: .jsonLines, policy: .lenient)
      if stream != whole {
        fail("a one-line JSON Lines stream (chunks of \(size)) and init(jsonData:) differ:\n  stream: \(stream)\n  whole:  \(whole)", bytes)
      }
    }
  }
}
