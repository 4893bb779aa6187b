import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels

// A reading and a gauge: enumerations without raw values, NSString, Float and `Any`
// properties, nested models; for enum tables, output hooks, dotted keys and conversions.

enum Tier: Equatable, Sendable {
  case zero, one, two, unknown
}

/// A raw-value enumeration that a service spells several ways.
enum Urgency: String, Equatable, Sendable {
  case low, high
}

struct TableHolder: ReflectiveModel, Equatable {
  var priority = Urgency.high
  var priorities: [Urgency] = []
  var byName: [String: Urgency] = [:]
  var maybe: Urgency?
  init() {}
  init(priority: Urgency, priorities: [Urgency], byName: [String: Urgency], maybe: Urgency?) {
    self.priority = priority
    self.priorities = priorities
    self.byName = byName
    self.maybe = maybe
  }
  static var keyPaths: [String: AnyKeyPath] {
    ["priority": \TableHolder.priority, "priorities": \TableHolder.priorities, "byName": \TableHolder.byName, "maybe": \TableHolder.maybe]
  }
}

/// Enumeration tables: cases without raw values.
final class Gauge: ReflectiveModel {
  var level = Tier.zero
  var flag = Tier.zero
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["level": \Gauge.level, "flag": \Gauge.flag] }
}

final class Reading: ReflectiveModel {
  var location = ""
  var code = ""
  var ratio: Float = 0
  var ratios: [String: Float] = [:]
  var note: NSString = ""
  var optionalNote: NSString?
  var anything: Any = 7
  var leaf: Rock?
  var leaves: [Rock] = []
  var status = ReadingStatus.open
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "location": \Reading.location, "code": \Reading.code,
      "ratio": \Reading.ratio, "ratios": \Reading.ratios, "note": \Reading.note, "optionalNote": \Reading.optionalNote,
      "anything": \Reading.anything, "leaf": \Reading.leaf, "leaves": \Reading.leaves, "status": \Reading.status,
    ]
  }
}

enum ReadingStatus: String, Sendable {
  case open, closed
}
