import Foundation
import ReflectiveMapper
import Testing

@Suite struct RoundTripTests {}

extension RoundTripTests {
  @Test func githubModelsSurviveARoundTripThroughJSONObject() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    for payload in try TestData.githubEvents() {
      let type = payload.type
      let original = type.init()
      try original.setValues(from: try parsed(payload.data), registry: registry)
      let copy = type.init()
      var issues: [MappingError] = []
      try copy.setValues(from: try original.jsonObject(registry: registry), registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(payload.name): \(issues)")
      #expect(
        NSDictionary(dictionary: try copy.jsonObject(registry: registry))
          == NSDictionary(dictionary: try original.jsonObject(registry: registry)), "\(payload.name)")
      #expect(
        NSDictionary(dictionary: copy.dictionaryRepresentation(registry: registry))
          == NSDictionary(dictionary: original.dictionaryRepresentation(registry: registry)), "\(payload.name)")
    }
  }

  @Test(.enabled(if: TestData.hasSharedData, "../shared/data/twitter.json is absent"))
  func twitterModelsSurviveARoundTripThroughJSONObjectAndJSONData() throws {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    let object = try parsed(try TestData.shared("twitter.json"))
    let original = try TwitterSearchResult(dictionary: object, registry: registry)
    let viaObject = try TwitterSearchResult(dictionary: try original.jsonObject(registry: registry), registry: registry)
    let viaBytes = try TwitterSearchResult(dictionary: try parsed(try original.jsonData(registry: registry)), registry: registry)
    let expected = NSDictionary(dictionary: original.handWrittenJSON())
    #expect(NSDictionary(dictionary: viaObject.handWrittenJSON()) == expected)
    #expect(NSDictionary(dictionary: viaBytes.handWrittenJSON()) == expected)
    #expect(viaBytes.statuses.map(\.id) == original.statuses.map(\.id))
  }
}

/// A value type without any JSON form.
struct Opaque {}

final class OpaqueHolder: ReflectiveModel {
  var value = Opaque()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["value": \OpaqueHolder.value] }
}
