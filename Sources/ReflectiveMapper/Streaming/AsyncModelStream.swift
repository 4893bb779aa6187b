public import Foundation

/// Models read one at a time from an asynchronous sequence of byte chunks or of bytes: a
/// request body, a socket, `URLSession.bytes(for:)`.
///
/// The same reader as ``ModelStreamReader`` (formats, rules, places in problems, limits,
/// policy), for `for try await`. Reading checks the task's cancellation before each read of the
/// source and stops with `CancellationError` once it is cancelled.
///
/// ```swift
/// // A Hummingbird request body: an AsyncSequence of ByteBuffer chunks.
/// let orders = AsyncModelStream<Order, _>(chunks: request.body.map { Array(buffer: $0) }, format: .jsonLines)
/// for try await order in orders { try await store(order) }
/// ```
///
/// The stream is `Sendable` when its base is; each iteration reads the base afresh.
public struct AsyncModelStream<Model: ReflectiveModel, Base: AsyncSequence>: AsyncSequence {
  /// What the stream yields.
  public typealias Element = Model

  private let base: Base
  private let format: JSONStreamFormat
  private let options: ModelStreamOptions
  private let registry: MappingRegistry
  private let context: MappingContext
  private let onIssue: @Sendable (MappingError) -> Void
  /// Whether the base's elements are single bytes rather than chunks.
  private let isBytes: Bool

  /// Starts reading the base.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(
      core: StreamCore(format: format, options: options, registry: registry, context: context),
      source: BaseSource(iterator: base.makeAsyncIterator(), isBytes: isBytes), report: onIssue)
  }

  /// Reads the models of one iteration.
  public struct AsyncIterator: AsyncIteratorProtocol {
    fileprivate var core: StreamCore<Model>
    fileprivate var source: BaseSource<Base.AsyncIterator>
    fileprivate let report: @Sendable (MappingError) -> Void

    /// The next model, or `nil` at the end of the stream.
    ///
    /// - Throws: What ``ModelStreamReader/next()`` throws, the base's error, or
    ///   `CancellationError` once the task is cancelled.
    public mutating func next() async throws -> Model? {
      try await next(isolation: nil)
    }

    /// The next model, read in the caller's isolation, or `nil` at the end of the stream.
    ///
    /// - Parameter actor: The caller's actor, whose isolation the base is read in.
    /// - Returns: The next model, or `nil` at the end of the stream.
    /// - Throws: What ``ModelStreamReader/next()`` throws, the base's error, or
    ///   `CancellationError` once the task is cancelled.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Model? {
      while true {
        if let model = try core.pull(report: report) { return model }
        guard core.wantsInput else { return nil }
        do {
          try Task.checkCancellation()
          core.feed(try await source.next(isolation: actor))
        } catch {
          core.stop()
          throw error
        }
      }
    }
  }
}

// The initializers stand in an extension, so that the stored properties' memberwise
// initializer (private, as they are) is the one they forward to.
extension AsyncModelStream {
  /// Creates a stream of the models in `chunks`, an asynchronous sequence of byte chunks of
  /// any sizes.
  ///
  /// - Parameters:
  ///   - chunks: The bytes, in order (`[UInt8]`, `Data`, any `ContiguousBytes`).
  ///   - format: How the models are laid out; the elements of a top-level array by default.
  ///   - options: The policy for an element with a fatal problem and the size limit.
  ///   - registry: The registry whose mappings apply.
  ///   - context: Values for contextual adapters and resolvers.
  ///   - onIssue: Receives every problem, fatal or not, as it is found.
  public init(
    chunks: Base, format: JSONStreamFormat = .array, options: ModelStreamOptions = ModelStreamOptions(), registry: MappingRegistry = .shared,
    context: MappingContext = MappingContext(), onIssue: @escaping @Sendable (MappingError) -> Void = { _ in }
  ) where Base.Element: ContiguousBytes {
    self.init(base: chunks, format: format, options: options, registry: registry, context: context, onIssue: onIssue, isBytes: false)
  }

  /// Creates a stream of the models in `bytes`, an asynchronous sequence of single bytes
  /// (`FileHandle.AsyncBytes`, `URLSession.AsyncBytes`).
  ///
  /// Each model is delivered as soon as its last byte arrives.
  ///
  /// - Parameters:
  ///   - bytes: The bytes, in order.
  ///   - format: How the models are laid out; the elements of a top-level array by default.
  ///   - options: The policy for an element with a fatal problem and the size limit.
  ///   - registry: The registry whose mappings apply.
  ///   - context: Values for contextual adapters and resolvers.
  ///   - onIssue: Receives every problem, fatal or not, as it is found.
  public init(
    bytes: Base, format: JSONStreamFormat = .array, options: ModelStreamOptions = ModelStreamOptions(), registry: MappingRegistry = .shared,
    context: MappingContext = MappingContext(), onIssue: @escaping @Sendable (MappingError) -> Void = { _ in }
  ) where Base.Element == UInt8 {
    self.init(base: bytes, format: format, options: options, registry: registry, context: context, onIssue: onIssue, isBytes: true)
  }
}

extension AsyncModelStream: Sendable where Base: Sendable {}

/// The base's iterator, handing over what it reads as chunks: a chunk of a sequence of chunks,
/// or one byte of a sequence of bytes (a model is then complete as soon as its last byte is
/// read, without waiting for more).
struct BaseSource<Iterator: AsyncIteratorProtocol> {
  var iterator: Iterator
  /// Whether the elements are `UInt8`s (else `ContiguousBytes`), as the stream's initializer
  /// required.
  let isBytes: Bool

  /// The next bytes, or `nil` at the end.
  mutating func next(isolation actor: isolated (any Actor)?) async throws -> StreamChunk? {
    let next: Iterator.Element?
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      next = try await iterator.next(isolation: actor)
    } else {
      // Before Swift 6's runtime an iterator has only the `next()` it always had, which runs
      // off the caller's actor: the iterator is handed over for the call and back, never used
      // from two places at once (as every adapter of an AsyncSequence did before 6.0).
      nonisolated(unsafe) var base = iterator
      next = try await base.next()
      iterator = base
    }
    guard let element = next else { return nil }
    if isBytes { return .byte(element as! UInt8) }
    return .bytes(element as! any ContiguousBytes)
  }
}
