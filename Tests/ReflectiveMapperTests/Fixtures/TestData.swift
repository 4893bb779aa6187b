import Foundation

/// Locates test data: fixtures shipped in the test bundle, and the shared corpus in
/// `../shared/data/` beside the repository (absent on some machines: tests skip then).
enum TestData {
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
    return nil
  }()

  static var hasSharedData: Bool { sharedFolder != nil }

  static func shared(_ name: String) throws -> Data {
    guard let folder = sharedFolder else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: folder.appendingPathComponent(name))
  }
}
