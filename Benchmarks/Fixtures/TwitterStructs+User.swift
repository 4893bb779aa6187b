// The user of the Twitter struct twins (TwitterStructs.swift, whose header gives the rules).

import Foundation
import ReflectiveMapper

/// The author of a status.
///
/// Not mapped: none.
struct StructTwitterUser: ReflectiveModel, Codable {
  var id: Int64 = 0
  var idStr: String = ""
  var name: String = ""
  var screenName: String = ""
  var location: String = ""
  var description: String = ""
  /// null for most users.
  var url: String?
  var entities = StructTwitterUserEntities()
  var protected: Bool = false
  var followersCount: Int = 0
  var friendsCount: Int = 0
  var listedCount: Int = 0
  /// Twitter date format: "Sat Feb 16 13:40:25 +0000 2013".
  var createdAt: String = ""
  var favouritesCount: Int = 0
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool = false
  var verified: Bool = false
  var statusesCount: Int = 0
  var lang: String = ""
  var contributorsEnabled: Bool = false
  var isTranslator: Bool = false
  var isTranslationEnabled: Bool = false
  var profileBackgroundColor: String = ""
  var profileBackgroundImageUrl: String = ""
  var profileBackgroundImageUrlHttps: String = ""
  var profileBackgroundTile: Bool = false
  var profileImageUrl: String = ""
  var profileImageUrlHttps: String = ""
  /// Absent for some users.
  var profileBannerUrl: String?
  var profileLinkColor: String = ""
  var profileSidebarBorderColor: String = ""
  var profileSidebarFillColor: String = ""
  var profileTextColor: String = ""
  var profileUseBackgroundImage: Bool = false
  var defaultProfile: Bool = false
  var defaultProfileImage: Bool = false
  var following: Bool?
  var followRequestSent: Bool?
  var notifications: Bool?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \StructTwitterUser.id,
      "idStr": \StructTwitterUser.idStr,
      "name": \StructTwitterUser.name,
      "screenName": \StructTwitterUser.screenName,
      "location": \StructTwitterUser.location,
      "description": \StructTwitterUser.description,
      "url": \StructTwitterUser.url,
      "entities": \StructTwitterUser.entities,
      "protected": \StructTwitterUser.protected,
      "followersCount": \StructTwitterUser.followersCount,
      "friendsCount": \StructTwitterUser.friendsCount,
      "listedCount": \StructTwitterUser.listedCount,
      "createdAt": \StructTwitterUser.createdAt,
      "favouritesCount": \StructTwitterUser.favouritesCount,
      "utcOffset": \StructTwitterUser.utcOffset,
      "timeZone": \StructTwitterUser.timeZone,
      "geoEnabled": \StructTwitterUser.geoEnabled,
      "verified": \StructTwitterUser.verified,
      "statusesCount": \StructTwitterUser.statusesCount,
      "lang": \StructTwitterUser.lang,
      "contributorsEnabled": \StructTwitterUser.contributorsEnabled,
      "isTranslator": \StructTwitterUser.isTranslator,
      "isTranslationEnabled": \StructTwitterUser.isTranslationEnabled,
      "profileBackgroundColor": \StructTwitterUser.profileBackgroundColor,
      "profileBackgroundImageUrl": \StructTwitterUser.profileBackgroundImageUrl,
      "profileBackgroundImageUrlHttps": \StructTwitterUser.profileBackgroundImageUrlHttps,
      "profileBackgroundTile": \StructTwitterUser.profileBackgroundTile,
      "profileImageUrl": \StructTwitterUser.profileImageUrl,
      "profileImageUrlHttps": \StructTwitterUser.profileImageUrlHttps,
      "profileBannerUrl": \StructTwitterUser.profileBannerUrl,
      "profileLinkColor": \StructTwitterUser.profileLinkColor,
      "profileSidebarBorderColor": \StructTwitterUser.profileSidebarBorderColor,
      "profileSidebarFillColor": \StructTwitterUser.profileSidebarFillColor,
      "profileTextColor": \StructTwitterUser.profileTextColor,
      "profileUseBackgroundImage": \StructTwitterUser.profileUseBackgroundImage,
      "defaultProfile": \StructTwitterUser.defaultProfile,
      "defaultProfileImage": \StructTwitterUser.defaultProfileImage,
      "following": \StructTwitterUser.following,
      "followRequestSent": \StructTwitterUser.followRequestSent,
      "notifications": \StructTwitterUser.notifications,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case name
    case screenName = "screen_name"
    case location
    case description
    case url
    case entities
    case protected
    case followersCount = "followers_count"
    case friendsCount = "friends_count"
    case listedCount = "listed_count"
    case createdAt = "created_at"
    case favouritesCount = "favourites_count"
    case utcOffset = "utc_offset"
    case timeZone = "time_zone"
    case geoEnabled = "geo_enabled"
    case verified
    case statusesCount = "statuses_count"
    case lang
    case contributorsEnabled = "contributors_enabled"
    case isTranslator = "is_translator"
    case isTranslationEnabled = "is_translation_enabled"
    case profileBackgroundColor = "profile_background_color"
    case profileBackgroundImageUrl = "profile_background_image_url"
    case profileBackgroundImageUrlHttps = "profile_background_image_url_https"
    case profileBackgroundTile = "profile_background_tile"
    case profileImageUrl = "profile_image_url"
    case profileImageUrlHttps = "profile_image_url_https"
    case profileBannerUrl = "profile_banner_url"
    case profileLinkColor = "profile_link_color"
    case profileSidebarBorderColor = "profile_sidebar_border_color"
    case profileSidebarFillColor = "profile_sidebar_fill_color"
    case profileTextColor = "profile_text_color"
    case profileUseBackgroundImage = "profile_use_background_image"
    case defaultProfile = "default_profile"
    case defaultProfileImage = "default_profile_image"
    case following
    case followRequestSent = "follow_request_sent"
    case notifications
  }
}
