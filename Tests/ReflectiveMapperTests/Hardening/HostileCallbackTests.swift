import Foundation
import ReflectiveMapper
import Testing

// User code that fails: adapters that throw (both directions), resolvers that throw or pick
// a type that does not fit, `beforeMapping` hooks that throw.

@Suite struct HostileCallbackTests {}

extension HostileCallbackTests {
  static func drawingRegistry(_ configure: (inout ModelMapping<HardDrawing>) -> Void) throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(HardDrawing.self) { m in configure(&m) }
    return registry
  }

  @Test func anAdapterThatThrowsIsANonFatalProblemAtItsProperty() throws {
    let registry = try Self.drawingRegistry { m in
      m.adapters["title"] = Adapter { raw in
        if let text = raw as? String, text.hasPrefix("bad") { throw HardError(description: "refused \(text)") }
        return raw
      }
    }
    var issues: [MappingError] = []
    let drawing = try HardDrawing(
      dictionary: ["title": "bad title", "count": 3, "child": ["title": "bad child"]], registry: registry, issues: &issues)
    #expect(drawing.title == "" && drawing.count == 3)
    #expect(drawing.child?.title == "")
    #expect(issues.map(\.path) == ["child.title", "title"] || issues.map(\.path) == ["title", "child.title"])
    let issue = try #require(Hostile.issue(at: "title", in: issues))
    #expect(issue.reason == .callbackFailed("refused bad title"))
    #expect(issue.property == "HardDrawing.title")
    #expect(!issue.isFatal)
    #expect(Hostile.issue(at: "child.title", in: issues)?.property == "HardDrawing.child.title")
  }

  @Test func anAdapterThatThrowsOnARequiredPropertyIsFatal() throws {
    let registry = try Self.drawingRegistry { m in
      m.required = ["title"]
      m.adapters["title"] = Adapter { _ in throw HardError(description: "always") }
    }
    let error = try #require(throws: MappingError.self) { try HardDrawing(dictionary: ["title": "x"], registry: registry) }
    #expect(error.path == "title")
    #expect(error.reason == .callbackFailed("always"))
    #expect(error.isFatal)
  }

  @Test func anAdapterThatThrowsAMappingErrorHasItsPathAppended() throws {
    let registry = try Self.drawingRegistry { m in
      m.adapters["title"] = Adapter { _ in
        throw MappingError(path: "parts[1]", reason: .custom("part two is missing"), isFatal: false)
      }
    }
    var issues: [MappingError] = []
    _ = try HardDrawing(dictionary: ["child": ["title": "x"]], registry: registry, issues: &issues)
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.path == "child.title.parts[1]")
    #expect(issue.reason == .custom("part two is missing"))
    #expect(!issue.isFatal)
  }

  @Test func anAdapterReturningTheWrongTypeIsAMismatch() throws {
    let registry = try Self.drawingRegistry { m in
      m.adapters["count"] = Adapter { _ in Date(timeIntervalSince1970: 0) }
    }
    var issues: [MappingError] = []
    let drawing = try HardDrawing(dictionary: ["count": 1], registry: registry, issues: &issues)
    #expect(drawing.count == 0, "the value is kept")
    #expect(issues.map(\.path) == ["count"])
    #expect(issues.first?.reason.code == "typeMismatch" && issues.first?.isFatal == false)
  }

  @Test func aSerializingAdapterThatThrowsFailsOutputWithThePath() throws {
    let registry = try Self.drawingRegistry { m in
      m.adapters["secret"] = Adapter(hydrate: { $0 }, serialize: { _ in throw HardError(description: "not for output") })
    }
    let drawing = HardDrawing()
    drawing.child = HardDrawing()
    for model in [drawing, drawing.child!] {
      let error = try #require(throws: MappingError.self) { try model.jsonData(registry: registry) }
      #expect(error.path == "secret", "the root model's own property fails first")
      #expect(error.reason.code == "callbackFailed")
      #expect(error.description.contains("not for output"))
      let objectError = try #require(throws: MappingError.self) { try model.jsonObject(registry: registry) }
      #expect(objectError.path == "secret")
    }
    // The plain view leaves the value out instead.
    #expect(drawing.dictionaryRepresentation(registry: registry)["secret"] == nil)
    #expect(drawing.dictionaryRepresentation(registry: registry)["title"] as? String == "")
  }
}

// MARK: - Resolvers

extension HostileCallbackTests {
  @Test func aResolverPickingATypeThatDoesNotFitDropsTheElement() throws {
    let registry = try Self.drawingRegistry { m in
      m.typeResolvers["shapes"] = TypeResolver { element in
        element["kind"] as? String == "stranger" ? HardStranger.self as any ReflectiveModel.Type : Circle.self
      }
      m.typeResolvers["main"] = TypeResolver { _ in HardStranger.self }
    }
    var issues: [MappingError] = []
    let drawing = try HardDrawing(
      dictionary: ["shapes": [["kind": "circle", "radius": 2], ["kind": "stranger"]], "main": ["kind": "x"]],
      registry: registry, issues: &issues)
    #expect(drawing.shapes.count == 1)
    #expect((drawing.shapes.first as? Circle)?.radius == 2)
    #expect(drawing.main == nil)
    #expect(Set(issues.map(\.path)) == ["shapes[1]", "main"])
    let element = try #require(Hostile.issue(at: "shapes[1]", in: issues))
    #expect(element.reason == .typeMismatch(expected: "Shape", found: "model HardStranger"))
    #expect(!element.isFatal)
    #expect(
      Hostile.issue(at: "main", in: issues)?.reason == .typeMismatch(expected: "Optional<Shape>", found: "model HardStranger")
        || Hostile.issue(at: "main", in: issues)?.reason == .typeMismatch(expected: "Shape", found: "model HardStranger"))
  }

  @Test func aResolverThatThrowsIsACallbackFailureAtTheElement() throws {
    let registry = try Self.drawingRegistry { m in
      m.typeResolvers["shapes"] = TypeResolver { element in
        if element["kind"] == nil { throw HardError(description: "no kind") }
        return nil
      }
    }
    var issues: [MappingError] = []
    let drawing = try HardDrawing(dictionary: ["shapes": [["kind": "a"], [:]]], registry: registry, issues: &issues)
    #expect(drawing.shapes.map(\.kind) == ["a"])
    let issue = try #require(Hostile.issue(at: "shapes[1]", in: issues))
    #expect(issue.reason == .callbackFailed("type resolver threw: no kind"))
    #expect(issues.count == 1)
  }

  @Test func discriminatorsWithUnknownOrMistypedNamesDropTheElement() throws {
    let registry = try Self.drawingRegistry { m in
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": Circle.self])
      m.typeResolvers["main"] = .named("no such type")
    }
    var issues: [MappingError] = []
    let drawing = try HardDrawing(
      dictionary: ["shapes": [["kind": "circle"], ["kind": "hexagon"], ["kind": ["nested": 1]], ["radius": 1]], "main": [:]],
      registry: registry, issues: &issues)
    #expect(drawing.shapes.count == 2, "the circle, and the element without a kind as the declared type")
    #expect(drawing.shapes.first is Circle)
    #expect(type(of: drawing.shapes[1]) == Shape.self)
    #expect(Hostile.issue(at: "shapes[1]", in: issues)?.reason == .invalidValue(expected: #"type name in "kind""#, found: #""hexagon""#))
    #expect(Hostile.issue(at: "shapes[2]", in: issues)?.reason.code == "typeMismatch")
    #expect(Hostile.issue(at: "main", in: issues)?.reason == .invalidValue(expected: "registered type name", found: #""no such type""#))
    #expect(drawing.main == nil)
  }
}

// MARK: - beforeMapping

extension HostileCallbackTests {
  @Test func beforeMappingThatThrowsIsFatalAtThatModelsPath() throws {
    let registry = try Self.drawingRegistry { m in
      m.beforeMapping = { input in
        if input["boom"] != nil { throw HardError(description: "envelope refused") }
        return input
      }
    }
    let top = try #require(throws: MappingError.self) { try HardDrawing(dictionary: ["boom": 1], registry: registry) }
    #expect(top.path == "")
    #expect(top.reason == .callbackFailed("envelope refused"))
    #expect(top.isFatal)
    #expect(top.issues.count == 1)

    var issues: [MappingError] = []
    let nested = try #require(throws: MappingError.self) {
      try HardDrawing(dictionary: ["title": "t", "child": ["child": ["boom": true]]], registry: registry, issues: &issues)
    }
    #expect(nested.path == "child.child")
    #expect(nested.property == "HardDrawing.child.child")
    #expect(issues.count == 1)

    let fromBytes = try #require(throws: MappingError.self) {
      try HardDrawing(jsonData: Data(#"{"child":{"child":{"boom":true}}}"#.utf8), registry: registry)
    }
    #expect(fromBytes.path == "child.child")
    #expect(fromBytes.reason == .callbackFailed("envelope refused"))

    let inArray = try #require(throws: MappingError.self) {
      try [HardDrawing](dictionaries: [["title": "a"], ["boom": 1]], registry: registry)
    }
    #expect(inArray.path == "[1]")
  }

  @Test func beforeMappingThatThrowsAMappingErrorKeepsItsOwnPath() throws {
    let registry = try Self.drawingRegistry { m in
      m.beforeMapping = { input in
        guard input["data"] is [String: Any] else {
          throw MappingError(path: "data", reason: .missingRequiredValue)
        }
        return input["data"] as! [String: Any]
      }
    }
    #expect(try HardDrawing(dictionary: ["data": ["title": "in the envelope"]], registry: registry).title == "in the envelope")
    let error = try #require(throws: MappingError.self) { try HardDrawing(dictionary: ["title": "bare"], registry: registry) }
    #expect(error.path == "data")
    #expect(error.reason == .missingRequiredValue)
    #expect(error.isFatal)
  }
}
