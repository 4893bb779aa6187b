import Foundation
import ReflectiveMapper
import Testing

/// A property named with an acronym (`avatarURL`, `userID`) is filled, under every case
/// style, by an input key that keeps the acronym's capitals, as well as by the styled key.
@Suite struct AcronymKeyTests {
  final class Profile: ReflectiveModel {
    var avatarURL = ""
    var userID = 0
    var name = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["avatarURL": \Profile.avatarURL, "userID": \Profile.userID, "name": \Profile.name] }
  }

  static let cases: [(KeyStrategy, avatar: String, user: String)] = [
    (.pascalCase, "AvatarURL", "UserID"),
    (.kebabCase, "avatar-URL", "user-ID"),
    (.trainCase, "Avatar-URL", "User-ID"),
    (.snakeCase, "avatar_URL", "user_ID"),
    (.camelCase, "avatarURL", "userID"),
  ]

  @Test(arguments: 0..<cases.count) func anInputKeyKeepingTheAcronymsCapitalsFillsTheProperty(index: Int) throws {
    let (strategy, avatar, user) = Self.cases[index]
    let registry = MappingRegistry()
    try registry.register(Profile.self) { $0.keyStrategy = strategy }
    let input: [String: Any] = [avatar: "https://a", user: 7]
    let fromDictionary = try Profile(dictionary: input, registry: registry)
    let fromBytes = try Profile(jsonData: JSONSerialization.data(withJSONObject: input), registry: registry)
    for profile in [fromDictionary, fromBytes] {
      #expect(profile.avatarURL == "https://a")
      #expect(profile.userID == 7)
    }
    // The styled key still works, and output writes it.
    let styled = strategy.serviceKey(for: "avatarURL")
    #expect(try Profile(dictionary: [styled: "b"], registry: registry).avatarURL == "b")
    #expect(try fromDictionary.jsonObject(registry: registry)[styled] as? String == "https://a")
  }

  @Test func theStyledKeyWinsOverTheAcronymSpelling() throws {
    let registry = MappingRegistry()
    try registry.register(Profile.self) { $0.keyStrategy = .pascalCase }
    let profile = try Profile(dictionary: ["AvatarUrl": "styled", "AvatarURL": "acronym"], registry: registry)
    #expect(profile.avatarURL == "styled")
  }
}
