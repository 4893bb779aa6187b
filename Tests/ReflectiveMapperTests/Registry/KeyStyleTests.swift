import Foundation
import ReflectiveMapper
import Testing

/// Key styles, case-insensitive matching and matching by a function of the input key.
@Suite struct KeyStyleTests {
  @Test(arguments: [
    (KeyStrategy.snakeCase, ["favorite_word", "avatar_url", "user_id"]),
    (.kebabCase, ["favorite-word", "avatar-url", "user-id"]),
    (.camelCase, ["favoriteWord", "avatarUrl", "userId"]),
    (.pascalCase, ["FavoriteWord", "AvatarUrl", "UserId"]),
    (.screamingSnakeCase, ["FAVORITE_WORD", "AVATAR_URL", "USER_ID"]),
    (.screamingKebabCase, ["FAVORITE-WORD", "AVATAR-URL", "USER-ID"]),
    (.trainCase, ["Favorite-Word", "Avatar-Url", "User-Id"]),
    (.lowercase, ["favoriteword", "avatarurl", "userid"]),
    (.uppercase, ["FAVORITEWORD", "AVATARURL", "USERID"]),
  ])
  func eachStyleReadsAndWritesItsKeys(strategy: KeyStrategy, keys: [String]) throws {
    #expect(["favoriteWord", "avatarURL", "userID"].map(strategy.serviceKey(for:)) == keys)
    let registry = MappingRegistry()
    try registry.register(KSProfile.self) { $0.keyStrategy = strategy }
    let json = #"{"\#(keys[0])":"hi","\#(keys[1])":"https://x.org/a.png","\#(keys[2])":7}"#
    let profile = try KSProfile(jsonData: Data(json.utf8), registry: registry)
    #expect(profile.favoriteWord == "hi" && profile.avatarURL?.host == "x.org" && profile.userID == 7)
    let written = try profile.jsonObject(registry: registry)
    #expect(Set(written.keys) == Set(keys + [strategy.serviceKey(for: "sub")]))
    // The property's own spelling is accepted too.
    #expect(try KSProfile(dictionary: ["favoriteWord": "own"], registry: registry).favoriteWord == "own")
  }

  @Test func snakeCasePropertyNamesBecomeCamelCase() {
    #expect(KeyStrategy.camelCase.serviceKey(for: "favorite_word") == "favoriteWord")
    #expect(KeyStrategy.pascalCase.serviceKey(for: "_id") == "Id")
  }

  func caseInsensitiveRegistry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(KSProfile.self) { m in
      m.keyStrategy = .snakeCase
      m.keyMatching = .caseInsensitive
      m.unknownKeys = .fail
    }
    try registry.register(KSProfileValue.self) { m in
      m.keyStrategy = .snakeCase
      m.keyMatching = .caseInsensitive
      m.unknownKeys = .fail
    }
    return registry
  }

  @Test func caseInsensitiveMatchingReadsAnyLetterCaseFromBytesAndDictionaries() throws {
    let registry = try caseInsensitiveRegistry()
    let input: [String: Any] = ["Favorite_Word": "x", "USER_ID": 3]
    let data = Data(#"{"Favorite_Word":"x","USER_ID":3}"#.utf8)
    for profile in [try KSProfile(dictionary: input, registry: registry), try KSProfile(jsonData: data, registry: registry)] {
      #expect(profile.favoriteWord == "x" && profile.userID == 3)
      // Output writes the service keys.
      #expect(try profile.jsonObject(registry: registry)["user_id"] as? Int == 3)
    }
    #expect(try KSProfileValue(jsonData: data, registry: registry).userID == 3)
    #expect(try KSProfileValue(dictionary: input, registry: registry).favoriteWord == "x")
  }

  @Test func anExactKeyWinsWhereverItIsAndTwoVariantsAreADuplicate() throws {
    let registry = try caseInsensitiveRegistry()
    for text in [#"{"USER_ID":1,"user_id":2}"#, #"{"user_id":2,"USER_ID":1}"#] {
      var issues: [MappingError] = []
      #expect(try KSProfile(jsonData: Data(text.utf8), registry: registry, issues: &issues).userID == 2)
      #expect(issues.isEmpty, "\(issues)")
    }
    var issues: [MappingError] = []
    #expect(try KSProfile(dictionary: ["USER_ID": 1, "user_id": 2], registry: registry, issues: &issues).userID == 2)
    #expect(issues.isEmpty)
    var fromBytes: [MappingError] = []
    _ = try KSProfile(jsonData: Data(#"{"User_Id":1,"USER_ID":2}"#.utf8), registry: registry, issues: &fromBytes)
    #expect(fromBytes.map(\.reason.code) == ["duplicateKey"])
    var fromDictionary: [MappingError] = []
    _ = try KSProfile(dictionary: ["User_Id": 1, "USER_ID": 2], registry: registry, issues: &fromDictionary)
    #expect(fromDictionary.map(\.reason.code) == ["duplicateKey"])
    // A key that matches nothing in any case is still unknown.
    let error = try #require(throws: MappingError.self) { try KSProfile(jsonData: Data(#"{"Nick":1}"#.utf8), registry: registry) }
    #expect(error.reason == .unknownKey("Nick"))
  }

  @Test func twoKeysOfOnePropertyThatFoldTogetherStillMatch() throws {
    // Pascal case gives `UserId`, and the property's own `userID` is accepted too: both fold to
    // `userid`, and belong to one property.
    let registry = MappingRegistry()
    try registry.register(KSProfile.self) { m in
      m.keyStrategy = .pascalCase
      m.keyMatching = .caseInsensitive
    }
    #expect(try KSProfile(jsonData: Data(#"{"USERID":7}"#.utf8), registry: registry).userID == 7)
    #expect(try KSProfile(dictionary: ["userid": 8], registry: registry).userID == 8)
  }

  @Test func aCustomMatchingTurnsInputKeysIntoPropertyNames() throws {
    // SmartCodable's firstLetterLower: "Sub" and "UserID" fill `sub` and `userID`.
    let registry = MappingRegistry()
    try registry.register(KSProfile.self) { m in
      m.keyMatching = .custom { $0.prefix(1).lowercased() + $0.dropFirst() }
    }
    let data = Data(#"{"Sub":5,"UserID":9,"FavoriteWord":"w"}"#.utf8)
    let fromBytes = try KSProfile(jsonData: data, registry: registry)
    let fromDictionary = try KSProfile(dictionary: ["Sub": 5, "UserID": 9, "FavoriteWord": "w"], registry: registry)
    for profile in [fromBytes, fromDictionary] {
      #expect(profile.sub == 5 && profile.userID == 9 && profile.favoriteWord == "w")
    }
    #expect(try fromBytes.jsonObject(registry: registry)["sub"] as? Int == 5)
  }
}

extension KeyStyleTests {
  @Test("The registry's defaultKeyStrategy setter applies to types used without registration")
  func defaultKeyStrategySetter() throws {
    let registry = MappingRegistry()
    registry.defaultKeyStrategy = .snakeCase
    let numbers = try CountedNote(dictionary: ["favorite_word": "loom"], registry: registry)
    #expect(numbers.favoriteWord == "loom")
    #expect(try numbers.jsonObject(registry: registry)["favorite_word"] as? String == "loom")
    let plain = try CountedNote(dictionary: ["favorite_word": "loom"], registry: MappingRegistry())
    #expect(plain.favoriteWord == "", "without the setting the key is unknown")
  }
}
