import Foundation
import ReflectiveMapper

/// A model that is its one property's value: `["a", "b"]` (MetaCodable's `@CodedAt` without a path).
struct TagList: ReflectiveCodable, Equatable {
  var values: [String] = []
  var cache = 0
  init() {}
  init(_ values: [String]) { self.values = values }
  static var keyPaths: [String: AnyKeyPath] { ["values": \TagList.values, "cache": \TagList.cache] }
}

/// The class form, of an optional scalar: `"text"` or `null`.
final class Caption: ReflectiveModel {
  var text: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["text": \Caption.text] }
}

/// A model built through its initializer, transparent over a dictionary: `{"en": 1, "fr": 2}`.
struct Counts: ReflectiveInitializable, Equatable {
  let byLanguage: [String: Int]
  static var keyPaths: [String: AnyKeyPath] { ["byLanguage": \Counts.byLanguage] }
  init(mappedValues values: MappedValues) throws { byLanguage = try values["byLanguage"] }
}

/// Holds transparent models where a property, a collection's element and an entry are.
final class Clipping: ReflectiveCodable {
  var title = ""
  var tags = TagList()
  var caption: Caption?
  var sections: [TagList] = []
  var counts: Counts?
  var byAuthor: [String: TagList] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Clipping.title, "tags": \Clipping.tags, "caption": \Clipping.caption, "sections": \Clipping.sections,
      "counts": \Clipping.counts, "byAuthor": \Clipping.byAuthor,
    ]
  }
}

/// Transparent class models as a dictionary's values: `{"en": "hi", "fr": "salut"}`.
final class CaptionBoard: ReflectiveModel {
  var byLanguage: [String: Caption] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["byLanguage": \CaptionBoard.byLanguage] }
}

/// A transparent class over an identifier, with state of its own the input never sets:
/// `"u1"`.
final class UserRef: ReflectiveModel {
  var id = ""
  var displayName: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \UserRef.id, "displayName": \UserRef.displayName] }
}

/// An identified array of transparent models: `{"members": ["u1", "u2"]}`.
final class Team: ReflectiveModel {
  var members: [UserRef] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["members": \Team.members] }
}

extension MappingRegistry {
  /// A registry with the transparent models registered.
  static func transparent(strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.register(TagList.self) { m in
      m.transparentProperty = "values"
      m.excluded = ["cache"]
      m.lossyCollections = ["values"]
    }
    try registry.register(Caption.self) { m in m.transparentProperty = "text" }
    try registry.register(Counts.self) { m in m.transparentProperty = "byLanguage" }
    try registry.register(Clipping.self)
    return registry
  }
}
