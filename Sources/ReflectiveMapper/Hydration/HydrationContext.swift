/// The state of one hydration call: where we are, what went wrong, how deep we are.
///
/// The path is a stack of components pushed only when descending into nested models and
/// collections; it becomes strings only when a problem is recorded.
struct HydrationContext {
  /// The deepest nesting of models and collections hydration follows.
  static let maxDepth = 512

  let registry: MappingRegistry
  let rootName: String
  /// The values given at the call (base URL, user values).
  let mapping: MappingContext
  var path: [PathComponent] = []
  var issues: [MappingError] = []
  var fatalCount = 0
  var depth = 0

  init(registry: MappingRegistry, rootName: String, mapping: MappingContext = MappingContext()) {
    self.registry = registry
    self.rootName = rootName
    self.mapping = mapping
    path.reserveCapacity(16)
  }

  /// Records a problem at the current path, extended by `last` when given.
  mutating func record(_ reason: MappingError.Reason, at last: PathComponent? = nil, fatal: Bool) {
    var components = path
    if let last { components.append(last) }
    let issue = MappingError(
      path: MappingPath.service(components),
      property: MappingPath.property(root: rootName, components),
      reason: reason,
      isFatal: fatal)
    issues.append(issue)
    if fatal { fatalCount += 1 }
  }

  /// Records an error thrown by user code (adapter, resolver, hook) at the current path.
  mutating func recordThrown(_ error: any Error, at last: PathComponent? = nil, fatal: Bool) {
    if let failure = error as? ConversionFailure {
      record(failure.reason, at: last, fatal: fatal)
    } else if let mapping = error as? MappingError {
      for problem in mapping.problems {
        var components = path
        if let last { components.append(last) }
        let prefix = MappingPath.service(components)
        var copy = problem
        copy.path = [prefix, problem.path].filter { !$0.isEmpty }.joined(separator: ".")
        copy.property = copy.property ?? MappingPath.property(root: rootName, components)
        copy.isFatal = fatal || problem.isFatal
        issues.append(copy)
        if copy.isFatal { fatalCount += 1 }
      }
    } else {
      record(.callbackFailed(Describe.truncated(String(describing: error))), at: last, fatal: fatal)
    }
  }

  /// Enters one nesting level; `false` (after recording a fatal problem) when too deep.
  @inline(__always)
  mutating func enter() -> Bool {
    depth += 1
    if depth <= Self.maxDepth { return true }
    depth -= 1
    record(.depthLimitExceeded(Self.maxDepth), fatal: true)
    return false
  }

  @inline(__always)
  mutating func leave() { depth -= 1 }

  /// Throws every fatal problem together, if there was any.
  func throwIfFatal() throws {
    guard fatalCount > 0, let error = MappingError.combining(issues.filter(\.isFatal)) else { return }
    throw error
  }
}
