public import Foundation

/// Reads models one at a time from JSON that arrives in chunks: a sequence of chunks, or a
/// file read in blocks.
///
/// Each element is hydrated with every rule of ``ReflectiveModel/init(jsonData:registry:context:issues:)``
/// (an array's element as `[Model](jsonData:)` reads it), and its problems carry its place in
/// the stream: `[3].age` in a top-level array, `items[3].age` in the array at `"items"`,
/// `line 4.age` in JSON Lines. Chunk boundaries may fall anywhere (inside a string, an escape,
/// a number, a UTF-8 sequence); the reader keeps only the element it is in, so its memory is
/// bounded by a chunk and ``ModelStreamOptions/maxElementBytes``.
///
/// ```swift
/// var reader = try ModelStreamReader<Order>(contentsOf: exportURL, format: .array(at: "items")) { issue in
///   log.warning("\(issue)")
/// }
/// while let order = try reader.next() { try store(order) }
/// ```
///
/// The reader is an iterator with a throwing ``next()`` rather than a `Sequence`, whose
/// iterator cannot throw: malformed input ends the stream with an error, after every complete
/// element before it. Copies of a reader share its source; read through one.
public struct ModelStreamReader<Model: ReflectiveModel> {
  private var core: StreamCore<Model>
  private let source: () throws -> (any ContiguousBytes)?
  private let report: (MappingError) -> Void

  /// Creates a reader of the models in `chunks`, a sequence of byte chunks of any sizes.
  ///
  /// - Parameters:
  ///   - chunks: The bytes, in order (`[UInt8]`, `Data`, any `ContiguousBytes`).
  ///   - format: How the models are laid out; the elements of a top-level array by default.
  ///   - options: The policy for an element with a fatal problem and the size limit.
  ///   - registry: The registry whose mappings apply.
  ///   - context: Values for contextual adapters and resolvers.
  ///   - onIssue: Receives every problem, fatal or not, as it is found; a lenient reader's
  ///     skipped element is reported here with its fatal problem.
  public init<Chunks: Sequence>(
    chunks: Chunks, format: JSONStreamFormat = .array, options: ModelStreamOptions = ModelStreamOptions(),
    registry: MappingRegistry = .shared, context: MappingContext = MappingContext(), onIssue: @escaping (MappingError) -> Void = { _ in }
  ) where Chunks.Element: ContiguousBytes {
    var iterator = chunks.makeIterator()
    self.init(format: format, options: options, registry: registry, context: context, onIssue: onIssue) { iterator.next() }
  }

  /// Creates a reader of the models in the file at `url`, read in blocks of `blockSize` bytes.
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - blockSize: How many bytes one read asks for (64 KiB by default).
  ///   - format: How the models are laid out; the elements of a top-level array by default.
  ///   - options: The policy for an element with a fatal problem and the size limit.
  ///   - registry: The registry whose mappings apply.
  ///   - context: Values for contextual adapters and resolvers.
  ///   - onIssue: Receives every problem, fatal or not, as it is found.
  /// - Throws: The error of opening the file.
  public init(
    contentsOf url: URL, blockSize: Int = 64 * 1024, format: JSONStreamFormat = .array, options: ModelStreamOptions = ModelStreamOptions(),
    registry: MappingRegistry = .shared, context: MappingContext = MappingContext(), onIssue: @escaping (MappingError) -> Void = { _ in }
  ) throws {
    let handle = try FileHandle(forReadingFrom: url)
    let size = max(blockSize, 1)
    self.init(format: format, options: options, registry: registry, context: context, onIssue: onIssue) {
      let read: Data?
      if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
        read = try handle.read(upToCount: size)
      } else {
        read = handle.readData(ofLength: size)
      }
      guard let block = read, !block.isEmpty else {
        try? handle.close()
        return nil
      }
      return block
    }
  }

  private init(
    format: JSONStreamFormat, options: ModelStreamOptions, registry: MappingRegistry, context: MappingContext,
    onIssue: @escaping (MappingError) -> Void, source: @escaping () throws -> (any ContiguousBytes)?
  ) {
    core = StreamCore(format: format, options: options, registry: registry, context: context)
    self.source = source
    report = onIssue
  }

  /// The next model, or `nil` at the end of the stream.
  ///
  /// - Throws: `MappingError` for malformed or truncated JSON (at its offset, line and column),
  ///   a limit exceeded, a key path that is absent, or, under ``ModelStreamOptions/Policy/strict``,
  ///   an element's fatal problem; or the error of reading the source. The stream is then over:
  ///   later calls return `nil`.
  public mutating func next() throws -> Model? {
    while true {
      if let model = try core.pull(report: report) { return model }
      guard core.wantsInput else { return nil }
      do {
        core.feed(try source().map(StreamChunk.bytes))
      } catch {
        core.stop()
        throw error
      }
    }
  }
}
