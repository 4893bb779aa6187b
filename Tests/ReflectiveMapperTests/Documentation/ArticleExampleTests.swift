import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

// The ReflectiveMapper code of the DocC articles (their models are in
// Fixtures/ArticleModels.swift), with what the articles say about it checked.

@Suite struct ArticleExampleTests {
  @Test func structModels() throws {
    typealias Temperature = StructModelsArticle.Temperature
    let registry = MappingRegistry()
    try registry.register(Temperature.self) { m in
      m.keyStrategy = .snakeCase
      m.afterMapping = { reading, report in
        if reading.celsius < -273.15 { report.fail("below absolute zero", property: "celsius") }
        reading.station = reading.station.uppercased()
      }
    }
    let data = Data(#"{"celsius": 19, "station": "zrh", "recorded_at": "2026-11-25T08:00:00Z"}"#.utf8)
    var reading = try Temperature(jsonData: data, registry: registry)
    #expect(reading.station == "ZRH" && reading.recordedAt != nil)
    try reading.setValues(from: ["celsius": "21.5"], registry: registry)
    #expect(reading.celsius == 21.5)
    let json = try JSONSerialization.jsonObject(with: try reading.jsonData(registry: registry)) as? [String: Any]
    #expect(json?["recorded_at"] as? String == "2026-11-25T08:00:00Z")
    #expect(json?["celsius"] as? Double == 21.5)
    let before = reading
    let refused = try #require(throws: MappingError.self) { try reading.setValues(from: ["celsius": -300, "station": "x"], registry: registry) }
    #expect(refused.reason.code == "custom" && refused.property == "Temperature.celsius")
    #expect(reading.celsius == before.celsius && reading.station == before.station)
    // A Sendable struct crosses into a task.
    let copy = reading
    Task { _ = copy.celsius }
  }

  @Test func migratingFromHandyJSON() throws {
    typealias Cat = HandyJSONArticle.Cat
    let registry = MappingRegistry()
    try registry.register(Cat.self) { m in
      m.keys = ["cat_name": "name"]
      m.afterMapping = { cat, _ in cat.name = cat.name?.capitalized }
    }
    var issues: [MappingError] = []
    let cat = try Cat(
      jsonString: #"{"id": "12345678901234", "cat_name": "tom", "friends": ["jerry", 3], "birthday": "x"}"#, registry: registry,
      issues: &issues)
    #expect(cat.id == 12_345_678_901_234 && cat.name == "Tom" && cat.friends == ["jerry", "3"])
    #expect(cat.birthday == nil && issues.map(\.path) == ["birthday"])
    let cats = try [Cat](jsonData: Data(#"[{"id": 1}, {"id": 2}]"#.utf8), registry: registry)
    #expect(cats.map(\.id) == [1, 2])
    var updated = cat
    try updated.setValues(from: ["cat_name": "felix"], registry: registry)
    #expect(updated.name == "Felix" && updated.id == cat.id)
    #expect(try updated.jsonObject(registry: registry)["cat_name"] as? String == "Felix")
  }

  @Test func gettingStarted() throws {
    typealias Repository = GettingStartedArticle.Repository
    let registry = MappingRegistry()
    try registry.register(Repository.self) { m in
      m.keyStrategy = .snakeCase  // is_private ↔ isPrivate
      m.property(\.stars) {
        $0.key = "stargazers_count"
        $0.default = 0
      }
    }
    let response: [String: Any] = [
      "name": "swift", "stargazers_count": "67000", "is_private": 0,
      "owner": ["login": "apple"], "topics": ["language", "compiler"],
    ]
    let repository = try Repository(dictionary: response, registry: registry)
    #expect(repository.stars == 67000)
    #expect(repository.owner?.login == "apple")
    #expect(repository.isPrivate == false)
    try repository.setValues(from: ["stargazers_count": 67001], registry: registry)
    #expect(repository.stars == 67001)
    let again = try Repository(jsonData: Data(#"{"name": "swift-format"}"#.utf8), registry: registry)
    #expect(again.name == "swift-format")

    let json: [String: Any] = try repository.jsonObject(registry: registry)
    #expect(json["stargazers_count"] as? Int == 67001)
    #expect(json["is_private"] as? Bool == false)
    let bytes: Data = try repository.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix(#"{"is_private":false,"name":"swift","#))
    let view: [String: Any] = repository.dictionaryRepresentation(registry: registry)
    #expect(view["stars"] as? Int == 67001)
  }

  @Test func realClasses() throws {
    typealias Vehicle = RealClassesArticle.Vehicle
    typealias Car = RealClassesArticle.Car
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["identifier": "id"]
      m.subtypeResolver = .discriminator("kind", ["car": Car.self])
    }
    try registry.register(Car.self) { m in m.keys = ["seat_count": "seats"] }
    let vehicle = try Vehicle.make(dictionary: ["kind": "car", "identifier": "v1", "seat_count": 5], registry: registry)
    #expect((vehicle as? Car)?.seats == 5)
    #expect(vehicle.id == "v1")
    try registry.register(Car.self) { m in m.property(\Vehicle.createdAt) { $0.key = "made" } }
    let dated = try Car(dictionary: ["made": "2026-11-24T00:00:00Z"], registry: registry)
    #expect(dated.createdAt != nil)
    let unlisted = try #require(throws: MappingError.self) { try registry.register(Car.self) { m in m.property(\.createdAt) { $0.key = "made" } } }
    #expect(unlisted.registrationCode == .keyPathNotListed)
    #expect(unlisted.summary.contains(#"\Vehicle.createdAt"#))

    typealias Download = RealClassesArticle.Download
    try registry.register(Download.self) { m in
      m.excluded = ["etag"]
    }
    let download = try Download(dictionary: ["url": "https://example.com/a", "progress": 0.5, "etag": "e"], registry: registry)
    #expect(download.etag.isEmpty)
    #expect(Set(download.dictionaryRepresentation(registry: registry).keys) == ["url", "progress"])
    #expect(Set(try download.jsonObject(registry: registry).keys) == ["url", "progress"])
    let findings = registry.issues(for: Download.self).filter { $0.summary.contains("neither read nor written") }
    #expect(Set(findings.compactMap(\.property)) == ["Download.delegate", "Download.onFinish", "Download.cache"])

    let everything = MappingRegistry()
    try everything.register(Download.self) { m in
      m.writesUnlistedProperties = true
      m.excluded = ["etag"]
    }
    // cache is a JSON value ([String: Data]); the delegate and the closure have no JSON form.
    #expect(Set(try download.jsonObject(registry: everything).keys) == ["url", "progress", "cache"])
  }

  @Test func errorsAndIssues() throws {
    typealias Person = MigrationArticles.Person
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let person = try Person(dictionary: ["favoriteNumber": "many"], registry: registry, issues: &issues)
    #expect(person.favoriteNumber == 0)
    #expect(issues.map(\.description) == [#"favoriteNumber → Person.favoriteNumber: expected Int, found String "many""#])
    let report = try JSONEncoder().encode(issues.report)
    #expect(String(decoding: report, as: UTF8.self).contains(#""code":"typeMismatch""#))
  }

  @Test func migratingFromOHMKitsOneWayAdapter() throws {
    typealias RGB = MigrationArticles.RGB
    typealias Colors = MigrationArticles.Colors
    let registry = MappingRegistry()
    try registry.register(Colors.self) { m in
      m.keys = ["favorite_color": "favoriteColor"]
      m.adapters["favoriteColor"] = Adapter { raw in
        guard let parts = raw as? [Any], parts.count == 3 else { return raw }
        let channels = parts.compactMap { ($0 as? NSNumber)?.doubleValue }
        return RGB(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255)
      }
    }
    let colors = try Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
    #expect(colors.favoriteColor == RGB(red: 122 / 255, green: 50 / 255, blue: 80 / 255))
    #expect(registry.issues(for: Colors.self).contains { $0.property == "Colors.favoriteColor" && $0.summary.contains("one-way") })
    #expect(colors.dictionaryRepresentation(registry: registry)["favoriteColor"] as? RGB == colors.favoriteColor)
    let error = try #require(throws: MappingError.self) { try colors.jsonData(registry: registry) }
    #expect(error.property == "Colors.favoriteColor")
  }

  @Test func migratingFromOHMKit() throws {
    typealias Person = MigrationArticles.Person
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber"]
      m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap { Int($0) } ?? raw }
    }
    let response: [String: Any] = [
      "name": "Fabian", "favorite_word": "absurd", "favorite_number": "47",
      "favoriteObject": ["name": "Rock"], "friends": [["name": "Ernie"]],
    ]
    let person = try Person(dictionary: response, registry: registry)
    try person.setValues(from: ["favorite_word": "loom"], registry: registry)
    #expect(person.favoriteNumber == 47)
    #expect(person.favoriteWord == "loom")
    #expect(person.favoriteObject?.name == "Rock")
    #expect(person.friends.map(\.name) == ["Ernie"])
  }

  @Test func migratingFromObjectMapper() throws {
    typealias User = MigrationArticles.User
    let registry = MappingRegistry()
    try registry.register(User.self) { m in
      m.keys = ["address.city": "city"]
      m.dateStrategy = .secondsSince1970
    }
    let json: [String: Any] = ["username": "ada", "age": "36", "birthday": 0, "address": ["city": "London"], "friends": [["username": "charles"]]]
    let user = try User(dictionary: json, registry: registry)
    #expect(user.city == "London")
    #expect(user.age == 36)
    #expect(user.birthday == Date(timeIntervalSince1970: 0))
    #expect(try [User](dictionaries: [json], registry: registry).count == 1)
    #expect(try [String: User](dictionaries: ["a": json], registry: registry)["a"]?.username == "ada")
    let out = try user.jsonObject(registry: registry)
    #expect((out["address"] as? [String: Any])?["city"] as? String == "London")
    #expect(try user.jsonString(registry: registry, prettyPrinted: true).contains("\n"))
    #expect(ModelMapping<User>.literalKey("version.major") == "version\\.major")
  }

  @Test func migratingFromCodable() throws {
    typealias Article = StructTwins.Article  // the article's model is a struct
    let registry = MappingRegistry()
    try registry.register(Article.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["headline": "title"]
    }
    let data = Data(#"{"headline": "Hi", "view_count": 3, "published_at": "2026-11-24T10:00:00Z", "author": {"name": "Ada"}}"#.utf8)
    var article = try Article(jsonData: data, registry: registry)
    #expect(article.title == "Hi")
    #expect(article.viewCount == 3)
    #expect(article.publishedAt == Date(timeIntervalSince1970: 1_795_514_400))
    #expect(article.author.name == "Ada")
    let written = try JSONSerialization.jsonObject(with: try article.jsonData(registry: registry)) as? [String: Any]
    #expect(written?["view_count"] as? Int == 3)
    try article.setValues(from: ["view_count": 4], registry: registry)
    #expect(article.viewCount == 4 && article.title == "Hi")
  }

  @Test func migratingFromMantle() throws {
    typealias Sensor = MantleArticle.Sensor
    typealias Thermometer = MantleArticle.Thermometer
    let registry = MappingRegistry()
    try registry.register(Sensor.self) { m in
      m.keys = ["links.home": "homepage"]
      m.combine(["nested.location", "nested.length"], into: "location") { parts in
        "\(parts[0] ?? "")/\(parts[1] ?? "")"
      }
      m.adapters["level"] = .table([0: MantleArticle.Level.zero, 1: .one], fallback: .unknown)
      m.subtypeResolver = .discriminator("kind", ["thermometer": Thermometer.self])
      m.transformOutput = { sensor, json in
        json.merging(["type": sensor is Thermometer ? "thermometer" : "sensor"]) { $1 }
      }
    }
    let json: [String: Any] = [
      "kind": "thermometer", "name": "t1", "nested": ["location": "hall", "length": 3], "level": 1,
      "links": ["home": "https://example.com/t1"],
    ]
    let sensor = try Sensor.make(dictionary: json, registry: registry)
    #expect(sensor is Thermometer)
    #expect(sensor.location == "hall/3" && sensor.level == .one && sensor.homepage?.absoluteString == "https://example.com/t1")
    let back = try sensor.jsonObject(registry: registry)
    #expect(back["type"] as? String == "thermometer")
    #expect(back["kind"] as? String == "thermometer")
    #expect(back["level"] as? Int == 1)
    #expect((back["links"] as? [String: Any])?["home"] as? String == "https://example.com/t1")
    // The fallback of an enum without raw values is written by name and reads back.
    sensor.level = .unknown
    #expect(try sensor.jsonObject(registry: registry)["level"] as? String == "unknown")
    // setValues refuses input for another class under strictness, and reports it otherwise.
    var issues: [MappingError] = []
    try Sensor().setValues(from: ["kind": "thermometer"], registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["kind"])
  }
}

/// *Errors and issues*, "Finding a misspelt key": `.fail` names the key the service sends.
final class MisspeltContact: UnknownKeyCollecting {
  var name = ""
  var email = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \MisspeltContact.name, "email": \MisspeltContact.email] }
}

extension ArticleExampleTests {
  @Test func aMisspeltKeyIsFoundByMakingUnknownKeysFatal() throws {
    let recordedResponse = Data(#"{"name": "Ada", "email_address": "ada@example.org"}"#.utf8)
    let silent = MappingRegistry()
    try silent.register(MisspeltContact.self) { m in m.keys = ["emial_address": "email"] }
    var issues: [MappingError] = []
    #expect(try MisspeltContact(jsonData: recordedResponse, registry: silent, issues: &issues).email == "")
    #expect(issues.isEmpty, "under .ignore nothing can tell")
    let registry = MappingRegistry()
    try registry.register(MisspeltContact.self) { m in
      m.keys = ["emial_address": "email"]
      m.unknownKeys = .fail
    }
    let refused = try #require(throws: MappingError.self) { try MisspeltContact(jsonData: recordedResponse, registry: registry) }
    #expect(refused.issues.map(\.summary) == [#"email_address: unknown key "email_address""#], "\(refused.issues.map(\.summary))")
    let collecting = MappingRegistry()
    try collecting.register(MisspeltContact.self) { m in
      m.keys = ["emial_address": "email"]
      m.unknownKeys = .collect
    }
    let kept = try MisspeltContact(jsonData: recordedResponse, registry: collecting)
    #expect(kept.unknownValues["email_address"] as? String == "ada@example.org")
  }
}
