import Foundation
import ReflectiveMapper
import Testing

/// The README's and the articles' models, each as its class and as its struct twin
/// (`StructTwins`), registered the same way.
@Suite("The guide's and the articles' models, as classes and as structs")
struct ArticleModelKindTests {
  /// Hydrates a class and its twin from `input` (as a dictionary and as bytes), updates
  /// both with `patch`, and checks that they write the same JSON and the same plain view at
  /// each step, and report the same issues.
  func expectTwins<C: ReflectiveModel, S: ReflectiveModel>(
    _: C.Type, _: S.Type, _ configure: (MappingRegistry) throws -> Void, input: [String: Any], patch: [String: Any],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let registry = MappingRegistry()
    try configure(registry)
    var classIssues: [MappingError] = []
    var structIssues: [MappingError] = []
    var model = try C(dictionary: input, registry: registry, issues: &classIssues)
    var twin = try S(dictionary: input, registry: registry, issues: &structIssues)
    let bytes = try JSONSerialization.data(withJSONObject: input)
    let twinFromBytes = try S(jsonData: bytes, registry: registry)
    func same(_ step: String) throws {
      let json = try model.jsonObject(registry: registry) as NSDictionary
      #expect(try twin.jsonObject(registry: registry) as NSDictionary == json, "\(step): jsonObject", sourceLocation: sourceLocation)
      let classBytes = try model.jsonData(registry: registry, options: .sortedKeys)
      #expect(try twin.jsonData(registry: registry, options: .sortedKeys) == classBytes, "\(step): jsonData", sourceLocation: sourceLocation)
      #expect(
        model.dictionaryRepresentation(registry: registry) as NSDictionary == twin.dictionaryRepresentation(registry: registry) as NSDictionary,
        "\(step): dictionaryRepresentation", sourceLocation: sourceLocation)
    }
    try same("created")
    #expect(try twinFromBytes.jsonObject(registry: registry) as NSDictionary == twin.jsonObject(registry: registry) as NSDictionary)
    #expect(classIssues.map(\.path) == structIssues.map(\.path), sourceLocation: sourceLocation)
    try model.setValues(from: patch, registry: registry)
    try twin.setValues(from: patch, registry: registry)
    try same("updated")
  }

  @Test("Guide, first tour: Rock, Person and Employee")
  func readme() throws {
    let input: [String: Any] = [
      "name": "Ada", "favorite_word": "engine", "favorite_number": "47", "stats": ["best": ["object": ["name": "Granite"]]],
      "friends": [["name": "Charles", "favorite_number": "x"]], "pay": 12.5,
    ]
    let patch: [String: Any] = ["favorite_word": "loom", "stats": ["best": ["object": ["name": "Basalt"]]], "pay": "13"]
    try expectTwins(
      QSPerson.self, StructTwins.Person.self,
      { registry in
        try registry.register(QSPerson.self, TwinMappings.readme)
        try registry.register(StructTwins.Person.self, TwinMappings.readme)
      }, input: input, patch: patch)
    try expectTwins(
      QSEmployee.self, StructTwins.Employee.self,
      { registry in
        try registry.register(QSPerson.self, TwinMappings.readme)
        try registry.register(QSEmployee.self) { m in
          m.keys = ["pay": "salary"]
          m.excluded = ["delegate"]
        }
        try registry.register(StructTwins.Person.self, TwinMappings.readme)
        try registry.register(StructTwins.Employee.self) { m in
          TwinMappings.readme(&m)
          m.keys["pay"] = "salary"
        }
      }, input: input, patch: patch)
  }

  @Test("GettingStarted: Owner and Repository")
  func gettingStarted() throws {
    try expectTwins(
      GettingStartedArticle.Repository.self, StructTwins.Repository.self,
      { registry in
        try registry.register(GettingStartedArticle.Repository.self, TwinMappings.repository)
        try registry.register(StructTwins.Repository.self, TwinMappings.repository)
      },
      input: ["name": "swift", "stargazers_count": "67000", "is_private": 0, "owner": ["login": "apple"], "topics": ["language"]],
      patch: ["stargazers_count": 67001, "owner": ["login": "swiftlang"]])
  }

  @Test("RealClasses: Car and Download")
  func realClasses() throws {
    try expectTwins(
      RealClassesArticle.Car.self, StructTwins.Car.self,
      { registry in
        try registry.register(RealClassesArticle.Car.self, TwinMappings.vehicle)
        try registry.register(StructTwins.Car.self, TwinMappings.vehicle)
      },
      input: ["identifier": "c1", "created_at": "2026-01-02T03:04:05Z", "seat_count": 5],
      patch: ["seat_count": "7"])
    try expectTwins(
      RealClassesArticle.Download.self, StructTwins.Download.self,
      { registry in
        try registry.register(RealClassesArticle.Download.self) { m in m.excluded = ["etag"] }
        try registry.register(StructTwins.Download.self) { m in m.excluded = ["etag"] }
      },
      input: ["url": "https://example.com/file", "progress": 0.5, "etag": "x"], patch: ["progress": 1])
  }

  @Test("Migrating from OHMKit: Person, and Colors' one-way adapter")
  func ohmKit() throws {
    try expectTwins(
      MigrationArticles.Person.self, StructTwins.Person.self,
      { registry in
        try registry.register(MigrationArticles.Person.self, TwinMappings.readme)
        try registry.register(StructTwins.Person.self, TwinMappings.readme)
      },
      input: [
        "name": "Fabian", "favorite_word": "absurd", "favorite_number": "47", "favoriteObject": ["name": "Rock"], "friends": [["name": "Ernie"]],
      ],
      patch: ["favorite_word": "loom"])
    let registry = MappingRegistry()
    try registry.register(MigrationArticles.Colors.self, TwinMappings.colors)
    try registry.register(StructTwins.Colors.self, TwinMappings.colors)
    #expect(registry.issues(for: StructTwins.Colors.self).contains { $0.summary.contains("one-way") })
    var colors = try StructTwins.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
    let classColors = try MigrationArticles.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
    #expect(colors.favoriteColor == classColors.favoriteColor)
    #expect(colors.dictionaryRepresentation(registry: registry)["favoriteColor"] as? MigrationArticles.RGB == colors.favoriteColor)
    let error = try #require(throws: MappingError.self) { try colors.jsonData(registry: registry) }
    #expect(error.property == "Colors.favoriteColor")
    try colors.setValues(from: ["favorite_color": [255, 0, 0]], registry: registry)
    #expect(colors.favoriteColor?.red == 1)
  }

  @Test("Migrating from ObjectMapper: User, with arrays and dictionaries of it")
  func objectMapper() throws {
    let input: [String: Any] = ["username": "ada", "age": "36", "birthday": 0, "address": ["city": "London"], "friends": [["username": "charles"]]]
    try expectTwins(
      MigrationArticles.User.self, StructTwins.User.self,
      { registry in
        try registry.register(MigrationArticles.User.self, TwinMappings.user)
        try registry.register(StructTwins.User.self, TwinMappings.user)
      },
      input: input, patch: ["address": ["city": "Paris"], "age": 37])
    let registry = MappingRegistry()
    try registry.register(MigrationArticles.User.self, TwinMappings.user)
    try registry.register(StructTwins.User.self, TwinMappings.user)
    let classes = try [MigrationArticles.User](dictionaries: [input, input], registry: registry)
    let twins = try [StructTwins.User](dictionaries: [input, input], registry: registry)
    #expect(try twins.jsonData(registry: registry, options: .sortedKeys) == classes.jsonData(registry: registry, options: .sortedKeys))
    let classMap = try [String: MigrationArticles.User](dictionaries: ["a": input], registry: registry)
    let twinMap = try [String: StructTwins.User](dictionaries: ["a": input], registry: registry)
    #expect(try twinMap.jsonObject(registry: registry) as NSDictionary == classMap.jsonObject(registry: registry) as NSDictionary)
  }

  @Test("Migrating from Codable: Article with a nested Author")
  func codable() throws {
    try expectTwins(
      MigrationArticles.Article.self, StructTwins.Article.self,
      { registry in
        try registry.register(MigrationArticles.Article.self, TwinMappings.article)
        try registry.register(StructTwins.Article.self, TwinMappings.article)
      },
      input: ["headline": "Hi", "view_count": 3, "published_at": "2026-11-24T10:00:00Z", "author": ["name": "Ada"]],
      patch: ["author": ["name": "Grace"], "view_count": "4"])
  }

  @Test("Migrating from Mantle: Sensor's combined keys, enum table and transformOutput")
  func mantle() throws {
    try expectTwins(
      MantleArticle.Sensor.self, StructTwins.Sensor.self,
      { registry in
        try registry.register(MantleArticle.Sensor.self, TwinMappings.sensor)
        try registry.register(StructTwins.Sensor.self, TwinMappings.sensor)
      },
      input: ["name": "t1", "nested": ["location": "hall", "length": 3], "level": 1, "links": ["home": "https://example.com/t1"]],
      patch: ["level": 7, "nested": ["location": "attic", "length": 4]])
  }
}
