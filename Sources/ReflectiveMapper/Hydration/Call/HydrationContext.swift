/// The state of one hydration call: where we are, what went wrong, how deep we are.
///
/// The path is a stack of components pushed only when descending into nested models and
/// collections; it becomes strings only when a problem is recorded.
///
/// Problems are collected up to the registry's ``MappingRegistry/issueLimit``; past it
/// they are only counted (no message is built), and once the call is bound to fail (a fatal
/// problem was found) hydration stops walking the input. Memory for problems stays bounded
/// whatever the input holds.
struct HydrationContext {
  let registry: MappingRegistry
  let rootName: String
  /// The values given at the call (base URL, user values).
  let mapping: MappingContext
  /// The most problems this call collects.
  let issueLimit: Int
  /// Receives the call's non-fatal problems when it ends.
  let issueHandler: (@Sendable (MappingError) -> Void)?
  var path: [PathComponent] = []
  var issues: [MappingError] = []
  var fatalCount = 0
  /// Problems past ``issueLimit``: counted, not kept.
  var omittedCount = 0
  /// Set when a problem past the limit arrives and the call will throw: loops over the
  /// input stop.
  var isStopped = false
  var depth = 0
  /// Whether the instance being hydrated existed before the call (`setValues`), rather than
  /// being created by it: defaults and missing required keys apply only to created instances,
  /// and every write to an existing one is journaled so that a failed call can undo it.
  var isUpdating = false
  /// Restores a value an update overwrote, newest last (see ``rollBack(to:)``).
  var undo: [() -> Void] = []
  /// What untagged enumerations made of the input's containers (made on first use).
  var untaggedOutcomes: UntaggedOutcomes?

  init(registry: MappingRegistry, rootName: String, mapping: MappingContext = MappingContext()) {
    self.registry = registry
    self.rootName = rootName
    self.mapping = mapping
    let settings = registry.callSettings
    self.issueLimit = settings.issueLimit
    self.issueHandler = settings.issueHandler
    path.reserveCapacity(16)
  }

  /// Whether the problem list is full.
  @inline(__always)
  private var isFull: Bool { issues.count >= issueLimit }

  /// Counts a problem past the limit; the call stops working once it is bound to fail.
  private mutating func omit(fatal: Bool) {
    omittedCount += 1
    if fatal { fatalCount += 1 }
    if fatalCount > 0 { isStopped = true }
  }

  /// Keeps a problem, or counts it when the list is full.
  private mutating func append(_ issue: MappingError) {
    if isFull {
      omit(fatal: issue.isFatal)
      return
    }
    issues.append(issue)
    if issue.isFatal { fatalCount += 1 }
  }

  /// Records a problem at the current path, extended by `last` when given.
  mutating func record(_ reason: MappingError.Reason, at last: PathComponent? = nil, fatal: Bool) {
    if isFull {
      omit(fatal: fatal)
      return
    }
    var components = path
    if let last { components.append(last) }
    append(
      MappingError(
        path: MappingPath.service(components),
        property: MappingPath.property(root: rootName, components),
        reason: reason,
        isFatal: fatal))
  }

  /// Records every problem of a conversion failure at the current path (an element's as an
  /// element's: a refused `null` is a `nullElement`).
  mutating func record(_ failure: ConversionFailure, asElement: Bool = false, at last: PathComponent? = nil, fatal: Bool) {
    record(asElement ? failure.reason.asElement : failure.reason, at: last, fatal: fatal)
    for reason in failure.more { record(asElement ? reason.asElement : reason, at: last, fatal: fatal) }
  }

  /// Records an error thrown by user code (adapter, resolver, hook) at the current path.
  mutating func recordThrown(_ error: any Error, at last: PathComponent? = nil, fatal: Bool) {
    if let failure = error as? ConversionFailure {
      record(failure, at: last, fatal: fatal)
    } else if let mapping = error as? MappingError {
      var components = path
      if let last { components.append(last) }
      let prefix = MappingPath.service(components)
      for problem in mapping.issues {
        if isFull {
          omit(fatal: fatal || problem.isFatal)
          continue
        }
        var copy = problem
        copy.path = [prefix, problem.path].filter { !$0.isEmpty }.joined(separator: ".")
        copy.property = copy.property ?? MappingPath.property(root: rootName, components)
        copy.isFatal = fatal || problem.isFatal
        append(copy)
      }
    } else {
      record(.callbackFailed(MessageText.truncated(String(describing: error))), at: last, fatal: fatal)
    }
  }

  /// Marks the problems recorded since the list held `count` as stood in for by a default
  /// (``MappingError/tookDefault``).
  mutating func markTookDefault(since count: Int) {
    for index in count..<issues.count { issues[index].tookDefault = true }
  }

  /// Makes fatal the repeated-key problems recorded since the list held `count`: an untagged
  /// enumeration's trials record them as non-fatal, so that they never decide the case.
  mutating func escalateRepeatedKeys(since count: Int) {
    for index in count..<issues.count where !issues[index].isFatal {
      guard case .duplicateKey = issues[index].reason else { continue }
      issues[index].isFatal = true
      fatalCount += 1
    }
  }

  /// Undoes, newest first, the writes journaled since the journal held `count` entries.
  mutating func rollBack(to count: Int) {
    while undo.count > count { undo.removeLast()() }
  }

  /// Runs `body` on an instance the call has just created: it is not journaled, and
  /// defaults and required keys apply to it, also inside an update.
  @inline(__always)
  mutating func creating<R>(_ body: (inout HydrationContext) throws -> R) rethrows -> R {
    guard isUpdating else { return try body(&self) }
    isUpdating = false
    defer { isUpdating = true }
    return try body(&self)
  }

  /// Runs `body` as a creation whose problems are not the call's: what it records is dropped
  /// (an output-only property's value is read only to be compared).
  mutating func checkingOnly<R>(_ body: (inout HydrationContext) throws -> R) throws -> R {
    let saved = checkpoint
    defer { restore(saved) }
    let result = try creating(body)
    if fatalCount > saved.fatalCount { throw ProblemAlreadyRecorded() }
    return result
  }

  /// Enters one nesting level; `false` (after recording a fatal problem) when too deep.
  @inline(__always)
  mutating func enter() -> Bool {
    depth += 1
    if depth <= NestingLimit.levels { return true }
    depth -= 1
    record(.depthLimitExceeded(NestingLimit.levels), fatal: true)
    return false
  }

  @inline(__always)
  mutating func leave() { depth -= 1 }

  /// The note that ends a list cut at the limit, or `nil` when nothing was left out.
  private func limitNote(isFatal: Bool) -> MappingError? {
    guard omittedCount > 0 else { return nil }
    return MappingError(reason: .issueLimitReached(limit: issueLimit, omitted: omittedCount), isFatal: isFatal)
  }

  /// Hands the call's problems to the caller's list and each non-fatal one to the
  /// registry's problem handler.
  func deliver(to list: inout [MappingError]) {
    var all = issues
    if let note = limitNote(isFatal: fatalCount > 0) { all.append(note) }
    list += all
    if let issueHandler {
      for problem in all where !problem.isFatal { issueHandler(problem) }
    }
  }

  /// Throws every fatal problem together (and how many more there were), if there was any.
  func throwIfFatal() throws {
    guard fatalCount > 0 else { return }
    var fatal = issues.filter(\.isFatal)
    if let note = limitNote(isFatal: true) { fatal.append(note) }
    if let error = MappingError.combining(fatal) { throw error }
  }
}
