import Foundation
import ReflectiveMapper
import Testing

/// The examples in the library's doc comments, run as written (with the models they assume),
/// so that a doc example that stops compiling or stops being true fails here.

final class SoftwareRelease: ReflectiveModel {
  var publishedAt: Date?
  var builtAt: Date?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["publishedAt": \SoftwareRelease.publishedAt, "builtAt": \SoftwareRelease.builtAt] }
}

final class Repository: ReflectiveModel {
  var stars = 0
  var owner = ""
  var cache: [String: Int] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["stars": \Repository.stars, "owner": \Repository.owner, "cache": \Repository.cache] }
}

@Suite struct DocCommentExampleTests {
  /// `DateStrategy`'s example.
  @Test func dateStrategyExample() throws {
    let registry = MappingRegistry()
    try registry.register(SoftwareRelease.self) { m in
      m.dateStrategy = .firstMatching([.iso8601, .rfc1123])  // "Tue, 10 Jun 2003 04:00:00 GMT" too
      m.dateStrategies["builtAt"] = .millisecondsSince1970
    }
    let release = try SoftwareRelease(dictionary: ["publishedAt": "Tue, 10 Jun 2003 04:00:00 GMT", "builtAt": 1_000], registry: registry)
    #expect(try release.jsonObject(registry: registry)["publishedAt"] as? String == "2003-06-10T04:00:00Z")
    #expect(release.builtAt == Date(timeIntervalSince1970: 1))
  }

  /// `PropertyMapping`'s example.
  @Test func propertyMappingExample() throws {
    let registry = MappingRegistry()
    try registry.register(Repository.self) { m in
      m.property(\.stars) {
        $0.key = "stargazers_count"
        $0.isRequired = true
        $0.default = 0
      }
      m.property(\.owner) { $0.key = "owner.login" }
      m.property(\.cache) { $0.isExcluded = true }
    }
    let repository = try Repository(dictionary: ["stargazers_count": 42, "owner": ["login": "apple"]], registry: registry)
    #expect(repository.stars == 42)
    #expect(repository.owner == "apple")
    let json = try repository.jsonObject(registry: registry)
    #expect(json["stargazers_count"] as? Int == 42)
    #expect((json["owner"] as? [String: Any])?["login"] as? String == "apple")
    #expect(json["cache"] == nil)
  }
}
