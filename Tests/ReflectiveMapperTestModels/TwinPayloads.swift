import Foundation

/// What a pair of twins is created from and then updated with, as `twinDifferences` takes it.
///
/// The payloads of the guide's and the articles' models, which the macro twins and the struct
/// twins are both checked against.
package struct TwinPayload {
  /// What both twins are created from.
  package var input: [String: Any]
  /// What both twins are then updated with.
  package var patch: [String: Any]

  /// A payload of a test's own.
  package init(input: [String: Any], patch: [String: Any]) {
    self.input = input
    self.patch = patch
  }

  /// The guide's `Person` and `Employee` (a friend whose number does not convert, and a pay).
  package static var readme: TwinPayload {
    TwinPayload(
      input: [
        "name": "Ada", "favorite_word": "engine", "favorite_number": "47", "stats": ["best": ["object": ["name": "Granite"]]],
        "friends": [["name": "Charles", "favorite_number": "x"]], "pay": 12.5,
      ],
      patch: ["favorite_word": "loom", "stats": ["best": ["object": ["name": "Basalt"]]], "pay": "13"])
  }

  /// GettingStarted's `Repository`.
  package static var repository: TwinPayload {
    TwinPayload(
      input: ["name": "swift", "stargazers_count": "67000", "is_private": 0, "owner": ["login": "apple"], "topics": ["language"]],
      patch: ["stargazers_count": 67001, "owner": ["login": "swiftlang"]])
  }

  /// RealClasses' `Car`.
  package static var car: TwinPayload {
    TwinPayload(input: ["identifier": "c1", "created_at": "2026-01-02T03:04:05Z", "seat_count": 5], patch: ["seat_count": "7"])
  }

  /// RealClasses' `Download`.
  package static var download: TwinPayload {
    TwinPayload(input: ["url": "https://example.com/file", "progress": 0.5, "etag": "x"], patch: ["progress": 1])
  }

  /// The ObjectMapper article's `User`.
  package static var user: TwinPayload {
    TwinPayload(
      input: ["username": "ada", "age": "36", "birthday": 0, "address": ["city": "London"], "friends": [["username": "charles"]]],
      patch: ["address": ["city": "Paris"], "age": 37])
  }

  /// The Codable article's `Article`.
  package static var article: TwinPayload {
    TwinPayload(
      input: ["headline": "Hi", "view_count": 3, "published_at": "2026-11-24T10:00:00Z", "author": ["name": "Ada"]],
      patch: ["author": ["name": "Grace"], "view_count": "4"])
  }
}
