import Foundation

/// Runs `Scripts/validate_json_schema.py` (Python's `jsonschema` package, draft 2020-12) on
/// JSON instances: a real validator, so that the tests check schemas, not our reading of them.
enum SchemaValidator {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/validate_json_schema.py")

  /// Whether python3 and its `jsonschema` package are here; when not, the tests that need them
  /// are skipped with a message saying how to install them.
  static let isAvailable: Bool = {
    guard let result = try? run(schema: ["type": "integer"], instances: [1, "x"]) else {
      print(
        "SchemaValidator: python3 with the jsonschema package is missing; JSON Schema validation tests are skipped"
          + " (python3 -m pip install jsonschema)")
      return false
    }
    return result.count == 2 && result[0] == nil && result[1] != nil
  }()

  /// The validator's verdict on each instance: `nil` when valid, else its first error.
  static func run(schema: [String: Any], instances: [Any], formats: Bool = false) throws -> [String?] {
    let request = try JSONSerialization.data(
      withJSONObject: ["schema": schema, "instances": instances, "formats": formats], options: [.fragmentsAllowed])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(request)
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableNotLoadable) }
    let verdicts = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
    return verdicts.map { $0 as? String }
  }
}
