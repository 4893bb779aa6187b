import Foundation
import ReflectiveMapper
import Testing

/// Malformed, truncated and hostile streams end with an error at the place the whole-document
/// reader names, after every complete element before it, and within the limits.
@Suite("Hostile streams")
struct StreamHostileInputTests {
  /// The error of a stream and of the whole reader agree for `bytes`; a valid input gives the
  /// same outcome; the models delivered before an error are the first ones of `complete`, when
  /// given (the input is a prefix of it).
  static func check(_ bytes: [UInt8], at path: String?, complete: StreamOutcome?, sizes: [Int], registry: MappingRegistry, _ note: String) {
    let whole = StreamTest.whole(StreamPerson.self, bytes, at: path, registry: registry)
    let format = path.map { JSONStreamFormat.array(at: $0) } ?? .array
    for size in sizes {
      let outcome = StreamTest.read(StreamPerson.self, bytes, size: size, format: format, registry: registry)
      if let error = whole.error, error.contains("invalid JSON") {
        #expect(outcome.error == error, "\(note), chunks of \(size)")
        if let complete { #expect(complete.models.starts(with: outcome.models), "\(note), chunks of \(size)") }
      } else if whole.error == nil {
        #expect(outcome == whole, "\(note), chunks of \(size)")
      } else {
        #expect(outcome.error != nil, "\(note), chunks of \(size)")
      }
    }
  }

  @Test("truncated at every offset: the whole reader's error, after the complete elements")
  func truncation() {
    let registry = MappingRegistry()
    for (bytes, path) in [(ModelStreamReaderTests.array, nil), (ModelStreamReaderTests.envelope, "data.items")] {
      let complete = StreamTest.whole(StreamPerson.self, bytes, at: path, registry: registry)
      for end in 0..<bytes.count {
        Self.check(Array(bytes[..<end]), at: path, complete: complete, sizes: [1, 4, Int.max], registry: registry, "cut at \(end)")
      }
    }
  }

  @Test("garbage at every offset: the whole reader's error, or its outcome")
  func garbage() {
    let registry = MappingRegistry()
    let garbage: [UInt8] = [0x78, 0x7D, 0x5D, 0x2C, 0x22, 0x5C, 0x01, 0xFF, 0x31, 0x0A, 0xC3]
    for (bytes, path) in [(ModelStreamReaderTests.array, nil), (ModelStreamReaderTests.envelope, "data.items")] {
      for offset in 0..<bytes.count {
        for byte in garbage where bytes[offset] != byte {
          var spoiled = bytes
          spoiled[offset] = byte
          Self.check(spoiled, at: path, complete: nil, sizes: [1, Int.max], registry: registry, "0x\(String(byte, radix: 16)) at \(offset)")
        }
      }
    }
  }

  @Test("an element over the limit is refused at its place, after the elements before it")
  func elementLimit() {
    let big = [UInt8](json: #"[{"name": "A"}, {"name": ""# + String(repeating: "a", count: 200) + #""}, {"name": "C"}]"#)
    let outcome = StreamTest.read(
      StreamPerson.self, big, size: 16, options: ModelStreamOptions(maxElementBytes: 64), registry: MappingRegistry())
    #expect(outcome.models.count == 1)
    #expect(outcome.error == "[1]: more than 64 bytes in one element or between two elements, the stream's maxElementBytes")
    let fits = StreamTest.read(StreamPerson.self, big, size: 16, options: ModelStreamOptions(maxElementBytes: 256), registry: MappingRegistry())
    #expect(fits.models.count == 3)
    #expect(ModelStreamOptions().maxElementBytes == 16 << 20)
  }

  /// Reads an endless-looking stream (`count` chunks of `chunk` after `prefix`) and returns its
  /// error and how many models came before it.
  static func endless(_ prefix: String, _ chunk: String, format: JSONStreamFormat = .array, limit: Int = 1 << 20) -> (Int, MappingError?) {
    let chunks = StreamTest.Repeated([UInt8](chunk.utf8), count: 100_000_000, after: [UInt8](prefix.utf8))
    var reader = ModelStreamReader<StreamPerson>(chunks: chunks, format: format, options: ModelStreamOptions(maxElementBytes: limit))
    var count = 0
    do {
      while try reader.next() != nil { count += 1 }
    } catch {
      return (count, error as? MappingError)
    }
    return (count, nil)
  }

  @Test("hostile streams end with an error within the limits")
  func hostile() {
    let spaces = String(repeating: " ", count: 4096)
    let letters = String(repeating: "a", count: 4096)
    // Endless whitespace, between elements and before the first.
    let (_, whitespace) = Self.endless(#"[{"name": "A"},"#, spaces)
    #expect(whitespace?.reason == .sizeLimitExceeded(limit: 1 << 20))
    #expect(whitespace?.path == "")
    // An element that never closes (a gigabyte string).
    let (before, open) = Self.endless(#"[{"name": "A"}, {"name": ""#, letters)
    #expect(before == 1)
    #expect(open?.reason == .sizeLimitExceeded(limit: 1 << 20))
    #expect(open?.path == "[1]")
    // A skipped value that never ends, before the key path's array.
    let (_, skipped) = Self.endless(#"{"skip": ""#, letters, format: .array(at: "items"))
    #expect(skipped?.reason == .sizeLimitExceeded(limit: 1 << 20))
    // Endless blank lines, and an endless line.
    let (_, blank) = Self.endless("", String(repeating: "\n", count: 4096), format: .jsonLines)
    #expect(blank?.reason == .sizeLimitExceeded(limit: 1 << 20))
    let (_, line) = Self.endless(#"{"name": ""#, letters, format: .jsonLines)
    #expect(line?.path == "line 1")
    // Nesting a million deep: the depth limit, where the whole reader puts it.
    let (_, deep) = Self.endless("", String(repeating: "[", count: 1000))
    let whole = StreamTest.whole(StreamPerson.self, [UInt8](repeating: 0x5B, count: 1_000_000), registry: .shared)
    #expect(deep.map { "\($0)" } == whole.error)
    #expect(whole.error?.contains("nesting depth limit exceeded at line 1, column 513 (byte 512)") == true)
    let (_, deepLine) = Self.endless("", String(repeating: "{\"a\":", count: 1000), format: .jsonLines)
    #expect(deepLine?.reason == .sizeLimitExceeded(limit: 1 << 20))
  }

  @Test("the limit is per element: a stream far longer than it is read whole")
  func longStream() throws {
    let element = [UInt8](json: #"{"name": "A", "age": 1}, "#)
    for format in [JSONStreamFormat.array, .jsonLines] {
      let chunk = format == .array ? element : Array(element.dropLast(2)) + [0x0A]
      let chunks = StreamTest.Repeated(Array(repeating: chunk, count: 100).flatMap { $0 }, count: 1_000, after: format == .array ? [0x5B] : [])
      var reader = ModelStreamReader<StreamPerson>(chunks: chunks, format: format, options: ModelStreamOptions(maxElementBytes: 64))
      var count = 0
      var problem: MappingError?
      do {
        while try reader.next() != nil { count += 1 }
      } catch {
        problem = error as? MappingError
      }
      if format == .array {
        // The array never closes: the end of the input, after every element.
        #expect(problem?.description.hasPrefix("invalid JSON: unexpected end of input") == true)
      } else {
        #expect(problem == nil)
      }
      #expect(count == 100_000)
    }
  }

  @Test("nesting inside an element: 512 levels are read, 513 are not, as in the whole array")
  func depth() {
    let registry = MappingRegistry()
    for depth in [511, 512] {
      let bytes = [UInt8](json: "[{\"tags\": " + String(repeating: "[", count: depth - 2) + String(repeating: "]", count: depth - 2) + "}]")
      for size in [3, Int.max] {
        #expect(
          StreamTest.read(StreamPerson.self, bytes, size: size, registry: registry) == StreamTest.whole(StreamPerson.self, bytes, registry: registry))
      }
    }
    let deeper = [UInt8](json: "[{\"tags\": " + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}]")
    let outcome = StreamTest.read(StreamPerson.self, deeper, size: 64, registry: registry)
    #expect(outcome.error == StreamTest.whole(StreamPerson.self, deeper, registry: registry).error)
    #expect(outcome.error?.contains("nesting depth limit exceeded") == true)
  }
}
