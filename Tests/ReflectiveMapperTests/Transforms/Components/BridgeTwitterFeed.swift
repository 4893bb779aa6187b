import Foundation

// A compact Codable model of /work/shared/data/twitter.json for the bridge tests and benchmark
// (not part of the library). Keys are snake_case in the file, mapped with explicit CodingKeys.

struct BridgeTwitterFeed: Codable, Equatable, Sendable {
  let statuses: [BridgeStatus]
  let searchMetadata: BridgeSearchMetadata

  enum CodingKeys: String, CodingKey {
    case statuses
    case searchMetadata = "search_metadata"
  }
}

struct BridgeSearchMetadata: Codable, Equatable, Sendable {
  let completedIn: Double
  let maxId: Int64
  let maxIdStr: String
  let nextResults: String
  let query: String
  let refreshUrl: String
  let count: Int
  let sinceId: Int
  let sinceIdStr: String

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

struct BridgeStatus: Codable, Equatable, Sendable {
  let metadata: BridgeStatusMetadata
  let createdAt: String
  let id: UInt64
  let idStr: String
  let text: String
  let source: String
  let truncated: Bool
  let inReplyToStatusId: Int64?
  let inReplyToUserId: Int?
  let inReplyToScreenName: String?
  let user: BridgeTwitterUser
  let retweetCount: Int
  let favoriteCount: Int
  let entities: BridgeEntities
  let favorited: Bool
  let retweeted: Bool
  let possiblySensitive: Bool?
  let lang: String
  let retweetedStatus: BridgeRetweetedStatus?

  enum CodingKeys: String, CodingKey {
    case metadata
    case createdAt = "created_at"
    case id
    case idStr = "id_str"
    case text, source, truncated
    case inReplyToStatusId = "in_reply_to_status_id"
    case inReplyToUserId = "in_reply_to_user_id"
    case inReplyToScreenName = "in_reply_to_screen_name"
    case user
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case entities, favorited, retweeted
    case possiblySensitive = "possibly_sensitive"
    case lang
    case retweetedStatus = "retweeted_status"
  }
}

/// The retweeted status: the same shape one level down, without a further retweet.
struct BridgeRetweetedStatus: Codable, Equatable, Sendable {
  let metadata: BridgeStatusMetadata
  let createdAt: String
  let id: UInt64
  let idStr: String
  let text: String
  let user: BridgeTwitterUser
  let retweetCount: Int
  let favoriteCount: Int
  let entities: BridgeEntities
  let possiblySensitive: Bool?
  let lang: String

  enum CodingKeys: String, CodingKey {
    case metadata
    case createdAt = "created_at"
    case id
    case idStr = "id_str"
    case text
    case user
    case retweetCount = "retweet_count"
    case favoriteCount = "favorite_count"
    case entities
    case possiblySensitive = "possibly_sensitive"
    case lang
  }
}

struct BridgeStatusMetadata: Codable, Equatable, Sendable {
  let resultType: String
  let isoLanguageCode: String

  enum CodingKeys: String, CodingKey {
    case resultType = "result_type"
    case isoLanguageCode = "iso_language_code"
  }
}

struct BridgeTwitterUser: Codable, Equatable, Sendable {
  let id: Int
  let idStr: String
  let name: String
  let screenName: String
  let location: String
  let description: String
  let url: String?
  let entities: BridgeUserEntities
  let protected: Bool
  let followersCount: Int
  let friendsCount: Int
  let listedCount: Int
  let createdAt: String
  let favouritesCount: Int
  let utcOffset: Int?
  let timeZone: String?
  let geoEnabled: Bool
  let verified: Bool
  let statusesCount: Int
  let lang: String
  let profileBackgroundColor: String
  let profileImageUrl: URL
  let profileImageUrlHttps: URL
  let profileBannerUrl: URL?
  let following: Bool
  let defaultProfile: Bool

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case name
    case screenName = "screen_name"
    case location, description, url, entities, protected
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
    case profileBackgroundColor = "profile_background_color"
    case profileImageUrl = "profile_image_url"
    case profileImageUrlHttps = "profile_image_url_https"
    case profileBannerUrl = "profile_banner_url"
    case following
    case defaultProfile = "default_profile"
  }
}

struct BridgeUserEntities: Codable, Equatable, Sendable {
  let description: BridgeURLList
  let url: BridgeURLList?
}

struct BridgeURLList: Codable, Equatable, Sendable {
  let urls: [BridgeURLEntity]
}

struct BridgeEntities: Codable, Equatable, Sendable {
  let hashtags: [BridgeHashtag]
  let symbols: [BridgeHashtag]
  let urls: [BridgeURLEntity]
  let userMentions: [BridgeMention]
  let media: [BridgeMedia]?

  enum CodingKeys: String, CodingKey {
    case hashtags, symbols, urls
    case userMentions = "user_mentions"
    case media
  }
}

struct BridgeHashtag: Codable, Equatable, Sendable {
  let text: String
  let indices: [Int]
}

struct BridgeURLEntity: Codable, Equatable, Sendable {
  let url: String
  let expandedUrl: String
  let displayUrl: String
  let indices: [Int]

  enum CodingKeys: String, CodingKey {
    case url
    case expandedUrl = "expanded_url"
    case displayUrl = "display_url"
    case indices
  }
}

struct BridgeMention: Codable, Equatable, Sendable {
  let screenName: String
  let name: String
  let id: Int
  let idStr: String
  let indices: [Int]

  enum CodingKeys: String, CodingKey {
    case screenName = "screen_name"
    case name, id
    case idStr = "id_str"
    case indices
  }
}

struct BridgeMedia: Codable, Equatable, Sendable {
  let id: Int64
  let idStr: String
  let indices: [Int]
  let mediaUrl: URL
  let mediaUrlHttps: URL
  let url: String
  let displayUrl: String
  let expandedUrl: String
  let type: String
  let sizes: [String: BridgeMediaSize]
  let sourceStatusId: Int64?
  let sourceStatusIdStr: String?

  enum CodingKeys: String, CodingKey {
    case id
    case idStr = "id_str"
    case indices
    case mediaUrl = "media_url"
    case mediaUrlHttps = "media_url_https"
    case url
    case displayUrl = "display_url"
    case expandedUrl = "expanded_url"
    case type, sizes
    case sourceStatusId = "source_status_id"
    case sourceStatusIdStr = "source_status_id_str"
  }
}

struct BridgeMediaSize: Codable, Equatable, Sendable {
  let w: Int
  let h: Int
  let resize: String
}

/// Locates the shared data directory (`/work/shared/data`, or `$TRANSFORMS_DATA`).
enum BridgeSharedData {
  static var directory: URL {
    URL(fileURLWithPath: ProcessInfo.processInfo.environment["TRANSFORMS_DATA"] ?? "/work/shared/data")
  }

  /// The bytes of a data file, or `nil` when it is absent.
  static func contents(_ relativePath: String) -> Data? {
    try? Data(contentsOf: directory.appendingPathComponent(relativePath))
  }
}
