import Foundation
import ReflectiveMapper
import Testing

// MARK: - LLModel

final class Feed: ReflectiveModel {
  var title = ""
  var entries: [Entry] = []
  var published: Date?
  var link: URL?
  var id: UUID?
  var payload: Data?
  var note: String? = "default"
  var count = 5
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Feed.title, "entries": \Feed.entries, "published": \Feed.published, "link": \Feed.link,
      "id": \Feed.id, "payload": \Feed.payload, "note": \Feed.note, "count": \Feed.count,
    ]
  }
}

class Entry: ReflectiveModel {
  var title = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["title": \Entry.title] }
}

final class Article: Entry {
  var words = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["words": \Article.words]) { $1 } }
}

@Suite struct LLModelScenarioTests {}

extension LLModelScenarioTests {
  @Test func primitivesOfEveryWidthAreHydratedFromJSONSerializationNumbers() throws {
    let json = """
      {"int": -9223372036854775808, "int8": -128, "int16": 32767, "int32": -2147483648,
       "int64": 9223372036854775807, "uint": 18446744073709551615, "uint8": 255, "uint16": 65535,
       "uint32": 4294967295, "uint64": 18446744073709551615, "double": 2.5, "float": 0.1,
       "bool": true, "string": "s", "decimal": 12.34}
      """
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    var issues: [MappingError] = []
    let widths = try IntegerWidths(dictionary: dictionary, registry: MappingRegistry(), issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    #expect(widths.int == Int.min)
    #expect(widths.int8 == -128)
    #expect(widths.int16 == 32767)
    #expect(widths.int32 == Int32.min)
    #expect(widths.int64 == Int64.max)
    #expect(widths.uint == UInt.max)
    #expect(widths.uint8 == 255)
    #expect(widths.uint16 == 65535)
    #expect(widths.uint32 == UInt32.max)
    #expect(widths.uint64 == UInt64.max)
    #expect(widths.double == 2.5)
    #expect(widths.float == Float(0.1))
    #expect(widths.bool)
    #expect(widths.string == "s")
    #expect(widths.decimal == Decimal(string: "12.34"))
  }

  @Test func nullClearsOptionalsAndIsSkippedWithAnIssueOnNonOptionals() throws {
    let feed = Feed()
    feed.link = URL(string: "https://example.com")
    var issues: [MappingError] = []
    try feed.setValues(
      from: ["link": NSNull(), "note": NSNull(), "count": NSNull(), "title": NSNull()], registry: MappingRegistry(), issues: &issues)
    #expect(feed.link == nil)
    #expect(feed.note == nil)
    #expect(feed.count == 5)
    #expect(feed.title == "")
    #expect(Set(issues.map(\.path)) == ["count", "title"])
    #expect(issues.allSatisfy { !$0.isFatal && $0.reason == .nullValue(expected: $0.path == "count" ? "Int" : "String") })
  }

  @Test func aMissingKeyLeavesThePropertyUntouched() throws {
    let feed = Feed()
    feed.title = "kept"
    try feed.setValues(from: ["count": 2], registry: MappingRegistry())
    #expect(feed.title == "kept")
    #expect(feed.note == "default")
    #expect(feed.count == 2)
  }

  @Test func datesComeFromISO8601StringsAndEpochSecondsAndURLsFromStrings() throws {
    let registry = MappingRegistry()
    let fromString = try Feed(
      dictionary: [
        "published": "2014-08-31T00:29:15.250+02:00", "link": "https://example.com/feed?x=1",
        "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "payload": "aGVsbG8=",
      ], registry: registry)
    #expect(fromString.published == Date(timeIntervalSince1970: 1_409_437_755.25))
    #expect(fromString.link?.absoluteString == "https://example.com/feed?x=1")
    #expect(fromString.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(fromString.payload == Data("hello".utf8))
    let fromNumber = try Feed(dictionary: ["published": 1_409_444_955], registry: registry)
    #expect(fromNumber.published == Date(timeIntervalSince1970: 1_409_444_955))
    let dateOnly = try Feed(dictionary: ["published": "2024-02-29"], registry: registry)
    #expect(dateOnly.published == Date(timeIntervalSince1970: 1_709_164_800))
  }

  @Test func malformedDatesURLsUUIDsAndBase64AreReported() throws {
    var issues: [MappingError] = []
    let feed = try Feed(
      dictionary: ["published": "2014-02-30T00:00:00Z", "link": "", "id": "nope", "payload": "%%%"],
      registry: MappingRegistry(), issues: &issues)
    #expect(feed.published == nil && feed.link == nil && feed.id == nil && feed.payload == nil)
    #expect(Set(issues.map(\.path)) == ["published", "link", "id", "payload"])
  }

  @Test func anArrayOfModelsIsDeclaredByATypeNameRegisteredInTheRegistry() throws {
    let registry = MappingRegistry()
    try registry.register(Article.self) { m in m.typeName = "Article" }
    try registry.register(Feed.self) { m in m.typeResolvers["entries"] = .named("Article") }
    let feed = try Feed(dictionary: ["entries": [["title": "A", "words": 120]]], registry: registry)
    #expect((feed.entries.first as? Article)?.words == 120)
    #expect(registry.type(named: "Article") == Article.self)
  }

  @Test func discriminatorNamesAreLookedUpAmongRegisteredTypeNames() throws {
    let registry = MappingRegistry()
    try registry.register(Article.self) { m in m.typeName = "Article" }
    try registry.register(Feed.self) { m in m.typeResolvers["entries"] = .discriminator("type") }
    let feed = try Feed(
      dictionary: ["entries": [["type": "Article", "words": 3], ["title": "plain"]]], registry: registry)
    #expect(feed.entries.count == 2)
    #expect((feed.entries[0] as? Article)?.words == 3)
    #expect(type(of: feed.entries[1]) == Entry.self)
  }

  @Test func errorsAreCollectedWithTheirPathsAndTheRestIsMapped() throws {
    var issues: [MappingError] = []
    let feed = try Feed(
      dictionary: [
        "title": ["not", "a", "string"], "count": "many",
        "entries": [["title": "ok"], "junk", ["title": 5]],
      ], registry: MappingRegistry(), issues: &issues)
    #expect(feed.entries.map(\.title) == ["ok", "5"])
    #expect(feed.count == 5)
    #expect(issues.map(\.path).sorted() == ["count", "entries[1]", "title"])
    let titleIssue = try #require(issues.first { $0.path == "title" })
    #expect(titleIssue.property == "Feed.title")
    #expect(titleIssue.path == "title" && titleIssue.property == "Feed.title")
    #expect(titleIssue.reason == .typeMismatch(expected: "String", found: "array of 3 elements"))
  }
}
