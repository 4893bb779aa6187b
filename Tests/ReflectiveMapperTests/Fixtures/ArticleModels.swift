import Foundation
import ReflectiveMapper

// The models of the DocC articles, as written (each article's models in a namespace of their
// own); ArticleExampleTests checks what the articles say about them.

enum GettingStartedArticle {
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
        "name": \Repository.name, "stars": \Repository.stars, "isPrivate": \Repository.isPrivate,
        "owner": \Repository.owner, "topics": \Repository.topics,
      ]
    }
  }
}

enum RealClassesArticle {
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

  protocol DownloadDelegate: AnyObject {}

  final class Download: ReflectiveModel {
    var url: URL?
    var progress = 0.0
    var etag = ""
    weak var delegate: (any DownloadDelegate)?
    var onFinish: (() -> Void)?
    private var cache: [String: Data] = [:]
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["url": \Download.url, "progress": \Download.progress, "etag": \Download.etag]
    }
  }
}

enum MigrationArticles {
  struct RGB: Equatable { var red, green, blue: Double }

  final class Colors: ReflectiveModel {
    var favoriteColor: RGB?
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["favoriteColor": \Colors.favoriteColor] }
  }

  final class Rock: ReflectiveModel {
    var name = ""
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \Rock.name] }
  }

  final class Person: ReflectiveModel {
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
    var author = Author()  // a model too
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["title": \Article.title, "viewCount": \Article.viewCount, "publishedAt": \Article.publishedAt, "author": \Article.author]
    }
  }
}

enum MantleArticle {
  enum Level: Equatable, Sendable { case zero, one, unknown }

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
}

enum StructModelsArticle {
  struct Temperature: ReflectiveModel {
    var celsius = 0.0
    var station = ""
    var recordedAt: Date?
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["celsius": \Temperature.celsius, "station": \Temperature.station, "recordedAt": \Temperature.recordedAt]
    }
  }
}

enum HandyJSONArticle {
  struct Cat: ReflectiveModel {
    var id: Int64 = 0
    var name: String?
    var friends: [String] = []
    var birthday: Date?
    init() {}
    static var keyPaths: [String: AnyKeyPath] {
      ["id": \Cat.id, "name": \Cat.name, "friends": \Cat.friends, "birthday": \Cat.birthday]
    }
  }
}
