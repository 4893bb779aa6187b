// Models for citm_catalog.json (simdjson/simdjson jsonexamples, Apache-2.0 or MIT): dictionaries
// of models and names keyed by numeric-string ids, arrays of nested models, nullable fields.
// `CitmCodable*` are the equivalent Codable types, for the JSONDecoder baseline.
import Foundation
import ReflectiveMapper

/// The whole catalogue.
final class CitmCatalog: ReflectiveModel {
  var areaNames: [String: String] = [:]
  var audienceSubCategoryNames: [String: String] = [:]
  var blockNames: [String: String] = [:]
  var events: [String: CitmEvent] = [:]
  var performances: [CitmPerformance] = []
  var seatCategoryNames: [String: String] = [:]
  var subTopicNames: [String: String] = [:]
  var subjectNames: [String: String] = [:]
  var topicNames: [String: String] = [:]
  var topicSubTopics: [String: [Int]] = [:]
  var venueNames: [String: String] = [:]
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "areaNames": \CitmCatalog.areaNames, "audienceSubCategoryNames": \CitmCatalog.audienceSubCategoryNames,
      "blockNames": \CitmCatalog.blockNames, "events": \CitmCatalog.events, "performances": \CitmCatalog.performances,
      "seatCategoryNames": \CitmCatalog.seatCategoryNames, "subTopicNames": \CitmCatalog.subTopicNames,
      "subjectNames": \CitmCatalog.subjectNames, "topicNames": \CitmCatalog.topicNames,
      "topicSubTopics": \CitmCatalog.topicSubTopics, "venueNames": \CitmCatalog.venueNames,
    ]
  }
}

/// An event, keyed by its id in `events`.
final class CitmEvent: ReflectiveModel {
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
      "description": \CitmEvent.description, "id": \CitmEvent.id, "logo": \CitmEvent.logo, "name": \CitmEvent.name,
      "subTopicIds": \CitmEvent.subTopicIds, "subjectCode": \CitmEvent.subjectCode, "subtitle": \CitmEvent.subtitle,
      "topicIds": \CitmEvent.topicIds,
    ]
  }
}

/// A performance of an event.
final class CitmPerformance: ReflectiveModel {
  var eventId = 0
  var id = 0
  var logo: String?
  var name: String?
  var prices: [CitmPrice] = []
  var seatCategories: [CitmSeatCategory] = []
  var seatMapImage: String?
  var start: Int64 = 0
  var venueCode = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "eventId": \CitmPerformance.eventId, "id": \CitmPerformance.id, "logo": \CitmPerformance.logo,
      "name": \CitmPerformance.name, "prices": \CitmPerformance.prices, "seatCategories": \CitmPerformance.seatCategories,
      "seatMapImage": \CitmPerformance.seatMapImage, "start": \CitmPerformance.start, "venueCode": \CitmPerformance.venueCode,
    ]
  }
}

/// A price for one seat category and audience.
final class CitmPrice: ReflectiveModel {
  var amount = 0
  var audienceSubCategoryId = 0
  var seatCategoryId = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "amount": \CitmPrice.amount, "audienceSubCategoryId": \CitmPrice.audienceSubCategoryId,
      "seatCategoryId": \CitmPrice.seatCategoryId,
    ]
  }
}

/// The areas of one seat category.
final class CitmSeatCategory: ReflectiveModel {
  var areas: [CitmArea] = []
  var seatCategoryId = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["areas": \CitmSeatCategory.areas, "seatCategoryId": \CitmSeatCategory.seatCategoryId] }
}

/// An area and its blocks.
final class CitmArea: ReflectiveModel {
  var areaId = 0
  var blockIds: [Int] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["areaId": \CitmArea.areaId, "blockIds": \CitmArea.blockIds] }
}

// MARK: - Codable equivalents

struct CitmCodableCatalog: Codable {
  var areaNames: [String: String]
  var audienceSubCategoryNames: [String: String]
  var blockNames: [String: String]
  var events: [String: CitmCodableEvent]
  var performances: [CitmCodablePerformance]
  var seatCategoryNames: [String: String]
  var subTopicNames: [String: String]
  var subjectNames: [String: String]
  var topicNames: [String: String]
  var topicSubTopics: [String: [Int]]
  var venueNames: [String: String]
}

struct CitmCodableEvent: Codable {
  var description: String?
  var id: Int
  var logo: String?
  var name: String
  var subTopicIds: [Int]
  var subjectCode: String?
  var subtitle: String?
  var topicIds: [Int]
}

struct CitmCodablePerformance: Codable {
  var eventId: Int
  var id: Int
  var logo: String?
  var name: String?
  var prices: [CitmCodablePrice]
  var seatCategories: [CitmCodableSeatCategory]
  var seatMapImage: String?
  var start: Int64
  var venueCode: String
}

struct CitmCodablePrice: Codable {
  var amount: Int
  var audienceSubCategoryId: Int
  var seatCategoryId: Int
}

struct CitmCodableSeatCategory: Codable {
  var areas: [CitmCodableArea]
  var seatCategoryId: Int
}

struct CitmCodableArea: Codable {
  var areaId: Int
  var blockIds: [Int]
}
