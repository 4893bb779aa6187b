import Foundation
import ReflectiveMapper
import Testing

/// A property can be written under another key than the one it is read from (ReerCodable's
/// `@EncodingKey`, MetaCodable's `@EncodedAt`).
@Suite struct OutputKeyTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(OKArticle.self) { m in
      m.keys = ["name": "title"]
      m.outputKeys["title"] = "display_name"
      m.outputKeys["author"] = "meta.by"
      m.unknownKeys = .fail
    }
    try registry.register(OKArticleValue.self) { m in
      m.keys = ["name": "title"]
      m.property(\.title) { $0.outputKey = "display_name" }
      m.property(\.author) { $0.outputKey = "meta.by" }
      m.unknownKeys = .fail
    }
    return registry
  }

  func expectWrittenUnderOutputKeys<M: ReflectiveModel>(_: M.Type, registry: MappingRegistry) throws {
    let model = try M(dictionary: ["name": "Hello", "views": 3, "author": "Ada"], registry: registry)
    let text = String(decoding: try model.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(text == #"{"display_name":"Hello","meta":{"by":"Ada"},"views":3}"#)
    let json = try model.jsonObject(registry: registry)
    #expect(json["display_name"] as? String == "Hello" && json["name"] == nil && json["title"] == nil)
    // The output keys are not read: the model's own output, under `.fail`, is not refused,
    // and the renamed properties keep their init() values.
    var issues: [MappingError] = []
    let again = try M(jsonData: Data(text.utf8), registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    #expect(try again.jsonObject(registry: registry)["views"] as? Int == 3)
    #expect(try again.jsonObject(registry: registry)["display_name"] as? String == "")
  }

  @Test func aClassAndAStructWriteUnderTheirOutputKeys() throws {
    let registry = try registry()
    try expectWrittenUnderOutputKeys(OKArticle.self, registry: registry)
    try expectWrittenUnderOutputKeys(OKArticleValue.self, registry: registry)
  }

  @Test func anOutputKeyDoesNotFitACombinedProperty() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().register(OKArticle.self) { m in
        m.combine(["first", "last"], into: "author", hydrate: { _ in "" }, split: { _ in ["", ""] })
        m.outputKeys["author"] = "by"
      }
    }
    #expect(error.description.contains("the output key setting does not fit this property"), "\(error)")
    let unknown = try #require(throws: MappingError.self) {
      try MappingRegistry().register(OKArticle.self) { $0.outputKeys["titel"] = "t" }
    }
    #expect(unknown.description.contains(#"output key for "titel", which is not in keyPaths"#), "\(unknown)")
  }
}
