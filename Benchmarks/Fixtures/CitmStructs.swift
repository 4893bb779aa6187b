// Struct twins of the citm_catalog.json models (CitmModels.swift), for the `citmStruct`
// workload: the same properties, Swift types, defaults and `keyPaths`, registered the same
// way (no explicit registration, default keys: Workloads.citmRegistry()), but `struct`s.
// They also conform to Codable; the synthesized CodingKeys are the service keys (citm's keys
// are the property names), so the JSONDecoder / JSONEncoder baselines run on these very
// structs. Below them, the hand-written baseline: the idiomatic `as?` code of
// CitmHandWritten.swift as an `init(handWritten:)` per struct (not `init(dictionary:)`,
// which would shadow the library's `init(dictionary:registry:)` when the registry is left
// out), and `handWrittenJSON()`. Keep in sync with CitmModels.swift.
import Foundation
import ReflectiveMapper

/// The whole catalogue.
struct StructCitmCatalog: ReflectiveModel, Codable {
  var areaNames: [String: String] = [:]
  var audienceSubCategoryNames: [String: String] = [:]
  var blockNames: [String: String] = [:]
  var events: [String: StructCitmEvent] = [:]
  var performances: [StructCitmPerformance] = []
  var seatCategoryNames: [String: String] = [:]
  var subTopicNames: [String: String] = [:]
  var subjectNames: [String: String] = [:]
  var topicNames: [String: String] = [:]
  var topicSubTopics: [String: [Int]] = [:]
  var venueNames: [String: String] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "areaNames": \StructCitmCatalog.areaNames, "audienceSubCategoryNames": \StructCitmCatalog.audienceSubCategoryNames,
      "blockNames": \StructCitmCatalog.blockNames, "events": \StructCitmCatalog.events, "performances": \StructCitmCatalog.performances,
      "seatCategoryNames": \StructCitmCatalog.seatCategoryNames, "subTopicNames": \StructCitmCatalog.subTopicNames,
      "subjectNames": \StructCitmCatalog.subjectNames, "topicNames": \StructCitmCatalog.topicNames,
      "topicSubTopics": \StructCitmCatalog.topicSubTopics, "venueNames": \StructCitmCatalog.venueNames,
    ]
  }
}

/// An event, keyed by its id in `events`.
struct StructCitmEvent: ReflectiveModel, Codable {
  var description: String?
  var id = 0
  var logo: String?
  var name = ""
  var subTopicIds: [Int] = []
  var subjectCode: String?
  var subtitle: String?
  var topicIds: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "description": \StructCitmEvent.description, "id": \StructCitmEvent.id, "logo": \StructCitmEvent.logo, "name": \StructCitmEvent.name,
      "subTopicIds": \StructCitmEvent.subTopicIds, "subjectCode": \StructCitmEvent.subjectCode, "subtitle": \StructCitmEvent.subtitle,
      "topicIds": \StructCitmEvent.topicIds,
    ]
  }
}

/// A performance of an event.
struct StructCitmPerformance: ReflectiveModel, Codable {
  var eventId = 0
  var id = 0
  var logo: String?
  var name: String?
  var prices: [StructCitmPrice] = []
  var seatCategories: [StructCitmSeatCategory] = []
  var seatMapImage: String?
  var start: Int64 = 0
  var venueCode = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "eventId": \StructCitmPerformance.eventId, "id": \StructCitmPerformance.id, "logo": \StructCitmPerformance.logo,
      "name": \StructCitmPerformance.name, "prices": \StructCitmPerformance.prices, "seatCategories": \StructCitmPerformance.seatCategories,
      "seatMapImage": \StructCitmPerformance.seatMapImage, "start": \StructCitmPerformance.start, "venueCode": \StructCitmPerformance.venueCode,
    ]
  }
}

/// A price for one seat category and audience.
struct StructCitmPrice: ReflectiveModel, Codable {
  var amount = 0
  var audienceSubCategoryId = 0
  var seatCategoryId = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "amount": \StructCitmPrice.amount, "audienceSubCategoryId": \StructCitmPrice.audienceSubCategoryId,
      "seatCategoryId": \StructCitmPrice.seatCategoryId,
    ]
  }
}

/// The areas of one seat category.
struct StructCitmSeatCategory: ReflectiveModel, Codable {
  var areas: [StructCitmArea] = []
  var seatCategoryId = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["areas": \StructCitmSeatCategory.areas, "seatCategoryId": \StructCitmSeatCategory.seatCategoryId] }
}

/// An area and its blocks.
struct StructCitmArea: ReflectiveModel, Codable {
  var areaId = 0
  var blockIds: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["areaId": \StructCitmArea.areaId, "blockIds": \StructCitmArea.blockIds] }
}

// MARK: - Hand-written baseline

extension StructCitmCatalog {
  /// Maps the whole catalogue.
  init(handWritten d: [String: Any]) {
    areaNames = d["areaNames"] as? [String: String] ?? [:]
    audienceSubCategoryNames = d["audienceSubCategoryNames"] as? [String: String] ?? [:]
    blockNames = d["blockNames"] as? [String: String] ?? [:]
    if let events = d["events"] as? [String: Any] {
      var mapped: [String: StructCitmEvent] = [:]
      mapped.reserveCapacity(events.count)
      for (key, value) in events {
        if let event = value as? [String: Any] { mapped[key] = .init(handWritten: event) }
      }
      self.events = mapped
    }
    performances = (d["performances"] as? [[String: Any]])?.map(StructCitmPerformance.init(handWritten:)) ?? []
    seatCategoryNames = d["seatCategoryNames"] as? [String: String] ?? [:]
    subTopicNames = d["subTopicNames"] as? [String: String] ?? [:]
    subjectNames = d["subjectNames"] as? [String: String] ?? [:]
    topicNames = d["topicNames"] as? [String: String] ?? [:]
    topicSubTopics = d["topicSubTopics"] as? [String: [Int]] ?? [:]
    venueNames = d["venueNames"] as? [String: String] ?? [:]
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

extension StructCitmEvent {
  /// Maps one event.
  init(handWritten d: [String: Any]) {
    description = d["description"] as? String
    id = d["id"] as? Int ?? 0
    logo = d["logo"] as? String
    name = d["name"] as? String ?? ""
    subTopicIds = d["subTopicIds"] as? [Int] ?? []
    subjectCode = d["subjectCode"] as? String
    subtitle = d["subtitle"] as? String
    topicIds = d["topicIds"] as? [Int] ?? []
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

extension StructCitmPerformance {
  /// Maps one performance.
  init(handWritten d: [String: Any]) {
    eventId = d["eventId"] as? Int ?? 0
    id = d["id"] as? Int ?? 0
    logo = d["logo"] as? String
    name = d["name"] as? String
    prices = (d["prices"] as? [[String: Any]])?.map(StructCitmPrice.init(handWritten:)) ?? []
    seatCategories = (d["seatCategories"] as? [[String: Any]])?.map(StructCitmSeatCategory.init(handWritten:)) ?? []
    seatMapImage = d["seatMapImage"] as? String
    start = d["start"] as? Int64 ?? 0
    venueCode = d["venueCode"] as? String ?? ""
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

extension StructCitmPrice {
  /// Maps one price.
  init(handWritten d: [String: Any]) {
    amount = d["amount"] as? Int ?? 0
    audienceSubCategoryId = d["audienceSubCategoryId"] as? Int ?? 0
    seatCategoryId = d["seatCategoryId"] as? Int ?? 0
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["amount": amount, "audienceSubCategoryId": audienceSubCategoryId, "seatCategoryId": seatCategoryId]
  }
}

extension StructCitmSeatCategory {
  /// Maps one seat category.
  init(handWritten d: [String: Any]) {
    areas = (d["areas"] as? [[String: Any]])?.map(StructCitmArea.init(handWritten:)) ?? []
    seatCategoryId = d["seatCategoryId"] as? Int ?? 0
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["areas": areas.map { $0.handWrittenJSON() }, "seatCategoryId": seatCategoryId]
  }
}

extension StructCitmArea {
  /// Maps one area.
  init(handWritten d: [String: Any]) {
    areaId = d["areaId"] as? Int ?? 0
    blockIds = d["blockIds"] as? [Int] ?? []
  }

  /// Serialises back to a JSONSerialization-compatible dictionary.
  func handWrittenJSON() -> [String: Any] {
    ["areaId": areaId, "blockIds": blockIds]
  }
}
