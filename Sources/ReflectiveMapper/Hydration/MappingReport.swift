import Foundation

/// What an after-mapping hook can see and add to: the problems found so far for this
/// object, and new ones.
public struct MappingReport {
  /// Problems recorded for this object so far (non-fatal and fatal).
  public internal(set) var issues: [MappingError]
  var added: [(message: String, property: String?, fatal: Bool)] = []

  init(issues: [MappingError]) { self.issues = issues }

  /// Adds a non-fatal problem (the caller sees it among the issues).
  public mutating func warn(_ message: String, property: String? = nil) {
    added.append((message, property, false))
  }

  /// Adds a fatal problem: hydration throws, listing it with the others.
  public mutating func fail(_ message: String, property: String? = nil) {
    added.append((message, property, true))
  }
}
