// The streaming workload: twitter.json's statuses × 8 (800 statuses, ~5 MB) read one model at a
// time by the stream readers, against the in-memory array entry point on the same bytes.
//
//   twitterStream.array.inMemory    [TwitterStatus](jsonData: document, at: "statuses")
//   twitterStream.array.chunks4K    ModelStreamReader, .array(at: "statuses"), 4 KiB chunks
//   twitterStream.array.chunks64K   the same, 64 KiB chunks
//   twitterStream.array.chunks1M    the same, 1 MiB chunks
//   twitterStream.lines.chunks64K   ModelStreamReader, .jsonLines (one status a line), 64 KiB
//   twitterStream.array.async64K    AsyncModelStream over an AsyncSequence of 64 KiB chunks
//   twitterStream.lines.async64K    the same, JSON Lines
//
// A streamed model is dropped as soon as it is read (a stream's point); the in-memory entry
// point keeps the array it returns. Chunks are slices of the bytes in memory (no copy), so the
// figures are the reader's own cost, not a file's. `PeakMemory --stream` reads a generated
// file of about 1 GB the same way, for memory.
import Foundation
import ReflectiveMapper

/// The bytes of the streaming workload, in both layouts, and the registry to read them with.
final class StreamingInput: Sendable {
  /// `{"statuses": [...], "search_metadata": {...}}`: twitter.json with its statuses × `copies`.
  let document: Data
  /// The same statuses as JSON Lines: each one's compact JSON and a line feed.
  let lines: Data
  let registry: MappingRegistry

  init(copies: Int) throws {
    let original = try BenchmarkData.bytes(Workloads.twitterFile)
    guard var root = try BenchmarkData.object(original) as? [String: Any], let statuses = root["statuses"] as? [Any] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    let all = Array(repeating: statuses, count: copies).flatMap { $0 }
    root["statuses"] = all
    document = try JSONSerialization.data(withJSONObject: root)
    var lines = Data()
    for status in all {
      lines.append(try JSONSerialization.data(withJSONObject: status))
      lines.append(0x0A)
    }
    self.lines = lines
    registry = Workloads.twitterRegistry()
  }

  /// `data` in slices of `size` bytes (views of it, not copies).
  static func chunks(of data: Data, size: Int) -> some Sequence<Data> {
    stride(from: data.startIndex, to: data.endIndex, by: size).lazy.map { data[$0..<min($0 + size, data.endIndex)] }
  }

  /// The models of `data` read by a stream reader in chunks of `size`, each dropped once read;
  /// returns how many there were.
  func stream(_ data: Data, format: JSONStreamFormat, chunkSize: Int) throws -> Int {
    var reader = ModelStreamReader<TwitterStatus>(chunks: Self.chunks(of: data, size: chunkSize), format: format, registry: registry)
    var count = 0
    while let status = try reader.next() {
      blackHole(status)
      count += 1
    }
    return count
  }

  /// The same through ``AsyncModelStream``, over an asynchronous sequence of the chunks.
  func streamAsync(_ data: Data, format: JSONStreamFormat, chunkSize: Int) async throws -> Int {
    let chunks = AsyncChunks(data: data, size: chunkSize)
    var count = 0
    for try await status in AsyncModelStream<TwitterStatus, AsyncChunks>(chunks: chunks, format: format, registry: registry) {
      blackHole(status)
      count += 1
    }
    return count
  }
}

/// An asynchronous sequence of a buffer's slices: what a request body hands over, without the
/// cost of a network in the way.
struct AsyncChunks: AsyncSequence, Sendable {
  typealias Element = Data
  let data: Data
  let size: Int

  struct AsyncIterator: AsyncIteratorProtocol {
    let data: Data
    let size: Int
    var offset: Int

    mutating func next() async -> Data? {
      guard offset < data.endIndex else { return nil }
      let end = Swift.min(offset + size, data.endIndex)
      defer { offset = end }
      return data[offset..<end]
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(data: data, size: size, offset: data.startIndex)
  }
}

/// Runs `body` to its end from synchronous code (a benchmark's body), rethrowing its error.
func waitFor(_ body: @escaping @Sendable () async throws -> Void) throws {
  final class Outcome: @unchecked Sendable {
    var error: (any Error)?
  }
  let outcome = Outcome()
  let done = DispatchSemaphore(value: 0)
  Task {
    do { try await body() } catch { outcome.error = error }
    done.signal()
  }
  done.wait()
  if let error = outcome.error { throw error }
}

extension Measurements {
  /// The stream readers against the in-memory array entry point, on `twitterStream`.
  public static var streaming: [Measurement] {
    guard BenchmarkData.isAvailable(Workloads.twitterFile) else { return [] }
    let input = { try StreamingInput(copies: 8) }
    var list = [
      Measurement("twitterStream.array.inMemory", input) { s in
        blackHole(try [TwitterStatus](jsonData: s.document, at: "statuses", registry: s.registry))
      }
    ]
    for (label, size) in [("4K", 4 << 10), ("64K", 64 << 10), ("1M", 1 << 20)] {
      list.append(
        Measurement("twitterStream.array.chunks\(label)", input) { s in
          blackHole(try s.stream(s.document, format: .array(at: "statuses"), chunkSize: size))
        })
    }
    list += [
      Measurement("twitterStream.lines.chunks64K", input) { s in
        blackHole(try s.stream(s.lines, format: .jsonLines, chunkSize: 64 << 10))
      },
      Measurement("twitterStream.array.async64K", input) { s in
        try waitFor { blackHole(try await s.streamAsync(s.document, format: .array(at: "statuses"), chunkSize: 64 << 10)) }
      },
      Measurement("twitterStream.lines.async64K", input) { s in
        try waitFor { blackHole(try await s.streamAsync(s.lines, format: .jsonLines, chunkSize: 64 << 10)) }
      },
    ]
    return list
  }
}

/// What `PeakMemory --stream` runs: a generated export of about 1 GB read by a stream reader
/// from its file, in constant memory.
public enum StreamingProbe {
  /// Writes twitter.json's statuses × `copies` to `url`, one status at a time (the file is
  /// never whole in memory): a JSON array in an envelope, `{"statuses":[…]}`, or JSON Lines.
  public static func write(copies: Int, lines: Bool, to url: URL) throws {
    let original = try BenchmarkData.bytes(Workloads.twitterFile)
    guard let root = try BenchmarkData.object(original) as? [String: Any], let statuses = root["statuses"] as? [Any] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    let encoded = try statuses.map { try JSONSerialization.data(withJSONObject: $0) }
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let file = try FileHandle(forWritingTo: url)
    defer { try? file.close() }
    if !lines { file.write(Data(#"{"statuses":["#.utf8)) }
    var block = Data()
    for copy in 0..<copies {
      for (index, status) in encoded.enumerated() {
        if !lines, copy > 0 || index > 0 { block.append(UInt8(ascii: ",")) }
        block.append(status)
        if lines { block.append(0x0A) }
      }
      file.write(block)
      block.removeAll(keepingCapacity: true)
    }
    if !lines { file.write(Data("]}".utf8)) }
  }

  /// Reads the file at `url` with a stream reader in blocks of `blockSize` bytes (through
  /// ``AsyncModelStream`` over `FileHandle` blocks when `async`), dropping each model; returns
  /// how many statuses it read.
  public static func read(_ url: URL, lines: Bool, blockSize: Int, async: Bool) throws -> Int {
    let registry = PeakMemoryProbe.registry
    let format: JSONStreamFormat = lines ? .jsonLines : .array(at: "statuses")
    guard async else {
      var reader = try ModelStreamReader<TwitterStatus>(contentsOf: url, blockSize: blockSize, format: format, registry: registry)
      var count = 0
      while let status = try reader.next() {
        blackHole(status)
        count += 1
      }
      return count
    }
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let blocks = AsyncFileBlocks(url: url, size: blockSize)
    try waitFor {
      for try await status in AsyncModelStream<TwitterStatus, AsyncFileBlocks>(chunks: blocks, format: format, registry: registry) {
        blackHole(status)
        count.value += 1
      }
    }
    return count.value
  }
}

/// A file read in blocks, as an asynchronous sequence (as a server's body or a socket hands
/// chunks over).
struct AsyncFileBlocks: AsyncSequence, Sendable {
  typealias Element = Data
  let url: URL
  let size: Int

  struct AsyncIterator: AsyncIteratorProtocol {
    let handle: FileHandle?
    let size: Int

    mutating func next() async throws -> Data? {
      guard let handle, let block = try handle.read(upToCount: size), !block.isEmpty else { return nil }
      return block
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(handle: try? FileHandle(forReadingFrom: url), size: size)
  }
}
