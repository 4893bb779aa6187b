import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels

// The quick start's registration of `Person` (ReflectiveMapperTestModels declares the models).

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
