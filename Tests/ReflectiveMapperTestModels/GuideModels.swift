import ReflectiveMapper

// The models of the guide's first tour (docs/Guide.md, the README's former quick start), as the
// guide writes them, for every test that maps them: the plain suite's and the macro twins'.
// Rock, Person and Employee stand at the top level, where most of the suite names them; the
// tour's structs are in `GuideTour`, since the suite has a `Reading` of its own.

/// The guide's nested model.
package final class Rock: ReflectiveModel {
  package var name = ""
  package init() {}
  package static var keyPaths: [String: AnyKeyPath] { ["name": \Rock.name] }
}

/// The guide's base class: scalars, a nested model and an array of itself.
package class Person: ReflectiveModel {
  package var name = ""
  package var favoriteWord = ""
  package var favoriteNumber = 0
  package var favoriteObject: Rock?
  package var friends: [Person] = []
  package required init() {}
  package class var keyPaths: [String: AnyKeyPath] {
    [
      "name": \Person.name, "favoriteWord": \Person.favoriteWord, "favoriteNumber": \Person.favoriteNumber,
      "favoriteObject": \Person.favoriteObject, "friends": \Person.friends,
    ]
  }
}

/// The guide's subclass, with app state (`delegate`) that its registration excludes.
package final class Employee: Person {
  package var salary = 0.0
  package weak var delegate: AnyObject?  // app state, not service data
  package override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["salary": \Employee.salary]) { $1 } }
}

/// The guide's struct models.
package enum GuideTour {
  /// A struct holding a struct.
  package struct Reading: ReflectiveModel, Sendable {
    package var celsius = 0.0
    package var station = Station()
    package var tags: [String] = []
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["celsius": \Reading.celsius, "station": \Reading.station, "tags": \Reading.tags] }
  }

  /// The struct a `Reading` holds.
  package struct Station: ReflectiveModel, Sendable {
    package var code = ""
    package var altitude = 0
    package init() {}
    package static var keyPaths: [String: AnyKeyPath] { ["code": \Station.code, "altitude": \Station.altitude] }
  }
}
