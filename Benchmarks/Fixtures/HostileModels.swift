// The hostile workload: the shape of a report from a server developer, a 1.35 MB body whose
// `labels` array holds 50,000 objects with two wrong-typed fields each (100,000 problems).
// It measures what a malformed payload costs: time, and (with /usr/bin/time or the
// benchmark's memory metric) the memory its problems take.
import Foundation
import ReflectiveMapper

final class HostileLabel: ReflectiveModel {
  var id = 0
  var name = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \HostileLabel.id, "name": \HostileLabel.name] }
}

final class HostileBatch: ReflectiveModel {
  var title = ""
  var labels: [HostileLabel] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \HostileBatch.title, "labels": \HostileBatch.labels] }
}

enum HostileData {
  /// The body: 50,000 labels, each with a string `id` and an array `name`.
  static func jsonData() -> Data {
    let label = #"{"id":"not a number","name":["not","a","string"]}"#
    let labels = Array(repeating: label, count: 50_000).joined(separator: ",")
    return Data(#"{"title":"batch","labels":[\#(labels)]}"#.utf8)
  }
}
