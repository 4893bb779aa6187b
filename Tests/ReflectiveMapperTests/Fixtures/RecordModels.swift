import Foundation
import ReflectiveMapper

// A record with a subclass, and a note with an NSNumber count, for registration,
// strictness and afterMapping checks.

class RecordBase: ReflectiveModel {
  var id = 0
  var title = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["id": \RecordBase.id, "title": \RecordBase.title] }
}

final class RecordSub: RecordBase {
  var extra = ""
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["extra": \RecordSub.extra]) { $1 } }
}

final class CountedNote: ReflectiveModel {
  var count: NSNumber = 0
  var favoriteWord = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["count": \CountedNote.count, "favoriteWord": \CountedNote.favoriteWord] }
}
