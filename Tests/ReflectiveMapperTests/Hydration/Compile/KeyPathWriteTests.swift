import Foundation
import ReflectiveMapper
import Testing

final class ObservedRock: ReflectiveModel {
  var names: [String] = []
  var name = "" {
    didSet { names.append(name) }
  }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \ObservedRock.name] }
}

/// Hydration writes each property through its key path.
@Suite struct KeyPathWriteTests {
  @Test("Every write goes through a key path, so didSet runs, on creation and on update")
  func didSetRunsOnHydration() throws {
    let rock = try ObservedRock(dictionary: ["name": "Granite"], registry: MappingRegistry())
    #expect(rock.names == ["Granite"])
    try rock.setValues(fromJSON: Data(#"{"name": "Basalt"}"#.utf8), registry: MappingRegistry())
    #expect(rock.names == ["Granite", "Basalt"])
  }
}
