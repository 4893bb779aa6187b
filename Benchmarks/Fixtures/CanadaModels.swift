// Models for canada.json (miloyip/nativejson-benchmark, MIT): GeoJSON, one feature whose
// polygon is 480 rings of [longitude, latitude] pairs, about 111,000 doubles in all.
//
//   {"type": "FeatureCollection",
//    "features": [{"type": "Feature", "properties": {"name": "Canada"},
//                  "geometry": {"type": "Polygon", "coordinates": [[[Double]]]}}]}
//
// Keys are the property names (default key strategy). Three forms of the same data:
// ReflectiveModel classes, the hand-written baseline (`handWritten(_:)` / `handWrittenJSON()`,
// idiomatic `as?` casts on JSONSerialization output) and `CanadaCodable*` for JSONDecoder /
// JSONEncoder.
import Foundation
import ReflectiveMapper

/// The whole file.
final class CanadaFeatureCollection: ReflectiveModel {
  var type = ""
  var features: [CanadaFeature] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["type": \CanadaFeatureCollection.type, "features": \CanadaFeatureCollection.features]
  }
}

/// One feature: its name and its polygon.
final class CanadaFeature: ReflectiveModel {
  var type = ""
  var properties: CanadaProperties?
  var geometry: CanadaGeometry?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["type": \CanadaFeature.type, "properties": \CanadaFeature.properties, "geometry": \CanadaFeature.geometry]
  }
}

/// The feature's properties.
final class CanadaProperties: ReflectiveModel {
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \CanadaProperties.name] }
}

/// A polygon: rings of [longitude, latitude] points.
final class CanadaGeometry: ReflectiveModel {
  var type = ""
  var coordinates: [[[Double]]] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["type": \CanadaGeometry.type, "coordinates": \CanadaGeometry.coordinates]
  }
}

// MARK: - Hand-written baseline

extension CanadaFeatureCollection {
  /// Maps the whole file.
  static func handWritten(_ d: [String: Any]) -> CanadaFeatureCollection {
    let c = CanadaFeatureCollection()
    c.type = d["type"] as? String ?? ""
    c.features = (d["features"] as? [[String: Any]])?.map(CanadaFeature.handWritten) ?? []
    return c
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["type": type, "features": features.map { $0.handWrittenJSON() }]
  }
}

extension CanadaFeature {
  /// Maps one feature.
  static func handWritten(_ d: [String: Any]) -> CanadaFeature {
    let f = CanadaFeature()
    f.type = d["type"] as? String ?? ""
    f.properties = (d["properties"] as? [String: Any]).map(CanadaProperties.handWritten)
    f.geometry = (d["geometry"] as? [String: Any]).map(CanadaGeometry.handWritten)
    return f
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = ["type": type]
    if let properties { d["properties"] = properties.handWrittenJSON() }
    if let geometry { d["geometry"] = geometry.handWrittenJSON() }
    return d
  }
}

extension CanadaProperties {
  /// Maps the properties.
  static func handWritten(_ d: [String: Any]) -> CanadaProperties {
    let p = CanadaProperties()
    p.name = d["name"] as? String ?? ""
    return p
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] { ["name": name] }
}

extension CanadaGeometry {
  /// Maps the polygon.
  static func handWritten(_ d: [String: Any]) -> CanadaGeometry {
    let g = CanadaGeometry()
    g.type = d["type"] as? String ?? ""
    g.coordinates = d["coordinates"] as? [[[Double]]] ?? []
    return g
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] { ["type": type, "coordinates": coordinates] }
}

// MARK: - Codable equivalents

struct CanadaCodableFeatureCollection: Codable {
  var type: String
  var features: [CanadaCodableFeature]
}

struct CanadaCodableFeature: Codable {
  var type: String
  var properties: CanadaCodableProperties?
  var geometry: CanadaCodableGeometry?
}

struct CanadaCodableProperties: Codable {
  var name: String
}

struct CanadaCodableGeometry: Codable {
  var type: String
  var coordinates: [[[Double]]]
}
