import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// The README's and the articles' models, each as its class and as its struct twin
/// (`StructTwins`), registered the same way.
@Suite("The guide's and the articles' models, as classes and as structs")
struct ArticleModelKindTests {
  @Test("Guide, first tour: Rock, Person and Employee")
  func readme() throws {
    #expect(try twinDifferences(Person.self, StructTwins.Person.self, ArticleMappings.readme, ArticleMappings.readme, .readme) == [])
    #expect(
      try twinDifferences(
        Employee.self, StructTwins.Employee.self,
        { registry in
          try registry.register(Person.self, ArticleMappings.readme)
          try registry.register(Employee.self, ArticleMappings.employee)
          try registry.register(StructTwins.Person.self, ArticleMappings.readme)
          try registry.register(StructTwins.Employee.self) { m in
            ArticleMappings.readme(&m)
            m.keys["pay"] = "salary"
          }
        }, .readme) == [])
  }

  @Test("GettingStarted: Owner and Repository")
  func gettingStarted() throws {
    #expect(
      try twinDifferences(
        GettingStartedArticle.Repository.self, StructTwins.Repository.self, ArticleMappings.repository, ArticleMappings.repository,
        .repository) == [])
  }

  @Test("RealClasses: Car and Download")
  func realClasses() throws {
    func vehicleAndCar<M>(_ m: inout ModelMapping<M>) {
      ArticleMappings.vehicle(&m)
      ArticleMappings.car(&m)
    }
    #expect(try twinDifferences(RealClassesArticle.Car.self, StructTwins.Car.self, vehicleAndCar, vehicleAndCar, .car) == [])
    #expect(
      try twinDifferences(
        RealClassesArticle.Download.self, StructTwins.Download.self, { m in m.excluded = ["etag"] }, { m in m.excluded = ["etag"] },
        .download) == [])
  }

  @Test("Migrating from OHMKit: Person, and Colors' one-way adapter")
  func ohmKit() throws {
    let fabian = TwinPayload(
      input: [
        "name": "Fabian", "favorite_word": "absurd", "favorite_number": "47", "favoriteObject": ["name": "Rock"], "friends": [["name": "Ernie"]],
      ],
      patch: ["favorite_word": "loom"])
    #expect(try twinDifferences(MigrationArticles.Person.self, StructTwins.Person.self, ArticleMappings.readme, ArticleMappings.readme, fabian) == [])
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
    #expect(try twinDifferences(MigrationArticles.User.self, StructTwins.User.self, ArticleMappings.user, ArticleMappings.user, .user) == [])
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
    #expect(
      try twinDifferences(MigrationArticles.Article.self, StructTwins.Article.self, ArticleMappings.article, ArticleMappings.article, .article)
        == [])
  }

  @Test("Migrating from Mantle: Sensor's combined keys, enum table and transformOutput")
  func mantle() throws {
    let hall = TwinPayload(
      input: ["name": "t1", "nested": ["location": "hall", "length": 3], "level": 1, "links": ["home": "https://example.com/t1"]],
      patch: ["level": 7, "nested": ["location": "attic", "length": 4]])
    #expect(try twinDifferences(MantleArticle.Sensor.self, StructTwins.Sensor.self, ArticleMappings.sensor, ArticleMappings.sensor, hall) == [])
  }
}
