import Foundation
import ReflectiveMapper
import Testing

/// twitter.json's statuses through the stream reader, against the whole-document entry points.
@Suite("Streams of real data")
struct StreamRealDataTests {
  static let twitter = try? TestData.shared("twitter.json")

  static let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)

  @Test(
    "twitter.json's statuses: every split gives the whole reader's models and problems",
    .enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"), arguments: [1, 7, 4096, Int.max])
  func statuses(size: Int) throws {
    let bytes = [UInt8](try #require(Self.twitter))
    let outcome = StreamTest.read(TwitterStatus.self, bytes, size: size, format: .array(at: "statuses"), registry: Self.registry)
    let whole = StreamTest.whole(TwitterStatus.self, bytes, at: "statuses", registry: Self.registry)
    #expect(outcome.models.count == 100)
    #expect(outcome == whole)
  }
}
