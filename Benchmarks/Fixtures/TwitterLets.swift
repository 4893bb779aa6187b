// Immutable twins of the Twitter status and user models (TwitterStructs.swift), for the
// `twitterLet` workload: the same properties as `let`s without values, built through
// `init(mappedValues:)` (what `@ReflectiveModel` writes for such a struct), to compare with
// their `var` twins from dictionaries and from bytes. The nested entity models stay the `var`
// structs; `retweetedStatus` stays a computed property over its storage, as a recursive
// struct needs. Derived from TwitterStructs.swift: keep the two in sync.

import Foundation
import ReflectiveMapper

struct LetTwitterSearchResult: ReflectiveInitializable {
  let statuses: [LetTwitterStatus]
  let searchMetadata: StructTwitterSearchMetadata

  static var keyPaths: [String: AnyKeyPath] {
    [
      "statuses": \LetTwitterSearchResult.statuses,
      "searchMetadata": \LetTwitterSearchResult.searchMetadata,
    ]
  }

  static var initializedProperties: Set<String> { ["statuses", "searchMetadata"] }

  init(mappedValues values: MappedValues) throws {
    statuses = try values["statuses"]
    searchMetadata = try values["searchMetadata"]
  }
}

struct LetTwitterStatus: ReflectiveInitializable {
  let metadata: StructTwitterStatusMetadata
  /// Twitter date format: "Sun Aug 31 00:29:15 +0000 2014".
  let createdAt: String
  let id: Int64
  let idStr: String
  let text: String
  /// HTML anchor of the posting client.
  let source: String
  let truncated: Bool
  let inReplyToStatusId: Int64?
  let inReplyToStatusIdStr: String?
  let inReplyToUserId: Int64?
  let inReplyToUserIdStr: String?
  let inReplyToScreenName: String?
  let user: LetTwitterUser
  let retweetCount: Int
  let favoriteCount: Int
  let entities: StructTwitterEntities
  let favorited: Bool
  let retweeted: Bool
  /// Present on 23 of the 173 statuses.
  let possiblySensitive: Bool?
  let lang: String
  /// Present on 73 of the 100 top-level statuses.
  ///
  /// A struct cannot hold an Optional of itself (its size would be infinite), so the value
  /// lives out of line in `retweetedStatusStorage`, an array of at most one element (value
  /// semantics kept, no class box), and `keyPaths` names this computed property: what a
  /// recursive struct model has to do. The storage is not in `keyPaths` (a non-fatal
  /// registration finding, collected silently, like any unlisted stored property).
  var retweetedStatus: LetTwitterStatus? {
    get { retweetedStatusStorage.first }
    set { retweetedStatusStorage = newValue.map { [$0] } ?? [] }
  }
  private var retweetedStatusStorage: [LetTwitterStatus] = []

  static var keyPaths: [String: AnyKeyPath] {
    [
      "metadata": \LetTwitterStatus.metadata,
      "createdAt": \LetTwitterStatus.createdAt,
      "id": \LetTwitterStatus.id,
      "idStr": \LetTwitterStatus.idStr,
      "text": \LetTwitterStatus.text,
      "source": \LetTwitterStatus.source,
      "truncated": \LetTwitterStatus.truncated,
      "inReplyToStatusId": \LetTwitterStatus.inReplyToStatusId,
      "inReplyToStatusIdStr": \LetTwitterStatus.inReplyToStatusIdStr,
      "inReplyToUserId": \LetTwitterStatus.inReplyToUserId,
      "inReplyToUserIdStr": \LetTwitterStatus.inReplyToUserIdStr,
      "inReplyToScreenName": \LetTwitterStatus.inReplyToScreenName,
      "user": \LetTwitterStatus.user,
      "retweetCount": \LetTwitterStatus.retweetCount,
      "favoriteCount": \LetTwitterStatus.favoriteCount,
      "entities": \LetTwitterStatus.entities,
      "favorited": \LetTwitterStatus.favorited,
      "retweeted": \LetTwitterStatus.retweeted,
      "possiblySensitive": \LetTwitterStatus.possiblySensitive,
      "lang": \LetTwitterStatus.lang,
      "retweetedStatus": \LetTwitterStatus.retweetedStatus,
    ]
  }

  static var initializedProperties: Set<String> {
    [
      "metadata", "createdAt", "id", "idStr", "text", "source", "truncated", "inReplyToStatusId", "inReplyToStatusIdStr", "inReplyToUserId",
      "inReplyToUserIdStr", "inReplyToScreenName", "user", "retweetCount", "favoriteCount", "entities", "favorited", "retweeted", "possiblySensitive",
      "lang",
    ]
  }

  init(mappedValues values: MappedValues) throws {
    metadata = try values["metadata"]
    createdAt = try values["createdAt"]
    id = try values["id"]
    idStr = try values["idStr"]
    text = try values["text"]
    source = try values["source"]
    truncated = try values["truncated"]
    inReplyToStatusId = try values["inReplyToStatusId"]
    inReplyToStatusIdStr = try values["inReplyToStatusIdStr"]
    inReplyToUserId = try values["inReplyToUserId"]
    inReplyToUserIdStr = try values["inReplyToUserIdStr"]
    inReplyToScreenName = try values["inReplyToScreenName"]
    user = try values["user"]
    retweetCount = try values["retweetCount"]
    favoriteCount = try values["favoriteCount"]
    entities = try values["entities"]
    favorited = try values["favorited"]
    retweeted = try values["retweeted"]
    possiblySensitive = try values["possiblySensitive"]
    lang = try values["lang"]
  }
}

struct LetTwitterUser: ReflectiveInitializable {
  let id: Int64
  let idStr: String
  let name: String
  let screenName: String
  let location: String
  let description: String
  /// null for most users.
  let url: String?
  let entities: StructTwitterUserEntities
  let protected: Bool
  let followersCount: Int
  let friendsCount: Int
  let listedCount: Int
  /// Twitter date format: "Sat Feb 16 13:40:25 +0000 2013".
  let createdAt: String
  let favouritesCount: Int
  let utcOffset: Int?
  let timeZone: String?
  let geoEnabled: Bool
  let verified: Bool
  let statusesCount: Int
  let lang: String
  let contributorsEnabled: Bool
  let isTranslator: Bool
  let isTranslationEnabled: Bool
  let profileBackgroundColor: String
  let profileBackgroundImageUrl: String
  let profileBackgroundImageUrlHttps: String
  let profileBackgroundTile: Bool
  let profileImageUrl: String
  let profileImageUrlHttps: String
  /// Absent for some users.
  let profileBannerUrl: String?
  let profileLinkColor: String
  let profileSidebarBorderColor: String
  let profileSidebarFillColor: String
  let profileTextColor: String
  let profileUseBackgroundImage: Bool
  let defaultProfile: Bool
  let defaultProfileImage: Bool
  let following: Bool?
  let followRequestSent: Bool?
  let notifications: Bool?

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \LetTwitterUser.id,
      "idStr": \LetTwitterUser.idStr,
      "name": \LetTwitterUser.name,
      "screenName": \LetTwitterUser.screenName,
      "location": \LetTwitterUser.location,
      "description": \LetTwitterUser.description,
      "url": \LetTwitterUser.url,
      "entities": \LetTwitterUser.entities,
      "protected": \LetTwitterUser.protected,
      "followersCount": \LetTwitterUser.followersCount,
      "friendsCount": \LetTwitterUser.friendsCount,
      "listedCount": \LetTwitterUser.listedCount,
      "createdAt": \LetTwitterUser.createdAt,
      "favouritesCount": \LetTwitterUser.favouritesCount,
      "utcOffset": \LetTwitterUser.utcOffset,
      "timeZone": \LetTwitterUser.timeZone,
      "geoEnabled": \LetTwitterUser.geoEnabled,
      "verified": \LetTwitterUser.verified,
      "statusesCount": \LetTwitterUser.statusesCount,
      "lang": \LetTwitterUser.lang,
      "contributorsEnabled": \LetTwitterUser.contributorsEnabled,
      "isTranslator": \LetTwitterUser.isTranslator,
      "isTranslationEnabled": \LetTwitterUser.isTranslationEnabled,
      "profileBackgroundColor": \LetTwitterUser.profileBackgroundColor,
      "profileBackgroundImageUrl": \LetTwitterUser.profileBackgroundImageUrl,
      "profileBackgroundImageUrlHttps": \LetTwitterUser.profileBackgroundImageUrlHttps,
      "profileBackgroundTile": \LetTwitterUser.profileBackgroundTile,
      "profileImageUrl": \LetTwitterUser.profileImageUrl,
      "profileImageUrlHttps": \LetTwitterUser.profileImageUrlHttps,
      "profileBannerUrl": \LetTwitterUser.profileBannerUrl,
      "profileLinkColor": \LetTwitterUser.profileLinkColor,
      "profileSidebarBorderColor": \LetTwitterUser.profileSidebarBorderColor,
      "profileSidebarFillColor": \LetTwitterUser.profileSidebarFillColor,
      "profileTextColor": \LetTwitterUser.profileTextColor,
      "profileUseBackgroundImage": \LetTwitterUser.profileUseBackgroundImage,
      "defaultProfile": \LetTwitterUser.defaultProfile,
      "defaultProfileImage": \LetTwitterUser.defaultProfileImage,
      "following": \LetTwitterUser.following,
      "followRequestSent": \LetTwitterUser.followRequestSent,
      "notifications": \LetTwitterUser.notifications,
    ]
  }

  static var initializedProperties: Set<String> {
    [
      "id", "idStr", "name", "screenName", "location", "description", "url", "entities", "protected", "followersCount", "friendsCount", "listedCount",
      "createdAt", "favouritesCount", "utcOffset", "timeZone", "geoEnabled", "verified", "statusesCount", "lang", "contributorsEnabled",
      "isTranslator", "isTranslationEnabled", "profileBackgroundColor", "profileBackgroundImageUrl", "profileBackgroundImageUrlHttps",
      "profileBackgroundTile", "profileImageUrl", "profileImageUrlHttps", "profileBannerUrl", "profileLinkColor", "profileSidebarBorderColor",
      "profileSidebarFillColor", "profileTextColor", "profileUseBackgroundImage", "defaultProfile", "defaultProfileImage", "following",
      "followRequestSent", "notifications",
    ]
  }

  init(mappedValues values: MappedValues) throws {
    id = try values["id"]
    idStr = try values["idStr"]
    name = try values["name"]
    screenName = try values["screenName"]
    location = try values["location"]
    description = try values["description"]
    url = try values["url"]
    entities = try values["entities"]
    protected = try values["protected"]
    followersCount = try values["followersCount"]
    friendsCount = try values["friendsCount"]
    listedCount = try values["listedCount"]
    createdAt = try values["createdAt"]
    favouritesCount = try values["favouritesCount"]
    utcOffset = try values["utcOffset"]
    timeZone = try values["timeZone"]
    geoEnabled = try values["geoEnabled"]
    verified = try values["verified"]
    statusesCount = try values["statusesCount"]
    lang = try values["lang"]
    contributorsEnabled = try values["contributorsEnabled"]
    isTranslator = try values["isTranslator"]
    isTranslationEnabled = try values["isTranslationEnabled"]
    profileBackgroundColor = try values["profileBackgroundColor"]
    profileBackgroundImageUrl = try values["profileBackgroundImageUrl"]
    profileBackgroundImageUrlHttps = try values["profileBackgroundImageUrlHttps"]
    profileBackgroundTile = try values["profileBackgroundTile"]
    profileImageUrl = try values["profileImageUrl"]
    profileImageUrlHttps = try values["profileImageUrlHttps"]
    profileBannerUrl = try values["profileBannerUrl"]
    profileLinkColor = try values["profileLinkColor"]
    profileSidebarBorderColor = try values["profileSidebarBorderColor"]
    profileSidebarFillColor = try values["profileSidebarFillColor"]
    profileTextColor = try values["profileTextColor"]
    profileUseBackgroundImage = try values["profileUseBackgroundImage"]
    defaultProfile = try values["defaultProfile"]
    defaultProfileImage = try values["defaultProfileImage"]
    following = try values["following"]
    followRequestSent = try values["followRequestSent"]
    notifications = try values["notifications"]
  }
}
