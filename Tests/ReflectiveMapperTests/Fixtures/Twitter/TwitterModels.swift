// Twitter search API models for ReflectiveMapper tests and benchmarks.
//
// Fixture: /work/shared/data/twitter.json (simdjson/simdjson jsonexamples, Apache-2.0 or MIT):
// `{"statuses": [100 statuses], "search_metadata": {...}}`.
//
// Key strategy: .snakeCase (property `idStr` <-> key `id_str`).
// 64-bit ids are Int64 and must come through exactly (first status id 505874924095815681).
// Twitter dates ("Sun Aug 31 00:29:15 +0000 2014") are not ISO 8601: kept as String.
// URL-ish fields are kept as String (Twitter's own model does so; `url` may be null).
// Each class lists at the top the JSON keys it intentionally does not map.
//
// The entities are in TwitterModels+Entities.swift. The same field set is implemented by hand
// in TwitterHandWritten(+Entities).swift and as Codable types in TwitterCodable.swift: keep
// them in sync.

import Foundation
import ReflectiveMapper

/// Top-level search response: the statuses plus the search metadata.
///
/// Not mapped: none.
final class TwitterSearchResult: ReflectiveModel {
  var statuses: [TwitterStatus] = []
  var searchMetadata = TwitterSearchMetadata()

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "statuses": \TwitterSearchResult.statuses,
      "searchMetadata": \TwitterSearchResult.searchMetadata,
    ]
  }
}

/// Paging information of a search response.
///
/// Not mapped: none.
///
/// Notes: `max_id` in the fixture is already rounded to double precision; use `maxIdStr`.
final class TwitterSearchMetadata: ReflectiveModel {
  var completedIn: Double = 0
  var maxId: Int64 = 0
  var maxIdStr: String = ""
  /// A query string (`?max_id=...`), not a full URL.
  var nextResults: String?
  var query: String = ""
  /// A query string (`?since_id=...`), not a full URL.
  var refreshUrl: String = ""
  var count: Int = 0
  var sinceId: Int64 = 0
  var sinceIdStr: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "completedIn": \TwitterSearchMetadata.completedIn,
      "maxId": \TwitterSearchMetadata.maxId,
      "maxIdStr": \TwitterSearchMetadata.maxIdStr,
      "nextResults": \TwitterSearchMetadata.nextResults,
      "query": \TwitterSearchMetadata.query,
      "refreshUrl": \TwitterSearchMetadata.refreshUrl,
      "count": \TwitterSearchMetadata.count,
      "sinceId": \TwitterSearchMetadata.sinceId,
      "sinceIdStr": \TwitterSearchMetadata.sinceIdStr,
    ]
  }
}

/// A tweet; `retweetedStatus` makes the type recursive.
///
/// Not mapped: `geo`, `coordinates`, `place`, `contributors` (null in all 173 statuses of the fixture).
final class TwitterStatus: ReflectiveModel {
  var metadata = TwitterStatusMetadata()
  /// Twitter date format: "Sun Aug 31 00:29:15 +0000 2014".
  var createdAt: String = ""
  var id: Int64 = 0
  var idStr: String = ""
  var text: String = ""
  /// HTML anchor of the posting client.
  var source: String = ""
  var truncated: Bool = false
  var inReplyToStatusId: Int64?
  var inReplyToStatusIdStr: String?
  var inReplyToUserId: Int64?
  var inReplyToUserIdStr: String?
  var inReplyToScreenName: String?
  var user = TwitterUser()
  var retweetCount: Int = 0
  var favoriteCount: Int = 0
  var entities = TwitterEntities()
  var favorited: Bool = false
  var retweeted: Bool = false
  /// Present on 23 of the 173 statuses.
  var possiblySensitive: Bool?
  var lang: String = ""
  /// Present on 73 of the 100 top-level statuses.
  var retweetedStatus: TwitterStatus?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "metadata": \TwitterStatus.metadata,
      "createdAt": \TwitterStatus.createdAt,
      "id": \TwitterStatus.id,
      "idStr": \TwitterStatus.idStr,
      "text": \TwitterStatus.text,
      "source": \TwitterStatus.source,
      "truncated": \TwitterStatus.truncated,
      "inReplyToStatusId": \TwitterStatus.inReplyToStatusId,
      "inReplyToStatusIdStr": \TwitterStatus.inReplyToStatusIdStr,
      "inReplyToUserId": \TwitterStatus.inReplyToUserId,
      "inReplyToUserIdStr": \TwitterStatus.inReplyToUserIdStr,
      "inReplyToScreenName": \TwitterStatus.inReplyToScreenName,
      "user": \TwitterStatus.user,
      "retweetCount": \TwitterStatus.retweetCount,
      "favoriteCount": \TwitterStatus.favoriteCount,
      "entities": \TwitterStatus.entities,
      "favorited": \TwitterStatus.favorited,
      "retweeted": \TwitterStatus.retweeted,
      "possiblySensitive": \TwitterStatus.possiblySensitive,
      "lang": \TwitterStatus.lang,
      "retweetedStatus": \TwitterStatus.retweetedStatus,
    ]
  }
}

/// Search metadata attached to each status.
///
/// Not mapped: none.
final class TwitterStatusMetadata: ReflectiveModel {
  var resultType: String = ""
  var isoLanguageCode: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "resultType": \TwitterStatusMetadata.resultType,
      "isoLanguageCode": \TwitterStatusMetadata.isoLanguageCode,
    ]
  }
}

/// The author of a status.
///
/// Not mapped: none.
final class TwitterUser: ReflectiveModel {
  var id: Int64 = 0
  var idStr: String = ""
  var name: String = ""
  var screenName: String = ""
  var location: String = ""
  var description: String = ""
  /// null for most users.
  var url: String?
  var entities = TwitterUserEntities()
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
      "id": \TwitterUser.id,
      "idStr": \TwitterUser.idStr,
      "name": \TwitterUser.name,
      "screenName": \TwitterUser.screenName,
      "location": \TwitterUser.location,
      "description": \TwitterUser.description,
      "url": \TwitterUser.url,
      "entities": \TwitterUser.entities,
      "protected": \TwitterUser.protected,
      "followersCount": \TwitterUser.followersCount,
      "friendsCount": \TwitterUser.friendsCount,
      "listedCount": \TwitterUser.listedCount,
      "createdAt": \TwitterUser.createdAt,
      "favouritesCount": \TwitterUser.favouritesCount,
      "utcOffset": \TwitterUser.utcOffset,
      "timeZone": \TwitterUser.timeZone,
      "geoEnabled": \TwitterUser.geoEnabled,
      "verified": \TwitterUser.verified,
      "statusesCount": \TwitterUser.statusesCount,
      "lang": \TwitterUser.lang,
      "contributorsEnabled": \TwitterUser.contributorsEnabled,
      "isTranslator": \TwitterUser.isTranslator,
      "isTranslationEnabled": \TwitterUser.isTranslationEnabled,
      "profileBackgroundColor": \TwitterUser.profileBackgroundColor,
      "profileBackgroundImageUrl": \TwitterUser.profileBackgroundImageUrl,
      "profileBackgroundImageUrlHttps": \TwitterUser.profileBackgroundImageUrlHttps,
      "profileBackgroundTile": \TwitterUser.profileBackgroundTile,
      "profileImageUrl": \TwitterUser.profileImageUrl,
      "profileImageUrlHttps": \TwitterUser.profileImageUrlHttps,
      "profileBannerUrl": \TwitterUser.profileBannerUrl,
      "profileLinkColor": \TwitterUser.profileLinkColor,
      "profileSidebarBorderColor": \TwitterUser.profileSidebarBorderColor,
      "profileSidebarFillColor": \TwitterUser.profileSidebarFillColor,
      "profileTextColor": \TwitterUser.profileTextColor,
      "profileUseBackgroundImage": \TwitterUser.profileUseBackgroundImage,
      "defaultProfile": \TwitterUser.defaultProfile,
      "defaultProfileImage": \TwitterUser.defaultProfileImage,
      "following": \TwitterUser.following,
      "followRequestSent": \TwitterUser.followRequestSent,
      "notifications": \TwitterUser.notifications,
    ]
  }
}
