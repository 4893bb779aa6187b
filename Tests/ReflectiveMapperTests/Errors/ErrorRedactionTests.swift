import Foundation
import ReflectiveMapper
import Testing

// Error messages show at most ~100 characters of any payload value, so a credential in a
// failing field never ends up whole in a log.

@Suite struct ErrorRedactionTests {}

extension ErrorRedactionTests {
  /// A fake 10,000-character token; no 101-character slice of it may appear in a message.
  static let token = "tok_" + String((0..<9_996).map { index in Array("A1b2C3d4E5f6G7h8")[index % 16] })

  /// No more than 100 characters of the token, and a short message (`problems` messages of
  /// about 300 characters at most each).
  static func expectRedacted(_ text: String, _ what: String, problems: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!text.contains(String(token.prefix(101))), "\(what): the whole token leaks (\(text.count) characters)", sourceLocation: sourceLocation)
    #expect(text.count < 300 * problems, "\(what): \(text.count) characters", sourceLocation: sourceLocation)
  }

  @Test func aLongValueInAFailingFieldIsTruncatedInTheMessage() throws {
    let registry = MappingRegistry()
    try registry.register(HardDrawing.self) { m in m.typeResolvers["shapes"] = .discriminator("kind") }
    var issues: [MappingError] = []
    _ = try HardEverything(
      dictionary: [
        "int": Self.token, "double": Self.token, "bool": Self.token, "decimal": Self.token, "date": Self.token,
        "uuid": Self.token, "data": Self.token, "color": Self.token, "numbers": [Self.token], "table": ["k": Self.token],
      ],
      registry: registry, issues: &issues)
    #expect(issues.count == 10)
    for issue in issues {
      Self.expectRedacted(issue.description, issue.path)
      #expect(issue.description.contains(String(Self.token.prefix(50))), "\(issue.path): shows the start of the value")
      #expect(issue.description.contains("…"), "\(issue.path): marks the cut")
    }
    #expect(try #require(issues.first { $0.path == "int" }).description.count < 200)
    issues = []
    _ = try HardDrawing(dictionary: ["shapes": [["kind": Self.token]]], registry: registry, issues: &issues)
    let discriminator = try #require(issues.first)
    Self.expectRedacted(discriminator.description, "discriminator")
  }

  @Test func theThrownErrorOfAStrictMappingIsTruncatedToo() throws {
    let registry = MappingRegistry()
    try registry.register(IntegerWidths.self) { m in m.isStrict = true }
    let error = try #require(throws: MappingError.self) {
      try IntegerWidths(dictionary: ["int": Self.token, "uint8": Self.token, "float": Self.token], registry: registry)
    }
    #expect(error.issues.count == 3)
    #expect(error.description.hasPrefix("3 problems:"))
    Self.expectRedacted(error.description, "combined description", problems: 3)
    for problem in error.issues { Self.expectRedacted(problem.summary, problem.path) }
  }

  @Test func aLongValueFromJSONBytesIsTruncatedToo() throws {
    var issues: [MappingError] = []
    _ = try HardEverything(jsonData: Data(#"{"int":"\#(Self.token)","uuid":"\#(Self.token)"}"#.utf8), registry: MappingRegistry(), issues: &issues)
    #expect(issues.count == 2)
    for issue in issues { Self.expectRedacted(issue.description, issue.path) }

    // Malformed JSON right after a long token: the reader names a position, not the text.
    let error = try #require(throws: MappingError.self) {
      try HardLeaf(jsonData: Data(#"{"name":"\#(Self.token)" "oops"}"#.utf8), registry: MappingRegistry())
    }
    Self.expectRedacted(error.description, "invalid JSON")
  }

  @Test func errorsThrownByCallbacksAreTruncated() throws {
    let registry = MappingRegistry()
    try registry.register(HardDrawing.self) { m in
      m.adapters["title"] = Adapter { raw in throw HardError(description: "cannot use \(raw)") }
      m.typeResolvers["shapes"] = TypeResolver { element in throw HardError(description: "no type for \(element)") }
      m.adapters["secret"] = Adapter(hydrate: { $0 }, serialize: { value in throw HardError(description: "will not write \(value)") })
    }
    var issues: [MappingError] = []
    _ = try HardDrawing(dictionary: ["title": Self.token, "shapes": [["kind": Self.token]]], registry: registry, issues: &issues)
    #expect(issues.count == 2)
    for issue in issues { Self.expectRedacted(issue.description, issue.path) }

    let hookRegistry = MappingRegistry()
    try hookRegistry.register(HardLeaf.self) { m in
      m.beforeMapping = { input in throw HardError(description: "bad envelope \(input)") }
    }
    let hook = try #require(throws: MappingError.self) { try HardLeaf(dictionary: ["name": Self.token], registry: hookRegistry) }
    Self.expectRedacted(hook.description, "beforeMapping")

    let drawing = HardDrawing()
    drawing.secret = Self.token
    let output = try #require(throws: MappingError.self) { try drawing.jsonData(registry: registry) }
    Self.expectRedacted(output.description, "serializing adapter")
  }

  @Test func anUnknownKeyIsTruncatedInTheReason() throws {
    let registry = MappingRegistry()
    try registry.register(HardLeaf.self) { m in m.unknownKeys = .fail }
    let error = try #require(throws: MappingError.self) { try HardLeaf(dictionary: [Self.token: 1], registry: registry) }
    Self.expectRedacted(error.reason.description, "unknown key reason")
  }
}
