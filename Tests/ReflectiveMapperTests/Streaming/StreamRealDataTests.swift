import Foundation
import ReflectiveMapper
import Testing

/// twitter.json's statuses through the stream reader and writer, against the whole-document
/// entry points.
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

  @Test(
    "twitter.json's statuses written one at a time: the whole array's bytes, and as JSON Lines, read back",
    .enabled(if: twitter != nil, "../shared/data/twitter.json is absent; skipped"))
  func writer() throws {
    var reader = ModelStreamReader<TwitterStatus>(chunks: [try #require(Self.twitter)], format: .array(at: "statuses"), registry: Self.registry)
    var statuses: [TwitterStatus] = []
    var bytes: [UInt8] = []
    var lines: [UInt8] = []
    var writer = ModelStreamWriter<TwitterStatus>(registry: Self.registry) { bytes += $0 }
    var lineWriter = ModelStreamWriter<TwitterStatus>(format: .jsonLines, registry: Self.registry) { lines += $0 }
    while let status = try reader.next() {
      try writer.write(status)
      try lineWriter.write(status)
      statuses.append(status)
    }
    try writer.finish()
    try lineWriter.finish()
    #expect(statuses.count == 100)
    #expect(Data(bytes) == (try statuses.jsonData(registry: Self.registry)))
    for pretty in [true] {
      var prettyBytes: [UInt8] = []
      var prettyWriter = ModelStreamWriter<TwitterStatus>(registry: Self.registry, prettyPrinted: pretty) { prettyBytes += $0 }
      for status in statuses { try prettyWriter.write(status) }
      try prettyWriter.finish()
      #expect(Data(prettyBytes) == (try statuses.jsonData(registry: Self.registry, prettyPrinted: pretty)))
    }
    let reread = StreamTest.read(TwitterStatus.self, lines, size: 65536, format: .jsonLines, registry: Self.registry)
    #expect(reread.models == statuses.map { StreamTest.text($0, registry: Self.registry) })
    #expect(reread.issues.isEmpty)
  }
}
