import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Synchronization
import Testing

// What gets written, through the public API only: what `keyPaths` lists, minus `excluded`;
// unlisted stored properties only where a mapping opts in; one-way properties register and
// fail JSON output by name.

/// OHMKit's README example: a colour the service sends as `[122, 50, 80]` (the article's own
/// type, which `ArticleMappings.colors` builds).
typealias OHMRGB = MigrationArticles.RGB

final class OHMColors: ReflectiveModel {
  var name = ""
  var favoriteColor: OHMRGB?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \OHMColors.name, "favoriteColor": \OHMColors.favoriteColor] }
}

/// A server-side account: clients may set what keyPaths lists; the rest is the server's.
final class ServerAccount: ReflectiveModel {
  var id = 0
  var email = ""
  private var passwordHash = "$2b$12$secret"
  private(set) var sessionToken: String? = "tok-123"
  var cache: [String: Int] = ["hits": 3]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \ServerAccount.id, "email": \ServerAccount.email] }
  func verify(_ hash: String) -> Bool { hash == passwordHash }
}

final class ServerTeam: ReflectiveModel {
  var name = ""
  var owner: ServerAccount?
  var members: [ServerAccount] = []
  var byEmail: [String: ServerAccount] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \ServerTeam.name, "owner": \ServerTeam.owner, "members": \ServerTeam.members, "byEmail": \ServerTeam.byEmail]
  }
}

/// The OHMKit article's registration: `favorite_color` through an adapter with no way back.
private func registerColors(_ registry: MappingRegistry) throws {
  try registry.register(OHMColors.self, ArticleMappings.colors)
}

@Suite struct OutputSelectionTests {
  @Test func ohmKitsOneWayColourAdapterRegistersAndHydrates() throws {
    let registry = MappingRegistry()
    let findings = Mutex<[MappingError]>([])
    registry.issueHandler = { finding in findings.withLock { $0.append(finding) } }
    try registerColors(registry)

    // Listed as a non-fatal finding, through issues(for:) and the issue handler alike (beside
    // the schema's note on the adapter, which issues(for:) lists and the handler does not log).
    let listed = registry.issues(for: OHMColors.self).filter { $0.property == "OHMColors.favoriteColor" && !$0.summary.contains("JSON Schema") }
    #expect(listed.count == 1)
    #expect(listed.allSatisfy { !$0.isFatal && $0.summary.contains("one-way") })
    #expect(findings.withLock { $0 }.map(\.summary) == listed.map(\.summary))

    let expected = OHMRGB(red: 122 / 255, green: 50 / 255, blue: 80 / 255)
    let colors = try OHMColors(dictionary: ["name": "Ada", "favorite_color": [122, 50, 80]], registry: registry)
    #expect(colors.favoriteColor == expected)
    let fromBytes = try OHMColors(jsonData: Data(#"{"name": "Ada", "favorite_color": [122, 50, 80]}"#.utf8), registry: registry)
    #expect(fromBytes.favoriteColor == expected)
    try fromBytes.setValues(fromJSON: Data(#"{"favorite_color": [0, 0, 255]}"#.utf8), registry: registry)
    #expect(fromBytes.favoriteColor == OHMRGB(red: 0, green: 0, blue: 1) && fromBytes.name == "Ada")

    // dictionaryRepresentation keeps the value as it is.
    #expect(colors.dictionaryRepresentation(registry: registry)["favoriteColor"] as? OHMRGB == expected)
  }

  @Test func jsonOutputOfAOneWayPropertyFailsByNameWithTheFixes() throws {
    let registry = MappingRegistry()
    try registerColors(registry)
    let colors = try OHMColors(dictionary: ["name": "Ada", "favorite_color": [1, 2, 3]], registry: registry)
    let errors = [
      try #require(throws: MappingError.self) { try colors.jsonObject(registry: registry) },
      try #require(throws: MappingError.self) { try colors.jsonData(registry: registry) },
      try #require(throws: MappingError.self) { try [colors].jsonData(registry: registry) },
    ]
    for error in errors {
      #expect(error.property?.hasSuffix(".favoriteColor") == true && error.property?.contains("OHMColors") == true)
      #expect(error.path.hasSuffix("favorite_color"))
      for fix in ["serialize", "transform", "excluded"] { #expect(error.summary.contains(fix), "\(fix)") }
    }
    // Without a value there is nothing to lose: nil is left out as usual.
    let plain = OHMColors()
    plain.name = "Bo"
    #expect(try plain.jsonObject(registry: registry) as NSDictionary == ["name": "Bo"])

    // Each fix the message names works.
    let withSerialize = MappingRegistry()
    try withSerialize.register(OHMColors.self) { m in
      m.adapters["favoriteColor"] = Adapter(
        hydrate: { $0 },
        serialize: { value in
          guard let color = value as? OHMRGB else { return NSNull() }
          return [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        })
    }
    #expect(withSerialize.issues(for: OHMColors.self).allSatisfy { !$0.summary.contains("one-way") })
    #expect(try colors.jsonObject(registry: withSerialize)["favoriteColor"] as? [Int] == [1, 2, 3])
    let excluding = MappingRegistry()
    try excluding.register(OHMColors.self) { m in m.excluded = ["favoriteColor"] }
    #expect(try colors.jsonObject(registry: excluding) as NSDictionary == ["name": "Ada"])
  }

  @Test func aPasswordHashOutsideKeyPathsNeverAppearsInAnyOutput() throws {
    let registry = MappingRegistry()
    try registry.register(ServerAccount.self)
    let account = try ServerAccount(
      dictionary: ["id": 1, "email": "a@b.c", "passwordHash": "forged", "sessionToken": "forged", "cache": ["x": 1]],
      registry: registry)
    #expect(account.verify("$2b$12$secret"))  // never read either
    let team = ServerTeam()
    team.owner = account
    team.members = [account]
    team.byEmail = ["a@b.c": account]
    let leaks = ["passwordHash", "secret", "sessionToken", "tok-123", "cache", "hits"]
    func check(_ text: String, _ label: String) {
      for leak in leaks { #expect(!text.contains(leak), "\(label): \(leak)") }
    }
    // The shared registry too: unlisted is the default everywhere.
    for registry in [registry, MappingRegistry.shared] {
      check(String(decoding: try account.jsonData(registry: registry), as: UTF8.self), "jsonData")
      check(String(describing: try account.jsonObject(registry: registry)), "jsonObject")
      check(String(describing: account.dictionaryRepresentation(registry: registry)), "dictionaryRepresentation")
      check(String(decoding: try team.jsonData(registry: registry), as: UTF8.self), "nested jsonData")
      check(String(describing: try team.jsonObject(registry: registry)), "nested jsonObject")
      check(String(describing: team.dictionaryRepresentation(registry: registry)), "nested dictionaryRepresentation")
      check(String(decoding: try [account].jsonData(registry: registry), as: UTF8.self), "array jsonData")
      check(String(describing: try [account].jsonObject(registry: registry)), "array jsonObject")
    }
    #expect(try account.jsonObject(registry: registry) as NSDictionary == ["id": 1, "email": "a@b.c"])
  }

  @Test func eachUnlistedStoredPropertyIsAFindingNamingBothFixes() throws {
    let registry = MappingRegistry()
    try registry.register(ServerAccount.self)
    let findings = registry.issues(for: ServerAccount.self)
    for name in ["passwordHash", "sessionToken", "cache"] {
      let finding = try #require(findings.first { $0.property == "ServerAccount.\(name)" }, "\(name)")
      #expect(!finding.isFatal)
      #expect(finding.summary.contains("neither read nor written"))
      #expect(finding.summary.contains("list it in keyPaths"))
      #expect(finding.summary.contains("writesUnlistedProperties"))
    }
  }

  @Test func writingUnlistedPropertiesIsAnOptInPerModelOrPerRegistry() throws {
    // Per model: that model only.
    let perModel = MappingRegistry()
    try perModel.register(ServerAccount.self) { m in
      m.writesUnlistedProperties = true
      m.excluded = ["passwordHash"]
    }
    let account = ServerAccount()
    let object = try account.jsonObject(registry: perModel)
    #expect(Set(object.keys) == ["id", "email", "sessionToken", "cache"])
    #expect(Set(account.dictionaryRepresentation(registry: perModel).keys) == ["id", "email", "sessionToken", "cache"])

    // Per registry: every model without a setting of its own; a model can still opt out.
    let everything = MappingRegistry()
    everything.writesUnlistedProperties = true
    #expect(Set(try account.jsonObject(registry: everything).keys) == ["id", "email", "passwordHash", "sessionToken", "cache"])
    try everything.register(ServerAccount.self) { m in m.writesUnlistedProperties = false }
    #expect(Set(try account.jsonObject(registry: everything).keys) == ["id", "email"])
    // Unlisted properties are written, never read.
    let read = try ServerAccount(dictionary: ["passwordHash": "forged"], registry: MappingRegistry())
    #expect(read.verify("$2b$12$secret"))
  }
}
