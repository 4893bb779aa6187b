// The entities of the Twitter models (TwitterModels.swift, whose header gives the fixture and
// the rules): hashtags, URLs, mentions and media, of a status and of a user.

import Foundation
import ReflectiveMapper

/// Entities of a user profile: links found in `description` and in `url`.
///
/// Not mapped: none.
final class TwitterUserEntities: ReflectiveModel {
  var description: TwitterURLEntities?
  /// Present only when the user has a profile URL.
  var url: TwitterURLEntities?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "description": \TwitterUserEntities.description,
      "url": \TwitterUserEntities.url,
    ]
  }
}

/// A `{"urls": [...]}` wrapper used inside user entities.
///
/// Not mapped: none.
final class TwitterURLEntities: ReflectiveModel {
  var urls: [TwitterURLEntity] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "urls": \TwitterURLEntities.urls
    ]
  }
}

/// Entities extracted from a status text.
///
/// Not mapped: none.
///
/// Notes: `symbols` has the hashtag shape `{text, indices}` and is empty in the fixture.
final class TwitterEntities: ReflectiveModel {
  var hashtags: [TwitterHashtag] = []
  var symbols: [TwitterHashtag] = []
  var urls: [TwitterURLEntity] = []
  var userMentions: [TwitterUserMention] = []
  /// Present on 10 of the 173 statuses.
  var media: [TwitterMedia]?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "hashtags": \TwitterEntities.hashtags,
      "symbols": \TwitterEntities.symbols,
      "urls": \TwitterEntities.urls,
      "userMentions": \TwitterEntities.userMentions,
      "media": \TwitterEntities.media,
    ]
  }
}

/// A hashtag (or cashtag symbol) with its position in the text.
///
/// Not mapped: none.
final class TwitterHashtag: ReflectiveModel {
  var text: String = ""
  /// `[start, end)` UTF-16 offsets into the status text.
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "text": \TwitterHashtag.text,
      "indices": \TwitterHashtag.indices,
    ]
  }
}

/// A link in a status text or user profile.
///
/// Not mapped: none.
final class TwitterURLEntity: ReflectiveModel {
  /// The t.co short link.
  var url: String = ""
  var expandedUrl: String = ""
  var displayUrl: String = ""
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \TwitterURLEntity.url,
      "expandedUrl": \TwitterURLEntity.expandedUrl,
      "displayUrl": \TwitterURLEntity.displayUrl,
      "indices": \TwitterURLEntity.indices,
    ]
  }
}

/// An `@mention` in a status text.
///
/// Not mapped: none.
final class TwitterUserMention: ReflectiveModel {
  var screenName: String = ""
  var name: String = ""
  var id: Int64 = 0
  var idStr: String = ""
  var indices: [Int] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "screenName": \TwitterUserMention.screenName,
      "name": \TwitterUserMention.name,
      "id": \TwitterUserMention.id,
      "idStr": \TwitterUserMention.idStr,
      "indices": \TwitterUserMention.indices,
    ]
  }
}

/// An attached photo.
///
/// Not mapped: none.
final class TwitterMedia: ReflectiveModel {
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
  var sizes = TwitterMediaSizes()
  /// Present when the media was first posted in another status.
  var sourceStatusId: Int64?
  var sourceStatusIdStr: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \TwitterMedia.id,
      "idStr": \TwitterMedia.idStr,
      "indices": \TwitterMedia.indices,
      "mediaUrl": \TwitterMedia.mediaUrl,
      "mediaUrlHttps": \TwitterMedia.mediaUrlHttps,
      "url": \TwitterMedia.url,
      "displayUrl": \TwitterMedia.displayUrl,
      "expandedUrl": \TwitterMedia.expandedUrl,
      "type": \TwitterMedia.type,
      "sizes": \TwitterMedia.sizes,
      "sourceStatusId": \TwitterMedia.sourceStatusId,
      "sourceStatusIdStr": \TwitterMedia.sourceStatusIdStr,
    ]
  }
}

/// The four renditions of a media item.
///
/// Not mapped: none.
final class TwitterMediaSizes: ReflectiveModel {
  var medium = TwitterMediaSize()
  var small = TwitterMediaSize()
  var thumb = TwitterMediaSize()
  var large = TwitterMediaSize()

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "medium": \TwitterMediaSizes.medium,
      "small": \TwitterMediaSizes.small,
      "thumb": \TwitterMediaSizes.thumb,
      "large": \TwitterMediaSizes.large,
    ]
  }
}

/// One rendition of a media item.
///
/// Not mapped: none.
final class TwitterMediaSize: ReflectiveModel {
  var w: Int = 0
  var h: Int = 0
  /// "fit" or "crop".
  var resize: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "w": \TwitterMediaSize.w,
      "h": \TwitterMediaSize.h,
      "resize": \TwitterMediaSize.resize,
    ]
  }
}
