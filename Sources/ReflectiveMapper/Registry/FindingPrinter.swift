import Foundation

/// Prints registration findings to standard error when no issue handler takes them
/// (``MappingRegistry/printsFindings``).
enum FindingPrinter {
  /// On in debug builds, unless `REFLECTIVE_MAPPER_FINDINGS=0` is set.
  static var isOnByDefault: Bool {
    #if DEBUG
      return ProcessInfo.processInfo.environment["REFLECTIVE_MAPPER_FINDINGS"] != "0"
    #else
      return false
    #endif
  }

  /// Writes a line to standard error.
  static let standardError: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Prints each finding on a line of its own to `output`, with how to stop the printing
  /// after the last.
  static func print(_ findings: [MappingError], to output: @Sendable (String) -> Void) {
    guard !findings.isEmpty else { return }
    for finding in findings { output("ReflectiveMapper: \(finding)") }
    output(
      "ReflectiveMapper: (findings are printed in debug builds when no issueHandler is set; set printsFindings = false or REFLECTIVE_MAPPER_FINDINGS=0 to stop)"
    )
  }
}
