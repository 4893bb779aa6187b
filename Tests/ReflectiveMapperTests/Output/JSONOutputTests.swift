import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

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
    #expect(object["ratio"] as? Float == 0.1)  // a Float stays a Float
    #expect(object["status"] as? String == "suspended")
    #expect(object["internalNote"] == nil)  // not in keyPaths: never written unless opted in
    let text = String(decoding: try profile.jsonData(registry: MappingRegistry(), options: .sortedKeys), as: UTF8.self)
    #expect(text.contains(#""balance":12345678901234567890.12"#))
    #expect(text.contains(#""big":18446744073709551615"#))
    #expect(text.contains(#""ratio":0.1,"#))
    #expect(text.contains(#""joined":"2014-05-13T16:53:20.125Z""#))
  }

  @Test func aBoolStaysABool() throws {
    let widths = IntegerWidths()
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
    let widths = IntegerWidths()
    widths.double = .nan
    let error = try #require(throws: MappingError.self) { try widths.jsonObject(registry: MappingRegistry()) }
    #expect(error.path == "double")
    #expect(error.property == "IntegerWidths.double")
    widths.double = 0
    widths.float = -.infinity
    let fromData = try #require(throws: MappingError.self) { try widths.jsonData(registry: MappingRegistry()) }
    #expect(fromData.reason.code == "notJSONEncodable" && fromData.path == "float")

    // A default mapping (no registration to refuse it) writes such a property as an error.
    let noForm = try #require(throws: MappingError.self) { try OpaqueHolder().jsonData(registry: MappingRegistry()) }
    #expect(noForm.path == "value")
    #expect(noForm.reason.code == "notJSONEncodable")
    // A registration takes it as a one-way property, says so, and output fails by name.
    let registry = MappingRegistry()
    try registry.register(OpaqueHolder.self)
    let finding = try #require(registry.issues(for: OpaqueHolder.self).first { $0.summary.contains("one-way") })
    #expect(!finding.isFatal && finding.property == "OpaqueHolder.value")
    let refused = try #require(throws: MappingError.self) { try OpaqueHolder().jsonObject(registry: registry) }
    #expect(refused.path == "value" && refused.property == "OpaqueHolder.value")
    #expect(refused.reason.code == "notJSONEncodable")
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
