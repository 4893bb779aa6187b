import Foundation
import ReflectiveMapper

// The models JSON Merge Patch is checked on (MergePatchTests, ContractRoundTripTests), and the
// struct twin of the typed one.

/// A model that keeps every member it is given: RFC 7396's examples are arbitrary JSON.
struct PatchDocument: UnknownKeyCollecting {
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] { [:] }
}

/// The same, keeping members as JSON text (``UnknownKeys``).
struct PatchRawDocument: UnknownKeyCollecting {
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { [:] }
}

final class PatchAuthor: ReflectiveModel {
  var name = ""
  var email: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \PatchAuthor.name, "email": \PatchAuthor.email] }
}

/// A typed model with every shape a patch meets: scalars, optionals, a nested model, an
/// array, a dictionary, a dotted path.
final class PatchArticle: ReflectiveModel, UnknownKeyCollecting {
  var title = ""
  var views = 0
  var subtitle: String?
  var author: PatchAuthor?
  var tags: [String] = []
  var scores: [String: Int] = [:]
  var city: String?
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \PatchArticle.title, "views": \PatchArticle.views, "subtitle": \PatchArticle.subtitle, "author": \PatchArticle.author,
      "tags": \PatchArticle.tags, "scores": \PatchArticle.scores, "city": \PatchArticle.city,
    ]
  }
}

/// The struct twin of `PatchArticle`, with a struct author.
struct PatchArticleValue: UnknownKeyCollecting {
  struct Author: ReflectiveModel {
    var name = ""
    var email: String?
    init() {}
    static var keyPaths: [String: AnyKeyPath] { ["name": \Author.name, "email": \Author.email] }
  }
  var title = ""
  var views = 0
  var subtitle: String?
  var author: Author?
  var tags: [String] = []
  var scores: [String: Int] = [:]
  var city: String?
  var unknownValues: [String: Any] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \PatchArticleValue.title, "views": \PatchArticleValue.views, "subtitle": \PatchArticleValue.subtitle,
      "author": \PatchArticleValue.author, "tags": \PatchArticleValue.tags, "scores": \PatchArticleValue.scores,
      "city": \PatchArticleValue.city,
    ]
  }
}
