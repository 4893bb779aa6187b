import Foundation
import ReflectiveMapper
import Testing

// Polymorphic models for write-back: a class hierarchy and a protocol with struct conformers.
class WBVehicle: ReflectiveModel {
  var name = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["name": \WBVehicle.name] }
}

final class WBCar: WBVehicle {
  var doors = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["doors": \WBCar.doors]) { $1 } }
}

final class WBTruck: WBVehicle {
  var load = 0.0
  var towed: WBCar?
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["load": \WBTruck.load, "towed": \WBTruck.towed]) { $1 }
  }
}

protocol WBShape: ReflectiveModel {}

struct WBCircle: WBShape {
  var radius = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["radius": \WBCircle.radius] }
}

struct WBSquare: WBShape {
  var side = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["side": \WBSquare.side] }
}

final class WBGarage: ReflectiveModel {
  var vehicles: [WBVehicle] = []
  var favorite: WBVehicle?
  var byOwner: [String: WBVehicle] = [:]
  var rows: [[WBVehicle]] = []
  var shapes: [any WBShape] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "vehicles": \WBGarage.vehicles, "favorite": \WBGarage.favorite, "byOwner": \WBGarage.byOwner, "rows": \WBGarage.rows,
      "shapes": \WBGarage.shapes,
    ]
  }
}

struct WBDrawing: ReflectiveModel {
  var shapes: [any WBShape] = []
  var main: (any WBShape)?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["shapes": \WBDrawing.shapes, "main": \WBDrawing.main] }
}

/// Output writes back what a type resolver read, wherever the model sits, so that `jsonData()`
/// reads back as the same types.
@Suite struct ResolverWriteBackTests {
  let vehicles = TypeResolver.discriminator("kind", ["car": WBCar.self, "truck": WBTruck.self])
  let shapes = TypeResolver.discriminator("kind", ["circle": WBCircle.self, "square": WBSquare.self])

  func garageRegistry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(WBGarage.self) { m in
      for property in ["vehicles", "favorite", "byOwner", "rows"] { m.typeResolvers[property] = vehicles }
      m.typeResolvers["shapes"] = shapes
    }
    return registry
  }

  let garagePayload: [String: Any] = [
    "vehicles": [["kind": "car", "name": "c", "doors": 4], ["kind": "truck", "name": "t", "load": 2.5], ["name": "plain"]],
    "favorite": ["kind": "truck", "name": "f", "load": 1],
    "byOwner": ["ada": ["kind": "car", "name": "a", "doors": 2]],
    "rows": [[["kind": "car", "name": "r", "doors": 3]]],
    "shapes": [["kind": "circle", "radius": 1], ["kind": "square", "side": 2]],
  ]

  func expectGarage(_ garage: WBGarage) {
    #expect(garage.vehicles.map { String(describing: type(of: $0)) } == ["WBCar", "WBTruck", "WBVehicle"])
    #expect((garage.vehicles.first as? WBCar)?.doors == 4)
    #expect((garage.favorite as? WBTruck)?.load == 1)
    #expect((garage.byOwner["ada"] as? WBCar)?.doors == 2)
    #expect((garage.rows.first?.first as? WBCar)?.doors == 3)
    #expect((garage.shapes.first as? WBCircle)?.radius == 1)
    #expect((garage.shapes.last as? WBSquare)?.side == 2)
  }

  @Test func aPropertyDiscriminatorIsWrittenBackAtEveryPlaceAModelSits() throws {
    let registry = try garageRegistry()
    let garage = try WBGarage(dictionary: garagePayload, registry: registry)
    expectGarage(garage)
    let json = try garage.jsonObject(registry: registry)
    let written = try #require(json["vehicles"] as? [[String: Any]])
    #expect(written.map { $0["kind"] as? String } == ["car", "truck", nil])
    #expect((json["favorite"] as? [String: Any])?["kind"] as? String == "truck")
    #expect(((json["byOwner"] as? [String: Any])?["ada"] as? [String: Any])?["kind"] as? String == "car")
    #expect((json["shapes"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["circle", "square"])
    // Both output forms read back as the same types, with no issue.
    for options in [OutputOptions(), .sortedKeys, .includeNulls] {
      let data = try garage.jsonData(registry: registry, options: options)
      #expect(String(decoding: data, as: UTF8.self).components(separatedBy: #""kind""#).count - 1 == 7)
      var issues: [MappingError] = []
      let again = try WBGarage(jsonData: data, registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(issues)")
      expectGarage(again)
      #expect(try again.jsonData(registry: registry, options: options) == data)
    }
    let again = try WBGarage(dictionary: json, registry: registry)
    expectGarage(again)
  }

  @Test func aStructModelWritesBackItsProtocolElementsAndValue() throws {
    let registry = MappingRegistry()
    try registry.register(WBDrawing.self) { m in
      m.typeResolvers["shapes"] = shapes
      m.typeResolvers["main"] = shapes
    }
    let drawing = try WBDrawing(
      jsonData: Data(#"{"shapes":[{"kind":"square","side":3},{"kind":"circle","radius":4}],"main":{"kind":"circle","radius":5}}"#.utf8),
      registry: registry)
    let data = try drawing.jsonData(registry: registry, options: .sortedKeys)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"main":{"kind":"circle","radius":5},"shapes":[{"kind":"square","side":3},{"kind":"circle","radius":4}]}"#)
    let again = try WBDrawing(jsonData: data, registry: registry)
    #expect((again.main as? WBCircle)?.radius == 5)
    #expect((again.shapes.first as? WBSquare)?.side == 3)
  }

  @Test func aNestedModelDoesNotInheritItsParentsTag() throws {
    // A truck's towed car is not an element of the tagged property: no "kind" there, although
    // the table names its type.
    let registry = try garageRegistry()
    let garage = try WBGarage(
      dictionary: ["favorite": ["kind": "truck", "name": "t", "towed": ["name": "c", "doors": 1]]], registry: registry)
    for options in [OutputOptions(), .sortedKeys] {
      let text = String(decoding: try garage.jsonData(registry: registry, options: options), as: UTF8.self)
      #expect(text.components(separatedBy: #""kind""#).count - 1 == 1, "\(text)")
      #expect(text.contains(#""towed":{"#))
    }
    let favorite = try #require(try garage.jsonObject(registry: registry)["favorite"] as? [String: Any])
    #expect(favorite["kind"] as? String == "truck")
    #expect((favorite["towed"] as? [String: Any])?["kind"] == nil)
  }

  @Test func aTableLessDiscriminatorWritesTheRegisteredTypeName() throws {
    let registry = MappingRegistry()
    try registry.register(WBCar.self) { $0.typeName = "Car" }
    try registry.register(WBTruck.self) { $0.typeName = "Truck" }
    try registry.register(WBGarage.self) { m in
      m.typeResolvers["vehicles"] = .discriminator("type")
      m.typeResolvers["shapes"] = shapes
    }
    let garage = try WBGarage(dictionary: ["vehicles": [["type": "Truck", "load": 3], ["type": "Car", "doors": 2]]], registry: registry)
    let json = try garage.jsonObject(registry: registry)
    #expect((json["vehicles"] as? [[String: Any]])?.map { $0["type"] as? String } == ["Truck", "Car"])
  }

  @Test func aClosureResolverWritesBackThroughItsInverse() throws {
    let registry = MappingRegistry()
    try registry.register(WBGarage.self) { m in
      m.typeResolvers["vehicles"] = TypeResolver(
        { element in element["wheels"] as? Int == 18 ? WBTruck.self : WBCar.self },
        writeBack: { vehicle in ["wheels": vehicle is WBTruck ? 18 : 4] })
      m.typeResolvers["shapes"] = shapes
    }
    #expect(registry.issues(for: WBGarage.self).isEmpty)
    let garage = try WBGarage(dictionary: ["vehicles": [["wheels": 18, "load": 7], ["doors": 5]]], registry: registry)
    let data = try garage.jsonData(registry: registry)
    let again = try WBGarage(jsonData: data, registry: registry)
    #expect((again.vehicles.first as? WBTruck)?.load == 7)
    #expect((again.vehicles.last as? WBCar)?.doors == 5)
    let json = try garage.jsonObject(registry: registry)
    #expect((json["vehicles"] as? [[String: Any]])?.map { $0["wheels"] as? Int } == [18, 4])
  }

  @Test func aClosureResolverWithoutAnInverseIsNotedAtRegistration() throws {
    let registry = MappingRegistry()
    try registry.register(WBGarage.self) { m in
      m.typeResolvers["vehicles"] = TypeResolver { $0["load"] != nil ? WBTruck.self : WBCar.self }
      m.typeResolvers["shapes"] = shapes
    }
    let notes = registry.issues(for: WBGarage.self)
    #expect(notes.count == 1)
    #expect(notes.first?.property == "WBGarage.vehicles")
    #expect(notes.first?.description.contains("TypeResolver(_:writeBack:)") == true)
    #expect(notes.first?.isFatal == false)
  }

  @Test func aSubtypeResolversClosureInverseIsWrittenForTheTypesItPicks() throws {
    let registry = MappingRegistry()
    try registry.register(WBVehicle.self) { m in
      m.subtypeResolver = TypeResolver(
        { $0["class"] as? String == "T" ? WBTruck.self : nil }, writeBack: { $0 is WBTruck ? ["class": "T"] : [:] })
    }
    let truck = try #require(try WBVehicle.make(dictionary: ["class": "T", "load": 2], registry: registry) as? WBTruck)
    let data = try truck.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: data, as: UTF8.self) == #"{"class":"T","load":2,"name":""}"#)
    #expect(try WBVehicle.make(jsonData: data, registry: registry) is WBTruck)
  }
}

/// A `.discriminator` without a table on a protocol-typed property reads registered type names.
@Suite struct TableLessDiscriminatorTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(WBCircle.self) { $0.typeName = "circle" }
    try registry.register(WBSquare.self) { $0.typeName = "square" }
    try registry.register(WBCar.self) { $0.typeName = "car" }
    try registry.register(WBDrawing.self) { m in
      m.typeResolvers["shapes"] = .discriminator("kind")
      m.typeResolvers["main"] = .discriminator("kind")
    }
    return registry
  }

  @Test func aProtocolTypedPropertyTakesATableLessDiscriminator() throws {
    let registry = try registry()
    #expect(registry.issues(for: WBDrawing.self).isEmpty, "\(registry.issues(for: WBDrawing.self))")
    let data = Data(#"{"shapes":[{"kind":"square","side":1},{"kind":"circle","radius":2}],"main":{"kind":"circle","radius":3}}"#.utf8)
    let drawing = try WBDrawing(jsonData: data, registry: registry)
    #expect((drawing.shapes.first as? WBSquare)?.side == 1)
    #expect((drawing.shapes.last as? WBCircle)?.radius == 2)
    #expect((drawing.main as? WBCircle)?.radius == 3)
    let written = try drawing.jsonData(registry: registry, options: .sortedKeys)
    #expect(
      String(decoding: written, as: UTF8.self)
        == #"{"main":{"kind":"circle","radius":3},"shapes":[{"kind":"square","side":1},{"kind":"circle","radius":2}]}"#)
  }

  @Test func aRegisteredNameOfATypeThatDoesNotConformIsReportedAtItsElement() throws {
    let registry = try registry()
    var issues: [MappingError] = []
    let drawing = try WBDrawing(
      jsonData: Data(#"{"shapes":[{"kind":"car","doors":2},{"kind":"circle","radius":2},{"kind":"boat"}]}"#.utf8), registry: registry,
      issues: &issues)
    #expect(drawing.shapes.count == 1)
    #expect(issues.map(\.path) == ["shapes[0]", "shapes[2]"])
    #expect(issues.first?.description.contains("WBCar") == true, "\(issues)")
    #expect(issues.last?.description.contains(#""boat""#) == true, "\(issues)")
  }

  @Test func aTableTypeThatDoesNotFitTheSlotIsNamedAtRegistration() throws {
    let registry = MappingRegistry()
    #expect(throws: MappingError.self) {
      try registry.register(WBDrawing.self) { m in
        m.typeResolvers["shapes"] = .discriminator("kind", ["circle": WBCircle.self, "car": WBCar.self])
      }
    }
    do {
      try registry.register(WBDrawing.self) { m in
        m.typeResolvers["shapes"] = .discriminator("kind", ["circle": WBCircle.self, "car": WBCar.self])
      }
    } catch let error as MappingError {
      #expect(error.description.contains(#""car" (WBCar) is not WBShape"#), "\(error)")
      #expect(!error.description.contains("holds none"))
    }
  }
}

extension ResolverWriteBackTests {
  @Test("A protocol-typed property with a resolver holds conforming structs, and writes them back")
  func protocolTypedPropertiesHoldStructs() throws {
    let registry = MappingRegistry()
    try registry.register(StructCircle.self) { m in m.typeName = "circle" }
    try registry.register(StructSquare.self) { m in m.typeName = "square" }
    try registry.register(Drawing.self) { m in
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": StructCircle.self, "square": StructSquare.self])
    }
    let drawing = try Drawing(dictionary: ["shapes": [["kind": "circle", "radius": 2], ["kind": "square", "side": 3]]], registry: registry)
    #expect(drawing.shapes.map(\.area) == [4 * Double.pi, 9])
    let json = try drawing.jsonObject(registry: registry)
    let shapes = json["shapes"] as? [[String: Any]]
    #expect(shapes?[0]["radius"] as? Double == 2)
    #expect(shapes?[1]["side"] as? Double == 3)
  }
}
