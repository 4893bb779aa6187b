// Hand-written mapping for the Twitter models (TwitterModels.swift): the baseline the
// ReflectiveMapper benchmarks compare against. Written the way an app developer would,
// with `as?` casts on JSONSerialization output; it sets exactly the properties the
// library sets (every property in `keyPaths`), keeping the model default when a key is
// missing or has the wrong type. `handWrittenJSON()` is the reverse: snake_case keys,
// nil optionals skipped, nested models as dictionaries / arrays of dictionaries.

import Foundation

extension TwitterSearchResult {
  /// Maps a search response dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterSearchResult {
    let r = TwitterSearchResult()
    r.statuses = (d["statuses"] as? [[String: Any]])?.map(TwitterStatus.handWritten) ?? []
    if let m = d["search_metadata"] as? [String: Any] { r.searchMetadata = .handWritten(m) }
    return r
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "statuses": statuses.map { $0.handWrittenJSON() },
      "search_metadata": searchMetadata.handWrittenJSON(),
    ]
  }
}

extension TwitterSearchMetadata {
  /// Maps a `search_metadata` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterSearchMetadata {
    let m = TwitterSearchMetadata()
    m.completedIn = d["completed_in"] as? Double ?? 0
    m.maxId = d["max_id"] as? Int64 ?? 0
    m.maxIdStr = d["max_id_str"] as? String ?? ""
    m.nextResults = d["next_results"] as? String
    m.query = d["query"] as? String ?? ""
    m.refreshUrl = d["refresh_url"] as? String ?? ""
    m.count = d["count"] as? Int ?? 0
    m.sinceId = d["since_id"] as? Int64 ?? 0
    m.sinceIdStr = d["since_id_str"] as? String ?? ""
    return m
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "completed_in": completedIn,
      "max_id": maxId,
      "max_id_str": maxIdStr,
      "query": query,
      "refresh_url": refreshUrl,
      "count": count,
      "since_id": sinceId,
      "since_id_str": sinceIdStr,
    ]
    if let nextResults { d["next_results"] = nextResults }
    return d
  }
}

extension TwitterStatus {
  /// Maps one status dictionary (recursing into `retweeted_status`).
  static func handWritten(_ d: [String: Any]) -> TwitterStatus {
    let s = TwitterStatus()
    if let m = d["metadata"] as? [String: Any] { s.metadata = .handWritten(m) }
    s.createdAt = d["created_at"] as? String ?? ""
    s.id = d["id"] as? Int64 ?? 0
    s.idStr = d["id_str"] as? String ?? ""
    s.text = d["text"] as? String ?? ""
    s.source = d["source"] as? String ?? ""
    s.truncated = d["truncated"] as? Bool ?? false
    s.inReplyToStatusId = d["in_reply_to_status_id"] as? Int64
    s.inReplyToStatusIdStr = d["in_reply_to_status_id_str"] as? String
    s.inReplyToUserId = d["in_reply_to_user_id"] as? Int64
    s.inReplyToUserIdStr = d["in_reply_to_user_id_str"] as? String
    s.inReplyToScreenName = d["in_reply_to_screen_name"] as? String
    if let u = d["user"] as? [String: Any] { s.user = .handWritten(u) }
    s.retweetCount = d["retweet_count"] as? Int ?? 0
    s.favoriteCount = d["favorite_count"] as? Int ?? 0
    if let e = d["entities"] as? [String: Any] { s.entities = .handWritten(e) }
    s.favorited = d["favorited"] as? Bool ?? false
    s.retweeted = d["retweeted"] as? Bool ?? false
    s.possiblySensitive = d["possibly_sensitive"] as? Bool
    s.lang = d["lang"] as? String ?? ""
    s.retweetedStatus = (d["retweeted_status"] as? [String: Any]).map(TwitterStatus.handWritten)
    return s
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "metadata": metadata.handWrittenJSON(),
      "created_at": createdAt,
      "id": id,
      "id_str": idStr,
      "text": text,
      "source": source,
      "truncated": truncated,
      "user": user.handWrittenJSON(),
      "retweet_count": retweetCount,
      "favorite_count": favoriteCount,
      "entities": entities.handWrittenJSON(),
      "favorited": favorited,
      "retweeted": retweeted,
      "lang": lang,
    ]
    if let inReplyToStatusId { d["in_reply_to_status_id"] = inReplyToStatusId }
    if let inReplyToStatusIdStr { d["in_reply_to_status_id_str"] = inReplyToStatusIdStr }
    if let inReplyToUserId { d["in_reply_to_user_id"] = inReplyToUserId }
    if let inReplyToUserIdStr { d["in_reply_to_user_id_str"] = inReplyToUserIdStr }
    if let inReplyToScreenName { d["in_reply_to_screen_name"] = inReplyToScreenName }
    if let possiblySensitive { d["possibly_sensitive"] = possiblySensitive }
    if let retweetedStatus { d["retweeted_status"] = retweetedStatus.handWrittenJSON() }
    return d
  }
}

extension TwitterStatusMetadata {
  /// Maps a status `metadata` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterStatusMetadata {
    let m = TwitterStatusMetadata()
    m.resultType = d["result_type"] as? String ?? ""
    m.isoLanguageCode = d["iso_language_code"] as? String ?? ""
    return m
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "result_type": resultType,
      "iso_language_code": isoLanguageCode,
    ]
  }
}

extension TwitterUser {
  /// Maps a `user` dictionary.
  static func handWritten(_ d: [String: Any]) -> TwitterUser {
    let u = TwitterUser()
    u.id = d["id"] as? Int64 ?? 0
    u.idStr = d["id_str"] as? String ?? ""
    u.name = d["name"] as? String ?? ""
    u.screenName = d["screen_name"] as? String ?? ""
    u.location = d["location"] as? String ?? ""
    u.description = d["description"] as? String ?? ""
    u.url = d["url"] as? String
    if let e = d["entities"] as? [String: Any] { u.entities = .handWritten(e) }
    u.protected = d["protected"] as? Bool ?? false
    u.followersCount = d["followers_count"] as? Int ?? 0
    u.friendsCount = d["friends_count"] as? Int ?? 0
    u.listedCount = d["listed_count"] as? Int ?? 0
    u.createdAt = d["created_at"] as? String ?? ""
    u.favouritesCount = d["favourites_count"] as? Int ?? 0
    u.utcOffset = d["utc_offset"] as? Int
    u.timeZone = d["time_zone"] as? String
    u.geoEnabled = d["geo_enabled"] as? Bool ?? false
    u.verified = d["verified"] as? Bool ?? false
    u.statusesCount = d["statuses_count"] as? Int ?? 0
    u.lang = d["lang"] as? String ?? ""
    u.contributorsEnabled = d["contributors_enabled"] as? Bool ?? false
    u.isTranslator = d["is_translator"] as? Bool ?? false
    u.isTranslationEnabled = d["is_translation_enabled"] as? Bool ?? false
    u.profileBackgroundColor = d["profile_background_color"] as? String ?? ""
    u.profileBackgroundImageUrl = d["profile_background_image_url"] as? String ?? ""
    u.profileBackgroundImageUrlHttps = d["profile_background_image_url_https"] as? String ?? ""
    u.profileBackgroundTile = d["profile_background_tile"] as? Bool ?? false
    u.profileImageUrl = d["profile_image_url"] as? String ?? ""
    u.profileImageUrlHttps = d["profile_image_url_https"] as? String ?? ""
    u.profileBannerUrl = d["profile_banner_url"] as? String
    u.profileLinkColor = d["profile_link_color"] as? String ?? ""
    u.profileSidebarBorderColor = d["profile_sidebar_border_color"] as? String ?? ""
    u.profileSidebarFillColor = d["profile_sidebar_fill_color"] as? String ?? ""
    u.profileTextColor = d["profile_text_color"] as? String ?? ""
    u.profileUseBackgroundImage = d["profile_use_background_image"] as? Bool ?? false
    u.defaultProfile = d["default_profile"] as? Bool ?? false
    u.defaultProfileImage = d["default_profile_image"] as? Bool ?? false
    u.following = d["following"] as? Bool
    u.followRequestSent = d["follow_request_sent"] as? Bool
    u.notifications = d["notifications"] as? Bool
    return u
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "id": id,
      "id_str": idStr,
      "name": name,
      "screen_name": screenName,
      "location": location,
      "description": description,
      "entities": entities.handWrittenJSON(),
      "protected": protected,
      "followers_count": followersCount,
      "friends_count": friendsCount,
      "listed_count": listedCount,
      "created_at": createdAt,
      "favourites_count": favouritesCount,
      "geo_enabled": geoEnabled,
      "verified": verified,
      "statuses_count": statusesCount,
      "lang": lang,
      "contributors_enabled": contributorsEnabled,
      "is_translator": isTranslator,
      "is_translation_enabled": isTranslationEnabled,
      "profile_background_color": profileBackgroundColor,
      "profile_background_image_url": profileBackgroundImageUrl,
      "profile_background_image_url_https": profileBackgroundImageUrlHttps,
      "profile_background_tile": profileBackgroundTile,
      "profile_image_url": profileImageUrl,
      "profile_image_url_https": profileImageUrlHttps,
      "profile_link_color": profileLinkColor,
      "profile_sidebar_border_color": profileSidebarBorderColor,
      "profile_sidebar_fill_color": profileSidebarFillColor,
      "profile_text_color": profileTextColor,
      "profile_use_background_image": profileUseBackgroundImage,
      "default_profile": defaultProfile,
      "default_profile_image": defaultProfileImage,
    ]
    if let url { d["url"] = url }
    if let utcOffset { d["utc_offset"] = utcOffset }
    if let timeZone { d["time_zone"] = timeZone }
    if let profileBannerUrl { d["profile_banner_url"] = profileBannerUrl }
    if let following { d["following"] = following }
    if let followRequestSent { d["follow_request_sent"] = followRequestSent }
    if let notifications { d["notifications"] = notifications }
    return d
  }
}
