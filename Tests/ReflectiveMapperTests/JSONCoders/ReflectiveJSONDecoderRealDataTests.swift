import Foundation
import Testing

@testable import ReflectiveMapper

/// twitter.json and citm_catalog.json through the Codable twins, with both decoders.
@Suite struct ReflectiveJSONDecoderRealDataTests {
  static let twitter = try? TestData.shared("twitter.json")
  static let citm = try? TestData.shared("citm_catalog.json")
  static let webhook = try? TestData.shared("github/pull_request_opened.payload.json")

  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func twitterLikeJSONDecoder() throws {
    let data = try #require(Self.twitter)
    let ours = try ReflectiveJSONDecoder().decode(CodableTwitterSearchResult.self, from: data)
    let theirs = try JSONDecoder().decode(CodableTwitterSearchResult.self, from: data)
    #expect(ours.statuses.count == 100)
    #expect(ours.statuses.compactMap(\.retweetedStatus).count == 73)
    #expect(ours.searchMetadata.maxIdStr == "505874924095815681")
    #expect(ours.statuses[0].id == 505_874_924_095_815_681)
    #expect(try TestData.canonical(ours) == TestData.canonical(theirs))
  }

  @Test(.enabled(if: citm != nil, "../shared/data/citm_catalog.json is absent; skipped"))
  func citmLikeJSONDecoder() throws {
    let data = try #require(Self.citm)
    let ours = try ReflectiveJSONDecoder().decode(CitmCodableCatalog.self, from: data)
    let theirs = try JSONDecoder().decode(CitmCodableCatalog.self, from: data)
    #expect(ours.events.count == theirs.events.count)
    #expect(ours.performances.count == theirs.performances.count)
    #expect(try TestData.canonical(ours) == TestData.canonical(theirs))
  }

  /// A wrong type deep in real data: the error's path leads to it.
  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func wrongTypeDeepInTwitter() throws {
    let data = try #require(Self.twitter)
    var text = String(decoding: data, as: UTF8.self)
    let range = try #require(text.range(of: "\"followers_count\":"))
    text.replaceSubrange(range, with: "\"followers_count\":\"many\",\"ignored\":")
    let error = JSONCoderCheck.failure(CodableTwitterSearchResult.self, text)
    #expect(JSONCoderCheck.kind(error) == "typeMismatch")
    #expect(JSONCoderCheck.path(error) == ["statuses", "Index 0", "user", "followers_count"])
  }

  /// A snake-case strategy over twitter's keys: the same as JSONDecoder's.
  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func twitterWithSnakeCaseStrategy() throws {
    struct User: Codable, Equatable {
      var screenName: String
      var followersCount: Int
      var profileImageUrlHttps: URL?
    }
    struct Status: Codable, Equatable {
      var idStr: String
      var user: User
      var inReplyToStatusId: Int?
    }
    struct Feed: Codable, Equatable { var statuses: [Status] }
    let data = try #require(Self.twitter)
    let ours = ReflectiveJSONDecoder()
    ours.keyDecodingStrategy = .convertFromSnakeCase
    let theirs = JSONDecoder()
    theirs.keyDecodingStrategy = .convertFromSnakeCase
    let value = try ours.decode(Feed.self, from: data)
    #expect(value == (try theirs.decode(Feed.self, from: data)))
    #expect(value.statuses.count == 100)
  }

  /// A 28 KB GitHub webhook into plain Codable structs with a server's settings (snake-case keys,
  /// ISO 8601 dates): objects of every size (7 to 80 members), keys read out of the document's
  /// order and the same keys in many objects, as JSONDecoder reads them.
  @Test(.enabled(if: webhook != nil, "../shared/data/github/pull_request_opened.payload.json is absent; skipped"))
  func webhookWithAServersSettingsLikeJSONDecoder() throws {
    let data = try #require(Self.webhook)
    let (theirs, ours) = CodableWebhookEvent.serverDecoders()
    let value = try ours.decode(CodableWebhookEvent.self, from: data)
    #expect(value.pullRequest.head.repo.fullName == "Codertocat/Hello-World")
    #expect(value.pullRequest.user.siteAdmin == false)
    #expect(value.pullRequest.createdAt == Date(timeIntervalSince1970: 1_557_933_633))
    #expect(value.repository.private == false)
    #expect(try TestData.canonical(value) == TestData.canonical(try theirs.decode(CodableWebhookEvent.self, from: data)))
  }
}
