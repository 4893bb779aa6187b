import Foundation
package import ReflectiveMapper

/// The registrations the guide and the articles give their models, for any twin of a model (the
/// settings name properties by string, so one function serves the class, its struct twin and its
/// `@ReflectiveModel` twin).
package enum ArticleMappings {
  /// The guide's `Person`: snake-cased keys, a dotted path and a string-to-number adapter.
  package static func readme<M>(_ m: inout ModelMapping<M>) {
    m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber", "stats.best.object": "favoriteObject"]
    m.adapters["favoriteNumber"] = Adapter { raw in (raw as? String).flatMap(Int.init) ?? raw }
  }

  /// The guide's `Employee`, on top of `Person`'s: its own key, its app state kept out.
  package static func employee<M>(_ m: inout ModelMapping<M>) {
    m.keys = ["pay": "salary"]
    m.excluded = ["delegate"]
  }

  /// GettingStarted's `Repository`.
  package static func repository<M>(_ m: inout ModelMapping<M>) {
    m.keyStrategy = .snakeCase
    m.keys = ["stargazers_count": "stars"]
    m.defaults["stars"] = 0
  }

  /// RealClasses' `Vehicle`.
  package static func vehicle<M>(_ m: inout ModelMapping<M>) {
    m.keyStrategy = .snakeCase
    m.keys = ["identifier": "id"]
  }

  /// RealClasses' `Car`, on top of `Vehicle`'s.
  package static func car<M>(_ m: inout ModelMapping<M>) {
    m.keys["seat_count"] = "seats"
  }

  /// The OHMKit article's `Colors`: an adapter with no way back.
  package static func colors<M>(_ m: inout ModelMapping<M>) {
    m.keys = ["favorite_color": "favoriteColor"]
    m.adapters["favoriteColor"] = Adapter { raw in
      guard let parts = raw as? [Any], parts.count == 3 else { return raw }
      let channels = parts.compactMap { ($0 as? NSNumber)?.doubleValue }
      return MigrationArticles.RGB(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255)
    }
  }

  /// The ObjectMapper article's `User`.
  package static func user<M>(_ m: inout ModelMapping<M>) {
    m.keys = ["address.city": "city"]
    m.dateStrategy = .secondsSince1970
  }

  /// The Codable article's `Article`.
  package static func article<M>(_ m: inout ModelMapping<M>) {
    m.keyStrategy = .snakeCase
    m.keys = ["headline": "title"]
  }

  /// The Mantle article's `Sensor`: combined keys, an enum table and `transformOutput`.
  package static func sensor<M>(_ m: inout ModelMapping<M>) {
    m.keys = ["links.home": "homepage"]
    m.combine(["nested.location", "nested.length"], into: "location") { parts in "\(parts[0] ?? "")/\(parts[1] ?? "")" }
    m.adapters["level"] = .table([0: MantleArticle.Level.zero, 1: .one], fallback: .unknown)
    m.transformOutput = { _, json in json.merging(["type": "sensor"]) { $1 } }
  }
}
