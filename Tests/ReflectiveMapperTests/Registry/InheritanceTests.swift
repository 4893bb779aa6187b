import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

// MARK: - Inheritance

@Suite struct InheritanceTests {}

extension InheritanceTests {
  @Test func aSubclassHydratesItsOwnAndItsSuperclassProperties() throws {
    let employee = try Employee(dictionary: ["name": "Ada", "salary": 12.5, "favoriteNumber": 3], registry: MappingRegistry())
    #expect(employee.name == "Ada")
    #expect(employee.salary == 12.5)
    #expect(employee.favoriteNumber == 3)
  }

  @Test func aBaseClassRegistrationAppliesToUnregisteredSubclasses() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    let employee = try Employee(dictionary: ["favorite_word": "w", "salary": 2], registry: registry)
    #expect(employee.favoriteWord == "w")
    #expect(employee.salary == 2)
  }

  @Test func aSubclassRegistrationInheritsItsBaseClassAndAddsToIt() throws {
    // (Before registrations inherited, Employee's registration dropped Person's snake_case.)
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.keyStrategy = .snakeCase }
    try registry.register(Employee.self) { m in m.keys = ["pay": "salary"] }
    let employee = try Employee(dictionary: ["favorite_word": "w", "favoriteWord": "v", "pay": 9], registry: registry)
    #expect(employee.favoriteWord == "w")
    #expect(employee.salary == 9)
  }

  @Test func setValuesUsesTheDynamicTypeOfTheInstance() throws {
    let person: Person = Employee()
    try person.setValues(from: ["salary": 4], registry: MappingRegistry())
    #expect((person as? Employee)?.salary == 4)
  }
}
