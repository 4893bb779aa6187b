import Foundation

/// What an after-mapping hook can see and add to: the problems found so far for this
/// object, the call's context, and new problems.
///
/// ```swift
/// m.afterMapping = { order, report in   // "the body's id is the URL's id"
///   if let id = report.context["orderID"] as? String, order.id != id {
///     report.fail("the id cannot change", property: "id")
///   }
/// }
/// ```
public struct MappingReport {
  /// Problems recorded for this object so far (non-fatal and fatal).
  public internal(set) var issues: [MappingError]
  /// The ``MappingContext`` the hydration call was given (a base URL, values such as the
  /// request's path parameters).
  public let context: MappingContext
  var added: [(message: String, property: String?, fatal: Bool)] = []

  init(issues: [MappingError], context: MappingContext) {
    self.issues = issues
    self.context = context
  }

  /// Adds a non-fatal problem (the caller sees it among the issues).
  public mutating func warn(_ message: String, property: String? = nil) {
    added.append((message, property, false))
  }

  /// Adds a fatal problem: hydration throws, listing it with the others.
  public mutating func fail(_ message: String, property: String? = nil) {
    added.append((message, property, true))
  }
}
