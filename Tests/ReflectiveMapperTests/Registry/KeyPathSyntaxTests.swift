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
