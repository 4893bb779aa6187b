import Foundation
import ReflectiveMapper

// A profile with the keys every key style spells differently, as a class and as its struct twin.

final class KSProfile: ReflectiveModel {
  var favoriteWord = ""
  var avatarURL: URL?
  var userID = 0
  var sub = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["favoriteWord": \KSProfile.favoriteWord, "avatarURL": \KSProfile.avatarURL, "userID": \KSProfile.userID, "sub": \KSProfile.sub]
  }
}

struct KSProfileValue: ReflectiveModel {
  var favoriteWord = ""
  var userID = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["favoriteWord": \KSProfileValue.favoriteWord, "userID": \KSProfileValue.userID] }
}
