// Struct twins of the Twitter models (TwitterModels.swift), for the `twitterStruct` workload:
// the same properties, Swift types, defaults and `keyPaths`, registered the same way (no
// explicit registration; the registry's `.snakeCase` strategy, Workloads.twitterRegistry()),
// but `struct`s. They also conform to Codable with the same snake_case CodingKeys as
// TwitterCodable.swift, so the JSONDecoder / JSONEncoder baselines run on these very structs
// (plain `JSONDecoder()` / `JSONEncoder()`, no key strategy). The hand-written baseline is in
// TwitterStructsHandWritten.swift. Keep these in sync with TwitterModels.swift.
//
// `StructTwitterStatus` is recursive (`retweetedStatus`): see that property for how a struct
// holds an Optional of itself, and why its Codable conformance is written out.

import Foundation
import ReflectiveMapper

/// Top-level search response: the statuses plus the search metadata.
///
/// Not mapped: none.
struct StructTwitterSearchResult: ReflectiveModel, Codable {
  var statuses: [StructTwitterStatus] = []
  var searchMetadata = StructTwitterSearchMetadata()

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "statuses": \StructTwitterSearchResult.statuses,
      "searchMetadata": \StructTwitterSearchResult.searchMetadata,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

/// Paging information of a search response.
///
/// Not mapped: none.
///
/// Notes: `max_id` in the fixture is already rounded to double precision; use `maxIdStr`.
struct StructTwitterSearchMetadata: ReflectiveModel, Codable {
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
      "completedIn": \StructTwitterSearchMetadata.completedIn,
      "maxId": \StructTwitterSearchMetadata.maxId,
      "maxIdStr": \StructTwitterSearchMetadata.maxIdStr,
      "nextResults": \StructTwitterSearchMetadata.nextResults,
      "query": \StructTwitterSearchMetadata.query,
      "refreshUrl": \StructTwitterSearchMetadata.refreshUrl,
      "count": \StructTwitterSearchMetadata.count,
      "sinceId": \StructTwitterSearchMetadata.sinceId,
      "sinceIdStr": \StructTwitterSearchMetadata.sinceIdStr,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case completedIn = "completed_in"
    case maxId = "max_id"
    case maxIdStr = "max_id_str"
    case nextResults = "next_results"
    case query
    case refreshUrl = "refresh_url"
    case count
    case sinceId = "since_id"
    case sinceIdStr = "since_id_str"
  }
}

/// A tweet; `retweetedStatus` makes the type recursive.
///
/// Not mapped: `geo`, `coordinates`, `place`, `contributors` (null in all 173 statuses of the fixture).
struct StructTwitterStatus: ReflectiveModel, Codable {
  var metadata = StructTwitterStatusMetadata()
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
  var user = StructTwitterUser()
  var retweetCount: Int = 0
  var favoriteCount: Int = 0
  var entities = StructTwitterEntities()
  var favorited: Bool = false
  var retweeted: Bool = false
  /// Present on 23 of the 173 statuses.
  var possiblySensitive: Bool?
  var lang: String = ""
  /// Present on 73 of the 100 top-level statuses.
  ///
  /// A struct cannot hold an Optional of itself (its size would be infinite), so the value
  /// lives out of line in `retweetedStatusStorage`, an array of at most one element (value
  /// semantics kept, no class box), and `keyPaths` names this computed property: what a
  /// recursive struct model has to do. The storage is not in `keyPaths` (a non-fatal
  /// registration finding, collected silently, like any unlisted stored property).
  var retweetedStatus: StructTwitterStatus? {
    get { retweetedStatusStorage.first }
    set { retweetedStatusStorage = newValue.map { [$0] } ?? [] }
  }
  private var retweetedStatusStorage: [StructTwitterStatus] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "metadata": \StructTwitterStatus.metadata,
      "createdAt": \StructTwitterStatus.createdAt,
      "id": \StructTwitterStatus.id,
      "idStr": \StructTwitterStatus.idStr,
      "text": \StructTwitterStatus.text,
      "source": \StructTwitterStatus.source,
      "truncated": \StructTwitterStatus.truncated,
      "inReplyToStatusId": \StructTwitterStatus.inReplyToStatusId,
      "inReplyToStatusIdStr": \StructTwitterStatus.inReplyToStatusIdStr,
      "inReplyToUserId": \StructTwitterStatus.inReplyToUserId,
      "inReplyToUserIdStr": \StructTwitterStatus.inReplyToUserIdStr,
      "inReplyToScreenName": \StructTwitterStatus.inReplyToScreenName,
      "user": \StructTwitterStatus.user,
      "retweetCount": \StructTwitterStatus.retweetCount,
      "favoriteCount": \StructTwitterStatus.favoriteCount,
      "entities": \StructTwitterStatus.entities,
      "favorited": \StructTwitterStatus.favorited,
      "retweeted": \StructTwitterStatus.retweeted,
      "possiblySensitive": \StructTwitterStatus.possiblySensitive,
      "lang": \StructTwitterStatus.lang,
      "retweetedStatus": \StructTwitterStatus.retweetedStatus,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case metadata
    case createdAt = "created_at"
    case id
    case idStr = "id_str"
    case text
    case source
    case truncated
    case inReplyToStatusId = "in_reply_to_status_id"
    case inReplyToStatusIdStr = "in_reply_to_status_id_str"
    case inReplyToUserId = "in_reply_to_user_id"
    case inReplyToUserIdStr = "in_reply_to_user_id_str"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case entities
    case favorited
    case retweeted
    case possiblySensitive = "possibly_sensitive"
    case lang
    case retweetedStatus = "retweeted_status"
  }

  // Written out because `retweetedStatus` is computed (synthesis covers stored properties
  // only); the same calls the compiler synthesizes for the other structs: `decode` for the
  // non-optionals (required keys), `decodeIfPresent` / `encodeIfPresent` for the optionals.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    metadata = try c.decode(StructTwitterStatusMetadata.self, forKey: .metadata)
    createdAt = try c.decode(String.self, forKey: .createdAt)
    id = try c.decode(Int64.self, forKey: .id)
    idStr = try c.decode(String.self, forKey: .idStr)
    text = try c.decode(String.self, forKey: .text)
    source = try c.decode(String.self, forKey: .source)
    truncated = try c.decode(Bool.self, forKey: .truncated)
    inReplyToStatusId = try c.decodeIfPresent(Int64.self, forKey: .inReplyToStatusId)
    inReplyToStatusIdStr = try c.decodeIfPresent(String.self, forKey: .inReplyToStatusIdStr)
    inReplyToUserId = try c.decodeIfPresent(Int64.self, forKey: .inReplyToUserId)
    inReplyToUserIdStr = try c.decodeIfPresent(String.self, forKey: .inReplyToUserIdStr)
    inReplyToScreenName = try c.decodeIfPresent(String.self, forKey: .inReplyToScreenName)
    user = try c.decode(StructTwitterUser.self, forKey: .user)
    retweetCount = try c.decode(Int.self, forKey: .retweetCount)
    favoriteCount = try c.decode(Int.self, forKey: .favoriteCount)
    entities = try c.decode(StructTwitterEntities.self, forKey: .entities)
    favorited = try c.decode(Bool.self, forKey: .favorited)
    retweeted = try c.decode(Bool.self, forKey: .retweeted)
    possiblySensitive = try c.decodeIfPresent(Bool.self, forKey: .possiblySensitive)
    lang = try c.decode(String.self, forKey: .lang)
    retweetedStatus = try c.decodeIfPresent(StructTwitterStatus.self, forKey: .retweetedStatus)
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(metadata, forKey: .metadata)
    try c.encode(createdAt, forKey: .createdAt)
    try c.encode(id, forKey: .id)
    try c.encode(idStr, forKey: .idStr)
    try c.encode(text, forKey: .text)
    try c.encode(source, forKey: .source)
    try c.encode(truncated, forKey: .truncated)
    try c.encodeIfPresent(inReplyToStatusId, forKey: .inReplyToStatusId)
    try c.encodeIfPresent(inReplyToStatusIdStr, forKey: .inReplyToStatusIdStr)
    try c.encodeIfPresent(inReplyToUserId, forKey: .inReplyToUserId)
    try c.encodeIfPresent(inReplyToUserIdStr, forKey: .inReplyToUserIdStr)
    try c.encodeIfPresent(inReplyToScreenName, forKey: .inReplyToScreenName)
    try c.encode(user, forKey: .user)
    try c.encode(retweetCount, forKey: .retweetCount)
    try c.encode(favoriteCount, forKey: .favoriteCount)
    try c.encode(entities, forKey: .entities)
    try c.encode(favorited, forKey: .favorited)
    try c.encode(retweeted, forKey: .retweeted)
    try c.encodeIfPresent(possiblySensitive, forKey: .possiblySensitive)
    try c.encode(lang, forKey: .lang)
    try c.encodeIfPresent(retweetedStatus, forKey: .retweetedStatus)
  }
}

/// Search metadata attached to each status.
///
/// Not mapped: none.
struct StructTwitterStatusMetadata: ReflectiveModel, Codable {
  var resultType: String = ""
  var isoLanguageCode: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "resultType": \StructTwitterStatusMetadata.resultType,
      "isoLanguageCode": \StructTwitterStatusMetadata.isoLanguageCode,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case resultType = "result_type"
    case isoLanguageCode = "iso_language_code"
  }
}

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

/// Entities of a user profile: links found in `description` and in `url`.
///
/// Not mapped: none.
struct StructTwitterUserEntities: ReflectiveModel, Codable {
  var description: StructTwitterURLEntities?
  /// Present only when the user has a profile URL.
  var url: StructTwitterURLEntities?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "description": \StructTwitterUserEntities.description,
      "url": \StructTwitterUserEntities.url,
    ]
  }
}

/// A `{"urls": [...]}` wrapper used inside user entities.
///
/// Not mapped: none.
struct StructTwitterURLEntities: ReflectiveModel, Codable {
  var urls: [StructTwitterURLEntity] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "urls": \StructTwitterURLEntities.urls
    ]
  }
}

/// Entities extracted from a status text.
///
/// Not mapped: none.
///
/// Notes: `symbols` has the hashtag shape `{text, indices}` and is empty in the fixture.
struct StructTwitterEntities: ReflectiveModel, Codable {
  var hashtags: [StructTwitterHashtag] = []
  var symbols: [StructTwitterHashtag] = []
  var urls: [StructTwitterURLEntity] = []
  var userMentions: [StructTwitterUserMention] = []
  /// Present on 10 of the 173 statuses.
  var media: [StructTwitterMedia]?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "hashtags": \StructTwitterEntities.hashtags,
      "symbols": \StructTwitterEntities.symbols,
      "urls": \StructTwitterEntities.urls,
      "userMentions": \StructTwitterEntities.userMentions,
      "media": \StructTwitterEntities.media,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case hashtags
    case symbols
    case urls
    case userMentions = "user_mentions"
    case media
  }
}

/// A hashtag (or cashtag symbol) with its position in the text.
///
/// Not mapped: none.
struct StructTwitterHashtag: ReflectiveModel, Codable {
  var text: String = ""
  /// `[start, end)` UTF-16 offsets into the status text.
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "text": \StructTwitterHashtag.text,
      "indices": \StructTwitterHashtag.indices,
    ]
  }
}

/// A link in a status text or user profile.
///
/// Not mapped: none.
struct StructTwitterURLEntity: ReflectiveModel, Codable {
  /// The t.co short link.
  var url: String = ""
  var expandedUrl: String = ""
  var displayUrl: String = ""
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \StructTwitterURLEntity.url,
      "expandedUrl": \StructTwitterURLEntity.expandedUrl,
      "displayUrl": \StructTwitterURLEntity.displayUrl,
      "indices": \StructTwitterURLEntity.indices,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case url
    case expandedUrl = "expanded_url"
    case displayUrl = "display_url"
    case indices
  }
}

/// An `@mention` in a status text.
///
/// Not mapped: none.
struct StructTwitterUserMention: ReflectiveModel, Codable {
  var screenName: String = ""
  var name: String = ""
  var id: Int64 = 0
  var idStr: String = ""
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "screenName": \StructTwitterUserMention.screenName,
      "name": \StructTwitterUserMention.name,
      "id": \StructTwitterUserMention.id,
      "idStr": \StructTwitterUserMention.idStr,
      "indices": \StructTwitterUserMention.indices,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name
    case id
    case idStr = "id_str"
    case indices
  }
}

/// An attached photo.
///
/// Not mapped: none.
struct StructTwitterMedia: ReflectiveModel, Codable {
  var id: Int64 = 0
  var idStr: String = ""
  var indices: [Int] = []
  var mediaUrl: String = ""
  var mediaUrlHttps: String = ""
  var url: String = ""
  var displayUrl: String = ""
  var expandedUrl: String = ""
  /// "photo" in the fixture.
  var type: String = ""
  var sizes = StructTwitterMediaSizes()
  /// Present when the media was first posted in another status.
  var sourceStatusId: Int64?
  var sourceStatusIdStr: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \StructTwitterMedia.id,
      "idStr": \StructTwitterMedia.idStr,
      "indices": \StructTwitterMedia.indices,
      "mediaUrl": \StructTwitterMedia.mediaUrl,
      "mediaUrlHttps": \StructTwitterMedia.mediaUrlHttps,
      "url": \StructTwitterMedia.url,
      "displayUrl": \StructTwitterMedia.displayUrl,
      "expandedUrl": \StructTwitterMedia.expandedUrl,
      "type": \StructTwitterMedia.type,
      "sizes": \StructTwitterMedia.sizes,
      "sourceStatusId": \StructTwitterMedia.sourceStatusId,
      "sourceStatusIdStr": \StructTwitterMedia.sourceStatusIdStr,
    ]
  }

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case indices
    case mediaUrl = "media_url"
    case mediaUrlHttps = "media_url_https"
    case url
    case displayUrl = "display_url"
    case expandedUrl = "expanded_url"
    case type
    case sizes
    case sourceStatusId = "source_status_id"
    case sourceStatusIdStr = "source_status_id_str"
  }
}

/// The four renditions of a media item.
///
/// Not mapped: none.
struct StructTwitterMediaSizes: ReflectiveModel, Codable {
  var medium = StructTwitterMediaSize()
  var small = StructTwitterMediaSize()
  var thumb = StructTwitterMediaSize()
  var large = StructTwitterMediaSize()

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "medium": \StructTwitterMediaSizes.medium,
      "small": \StructTwitterMediaSizes.small,
      "thumb": \StructTwitterMediaSizes.thumb,
      "large": \StructTwitterMediaSizes.large,
    ]
  }
}

/// One rendition of a media item.
///
/// Not mapped: none.
struct StructTwitterMediaSize: ReflectiveModel, Codable {
  var w: Int = 0
  var h: Int = 0
  /// "fit" or "crop".
  var resize: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "w": \StructTwitterMediaSize.w,
      "h": \StructTwitterMediaSize.h,
      "resize": \StructTwitterMediaSize.resize,
    ]
  }
}
