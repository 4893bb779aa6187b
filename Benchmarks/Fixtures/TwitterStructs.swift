// Struct twins of the Twitter models (TwitterModels.swift), for the `twitterStruct` workload:
// the same properties, Swift types, defaults and `keyPaths`, registered the same way (no
// explicit registration; the registry's `.snakeCase` strategy, Workloads.twitterRegistry()),
// but `struct`s. They also conform to Codable with the same snake_case CodingKeys as
// TwitterCodable.swift, so the JSONDecoder / JSONEncoder baselines run on these very structs
// (plain `JSONDecoder()` / `JSONEncoder()`, no key strategy). The hand-written baseline is in
// TwitterStructsHandWritten(+Entities).swift; the user and the entities are in
// TwitterStructs+User.swift and TwitterStructs+Entities.swift. Keep these in sync with
// TwitterModels.swift.
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
