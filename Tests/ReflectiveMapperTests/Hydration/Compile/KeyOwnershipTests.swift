import Foundation
import ReflectiveMapper
import Testing

/// A snake-case model with a key-table entry that shadows another property's name and a
/// property with candidate keys.
final class ShadowedProfile: ReflectiveModel {
  var userName = ""
  var title = ""
  var name = "unset"
  var nickname = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["userName": \ShadowedProfile.userName, "title": \ShadowedProfile.title, "name": \ShadowedProfile.name, "nickname": \ShadowedProfile.nickname]
  }
}

/// Key resolution (an input key goes to one property) is the same whether hydration walks the input through the
/// key table (inputs about the model's size) or looks each hydrator's keys up (inputs with many
/// more keys than the model reads).
@Suite struct KeyOwnershipTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    try registry.register(ShadowedProfile.self) { m in
      m.keys = ["name": "title"]
      m.candidateKeys["nickname"] = ["nick", "handle"]
    }
    return registry
  }

  /// The input as given, and padded with enough unrelated keys to take the lookup path.
  func narrowAndWide(_ input: [String: Any]) -> [[String: Any]] {
    var wide = input
    for index in 0..<100 { wide["unrelated_\(index)"] = index }
    return [input, wide]
  }

  func describe(_ profile: ShadowedProfile) -> [String] {
    [profile.userName, profile.title, profile.name, profile.nickname]
  }

  @Test func aKeyTableEntryShadowsThePropertyOfTheSameName() throws {
    let registry = try registry()
    for input in narrowAndWide(["name": "T", "user_name": "u", "nick": "a", "handle": "b"]) {
      #expect(describe(try ShadowedProfile(dictionary: input, registry: registry)) == ["u", "T", "unset", "a"])
    }
  }

  @Test func theFirstPresentCandidateWinsAndSnakeCaseFallsBackToThePropertyName() throws {
    let registry = try registry()
    for input in narrowAndWide(["userName": "camel", "handle": "b"]) {
      #expect(describe(try ShadowedProfile(dictionary: input, registry: registry)) == ["camel", "", "unset", "b"])
    }
    for input in narrowAndWide(["user_name": "snake", "userName": "camel"]) {
      #expect(try ShadowedProfile(dictionary: input, registry: registry).userName == "snake")
    }
  }

  @Test func absentKeysLeaveDefaultsAndUnknownKeysAreReportedOnBothPaths() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    try registry.register(ShadowedProfile.self) { m in m.unknownKeys = .fail }
    // The wide input has 102 keys: collect every problem, past the default limit of 100.
    registry.issueLimit = 1_000
    for input in narrowAndWide(["user_name": "u", "stray": true]) {
      let error = try #require(throws: MappingError.self) { try ShadowedProfile(dictionary: input, registry: registry) }
      // Every key but user_name is unknown, each reported once.
      #expect(error.issues.count == input.count - 1)
      #expect(Set(error.issues.map(\.path)) == Set(input.keys).subtracting(["user_name"]))
    }
    let profile = try ShadowedProfile(dictionary: ["user_name": "u"], registry: registry)
    #expect(describe(profile) == ["u", "", "unset", ""])
  }
}
