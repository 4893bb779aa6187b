import Foundation

extension EnumReading {
  /// The most problems of one case that the message of a value no case reads quotes.
  static let problemsQuotedPerCase = 3

  /// Reads a value of an untagged enumeration: the first case that reads it cleanly.
  ///
  /// Cases are tried in order; the first that reads the value without a fatal problem wins. A
  /// case that fails leaves no trace but a line in the message of the failure, should every
  /// case fail.
  ///
  /// The outcome for each container of the input is kept for the call (by its tape position
  /// from bytes, by its path from a parsed value), so that cases which half-read the same
  /// nested value (each reading a member, then failing) read it once: the work stays
  /// cases × input, however deeply untagged values nest.
  static func untagged(
    _ raw: Any, _ coding: EnumCoding, _ members: EnumMembers, repeatedKeysFatal: Bool, _ context: inout HydrationContext
  ) throws -> Any {
    let key = UntaggedOutcomes.key(raw, members, context)
    if let key, let outcome = context.untaggedOutcomes?.outcomes[key] {
      switch outcome {
      case .read(let value, let problems):
        context.replay(problems)
        return value
      case .failed(let failure): throw failure
      }
    }
    var lines: [String] = []
    for item in coding.cases {
      let saved = context.checkpoint
      do {
        let value = try attempt(item, raw, coding, members, &context)
        if context.fatalCount == saved.fatalCount {
          // A repeated key is the input's: reported with the property's strictness once the
          // case is chosen (a trial reads it as a non-fatal problem, its last value).
          if repeatedKeysFatal { context.escalateRepeatedKeys(since: saved.issueCount) }
          if let key { context.keepOutcome(.read(value, Array(context.issues[saved.issueCount...])), for: key, box: (raw as? TapeRef)?.box) }
          return value
        }
        lines.append(line(item, context.issues[saved.issueCount...], thrown: nil, context))
      } catch {
        lines.append(line(item, context.issues[saved.issueCount...], thrown: error, context))
      }
      context.restore(saved)
    }
    let failure = ConversionFailure(
      .invalidValue(expected: "\(coding.typeName) (no case reads it: \(lines.joined(separator: "; ")))", found: MessageText.value(raw)))
    if let key { context.keepOutcome(.failed(failure), for: key, box: (raw as? TapeRef)?.box) }
    throw failure
  }

  /// Reads `raw` as the case `item`.
  private static func attempt(
    _ item: EnumCase, _ raw: Any, _ coding: EnumCoding, _ members: EnumMembers, _ context: inout HydrationContext
  ) throws -> Any {
    if let value = item.value { return try read(value, raw, base: [], members, &context) }
    guard item.readsMembers else { return try make(item, nil, base: [], coding, members, &context) }
    let object = try self.object(raw, at: [], expected: "object", strict: false, &context)
    return try make(item, object, base: [], coding, members, &context)
  }

  /// What a case found: `case "point": y: required value is missing`.
  private static func line(
    _ item: EnumCase, _ recorded: ArraySlice<MappingError>, thrown: (any Error)?, _ context: HydrationContext
  ) -> String {
    let here = MappingPath.service(context.path)
    var problems: [String] = recorded.filter(\.isFatal).map { problem in
      var path = problem.path
      if !here.isEmpty, path.hasPrefix(here) { path = String(path.dropFirst(here.count).drop { $0 == "." }) }
      return path.isEmpty ? problem.reason.description : "\(path): \(problem.reason.description)"
    }
    switch thrown {
    case let problem as Problem:
      let path = MappingPath.service(problem.components)
      problems.append(path.isEmpty ? problem.reason.description : "\(path): \(problem.reason.description)")
    case let failure as ConversionFailure:
      problems.append(failure.reason.description)
    case let error as MappingError:
      problems += error.issues.map { $0.path.isEmpty ? $0.reason.description : "\($0.path): \($0.reason.description)" }
    default: break
    }
    let quoted = problems.prefix(problemsQuotedPerCase).map { MessageText.truncated($0) }
    let more = problems.count > problemsQuotedPerCase ? " and \(problems.count - problemsQuotedPerCase) more" : ""
    return "case \(item.quotedName): " + (quoted.isEmpty ? "failed" : quoted.joined(separator: ", ")) + more
  }
}

/// The outcomes of untagged reads of the containers of one call's input, by tape position.
final class UntaggedOutcomes {
  /// A container of the input, and the settings it is read with.
  enum Key: Hashable {
    /// On a tape: its position.
    case tape(members: ObjectIdentifier, tape: ObjectIdentifier, index: Int)
    /// Parsed: its path from the call's root, which names one value of the input.
    case path(members: ObjectIdentifier, String)
  }

  enum Outcome {
    case read(Any, [MappingError])
    case failed(ConversionFailure)
  }

  var outcomes: [Key: Outcome] = [:]
  /// The tapes the keys point into, held so that no other tape takes an address while the
  /// outcomes are kept.
  var tapes: [ObjectIdentifier: TapeBox] = [:]

  /// The key of a container (a scalar is cheap to read again).
  static func key(_ raw: Any, _ members: EnumMembers, _ context: HydrationContext) -> Key? {
    let type = type(of: raw)
    if type == TapeRef.self {
      let reference = raw as! TapeRef
      return .tape(members: ObjectIdentifier(members), tape: ObjectIdentifier(reference.box), index: reference.index)
    }
    guard raw is [String: Any] || raw is [Any] || type is NSDictionary.Type || type is NSArray.Type else { return nil }
    return .path(members: ObjectIdentifier(members), MappingPath.service(context.path))
  }
}

extension HydrationContext {
  /// Where the problem list stands, to go back to.
  struct Checkpoint {
    let issueCount: Int
    let fatalCount: Int
    let omittedCount: Int
    let isStopped: Bool
  }

  var checkpoint: Checkpoint {
    Checkpoint(issueCount: issues.count, fatalCount: fatalCount, omittedCount: omittedCount, isStopped: isStopped)
  }

  /// Drops what was recorded since `checkpoint`.
  mutating func restore(_ checkpoint: Checkpoint) {
    issues.removeSubrange(checkpoint.issueCount...)
    fatalCount = checkpoint.fatalCount
    omittedCount = checkpoint.omittedCount
    isStopped = checkpoint.isStopped
  }

  /// Records again problems a kept outcome recorded the first time (all non-fatal).
  mutating func replay(_ problems: [MappingError]) {
    for problem in problems {
      if issues.count >= issueLimit {
        omittedCount += 1
      } else {
        issues.append(problem)
      }
    }
  }

  mutating func keepOutcome(_ outcome: UntaggedOutcomes.Outcome, for key: UntaggedOutcomes.Key, box: TapeBox?) {
    if untaggedOutcomes == nil { untaggedOutcomes = UntaggedOutcomes() }
    untaggedOutcomes!.outcomes[key] = outcome
    if case .tape(_, let tape, _) = key, untaggedOutcomes!.tapes[tape] == nil, let box { untaggedOutcomes!.tapes[tape] = box }
  }
}
