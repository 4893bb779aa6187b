// Built only with the package trait `Macros` (swift-syntax); see Package.swift.
#if Macros
  import Foundation
  import Observation
  import ReflectiveMapperMacros

  // Every model of the README and the DocC articles twice: written with `@ReflectiveModel` and
  // written by hand, as the library documents them. `TwinTests` checks that each pair behaves
  // the same way under the same registration.

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
      var level = Level.zero
      var homepage: URL?
    }

    @ReflectiveModel(.subclass)
    final class Thermometer: Sensor {}

    @ReflectiveModel
    final class Colors {
      var favoriteColor: RGB?
    }

    @ReflectiveModel
    struct Temperature {
      var celsius = 0.0
      var station = ""
      var recordedAt: Date?
    }

    @ReflectiveModel
    struct Drawing {
      var shapes: [any Shape] = []
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
      var kind = Kind.user
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
      @Clamped var level = 5
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

  enum Level: Equatable, Sendable { case zero, one, unknown }
  struct RGB: Equatable { var red, green, blue: Double }

  protocol Shape: ReflectiveModel {}

  @ReflectiveModel
  struct Circle: Shape {
    var radius = 0.0
  }

  @ReflectiveModel
  struct Square: Shape {
    var side = 0.0
  }
  enum Kind: String, Sendable {
    case user = "User"
    case organization = "Organization"
  }

  @propertyWrapper
  struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
    var wrappedValue: Int {
      get { value }
      set { value = min(max(newValue, 0), 10) }
    }
  }

  enum Hand {
    final class Rock: ReflectiveModel {
      var name = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Rock.name] }
    }

    class Person: ReflectiveModel {
      var name = ""
      var favoriteWord = ""
      var favoriteNumber = 0
      var favoriteObject: Rock?
      var friends: [Person] = []
      required init() {}
      class var keyPaths: [String: AnyKeyPath] {
        [
          "name": \Person.name, "favoriteWord": \Person.favoriteWord, "favoriteNumber": \Person.favoriteNumber,
          "favoriteObject": \Person.favoriteObject, "friends": \Person.friends,
        ]
      }
    }

    final class Employee: Person {
      var salary = 0.0
      weak var delegate: AnyObject?
      override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["salary": \Employee.salary]) { $1 } }
    }

    struct Reading: ReflectiveModel, Sendable {
      var celsius = 0.0
      var station = Station()
      var tags: [String] = []
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["celsius": \Reading.celsius, "station": \Reading.station, "tags": \Reading.tags] }
    }

    struct Station: ReflectiveModel, Sendable {
      var code = ""
      var altitude = 0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["code": \Station.code, "altitude": \Station.altitude] }
    }

    final class Owner: ReflectiveModel {
      var login = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["login": \Owner.login] }
    }

    final class Repository: ReflectiveModel {
      var name = ""
      var stars = 0
      var isPrivate = false
      var owner: Owner?
      var topics: [String] = []
      init() {}
      static var keyPaths: [String: AnyKeyPath] {
        [
          "name": \Repository.name, "stars": \Repository.stars, "isPrivate": \Repository.isPrivate, "owner": \Repository.owner,
          "topics": \Repository.topics,
        ]
      }
    }

    class Vehicle: ReflectiveModel {
      var id = ""
      var createdAt: Date?
      required init() {}
      class var keyPaths: [String: AnyKeyPath] { ["id": \Vehicle.id, "createdAt": \Vehicle.createdAt] }
    }

    final class Car: Vehicle {
      var seats = 0
      override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["seats": \Car.seats]) { $1 } }
    }

    final class Download: ReflectiveModel {
      var url: URL?
      var progress = 0.0
      var etag = ""
      weak var delegate: AnyObject?
      var onFinish: (() -> Void)?
      private var cache: [String: Data] = [:]
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["url": \Download.url, "progress": \Download.progress, "etag": \Download.etag] }
    }

    final class User: ReflectiveModel {
      var username = ""
      var age = 0
      var friends: [User] = []
      var birthday: Date?
      var city = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] {
        ["username": \User.username, "age": \User.age, "friends": \User.friends, "birthday": \User.birthday, "city": \User.city]
      }
    }

    final class Author: ReflectiveModel {
      var name = ""
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Author.name] }
    }

    final class Article: ReflectiveModel {
      var title = ""
      var viewCount = 0
      var publishedAt: Date?
      var author = Author()
      init() {}
      static var keyPaths: [String: AnyKeyPath] {
        ["title": \Article.title, "viewCount": \Article.viewCount, "publishedAt": \Article.publishedAt, "author": \Article.author]
      }
    }

    class Sensor: ReflectiveModel {
      var name = ""
      var location = ""
      var level = Level.zero
      var homepage: URL?
      required init() {}
      class var keyPaths: [String: AnyKeyPath] {
        ["name": \Sensor.name, "location": \Sensor.location, "level": \Sensor.level, "homepage": \Sensor.homepage]
      }
    }

    final class Thermometer: Sensor {}

    final class Colors: ReflectiveModel {
      var favoriteColor: RGB?
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["favoriteColor": \Colors.favoriteColor] }
    }

    struct Temperature: ReflectiveModel {
      var celsius = 0.0
      var station = ""
      var recordedAt: Date?
      init() {}
      static var keyPaths: [String: AnyKeyPath] {
        ["celsius": \Temperature.celsius, "station": \Temperature.station, "recordedAt": \Temperature.recordedAt]
      }
    }

    struct Drawing: ReflectiveModel {
      var shapes: [any Shape] = []
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["shapes": \Drawing.shapes] }
    }

    struct Cat: ReflectiveModel {
      var id: Int64 = 0
      var name: String?
      var friends: [String] = []
      var birthday: Date?
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["id": \Cat.id, "name": \Cat.name, "friends": \Cat.friends, "birthday": \Cat.birthday] }
    }

    struct Profile: ReflectiveModel {
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
      var kind = Kind.user
      init() {}
      static var keyPaths: [String: AnyKeyPath] {
        [
          "id": \Profile.id, "login": \Profile.login, "name": \Profile.name, "email": \Profile.email, "bio": \Profile.bio,
          "company": \Profile.company, "blog": \Profile.blog, "location": \Profile.location, "followers": \Profile.followers,
          "following": \Profile.following, "publicRepos": \Profile.publicRepos, "publicGists": \Profile.publicGists,
          "hireable": \Profile.hireable, "siteAdmin": \Profile.siteAdmin, "createdAt": \Profile.createdAt,
          "updatedAt": \Profile.updatedAt, "score": \Profile.score, "tags": \Profile.tags, "plan": \Profile.plan, "kind": \Profile.kind,
        ]
      }
    }

    struct Plan: ReflectiveModel {
      var name = ""
      var space = 0
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["name": \Plan.name, "space": \Plan.space] }
    }

    @Observable
    final class Gauge: ReflectiveModel {
      var reading = 0.0
      var label = ""
      @ObservationIgnored var raw: String?
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["reading": \Gauge.reading, "label": \Gauge.label, "raw": \Gauge.raw] }
    }

    final class Clamp: ReflectiveModel {
      @Clamped var level = 5
      var note = ""
      let version = 2
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["level": \Clamp.level, "note": \Clamp.note, "version": \Clamp.version] }
    }

    struct Membership: ReflectiveModel {
      var role = ""
      let since: Int
      init(since: Int) { self.since = since }
      init() { since = 0 }
      static var keyPaths: [String: AnyKeyPath] { ["role": \Membership.role, "since": \Membership.since] }
    }
  }
#endif
