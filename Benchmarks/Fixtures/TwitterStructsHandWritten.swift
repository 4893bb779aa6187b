// Hand-written mapping for the Twitter struct twins (TwitterStructs.swift): the baseline of
// the `twitterStruct` workload. The same idiomatic `as?` code as TwitterHandWritten.swift, as
// an app developer writes it for structs: an `init(handWritten:)` that assigns every property
// in `keyPaths`, keeping the default when a key is missing or has the wrong type (`null`
// clears an optional). It is not named `init(dictionary:)`, which would shadow the library's
// `init(dictionary:registry:)` in calls that leave the registry out. `handWrittenJSON()` is
// the reverse: snake_case keys, nil optionals skipped, nested models as dictionaries.

import Foundation

extension StructTwitterSearchResult {
  /// Maps a search response dictionary.
  init(handWritten d: [String: Any]) {
    statuses = (d["statuses"] as? [[String: Any]])?.map(StructTwitterStatus.init(handWritten:)) ?? []
    if let m = d["search_metadata"] as? [String: Any] { searchMetadata = .init(handWritten: m) }
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "statuses": statuses.map { $0.handWrittenJSON() },
      "search_metadata": searchMetadata.handWrittenJSON(),
    ]
  }
}

extension StructTwitterSearchMetadata {
  /// Maps a `search_metadata` dictionary.
  init(handWritten d: [String: Any]) {
    completedIn = d["completed_in"] as? Double ?? 0
    maxId = d["max_id"] as? Int64 ?? 0
    maxIdStr = d["max_id_str"] as? String ?? ""
    nextResults = d["next_results"] as? String
    query = d["query"] as? String ?? ""
    refreshUrl = d["refresh_url"] as? String ?? ""
    count = d["count"] as? Int ?? 0
    sinceId = d["since_id"] as? Int64 ?? 0
    sinceIdStr = d["since_id_str"] as? String ?? ""
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

extension StructTwitterStatus {
  /// Maps one status dictionary (recursing into `retweeted_status`).
  init(handWritten d: [String: Any]) {
    if let m = d["metadata"] as? [String: Any] { metadata = .init(handWritten: m) }
    createdAt = d["created_at"] as? String ?? ""
    id = d["id"] as? Int64 ?? 0
    idStr = d["id_str"] as? String ?? ""
    text = d["text"] as? String ?? ""
    source = d["source"] as? String ?? ""
    truncated = d["truncated"] as? Bool ?? false
    inReplyToStatusId = d["in_reply_to_status_id"] as? Int64
    inReplyToStatusIdStr = d["in_reply_to_status_id_str"] as? String
    inReplyToUserId = d["in_reply_to_user_id"] as? Int64
    inReplyToUserIdStr = d["in_reply_to_user_id_str"] as? String
    inReplyToScreenName = d["in_reply_to_screen_name"] as? String
    if let u = d["user"] as? [String: Any] { user = .init(handWritten: u) }
    retweetCount = d["retweet_count"] as? Int ?? 0
    favoriteCount = d["favorite_count"] as? Int ?? 0
    if let e = d["entities"] as? [String: Any] { entities = .init(handWritten: e) }
    favorited = d["favorited"] as? Bool ?? false
    retweeted = d["retweeted"] as? Bool ?? false
    possiblySensitive = d["possibly_sensitive"] as? Bool
    lang = d["lang"] as? String ?? ""
    retweetedStatus = (d["retweeted_status"] as? [String: Any]).map(StructTwitterStatus.init(handWritten:))
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

extension StructTwitterStatusMetadata {
  /// Maps a status `metadata` dictionary.
  init(handWritten d: [String: Any]) {
    resultType = d["result_type"] as? String ?? ""
    isoLanguageCode = d["iso_language_code"] as? String ?? ""
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "result_type": resultType,
      "iso_language_code": isoLanguageCode,
    ]
  }
}

extension StructTwitterUser {
  /// Maps a `user` dictionary.
  init(handWritten d: [String: Any]) {
    id = d["id"] as? Int64 ?? 0
    idStr = d["id_str"] as? String ?? ""
    name = d["name"] as? String ?? ""
    screenName = d["screen_name"] as? String ?? ""
    location = d["location"] as? String ?? ""
    description = d["description"] as? String ?? ""
    url = d["url"] as? String
    if let e = d["entities"] as? [String: Any] { entities = .init(handWritten: e) }
    protected = d["protected"] as? Bool ?? false
    followersCount = d["followers_count"] as? Int ?? 0
    friendsCount = d["friends_count"] as? Int ?? 0
    listedCount = d["listed_count"] as? Int ?? 0
    createdAt = d["created_at"] as? String ?? ""
    favouritesCount = d["favourites_count"] as? Int ?? 0
    utcOffset = d["utc_offset"] as? Int
    timeZone = d["time_zone"] as? String
    geoEnabled = d["geo_enabled"] as? Bool ?? false
    verified = d["verified"] as? Bool ?? false
    statusesCount = d["statuses_count"] as? Int ?? 0
    lang = d["lang"] as? String ?? ""
    contributorsEnabled = d["contributors_enabled"] as? Bool ?? false
    isTranslator = d["is_translator"] as? Bool ?? false
    isTranslationEnabled = d["is_translation_enabled"] as? Bool ?? false
    profileBackgroundColor = d["profile_background_color"] as? String ?? ""
    profileBackgroundImageUrl = d["profile_background_image_url"] as? String ?? ""
    profileBackgroundImageUrlHttps = d["profile_background_image_url_https"] as? String ?? ""
    profileBackgroundTile = d["profile_background_tile"] as? Bool ?? false
    profileImageUrl = d["profile_image_url"] as? String ?? ""
    profileImageUrlHttps = d["profile_image_url_https"] as? String ?? ""
    profileBannerUrl = d["profile_banner_url"] as? String
    profileLinkColor = d["profile_link_color"] as? String ?? ""
    profileSidebarBorderColor = d["profile_sidebar_border_color"] as? String ?? ""
    profileSidebarFillColor = d["profile_sidebar_fill_color"] as? String ?? ""
    profileTextColor = d["profile_text_color"] as? String ?? ""
    profileUseBackgroundImage = d["profile_use_background_image"] as? Bool ?? false
    defaultProfile = d["default_profile"] as? Bool ?? false
    defaultProfileImage = d["default_profile_image"] as? Bool ?? false
    following = d["following"] as? Bool
    followRequestSent = d["follow_request_sent"] as? Bool
    notifications = d["notifications"] as? Bool
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
