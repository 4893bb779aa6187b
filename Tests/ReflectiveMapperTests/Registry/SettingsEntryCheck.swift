import Foundation
import Testing

/// Expects a settings table to name each stored field of `value` once, and nothing else.
///
/// A field added without its entry fails the check until the entry is written; the model
/// settings and the property rows both keep such a table.
func expectOneEntryPerField(of value: Any, entries: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  let fields = Mirror(reflecting: value).children.compactMap(\.label)
  #expect(Set(fields).subtracting(entries).isEmpty, "fields without a settings entry", sourceLocation: sourceLocation)
  #expect(Set(entries).subtracting(fields).isEmpty, "entries naming no field", sourceLocation: sourceLocation)
  #expect(entries.count == Set(entries).count, "one entry per field", sourceLocation: sourceLocation)
}
