import Foundation

/// The tables of ``ModelMapping`` (`keys`, `adapters`, `required`, …) as views over its rows:
/// each public table reads and writes one field of every ``PropertyRow``.
extension ModelMapping {
  /// The name-keyed table of one optional setting: property name → its value, for the rows
  /// that have it.
  func table<T>(_ field: KeyPath<PropertyRow, T?>) -> [String: T] {
    rows.compactMapValues { $0[keyPath: field] }
  }

  /// Sets one optional setting of every row from `table` (a row `table` leaves out loses it).
  mutating func setTable<T>(_ field: WritableKeyPath<PropertyRow, T?>, _ table: [String: T]) {
    let cleared = rows.filter { $0.value[keyPath: field] != nil && table[$0.key] == nil }.keys
    for name in cleared { rows[name]?[keyPath: field] = nil }
    for (name, value) in table { rows[name, default: PropertyRow()][keyPath: field] = value }
    dropEmptyRows(cleared)
  }

  /// The names of the rows whose flag `field` is on.
  func members(_ field: KeyPath<PropertyRow, Bool>) -> Set<String> {
    Set(rows.filter { $0.value[keyPath: field] }.keys)
  }

  /// Turns flag `field` on for the rows of `names` and off for every other row.
  mutating func setMembers(_ field: WritableKeyPath<PropertyRow, Bool>, _ names: Set<String>) {
    let cleared = rows.filter { $0.value[keyPath: field] && !names.contains($0.key) }.keys
    for name in cleared { rows[name]?[keyPath: field] = false }
    for name in names { rows[name, default: PropertyRow()][keyPath: field] = true }
    dropEmptyRows(cleared)
  }

  /// Stores `row` as everything this mapping says about `name`; a service key it gives the
  /// property is taken from any other property (one service key, one property, as in ``keys``).
  mutating func setRow(_ row: PropertyRow, of name: String) {
    let taken = Set(row.serviceKeys)
    if !taken.isEmpty {
      let losers = rows.filter { $0.key != name && $0.value.serviceKeys.contains(where: taken.contains) }.keys
      for other in losers { rows[other]?.serviceKeys.removeAll(where: taken.contains) }
      dropEmptyRows(losers)
    }
    rows[name] = row.isEmpty ? nil : row
  }

  /// Drops those of the rows of `names` that say nothing any more, so that a table assigned
  /// empty leaves no trace. (Only the rows a write cleared are checked, not every row.)
  mutating func dropEmptyRows(_ names: some Sequence<String>) {
    for name in names where rows[name]?.isEmpty == true { rows[name] = nil }
  }
}
