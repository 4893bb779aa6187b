import Foundation
import ReflectiveMapper

// A trip with its stops and coordinates, as structs (what someone arriving from Codable,
// HandyJSON or KakaJSON writes) and as their class twins, for checks run on both kinds.

protocol CoordinatesModel: KindTwinModel, Equatable {
  var latitude: Double { get set }
  var longitude: Double { get set }
}

protocol StopModel: KindTwinModel, Equatable {
  associatedtype Position: CoordinatesModel
  var id: Int { get }
  var name: String { get }
  var position: Position { get }
  var note: String? { get }
}

protocol TripModel: KindTwinModel {
  associatedtype Position: CoordinatesModel
  associatedtype Stop: StopModel where Stop.Position == Position
  var title: String { get }
  var distanceKm: Double { get }
  var startedAt: Date? { get }
  var origin: Position { get }
  var destination: Position? { get }
  var stops: [Stop] { get }
  var stopsByCode: [String: Stop] { get }
  var tags: Set<String> { get }
  var named: String { get }
  var renamedTo: [String] { get }
}

extension ModelKind {
  /// This kind's trip model.
  var trip: any TripModel.Type {
    switch self {
    case .classes: TripClass.self
    case .structs: Trip.self
    }
  }
}

struct Coordinates: CoordinatesModel {
  var latitude = 0.0
  var longitude = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["latitude": \Coordinates.latitude, "longitude": \Coordinates.longitude] }
}

struct StructStop: StopModel {
  var id = 0
  var name = ""
  var position = Coordinates()
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \StructStop.id, "name": \StructStop.name, "position": \StructStop.position, "note": \StructStop.note]
  }
}

struct Trip: TripModel {
  var title = ""
  var distanceKm = 0.0
  var startedAt: Date?
  var origin = Coordinates()
  var destination: Coordinates?
  var stops: [StructStop] = []
  var stopsByCode: [String: StructStop] = [:]
  var tags: Set<String> = []
  var titleWrites = 0
  var renamedTo: [String] = []
  var named: String = "" {
    didSet { renamedTo.append(named) }
  }
  let kind = "trip"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Trip.title, "distanceKm": \Trip.distanceKm, "startedAt": \Trip.startedAt, "origin": \Trip.origin,
      "destination": \Trip.destination, "stops": \Trip.stops, "stopsByCode": \Trip.stopsByCode, "tags": \Trip.tags,
      "named": \Trip.named, "kind": \Trip.kind,
    ]
  }
}

/// `Coordinates`' class twin; equal when their values are.
final class CoordinatesClass: CoordinatesModel {
  var latitude = 0.0
  var longitude = 0.0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["latitude": \CoordinatesClass.latitude, "longitude": \CoordinatesClass.longitude] }
  static func == (lhs: CoordinatesClass, rhs: CoordinatesClass) -> Bool { lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude }
}

/// `StructStop`'s class twin; equal when their values are.
final class StopClass: StopModel {
  var id = 0
  var name = ""
  var position = CoordinatesClass()
  var note: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \StopClass.id, "name": \StopClass.name, "position": \StopClass.position, "note": \StopClass.note]
  }
  static func == (lhs: StopClass, rhs: StopClass) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.position == rhs.position && lhs.note == rhs.note
  }
}

/// `Trip`'s class twin.
final class TripClass: TripModel {
  var title = ""
  var distanceKm = 0.0
  var startedAt: Date?
  var origin = CoordinatesClass()
  var destination: CoordinatesClass?
  var stops: [StopClass] = []
  var stopsByCode: [String: StopClass] = [:]
  var tags: Set<String> = []
  var titleWrites = 0
  var renamedTo: [String] = []
  var named: String = "" {
    didSet { renamedTo.append(named) }
  }
  let kind = "trip"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \TripClass.title, "distanceKm": \TripClass.distanceKm, "startedAt": \TripClass.startedAt,
      "origin": \TripClass.origin, "destination": \TripClass.destination, "stops": \TripClass.stops,
      "stopsByCode": \TripClass.stopsByCode, "tags": \TripClass.tags, "named": \TripClass.named, "kind": \TripClass.kind,
    ]
  }
}

/// The trips' registration and input, shared by the suites that check them.
enum TripFixture {
  /// Both trips, snake case, without their bookkeeping properties.
  static let registry: MappingRegistry = {
    let registry = MappingRegistry()
    try! registry.register(Trip.self) { m in
      m.keyStrategy = .snakeCase
      m.excluded = ["titleWrites", "renamedTo"]
    }
    try! registry.register(TripClass.self) { m in
      m.keyStrategy = .snakeCase
      m.excluded = ["titleWrites", "renamedTo"]
    }
    return registry
  }()

  static var input: [String: Any] {
    [
      "title": "Coast", "distance_km": "412.5", "started_at": "2026-05-01T08:00:00Z",
      "origin": ["latitude": 46.2, "longitude": 6.1],
      "destination": ["latitude": 43.7, "longitude": 7.3],
      "stops": [["id": 1, "name": "Lyon", "position": ["latitude": 45.8, "longitude": 4.8]], ["id": "2", "name": "Nice"]],
      "stops_by_code": ["LYS": ["id": 1, "name": "Lyon"]],
      "tags": ["sea", "coast", "sea"],
      "named": "Summer",
    ]
  }

  /// A JSON object without its `tags` (a set, written in no fixed order), for comparison.
  static func withoutSet(_ json: [String: Any]) -> NSDictionary {
    var json = json
    json["tags"] = nil
    return json as NSDictionary
  }
}

/// Shapes behind a protocol, as structs.
protocol StructShape: ReflectiveModel {
  var area: Double { get }
}

struct StructCircle: StructShape {
  var radius = 0.0
  var area: Double { .pi * radius * radius }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["radius": \StructCircle.radius] }
}

struct StructSquare: StructShape {
  var side = 0.0
  var area: Double { side * side }
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["side": \StructSquare.side] }
}

struct Drawing: ReflectiveModel {
  var shapes: [any StructShape] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["shapes": \Drawing.shapes] }
}
