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
  private static func page(_ form: ResolverForm) -> Data {
    switch form {
    case .external: externalPostPage
    case .adjacent: adjacentPostPage
    case .internal: internalPostPage
    }
  }

  /// MetaCodable's expectation (DynamicCodableTests.pageWith*Post): each index's type.
  private static func expectMetaCodableTypes(_ items: [any FormPost], _ note: String) {
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

  @Test(arguments: ResolverForm.allCases) func outputWritesTheFormBackAndReadsBackAsTheSameTypes(form: ResolverForm) throws {
    let registry = try form.registry()
    var page = try FormPostPage(jsonData: Self.page(form), registry: registry)
    page.featured = page.items[4]
    for options in [[], OutputOptions.sortedKeys] {
      let data = try page.jsonData(registry: registry, options: options)
      var issues: [MappingError] = []
      let back = try FormPostPage(jsonData: data, registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(issues)")
      Self.expectMetaCodableTypes(back.items, "\(form) round trip")
      #expect(back.featured is VideoFormPost)
    }
    let object = try page.jsonObject(registry: registry)
    let items = try #require(object["content"] as? [[String: Any]])
    // Several names for one type: the first, sorted ("photo" before "picture").
    switch form {
    case .external:
      #expect(items.map { $0.keys.sorted() } == [["text"], ["photo"], ["photo"], ["audio"], ["video"], ["nested"]])
      #expect((items[0]["text"] as? [String: Any])?["text"] as? String == "Lorem Ipsium")
    case .adjacent:
      #expect(items.map { $0["type"] as? String } == ["text", "photo", "photo", "audio", "video", "nested"])
      #expect(items.allSatisfy { $0.count == 2 && $0["content"] is [String: Any] })
      #expect((items[3]["content"] as? [String: Any])?["duration"] as? Int == 60)
    case .internal:
      #expect(items.map { $0["type"] as? String } == ["text", "photo", "photo", "audio", "video", "nested"])
    }
    // Through dictionaries too: jsonObject and (the wrapped forms) dictionaryRepresentation.
    Self.expectMetaCodableTypes(try FormPostPage(dictionary: object, registry: registry).items, "\(form) jsonObject")
    if form != .internal {
      let plain = page.dictionaryRepresentation(registry: registry)
      let plainItems = try #require(plain["items"] as? [[String: Any]])
      #expect(plainItems.count == 6)
      var renamed = plain
      renamed["content"] = plainItems
      Self.expectMetaCodableTypes(try FormPostPage(dictionary: renamed, registry: registry).items, "\(form) dictionaryRepresentation")
    }
  }

  @Test func theAdjacentPayloadIsWrittenAfterTheTagOrInSortedPlace() throws {
    let registry = MappingRegistry()
    try registry.register(TextFormPost.self)
    try registry.register(FormPostPage.self) { m in
      m.typeResolvers["featured"] = .adjacent(tag: "t", payload: "a", ["text": TextFormPost.self])
    }
    var page = FormPostPage()
    var post = TextFormPost()
    post.text = "hi"
    page.featured = post
    let plain = String(decoding: try page.jsonData(registry: registry), as: UTF8.self)
    #expect(plain.contains(#""featured":{"t":"text","a":{"#), "\(plain)")
    let sorted = String(decoding: try page.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(sorted.contains(#""featured":{"a":{"#) && sorted.contains(#"},"t":"text"}"#), "\(sorted)")
  }

  @Test func aTransparentModelUnderAWrappingResolverRoundTrips() throws {
    let forms: [(TypeResolver, String)] = [
      (.external(["likes": LikeCount.self]), #"{"items": [{"likes": 7}]}"#),
      (.adjacent(tag: "t", payload: "p", ["likes": LikeCount.self]), #"{"items": [{"t": "likes", "p": 7}]}"#),
    ]
    for (resolver, json) in forms {
      let registry = MappingRegistry()
      try registry.register(LikeCount.self) { m in
        m.transparentProperty = "likes"
        m.excluded = ["id"]
      }
      try registry.register(FormPostPage.self) { m in m.typeResolvers["items"] = resolver }
      let page = try FormPostPage(jsonString: json, registry: registry)
      #expect((page.items.first as? LikeCount)?.likes == 7, "\(resolver)")
      // Written back as it was read: the bare value under the wrapper, from bytes and as objects.
      let expected = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
      let written = try JSONSerialization.jsonObject(with: page.jsonData(registry: registry)) as? NSDictionary
      #expect(written == expected, "\(resolver): \(String(describing: written))")
      #expect(try page.jsonObject(registry: registry) as NSDictionary == expected, "\(resolver)")
      let again = try FormPostPage(jsonData: page.jsonData(registry: registry), registry: registry)
      #expect((again.items.first as? LikeCount)?.likes == 7)
    }
  }

  @Test func aModelTheResolverCannotNameFailsJSONOutputByName() throws {
    let registry = MappingRegistry()
    try registry.register(TextFormPost.self)
    try registry.register(AudioFormPost.self)
    try registry.register(FormPostPage.self) { m in m.typeResolvers["featured"] = .external(["text": TextFormPost.self]) }
    var page = FormPostPage()
    page.featured = AudioFormPost()
    #expect(throws: MappingError.self) { try page.jsonData(registry: registry) }
    #expect(throws: MappingError.self) { try page.jsonObject(registry: registry) }
  }

  // MARK: Updates

  @Test(arguments: [ResolverForm.external, .adjacent]) func anUpdateKeepsASameTypeInstanceAndReplacesAnother(form: ResolverForm) throws {
    let registry = try form.registry()
    func wrap(_ kind: String, _ body: [String: Any]) -> [String: Any] {
      form == .external ? [kind: body] : ["kind": kind, "shape": body]
    }
    let drawing = try FormDrawing(dictionary: ["main": wrap("circle", ["name": "a", "radius": 1])], registry: registry)
    let circle = try #require(drawing.main as? FormCircle)
    try drawing.setValues(from: ["main": wrap("circle", ["radius": 5])], registry: registry)
    #expect(drawing.main === circle && circle.radius == 5 && circle.name == "a")
    let json = form == .external ? #"{"main": {"circle": {"name": "b"}}}"# : #"{"main": {"kind": "circle", "shape": {"name": "b"}}}"#
    try drawing.setValues(fromJSON: Data(json.utf8), registry: registry)
    #expect(drawing.main === circle && circle.name == "b" && circle.radius == 5)
    try drawing.setValues(from: ["main": wrap("square", ["side": 2])], registry: registry)
    #expect((drawing.main as? FormSquare)?.side == 2)
    // A bad wrapper on update is a problem, and the value is kept.
    let square = drawing.main
    var issues: [MappingError] = []
    try drawing.setValues(from: ["main": wrap("hexagon", [:])], registry: registry, issues: &issues)
    #expect(drawing.main === square && issues.count == 1)
    // A dictionary entry of the same type is updated in place; another type replaces it.
    try drawing.setValues(from: ["shapes": [wrap("square", ["side": 4])], "byName": ["k": wrap("circle", ["radius": 3])]], registry: registry)
    #expect((drawing.shapes.first as? FormSquare)?.side == 4 && (drawing.byName["k"] as? FormCircle)?.radius == 3)
    let entry = try #require(drawing.byName["k"] as? FormCircle)
    try drawing.setValues(from: ["byName": ["k": wrap("circle", ["name": "kept"])]], registry: registry)
    #expect(drawing.byName["k"] === entry && entry.name == "kept" && entry.radius == 3)
    issues = []
    try drawing.setValues(from: ["byName": ["k": wrap("circle", ["radius": "wide"])]], registry: registry, issues: &issues)
    #expect(issues.map(\.path) == [form == .external ? "byName.k.circle.radius" : "byName.k.shape.radius"])
    try drawing.setValues(from: ["byName": ["k": wrap("square", ["side": 8])]], registry: registry)
    #expect((drawing.byName["k"] as? FormSquare)?.side == 8)
    var page = FormPostPage()
    try page.setValues(fromJSON: Self.page(form), registry: registry)
    Self.expectMetaCodableTypes(page.items, "\(form) update")
  }

  @Test(arguments: [ResolverForm.external, .adjacent]) func anIdentifiedArrayMatchesElementsByTheMembersIdentifier(form: ResolverForm) throws {
    let registry = try form.registry()
    try registry.register(FormShape.self) { m in m.identifiedBy = "name" }
    try registry.register(FormCircle.self)
    try registry.register(FormSquare.self)
    func wrap(_ kind: String, _ body: [String: Any]) -> [String: Any] {
      form == .external ? [kind: body] : ["kind": kind, "shape": body]
    }
    let drawing = try FormDrawing(
      dictionary: ["shapes": [wrap("circle", ["name": "a", "radius": 1]), wrap("square", ["name": "b", "side": 2])]], registry: registry)
    let (circle, square) = (try #require(drawing.shapes.first as? FormCircle), try #require(drawing.shapes.last as? FormSquare))
    try drawing.setValues(
      from: ["shapes": [wrap("square", ["name": "b", "side": 5]), wrap("circle", ["name": "a", "radius": 7])]], registry: registry)
    #expect(drawing.shapes.count == 2 && drawing.shapes[0] === square && drawing.shapes[1] === circle)
    #expect(square.side == 5 && circle.radius == 7)
    // Another type under the same identifier is a new instance.
    try drawing.setValues(from: ["shapes": [wrap("square", ["name": "a", "side": 1])]], registry: registry)
    #expect(drawing.shapes.count == 1 && drawing.shapes[0] !== circle && drawing.shapes[0] is FormSquare)
  }

  // MARK: Registration and schema

  @Test(arguments: ResolverForm.allCases) func validRegistrationsHaveNoIssues(form: ResolverForm) throws {
    let registry = try form.registry()
    for type in [FormPostPage.self, FormPostPageClass.self, FormDrawing.self] as [any ReflectiveModel.Type] {
      #expect(registry.issues(for: type).isEmpty, "\(form) \(type) \(registry.issues(for: type))")
    }
  }

  @Test func aTableNamingATypeThatDoesNotFitIsRefused() throws {
    for resolver in [TypeResolver.external(["circle": FormCircle.self]), .adjacent(tag: "t", payload: "p", ["circle": FormCircle.self])] {
      let registry = MappingRegistry()
      do {
        try registry.register(FormPostPage.self) { m in m.typeResolvers["items"] = resolver }
        Issue.record("registered")
      } catch let error as MappingError {
        #expect(error.issues.contains { $0.registrationCode == .settingMisfit && $0.description.contains("FormCircle") }, "\(error)")
      }
    }
  }

  @Test func aWrappingResolverIsRefusedAsAModelsOwnSubtypeResolver() throws {
    let registry = MappingRegistry()
    #expect(throws: MappingError.self) {
      try registry.register(FormShape.self) { m in m.subtypeResolver = .external(["circle": FormCircle.self]) }
    }
  }

  @Test(arguments: [ResolverForm.external, .adjacent]) func theSchemaStatesOneBranchPerName(form: ResolverForm) throws {
    let registry = try form.registry(strict: true)
    let schema = registry.jsonSchema(for: FormPostPage.self)
    let json = String(decoding: try JSONSerialization.data(withJSONObject: schema, options: .sortedKeys), as: UTF8.self)
    #expect(json.contains(#""oneOf""#), "\(json)")
    if SchemaValidator.isAvailable {
      let page = try JSONSerialization.jsonObject(with: Self.page(form))
      let unknown = form == .external ? #"{"content": [{"poem": {}}]}"# : #"{"content": [{"type": "poem", "content": {}}]}"#
      let twoKeys = #"{"content": [{"text": {}, "audio": {}}]}"#
      let instances: [Any] = [
        page, try JSONSerialization.jsonObject(with: Data(unknown.utf8)), try JSONSerialization.jsonObject(with: Data(twoKeys.utf8)),
      ]
      let verdicts = try SchemaValidator.run(schema: schema, instances: instances)
      #expect(verdicts[0] == nil, "\(verdicts)")
      #expect(verdicts[1] != nil && verdicts[2] != nil, "\(verdicts)")
    }
  }
}
