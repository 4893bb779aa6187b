import ReflectiveMapperTestModels
import Testing

@testable import ReflectiveMapper

/// One splitter serves every delimiter: the escape rules are the same for `.` and `->`.
@Suite struct KeyPathSyntaxTests {
  @Test func dotsSplitAndEscapesKeepTheirMeaning() {
    #expect(KeyPathSyntax.segments("stats.best.object") == ["stats", "best", "object"])
    #expect(KeyPathSyntax.segments("version\\.major") == ["version.major"])
    #expect(KeyPathSyntax.segments("codes.\\404") == ["codes", "\\404"])  // IndexPaths reads the escape
    #expect(KeyPathSyntax.segments("a\\\\.b") == ["a\\\\", "b"])  // an escaped backslash, then a split
    #expect(KeyPathSyntax.segments("trailing\\") == ["trailing\\"])
    #expect(KeyPathSyntax.segments("plain") == ["plain"])
  }

  @Test func anotherDelimiterSplitsTheSameWay() {
    #expect(KeyPathSyntax.segments("user->e.mail", delimiter: "->") == ["user", "e.mail"])
    #expect(KeyPathSyntax.segments("x->y\\->z", delimiter: "->") == ["x", "y->z"])
    #expect(KeyPathSyntax.segments("codes->\\404", delimiter: "->") == ["codes", "\\404"])
    #expect(KeyPathSyntax.segments("a\\\\->b", delimiter: "->") == ["a\\\\", "b"])
    #expect(KeyPathSyntax.segments("a.b", delimiter: "->") == ["a.b"])
  }
}

extension KeyPathSyntaxTests {
  @Test func aModelMayChooseItsPathDelimiter() throws {
    let registry = MappingRegistry()
    try registry.register(Reading.self) { m in
      m.pathDelimiter = "->"
      m.keys = ["geo->place.name": "location", "a.b": "code", "x->y\\->z": "status"]
    }
    let input = BothInputs(#"{"geo": {"place.name": "Oslo"}, "a.b": "literal", "x": {"y->z": "closed"}}"#)
    for reading in [try Reading(dictionary: input.dictionary, registry: registry), try Reading(jsonData: input.data, registry: registry)] {
      #expect(reading.location == "Oslo")
      #expect(reading.code == "literal")
      #expect(reading.status == .closed)
      let object = try reading.jsonObject(registry: registry)
      #expect(jsonEqual(object["geo"]!, ["place.name": "Oslo"]))
      #expect(object["a.b"] as? String == "literal")
      #expect(jsonEqual(object["x"]!, ["y->z": "closed"]))
    }
    let emptyDelimiter = try #require(throws: MappingError.self) { try registry.register(Rock.self) { m in m.pathDelimiter = "" } }
    #expect(emptyDelimiter.registrationCode == .emptyPathDelimiter)
    #expect(emptyDelimiter.summary.contains("pathDelimiter"))
    // The default delimiter and its escape are unchanged.
    let dotted = MappingRegistry()
    try dotted.register(Reading.self) { m in m.keys = ["geo.place\\.name": "location"] }
    #expect(try Reading(dictionary: input.dictionary, registry: dotted).location == "Oslo")
  }
}
