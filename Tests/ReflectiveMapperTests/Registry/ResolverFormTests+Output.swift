import Foundation
import ReflectiveMapper
import Testing

/// The resolver forms written back, updated, registered and stated in the JSON Schema (the
/// reading is `ResolverFormTests.swift`).
extension ResolverFormTests {
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
