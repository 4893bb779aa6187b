import Foundation
import Testing

@testable import ReflectiveMapper

/// What a constraint checks and reports: a count on what the input holds, and every rule a
/// value breaks, from bytes and from dictionaries, on classes, structs and immutable models.
@Suite struct ConstraintRuleTests {
  private static let tooMany = #"{"username": "ada", "tags": ["a", "b", "c", "d", "much-too-long-tag", "f"]}"#

  private func registry<M: ReflectiveModel>(_: M.Type, _ constraints: [String: [Constraint]]) throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(M.self) { m in m.constraints = constraints }
    return registry
  }

  /// The problems of `json` read as `M`, the same from bytes and from a dictionary.
  private func problems<M: ReflectiveModel>(_: M.Type, _ json: String, _ registry: MappingRegistry) throws -> [MappingError] {
    var fromBytes: [MappingError] = []
    _ = try? M(jsonData: Data(json.utf8), registry: registry, issues: &fromBytes)
    var fromDictionary: [MappingError] = []
    let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    _ = try? M(dictionary: dictionary, registry: registry, issues: &fromDictionary)
    #expect(fromBytes.map(\.summary) == fromDictionary.map(\.summary), "bytes and dictionaries agree")
    return fromBytes
  }

  @Test func aCountIsCheckedOnWhatThePayloadHoldsBeforeAnElementIsDropped() throws {
    let constraints: [String: [Constraint]] = ["tags": [.count(1...5), .each(.length(1...10))]]
    let registry = try registry(Signup.self, constraints)
    let issues = try problems(Signup.self, Self.tooMany, registry)
    #expect(issues.contains { $0.path == "tags[4]" && $0.reason.code == "constraintViolation" }, "the long element: \(issues)")
    let count = try #require(issues.first { $0.path == "tags" })
    #expect(count.reason == .constraintViolation(rule: "maxItems", message: "6 elements, more than the maximum 5"))
    // The property keeps its value: five tags are not what the client sent.
    var kept: [MappingError] = []
    let model = try Signup(jsonData: Data(Self.tooMany.utf8), registry: registry, issues: &kept)
    #expect(model.tags.isEmpty)
    // A struct and an immutable model say the same.
    let structIssues = try problems(SignupValue.self, Self.tooMany, try self.registry(SignupValue.self, constraints))
    #expect(structIssues.map(\.summary).filter { $0.contains("tags:") }.count == 1)
    #expect(structIssues.contains { $0.reason == count.reason })
  }

  @Test func aCountOfMembersToo() throws {
    let registry = try registry(Signup.self, ["limits": [.count(...2), .each(.range(0..<10))]])
    let issues = try problems(Signup.self, #"{"limits": {"a": 1, "b": 2, "c": 30}}"#, registry)
    #expect(
      issues.contains {
        $0.path == "limits" && $0.reason == .constraintViolation(rule: "maxProperties", message: "3 members, more than the maximum 2")
      })
  }

  @Test func aValueThatBreaksTwoRulesReportsBoth() throws {
    let constraints: [String: [Constraint]] = ["username": [.length(3...20), .pattern("^[a-z]+$")]]
    for issues in [
      try problems(Signup.self, #"{"username": "A!"}"#, try registry(Signup.self, constraints)),
      try problems(SignupValue.self, #"{"username": "A!"}"#, try registry(SignupValue.self, constraints)),
      try problems(SignupLet.self, #"{"username": "A!", "age": 20}"#, try registry(SignupLet.self, constraints)),
    ] {
      let rules = issues.filter { $0.path == "username" }.compactMap { issue -> String? in
        if case .constraintViolation(let rule, _) = issue.reason { rule } else { nil }
      }
      #expect(rules == ["minLength", "pattern"], "\(issues)")
    }
  }

  @Test func theLibrarysDecoderThrowsEveryRuleToo() throws {
    struct Form: ReflectiveCodable {
      var username = ""
      static var keyPaths: [String: AnyKeyPath] { ["username": \Form.username] }
    }
    let registry = MappingRegistry()
    try registry.register(Form.self) { m in m.constraints["username"] = [.length(3...20), .pattern("^[a-z]+$")] }
    let decoder = ReflectiveJSONDecoder()
    decoder.userInfo[MappingRegistry.codingUserInfoKey] = registry
    do {
      _ = try decoder.decode(Form.self, from: Data(#"{"username": "A!"}"#.utf8))
      Issue.record("decoded")
    } catch let error as DecodingError {
      guard case .dataCorrupted(let context) = error, let mapping = context.underlyingError as? MappingError else {
        Issue.record("\(error)")
        return
      }
      #expect(mapping.issues.count == 2, "\(mapping.issues)")
    }
  }
}
