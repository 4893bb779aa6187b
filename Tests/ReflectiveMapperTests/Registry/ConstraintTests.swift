import Foundation
import ReflectiveMapperTestModels
import Testing

@testable import ReflectiveMapper

/// Constraints declared in the registry: checked wherever values come in, from bytes and
/// dictionaries alike, reported at their path with their own reason, refused at registration
/// when they cannot apply, and stated in the JSON Schema.
@Suite struct ConstraintTests {
  static func registry(strict: Bool = false) throws -> MappingRegistry {
    let registry = MappingRegistry()
    if strict { registry.strictness = .strict }
    try registry.register(Signup.self) { m in
      m.constraints["username"] = [.length(3...20)]
      m.constraints["age"] = [.minimum(13)]
      m.constraints["tags"] = [.count(...3), .uniqueItems, .each(.length(1...5))]
      m.constraints["score"] = [.range(0.0...100.0), .multiple(of: 0.25)]
      m.constraints["plan"] = [.oneOf(["free", "pro"])]
      m.constraints["nickname"] = [.custom("must not be admin") { ($0 as? String) != "admin" }]
      m.constraints["limits"] = [.count(1...), .each(.range(0..<10))]
      m.constraints["email"] = [.pattern("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$")]
    }
    return registry
  }

  /// The same problems from bytes and from a dictionary (issue summaries, in order).
  func hydrate(_ json: String, _ registry: MappingRegistry) throws -> (model: Signup, issues: [MappingError]) {
    var fromBytes: [MappingError] = []
    let model = try Signup(jsonData: Data(json.utf8), registry: registry, issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    _ = try Signup(dictionary: dictionary, registry: registry, issues: &fromDictionary)
    #expect(fromBytes.map(\.summary) == fromDictionary.map(\.summary), "bytes and dictionaries agree")
    return (model, fromBytes)
  }

  @Test func aValidPayloadIsReadWhole() throws {
    let json = #"{"username": "ada", "age": 36, "tags": ["a", "b"], "score": 99.75, "plan": "pro", "nickname": "countess", "limits": {"x": 9}}"#
    let (model, issues) = try hydrate(json, try Self.registry())
    #expect(issues.isEmpty)
    #expect(model.username == "ada" && model.age == 36 && model.score == 99.75 && model.plan == .pro && model.limits == ["x": 9])
  }

  @Test func eachViolationIsOneProblemAtItsPathAndTheValueIsNotWritten() throws {
    let json = #"""
      {"username": "ab", "age": 7, "tags": ["a", "toolong", "c", "a"], "score": 0.3, "plan": "team",
       "nickname": "admin", "limits": {"x": 3, "y": 10}, "email": "ada at example.org"}
      """#
    let (model, issues) = try hydrate(json, try Self.registry())
    let byPath = Dictionary(issues.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byPath["age"]?.reason == .constraintViolation(rule: "minimum", message: "7 is less than the minimum 13"))
    #expect(byPath["age"]?.summary.hasSuffix("age: 7 is less than the minimum 13") == true, "\(byPath["age"]?.summary ?? "")")
    #expect(byPath["username"]?.reason == .constraintViolation(rule: "minLength", message: #""ab" has 2 characters, fewer than the minimum 3"#))
    #expect(byPath["tags[1]"]?.reason.code == "constraintViolation", "an element breaking `each` is dropped")
    #expect(byPath["score"]?.reason == .constraintViolation(rule: "multipleOf", message: "0.3 is not a multiple of 0.25"))
    #expect(byPath["plan"]?.reason == .constraintViolation(rule: "enum", message: #""team" is not one of "free", "pro""#))
    #expect(byPath["nickname"]?.reason == .constraintViolation(rule: "custom", message: #"must not be admin (found String "admin")"#))
    let emailMessage = #""ada at example.org" does not match the pattern "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$""#
    #expect(byPath["email"]?.reason == .constraintViolation(rule: "pattern", message: emailMessage))
    #expect(byPath["limits.y"]?.reason == .constraintViolation(rule: "exclusiveMaximum", message: "10 is not less than the exclusive maximum 10"))
    // A count is checked on what the payload holds (four tags, before the long one is dropped);
    // the rest on what is left: three tags, one repeated.
    let tagProblems = issues.filter { $0.path == "tags" }.map(\.reason)
    #expect(
      tagProblems == [
        .constraintViolation(rule: "maxItems", message: "4 elements, more than the maximum 3"),
        .constraintViolation(rule: "uniqueItems", message: "element 2 repeats element 0"),
      ])
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(model.username == "" && model.age == 0 && model.score == 0 && model.plan == nil && model.nickname == "")
    #expect(model.tags == [], "the array that breaks uniqueItems is not written")
    #expect(model.limits == ["x": 3])
  }

  @Test func strictMakesEveryViolationFatalAndListsThemAll() throws {
    let registry = try Self.registry(strict: true)
    let error = try #require(throws: MappingError.self) {
      try Signup(jsonData: Data(#"{"username": "ab", "age": 7, "score": 101}"#.utf8), registry: registry)
    }
    #expect(Set(error.issues.map(\.path)) == ["username", "age", "score"])
    #expect(error.issues.allSatisfy { $0.isFatal && $0.reason.code == "constraintViolation" })
    #expect(error.issues.contains { $0.reason == .constraintViolation(rule: "maximum", message: "101 is greater than the maximum 100") })
  }

  @Test func anUpdateKeepsTheValueAndAStrictOneIsAllOrNothing() throws {
    let lenient = try Self.registry()
    let model = try Signup(dictionary: ["username": "ada", "age": 36], registry: lenient)
    var issues: [MappingError] = []
    try model.setValues(fromJSON: Data(#"{"age": 12, "username": "lovelace"}"#.utf8), registry: lenient, issues: &issues)
    #expect(model.age == 36 && model.username == "lovelace")
    #expect(issues.map(\.path) == ["age"])
    let strict = try Self.registry(strict: true)
    #expect(throws: MappingError.self) { try model.setValues(from: ["age": 12, "username": "grace"], registry: strict) }
    #expect(model.username == "lovelace", "nothing of a refused update is written")
  }

  /// A collection an update merges in place is checked whole afterwards, and left as it was
  /// when it breaks a constraint.
  @Test func aCollectionMergedInPlaceIsCheckedWhole() throws {
    let registry = MappingRegistry()
    try registry.register(Signup.self) { m in m.constraints["limits"] = [.count(1...2), .each(.range(0..<10))] }
    let model = try Signup(dictionary: ["limits": ["x": 1]], registry: registry)
    var issues: [MappingError] = []
    try model.setValues(from: ["limits": ["y": 2]], registry: registry, issues: &issues)
    #expect(model.limits == ["x": 1, "y": 2] && issues.isEmpty, "an update merges a dictionary of values")
    try model.setValues(from: ["limits": ["z": 3]], registry: registry, issues: &issues)
    #expect(model.limits == ["x": 1, "y": 2], "three members break the count: the merge is undone")
    #expect(issues.map(\.reason) == [.constraintViolation(rule: "maxProperties", message: "3 members, more than the maximum 2")])
    issues = []
    try model.setValues(from: ["limits": ["y": 12]], registry: registry, issues: &issues)
    #expect(model.limits == ["x": 1, "y": 2])
    let message = #"member "y": 12 is not less than the exclusive maximum 10"#
    #expect(issues.map(\.reason) == [.constraintViolation(rule: "exclusiveMaximum", message: message)])
    #expect(Constraint.multiple(of: 0.01).rule.step == Decimal(string: "0.01"), "a literal step by its digits")
  }

  @Test func structsAndImmutableModelsToo() throws {
    let registry = MappingRegistry()
    try registry.register(SignupValue.self) { m in
      m.constraints["age"] = [.minimum(13)]
      m.constraints["tags"] = [.each(.length(1...))]
    }
    try registry.register(SignupLet.self) { m in m.constraints["age"] = [.range(13...120)] }
    var issues: [MappingError] = []
    var value = try SignupValue(jsonData: Data(#"{"age": 5, "tags": ["", "x"]}"#.utf8), registry: registry, issues: &issues)
    #expect(value.age == 0 && value.tags == ["x"])
    #expect(issues.map(\.path).sorted() == ["age", "tags[0]"])
    issues = []
    try value.setValues(from: ["age": 200], registry: registry, issues: &issues)
    #expect(value.age == 200, "no maximum on the struct")
    let refused = try #require(throws: MappingError.self) {
      try SignupLet(jsonData: Data(#"{"username": "ada", "age": 130}"#.utf8), registry: registry)
    }
    #expect(refused.issues.contains { $0.path == "age" && $0.reason.code == "constraintViolation" })
    let made = try SignupLet(dictionary: ["username": "ada", "age": 30], registry: registry)
    #expect(made.age == 30)
  }

  @Test func theLibrarysDecoderChecksThemInAReflectiveCodableModel() throws {
    let registry = MappingRegistry()
    registry.strictness = .strict
    try registry.register(SignupCodable.self) { m in m.constraints["age"] = [.minimum(13)] }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode([SignupCodable].self, from: Data(#"[{"username": "ada", "age": 7}]"#.utf8))
    }
    guard case .dataCorrupted(let context) = error, let mapping = context.underlyingError as? MappingError else {
      Issue.record("expected dataCorrupted with a MappingError, got \(error)")
      return
    }
    #expect(mapping.issues.contains { $0.reason == .constraintViolation(rule: "minimum", message: "7 is less than the minimum 13") })
  }

  /// Through Foundation's `JSONDecoder` too: a `ReflectiveCodable` model's `init(from:)` maps
  /// by the same plan.
  @Test func foundationsDecoderChecksThemThroughInitFrom() throws {
    let registry = MappingRegistry()
    let seen = IssueLog()
    registry.issueHandler = { seen.append($0) }
    try registry.register(SignupCodable.self) { m in m.constraints["age"] = [.minimum(13)] }
    let decoder = JSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    let json = Data(#"{"username": "ada", "age": 7}"#.utf8)
    #expect(throws: DecodingError.self) { try decoder.decode(SignupCodable.self, from: json) }
    registry.codingRules = .registry
    let signup = try decoder.decode(SignupCodable.self, from: json)
    #expect(signup.username == "ada" && signup.age == 0)
    #expect(seen.issues.map(\.reason).last == .constraintViolation(rule: "minimum", message: "7 is less than the minimum 13"))
  }

  @Test func aConstraintThatCannotApplyIsARegistrationError() throws {
    let misfit = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Signup.self) { m in m.constraints["age"] = [.length(1...3)] }
    }
    #expect(misfit.summary.contains("a length applies to a string"), "\(misfit.summary)")
    let unknown = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Signup.self) { m in m.constraints["agee"] = [.minimum(1)] }
    }
    #expect(unknown.summary.contains("agee"))
    #expect(throws: MappingError.self) { try MappingRegistry().register(Signup.self) { m in m.constraints["plan"] = [.oneOf([1, 2])] } }
    #expect(throws: MappingError.self) { try MappingRegistry().register(Signup.self) { m in m.constraints["score"] = [.count(1...)] } }
    #expect(throws: MappingError.self) { try MappingRegistry().register(Signup.self) { m in m.constraints["limits"] = [.uniqueItems] } }
    let backtracking = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Signup.self) { m in m.constraints["username"] = [.pattern("(a)\\1")] }
    }
    #expect(backtracking.summary.contains("backreferences are not supported"), "\(backtracking.summary)")
    #expect(throws: MappingError.self) { try MappingRegistry().register(Signup.self) { m in m.constraints["age"] = [.pattern("^1")] } }
  }

  @Test func theSchemaStatesThemAndNotesWhatItCannot() throws {
    let registry = try Self.registry()
    let schema = registry.jsonSchema(for: Signup.self)
    let definition = try #require((schema["$defs"] as? [String: Any])?["Signup"] as? [String: Any])
    let properties = try #require(definition["properties"] as? [String: Any])
    let username = try #require(properties["username"] as? [String: Any])
    #expect(username["minLength"] as? Int == 3 && username["maxLength"] as? Int == 20)
    let age = try #require(properties["age"] as? [String: Any])
    // Integers are Ints, as a reader of the schema expects them.
    #expect(age["minimum"] as? Int == 13, "\(age)")
    let tags = try #require(properties["tags"] as? [String: Any])
    #expect(tags["maxItems"] as? Int == 3 && tags["uniqueItems"] as? Bool == true)
    #expect((tags["items"] as? [String: Any])?["maxLength"] as? Int == 5)
    let score = try #require(properties["score"] as? [String: Any])
    #expect(score["multipleOf"] as? Double == 0.25)
    let plan = try #require(properties["plan"] as? [String: Any])
    let choices = (plan["anyOf"] as? [[String: Any]])?.first
    #expect(choices?["enum"] as? [String] == ["free", "pro"], "inside the optional's non-null choice: \(plan)")
    let email = try #require(properties["email"] as? [String: Any])
    #expect(((email["anyOf"] as? [[String: Any]])?.first)?["pattern"] as? String == "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$")
    let limits = try #require(properties["limits"] as? [String: Any])
    #expect(limits["minProperties"] as? Int == 1)
    #expect((limits["additionalProperties"] as? [String: Any])?["exclusiveMaximum"] as? Int == 10)
    let notes = registry.issues(for: Signup.self).filter { $0.registrationCode == .openSchema }
    #expect(notes.map(\.property) == ["Signup.nickname"], "the closure is noted")
  }
}

extension ConstraintTests {
  /// A schema number is an `Int` for an integer, a `Double` where that holds it as written, and
  /// the `Decimal` only where exactness needs it.
  @Test func schemaNumbersAreIntsAndDoublesUnlessExactnessNeedsADecimal() {
    #expect(ConstraintSchema.number(13) as? Int == 13)
    #expect(ConstraintSchema.number(-7) as? Int == -7)
    #expect(ConstraintSchema.number(Decimal(string: "0.5")!) as? Double == 0.5)
    #expect(ConstraintSchema.number(Decimal(string: "1.005")!) as? Double == 1.005)
    let fine = Decimal(string: "0.1000000000000000000001")!
    #expect(ConstraintSchema.number(fine) as? Decimal == fine)
    let huge = Decimal(string: "123456789012345678901234567890")!
    #expect(ConstraintSchema.number(huge) as? Decimal == huge)
  }
}

extension Constraint.Rule {
  /// A multiple's step, for the literal test.
  var step: Decimal? { if case .multipleOf(let step) = self { step } else { nil } }
}

/// Hostile input against constraints stays bounded: no crash, no hang.
@Suite struct ConstraintHostileInputTests {
  @Test func deepNestingWithConstraintsAtEveryLevel() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.constraints["name"] = [.length(1...10), .pattern("^[A-Z][a-z]*$")]
      m.constraints["friends"] = [.count(...1)]
    }
    let depth = 250  // an object and an array per level: 500 of the 512 levels JSON may nest
    var json = ""
    for level in 0..<depth { json += #"{"name": "\#(level == depth / 2 ? "bad name" : "Ada")", "friends": ["# }
    json += String(repeating: "]}", count: depth)
    var issues: [MappingError] = []
    let root = try Person(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(root.name == "Ada")
    #expect(issues.count == 1, "the one bad name, at its depth")
    #expect(issues.first?.path.hasSuffix(".name") == true)
    #expect(issues.first?.path.components(separatedBy: "friends[0]").count == depth / 2 + 1)
  }

  @Test func aHugeStringAgainstAPatternIsReadOnce() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in m.constraints["name"] = [.pattern("^(a+)+$")] }
    let name = String(repeating: "a", count: 1_000_000) + "!"
    var issues: [MappingError] = []
    _ = try Person(dictionary: ["name": name], registry: registry, issues: &issues)
    #expect(issues.map(\.reason.code) == ["constraintViolation"])
    #expect(issues.first?.description.count ?? 0 < 1_000, "the value is truncated in the message")
  }
}
