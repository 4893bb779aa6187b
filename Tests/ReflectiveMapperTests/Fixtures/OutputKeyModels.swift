import Foundation
import ReflectiveMapper

// An article written under other keys than it is read from, as a class and as its struct
// twin, for OutputKeyTests.

final class OKArticle: ReflectiveModel {
  var title = ""
  var views = 0
  var author = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["title": \OKArticle.title, "views": \OKArticle.views, "author": \OKArticle.author] }
}

struct OKArticleValue: ReflectiveModel {
  var title = ""
  var views = 0
  var author = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["title": \OKArticleValue.title, "views": \OKArticleValue.views, "author": \OKArticleValue.author]
  }
}
