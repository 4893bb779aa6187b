// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import Observation
  import ReflectiveMapperMacros
  import ReflectiveMapperTestModels
  import Testing

  /// The registrations of the macro tests' own models; the articles' are `ArticleMappings`.
  enum Mappings {
    static func drawing<M>(_ m: inout ModelMapping<M>) {
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": Circle.self, "square": Square.self])
    }

    static func profile<M>(_ m: inout ModelMapping<M>) {
      m.keyStrategy = .snakeCase
      m.required = ["id", "login"]
    }
  }

  /// A model written with `@ReflectiveModel` and its hand-written twin, under the same registration,
  /// hydrate, update and write the same way.
  @Suite struct TwinTests {
    @Test("Guide, first tour: Rock, Person and Employee")
    func readme() throws {
      #expect(
        try twinDifferences(
          Person.self, Macro.Person.self,
          ArticleMappings.readme, ArticleMappings.readme, .readme) == [])
      #expect(
        try twinDifferences(
          Employee.self, Macro.Employee.self,
          { registry in
            try registry.register(Person.self, ArticleMappings.readme)
            try registry.register(Employee.self, ArticleMappings.employee)
            try registry.register(Macro.Person.self, ArticleMappings.readme)
            try registry.register(Macro.Employee.self) { $0.keys = ["pay": "salary"] }  // `@Unmapped` keeps the delegate out
          }, .readme) == [])
      #expect(Macro.Employee.keyPaths.keys.sorted() == Employee.keyPaths.keys.sorted())
    }

    @Test("Guide, first tour: Reading and Station, structs")
    func readmeStructs() throws {
      #expect(
        try twinDifferences(
          GuideTour.Reading.self, Macro.Reading.self, { _ in },
          input: ["celsius": 21.5, "station": ["code": "ZRH", "altitude": 432], "tags": ["roof"]],
          patch: ["station": ["altitude": 433]]) == [])
      var reading = try Macro.Reading(jsonData: Data(#"{"celsius": 21.5, "station": {"code": "ZRH", "altitude": 432}}"#.utf8))
      try reading.setValues(from: ["station": ["altitude": 433]])
      #expect(reading.station.code == "ZRH")
      #expect(reading.station.altitude == 433)
    }

    @Test("GettingStarted, RealClasses and the migration articles' models")
    func articles() throws {
      #expect(
        try twinDifferences(
          GettingStartedArticle.Repository.self, Macro.Repository.self,
          ArticleMappings.repository, ArticleMappings.repository, .repository) == [])
      #expect(
        try twinDifferences(
          RealClassesArticle.Car.self, Macro.Car.self,
          { registry in
            try registry.register(RealClassesArticle.Vehicle.self, ArticleMappings.vehicle)
            try registry.register(RealClassesArticle.Car.self, ArticleMappings.car)
            try registry.register(Macro.Vehicle.self, ArticleMappings.vehicle)
            try registry.register(Macro.Car.self, ArticleMappings.car)
          },
          .car) == [])
      #expect(
        try twinDifferences(
          RealClassesArticle.Download.self, Macro.Download.self,
          { registry in
            try registry.register(RealClassesArticle.Download.self) { $0.excluded = ["etag"] }
            try registry.register(Macro.Download.self) { $0.excluded = ["etag"] }
          },
          .download) == [])
      #expect(
        try twinDifferences(
          MigrationArticles.User.self, Macro.User.self,
          ArticleMappings.user, ArticleMappings.user, .user) == [])
      #expect(
        try twinDifferences(
          MigrationArticles.Article.self, Macro.Article.self,
          ArticleMappings.article, ArticleMappings.article, .article) == [])
      #expect(
        try twinDifferences(
          MantleArticle.Thermometer.self, Macro.Thermometer.self,
          { registry in
            try registry.register(MantleArticle.Sensor.self, ArticleMappings.sensor)
            try registry.register(Macro.Sensor.self, ArticleMappings.sensor)
          },
          input: ["name": "t1", "nested": ["location": "roof", "length": "2m"], "level": 1, "links": ["home": "https://example.com"]],
          patch: ["level": 7]) == [])
      #expect(
        try twinDifferences(
          HandyJSONArticle.Cat.self, Macro.Cat.self, { _ in },
          input: ["id": "7", "name": "Tom", "friends": ["Jerry"], "birthday": "2020-01-01T00:00:00Z"], patch: ["name": NSNull()]) == [])
    }

    @Test("Struct models and OHMKit articles: Temperature, Drawing's protocol-typed shapes, Colors' one-way adapter")
    func structAndOneWay() throws {
      #expect(
        try twinDifferences(
          StructModelsArticle.Temperature.self, Macro.Temperature.self,
          { registry in
            try registry.register(StructModelsArticle.Temperature.self) { $0.keyStrategy = .snakeCase }
            try registry.register(Macro.Temperature.self) { $0.keyStrategy = .snakeCase }
          }, input: ["celsius": 20, "station": "ZRH", "recorded_at": "2026-01-01T00:00:00Z"], patch: ["celsius": "21.5"]) == [])
      #expect(
        try twinDifferences(
          StructModelsArticle.Drawing.self, Macro.Drawing.self,
          Mappings.drawing, Mappings.drawing,
          TwinPayload(
            input: ["shapes": [["kind": "circle", "radius": 1], ["kind": "square", "side": 2]]], patch: ["shapes": [["kind": "square", "side": 3]]]))
          == [])
      let registry = MappingRegistry()
      try registry.register(MigrationArticles.Colors.self, ArticleMappings.colors)
      try registry.register(Macro.Colors.self, ArticleMappings.colors)
      let hand = try MigrationArticles.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
      let twin = try Macro.Colors(dictionary: ["favorite_color": [122, 50, 80]], registry: registry)
      #expect(twin.favoriteColor == hand.favoriteColor)
      #expect(twin.favoriteColor != nil)
      #expect(registry.issues(for: Macro.Colors.self).map(\.reason) == registry.issues(for: MigrationArticles.Colors.self).map(\.reason))
      let handError = try #require(throws: MappingError.self) { try hand.jsonData(registry: registry) }
      let twinError = try #require(throws: MappingError.self) { try twin.jsonData(registry: registry) }
      #expect(handError.reason == twinError.reason)
    }

    @Test("A 20-property model, declared with one attribute")
    func twentyProperties() throws {
      #expect(Macro.Profile.keyPaths.count == 20)
      let input: [String: Any] = [
        "id": 1, "login": "octocat", "name": "The Octocat", "email": NSNull(), "bio": "hi", "company": "@github",
        "blog": "https://github.blog", "location": "SF", "followers": "9000", "following": 9, "public_repos": 8, "public_gists": 8,
        "hireable": true, "site_admin": false, "created_at": "2011-01-25T18:44:36Z", "updated_at": 1_700_000_000, "score": 1.5,
        "tags": ["a", 7], "plan": ["name": "pro", "space": 976_562_499], "kind": "Organization",
      ]
      #expect(
        try twinDifferences(
          MacroTwins.Profile.self, Macro.Profile.self,
          Mappings.profile, Mappings.profile, TwinPayload(input: input, patch: ["bio": NSNull(), "plan": ["space": 1], "kind": "User"])) == [])
      let registry = MappingRegistry()
      try registry.register(Macro.Profile.self, Mappings.profile)
      let error = try #require(throws: MappingError.self) { try Macro.Profile(dictionary: ["login": "x"], registry: registry) }
      #expect(error.reason == .missingRequiredValue)
      #expect(error.path == "id")
    }

    @Test("Observable, wrapped, let and custom-init models")
    func compilerSynthesizedStorage() throws {
      #expect(
        try twinDifferences(
          MacroTwins.Gauge.self, Macro.Gauge.self, { _ in }, input: ["reading": 3.5, "label": "g", "raw": "x"], patch: ["label": "h"]) == [])
      #expect(
        try twinDifferences(MacroTwins.Clamp.self, Macro.Clamp.self, { _ in }, input: ["level": 7, "note": "n", "version": 9], patch: ["level": "8"])
          == [])
      #expect(
        try twinDifferences(MacroTwins.Membership.self, Macro.Membership.self, { _ in }, input: ["role": "admin", "since": 3], patch: ["role": "x"])
          == [])
      #expect(Macro.Clamp.keyPaths.keys.sorted() == ["level", "note", "version"])
      // Writes go through the public name: the wrapper clamps, observation sees them.
      #expect(try Macro.Clamp(dictionary: ["level": 42]).level == 10)
      let gauge = Macro.Gauge()
      let changed = Changed()
      withObservationTracking {
        _ = gauge.reading
      } onChange: {
        changed.set()
      }
      try gauge.setValues(from: ["reading": 9])
      #expect(changed.value)
      #expect(gauge.reading == 9)
    }

    @Test("Registration finds nothing to say about a macro model that the hand-written twin hides")
    func findings() throws {
      let registry = MappingRegistry()
      try registry.register(RealClassesArticle.Download.self)
      try registry.register(Macro.Download.self)
      // The hand-written list leaves three stored properties unlisted (a finding each); the
      // macro lists what is stored and the marker keeps the rest out.
      #expect(registry.issues(for: RealClassesArticle.Download.self).count == 3)
      #expect(registry.issues(for: Macro.Download.self).isEmpty)
      #expect(Macro.Download.unmappedProperties == ["delegate", "onFinish", "cache"])
      #expect(registry.issues(for: Macro.Employee.self).isEmpty)
      #expect(registry.issues(for: Macro.Profile.self).isEmpty)
      // A lazy property is a cache: kept out, with no finding about its storage, once computed too.
      let indexed = try Macro.Indexed(dictionary: ["items": ["a", "b"], "index": ["z": 1]], registry: registry)
      #expect(indexed.index == ["a": 0, "b": 1])
      #expect(registry.issues(for: Macro.Indexed.self).isEmpty)
      #expect(try indexed.jsonObject(registry: registry).keys.sorted() == ["items"])
      // A marked property is neither read nor output.
      let download = try Macro.Download(dictionary: ["url": "https://e.com", "cache": ["a": "AA=="]], registry: registry)
      #expect(try download.jsonObject(registry: registry).keys.sorted() == ["etag", "progress", "url"])
    }
  }

  /// A flag set from an observation callback.
  final class Changed: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
  }
#endif
