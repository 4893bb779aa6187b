import Foundation
import ReflectiveMapper

// Models of the collections, key-path and top-level suites.

/// The base of a polymorphic family picked at the top level by `"kind"`.
class Vehicle: ReflectiveModel {
  var name = ""
  var wheels = 0
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["name": \Vehicle.name, "wheels": \Vehicle.wheels] }
}

final class Car: Vehicle {
  var doors = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["doors": \Car.doors]) { $1 } }
}

final class Truck: Vehicle {
  var payload = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["payload": \Truck.payload]) { $1 } }
}

/// Holds vehicles declared as the base class, without resolvers of its own.
final class Garage: ReflectiveModel {
  var fleet: [Vehicle] = []
  var main: Vehicle?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["fleet": \Garage.fleet, "main": \Garage.main] }
}

/// A priced line with snake_case service keys.
final class LineItem: ReflectiveModel {
  var sku = ""
  var unitPrice = 0.0
  var quantity = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["sku": \LineItem.sku, "unitPrice": \LineItem.unitPrice, "quantity": \LineItem.quantity]
  }
}

/// An element with a required `id`, for failure isolation.
final class Part: ReflectiveModel, Hashable {
  var id = 0
  var label = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \Part.id, "label": \Part.label] }
  static func == (lhs: Part, rhs: Part) -> Bool { lhs.id == rhs.id && lhs.label == rhs.label }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Collections of parts in every container shape.
final class Assembly: ReflectiveModel {
  var title = ""
  var parts: [Part] = []
  var byName: [String: Part] = [:]
  var unique: Set<Part> = []
  var grid: [[Part]] = []
  var spare: Part?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Assembly.title, "parts": \Assembly.parts, "byName": \Assembly.byName, "unique": \Assembly.unique,
      "grid": \Assembly.grid, "spare": \Assembly.spare,
    ]
  }
}

/// Registers the vehicle family with a `"kind"` discriminator on the base.
func registerVehicles(in registry: MappingRegistry, strict: Bool = false) throws {
  try registry.register(Vehicle.self) { m in
    m.subtypeResolver = .discriminator("kind", ["car": Car.self, "truck": Truck.self])
    m.isStrict = strict
  }
}

/// The input and its JSON text, for running one case through both entry points.
struct BothInputs {
  let text: String
  var data: Data { Data(text.utf8) }
  var object: Any { try! JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) }
  var dictionary: [String: Any] { object as! [String: Any] }
  var array: [Any] { object as! [Any] }
  init(_ text: String) { self.text = text }
}

extension ReflectiveModel {
  /// The model `json` makes, from its bytes or from the dictionary JSONSerialization parses it
  /// into: one call for tests that hold both routes to the same result.
  static func read(_ json: String, bytes: Bool, registry: MappingRegistry, issues: inout [MappingError]) throws -> Self {
    bytes
      ? try Self(jsonData: Data(json.utf8), registry: registry, issues: &issues)
      : try Self(dictionary: BothInputs(json).dictionary, registry: registry, issues: &issues)
  }

  /// The model `input` makes, as it is or from the bytes JSONSerialization writes for it.
  static func read(_ input: [String: Any], bytes: Bool, registry: MappingRegistry, issues: inout [MappingError]) throws -> Self {
    bytes
      ? try Self(jsonData: try jsonBytes(input), registry: registry, issues: &issues)
      : try Self(dictionary: input, registry: registry, issues: &issues)
  }
}

/// Compares JSON values structurally (numbers by value, Bool apart from numbers).
func jsonEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  let options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
  guard let left = try? JSONSerialization.data(withJSONObject: lhs, options: options),
    let right = try? JSONSerialization.data(withJSONObject: rhs, options: options)
  else { return false }
  return left == right
}
