import Foundation
import ReflectiveMapper
import Testing

/// Models read from, and written as, one property's value (`ModelMapping.transparentProperty`):
/// MetaCodable's `@CodedAt` without a path, serde's `transparent`.
@Suite struct TransparentModelTests {
  let story = """
    {"title": "t", "tags": ["x", "y"], "caption": "c", "sections": [["a"], ["b", "c"]],
     "counts": {"en": 1, "fr": 2}, "byAuthor": {"ann": ["z"]}}
    """

  @Test func aTopLevelValueOfAnyKindIsTheModelsProperty() throws {
    let registry = try MappingRegistry.transparent()
    #expect(try TagList(jsonData: Data(#"["a", "b"]"#.utf8), registry: registry).values == ["a", "b"])
    #expect(try registry.value(TagList.self, from: ["a", "b"]).values == ["a", "b"])
    #expect(try Caption(jsonData: Data(#""hello""#.utf8), registry: registry).text == "hello")
    #expect(try Caption(jsonData: Data("null".utf8), registry: registry).text == nil)
    #expect(try Counts(jsonData: Data(#"{"en": 1}"#.utf8), registry: registry).byLanguage == ["en": 1])
    #expect(try Counts(dictionary: ["en": 1, "de": 3], registry: registry).byLanguage == ["en": 1, "de": 3])
    #expect(try [TagList](jsonData: Data(#"[["a"], [], ["b", "c"]]"#.utf8), registry: registry).map(\.values) == [["a"], [], ["b", "c"]])
    #expect(try [TagList](dictionaries: [["a"], ["b"]], registry: registry).map(\.values) == [["a"], ["b"]])
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(try decoder.decode(TagList.self, from: Data(#"["q"]"#.utf8)).values == ["q"])
    #expect(try decoder.decode([String: TagList].self, from: Data(#"{"k": ["q", "r"]}"#.utf8))["k"]?.values == ["q", "r"])
  }

  @Test func nestedTransparentModelsReadFromBytesDictionariesAndTheDecoder() throws {
    let registry = try MappingRegistry.transparent()
    func check(_ model: Clipping) {
      #expect(model.title == "t")
      #expect(model.tags.values == ["x", "y"])
      #expect(model.caption?.text == "c")
      #expect(model.sections.map(\.values) == [["a"], ["b", "c"]])
      #expect(model.counts?.byLanguage == ["en": 1, "fr": 2])
      #expect(model.byAuthor["ann"]?.values == ["z"])
    }
    var issues: [MappingError] = []
    check(try Clipping.read(story, bytes: true, registry: registry, issues: &issues))
    check(try Clipping.read(story, bytes: false, registry: registry, issues: &issues))
    #expect(issues.isEmpty, "\(issues)")
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    check(try decoder.decode(Clipping.self, from: Data(story.utf8)))
  }

  @Test func outputWritesThePropertysValueWhereTheObjectWouldBe() throws {
    let registry = try MappingRegistry.transparent()
    var issues: [MappingError] = []
    let model = try Clipping.read(story, bytes: true, registry: registry, issues: &issues)
    let written = try JSONSerialization.jsonObject(with: model.jsonData(registry: registry))
    #expect(jsonEqual(written, try JSONSerialization.jsonObject(with: Data(story.utf8))))
    #expect(jsonEqual(try model.jsonObject(registry: registry), written))
    let encoder = ReflectiveJSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: encoder.encode(model)), written))
    // Read back, the output is the same model.
    let back = try Clipping(jsonData: model.jsonData(registry: registry), registry: registry)
    #expect(back.sections == model.sections && back.counts == model.counts && back.caption?.text == "c")
    // A nil value is the model's null.
    model.caption?.text = nil
    let nulled = try JSONSerialization.jsonObject(with: model.jsonData(registry: registry)) as? [String: Any]
    #expect(nulled?["caption"] is NSNull)
    // Top level: any value as bytes and as a bare value; an object only where it is one.
    #expect(try TagList(["a"]).jsonString(registry: registry) == #"["a"]"#)
    #expect(jsonEqual(try registry.jsonObject(for: TagList(["a", "b"])), ["a", "b"]))
    #expect(try model.counts?.jsonObject(registry: registry) as? [String: Int] == ["en": 1, "fr": 2])
    #expect(throws: MappingError.self) { try TagList(["a"]).jsonObject(registry: registry) }
    do {
      _ = try TagList(["a"]).jsonObject(registry: registry)
    } catch let error as MappingError {
      #expect(error.reason.code == "notRepresentable")
      #expect(error.description.contains("transparent"))
    }
    // dictionaryRepresentation keeps the property by its name.
    #expect(jsonEqual(TagList(["a"]).dictionaryRepresentation(registry: registry), ["values": ["a"]]))
  }

  /// MetaCodable's `CodedAtHelperTests.WithNoPath`: a lossy `[String]` at the root, round trip,
  /// array and invalid elements (strict, as MetaCodable reads only strings).
  @Test func metaCodablesLossyRootArray() throws {
    let registry = try MappingRegistry.transparent(strict: true)
    let original = TagList(["test1", "test2"])
    let encoded = try original.jsonData(registry: registry)
    #expect(try TagList(jsonData: encoded, registry: registry).values == ["test1", "test2"])
    #expect(try TagList(jsonData: Data(#"["value1", "value2", "value3"]"#.utf8), registry: registry).values == ["value1", "value2", "value3"])
    var issues: [MappingError] = []
    let lossy = try TagList(jsonData: Data(#"["valid", 123, "another_valid", null, true]"#.utf8), registry: registry, issues: &issues)
    #expect(lossy.values == ["valid", "another_valid"])
    #expect(issues.map(\.path) == ["[1]", "[3]", "[4]"])
  }

  /// Fuzz finding (#49): under strict, a model-typed property refused every string before its
  /// converter ran (no JSON text in a string), so a transparent model over a `String` read
  /// `"hello"` as the whole document but not as a property, an element, an entry or a bare value.
  @Test func aTransparentModelOverAStringReadsAStringWhereverItSitsUnderStrict() throws {
    let registry = try MappingRegistry.transparent(strict: true)
    #expect(try Caption(jsonData: Data(#""hello""#.utf8), registry: registry).text == "hello")
    #expect(try registry.value(Caption.self, from: "hello").text == "hello")
    #expect(try registry.value(Caption.self, fromJSON: Data(#""hello""#.utf8)).text == "hello")
    let story = #"{"caption": "c", "byAuthor": {}}"#
    for bytes in [true, false] {
      var issues: [MappingError] = []
      let clipping = try Clipping.read(story, bytes: bytes, registry: registry, issues: &issues)
      #expect(clipping.caption?.text == "c", "bytes: \(bytes)")
      #expect(issues.isEmpty, "\(issues)")
    }
    try registry.register(CaptionBoard.self)
    let board = try CaptionBoard(jsonData: Data(#"{"byLanguage": {"en": "hi"}}"#.utf8), registry: registry)
    #expect(board.byLanguage["en"]?.text == "hi")
    #expect(try [Caption](jsonData: Data(#"["a", null]"#.utf8), registry: registry).map(\.text) == ["a", nil])
    // JSON text in a string is still no array for a transparent [String] under strict.
    #expect(throws: MappingError.self) { try Clipping(jsonData: Data(#"{"tags": "[\"a\"]"}"#.utf8), registry: registry) }
    #expect(throws: MappingError.self) { try registry.value(TagList.self, from: "a") }
  }

  @Test func problemsAreAtTheModelsOwnPath() throws {
    let registry = try MappingRegistry.transparent(strict: true)
    var issues: [MappingError] = []
    let json = #"{"title": "t", "tags": ["a", 1], "sections": [["b"], [2, "c"]], "byAuthor": {"ann": [false]}}"#
    let model = try Clipping(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(model.tags.values == ["a"] && model.sections.map(\.values) == [["b"], ["c"]])
    #expect(issues.map(\.path).sorted() == ["byAuthor.ann[0]", "sections[1][0]", "tags[1]"])
    #expect(issues.allSatisfy { !$0.isFatal })
    for (bad, path) in [(#"{"counts": {"en": "x"}}"#, "counts.en"), (#"{"caption": 5}"#, "caption"), (#"{"counts": [1]}"#, "counts")] {
      #expect {
        try Clipping(jsonData: Data(bad.utf8), registry: registry)
      } throws: { error in
        (error as? MappingError)?.issues.contains { $0.path == path && $0.isFatal } == true
      }
    }
    // At the top level, the problem is at the root.
    #expect {
      try Caption(jsonData: Data(#"{"text": "x"}"#.utf8), registry: registry)
    } throws: { error in
      guard let error = error as? MappingError else { return false }
      return error.issues.contains { $0.path == "" && $0.reason.code == "typeMismatch" }
    }
  }

  @Test func foundationsCodersReadAndWriteTheValue() throws {
    let registry = try MappingRegistry.transparent()
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let encoder = JSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    encoder.outputFormatting = .sortedKeys
    #expect(try decoder.decode(TagList.self, from: Data(#"["a", "b"]"#.utf8)).values == ["a", "b"])
    #expect(try String(decoding: encoder.encode(TagList(["a"])), as: UTF8.self) == #"["a"]"#)
    let model = try decoder.decode(Clipping.self, from: Data(story.utf8))
    #expect(model.sections.map(\.values) == [["a"], ["b", "c"]] && model.caption?.text == "c")
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: encoder.encode(model)), try JSONSerialization.jsonObject(with: Data(story.utf8))))
    #expect(throws: DecodingError.self) { try decoder.decode(TagList.self, from: Data(#"{"values": ["a"]}"#.utf8)) }
  }

  @Test func garbageNeverCrashes() throws {
    let registry = try MappingRegistry.transparent(strict: true)
    for bad in [#"["a""#, "[", "]", #"{"a": 1}"#, "7", "\"x\"", "[[[[]]]]", #"[null, {}, "x"]"#, "", "nul"] {
      var issues: [MappingError] = []
      let result = try? TagList(jsonData: Data(bad.utf8), registry: registry, issues: &issues)
      if let result { #expect(result.values.allSatisfy { $0 == "x" }) }
      _ = try? Clipping(jsonData: Data(#"{"tags": \#(bad), "sections": [\#(bad)]}"#.utf8), registry: registry)
      _ = try? Counts(jsonData: Data(bad.utf8), registry: registry)
    }
    let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
    #expect(throws: MappingError.self) { try TagList(jsonData: Data(deep.utf8), registry: registry) }
  }

  @Test func updatesReplaceOrUpdateTheNestedModel() throws {
    let registry = try MappingRegistry.transparent()
    var issues: [MappingError] = []
    let model = try Clipping.read(story, bytes: true, registry: registry, issues: &issues)
    try model.setValues(fromJSON: Data(#"{"tags": ["n"], "caption": "new", "counts": {"de": 4}}"#.utf8), registry: registry)
    #expect(model.tags.values == ["n"] && model.caption?.text == "new")
    // A dictionary is merged on an update (RFC 7396), in a transparent model too.
    #expect(model.counts?.byLanguage == ["en": 1, "fr": 2, "de": 4], "\(String(describing: model.counts))")
    #expect(model.title == "t" && model.sections.count == 2)
    try model.setValues(from: ["sections": [["s"]], "byAuthor": ["bo": ["w"]]], registry: registry)
    #expect(model.sections.map(\.values) == [["s"]])
    #expect(model.byAuthor.mapValues(\.values) == ["ann": ["z"], "bo": ["w"]])
    // A failed update leaves the model as it was.
    let strict = try MappingRegistry.transparent(strict: true)
    #expect(throws: MappingError.self) { try model.setValues(fromJSON: Data(#"{"tags": ["m"], "caption": 1}"#.utf8), registry: strict) }
    #expect(model.tags.values == ["n"] && model.caption?.text == "new")
  }

  @Test func aTransparentClassInADictionaryIsUpdatedWhereItIs() throws {
    let registry = try MappingRegistry.transparent()
    try registry.register(CaptionBoard.self)
    let board = try CaptionBoard(jsonString: #"{"byLanguage": {"en": "hi", "fr": "salut"}}"#, registry: registry)
    let english = try #require(board.byLanguage["en"])
    try board.setValues(fromJSON: Data(#"{"byLanguage": {"en": "hello", "de": "hallo"}}"#.utf8), registry: registry)
    // The same instance, its value changed; the entries the patch leaves out are kept (RFC 7396).
    #expect(board.byLanguage["en"] === english && english.text == "hello")
    #expect(board.byLanguage.mapValues { $0.text ?? "-" } == ["en": "hello", "fr": "salut", "de": "hallo"])
    try board.setValues(from: ["byLanguage": ["en": NSNull()]], registry: registry)
    #expect(board.byLanguage["en"] == nil, "null removes the entry")
    let french = try #require(board.byLanguage["fr"])
    try board.setValues(from: ["byLanguage": ["fr": "bonjour"]], registry: registry)
    #expect(board.byLanguage["fr"] === french && french.text == "bonjour")
    // A failed update leaves the instance as it was.
    let strict = try MappingRegistry.transparent(strict: true)
    try strict.register(CaptionBoard.self)
    #expect(throws: MappingError.self) { try board.setValues(fromJSON: Data(#"{"byLanguage": {"fr": 7}}"#.utf8), registry: strict) }
    #expect(board.byLanguage["fr"] === french && french.text == "bonjour")
  }

  @Test func anIdentifiedArrayOfTransparentModelsIsMatchedByTheirValues() throws {
    let registry = try MappingRegistry.transparent()
    try registry.register(UserRef.self) { m in
      m.transparentProperty = "id"
      m.identifiedBy = "id"
      m.excluded = ["displayName"]
    }
    try registry.register(Team.self)
    let team = try Team(jsonString: #"{"members": ["u1", "u2"]}"#, registry: registry)
    let second = try #require(team.members.last)
    second.displayName = "Grace"
    try team.setValues(fromJSON: Data(#"{"members": ["u2", "u3"]}"#.utf8), registry: registry)
    // The element whose value is "u2" is the same instance, with its own state kept; "u1" is
    // gone and "u3" is new.
    #expect(team.members.map(\.id) == ["u2", "u3"])
    #expect(team.members.first === second && second.displayName == "Grace")
    #expect(team.members.last?.displayName == nil)
    // From a dictionary too.
    try team.setValues(from: ["members": ["u3", "u2"]], registry: registry)
    #expect(team.members.last === second)
  }

  @Test func theSchemaIsThePropertysSchema() throws {
    let registry = try MappingRegistry.transparent()
    let schema = registry.jsonSchema(for: Clipping.self)
    let definitions = try #require((schema["$defs"] ?? schema["definitions"]) as? [String: [String: Any]])
    let tags = try #require(definitions["TagList"])
    #expect(tags["type"] as? String == "array")
    #expect((tags["items"] as? [String: Any])?["type"] as? String == "string")
    let counts = try #require(definitions["Counts"])
    #expect(counts["type"] as? String == "object")
    #expect(counts["properties"] == nil)
  }

  @Test func registrationRefusesWhatCannotBeTransparent() throws {
    func codes<M: ReflectiveModel>(_: M.Type, _ configure: @escaping @Sendable (inout ModelMapping<M>) -> Void) -> [String] {
      do {
        try MappingRegistry().register(M.self) { configure(&$0) }
        return []
      } catch let error as MappingError {
        return error.issues.filter { $0.registrationCode == .settingMisfit }.map { "\($0.property ?? "-"): \($0.description)" }
      } catch {
        return ["\(error)"]
      }
    }
    // Another listed property that is not excluded.
    let other = codes(TagList.self) { $0.transparentProperty = "values" }
    #expect(other.count == 1 && other.first?.hasPrefix("TagList.cache:") == true, "\(other)")
    #expect(
      codes(TagList.self) { m in
        m.transparentProperty = "values"
        m.excluded = ["cache"]
      }.isEmpty)
    #expect(
      codes(TagList.self) { m in
        m.transparentProperty = "values"
        m.excluded = ["cache"]
        m.keys = ["v": "values"]
      }.count == 1)
    #expect(codes(TagList.self) { $0.transparentProperty = "nope" }.first?.contains("not in keyPaths") == true)
    #expect(
      codes(Caption.self) { m in
        m.transparentProperty = "text"
        m.beforeMapping = { $0 }
      }.first?.contains("beforeMapping") == true)
    #expect(
      codes(Caption.self) { m in
        m.transparentProperty = "text"
        m.inputOnly = ["text"]
      }.count == 1)
  }
}
