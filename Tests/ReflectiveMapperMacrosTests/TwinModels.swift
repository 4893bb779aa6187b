// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import Observation
  import ReflectiveMapperMacros
  import ReflectiveMapperTestModels

  // Every model of the README and the DocC articles written with `@ReflectiveModel`; their
  // hand-written twins, as the library documents them, are the ones the whole suite shares
  // (ReflectiveMapperTestModels). `TwinTests` checks that each pair behaves the same way under
  // the same registration.

  enum Macro {
    @ReflectiveModel
    final class Rock {
      var name = ""
    }

    @ReflectiveModel
    class Person {
      var name = ""
      var favoriteWord = ""
      var favoriteNumber = 0
      var favoriteObject: Rock?
      var friends: [Person] = []
    }

    @ReflectiveModel(.subclass)
    final class Employee: Person {
      var salary = 0.0
      @Unmapped weak var delegate: AnyObject?
    }

    @ReflectiveModel
    struct Reading: Sendable {
      var celsius = 0.0
      var station = Station()
      var tags: [String] = []
    }

    @ReflectiveModel
    struct Station: Sendable {
      var code = ""
      var altitude = 0
    }

    @ReflectiveModel
    final class Owner {
      var login = ""
    }

    @ReflectiveModel
    final class Repository {
      var name = ""
      var stars = 0
      var isPrivate = false
      var owner: Owner?
      var topics: [String] = []
    }

    @ReflectiveModel
    class Vehicle {
      var id = ""
      var createdAt: Date?
    }

    @ReflectiveModel(.subclass)
    final class Car: Vehicle {
      var seats = 0
    }

    @ReflectiveModel
    final class Download {
      var url: URL?
      var progress = 0.0
      var etag = ""
      @Unmapped weak var delegate: AnyObject?
      @Unmapped var onFinish: (() -> Void)?
      @Unmapped private var cache: [String: Data] = [:]
    }

    @ReflectiveModel
    final class User {
      var username = ""
      var age = 0
      var friends: [User] = []
      var birthday: Date?
      var city = ""
    }

    @ReflectiveModel
    final class Author {
      var name = ""
    }

    @ReflectiveModel
    final class Article {
      var title = ""
      var viewCount = 0
      var publishedAt: Date?
      var author = Author()
    }

    @ReflectiveModel
    class Sensor {
      var name = ""
      var location = ""
      var level = MantleArticle.Level.zero
      var homepage: URL?
    }

    @ReflectiveModel(.subclass)
    final class Thermometer: Sensor {}

    @ReflectiveModel
    final class Colors {
      var favoriteColor: MigrationArticles.RGB?
    }

    @ReflectiveModel
    struct Temperature {
      var celsius = 0.0
      var station = ""
      var recordedAt: Date?
    }

    @ReflectiveModel
    struct Drawing {
      var shapes: [any StructModelsArticle.Shape] = []
    }

    @ReflectiveModel
    struct Cat {
      var id: Int64 = 0
      var name: String?
      var friends: [String] = []
      var birthday: Date?
    }

    /// Twenty properties, one attribute.
    @ReflectiveModel
    struct Profile {
      var id = 0
      var login = ""
      var name: String?
      var email: String?
      var bio: String?
      var company: String?
      var blog: URL?
      var location: String?
      var followers = 0
      var following = 0
      var publicRepos = 0
      var publicGists = 0
      var hireable: Bool?
      var siteAdmin = false
      var createdAt: Date?
      var updatedAt: Date?
      var score = 0.0
      var tags: [String] = []
      var plan: Plan?
      var kind = MacroTwins.Kind.user
    }

    @ReflectiveModel
    struct Plan {
      var name = ""
      var space = 0
    }

    @Observable @ReflectiveModel
    final class Gauge {
      var reading = 0.0
      var label = ""
      @ObservationIgnored var raw: String?
    }

    @ReflectiveModel
    final class Clamp {
      @MacroTwins.Clamped var level = 5
      var note = ""
      let version = 2
    }

    @ReflectiveModel
    final class Indexed {
      var items: [String] = []
      lazy var index: [String: Int] = Dictionary(items.enumerated().map { ($1, $0) }) { first, _ in first }
    }

    @ReflectiveModel
    struct Membership {
      var role = ""
      let since: Int
      init(since: Int) { self.since = since }
      init() { since = 0 }
    }
  }

  @ReflectiveModel
  struct Circle: StructModelsArticle.Shape {
    var radius = 0.0
  }

  @ReflectiveModel
  struct Square: StructModelsArticle.Shape {
    var side = 0.0
  }
#endif
