import Foundation
import ReflectiveMapper

/// MetaCodable's `Command`, tagged by strings, numbers, Booleans and ranges.
enum Command: Equatable, Sendable {
  case load(key: String)
  case store(key: String, value: Int)
}

/// A bare payload under an external or adjacent key, and a model payload.
enum Item: Equatable, Sendable {
  case one(Int)
  case three(Bool)
  case named(String?)
  case spot(Spot)
  case idle
}

struct Spot: ReflectiveModel, Equatable, Sendable {
  var x = 0
  var y = 0
  init() {}
  init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
  static var keyPaths: [String: AnyKeyPath] { ["x": \Spot.x, "y": \Spot.y] }
}

/// Any JSON value, untagged, as MetaCodable's `CodableValue` with its fallback.
indirect enum JSONValue: Equatable, Sendable {
  case bool(Bool)
  case uint(UInt)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case dictionary([String: JSONValue])
  case unknown
}

/// Two cases that each read a nested value of their own type, then fail: hostile input for
/// an untagged enumeration that tries cases in turn.
indirect enum Nest: Equatable, Sendable {
  case left(inner: Nest, y: Int)
  case right(inner: Nest, z: Int)
  case leaf(Int)
}

final class EnumFormHolder: ReflectiveModel {
  var command = Command.load(key: "")
  var commands: [Command] = []
  var item: Item?
  var items: [Item] = []
  var value: JSONValue?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "command": \EnumFormHolder.command, "commands": \EnumFormHolder.commands, "item": \EnumFormHolder.item,
      "items": \EnumFormHolder.items, "value": \EnumFormHolder.value,
    ]
  }
}

struct EnumFormValue: ReflectiveModel, Equatable {
  var command = Command.load(key: "")
  var commands: [Command] = []
  var item: Item?
  var items: [Item] = []
  var value: JSONValue?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "command": \EnumFormValue.command, "commands": \EnumFormValue.commands, "item": \EnumFormValue.item,
      "items": \EnumFormValue.items, "value": \EnumFormValue.value,
    ]
  }
}

/// Counts the calls of registered closures, across threads.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func bump() {
    lock.lock()
    value += 1
    lock.unlock()
  }
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}

func registerCommand(_ registry: MappingRegistry, _ layout: EnumLayout = .tagged("type")) throws {
  try registry.registerEnum(Command.self, as: layout) { e in
    e.case(
      tags: "load", 12, true, 3.14, .range(15..<20), .range((-0.8)...), make: { v in .load(key: try v["key"]) },
      match: { if case .load(let key) = $0 { ["key": key] } else { nil } })
    e.case(
      tags: "store", 30, false, -7.15, .range(35...40), .range(..<(-1.5)),
      make: { v in .store(key: try v["key"], value: try v["value"]) },
      match: { if case .store(let key, let value) = $0 { ["key": key, "value": value] } else { nil } })
  }
}

func registerItem(_ registry: MappingRegistry, _ layout: EnumLayout) throws {
  try registerCommand(registry)
  try registry.registerEnum(Item.self, as: layout) { e in
    e.case("one", wrap: Item.one, unwrap: { if case .one(let number) = $0 { number } else { nil } })
    e.case("three", wrap: Item.three, unwrap: { if case .three(let flag) = $0 { flag } else { nil } })
    e.case("named", wrap: Item.named, unwrap: { if case .named(let name) = $0 { .some(name) } else { nil } })
    e.case("spot", wrap: Item.spot, unwrap: { if case .spot(let spot) = $0 { spot } else { nil } })
    e.case("idle", .idle)
  }
}

func registerJSONValue(_ registry: MappingRegistry, fallback: Bool = true) throws {
  try registry.registerEnum(JSONValue.self, as: .untagged) { e in
    e.case("bool", wrap: JSONValue.bool, unwrap: { if case .bool(let value) = $0 { value } else { nil } })
    e.case("uint", wrap: JSONValue.uint, unwrap: { if case .uint(let value) = $0 { value } else { nil } })
    e.case("int", wrap: JSONValue.int, unwrap: { if case .int(let value) = $0 { value } else { nil } })
    e.case("double", wrap: JSONValue.double, unwrap: { if case .double(let value) = $0 { value } else { nil } })
    e.case("string", wrap: JSONValue.string, unwrap: { if case .string(let value) = $0 { value } else { nil } })
    e.case("array", wrap: JSONValue.array, unwrap: { if case .array(let value) = $0 { value } else { nil } })
    e.case("dictionary", wrap: JSONValue.dictionary, unwrap: { if case .dictionary(let value) = $0 { value } else { nil } })
    if fallback { e.case("unknown", .unknown) }
  }
}

func registerNest(_ registry: MappingRegistry, counter: CallCounter) throws {
  try registry.registerEnum(Nest.self, as: .untagged) { e in
    e.case(
      "left",
      make: { v in
        counter.bump()
        return .left(inner: try v["inner"], y: try v["y"])
      }, match: { if case .left(let inner, let y) = $0 { ["inner": inner, "y": y] } else { nil } })
    e.case(
      "right",
      make: { v in
        counter.bump()
        return .right(inner: try v["inner"], z: try v["z"])
      }, match: { if case .right(let inner, let z) = $0 { ["inner": inner, "z": z] } else { nil } })
    e.case("leaf", wrap: Nest.leaf, unwrap: { if case .leaf(let value) = $0 { value } else { nil } })
  }
}

/// A model that is `Codable` through its mapping, holding the new enumeration forms.
struct EnumFormCodable: ReflectiveCodable, Equatable {
  var command = Command.load(key: "")
  var value: JSONValue?
  var items: [Item] = []
  init() {}
  init(command: Command, value: JSONValue?, items: [Item]) {
    self.command = command
    self.value = value
    self.items = items
  }
  static var keyPaths: [String: AnyKeyPath] {
    ["command": \EnumFormCodable.command, "value": \EnumFormCodable.value, "items": \EnumFormCodable.items]
  }
}
