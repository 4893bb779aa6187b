import Foundation
import ReflectiveMapper

// The models of the README's quick start, shared by the tests.

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
      "name": \Person.name, "favoriteWord": \Person.favoriteWord,
      "favoriteNumber": \Person.favoriteNumber, "favoriteObject": \Person.favoriteObject,
      "friends": \Person.friends,
    ]
  }
}

final class Employee: Person {
  var salary = 0.0
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["salary": \Employee.salary]) { $1 }
  }
}

/// Registers the quick start's mapping of `Person` in `registry`.
func registerPerson(in registry: MappingRegistry) throws {
  try registry.register(Person.self) { m in
    m.keys = [
      "favorite_word": "favoriteWord",
      "favorite_number": "favoriteNumber",
      "stats.best.object": "favoriteObject",
    ]
    m.adapters["favoriteNumber"] = Adapter { raw in
      (raw as? String).flatMap(Int.init) ?? raw
    }
    m.elementTypes["friends"] = Person.self
  }
}
