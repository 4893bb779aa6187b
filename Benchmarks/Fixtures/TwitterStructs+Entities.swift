// The entities of the Twitter struct twins (TwitterStructs.swift, whose header gives the
// rules): hashtags, URLs, mentions and media.

import Foundation
import ReflectiveMapper

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
