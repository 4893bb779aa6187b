import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// The README's and the articles' models, each as its class and as its struct twin
/// (`StructTwins`), registered the same way.
@Suite("The guide's and the articles' models, as classes and as structs")
struct ArticleModelKindTests {
  /// Expects the class and its twin to agree at each step (`twinDifferences`).
  func expectTwins<C: ReflectiveModel, S: ReflectiveModel>(
    _: C.Type, _: S.Type, _ configure: (MappingRegistry) throws -> Void, input: [String: Any], patch: [String: Any],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try twinDifferences(C.self, S.self, configure, input: input, patch: patch) == [], sourceLocation: sourceLocation)
  }

  /// Expects the twins to agree, created from and updated with one of the shared payloads.
  func expectTwins<C: ReflectiveModel, S: ReflectiveModel>(
    _: C.Type, _: S.Type, _ configure: (MappingRegistry) throws -> Void, _ payload: TwinPayload, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try expectTwins(C.self, S.self, configure, input: payload.input, patch: payload.patch, sourceLocation: sourceLocation)
  }

  @Test("Guide, first tour: Rock, Person and Employee")
  func readme() throws {
    try expectTwins(
      Person.self, StructTwins.Person.self,
      { registry in
        try registry.register(Person.self, ArticleMappings.readme)
        try registry.register(StructTwins.Person.self, ArticleMappings.readme)
      }, .readme)
    try expectTwins(
      Employee.self, StructTwins.Employee.self,
      { registry in
        try registry.register(Person.self, ArticleMappings.readme)
        try registry.register(Employee.self, ArticleMappings.employee)
        try registry.register(StructTwins.Person.self, ArticleMappings.readme)
        try registry.register(StructTwins.Employee.self) { m in
          ArticleMappings.readme(&m)
          m.keys["pay"] = "salary"
        }
      }, .readme)
  }

  @Test("GettingStarted: Owner and Repository")
  func gettingStarted() throws {
    try expectTwins(
      GettingStartedArticle.Repository.self, StructTwins.Repository.self,
      { registry in
        try registry.register(GettingStartedArticle.Repository.self, ArticleMappings.repository)
        try registry.register(StructTwins.Repository.self, ArticleMappings.repository)
      },
      .repository)
  }

  @Test("RealClasses: Car and Download")
  func realClasses() throws {
    try expectTwins(
      RealClassesArticle.Car.self, StructTwins.Car.self,
      { registry in
        try registry.register(RealClassesArticle.Car.self) { m in
          ArticleMappings.vehicle(&m)
          ArticleMappings.car(&m)
        }
        try registry.register(StructTwins.Car.self) { m in
          ArticleMappings.vehicle(&m)
          ArticleMappings.car(&m)
        }
      },
      .car)
    try expectTwins(
      RealClassesArticle.Download.self, StructTwins.Download.self,
      { registry in
        try registry.register(RealClassesArticle.Download.self) { m in m.excluded = ["etag"] }
        try registry.register(StructTwins.Download.self) { m in m.excluded = ["etag"] }
      },
      .download)
  }

  @Test("Migrating from OHMKit: Person, and Colors' one-way adapter")
  func ohmKit() throws {
    try expectTwins(
      MigrationArticles.Person.self, StructTwins.Person.self,
      { registry in
        try registry.register(MigrationArticles.Person.self, ArticleMappings.readme)
        try registry.register(StructTwins.Person.self, ArticleMappings.readme)
      },
      input: [
        "name": "Fabian", "favorite_word": "absurd", "favorite_number": "47", "favoriteObject": ["name": "Rock"], "friends": [["name": "Ernie"]],
      ],
      patch: ["favorite_word": "loom"])
    let registry = MappingRegistry()
    try registry.register(MigrationArticles.Colors.self, ArticleMappings.colors)
    try registry.register(StructTwins.Colors.self, ArticleMappings.colors)
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
    try expectTwins(
      MigrationArticles.User.self, StructTwins.User.self,
      { registry in
        try registry.register(MigrationArticles.User.self, ArticleMappings.user)
        try registry.register(StructTwins.User.self, ArticleMappings.user)
      },
      .user)
    let input = TwinPayload.user.input
    let registry = MappingRegistry()
    try registry.register(MigrationArticles.User.self, ArticleMappings.user)
    try registry.register(StructTwins.User.self, ArticleMappings.user)
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
        try registry.register(MigrationArticles.Article.self, ArticleMappings.article)
        try registry.register(StructTwins.Article.self, ArticleMappings.article)
      },
      .article)
  }

  @Test("Migrating from Mantle: Sensor's combined keys, enum table and transformOutput")
  func mantle() throws {
    try expectTwins(
      MantleArticle.Sensor.self, StructTwins.Sensor.self,
      { registry in
        try registry.register(MantleArticle.Sensor.self, ArticleMappings.sensor)
        try registry.register(StructTwins.Sensor.self, ArticleMappings.sensor)
      },
      input: ["name": "t1", "nested": ["location": "hall", "length": 3], "level": 1, "links": ["home": "https://example.com/t1"]],
      patch: ["level": 7, "nested": ["location": "attic", "length": 4]])
  }
}
