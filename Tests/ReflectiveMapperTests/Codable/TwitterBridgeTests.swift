import Foundation
import Testing

@testable import ReflectiveMapper

@Suite struct TwitterBridgeTests {
  static let twitter = try? TestData.shared("twitter.json")

  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func decodesLikeJSONDecoder() throws {
    let data = try #require(Self.twitter)
    let raw = try JSONSerialization.jsonObject(with: data)
    let ours = try AnyValueDecoder().decode(CodableTwitterSearchResult.self, from: raw)
    let theirs = try JSONDecoder().decode(CodableTwitterSearchResult.self, from: data)
    #expect(ours.statuses.count == 100)
    #expect(ours.statuses.compactMap(\.retweetedStatus).count == 73)
    #expect(ours.statuses.compactMap(\.entities.media).flatMap { $0 }.count == 6)
    #expect(ours.searchMetadata.maxIdStr == "505874924095815681")
    #expect(ours.statuses[0].id == 505_874_924_095_815_681)
    #expect(try TestData.canonical(ours) == TestData.canonical(theirs))
    for (index, (a, b)) in zip(ours.statuses, theirs.statuses).enumerated() where try TestData.canonical(a) != TestData.canonical(b) {
      Issue.record("status \(index) differs")
      break
    }
  }

  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func encodesLikeJSONEncoder() throws {
    let feed = try JSONDecoder().decode(CodableTwitterSearchResult.self, from: #require(Self.twitter))
    let ours = try AnyValueEncoder().encode(feed)
    let theirs = try JSONSerialization.jsonObject(with: JSONEncoder().encode(feed))
    #expect(Canonical(ours) == Canonical(theirs))
    #expect(JSONSerialization.isValidJSONObject(ours))
    #expect(try TestData.canonical(AnyValueDecoder().decode(CodableTwitterSearchResult.self, from: ours)) == TestData.canonical(feed))
  }

  /// `created_at` as a `Date` through the cached formatter strategy, against JSONDecoder's own
  /// formatted strategy.
  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func formattedDates() throws {
    struct Stamp: Decodable, Equatable {
      let createdAt: Date
      enum CodingKeys: String, CodingKey { case createdAt = "created_at" }
    }
    struct Feed: Decodable, Equatable { let statuses: [Stamp] }
    let data = try #require(Self.twitter)
    let format = "EEE MMM dd HH:mm:ss Z yyyy"
    let ours = try AnyValueDecoder(dateStrategy: .formatted(format)).decode(
      Feed.self, from: JSONSerialization.jsonObject(with: data)
    )
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = format
    let jsonDecoder = JSONDecoder()
    jsonDecoder.dateDecodingStrategy = .formatted(formatter)
    let theirs = try jsonDecoder.decode(Feed.self, from: data)
    #expect(ours == theirs)
    #expect(ours.statuses[0].createdAt.timeIntervalSince1970 == 1_409_444_955)
  }

  @Test(.enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func wrongTypesInRealData() throws {
    let data = try #require(Self.twitter)
    var raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var statuses = try #require(raw["statuses"] as? [[String: Any]])
    var user = try #require(statuses[3]["user"] as? [String: Any])
    user["followers_count"] = "many"
    statuses[3]["user"] = user
    raw["statuses"] = statuses
    do {
      _ = try AnyValueDecoder().decode(CodableTwitterSearchResult.self, from: raw)
      Issue.record("decoded a string as Int")
    } catch let error as DecodingError {
      #expect(error.kind == "typeMismatch")
      #expect(error.path == "statuses.Index 3.user.followers_count")
    }
  }
}
