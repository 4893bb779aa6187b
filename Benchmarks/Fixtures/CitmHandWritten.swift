// Hand-written mapping for the citm_catalog.json models (CitmModels.swift, from the library's
// test fixtures): the baseline the ReflectiveMapper benchmarks compare against. Written the
// way an app developer would, with `as?` casts on JSONSerialization output, in the style of
// TwitterHandWritten.swift: it sets every property in `keyPaths`, keeping the model default
// when a key is missing or has the wrong type (`null` clears an optional). The keys are the
// property names (citm uses camelCase, so the registry has the default key strategy).
// `handWrittenJSON()` is the reverse: nil optionals skipped, nested models as dictionaries.
import Foundation

extension CitmCatalog {
  /// Maps the whole catalogue.
  static func handWritten(_ d: [String: Any]) -> CitmCatalog {
    let c = CitmCatalog()
    c.areaNames = d["areaNames"] as? [String: String] ?? [:]
    c.audienceSubCategoryNames = d["audienceSubCategoryNames"] as? [String: String] ?? [:]
    c.blockNames = d["blockNames"] as? [String: String] ?? [:]
    if let events = d["events"] as? [String: Any] {
      var mapped: [String: CitmEvent] = [:]
      mapped.reserveCapacity(events.count)
      for (key, value) in events {
        if let event = value as? [String: Any] { mapped[key] = .handWritten(event) }
      }
      c.events = mapped
    }
    c.performances = (d["performances"] as? [[String: Any]])?.map(CitmPerformance.handWritten) ?? []
    c.seatCategoryNames = d["seatCategoryNames"] as? [String: String] ?? [:]
    c.subTopicNames = d["subTopicNames"] as? [String: String] ?? [:]
    c.subjectNames = d["subjectNames"] as? [String: String] ?? [:]
    c.topicNames = d["topicNames"] as? [String: String] ?? [:]
    c.topicSubTopics = d["topicSubTopics"] as? [String: [Int]] ?? [:]
    c.venueNames = d["venueNames"] as? [String: String] ?? [:]
    return c
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    [
      "areaNames": areaNames,
      "audienceSubCategoryNames": audienceSubCategoryNames,
      "blockNames": blockNames,
      "events": events.mapValues { $0.handWrittenJSON() },
      "performances": performances.map { $0.handWrittenJSON() },
      "seatCategoryNames": seatCategoryNames,
      "subTopicNames": subTopicNames,
      "subjectNames": subjectNames,
      "topicNames": topicNames,
      "topicSubTopics": topicSubTopics,
      "venueNames": venueNames,
    ]
  }
}

extension CitmEvent {
  /// Maps one event.
  static func handWritten(_ d: [String: Any]) -> CitmEvent {
    let e = CitmEvent()
    e.description = d["description"] as? String
    e.id = d["id"] as? Int ?? 0
    e.logo = d["logo"] as? String
    e.name = d["name"] as? String ?? ""
    e.subTopicIds = d["subTopicIds"] as? [Int] ?? []
    e.subjectCode = d["subjectCode"] as? String
    e.subtitle = d["subtitle"] as? String
    e.topicIds = d["topicIds"] as? [Int] ?? []
    return e
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "id": id,
      "name": name,
      "subTopicIds": subTopicIds,
      "topicIds": topicIds,
    ]
    if let description { d["description"] = description }
    if let logo { d["logo"] = logo }
    if let subjectCode { d["subjectCode"] = subjectCode }
    if let subtitle { d["subtitle"] = subtitle }
    return d
  }
}

extension CitmPerformance {
  /// Maps one performance.
  static func handWritten(_ d: [String: Any]) -> CitmPerformance {
    let p = CitmPerformance()
    p.eventId = d["eventId"] as? Int ?? 0
    p.id = d["id"] as? Int ?? 0
    p.logo = d["logo"] as? String
    p.name = d["name"] as? String
    p.prices = (d["prices"] as? [[String: Any]])?.map(CitmPrice.handWritten) ?? []
    p.seatCategories = (d["seatCategories"] as? [[String: Any]])?.map(CitmSeatCategory.handWritten) ?? []
    p.seatMapImage = d["seatMapImage"] as? String
    p.start = d["start"] as? Int64 ?? 0
    p.venueCode = d["venueCode"] as? String ?? ""
    return p
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    var d: [String: Any] = [
      "eventId": eventId,
      "id": id,
      "prices": prices.map { $0.handWrittenJSON() },
      "seatCategories": seatCategories.map { $0.handWrittenJSON() },
      "start": start,
      "venueCode": venueCode,
    ]
    if let logo { d["logo"] = logo }
    if let name { d["name"] = name }
    if let seatMapImage { d["seatMapImage"] = seatMapImage }
    return d
  }
}

extension CitmPrice {
  /// Maps one price.
  static func handWritten(_ d: [String: Any]) -> CitmPrice {
    let p = CitmPrice()
    p.amount = d["amount"] as? Int ?? 0
    p.audienceSubCategoryId = d["audienceSubCategoryId"] as? Int ?? 0
    p.seatCategoryId = d["seatCategoryId"] as? Int ?? 0
    return p
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["amount": amount, "audienceSubCategoryId": audienceSubCategoryId, "seatCategoryId": seatCategoryId]
  }
}

extension CitmSeatCategory {
  /// Maps one seat category.
  static func handWritten(_ d: [String: Any]) -> CitmSeatCategory {
    let s = CitmSeatCategory()
    s.areas = (d["areas"] as? [[String: Any]])?.map(CitmArea.handWritten) ?? []
    s.seatCategoryId = d["seatCategoryId"] as? Int ?? 0
    return s
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["areas": areas.map { $0.handWrittenJSON() }, "seatCategoryId": seatCategoryId]
  }
}

extension CitmArea {
  /// Maps one area.
  static func handWritten(_ d: [String: Any]) -> CitmArea {
    let a = CitmArea()
    a.areaId = d["areaId"] as? Int ?? 0
    a.blockIds = d["blockIds"] as? [Int] ?? []
    return a
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["areaId": areaId, "blockIds": blockIds]
  }
}
