import Foundation
import ReflectiveMapper
import Testing

/// One input key read into a `Date` and into its raw text.
final class Dispatch: ReflectiveModel {
  var published: Date?
  var publishedText = ""
  var city = ""
  var cityCode: CityCode?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "published": \Dispatch.published, "publishedText": \Dispatch.publishedText, "city": \Dispatch.city,
      "cityCode": \Dispatch.cityCode,
    ]
  }
}

enum CityCode: String {
  case ber = "Berlin"
  case par = "Paris"
}

/// Issue 12 §4: one input key feeding several properties.
@Suite struct SharedKeyTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(Dispatch.self) { m in
      m.keys = ["date": "published", "address.city": "city"]
      m.sharedKeys = ["publishedText": "date", "cityCode": "address.city"]
      m.unknownKeys = .fail
    }
    return registry
  }

  static let input = BothInputs(#"{"date": "2024-01-02T03:04:05Z", "address": {"city": "Berlin"}}"#)

  @Test func oneKeyFeedsEveryPropertyThatReadsItOnBothEntryPoints() throws {
    let registry = try registry()
    for article in [
      try Dispatch(dictionary: Self.input.dictionary, registry: registry), try Dispatch(jsonData: Self.input.data, registry: registry),
    ] {
      #expect(article.published == Date(timeIntervalSince1970: 1_704_164_645))
      #expect(article.publishedText == "2024-01-02T03:04:05Z")
      #expect(article.city == "Berlin")
      #expect(article.cityCode == .ber)
    }
  }

  @Test func theOwnerWritesTheKeyOnceAndTheRoundTripKeepsTheShape() throws {
    let registry = try registry()
    let article = try Dispatch(jsonData: Self.input.data, registry: registry)
    article.publishedText = "ignored on output"
    article.cityCode = .par
    let object = try article.jsonObject(registry: registry)
    #expect(jsonEqual(object, Self.input.dictionary))
    let data = try article.jsonData(registry: registry)
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), Self.input.dictionary))
    let again = try Dispatch(jsonData: data, registry: registry)
    #expect(again.publishedText == "2024-01-02T03:04:05Z" && again.cityCode == .ber)
    // Every property still shows in the plain representation.
    #expect(article.dictionaryRepresentation(registry: registry)["publishedText"] as? String == "ignored on output")
  }

  @Test func aSharedKeyNeedsAnOwnerAndNoKeysOfItsOwn() throws {
    let orphan = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Dispatch.self) { m in m.sharedKeys = ["publishedText": "nobody"] }
    }
    #expect(orphan.reason.code == "invalidRegistration" && orphan.description.contains("read by no other property"))
    let both = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Dispatch.self) { m in
        m.keys = ["text": "publishedText"]
        m.sharedKeys = ["publishedText": "published"]
      }
    }
    #expect(both.reason.code == "invalidRegistration" && both.description.contains("cannot also have"))
    let unlisted = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Dispatch.self) { m in m.sharedKeys = ["nope": "published"] }
    }
    #expect(unlisted.reason.code == "invalidRegistration")
    #expect(unlisted.summary.contains(#""nope""#))
  }
}
