import Foundation
import ReflectiveMapper
import Testing

/// A value for an output-only property (a `let` with a value, a computed property without a
/// setter) is not read, and a different one says so: a non-fatal problem at its path.
@Suite struct OutputOnlyInputTests {
  final class Release: ReflectiveModel {
    var name = ""
    let schema = 2
    var title: String { name.uppercased() }
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \Release.name, "schema": \Release.schema, "title": \Release.title] }
  }

  @Test(arguments: [false, true]) func aDifferentValueIsANonFatalProblemAtItsPath(bytes: Bool) throws {
    let registry = MappingRegistry()
    let input: [String: Any] = ["name": "swift", "schema": 3, "title": "OTHER"]
    var issues: [MappingError] = []
    let release =
      bytes
      ? try Release(jsonData: JSONSerialization.data(withJSONObject: input), registry: registry, issues: &issues)
      : try Release(dictionary: input, registry: registry, issues: &issues)
    #expect(release.schema == 2)
    #expect(issues.map(\.path).sorted() == ["schema", "title"])
    #expect(issues.allSatisfy { !$0.isFatal && $0.reason.code == "outputOnlyProperty" })
    #expect(issues.first?.description.contains("make it a `var`") == true)
  }

  @Test func anEqualValueAndTheModelsOwnOutputAreNoProblem() throws {
    let registry = MappingRegistry()
    let release = try Release(dictionary: ["name": "swift"], registry: registry)
    var issues: [MappingError] = []
    _ = try Release(dictionary: release.jsonObject(registry: registry), registry: registry, issues: &issues)
    _ = try Release(jsonData: release.jsonData(registry: registry), registry: registry, issues: &issues)
    #expect(issues.isEmpty)
  }

  @Test func anImmutableModelsOutputOnlyLetIsCheckedToo() throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let input: [String: Any] = ["id": 1, "login": "a", "address": ["street": "S"], "previous": [], "kind": "admin"]
    let user = try ImmutableUser(dictionary: input, registry: registry, issues: &issues)
    #expect(user.kind == "user")
    #expect(issues.map(\.reason) == [.outputOnlyProperty("kind")])
    issues = []
    _ = try ImmutableUser(jsonData: user.jsonData(registry: registry), registry: registry, issues: &issues)
    #expect(issues.isEmpty)
  }

  @Test func aStrictMappingStillOnlyNotesIt() throws {
    let registry = MappingRegistry()
    try registry.register(Release.self) { $0.strictness = .strict }
    var issues: [MappingError] = []
    _ = try Release(dictionary: ["name": "a", "schema": "x"], registry: registry, issues: &issues)
    #expect(issues.map(\.reason) == [.outputOnlyProperty("schema")])
  }
}
