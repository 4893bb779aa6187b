import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

@Suite struct ArrayHydrationTests {}

extension ArrayHydrationTests {
  @Test func nonDictionaryElementsAreDroppedWithTheirIndexOnBothEntryPoints() throws {
    var issues: [MappingError] = []
    let rocks = try [Rock](dictionaries: [["name": "a"], 5, ["name": "c"]], registry: MappingRegistry(), issues: &issues)
    #expect(rocks.map(\.name) == ["a", "c"])
    #expect(issues.map(\.path) == ["[1]"])
    var bytesIssues: [MappingError] = []
    let fromBytes = try [Rock](jsonData: Data(#"[{"name":"a"},7,{"name":"c"}]"#.utf8), registry: MappingRegistry(), issues: &bytesIssues)
    #expect(fromBytes.map(\.name) == ["a", "c"])
    #expect(bytesIssues.map(\.path) == ["[1]"])
    #expect(bytesIssues.allSatisfy { !$0.isFatal })
  }

  @Test func fatalProblemsInElementsAreThrownTogether() throws {
    let registry = MappingRegistry()
    try registry.register(Rock.self) { m in m.required = ["name"] }
    let error = try #require(throws: MappingError.self) {
      try [Rock](dictionaries: [[:], ["name": "b"], [:]], registry: registry)
    }
    #expect(error.issues.map(\.path) == ["[0].name", "[2].name"])
  }
}
