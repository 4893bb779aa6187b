import Foundation
import ReflectiveMapper
import Testing

/// An update whose input resolves to another subtype than the instance's.
@Suite struct PolymorphicUpdateTests {
  @Test func anUpdateWhoseInputResolvesToAnotherTypeIsAProblemFatalUnderStrictness() throws {
    let lenient = MappingRegistry()
    try registerVehicles(in: lenient)
    let car = Car()
    car.name = "A"
    var issues: [MappingError] = []
    try car.setValues(from: ["kind": "truck", "name": "B", "payload": 3], registry: lenient, issues: &issues)
    #expect(issues.count == 1)
    #expect(issues.first?.path == "kind")
    #expect(issues.first?.isFatal == false)
    #expect(issues.first?.reason == .typeMismatch(expected: "input for Car", found: "input for Truck"))
    #expect(car.name == "B")  // lenient: the instance's own mapping still reads what it knows

    let strict = MappingRegistry()
    try registerVehicles(in: strict, strict: true)
    let other = Car()
    other.name = "A"
    for input in [BothInputs(#"{"kind": "truck", "name": "B"}"#)] {
      let fromDictionary = try #require(throws: MappingError.self) { try other.setValues(from: input.dictionary, registry: strict) }
      #expect(fromDictionary.reason.code == "typeMismatch" && fromDictionary.path == "kind")
      let fromBytes = try #require(throws: MappingError.self) { try other.setValues(fromJSON: input.data, registry: strict) }
      #expect(fromBytes.reason.code == "typeMismatch" && fromBytes.path == "kind")
    }
    #expect(other.name == "A")
    // Input for the instance's own type (or with no discriminator) updates it.
    try other.setValues(from: ["kind": "car", "doors": 4], registry: strict)
    try other.setValues(fromJSON: Data(#"{"name": "C"}"#.utf8), registry: strict)
    #expect(other.doors == 4 && other.name == "C")
  }

  @Test func aResolverThatFailsFailsTheUpdateAsMakeWould() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let car = Car()
    car.name = "A"
    let input = BothInputs(#"{"kind": "boat", "name": "B"}"#)
    let made = try #require(throws: MappingError.self) { try Vehicle.make(dictionary: input.dictionary, registry: registry) }
    #expect(made.reason.code == "invalidValue" && made.path == "kind")
    let updated = try #require(throws: MappingError.self) { try car.setValues(from: input.dictionary, registry: registry) }
    #expect(updated.reason.code == "invalidValue" && updated.path == "kind")
    let updatedFromBytes = try #require(throws: MappingError.self) { try car.setValues(fromJSON: input.data, registry: registry) }
    #expect(updatedFromBytes.reason.code == "invalidValue" && updatedFromBytes.path == "kind")
    #expect(car.name == "A")

    let throwing = MappingRegistry()
    struct Refused: Error {}
    try throwing.register(Vehicle.self) { m in m.subtypeResolver = TypeResolver { _ in throw Refused() } }
    let resolverThrew = try #require(throws: MappingError.self) { try car.setValues(from: ["name": "B"], registry: throwing) }
    #expect(resolverThrew.reason.code == "callbackFailed")
    #expect(car.name == "A")
  }

  @Test func aNestedInstanceOfAnotherTypeIsReplacedAndOfTheSameTypeKept() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let garage = Garage()
    let car = Car()
    car.name = "A"
    garage.main = car
    try garage.setValues(from: ["main": ["kind": "car", "doors": 2]], registry: registry)
    #expect(garage.main === car && car.doors == 2)
    try garage.setValues(fromJSON: Data(#"{"main": {"kind": "truck", "payload": 4}}"#.utf8), registry: registry)
    let truck = try #require(garage.main as? Truck)
    #expect(truck.payload == 4 && truck.name == "")
    // A failing resolver on the nested input leaves the property as it was.
    var issues: [MappingError] = []
    try garage.setValues(from: ["main": ["kind": "boat"]], registry: registry, issues: &issues)
    #expect(garage.main === truck)
    #expect(issues.map(\.path) == ["main"])
  }
}
