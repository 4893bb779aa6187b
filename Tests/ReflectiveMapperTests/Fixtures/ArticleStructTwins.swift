import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels

// A struct twin of every model of the README and the DocC articles (their classes are in
// ReflectiveMapperTestModels): registered the same way (`ArticleMappings`), it hydrates,
// updates and writes the same JSON as its class.

enum StructTwins {
  struct Rock: ReflectiveModel {
    var name = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \Rock.name] }
  }

  struct Person: ReflectiveModel {
    var name = ""
    var favoriteWord = ""
    var favoriteNumber = 0
    var favoriteObject: Rock?
    var friends: [Person] = []
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      [
        "name": \Person.name, "favoriteWord": \Person.favoriteWord, "favoriteNumber": \Person.favoriteNumber,
        "favoriteObject": \Person.favoriteObject, "friends": \Person.friends,
      ]
    }
  }

  /// The README's Employee: Person's properties and its own (a struct has no superclass).
  struct Employee: ReflectiveModel {
    var name = ""
    var favoriteWord = ""
    var favoriteNumber = 0
    var favoriteObject: Rock?
    var friends: [Person] = []
    var salary = 0.0
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      [
        "name": \Employee.name, "favoriteWord": \Employee.favoriteWord, "favoriteNumber": \Employee.favoriteNumber,
        "favoriteObject": \Employee.favoriteObject, "friends": \Employee.friends, "salary": \Employee.salary,
      ]
    }
  }

  struct Owner: ReflectiveModel {
    var login = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["login": \Owner.login] }
  }

  struct Repository: ReflectiveModel {
    var name = ""
    var stars = 0
    var isPrivate = false
    var owner: Owner?
    var topics: [String] = []
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      [
        "name": \Repository.name, "stars": \Repository.stars, "isPrivate": \Repository.isPrivate,
        "owner": \Repository.owner, "topics": \Repository.topics,
      ]
    }
  }

  /// RealClasses' Vehicle and Car in one struct.
  struct Car: ReflectiveModel {
    var id = ""
    var createdAt: Date?
    var seats = 0
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["id": \Car.id, "createdAt": \Car.createdAt, "seats": \Car.seats] }
  }

  struct Download: ReflectiveModel {
    var url: URL?
    var progress = 0.0
    var etag = ""
    var onFinish: (@Sendable () -> Void)?
    private var cache: [String: Data] = [:]
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["url": \Download.url, "progress": \Download.progress, "etag": \Download.etag] }
  }

  struct Colors: ReflectiveModel {
    var favoriteColor: MigrationArticles.RGB?
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["favoriteColor": \Colors.favoriteColor] }
  }

  struct User: ReflectiveModel {
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

  struct Author: ReflectiveModel {
    var name = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \Author.name] }
  }

  struct Article: ReflectiveModel {
    var title = ""
    var viewCount = 0
    var publishedAt: Date?
    var author = Author()
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["title": \Article.title, "viewCount": \Article.viewCount, "publishedAt": \Article.publishedAt, "author": \Article.author]
    }
  }

  struct Sensor: ReflectiveModel {
    var name = ""
    var location = ""
    var level = MantleArticle.Level.zero
    var homepage: URL?
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["name": \Sensor.name, "location": \Sensor.location, "level": \Sensor.level, "homepage": \Sensor.homepage]
    }
  }
}
