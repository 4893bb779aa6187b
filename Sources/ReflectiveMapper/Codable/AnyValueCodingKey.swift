import Foundation

/// A coding key made at run time: array indices (`Index 3`), `super`, dictionary keys.
struct AnyValueCodingKey: CodingKey, Sendable {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }

  /// The key of an array element, as `JSONDecoder` names it (`Index 3`).
  init(index: Int) {
    self.stringValue = "Index \(index)"
    self.intValue = index
  }

  static let `super` = AnyValueCodingKey(stringValue: "super")
}

/// A coding path as a linked list, turned into `[any CodingKey]` only when asked for (for an
/// error, or by a `Codable` implementation), so that descending costs one small allocation.
enum AnyValueCodingPath {
  case root([any CodingKey])
  indirect case key(any CodingKey, AnyValueCodingPath)
  indirect case index(Int, AnyValueCodingPath)

  func appending(_ key: any CodingKey) -> AnyValueCodingPath { .key(key, self) }
  func appending(index: Int) -> AnyValueCodingPath { .index(index, self) }

  var keys: [any CodingKey] {
    var reversed: [any CodingKey] = []
    var node = self
    while true {
      switch node {
      case .root(let base):
        return base + reversed.reversed()
      case .key(let key, let parent):
        reversed.append(key)
        node = parent
      case .index(let index, let parent):
        reversed.append(AnyValueCodingKey(index: index))
        node = parent
      }
    }
  }
}
