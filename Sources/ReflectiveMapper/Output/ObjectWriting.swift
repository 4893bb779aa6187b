import Foundation

extension JSONWriter {
  /// Writes `entries` as one JSON object, in the order ``OutputOptions/sortedKeys`` asks for
  /// (else as given), each value by `writeValue`, a failure located at its key.
  ///
  /// The one object loop of output: dictionaries keyed by `String` or by any other key type,
  /// `[String: Any]` values, and a top-level `[String: Model]`.
  @inline(__always)
  mutating func writeObject<Value>(
    _ entries: [(key: String, value: Value)], options: OutputOptions, _ writeValue: (Value, inout JSONWriter) throws -> Void
  ) throws {
    var entries = entries
    if options.contains(.sortedKeys) { entries.sort { JSONWriter.keyPrecedes($0.key, $1.key) } }
    beginObject()
    for (key, item) in entries {
      try OutputFailure.at(.entry(key)) {
        writeKey(key)
        try writeValue(item, &self)
      }
    }
    endObject()
  }
}
