// The workloads shared by the benchmark targets and InstructionCounts.
//
//   twitter    twitter.json, 100 statuses            TwitterSearchResult     .snakeCase
//   citm       citm_catalog.json                     CitmCatalog             default keys
//   canada     canada.json (GeoJSON, ~111k doubles)  CanadaFeatureCollection default keys
//   github     github/*.json, 5 webhook payloads     the GitHub event models .snakeCase
//   synthetic  20,000 generated records             [SyntheticRecord]       .snakeCase
//   twitter8x  twitter.json's statuses × 8, ~5 MB    TwitterSearchResult     .snakeCase
//   twitter80x twitter.json's statuses × 80, ~50 MB  TwitterSearchResult     .snakeCase
//
// Every loader runs in a benchmark's `setup` closure: not measured, once per process.
import Foundation
import ReflectiveMapper

/// A workload's input: the JSON bytes, what JSONSerialization makes of them (the input of the
/// `[String: Any]` benchmarks, parsed outside the measured block) and the registry to use.
final class Loaded<Object> {
  let data: Data
  let object: Object
  let registry: MappingRegistry
  let decoder = JSONDecoder()

  init(data: Data, object: Object, registry: MappingRegistry) {
    self.data = data
    self.object = object
    self.registry = registry
  }
}

/// One GitHub webhook payload and the event model it maps to.
struct GitHubPayload {
  let file: String
  let data: Data
  let object: [String: Any]
  let hydrate: ([String: Any], MappingRegistry) throws -> any ReflectiveModel
  let fromBytes: (Data, MappingRegistry) throws -> any ReflectiveModel
}

enum Workloads {
  static let twitterFile = "twitter.json"
  static let citmFile = "citm_catalog.json"
  static let canadaFile = "canada.json"
  /// The GitHub payloads and the event type of each (as in GitHubModels.swift).
  static var githubFiles: [(file: String, type: any ReflectiveModel.Type)] {
    [
      ("github/issue_comment_created.payload.json", IssueCommentEvent.self),
      ("github/issues_opened.with-transfer.payload.json", IssuesEvent.self),
      ("github/pull_request_opened.payload.json", PullRequestEvent.self),
      ("github/pull_request_opened.with-null-body.json", PullRequestEvent.self),
      ("github/push_with-new-branch.payload.json", PushEvent.self),
    ]
  }

  static func twitterRegistry() -> MappingRegistry { MappingRegistry(defaultKeyStrategy: .snakeCase) }
  /// twitter's registry with constraints on ten properties of each status and user (ranges,
  /// lengths, patterns, a format), all of which twitter.json keeps: what checking costs.
  static func twitterConstrainedRegistry() -> MappingRegistry {
    let registry = twitterRegistry()
    try! registry.register(TwitterStatus.self) { m in
      m.constraints["id"] = [.minimum(0)]
      m.constraints["idStr"] = [.pattern("^[0-9]+$")]
      m.constraints["text"] = [.length(...1000)]
      m.constraints["retweetCount"] = [.minimum(0)]
      m.constraints["favoriteCount"] = [.range(0...1_000_000_000)]
      m.constraints["lang"] = [.length(...10)]
    }
    try! registry.register(TwitterUser.self) { m in
      m.constraints["idStr"] = [.pattern("^[0-9]+$")]
      m.constraints["screenName"] = [.length(1...20), .pattern("^[A-Za-z0-9_]+$")]
      m.constraints["followersCount"] = [.minimum(0)]
      m.constraints["friendsCount"] = [.minimum(0)]
      m.constraints["statusesCount"] = [.minimum(0)]
      m.constraints["lang"] = [.length(...10)]
    }
    return registry
  }
  static func citmRegistry() -> MappingRegistry { MappingRegistry() }
  static func canadaRegistry() -> MappingRegistry { MappingRegistry() }
  static func syntheticRegistry() -> MappingRegistry { MappingRegistry(defaultKeyStrategy: .snakeCase) }
  static func githubRegistry() -> MappingRegistry { MappingRegistry(defaultKeyStrategy: .snakeCase) }

  static func twitter() throws -> Loaded<[String: Any]> {
    try file(twitterFile, registry: twitterRegistry())
  }

  static func citm() throws -> Loaded<[String: Any]> {
    try file(citmFile, registry: citmRegistry())
  }

  static func canada() throws -> Loaded<[String: Any]> {
    try file(canadaFile, registry: canadaRegistry())
  }

  /// The synthetic records: generated, written as JSON bytes, and parsed back by
  /// JSONSerialization like every other workload's `[String: Any]` input.
  static func synthetic() throws -> Loaded<[Any]> {
    let data = SyntheticData.jsonData()
    guard let object = try JSONSerialization.jsonObject(with: data) as? [Any] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    return Loaded(data: data, object: object, registry: syntheticRegistry())
  }

  /// twitter.json with its 100 statuses repeated `copies` times (8: ~5 MB, 80: ~50 MB), generated
  /// in setup, never committed.
  ///
  /// With `parsed`, JSONSerialization's object of the bytes too (the `[String: Any]` input);
  /// without, only the bytes, so that a bytes measurement's memory is not mixed with a dictionary
  /// it does not use.
  static func twitterScaled(_ copies: Int, parsed: Bool) throws -> Loaded<[String: Any]> {
    let original = try BenchmarkData.bytes(twitterFile)
    guard var root = try BenchmarkData.object(original) as? [String: Any], let statuses = root["statuses"] as? [Any] else {
      throw CocoaError(.propertyListReadCorrupt)
    }
    root["statuses"] = Array(repeating: statuses, count: copies).flatMap { $0 }
    let data = try JSONSerialization.data(withJSONObject: root)
    let object = parsed ? (try BenchmarkData.object(data) as? [String: Any] ?? [:]) : [:]
    return Loaded(data: data, object: object, registry: twitterRegistry())
  }

  static func github() throws -> Loaded<[GitHubPayload]> {
    var payloads: [GitHubPayload] = []
    for entry in githubFiles {
      let type = entry.type
      payloads.append(try gitHubPayload(type, file: entry.file))
    }
    return Loaded(data: Data(), object: payloads, registry: githubRegistry())
  }

  static var githubAvailable: Bool {
    githubFiles.allSatisfy { BenchmarkData.isAvailable($0.file) }
  }

  private static func gitHubPayload<M: ReflectiveModel>(_: M.Type, file: String) throws -> GitHubPayload {
    let data = try BenchmarkData.bytes(file)
    guard let object = try BenchmarkData.object(data) as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
    return GitHubPayload(
      file: file, data: data, object: object,
      hydrate: { try M(dictionary: $0, registry: $1) },
      fromBytes: { try M(jsonData: $0, registry: $1) })
  }

  private static func file(_ name: String, registry: MappingRegistry) throws -> Loaded<[String: Any]> {
    let data = try BenchmarkData.bytes(name)
    guard let object = try BenchmarkData.object(data) as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
    return Loaded(data: data, object: object, registry: registry)
  }
}
