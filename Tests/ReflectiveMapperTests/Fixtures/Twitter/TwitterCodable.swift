// Codable equivalents of the Twitter models (TwitterModels.swift): the JSONDecoder /
// JSONEncoder baseline for the ReflectiveMapper benchmarks. Exactly the same fields and
// Swift types as the reflective models; explicit snake_case CodingKeys, so use a plain
// `JSONDecoder()` / `JSONEncoder()` (no key strategy, which would only add overhead).
// Non-optional fields are required by the decoder; optionals use decodeIfPresent and are
// omitted when nil on encode (synthesised behaviour).
//
// `CodableTwitterStatus` is a final class, not a struct: `retweetedStatus` makes it
// recursive, and a struct cannot contain an Optional of itself.

import Foundation

/// Codable twin of `TwitterSearchResult`.
struct CodableTwitterSearchResult: Codable {
  var statuses: [CodableTwitterStatus]
  var searchMetadata: CodableTwitterSearchMetadata

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

/// Codable twin of `TwitterSearchMetadata`.
struct CodableTwitterSearchMetadata: Codable {
  var completedIn: Double
  var maxId: Int64
  var maxIdStr: String
  var nextResults: String?
  var query: String
  var refreshUrl: String
  var count: Int
  var sinceId: Int64
  var sinceIdStr: String

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

/// Codable twin of `TwitterStatus` (a class because it is recursive).
final class CodableTwitterStatus: Codable {
  let metadata: CodableTwitterStatusMetadata
  let createdAt: String
  let id: Int64
  let idStr: String
  let text: String
  let source: String
  let truncated: Bool
  let inReplyToStatusId: Int64?
  let inReplyToStatusIdStr: String?
  let inReplyToUserId: Int64?
  let inReplyToUserIdStr: String?
  let inReplyToScreenName: String?
  let user: CodableTwitterUser
  let retweetCount: Int
  let favoriteCount: Int
  let entities: CodableTwitterEntities
  let favorited: Bool
  let retweeted: Bool
  let possiblySensitive: Bool?
  let lang: String
  let retweetedStatus: CodableTwitterStatus?

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
}

/// Codable twin of `TwitterStatusMetadata`.
struct CodableTwitterStatusMetadata: Codable {
  var resultType: String
  var isoLanguageCode: String

  enum CodingKeys: String, CodingKey {
    case resultType = "result_type"
    case isoLanguageCode = "iso_language_code"
  }
}

/// Codable twin of `TwitterUser`.
struct CodableTwitterUser: Codable {
  var id: Int64
  var idStr: String
  var name: String
  var screenName: String
  var location: String
  var description: String
  var url: String?
  var entities: CodableTwitterUserEntities
  var protected: Bool
  var followersCount: Int
  var friendsCount: Int
  var listedCount: Int
  var createdAt: String
  var favouritesCount: Int
  var utcOffset: Int?
  var timeZone: String?
  var geoEnabled: Bool
  var verified: Bool
  var statusesCount: Int
  var lang: String
  var contributorsEnabled: Bool
  var isTranslator: Bool
  var isTranslationEnabled: Bool
  var profileBackgroundColor: String
  var profileBackgroundImageUrl: String
  var profileBackgroundImageUrlHttps: String
  var profileBackgroundTile: Bool
  var profileImageUrl: String
  var profileImageUrlHttps: String
  var profileBannerUrl: String?
  var profileLinkColor: String
  var profileSidebarBorderColor: String
  var profileSidebarFillColor: String
  var profileTextColor: String
  var profileUseBackgroundImage: Bool
  var defaultProfile: Bool
  var defaultProfileImage: Bool
  var following: Bool?
  var followRequestSent: Bool?
  var notifications: Bool?

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

/// Codable twin of `TwitterUserEntities`.
struct CodableTwitterUserEntities: Codable {
  var description: CodableTwitterURLEntities?
  var url: CodableTwitterURLEntities?
}

/// Codable twin of `TwitterURLEntities`.
struct CodableTwitterURLEntities: Codable {
  var urls: [CodableTwitterURLEntity]
}

/// Codable twin of `TwitterEntities`.
struct CodableTwitterEntities: Codable {
  var hashtags: [CodableTwitterHashtag]
  var symbols: [CodableTwitterHashtag]
  var urls: [CodableTwitterURLEntity]
  var userMentions: [CodableTwitterUserMention]
  var media: [CodableTwitterMedia]?

  enum CodingKeys: String, CodingKey {
    case hashtags
    case symbols
    case urls
    case userMentions = "user_mentions"
    case media
  }
}

/// Codable twin of `TwitterHashtag`.
struct CodableTwitterHashtag: Codable {
  var text: String
  var indices: [Int]
}

/// Codable twin of `TwitterURLEntity`.
struct CodableTwitterURLEntity: Codable {
  var url: String
  var expandedUrl: String
  var displayUrl: String
  var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case url
    case expandedUrl = "expanded_url"
    case displayUrl = "display_url"
    case indices
  }
}

/// Codable twin of `TwitterUserMention`.
struct CodableTwitterUserMention: Codable {
  var screenName: String
  var name: String
  var id: Int64
  var idStr: String
  var indices: [Int]

  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name
    case id
    case idStr = "id_str"
    case indices
  }
}

/// Codable twin of `TwitterMedia`.
struct CodableTwitterMedia: Codable {
  var id: Int64
  var idStr: String
  var indices: [Int]
  var mediaUrl: String
  var mediaUrlHttps: String
  var url: String
  var displayUrl: String
  var expandedUrl: String
  var type: String
  var sizes: CodableTwitterMediaSizes
  var sourceStatusId: Int64?
  var sourceStatusIdStr: String?

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

/// Codable twin of `TwitterMediaSizes`.
struct CodableTwitterMediaSizes: Codable {
  var medium: CodableTwitterMediaSize
  var small: CodableTwitterMediaSize
  var thumb: CodableTwitterMediaSize
  var large: CodableTwitterMediaSize
}

/// Codable twin of `TwitterMediaSize`.
struct CodableTwitterMediaSize: Codable {
  var w: Int
  var h: Int
  var resize: String
}
