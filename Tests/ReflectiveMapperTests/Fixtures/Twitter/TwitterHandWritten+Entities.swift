// The hand-written mapping of the Twitter entities (TwitterModels+Entities.swift), written as
// TwitterHandWritten.swift's header says.

import Foundation

extension TwitterUserEntities {
  /// Maps a user `entities` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterUserEntities {
    let e = TwitterUserEntities()
    e.description = (d["description"] as? [String: Any]).map(TwitterURLEntities.handWritten)
    e.url = (d["url"] as? [String: Any]).map(TwitterURLEntities.handWritten)
    return e
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [:]
    if let description { d["description"] = description.handWrittenJSON() }
    if let url { d["url"] = url.handWrittenJSON() }
    return d
  }
}

extension TwitterURLEntities {
  /// Maps a `{"urls": [...]}` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterURLEntities {
    let e = TwitterURLEntities()
    e.urls = (d["urls"] as? [[String: Any]])?.map(TwitterURLEntity.handWritten) ?? []
    return e
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["urls": urls.map { $0.handWrittenJSON() }]
  }
}

extension TwitterEntities {
  /// Maps a status `entities` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterEntities {
    let e = TwitterEntities()
    e.hashtags = (d["hashtags"] as? [[String: Any]])?.map(TwitterHashtag.handWritten) ?? []
    e.symbols = (d["symbols"] as? [[String: Any]])?.map(TwitterHashtag.handWritten) ?? []
    e.urls = (d["urls"] as? [[String: Any]])?.map(TwitterURLEntity.handWritten) ?? []
    e.userMentions = (d["user_mentions"] as? [[String: Any]])?.map(TwitterUserMention.handWritten) ?? []
    e.media = (d["media"] as? [[String: Any]])?.map(TwitterMedia.handWritten)
    return e
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "hashtags": hashtags.map { $0.handWrittenJSON() },
      "symbols": symbols.map { $0.handWrittenJSON() },
      "urls": urls.map { $0.handWrittenJSON() },
      "user_mentions": userMentions.map { $0.handWrittenJSON() },
    ]
    if let media { d["media"] = media.map { $0.handWrittenJSON() } }
    return d
  }
}

extension TwitterHashtag {
  /// Maps a hashtag (or symbol) dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterHashtag {
    let h = TwitterHashtag()
    h.text = d["text"] as? String ?? ""
    h.indices = d["indices"] as? [Int] ?? []
    return h
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "text": text,
      "indices": indices,
    ]
  }
}

extension TwitterURLEntity {
  /// Maps a url entity dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterURLEntity {
    let u = TwitterURLEntity()
    u.url = d["url"] as? String ?? ""
    u.expandedUrl = d["expanded_url"] as? String ?? ""
    u.displayUrl = d["display_url"] as? String ?? ""
    u.indices = d["indices"] as? [Int] ?? []
    return u
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "url": url,
      "expanded_url": expandedUrl,
      "display_url": displayUrl,
      "indices": indices,
    ]
  }
}

extension TwitterUserMention {
  /// Maps a user mention dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterUserMention {
    let m = TwitterUserMention()
    m.screenName = d["screen_name"] as? String ?? ""
    m.name = d["name"] as? String ?? ""
    m.id = d["id"] as? Int64 ?? 0
    m.idStr = d["id_str"] as? String ?? ""
    m.indices = d["indices"] as? [Int] ?? []
    return m
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "screen_name": screenName,
      "name": name,
      "id": id,
      "id_str": idStr,
      "indices": indices,
    ]
  }
}

extension TwitterMedia {
  /// Maps a media dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterMedia {
    let m = TwitterMedia()
    m.id = d["id"] as? Int64 ?? 0
    m.idStr = d["id_str"] as? String ?? ""
    m.indices = d["indices"] as? [Int] ?? []
    m.mediaUrl = d["media_url"] as? String ?? ""
    m.mediaUrlHttps = d["media_url_https"] as? String ?? ""
    m.url = d["url"] as? String ?? ""
    m.displayUrl = d["display_url"] as? String ?? ""
    m.expandedUrl = d["expanded_url"] as? String ?? ""
    m.type = d["type"] as? String ?? ""
    if let s = d["sizes"] as? [String: Any] { m.sizes = .handWritten(s) }
    m.sourceStatusId = d["source_status_id"] as? Int64
    m.sourceStatusIdStr = d["source_status_id_str"] as? String
    return m
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "id": id,
      "id_str": idStr,
      "indices": indices,
      "media_url": mediaUrl,
      "media_url_https": mediaUrlHttps,
      "url": url,
      "display_url": displayUrl,
      "expanded_url": expandedUrl,
      "type": type,
      "sizes": sizes.handWrittenJSON(),
    ]
    if let sourceStatusId { d["source_status_id"] = sourceStatusId }
    if let sourceStatusIdStr { d["source_status_id_str"] = sourceStatusIdStr }
    return d
  }
}

extension TwitterMediaSizes {
  /// Maps a media `sizes` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterMediaSizes {
    let s = TwitterMediaSizes()
    if let m = d["medium"] as? [String: Any] { s.medium = .handWritten(m) }
    if let m = d["small"] as? [String: Any] { s.small = .handWritten(m) }
    if let m = d["thumb"] as? [String: Any] { s.thumb = .handWritten(m) }
    if let m = d["large"] as? [String: Any] { s.large = .handWritten(m) }
    return s
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "medium": medium.handWrittenJSON(),
      "small": small.handWrittenJSON(),
      "thumb": thumb.handWrittenJSON(),
      "large": large.handWrittenJSON(),
    ]
  }
}

extension TwitterMediaSize {
  /// Maps one media size dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterMediaSize {
    let s = TwitterMediaSize()
    s.w = d["w"] as? Int ?? 0
    s.h = d["h"] as? Int ?? 0
    s.resize = d["resize"] as? String ?? ""
    return s
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "w": w,
      "h": h,
      "resize": resize,
    ]
  }
}
