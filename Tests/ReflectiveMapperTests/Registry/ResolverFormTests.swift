import Foundation
import ReflectiveMapper
import Testing

/// The three forms of MetaCodable's DynamicCodable protocols (external `{"text": {…}}`,
/// internal `{"type": "text", …}`, adjacent `{"type": "text", "content": {…}}`) through
/// ``TypeResolver/external(_:)``, ``TypeResolver/discriminator(_:_:)`` and
/// ``TypeResolver/adjacent(tag:payload:_:)``: read from bytes, dictionaries and the library's
/// decoder into protocol-typed and base-class-typed properties, reported, updated, written
/// back, and stated in the JSON Schema.
@Suite struct ResolverFormTests {
  static func page(_ form: ResolverForm) -> Data {
    switch form {
    case .external: externalPostPage
    case .adjacent: adjacentPostPage
    case .internal: internalPostPage
    }
  }

  /// MetaCodable's expectation (DynamicCodableTests.pageWith*Post): each index's type.
  static func expectMetaCodableTypes(_ items: [any FormPost], _ note: String) {
    #expect(items.count == 6, "\(note)")
    guard items.count == 6 else { return }
    #expect(items[0] is TextFormPost, "\(note)")
    #expect(items[1] is PictureFormPost && items[2] is PictureFormPost, "\(note)")
    #expect(items[3] is AudioFormPost, "\(note)")
    #expect(items[4] is VideoFormPost, "\(note)")
    #expect(items[5] is NestedFormPost, "\(note)")
    // The member, not the wrapper, was read.
    #expect((items[0] as? TextFormPost)?.text == "Lorem Ipsium", "\(note)")
    #expect(items[0].id == UUID(uuidString: "00005678-abcd-efab-0123-456789abcdef"), "\(note)")
    #expect((items[1] as? PictureFormPost)?.url == URL(string: "https://a.url.com/to/a/picture.png"), "\(note)")
    #expect((items[4] as? VideoFormPost)?.thumbnail == URL(string: "https://a.url.com/to/a/thumbnail.png"), "\(note)")
    #expect(items.map(\.likes) == [145, 370, 370, 25, 2345, 145], "\(note)")
  }

  /// One MetaCodable page test: from bytes and from a dictionary, into a struct and a class page,
  /// strict and lenient, and through the library's decoder; no problem anywhere.
  private func readsMetaCodablePage(_ form: ResolverForm) throws {
    for strict in [false, true] {
      let registry = try form.registry(strict: strict)
      let data = Self.page(form)
      let dictionary = try JSONSerialization.jsonObject(with: data) as! [String: Any]
      var issues: [MappingError] = []
      let fromBytes = try FormPostPage(jsonData: data, registry: registry, issues: &issues)
      let fromDictionary = try FormPostPage(dictionary: dictionary, registry: registry, issues: &issues)
      let classFromBytes = try FormPostPageClass(jsonData: data, registry: registry, issues: &issues)
      let classFromDictionary = try FormPostPageClass(dictionary: dictionary, registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(form) \(issues)")
      for (items, source) in [
        (fromBytes.items, "bytes"), (fromDictionary.items, "dictionary"), (classFromBytes.items, "class bytes"),
        (classFromDictionary.items, "class dictionary"),
      ] {
        Self.expectMetaCodableTypes(items, "\(form) \(source) strict: \(strict)")
      }
      #expect(fromBytes.next == URL(string: "https://a.url.com/to/next/page"))
      let decoder = ReflectiveJSONDecoder()
      decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
      let decoded = try decoder.decode(FormPostPageCodable.self, from: data)
      Self.expectMetaCodableTypes(decoded.items, "\(form) decoder strict: \(strict)")
    }
  }

  @Test func pageWithExtPost() throws { try readsMetaCodablePage(.external) }
  @Test func pageWithIntPost() throws { try readsMetaCodablePage(.internal) }
  @Test func pageWithAdjPost() throws { try readsMetaCodablePage(.adjacent) }

  @Test(arguments: ResolverForm.allCases) func anArrayOfPagesAndTheLibrarysCodersReadAndWriteTheForm(form: ResolverForm) throws {
    let registry = try form.registry()
    let page = String(decoding: Self.page(form), as: UTF8.self)
    let pages = try [FormPostPage](jsonData: Data("[\(page), \(page)]".utf8), registry: registry)
    #expect(pages.count == 2)
    for page in pages { Self.expectMetaCodableTypes(page.items, "\(form) array of pages") }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let encoder = ReflectiveJSONEncoder()
    encoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let decoded = try decoder.decode(FormPostPageCodable.self, from: Self.page(form))
    let encoded = try encoder.encode(decoded)
    Self.expectMetaCodableTypes(try decoder.decode(FormPostPageCodable.self, from: encoded).items, "\(form) coders round trip")
    Self.expectMetaCodableTypes(try FormPostPage(jsonData: encoded, registry: registry).items, "\(form) encoder to init(jsonData:)")
  }

  @Test func aSingleProtocolTypedPropertyIsUnwrappedToo() throws {
    let inputs: [ResolverForm: String] = [
      .external: #"{"featured": {"photo": {"likes": 3, "caption": "c"}}}"#,
      .adjacent: #"{"featured": {"type": "photo", "content": {"likes": 3, "caption": "c"}}}"#,
    ]
    for (form, json) in inputs {
      let registry = try form.registry()
      let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      for page in [try FormPostPage(jsonData: Data(json.utf8), registry: registry), try FormPostPage(dictionary: dictionary, registry: registry)] {
        let picture = try #require(page.featured as? PictureFormPost, "\(form)")
        #expect(picture.likes == 3 && picture.caption == "c", "\(form)")
      }
    }
  }

  @Test func aBaseClassTypedArrayDictionaryAndPropertyPickSubclasses() throws {
    let inputs: [ResolverForm: String] = [
      .external: #"""
      {"shapes": [{"circle": {"name": "a", "radius": 2}}, {"square": {"name": "b", "side": 3}}],
       "main": {"square": {"name": "m", "side": 1}}, "byName": {"x": {"circle": {"name": "x", "radius": 9}}}}
      """#,
      .adjacent: #"""
      {"shapes": [{"kind": "circle", "shape": {"name": "a", "radius": 2}}, {"kind": "square", "shape": {"name": "b", "side": 3}}],
       "main": {"kind": "square", "shape": {"name": "m", "side": 1}}, "byName": {"x": {"kind": "circle", "shape": {"name": "x", "radius": 9}}}}
      """#,
    ]
    for (form, json) in inputs {
      let registry = try form.registry()
      let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
      for drawing in [try FormDrawing(jsonData: Data(json.utf8), registry: registry), try FormDrawing(dictionary: dictionary, registry: registry)] {
        #expect((drawing.shapes.first as? FormCircle)?.radius == 2, "\(form)")
        #expect((drawing.shapes.last as? FormSquare)?.side == 3, "\(form)")
        #expect(drawing.shapes.map(\.name) == ["a", "b"], "\(form)")
        #expect((drawing.main as? FormSquare)?.name == "m", "\(form)")
        #expect((drawing.byName["x"] as? FormCircle)?.radius == 9, "\(form)")
      }
    }
  }

  // MARK: Problems

  /// The paths of the problems reading `json` finds, from bytes and a dictionary (which must
  /// agree), and the surviving items' types.
  private func problems(_ json: String, _ form: ResolverForm) throws -> (paths: [String], kept: [String]) {
    let registry = try form.registry()
    var fromBytes: [MappingError] = []
    let page = try FormPostPage(jsonData: Data(json.utf8), registry: registry, issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    let other = try FormPostPage(dictionary: dictionary, registry: registry, issues: &fromDictionary)
    #expect(fromBytes.map(\.path) == fromDictionary.map(\.path), "\(json)")
    #expect(fromBytes.allSatisfy { !$0.isFatal }, "\(json)")
    #expect(page.items.map { "\(type(of: $0))" } == other.items.map { "\(type(of: $0))" }, "\(json)")
    // Strict: the same input fails the call.
    #expect(throws: MappingError.self, "\(json)") { try FormPostPage(jsonData: Data(json.utf8), registry: try form.registry(strict: true)) }
    return (fromBytes.map(\.path), page.items.map { "\(type(of: $0))" })
  }

  @Test func aBadExternalWrapperIsAProblemAtItsElementAndTheElementIsDropped() throws {
    let text = #"{"text": {"likes": 1}}"#
    let cases: [(String, String)] = [
      (#"{"poem": {"likes": 1}}"#, "content[1].poem"),  // unknown name
      ("{}", "content[1]"),  // no key
      (#"{"text": {"likes": 1}, "audio": {}}"#, "content[1]"),  // two keys
      (#"{"text": 7}"#, "content[1].text"),  // a member that is no object
      (#"{"text": null}"#, "content[1].text"),
      (#"{"text": [1]}"#, "content[1].text"),
      (#""text""#, "content[1]"),  // no wrapper at all
      ("[]", "content[1]"),
      (#"{"text": {"likes": "many"}}"#, "content[1].text.likes"),  // a problem inside the member
    ]
    for (bad, path) in cases {
      let (paths, kept) = try problems(#"{"content": [\#(text), \#(bad), \#(text)]}"#, .external)
      #expect(paths == [path], "\(bad)")
      let expectedKept = path.hasSuffix("likes") ? 3 : 2
      #expect(kept.count == expectedKept && kept.allSatisfy { $0 == "TextFormPost" }, "\(bad) \(kept)")
    }
  }

  /// Fuzz finding (#49): from bytes, an external wrapper whose one key repeats had two keys;
  /// the parsed dictionary has one, the last.
  @Test func anExternalWrapperWithARepeatedKeyReadsItsLastMemberFromBytesToo() throws {
    let json = #"{"content": [{"text": {"likes": 1}, "text": {"likes": 2}}]}"#
    let registry = try ResolverForm.external.registry(strict: true)
    let fromBytes = try FormPostPage(jsonData: Data(json.utf8), registry: registry)
    let dictionary = try #require(try JSONParser.parse(Data(json.utf8)) as? [String: Any])
    let fromDictionary = try FormPostPage(dictionary: dictionary, registry: registry)
    #expect(fromBytes.items.map(\.likes) == [2])
    #expect(fromDictionary.items.map(\.likes) == [2])
  }

  /// A wrapper with two keys names what it should be: the type, then the form.
  @Test func anExternalWrapperWithTwoKeysSaysWhatItShouldBe() throws {
    var issues: [MappingError] = []
    let json = #"{"content": [{"text": {"likes": 1}, "photo": {"likes": 2}}]}"#
    _ = try FormPostPage(jsonData: Data(json.utf8), registry: try ResolverForm.external.registry(), issues: &issues)
    let message = try #require(issues.first?.description)
    #expect(message.contains("an object with 2 keys is not a valid "), "\(message)")
    #expect(message.contains(" (an object with one key, the name of a type)"), "\(message)")
    #expect(!message.contains("a valid an object"), "\(message)")
  }

  @Test func aBadAdjacentWrapperIsAProblemAtItsTagOrPayload() throws {
    let text = #"{"type": "text", "content": {"likes": 1}}"#
    let cases: [(String, String)] = [
      (#"{"type": "poem", "content": {}}"#, "content[1].type"),  // unknown name
      (#"{"content": {}}"#, "content[1].type"),  // no tag
      (#"{"type": 7, "content": {}}"#, "content[1].type"),  // a tag that is no string
      (#"{"type": null, "content": {}}"#, "content[1].type"),
      (#"{"type": ["text"], "content": {}}"#, "content[1].type"),
      (#"{"type": "text"}"#, "content[1].content"),  // no payload
      (#"{"type": "text", "content": "hi"}"#, "content[1].content"),  // a payload that is no object
      (#"{"type": "text", "content": null}"#, "content[1].content"),
      ("7", "content[1]"),
      (#"{"type": "text", "content": {"likes": []}}"#, "content[1].content.likes"),
    ]
    for (bad, path) in cases {
      let (paths, kept) = try problems(#"{"content": [\#(text), \#(bad), \#(text)]}"#, .adjacent)
      #expect(paths == [path], "\(bad)")
      #expect(kept.count == (path.hasSuffix("likes") ? 3 : 2), "\(bad) \(kept)")
    }
  }

  @Test func aBadWrapperOfASinglePropertyIsAProblemAtTheProperty() throws {
    var issues: [MappingError] = []
    let registry = try ResolverForm.adjacent.registry()
    let page = try FormPostPage(jsonData: Data(#"{"featured": {"type": 1, "content": {}}}"#.utf8), registry: registry, issues: &issues)
    #expect(page.featured == nil)
    #expect(issues.map(\.path) == ["featured.type"])
    issues = []
    _ = try FormPostPage(dictionary: ["featured": ["poem": [:]]], registry: try ResolverForm.external.registry(), issues: &issues)
    #expect(issues.map(\.path) == ["featured.poem"])
    // A problem inside the member is under the property, the wrapper's key and the member's.
    issues = []
    _ = try FormPostPage(jsonData: Data(#"{"featured": {"type": "text", "content": {"likes": "x"}}}"#.utf8), registry: registry, issues: &issues)
    #expect(issues.map(\.path) == ["featured.content.likes"])
    // The internal form's, as before, under the element.
    issues = []
    let json = #"{"content": [{"type": "text", "likes": "x"}], "featured": {"type": "text", "likes": "x"}}"#
    _ = try FormPostPage(jsonData: Data(json.utf8), registry: try ResolverForm.internal.registry(), issues: &issues)
    #expect(issues.map(\.path).sorted() == ["content[0].likes", "featured.likes"])
  }

  @Test func garbageNeverCrashes() throws {
    let pieces = [
      "{}", "[]", "null", "1", #""x""#, #"{"text": {}}"#, #"{"type": "text"}"#, #"{"type": {}, "content": []}"#,
      #"{"text": {"text": {"text": 1}}}"#, #"{"": {}}"#, #"{"type": "", "content": {}}"#, #"{"photo": {"url": 5}}"#,
      #"{"content": {"type": "text"}}"#, #"{"nested": {"id": "not-a-uuid"}}"#,
    ]
    for form in ResolverForm.allCases {
      let registry = try form.registry()
      for first in pieces {
        for second in pieces {
          for json in [#"{"content": [\#(first), \#(second)], "featured": \#(first)}"#, #"{"content": \#(first)}"#] {
            var issues: [MappingError] = []
            let page = try? FormPostPage(jsonData: Data(json.utf8), registry: registry, issues: &issues)
            let dictionary = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
            let other = try? FormPostPage(dictionary: dictionary, registry: registry)
            #expect((page == nil) == (other == nil), "\(form) \(json)")
            // Whatever was read writes and reads back.
            if let page { _ = try FormPostPage(jsonData: try page.jsonData(registry: registry), registry: registry) }
          }
        }
      }
    }
  }

  // MARK: Output
}
