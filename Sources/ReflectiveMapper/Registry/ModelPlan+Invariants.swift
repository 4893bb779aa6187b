import Foundation

extension ModelPlan {
  /// The rules of a compiled plan that this one breaks, in words (empty when it holds them).
  ///
  /// The rules:
  /// - every key of the key table routes to a hydrator of ``hydrators``;
  /// - every key of the key table is a known key (else the unknown-key policies would refuse
  ///   or collect a key a hydrator reads);
  /// - the output-only keys are the same as bytes and as names.
  ///
  /// `PlanCompiler` asserts it in debug builds after compiling each model.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    for (key, match) in keyTable.allKeys {
      if match.hydrator < 0 || match.hydrator >= hydrators.count {
        violations.append("key \(MessageText.quoted(key)) routes to hydrator \(match.hydrator) of \(hydrators.count)")
      }
      if !knownKeys.contains(key) {
        violations.append("key \(MessageText.quoted(key)) is in the key table but not a known key")
      }
    }
    let outputOnly = Set(outputOnlyKeys.map { String(decoding: $0, as: UTF8.self) })
    if outputOnly != outputOnlyKeyNames {
      violations.append("output-only keys differ as bytes (\(outputOnly.sorted())) and as names (\(outputOnlyKeyNames.sorted()))")
    }
    return violations
  }
}
