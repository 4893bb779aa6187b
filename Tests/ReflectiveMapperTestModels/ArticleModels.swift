package import Foundation
package import ReflectiveMapper

// The models of the DocC articles, as written (each article's models in a namespace of their
// own): ArticleExampleTests checks what the articles say about them, ArticleModelKindTests
// compares them with their struct twins, and the macro tests with their `@ReflectiveModel`
// twins.

package enum GettingStartedArticle {
  package final class Owner: ReflectiveModel {
    package var login = ""
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["login": \Owner.login] }
  }

  package final class Repository: ReflectiveModel {
    package var name = ""
    package var stars = 0
    package var isPrivate = false
    package var owner: Owner?
    package var topics: [String] = []
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      [
        "name": \Repository.name, "stars": \Repository.stars, "isPrivate": \Repository.isPrivate,
        "owner": \Repository.owner, "topics": \Repository.topics,
      ]
    }
  }
}

package enum RealClassesArticle {
  package class Vehicle: ReflectiveModel {
    package var id = ""
    package var createdAt: Date?
    package required init() {}
    package class var keyPaths: [String: AnyKeyPath] { ["id": \Vehicle.id, "createdAt": \Vehicle.createdAt] }
  }

  package final class Car: Vehicle {
    package var seats = 0
    package override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["seats": \Car.seats]) { $1 } }
  }

  package protocol DownloadDelegate: AnyObject {}

  package final class Download: ReflectiveModel {
    package var url: URL?
    package var progress = 0.0
    package var etag = ""
    package weak var delegate: (any DownloadDelegate)?
    package var onFinish: (() -> Void)?
    private var cache: [String: Data] = [:]
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      ["url": \Download.url, "progress": \Download.progress, "etag": \Download.etag]
    }
  }
}

package enum MigrationArticles {
  package struct RGB: Equatable {
    package var red, green, blue: Double
    package init(red: Double, green: Double, blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }
  }

  package final class Colors: ReflectiveModel {
    package var favoriteColor: RGB?
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["favoriteColor": \Colors.favoriteColor] }
  }

  package final class Person: ReflectiveModel {
    package var name = ""
    package var favoriteWord = ""
    package var favoriteNumber = 0
    package var favoriteObject: Rock?
    package var friends: [Person] = []
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      [
        "name": \Person.name, "favoriteWord": \Person.favoriteWord, "favoriteNumber": \Person.favoriteNumber,
        "favoriteObject": \Person.favoriteObject, "friends": \Person.friends,
      ]
    }
  }

  package final class User: ReflectiveModel {
    package var username = ""
    package var age = 0
    package var friends: [User] = []
    package var birthday: Date?
    package var city = ""
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      ["username": \User.username, "age": \User.age, "friends": \User.friends, "birthday": \User.birthday, "city": \User.city]
    }
  }

  package final class Author: ReflectiveModel {
    package var name = ""
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["name": \Author.name] }
  }

  package final class Article: ReflectiveModel {
    package var title = ""
    package var viewCount = 0
    package var publishedAt: Date?
    package var author = Author()  // a model too
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      ["title": \Article.title, "viewCount": \Article.viewCount, "publishedAt": \Article.publishedAt, "author": \Article.author]
    }
  }
}

package enum MantleArticle {
  package enum Level: Equatable, Sendable { case zero, one, unknown }

  package class Sensor: ReflectiveModel {
    package var name = ""
    package var location = ""
    package var level = Level.zero
    package var homepage: URL?
    package required init() {}
    package class var keyPaths: [String: AnyKeyPath] {
      ["name": \Sensor.name, "location": \Sensor.location, "level": \Sensor.level, "homepage": \Sensor.homepage]
    }
  }
  package final class Thermometer: Sensor {}
}

package enum StructModelsArticle {
  package struct Temperature: ReflectiveModel {
    package var celsius = 0.0
    package var station = ""
    package var recordedAt: Date?
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      ["celsius": \Temperature.celsius, "station": \Temperature.station, "recordedAt": \Temperature.recordedAt]
    }
  }

  /// The struct models a `Drawing` holds: a property of several struct types is typed as a protocol.
  package protocol Shape: ReflectiveModel {}

  package struct Drawing: ReflectiveModel {
    package var shapes: [any Shape] = []
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["shapes": \Drawing.shapes] }
  }
}

package enum HandyJSONArticle {
  package struct Cat: ReflectiveModel {
    package var id: Int64 = 0
    package var name: String?
    package var friends: [String] = []
    package var birthday: Date?
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] {
      ["id": \Cat.id, "name": \Cat.name, "friends": \Cat.friends, "birthday": \Cat.birthday]
    }
  }
}
