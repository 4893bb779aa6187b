// The hand-written mapping of the Twitter struct twins' entities, written as
// TwitterStructsHandWritten.swift's header says.

import Foundation

extension StructTwitterUserEntities {
  /// Maps a user `entities` dictionary.
  init(handWritten d: [String: Any]) {
    description = (d["description"] as? [String: Any]).map(StructTwitterURLEntities.init(handWritten:))
    url = (d["url"] as? [String: Any]).map(StructTwitterURLEntities.init(handWritten:))
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [:]
    if let description { d["description"] = description.handWrittenJSON() }
    if let url { d["url"] = url.handWrittenJSON() }
    return d
  }
}

extension StructTwitterURLEntities {
  /// Maps a `{"urls": [...]}` dictionary.
  init(handWritten d: [String: Any]) {
    urls = (d["urls"] as? [[String: Any]])?.map(StructTwitterURLEntity.init(handWritten:)) ?? []
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["urls": urls.map { $0.handWrittenJSON() }]
  }
}

extension StructTwitterEntities {
  /// Maps a status `entities` dictionary.
  init(handWritten d: [String: Any]) {
    hashtags = (d["hashtags"] as? [[String: Any]])?.map(StructTwitterHashtag.init(handWritten:)) ?? []
    symbols = (d["symbols"] as? [[String: Any]])?.map(StructTwitterHashtag.init(handWritten:)) ?? []
    urls = (d["urls"] as? [[String: Any]])?.map(StructTwitterURLEntity.init(handWritten:)) ?? []
    userMentions = (d["user_mentions"] as? [[String: Any]])?.map(StructTwitterUserMention.init(handWritten:)) ?? []
    media = (d["media"] as? [[String: Any]])?.map(StructTwitterMedia.init(handWritten:))
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

extension StructTwitterHashtag {
  /// Maps a hashtag (or symbol) dictionary.
  init(handWritten d: [String: Any]) {
    text = d["text"] as? String ?? ""
    indices = d["indices"] as? [Int] ?? []
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "text": text,
      "indices": indices,
    ]
  }
}

extension StructTwitterURLEntity {
  /// Maps a url entity dictionary.
  init(handWritten d: [String: Any]) {
    url = d["url"] as? String ?? ""
    expandedUrl = d["expanded_url"] as? String ?? ""
    displayUrl = d["display_url"] as? String ?? ""
    indices = d["indices"] as? [Int] ?? []
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

extension StructTwitterUserMention {
  /// Maps a user mention dictionary.
  init(handWritten d: [String: Any]) {
    screenName = d["screen_name"] as? String ?? ""
    name = d["name"] as? String ?? ""
    id = d["id"] as? Int64 ?? 0
    idStr = d["id_str"] as? String ?? ""
    indices = d["indices"] as? [Int] ?? []
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

extension StructTwitterMedia {
  /// Maps a media dictionary.
  init(handWritten d: [String: Any]) {
    id = d["id"] as? Int64 ?? 0
    idStr = d["id_str"] as? String ?? ""
    indices = d["indices"] as? [Int] ?? []
    mediaUrl = d["media_url"] as? String ?? ""
    mediaUrlHttps = d["media_url_https"] as? String ?? ""
    url = d["url"] as? String ?? ""
    displayUrl = d["display_url"] as? String ?? ""
    expandedUrl = d["expanded_url"] as? String ?? ""
    type = d["type"] as? String ?? ""
    if let s = d["sizes"] as? [String: Any] { sizes = .init(handWritten: s) }
    sourceStatusId = d["source_status_id"] as? Int64
    sourceStatusIdStr = d["source_status_id_str"] as? String
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

extension StructTwitterMediaSizes {
  /// Maps a media `sizes` dictionary.
  init(handWritten d: [String: Any]) {
    if let m = d["medium"] as? [String: Any] { medium = .init(handWritten: m) }
    if let m = d["small"] as? [String: Any] { small = .init(handWritten: m) }
    if let m = d["thumb"] as? [String: Any] { thumb = .init(handWritten: m) }
    if let m = d["large"] as? [String: Any] { large = .init(handWritten: m) }
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

extension StructTwitterMediaSize {
  /// Maps one media size dictionary.
  init(handWritten d: [String: Any]) {
    w = d["w"] as? Int ?? 0
    h = d["h"] as? Int ?? 0
    resize = d["resize"] as? String ?? ""
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
