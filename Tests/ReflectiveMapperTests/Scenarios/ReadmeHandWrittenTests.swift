import Foundation
import ReflectiveMapper
import Testing

// The README's hand-written form, on a registry of its own (the README uses `.shared`).

class RHPerson: ReflectiveModel {
  var name = ""
  var favoriteNumber = 0
  var friends: [RHPerson] = []
  required init() {}
  class var keyPaths: [String: AnyKeyPath] {
    ["name": \RHPerson.name, "favoriteNumber": \RHPerson.favoriteNumber, "friends": \RHPerson.friends]
  }
}

final class RHEmployee: RHPerson {
  var salary = 0.0
  weak var delegate: AnyObject?
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["salary": \RHEmployee.salary]) { $1 }
  }
}

@Suite struct ReadmeHandWrittenTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(RHPerson.self) { m in
      m.keys = ["favorite_number": "favoriteNumber"]
      m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
    }
    try registry.register(RHEmployee.self) { m in
      m.keys = ["pay": "salary"]
      m.excluded = ["delegate"]
    }
    return registry
  }

  @Test func theREADMEsHandWrittenFormDoesWhatItSays() throws {
    let registry = try registry()
    let ada = try RHPerson(
      dictionary: ["name": "Ada", "favorite_number": "47", "friends": [["name": "Charles"]]], registry: registry)
    #expect(ada.favoriteNumber == 47)
    #expect(ada.friends.map(\.name) == ["Charles"])
    try ada.setValues(from: ["favorite_number": 48], registry: registry)
    let json = try ada.jsonObject(registry: registry)
    #expect(json["name"] as? String == "Ada")
    #expect(json["favorite_number"] as? Int == 48)
    // The subclass inherits the key table and adds its own; the delegate is neither read nor written.
    let employee = try RHEmployee(dictionary: ["name": "Grace", "favorite_number": 7, "pay": 10.5], registry: registry)
    #expect(employee.salary == 10.5 && employee.favoriteNumber == 7)
    #expect(try employee.jsonObject(registry: registry)["delegate"] == nil)
    // (The only finding is the adapter's open JSON Schema: nothing about the excluded delegate.)
    #expect(registry.issues(for: RHEmployee.self).map(\.summary).allSatisfy { !$0.contains("delegate") })
    #expect(registry.issues(for: RHEmployee.self).count == 1)
  }
}
