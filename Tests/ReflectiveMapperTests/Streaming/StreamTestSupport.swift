import Foundation
import ReflectiveMapper
import Testing

/// A class model for the stream tests: a name, an age, tags.
final class StreamPerson: ReflectiveModel {
  var name = ""
  var age = 0
  var tags: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \StreamPerson.name, "age": \StreamPerson.age, "tags": \StreamPerson.tags] }
}

/// The struct twin of ``StreamPerson``.
struct StreamPersonValue: ReflectiveModel {
  var name = ""
  var age = 0
  var tags: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \StreamPersonValue.name, "age": \StreamPersonValue.age, "tags": \StreamPersonValue.tags]
  }
}

/// The immutable twin of ``StreamPerson``, built through its initializer (`age` required).
struct StreamPersonLet: ReflectiveInitializable {
  let name: String
  let age: Int
  static var keyPaths: [String: AnyKeyPath] { ["name": \StreamPersonLet.name, "age": \StreamPersonLet.age] }
  static var initializedProperties: Set<String> { ["name", "age"] }
  init(mappedValues values: MappedValues) throws {
    name = try values["name"]
    age = try values["age"]
  }
}

/// What one read of a stream gave: each model (as its sorted JSON), every problem reported, and
/// the error that ended it.
struct StreamOutcome: Equatable, CustomStringConvertible {
  var models: [String] = []
  var issues: [String] = []
  var error: String?

  var description: String { "models: \(models)\nissues: \(issues)\nerror: \(error ?? "none")" }
}

enum StreamTest {
  /// The chunk sizes every split test reads with (`Int.max`: the whole input in one chunk).
  static let chunkSizes = [1, 2, 3, 7, Int.max]

  /// `bytes` cut into chunks of `size` bytes (the last one shorter).
  static func chunks(_ bytes: [UInt8], size: Int) -> [[UInt8]] {
    guard size < bytes.count else { return [bytes] }
    return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
  }

  /// A model's JSON with sorted keys: what two models are compared by.
  static func text<M: ReflectiveModel>(_ model: M, registry: MappingRegistry) -> String {
    (try? String(decoding: model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)) ?? "<unwritable>"
  }

  /// Reads `bytes` in chunks of `size` through the synchronous reader.
  static func read<M: ReflectiveModel>(
    _: M.Type, _ bytes: [UInt8], size: Int, format: JSONStreamFormat = .array, options: ModelStreamOptions = ModelStreamOptions(),
    registry: MappingRegistry
  ) -> StreamOutcome {
    var outcome = StreamOutcome()
    var issues: [String] = []
    var reader = ModelStreamReader<M>(chunks: chunks(bytes, size: size), format: format, options: options, registry: registry) {
      issues.append($0.summary)
    }
    do {
      while let model = try reader.next() { outcome.models.append(text(model, registry: registry)) }
      // The stream stays over.
      if try reader.next() != nil { outcome.error = "a model after the end" }
    } catch {
      outcome.error = "\(error)"
    }
    outcome.issues = issues
    return outcome
  }

  /// What the whole-document array reader gives for `bytes` (`at` a key path, if given).
  static func whole<M: ReflectiveModel>(_: M.Type, _ bytes: [UInt8], at path: String? = nil, registry: MappingRegistry) -> StreamOutcome {
    var outcome = StreamOutcome()
    var issues: [MappingError] = []
    do {
      let models =
        try path.map { try [M](jsonData: bytes, at: $0, registry: registry, issues: &issues) }
        ?? [M](jsonData: bytes, registry: registry, issues: &issues)
      outcome.models = models.map { text($0, registry: registry) }
    } catch {
      outcome.error = "\(error)"
    }
    outcome.issues = issues.map(\.summary)
    return outcome
  }

  /// A sequence of `prefix`, then `count` chunks that are each `chunk`, made as they are read
  /// (never held whole).
  struct Repeated: Sequence, IteratorProtocol {
    var prefix: [UInt8]?
    let chunk: [UInt8]
    var remaining: Int

    init(_ chunk: [UInt8], count: Int, after prefix: [UInt8] = []) {
      self.prefix = prefix.isEmpty ? nil : prefix
      self.chunk = chunk
      remaining = count
    }

    mutating func next() -> [UInt8]? {
      if let first = prefix {
        prefix = nil
        return first
      }
      guard remaining > 0 else { return nil }
      remaining -= 1
      return chunk
    }
  }
}

extension Array where Element == UInt8 {
  init(json text: String) { self = Array(text.utf8) }
}
