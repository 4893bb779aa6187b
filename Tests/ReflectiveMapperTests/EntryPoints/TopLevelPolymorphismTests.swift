import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

/// Issue 12 §2: the concrete subclass resolved from the input at the top level.
@Suite struct TopLevelPolymorphismTests {
  static let fleet = BothInputs(
    #"[{"kind": "car", "name": "A", "wheels": 4, "doors": 5}, {"kind": "truck", "name": "B", "wheels": 6, "payload": 7.5}, {"name": "C", "wheels": 2}]"#
  )

  func describe(_ vehicle: Vehicle) -> String {
    switch vehicle {
    case let car as Car: "Car(\(car.name),\(car.wheels),\(car.doors))"
    case let truck as Truck: "Truck(\(truck.name),\(truck.wheels),\(truck.payload))"
    default: "Vehicle(\(vehicle.name),\(vehicle.wheels))"
    }
  }

  @Test func theFactoryReturnsTheResolvedSubclassOnBothEntryPoints() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let car = try Vehicle.make(dictionary: ["kind": "car", "name": "A", "doors": 3], registry: registry)
    #expect(describe(car) == "Car(A,0,3)")
    let truck = try Vehicle.make(jsonData: Data(#"{"kind": "truck", "payload": 2}"#.utf8), registry: registry)
    #expect(describe(truck) == "Truck(,0,2.0)")
    let text = try Vehicle.make(jsonString: #"{"kind": "car", "doors": 2}"#, registry: registry)
    #expect(text is Car)
    // No discriminator keeps the declared type; the subclass's own factory gives the subclass.
    #expect(type(of: try Vehicle.make(dictionary: ["name": "plain"], registry: registry)) == Vehicle.self)
    let typed: Car = try Car.make(dictionary: ["kind": "car", "doors": 1], registry: registry)
    #expect(typed.doors == 1)
    // An initializer cannot return a subclass: it hydrates the declared type.
    #expect(type(of: try Vehicle(dictionary: ["kind": "car"], registry: registry)) == Vehicle.self)
  }

  @Test func aClosureResolverPicksTheSubclass() throws {
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in
      m.subtypeResolver = TypeResolver { fields in fields["payload"] != nil ? Truck.self : nil }
    }
    #expect(try Vehicle.make(dictionary: ["payload": 1], registry: registry) is Truck)
    #expect(type(of: try Vehicle.make(dictionary: ["doors": 1], registry: registry)) == Vehicle.self)
    let models = try [Vehicle](jsonData: Data(#"[{"payload": 3}, {"name": "x"}]"#.utf8), registry: registry)
    #expect(models.map(describe) == ["Truck(,0,3.0)", "Vehicle(x,0)"])
  }

  @Test func arraysResolveEachElementAndRoundTrip() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let fromDictionaries = try [Vehicle](dictionaries: Self.fleet.array, registry: registry)
    let fromBytes = try [Vehicle](jsonData: Self.fleet.data, registry: registry)
    let expected = ["Car(A,4,5)", "Truck(B,6,7.5)", "Vehicle(C,2)"]
    #expect(fromDictionaries.map(describe) == expected)
    #expect(fromBytes.map(describe) == expected)

    // Each element is written by its own type's mapping, with the discriminator that names
    // its type: the output is the input's shape.
    let objects = try fromBytes.jsonObject(registry: registry)
    #expect(objects[0]["doors"] as? Int == 5)
    #expect(objects[1]["payload"] as? Double == 7.5)
    #expect(objects[2]["doors"] == nil)
    #expect(jsonEqual(objects, Self.fleet.array))
    let again = try [Vehicle](dictionaries: objects, registry: registry)
    #expect(again.map(describe) == expected)
    #expect(jsonEqual(try again.jsonObject(registry: registry), objects))
    let data = try fromBytes.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"[{"doors":5,"kind":"car","name":"A","wheels":4}"#))
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), objects))
    #expect(try [Vehicle](jsonData: try fromBytes.jsonData(registry: registry), registry: registry).map(describe) == expected)
    // One model too.
    #expect(try Vehicle.make(jsonData: try fromBytes[1].jsonData(registry: registry), registry: registry) is Truck)
  }

  @Test func dictionariesResolveEachEntry() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let input = BothInputs(#"{"a": {"kind": "car", "doors": 2}, "b": {"kind": "truck"}, "c": {}}"#)
    for vehicles in [
      try [String: Vehicle](dictionaries: input.dictionary, registry: registry),
      try [String: Vehicle](jsonData: input.data, registry: registry),
    ] {
      #expect(vehicles["a"] is Car)
      #expect(vehicles["b"] is Truck)
      #expect(type(of: vehicles["c"]!) == Vehicle.self)
      #expect(try vehicles.jsonObject(registry: registry)["a"]?["doors"] as? Int == 2)
    }
  }

  @Test func propertiesDeclaredAsTheBaseUseItsSubtypeResolver() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let input = BothInputs(#"{"fleet": [{"kind": "truck", "payload": 1}, {"kind": "car"}], "main": {"kind": "car", "doors": 4}}"#)
    for garage in [try Garage(dictionary: input.dictionary, registry: registry), try Garage(jsonData: input.data, registry: registry)] {
      #expect(garage.fleet.map { String(describing: type(of: $0)) } == ["Truck", "Car"])
      #expect((garage.main as? Car)?.doors == 4)
    }
  }

  @Test func anUnknownDiscriminatorIsFatalForOneModelAndDropsAnElement() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    let single = try #require(throws: MappingError.self) { try Vehicle.make(dictionary: ["kind": "boat"], registry: registry) }
    #expect(single.path == "kind")
    #expect(single.isFatal)
    #expect(single.reason.code == "invalidValue" && single.reason.found == #""boat""#)
    let fromBytes = try #require(throws: MappingError.self) {
      try Vehicle.make(jsonData: Data(#"{"kind": "boat"}"#.utf8), registry: registry)
    }
    #expect(fromBytes.path == "kind")

    let input = BothInputs(#"[{"kind": "car"}, {"kind": "boat"}, {"kind": "truck"}]"#)
    var issues: [MappingError] = []
    let models = try [Vehicle](dictionaries: input.array, registry: registry, issues: &issues)
    #expect(models.map { String(describing: type(of: $0)) } == ["Car", "Truck"])
    #expect(issues.map(\.path) == ["[1].kind"])
    #expect(issues.allSatisfy { !$0.isFatal })
    var byteIssues: [MappingError] = []
    let fromData = try [Vehicle](jsonData: input.data, registry: registry, issues: &byteIssues)
    #expect(fromData.count == 2)
    #expect(byteIssues == issues)
  }

  @Test func theDiscriminatorIsAKnownKeyAndAPropertyOfTheSameKeyWritesIt() throws {
    final class Tagged: ReflectiveModel {
      var kind = ""
      var size = 0
      required init() {}
      static var keyPaths: [String: AnyKeyPath] { ["kind": \Tagged.kind, "size": \Tagged.size] }
    }
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in
      m.subtypeResolver = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
      m.unknownKeys = .fail
    }
    let car = try Vehicle.make(jsonString: #"{"kind": "car", "doors": 2}"#, registry: registry)
    #expect((car as? Car)?.doors == 2)
    let unknown = try #require(throws: MappingError.self) { try Vehicle.make(jsonString: #"{"kind": "car", "other": 1}"#, registry: registry) }
    #expect(unknown.reason == .unknownKey("other"))
    // A model with a property of the discriminator's name writes it once, from the property.
    try registry.register(Tagged.self) { m in m.subtypeResolver = .discriminator("kind", [:]) }
    let tagged = try Tagged.make(dictionary: ["size": 3], registry: registry)
    tagged.kind = "mine"
    #expect(String(decoding: try tagged.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self) == #"{"kind":"mine","size":3}"#)
  }

  @Test func subclassRegistrationsInheritTheCollectionSettings() throws {
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in
      m.subtypeResolver = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
      m.required = ["name"]
      m.isLossyElement = true
      m.identifiedBy = "name"
    }
    try registry.register(Car.self) { m in m.keys = ["door_count": "doors"] }
    try registry.register(Truck.self) { m in m.isLossyElement = false }
    // Car inherits the resolver (a sibling is refused) and the lossy rule; Truck turned it off.
    let sibling = try #require(throws: MappingError.self) { try Car.make(dictionary: ["kind": "truck", "name": "x"], registry: registry) }
    #expect(sibling.reason.code == "typeMismatch" && sibling.path == "kind")
    var issues: [MappingError] = []
    let cars = try [Car](jsonString: #"[{"kind": "car", "name": "a", "door_count": 3}, {"kind": "car"}]"#, registry: registry, issues: &issues)
    #expect(cars.map(\.doors) == [3])
    #expect(issues.allSatisfy { !$0.isFatal })
    let nameless = try #require(throws: MappingError.self) { try [Truck](jsonString: #"[{"kind": "truck"}]"#, registry: registry) }
    #expect(nameless.reason.code == "missingRequiredValue" && nameless.path == "[0].name")
    // And writes its discriminator back.
    #expect(try cars[0].jsonObject(registry: registry)["kind"] as? String == "car")
  }

  @Test func aStrictBaseMakesAnUnresolvableElementFatal() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry, strict: true)
    let input = BothInputs(#"[{"kind": "car"}, {"kind": "boat"}]"#)
    let error = try #require(throws: MappingError.self) { try [Vehicle](dictionaries: input.array, registry: registry) }
    #expect(error.path == "[1].kind")
    let fromBytes = try #require(throws: MappingError.self) { try [Vehicle](jsonData: input.data, registry: registry) }
    #expect(fromBytes.reason.code == "invalidValue" && fromBytes.path == "[1].kind")
  }

  @Test func aNonStringDiscriminatorIsReportedNeverCrashes() throws {
    let registry = MappingRegistry()
    try registerVehicles(in: registry)
    for text in [#"{"kind": {"car": true}}"#, #"{"kind": [1, 2]}"#, #"{"kind": 12}"#, #"{"kind": true}"#, #"{"kind": 1e400}"#] {
      let input = BothInputs(text)
      if text.contains("1e400") {
        // No dictionary holds it; from bytes it is refused at its key, as the others are.
        let outOfRange = try #require(throws: MappingError.self) { try Vehicle.make(jsonData: input.data, registry: registry) }
        #expect(outOfRange.reason.code == "notRepresentable")
        #expect(outOfRange.path == "kind")
        continue
      }
      let fromDictionary = try #require(throws: MappingError.self) { try Vehicle.make(dictionary: input.dictionary, registry: registry) }
      #expect(fromDictionary.path == "kind")
      let fromBytes = try #require(throws: MappingError.self) { try Vehicle.make(jsonData: input.data, registry: registry) }
      #expect(fromBytes.path == "kind")
      var issues: [MappingError] = []
      let models = try [Vehicle](jsonData: Data("[\(text)]".utf8), registry: registry, issues: &issues)
      #expect(models.isEmpty)
      #expect(issues.map(\.path) == ["[0].kind"])
    }
    // A null discriminator keeps the declared type.
    #expect(type(of: try Vehicle.make(jsonString: #"{"kind": null}"#, registry: registry)) == Vehicle.self)
  }

  @Test func aResolverPickingAnUnrelatedTypeIsReported() throws {
    let registry = MappingRegistry()
    try registry.register(Vehicle.self) { m in m.subtypeResolver = TypeResolver { _ in Rock.self } }
    let error = try #require(throws: MappingError.self) { try Vehicle.make(dictionary: [:], registry: registry) }
    #expect(error.reason == .typeMismatch(expected: "Vehicle or a subclass", found: "model Rock"))
    try registerVehicles(in: registry)
    // A subclass's own factory refuses a sibling.
    let sibling = try #require(throws: MappingError.self) { try Car.make(dictionary: ["kind": "truck"], registry: registry) }
    #expect(sibling.reason.code == "typeMismatch" && sibling.path == "kind")
    var issues: [MappingError] = []
    #expect(try [Car](dictionaries: [["kind": "truck"], ["kind": "car"]], registry: registry, issues: &issues).count == 1)
    #expect(issues.map(\.path) == ["[0].kind"])
  }
}
