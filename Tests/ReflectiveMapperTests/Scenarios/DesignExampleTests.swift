import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

@Suite struct DesignExampleTests {}

extension DesignExampleTests {
  @Test func hydratesTheDesignExampleWithKeyTableAdapterDottedPathAndHint() throws {
    let registry = MappingRegistry()
    try registerPerson(in: registry)
    let response: [String: Any] = [
      "name": "Ada",
      "favorite_word": "engine",
      "favorite_number": "47",
      "stats": ["best": ["object": ["name": "Granite"]]],
      "friends": [["name": "Charles", "favorite_number": 3]],
    ]
    let person = try Person(dictionary: response, registry: registry)
    #expect(person.name == "Ada")
    #expect(person.favoriteWord == "engine")
    #expect(person.favoriteNumber == 47)
    #expect(person.favoriteObject?.name == "Granite")
    #expect(person.friends.count == 1)
    #expect(person.friends.first?.name == "Charles")
    #expect(person.friends.first?.favoriteNumber == 3)
  }
}
