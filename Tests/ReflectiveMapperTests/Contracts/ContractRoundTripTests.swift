import Foundation
import ReflectiveMapper
import Testing

/// The models this round's contract tests added read back their own `jsonData()`: the same
/// JSON and no new issue.
@Suite struct ContractRoundTripTests {
  func expectRoundTrip<M: ReflectiveModel>(
    _: M.Type, _ payload: [String: Any], registry: MappingRegistry, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let model = try M(dictionary: payload, registry: registry)
    let written = try model.jsonData(registry: registry, options: .sortedKeys)
    var issues: [MappingError] = []
    let again = try M(jsonData: written, registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues)", sourceLocation: sourceLocation)
    #expect(
      try again.jsonData(registry: registry, options: .sortedKeys) == written, "\(String(decoding: written, as: UTF8.self))",
      sourceLocation: sourceLocation)
  }

  @Test func theMergePatchModelsReadBackTheirJSON() throws {
    let registry = try MergePatchTests().registry()
    try registry.register(PatchArticleValue.self) { m in
      m.keyStrategy = .snakeCase
      m.keys = ["address.city": "city"]
      m.unknownKeys = .collect
    }
    let payload: [String: Any] = [
      "title": "t", "views": 2, "subtitle": "s", "author": ["name": "Ada", "email": "a@x"], "tags": ["a"], "scores": ["x": 1],
      "address": ["city": "Paris"], "extra": ["k": [1, 2]],
    ]
    try expectRoundTrip(PatchArticle.self, payload, registry: registry)
    try expectRoundTrip(PatchArticleValue.self, payload, registry: registry)
    try expectRoundTrip(PatchDocument.self, ["a": ["b": "c"], "d": [true, 1.5]], registry: registry)
    try expectRoundTrip(PatchRawDocument.self, ["a": ["b": "c"], "d": [true, 1.5]], registry: registry)
  }

  @Test func theSchemaShowcaseReadsBackItsJSON() throws {
    let registry = try JSONSchemaTests().showcaseRegistry(unknownKeys: .ignore)
    let payload: [String: Any] = [
      "id": 2, "level": "high", "color": "green", "rating": 5, "address": ["city": "Paris"], "legs": ["first"],
      "parts": ["a": ["id": 1, "label": "A"]], "updated_at": 1_700_000_000, "code": "abc",
    ]
    try expectRoundTrip(SchemaShowcase.self, payload, registry: registry)
    // A property-level discriminator is written back: a car keeps its "kind", and so its doors.
    let carPayload = payload.merging(["vehicles": [["kind": "car", "name": "c", "doors": 4]]]) { $1 }
    let withCar = try SchemaShowcase(dictionary: carPayload, registry: registry)
    let written = try withCar.jsonData(registry: registry, options: .sortedKeys)
    #expect(String(decoding: written, as: UTF8.self).contains(#"{"doors":4,"kind":"car","name":"c""#))
    try expectRoundTrip(SchemaShowcase.self, carPayload, registry: registry)
    // Under `unknownKeys = .fail`, the key a `let` (output-only) property writes is not refused
    // when the model reads its own output back: it is ignored, as the property cannot be set.
    let refusing = try JSONSchemaTests().showcaseRegistry()
    try expectRoundTrip(SchemaShowcase.self, carPayload, registry: refusing)
    let error = try #require(throws: MappingError.self) {
      try SchemaShowcase(jsonData: Data(#"{"id":1,"versions":2}"#.utf8), registry: refusing)
    }
    #expect(error.reason == .unknownKey("versions"))
  }
}
