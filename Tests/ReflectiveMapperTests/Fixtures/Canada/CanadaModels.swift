// Models for canada.json (miloyip/nativejson-benchmark, MIT): a GeoJSON feature collection
// whose polygon holds about 111,000 doubles, most with 17-digit mantissas.
import Foundation
import ReflectiveMapper

final class CanadaCollection: ReflectiveModel {
  var features: [CanadaPolygonFeature] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["features": \CanadaCollection.features] }
}

final class CanadaPolygonFeature: ReflectiveModel {
  var geometry: CanadaPolygon?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["geometry": \CanadaPolygonFeature.geometry] }
}

final class CanadaPolygon: ReflectiveModel {
  var coordinates: [[[Double]]] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["coordinates": \CanadaPolygon.coordinates] }
}

/// The same shape for JSONDecoder.
struct CanadaCollectionCodable: Decodable {
  struct Feature: Decodable { var geometry: Polygon }
  struct Polygon: Decodable { var coordinates: [[[Double]]] }
  var features: [Feature]
}

extension CanadaCollection {
  /// Every coordinate, in document order.
  var allNumbers: [Double] { features.flatMap { $0.geometry?.coordinates.flatMap { $0.flatMap { $0 } } ?? [] } }
}
