import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

// The scenarios of the libraries ReflectiveMapper descends from: OHMKit's README,
// Instant Cocoa's mapping rules and LLModel's, in Swift.

/// Codable, so a Palette's colors have a JSON form without an adapter's `serialize`
/// (registration refuses a property that could never be written).
struct Color: Equatable, Codable {
  var red: Int
  var green: Int
  var blue: Int
}

final class Palette: ReflectiveModel {
  var name = ""
  var primary = Color(red: 0, green: 0, blue: 0)
  var accent: Color?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Palette.name, "primary": \Palette.primary, "accent": \Palette.accent]
  }
}

@Suite struct OHMKitScenarioTests {}

extension OHMKitScenarioTests {
  @Test func basicMappingUsesTheKeyTableForRenamedKeys() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber"]
    }
    let person = try Person(
      dictionary: ["name": "Fred", "favorite_word": "absurd", "favorite_number": 47], registry: registry)
    #expect(person.name == "Fred")
    #expect(person.favoriteWord == "absurd")
    #expect(person.favoriteNumber == 47)
  }

  @Test func recursiveMappingCreatesNestedModelsAndArraysOfThem() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keys = ["favorite_object": "favoriteObject"]
    }
    let person = try Person(
      dictionary: [
        "name": "Fred",
        "favorite_object": ["name": "Pet rock"],
        "friends": [["name": "Wilma", "friends": [["name": "Pebbles"]]], ["name": "Barney"]],
      ], registry: registry)
    #expect(person.favoriteObject?.name == "Pet rock")
    #expect(person.friends.map(\.name) == ["Wilma", "Barney"])
    #expect(person.friends.first?.friends.first?.name == "Pebbles")
  }

  @Test func adapterClosureTurnsAnRGBArrayIntoAColor() throws {
    let registry = MappingRegistry()
    let colorAdapter = Adapter { raw in
      guard let rgb = raw as? [Int], rgb.count == 3 else { return raw }
      return Color(red: rgb[0], green: rgb[1], blue: rgb[2])
    }
    try registry.register(Palette.self) { m in
      m.adapters["primary"] = colorAdapter
      m.adapters["accent"] = colorAdapter
    }
    let palette = try Palette(
      dictionary: ["name": "Sunset", "primary": [122, 50, 80], "accent": [1, 2, 3]], registry: registry)
    #expect(palette.primary == Color(red: 122, green: 50, blue: 80))
    #expect(palette.accent == Color(red: 1, green: 2, blue: 3))
  }

  @Test func unknownKeysAreDroppedByDefault() throws {
    var issues: [MappingError] = []
    let rock = try Rock(dictionary: ["name": "Granite", "hardness": 6, "color": "grey"], registry: MappingRegistry(), issues: &issues)
    #expect(rock.name == "Granite")
    #expect(issues.isEmpty)
  }
}
