import Foundation

/// Locates test data: fixtures shipped in the test bundle, and the shared corpus in
/// `../shared/data/` beside the repository (absent on some machines: tests skip then).
enum TestData {
  /// A value as `JSONEncoder` writes it with sorted keys.
  ///
  /// A canonical rendering, for comparing two decodes of types that are Codable but not
  /// Equatable (the real-data fixtures).
  static func canonical(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }

  /// The GitHub webhook payloads shipped as fixtures.
  ///
  /// The GitHub webhook payloads of the test bundle; throws when they are missing, so that a loop
  /// over them cannot pass without iterating.
  static func githubPayloads() throws -> [(name: String, data: Data)] {
    guard let folder = Bundle.module.url(forResource: "JSON", withExtension: nil)?.appendingPathComponent("github") else {
      throw CocoaError(.fileNoSuchFile)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    guard names.count >= 5 else { throw CocoaError(.fileNoSuchFile) }
    return try names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
  }

  /// The event model each GitHub payload of the test bundle hydrates into.
  static let githubEventTypes: [String: GitHubEvent.Type] = [
    "issue_comment_created.payload.json": IssueCommentEvent.self,
    "issues_opened.with-transfer.payload.json": IssuesEvent.self,
    "pull_request_opened.payload.json": PullRequestEvent.self,
    "pull_request_opened.with-null-body.json": PullRequestEvent.self,
    "push_with-new-branch.payload.json": PushEvent.self,
  ]

  /// The GitHub payloads of the test bundle, each with its event model; throws when a payload
  /// has no model or a model no payload, so that every loop covers every fixture.
  static func githubEvents() throws -> [(name: String, type: GitHubEvent.Type, data: Data)] {
    let payloads = try githubPayloads()
    guard Set(payloads.map(\.name)) == Set(githubEventTypes.keys) else { throw CocoaError(.fileReadCorruptFile) }
    return payloads.map { ($0.name, githubEventTypes[$0.name]!, $0.data) }
  }

  static func githubPayload(_ name: String) throws -> [String: Any] {
    guard let payload = try githubPayloads().first(where: { $0.name == name }) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try JSONSerialization.jsonObject(with: payload.data) as! [String: Any]
  }

  /// The shared data folder (`../shared/data` from the package root), if present.
  static let sharedFolder: URL? = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<6 {
      url.deleteLastPathComponent()
      let candidate = url.appendingPathComponent("shared/data")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("twitter.json").path) {
        return candidate
      }
    }
    for path in ["/work/shared/data"] where FileManager.default.fileExists(atPath: path + "/twitter.json") {
      return URL(fileURLWithPath: path)
    }
    // Said once, up front, besides each skipped test's own line (which is easy to miss among
    // hundreds): the README promises a message.
    FileHandle.standardError.write(Data(absentNote.utf8))
    return nil
  }()

  /// What a run without the shared corpus prints once.
  static let absentNote = """
    note: ../shared/data (twitter.json, canada.json, citm_catalog.json, JSONTestSuite) is absent: \
    the corpus tests are skipped; each says so below.

    """

  static var hasSharedData: Bool { sharedFolder != nil }

  static func shared(_ name: String) throws -> Data {
    guard let folder = sharedFolder else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: folder.appendingPathComponent(name))
  }
}
