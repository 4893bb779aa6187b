import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// A GitHub user read with deliberately wrong types, so both input paths produce issues.
final class MistypedUser: ReflectiveModel {
  var login = 0
  var id = false
  var siteAdmin: URL?
  var type: [String] = []
  var avatarUrl = Date(timeIntervalSince1970: 0)
  var followersUrl: Decimal?
  var missing = "kept"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "login": \MistypedUser.login, "id": \MistypedUser.id, "siteAdmin": \MistypedUser.siteAdmin,
      "type": \MistypedUser.type, "avatarUrl": \MistypedUser.avatarUrl, "followersUrl": \MistypedUser.followersUrl,
      "missing": \MistypedUser.missing,
    ]
  }
}

final class MistypedEvent: ReflectiveModel {
  var sender: MistypedUser?
  var repository: [String: Int] = [:]
  var number: UInt8 = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["sender": \MistypedEvent.sender, "repository": \MistypedEvent.repository, "number": \MistypedEvent.number]
  }
}

@Suite struct JSONInputTests {
  /// Hydrates `type` from `data` both ways and checks models and issues are the same.
  func expectSameBothWays<M: ReflectiveModel>(
    _ type: M.Type, _ data: Data, registry: MappingRegistry, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var fromBytesIssues: [MappingError] = []
    let fromBytes = try M(jsonData: data, registry: registry, issues: &fromBytesIssues)
    var fromDictionaryIssues: [MappingError] = []
    let dictionary = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let fromDictionary = try M(dictionary: dictionary, registry: registry, issues: &fromDictionaryIssues)
    #expect(
      NSDictionary(dictionary: try fromBytes.jsonObject(registry: registry))
        == NSDictionary(dictionary: try fromDictionary.jsonObject(registry: registry)),
      "\(name): models differ", sourceLocation: sourceLocation)
    #expect(
      fromBytesIssues.map(\.description).sorted() == fromDictionaryIssues.map(\.description).sorted(),
      "\(name): issues differ", sourceLocation: sourceLocation)
  }
}

extension JSONInputTests {
  @Test func githubPayloadsGiveTheSameModelsAndIssuesFromBytesAsFromJSONSerialization() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    for payload in try TestData.githubEvents() {
      let type = payload.type
      func check<E: GitHubEvent>(_ type: E.Type) throws {
        try expectSameBothWays(E.self, payload.data, registry: registry, payload.name)
      }
      try check(type)
      // The same bytes through mistyped models: both paths report the same problems.
      var issues: [MappingError] = []
      _ = try MistypedEvent(jsonData: payload.data, registry: registry, issues: &issues)
      #expect(issues.count >= 6, "\(payload.name)")
      try expectSameBothWays(MistypedEvent.self, payload.data, registry: registry, payload.name + " (mistyped)")
    }
  }

  @Test(.enabled(if: TestData.hasSharedData, "../shared/data is absent; skipping the corpus files"))
  func twitterAndCitmGiveTheSameModelsFromBytesAsFromJSONSerialization() throws {
    try expectSameBothWays(
      TwitterSearchResult.self, try TestData.shared("twitter.json"),
      registry: MappingRegistry(defaultKeyStrategy: .snakeCase), "twitter.json")
    try expectSameBothWays(CitmCatalog.self, try TestData.shared("citm_catalog.json"), registry: MappingRegistry(), "citm_catalog.json")
    let catalog = try CitmCatalog(jsonData: try TestData.shared("citm_catalog.json"), registry: MappingRegistry())
    #expect(catalog.events.count == 184)
    #expect(catalog.performances.count == 243)
    #expect(catalog.events["138586341"]?.name == "30th Anniversary Tour")
  }

  @Test func policiesHooksAndPathsBehaveTheSameFromBytes() throws {
    let registry = MappingRegistry()
    try registry.register(Keeper.self) { m in m.unknownKeys = .collect }
    try registry.register(Versioned.self) { m in
      m.keys = ["version.major": "major", "version\\.minor": "minor"]
      m.unknownKeys = .fail
    }
    try registry.register(Address.self) { m in
      m.beforeMapping = { ($0["data"] as? [String: Any]) ?? $0 }
      m.adapters["zip"] = Adapter { raw in (raw as? [Int])?.reduce(0, +) ?? raw }
    }
    let keeper = Data(#"{"name":"k","extra":{"a":[1,2,{"b":null}]},"n":1e2}"#.utf8)
    try expectSameBothWays(Keeper.self, keeper, registry: registry, "collect")
    let collected = try Keeper(jsonData: keeper, registry: registry)
    // From bytes an object is kept as its text, parsed when read.
    #expect((collected.unknownValues["extra"] as? RawJSON)?.text == #"{"a":[1,2,{"b":null}]}"#)
    #expect((collected.parsedUnknownValues["extra"] as? [String: Any])?["a"] is [Any])
    try expectSameBothWays(
      Versioned.self, Data(#"{"version":{"major":"3"},"version.minor":4,"homepageURL":"x"}"#.utf8),
      registry: registry, "paths")
    let stray = Data(#"{"version":{"major":"3"},"stray":1,"other":[true]}"#.utf8)
    let fromBytes = try #require(throws: MappingError.self) { try Versioned(jsonData: stray, registry: registry) }
    let fromDictionary = try #require(throws: MappingError.self) {
      try Versioned(dictionary: try JSONSerialization.jsonObject(with: stray) as! [String: Any], registry: registry)
    }
    #expect(Set(fromBytes.issues.map(\.summary)) == Set(fromDictionary.issues.map(\.summary)))
    #expect(fromBytes.issues.count == 2)
    try expectSameBothWays(Address.self, Data(#"{"data":{"street":"s","zip":[1,2,3]}}"#.utf8), registry: registry, "hooks")
    #expect(try Address(jsonData: Data(#"{"data":{"zip":[1,2,3]}}"#.utf8), registry: registry).zip == 6)
  }

  @Test func numbersFollowTheSameLosslessRules() throws {
    let data = Data(#"{"int":"1e2","int8":1e2,"uint64":18446744073709551615,"double":1,"bool":1,"string":2.5,"decimal":0.1}"#.utf8)
    try expectSameBothWays(IntegerWidths.self, data, registry: MappingRegistry(), "numbers")
    let widths = try IntegerWidths(jsonData: data, registry: MappingRegistry())
    #expect(widths.int == 100 && widths.int8 == 100 && widths.uint64 == .max && widths.bool && widths.string == "2.5")
    var issues: [MappingError] = []
    _ = try IntegerWidths(jsonData: Data(#"{"int":true,"uint8":300,"int16":3.5}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(Set(issues.map(\.path)) == ["int", "uint8", "int16"])
    try expectSameBothWays(IntegerWidths.self, Data(#"{"int":true,"uint8":300,"int16":3.5}"#.utf8), registry: MappingRegistry(), "lossy")
  }

  @Test func theParserGivesFoundationShapes() throws {
    let value = try JSONParser.parse(Data(#"{"a":[1,true,null,"s",2.5,18446744073709551615]}"#.utf8))
    let array = try #require((value as? [String: Any])?["a"] as? [Any])
    #expect(array[0] as? Int == 1)
    #expect(type(of: array[1]) == Bool.self)
    #expect(array[2] is NSNull)
    #expect(array[4] as? Double == 2.5)
    #expect(array[5] as? UInt64 == .max)
  }

  @Test func malformedAndHostileBytesEndInAMappingError() throws {
    let cases: [(String, Data)] = [
      ("truncated", Data(#"{"name":"a"#.utf8)),
      ("invalid UTF-8", Data([0x7B, 0x22, 0x6E, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])),
      ("nested brackets", Data(repeating: UInt8(ascii: "["), count: 100_000)),
      ("nested objects", Data(String(repeating: #"{"friends":["#, count: 50_000).utf8)),
      // (Beyond 64 KiB: a shorter out-of-range literal is a problem at its property.)
      ("huge number", Data(("{\"name\":" + String(repeating: "9", count: 70_000) + ".5e400}").utf8)),
      ("trailing comma", Data(#"{"name":"a",}"#.utf8)),
      ("not an object", Data(#"[1,2]"#.utf8)),
      ("empty", Data()),
    ]
    for (name, data) in cases {
      let error = try #require(throws: MappingError.self, "\(name)") { try Rock(jsonData: data, registry: MappingRegistry()) }
      #expect(error.isFatal, "\(name)")
      if name != "not an object" {
        if case .invalidJSON(let message) = error.reason {
          #expect(message.contains("line"), "\(name): \(message)")
        } else {
          Issue.record("\(name): expected invalidJSON, got \(error.reason)")
        }
      }
    }
  }

  @Test func deeplyNestedModelsInBytesHitTheDepthLimitNotTheStack() throws {
    // 400 levels of JSON nesting are fine for the reader; models nest 200 deep.
    var text = #"{"name":"leaf"}"#
    for _ in 0..<199 { text = #"{"friends":[\#(text)]}"# }
    let customer = try Customer(jsonData: Data(text.utf8), registry: MappingRegistry())
    var depth = 1
    var current = customer
    while let next = current.friends.first {
      depth += 1
      current = next
    }
    #expect(depth == 200)
    #expect(current.name == "leaf")
  }
}

/// A model where a key-table entry names a key that is also another property's own name.
final class Renamed: ReflectiveModel {
  var title = ""
  var name = "unset"
  // swift-format-ignore: IdentifiersMustBeASCII
  var café = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["title": \Renamed.title, "name": \Renamed.name, "café": \Renamed.café]
  }
}

extension JSONInputTests {
  @Test func aKeyInTheKeyTableGoesOnlyToItsPropertyOnBothPaths() throws {
    let registry = MappingRegistry()
    try registry.register(Renamed.self) { m in m.keys = ["name": "title"] }
    let data = Data(#"{"name":"The Title"}"#.utf8)
    let fromDictionary = try Renamed(dictionary: ["name": "The Title"], registry: registry)
    let fromBytes = try Renamed(jsonData: data, registry: registry)
    for model in [fromDictionary, fromBytes] {
      #expect(model.title == "The Title")
      // An input key resolves to one property; `name` is not read twice.
      #expect(model.name == "unset")
    }
    try expectSameBothWays(Renamed.self, data, registry: registry, "renamed")
  }

  @Test func canonicallyEquivalentKeysMatchFromBytesAsInADictionary() throws {
    let registry = MappingRegistry()
    // The property is spelled with a precomposed é (U+00E9); the input uses e + U+0301.
    let decomposed = "cafe\u{301}"
    let data = Data(#"{"\#(decomposed)":"noir"}"#.utf8)
    #expect(!data.elementsEqual("café".utf8))
    let fromBytes = try Renamed(jsonData: data, registry: registry)
    let fromDictionary = try Renamed(dictionary: [decomposed: "noir"], registry: registry)
    #expect(fromBytes.café == "noir")
    #expect(fromDictionary.café == "noir")
  }
}
