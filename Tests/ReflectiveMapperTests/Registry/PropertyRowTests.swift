import Foundation
import Testing

@testable import ReflectiveMapper

/// The per-property settings are stored once, in rows: each row field has its entry in
/// `PropertyRow.settings` (the checks, messages and inheritance rule), and the name-keyed tables
/// of `ModelMapping` are views over the rows.
@Suite struct PropertyRowTests {
  @Test func everyRowFieldHasItsSettingsEntry() {
    // A field added without an entry would be unchecked by the registration rules and dropped
    // by inheritance: this fails until the entry is written.
    let entries = PropertyRow.settings.map(\.field)
    expectOneEntryPerField(of: PropertyRow(), entries: entries)
    #expect(Set(PropertyRow.settings.map(\.label)).count == entries.count, "labels tell settings apart")
  }

  @Test func aTableAssignedWholesaleReplacesThatSettingOnly() {
    var m = ModelMapping<ValidatedShelf>()
    m.adapters["title"] = Adapter { $0 }
    m.keys = ["t": "title", "c": "count"]
    m.required = ["count"]
    m.keys = ["x": "title"]
    #expect(m.keys == ["x": "title"])
    #expect(m.adapters.keys.sorted() == ["title"])
    #expect(m.required == ["count"])
    m.adapters = [:]
    m.keys = [:]
    #expect(m.keys.isEmpty && m.adapters.isEmpty)
    // A row left with nothing to say is dropped, as if it had never been written.
    #expect(m.rows.keys.sorted() == ["count"])
  }

  @Test func tablesAssignedInAnyOrderReadBackAsAssigned() {
    var forward = ModelMapping<ValidatedShelf>()
    forward.keys = ["a": "title", "b": "title"]
    forward.outputKeys = ["title": "heading"]
    forward.excluded = ["cache"]
    forward.defaults = ["count": 3]
    var backward = ModelMapping<ValidatedShelf>()
    backward.defaults = ["count": 3]
    backward.excluded = ["cache"]
    backward.outputKeys = ["title": "heading"]
    backward.keys = ["a": "title", "b": "title"]
    for m in [forward, backward] {
      #expect(m.keys == ["a": "title", "b": "title"])
      #expect(m.outputKeys == ["title": "heading"])
      #expect(m.excluded == ["cache"])
      #expect(m.defaults.mapValues { $0 as? Int } == ["count": 3])
      #expect(m.rows["title"]?.serviceKeys == ["a", "b"])
    }
  }

  @Test func aKeyGivenThroughThePropertyBuilderIsTakenFromItsFormerProperty() {
    var m = ModelMapping<ValidatedShelf>()
    m.keys = ["name": "title", "n": "count"]
    m.property(\.alias) { $0.key = "name" }
    #expect(m.keys == ["name": "alias", "n": "count"])
  }

  @Test func inheritanceMergesEverySettingOfARow() {
    var base = PropertyRow()
    base.serviceKeys = ["old"]
    base.adapter = Adapter { $0 }
    base.isRequired = true
    base.dateStrategy = .secondsSince1970
    var own = PropertyRow()
    own.candidateKeys = ["new", "newer"]
    own.isLossy = true
    own.outputKey = "out"
    let merged = own.inheriting(from: base)
    // Keys of any kind replace all inherited keys; a setting given replaces, flags add up.
    #expect(merged.serviceKeys.isEmpty && merged.candidateKeys == ["new", "newer"])
    #expect(merged.adapter != nil && merged.dateStrategy != nil && merged.outputKey == "out")
    #expect(merged.isRequired && merged.isLossy)
    var excluding = PropertyRow()
    excluding.isExcluded = true
    let excluded = excluding.inheriting(from: base)
    #expect(excluded.isExcluded && excluded.settingLabels == ["excluded"])
  }
}
