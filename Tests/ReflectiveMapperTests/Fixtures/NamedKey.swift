/// A coding key of any name and no index, for the hand-written `Codable` values of the tests
/// (a key that the value reads or writes by a name it is given).
struct NamedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
