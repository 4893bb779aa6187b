import Foundation
import ReflectiveMapper

// Models and helpers of the hardening tests (hostile input, concurrency, error messages).

enum HardColor: String, Sendable { case red, green }

final class HardLeaf: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \HardLeaf.name] }
}

/// One property of every supported kind, non-optional and optional.
final class HardEverything: ReflectiveModel {
  var int = 7
  var int8: Int8 = 7
  var uint64: UInt64 = 7
  var double = 7.0
  var float: Float = 7
  var bool = true
  var string = "kept"
  var decimal = Decimal(7)
  var date = Date(timeIntervalSince1970: 7)
  var url = URL(string: "https://example.com/kept")!
  var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  var data = Data([7])
  var color = HardColor.green
  var leaf = HardLeaf()
  var leaves = [HardLeaf()]
  var numbers = [7]
  var tags: Set<String> = ["kept"]
  var table: [String: Int] = ["kept": 7]
  var anything: Any = 7
  var list: [Any] = [7]
  var object: [String: Any] = ["kept": 7]
  var optionalInt: Int? = 7
  var optionalDouble: Double? = 7
  var optionalString: String? = "kept"
  var optionalDate: Date? = Date(timeIntervalSince1970: 7)
  var optionalURL: URL? = URL(string: "https://example.com/kept")
  var optionalColor: HardColor? = .green
  var optionalLeaf: HardLeaf? = HardLeaf()
  var optionalNumbers: [Int]? = [7]
  var optionalAnything: Any? = 7
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \HardEverything.int, "int8": \HardEverything.int8, "uint64": \HardEverything.uint64,
      "double": \HardEverything.double, "float": \HardEverything.float, "bool": \HardEverything.bool,
      "string": \HardEverything.string, "decimal": \HardEverything.decimal, "date": \HardEverything.date,
      "url": \HardEverything.url, "uuid": \HardEverything.uuid, "data": \HardEverything.data,
      "color": \HardEverything.color, "leaf": \HardEverything.leaf, "leaves": \HardEverything.leaves,
      "numbers": \HardEverything.numbers, "tags": \HardEverything.tags, "table": \HardEverything.table,
      "anything": \HardEverything.anything, "list": \HardEverything.list, "object": \HardEverything.object,
      "optionalInt": \HardEverything.optionalInt, "optionalDouble": \HardEverything.optionalDouble,
      "optionalString": \HardEverything.optionalString, "optionalDate": \HardEverything.optionalDate,
      "optionalURL": \HardEverything.optionalURL, "optionalColor": \HardEverything.optionalColor,
      "optionalLeaf": \HardEverything.optionalLeaf, "optionalNumbers": \HardEverything.optionalNumbers,
      "optionalAnything": \HardEverything.optionalAnything,
    ]
  }

  /// The non-optional properties, which keep their value on `null`.
  static let nonOptional = [
    "int", "int8", "uint64", "double", "float", "bool", "string", "decimal", "date", "url", "uuid", "data",
    "color", "leaf", "leaves", "numbers", "tags", "table", "list", "object", "anything",
  ]
  /// The optional properties, which `null` clears.
  static let optional = [
    "optionalInt", "optionalDouble", "optionalString", "optionalDate", "optionalURL", "optionalColor",
    "optionalLeaf", "optionalNumbers", "optionalAnything",
  ]
}

/// A node of a model graph, for cycles and deep nesting.
final class HardNode: ReflectiveModel {
  var name = ""
  var next: HardNode?
  var children: [HardNode] = []
  var payload: Any?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \HardNode.name, "next": \HardNode.next, "children": \HardNode.children, "payload": \HardNode.payload]
  }
}

/// Output-side values that have no JSON form.
final class HardFloats: ReflectiveModel {
  var double = 0.0
  var float: Float = 0
  var decimal = Decimal(0)
  var optionalDouble: Double?
  var doubles: [Double] = []
  var table: [String: Double] = [:]
  var anything: Any?
  var leaf: HardFloatLeaf?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "double": \HardFloats.double, "float": \HardFloats.float, "decimal": \HardFloats.decimal,
      "optionalDouble": \HardFloats.optionalDouble, "doubles": \HardFloats.doubles, "table": \HardFloats.table,
      "anything": \HardFloats.anything, "leaf": \HardFloats.leaf,
    ]
  }
}

final class HardFloatLeaf: ReflectiveModel {
  var value = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["value": \HardFloatLeaf.value] }
}

/// Not a `Shape` (ShapeModels.swift): a resolver that picks it for a `[Shape]` element is wrong.
final class HardStranger: ReflectiveModel {
  var kind = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["kind": \HardStranger.kind] }
}

final class HardDrawing: ReflectiveModel {
  var title = ""
  var shapes: [Shape] = []
  var main: Shape?
  var secret = ""
  var count = 0
  var child: HardDrawing?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \HardDrawing.title, "shapes": \HardDrawing.shapes, "main": \HardDrawing.main,
      "secret": \HardDrawing.secret, "count": \HardDrawing.count, "child": \HardDrawing.child,
    ]
  }
}

/// Keys that are empty or made of dots.
final class HardKeys: UnknownKeyCollecting {
  var empty = ""
  var dot = ""
  var dots = ""
  var plain = ""
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["empty": \HardKeys.empty, "dot": \HardKeys.dot, "dots": \HardKeys.dots, "plain": \HardKeys.plain]
  }
}

struct HardError: Error, CustomStringConvertible {
  let description: String
}

/// Helpers shared by the hardening tests.
enum Hostile {
  /// JSON bytes nesting `depth` arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`).
  static func nestedJSON(depth: Int, objects: Bool, key: String = "a") -> Data {
    var bytes: [UInt8] = []
    let open = Array((objects ? "{\"\(key)\":" : "[").utf8)
    let close = UInt8(ascii: objects ? "}" : "]")
    bytes.reserveCapacity(depth * (open.count + 1) + 4)
    for _ in 0..<depth { bytes += open }
    bytes += Array((objects ? "1" : "").utf8)
    for _ in 0..<depth { bytes.append(close) }
    return Data(bytes)
  }

  /// A native dictionary nesting `depth` levels under `key`.
  static func nestedDictionary(depth: Int, key: String = "next", leaf: [String: Any] = ["name": "bottom"]) -> [String: Any] {
    var value = leaf
    for _ in 0..<depth { value = [key: value] }
    return value
  }

  /// A native array nesting `depth` levels.
  static func nestedArray(depth: Int) -> [Any] {
    var value: [Any] = [1]
    for _ in 0..<depth { value = [value] }
    return value
  }

  /// The issue at `path`, if exactly one was reported there.
  static func issue(at path: String, in issues: [MappingError]) -> MappingError? {
    let found = issues.filter { $0.path == path }
    return found.count == 1 ? found[0] : nil
  }
}

extension MappingError.Reason {
  /// What the input held, for the reasons that name it (`found:`), so that a test can check
  /// the value reported without the wording around it.
  var found: String? {
    switch self {
    case .typeMismatch(_, let found), .notRepresentable(_, let found), .invalidValue(_, let found), .nonStringKey(let found): found
    default: nil
    }
  }
}

// MARK: - Struct twins

struct HardLeafValue: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \HardLeafValue.name] }
}

/// HardEverything as a struct, its nested leaves structs too.
struct HardEverythingValue: ReflectiveModel {
  var int = 7
  var int8: Int8 = 7
  var uint64: UInt64 = 7
  var double = 7.0
  var float: Float = 7
  var bool = true
  var string = "kept"
  var decimal = Decimal(7)
  var date = Date(timeIntervalSince1970: 7)
  var url = URL(string: "https://example.com/kept")!
  var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  var data = Data([7])
  var color = HardColor.green
  var leaf = HardLeafValue()
  var leaves = [HardLeafValue()]
  var numbers = [7]
  var tags: Set<String> = ["kept"]
  var table: [String: Int] = ["kept": 7]
  var anything: Any = 7
  var list: [Any] = [7]
  var object: [String: Any] = ["kept": 7]
  var optionalInt: Int? = 7
  var optionalDouble: Double? = 7
  var optionalString: String? = "kept"
  var optionalDate: Date? = Date(timeIntervalSince1970: 7)
  var optionalURL: URL? = URL(string: "https://example.com/kept")
  var optionalColor: HardColor? = .green
  var optionalLeaf: HardLeafValue? = HardLeafValue()
  var optionalNumbers: [Int]? = [7]
  var optionalAnything: Any? = 7
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \HardEverythingValue.int, "int8": \HardEverythingValue.int8, "uint64": \HardEverythingValue.uint64,
      "double": \HardEverythingValue.double, "float": \HardEverythingValue.float, "bool": \HardEverythingValue.bool,
      "string": \HardEverythingValue.string, "decimal": \HardEverythingValue.decimal, "date": \HardEverythingValue.date,
      "url": \HardEverythingValue.url, "uuid": \HardEverythingValue.uuid, "data": \HardEverythingValue.data,
      "color": \HardEverythingValue.color, "leaf": \HardEverythingValue.leaf, "leaves": \HardEverythingValue.leaves,
      "numbers": \HardEverythingValue.numbers, "tags": \HardEverythingValue.tags, "table": \HardEverythingValue.table,
      "anything": \HardEverythingValue.anything, "list": \HardEverythingValue.list, "object": \HardEverythingValue.object,
      "optionalInt": \HardEverythingValue.optionalInt, "optionalDouble": \HardEverythingValue.optionalDouble,
      "optionalString": \HardEverythingValue.optionalString, "optionalDate": \HardEverythingValue.optionalDate,
      "optionalURL": \HardEverythingValue.optionalURL, "optionalColor": \HardEverythingValue.optionalColor,
      "optionalLeaf": \HardEverythingValue.optionalLeaf, "optionalNumbers": \HardEverythingValue.optionalNumbers,
      "optionalAnything": \HardEverythingValue.optionalAnything,
    ]
  }
}

/// A recursive struct (through an array), for depth: `HardNode`'s struct twin.
struct HardTreeValue: HardTreeModel {
  var name = ""
  var children: [HardTreeValue] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \HardTreeValue.name, "children": \HardTreeValue.children] }
}

/// A model tree through an array of itself: `HardNode` and `HardTreeValue`.
protocol HardTreeModel: ReflectiveModel {
  var children: [Self] { get set }
}

extension HardNode: HardTreeModel {}

/// `HardEverything` and its struct twin `HardEverythingValue`, for checks run on both kinds.
protocol HardEverythingModel: ReflectiveModel {
  associatedtype Leaf: HardLeafModel
  var int: Int { get }
  var int8: Int8 { get }
  var uint64: UInt64 { get }
  var double: Double { get }
  var float: Float { get }
  var bool: Bool { get }
  var string: String { get }
  var decimal: Decimal { get }
  var date: Date { get }
  var url: URL { get }
  var uuid: UUID { get }
  var data: Data { get }
  var color: HardColor { get }
  var leaves: [Leaf] { get }
  var numbers: [Int] { get }
  var tags: Set<String> { get }
  var table: [String: Int] { get }
  var anything: Any { get }
  var list: [Any] { get }
  var object: [String: Any] { get }
  var optionalInt: Int? { get }
  var optionalDouble: Double? { get }
  var optionalString: String? { get }
  var optionalDate: Date? { get }
  var optionalURL: URL? { get }
  var optionalColor: HardColor? { get }
  var optionalLeaf: Leaf? { get }
  var optionalNumbers: [Int]? { get }
  var optionalAnything: Any? { get }
}

extension HardEverything: HardEverythingModel {}
extension HardEverythingValue: HardEverythingModel {}

extension ModelKind {
  /// `HardEverything` for classes, `HardEverythingValue` for structs.
  var hardEverything: any HardEverythingModel.Type {
    switch self {
    case .classes: HardEverything.self
    case .structs: HardEverythingValue.self
    }
  }
}

/// `HardLeaf` and its struct twin `HardLeafValue`.
protocol HardLeafModel: ReflectiveModel {
  var name: String { get }
}

extension HardLeaf: HardLeafModel {}
extension HardLeafValue: HardLeafModel {}
