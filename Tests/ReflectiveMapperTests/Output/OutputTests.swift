import Foundation
import Testing
@testable import ReflectiveMapper

final class Profile: ReflectiveModel {
  var handle = ""
  var joined = Date(timeIntervalSince1970: 0)
  var homepage: URL?
  var token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  var avatar = Data([0xDE, 0xAD])
  var balance = Decimal(string: "12345678901234567890.12")!
  var score = 0.5
  var ratio: Float = 0.1
  var big: UInt64 = .max
  var status = Status.suspended
  var nickname: String?
  var internalNote = "output-only"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "handle": \Profile.handle, "joined": \Profile.joined, "homepage": \Profile.homepage, "token": \Profile.token,
      "avatar": \Profile.avatar, "balance": \Profile.balance, "score": \Profile.score, "ratio": \Profile.ratio,
      "big": \Profile.big, "status": \Profile.status, "nickname": \Profile.nickname,
    ]
  }
}

final class Node: ReflectiveModel {
  var name = ""
  var next: Node?
  var children: [Node] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Node.name, "next": \Node.next, "children": \Node.children] }
}

/// Decodes JSON bytes with JSONSerialization.
func parsed(_ data: Data) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: data) as! [String: Any]
}

@Suite struct DictionaryRepresentationTests {}

extension DictionaryRepresentationTests {
  @Test func listsEveryStoredPropertyByNameBaseClassFirstAndSkipsNil() throws {
    let employee = Employee()
    employee.name = "Ada"
    employee.salary = 3
    employee.favoriteObject = Rock()
    employee.friends = [Person()]
    let dictionary = employee.dictionaryRepresentation(registry: MappingRegistry())
    #expect(Set(dictionary.keys) == ["name", "favoriteWord", "favoriteNumber", "favoriteObject", "friends", "salary"])
    #expect(dictionary["salary"] as? Double == 3)
    #expect((dictionary["favoriteObject"] as? [String: Any])?["name"] as? String == "")
    #expect((dictionary["friends"] as? [Any])?.count == 1)
    let noRock = Person().dictionaryRepresentation(registry: MappingRegistry())
    #expect(noRock["favoriteObject"] == nil)
  }

  @Test func keepsSwiftValuesAndUsesRawValuesAndIncludesOutputOnlyProperties() throws {
    let dictionary = Profile().dictionaryRepresentation(registry: MappingRegistry())
    #expect(dictionary["joined"] as? Date == Date(timeIntervalSince1970: 0))
    #expect(dictionary["status"] as? String == "suspended")
    #expect(dictionary["internalNote"] as? String == "output-only")
    #expect(dictionary["nickname"] == nil)
  }

  @Test func appliesAdapterSerializers() throws {
    let registry = MappingRegistry()
    try registry.register(Palette.self) { m in
      m.adapters["primary"] = Adapter(
        hydrate: { raw in raw },
        serialize: { value in let color = value as! Color; return [color.red, color.green, color.blue] })
    }
    let palette = Palette()
    palette.primary = Color(red: 1, green: 2, blue: 3)
    #expect(palette.dictionaryRepresentation(registry: registry)["primary"] as? [Int] == [1, 2, 3])
  }

  @Test func cutsACycleByLeavingOutTheReferenceBackToAnAncestor() throws {
    let a = Node()
    a.name = "a"
    let b = Node()
    b.name = "b"
    a.next = b
    b.next = a
    a.children = [b, a]
    let dictionary = a.dictionaryRepresentation(registry: MappingRegistry())
    let next = try #require(dictionary["next"] as? [String: Any])
    #expect(next["name"] as? String == "b")
    #expect(next["next"] == nil)
    #expect((dictionary["children"] as? [Any])?.count == 1)
  }
}

@Suite struct JSONOutputTests {}

extension JSONOutputTests {
  @Test func usesServiceKeysAndRebuildsDottedPathsMergingSiblings() throws {
    let registry = MappingRegistry()
    try registry.register(Versioned.self) { m in
      m.keys = ["version.major": "major", "version.minor": "minor", "links.home": "homepageURL"]
      m.keyStrategy = .snakeCase
    }
    let versioned = Versioned()
    versioned.major = 2
    versioned.minor = 7
    versioned.userID = "u"
    let object = try versioned.jsonObject(registry: registry)
    #expect(object["version"] as? [String: Int] == ["major": 2, "minor": 7])
    #expect(object["user_id"] as? String == "u")
    #expect(object["links"] == nil)
    let bytes = try parsed(try versioned.jsonData(registry: registry))
    #expect(bytes["version"] as? [String: Int] == ["major": 2, "minor": 7])
    #expect(bytes["links"] == nil)
  }

  @Test func writesOnlyJSONValues() throws {
    let profile = Profile()
    profile.joined = Date(timeIntervalSince1970: 1_400_000_000.125)
    profile.homepage = URL(string: "https://example.com/a")
    let object = try profile.jsonObject(registry: MappingRegistry())
    #expect(object["joined"] as? String == "2014-05-13T16:53:20.125Z")
    #expect(object["homepage"] as? String == "https://example.com/a")
    #expect(object["token"] as? String == "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")  // RFC 9562: lower case
    #expect(object["avatar"] as? String == "3q0=")
    #expect(object["balance"] as? Decimal == Decimal(string: "12345678901234567890.12"))
    #expect(object["big"] as? UInt64 == .max)
    #expect(object["ratio"] as? Double == 0.1)
    #expect(object["status"] as? String == "suspended")
    #expect(object["internalNote"] as? String == "output-only")
    let text = String(decoding: try profile.jsonData(registry: MappingRegistry(), options: .sortedKeys), as: UTF8.self)
    #expect(text.contains(#""balance":12345678901234567890.12"#))
    #expect(text.contains(#""big":18446744073709551615"#))
    #expect(text.contains(#""ratio":0.1,"#))
    #expect(text.contains(#""joined":"2014-05-13T16:53:20.125Z""#))
  }

  @Test func aBoolStaysABool() throws {
    let widths = Widths()
    widths.bool = true
    let text = String(decoding: try widths.jsonData(registry: MappingRegistry()), as: UTF8.self)
    #expect(text.contains(#""bool":true"#))
    let object = try widths.jsonObject(registry: MappingRegistry())
    #expect(type(of: object["bool"]!) == Bool.self)
  }

  @Test func nilIsLeftOutUnlessNullsAreAskedFor() throws {
    let feed = Feed()
    feed.note = nil
    #expect(try feed.jsonObject(registry: MappingRegistry())["note"] == nil)
    let withNulls = try feed.jsonObject(registry: MappingRegistry(), includeNulls: true)
    #expect(withNulls["note"] is NSNull)
    let bytes = try parsed(try feed.jsonData(registry: MappingRegistry(), options: .includeNulls))
    #expect(bytes["note"] is NSNull)
    #expect(bytes["link"] is NSNull)
  }

  @Test func sortedKeysAndPrettyPrintingAreStable() throws {
    let rock = Rock()
    rock.name = "r"
    let person = Person()
    person.name = "p"
    person.favoriteObject = rock
    let text = String(decoding: try person.jsonData(registry: MappingRegistry(), prettyPrinted: true, options: .sortedKeys), as: UTF8.self)
    #expect(
      text == """
        {
          "favoriteNumber": 0,
          "favoriteObject": {
            "name": "r"
          },
          "favoriteWord": "",
          "friends": [],
          "name": "p"
        }
        """)
  }

  @Test func collectedUnknownKeysAreWrittenBack() throws {
    let registry = MappingRegistry()
    try registry.register(Keeper.self) { m in m.unknownKeys = .collect }
    let input: [String: Any] = ["name": "k", "extra": 5, "nested": ["a": true]]
    let keeper = try Keeper(dictionary: input, registry: registry)
    let object = try keeper.jsonObject(registry: registry)
    #expect(NSDictionary(dictionary: object) == NSDictionary(dictionary: input))
    for options: OutputOptions in [[], .sortedKeys] {
      let bytes = try parsed(try keeper.jsonData(registry: registry, options: options))
      #expect(NSDictionary(dictionary: bytes) == NSDictionary(dictionary: input))
    }
  }

  @Test func nanInfinityAndValuesWithoutAJSONFormAreErrorsWithTheirPath() throws {
    let widths = Widths()
    widths.double = .nan
    let error = try #require(throws: MappingError.self) { try widths.jsonObject(registry: MappingRegistry()) }
    #expect(error.path == "double")
    #expect(error.property == "Widths.double")
    widths.double = 0
    widths.float = -.infinity
    #expect(throws: MappingError.self) { try widths.jsonData(registry: MappingRegistry()) }

    // A default mapping (no registration to refuse it) writes such a property as an error.
    let noForm = try #require(throws: MappingError.self) { try OpaqueHolder().jsonData(registry: MappingRegistry()) }
    #expect(noForm.path == "value")
    #expect(noForm.summary.contains("has no JSON form"))
    // A registration refuses it up front.
    let refused = try #require(throws: MappingError.self) { try MappingRegistry().register(OpaqueHolder.self) }
    #expect(refused.summary == "OpaqueHolder.value: Opaque has no JSON form: exclude the property (`excluded`), give it an adapter with a serialize closure, or register a transform for the type")
  }

  @Test func aTrueCycleIsAnErrorAndASharedReferenceIsWrittenTwice() throws {
    let shared = Node()
    shared.name = "shared"
    let root = Node()
    root.children = [shared, shared]
    let object = try root.jsonObject(registry: MappingRegistry())
    #expect((object["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["shared", "shared"])

    let a = Node()
    let b = Node()
    a.children = [Node(), b]
    b.next = a
    let error = try #require(throws: MappingError.self) { try a.jsonData(registry: MappingRegistry()) }
    #expect(error.path == "children[1].next")
    if case .cycle = error.reason {} else { Issue.record("expected a cycle, got \(error.reason)") }
    #expect(throws: MappingError.self) { try a.jsonObject(registry: MappingRegistry()) }
  }

  @Test func jsonDataParsesToTheSameDictionaryAsJSONObject() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    for payload in try TestData.githubPayloads() {
      let dictionary = try JSONSerialization.jsonObject(with: payload.data) as! [String: Any]
      for type in [PullRequestEvent.self, IssuesEvent.self, IssueCommentEvent.self, PushEvent.self] as [GitHubEvent.Type] {
        let event = type.init()
        try event.setValues(from: dictionary, registry: registry)
        let object = try event.jsonObject(registry: registry)
        let bytes = try parsed(try event.jsonData(registry: registry))
        #expect(NSDictionary(dictionary: bytes) == NSDictionary(dictionary: object), "\(payload.name) as \(type)")
      }
    }
  }
}

@Suite struct RoundTripTests {}

extension RoundTripTests {
  @Test func githubModelsSurviveARoundTripThroughJSONObject() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    let events: [String: GitHubEvent.Type] = [
      "issue_comment_created.payload.json": IssueCommentEvent.self,
      "issues_opened.with-transfer.payload.json": IssuesEvent.self,
      "pull_request_opened.payload.json": PullRequestEvent.self,
      "pull_request_opened.with-null-body.json": PullRequestEvent.self,
      "push_with-new-branch.payload.json": PushEvent.self,
    ]
    for payload in try TestData.githubPayloads() {
      let type = try #require(events[payload.name])
      let original = type.init()
      try original.setValues(from: try parsed(payload.data), registry: registry)
      let copy = type.init()
      var issues: [MappingError] = []
      try copy.setValues(from: try original.jsonObject(registry: registry), registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(payload.name): \(issues)")
      #expect(
        NSDictionary(dictionary: try copy.jsonObject(registry: registry))
          == NSDictionary(dictionary: try original.jsonObject(registry: registry)), "\(payload.name)")
      #expect(
        NSDictionary(dictionary: copy.dictionaryRepresentation(registry: registry))
          == NSDictionary(dictionary: original.dictionaryRepresentation(registry: registry)), "\(payload.name)")
    }
  }

  @Test(.enabled(if: TestData.hasSharedData, "../shared/data/twitter.json is absent"))
  func twitterModelsSurviveARoundTripThroughJSONObjectAndJSONData() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    let object = try parsed(try TestData.shared("twitter.json"))
    let original = try TwitterSearchResult(dictionary: object, registry: registry)
    let viaObject = try TwitterSearchResult(dictionary: try original.jsonObject(registry: registry), registry: registry)
    let viaBytes = try TwitterSearchResult(dictionary: try parsed(try original.jsonData(registry: registry)), registry: registry)
    let expected = NSDictionary(dictionary: original.handWrittenJSON())
    #expect(NSDictionary(dictionary: viaObject.handWrittenJSON()) == expected)
    #expect(NSDictionary(dictionary: viaBytes.handWrittenJSON()) == expected)
    #expect(viaBytes.statuses.map(\.id) == original.statuses.map(\.id))
  }
}

/// A value type without any JSON form.
struct Opaque {}

final class OpaqueHolder: ReflectiveModel {
  var value = Opaque()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["value": \OpaqueHolder.value] }
}
