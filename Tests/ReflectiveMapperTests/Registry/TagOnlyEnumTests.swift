import Foundation
import ReflectiveMapper
import Testing

/// A raw-value enumeration a service spells several ways (MetaCodable's `@Codable enum
/// HTTPMethod: String` with `@CodedAs("GET")`): the value itself is the tag.
private enum Method: String, Equatable, CaseIterable { case get, post }

private enum Code: Int, Equatable {
  case success = 200
  case clientError = 400
}

private final class Call: ReflectiveModel {
  var method = Method.get
  var methods: [Method] = []
  var code: Code?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["method": \Call.method, "methods": \Call.methods, "code": \Call.code] }
}

private struct CallValue: ReflectiveModel, Equatable {
  var method = Method.get
  var methods: [Method] = []
  var code: Code?
  static var keyPaths: [String: AnyKeyPath] { ["method": \CallValue.method, "methods": \CallValue.methods, "code": \CallValue.code] }
}

@Suite struct TagOnlyEnumTests {
  private func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.registerEnum(Method.self, as: .tagOnly) { e in
      e.case(tags: "get", "GET", value: .get)
      e.case(tags: "post", "POST", value: .post)
    }
    try registry.registerEnum(Code.self, as: .tagOnly) { e in
      e.case(tags: 200, .range(201..<300), value: .success)
      e.case(tags: 400, .range(401..<500), value: .clientError)
    }
    return registry
  }

  @Test func aValueIsTheCaseWhoseTagItMatchesFromBytesAndDictionaries() throws {
    let registry = try registry()
    let json = #"{"method": "POST", "methods": ["get", "GET", "post"], "code": 404}"#
    let call = try Call(jsonData: Data(json.utf8), registry: registry)
    #expect(call.method == .post && call.methods == [.get, .get, .post] && call.code == .clientError)
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    let value = try CallValue(dictionary: dictionary, registry: registry)
    #expect(value.method == .post && value.methods == call.methods && value.code == .clientError)
    #expect(try registry.value(Code.self, fromJSON: Data("250".utf8)) == .success)
  }

  @Test func outputWritesTheFirstTagAsItsJSONType() throws {
    let registry = try registry()
    let call = Call()
    call.method = .post
    call.methods = [.get]
    call.code = .clientError
    let text = String(decoding: try call.jsonData(registry: registry, options: .sortedKeys), as: UTF8.self)
    #expect(text == #"{"code":400,"method":"post","methods":["get"]}"#)
    let back = try CallValue(jsonData: Data(text.utf8), registry: registry)
    #expect(back.method == .post && back.methods == [.get] && back.code == .clientError)
  }

  @Test func aValueNoTagMatchesIsAProblemAtItsPath() throws {
    let registry = try registry()
    var issues: [MappingError] = []
    let json = #"{"method": "PATCH", "methods": ["get", 7, {"a": 1}], "code": "200"}"#
    let call = try Call(jsonData: Data(json.utf8), registry: registry, issues: &issues)
    #expect(call.method == .get && call.methods == [.get] && call.code == nil)
    #expect(issues.map(\.path).sorted() == ["code", "method", "methods[1]", "methods[2]"])
    let descriptions = issues.map(\.description)
    #expect(descriptions.contains { $0.contains(#"String "PATCH" is not a valid Method case ("get" or "post")"#) }, "\(descriptions)")
    // A tag is matched as its own JSON type: "200" is no 200.
    #expect(descriptions.contains { $0.contains(#"String "200" is not a valid Code case (200 or 400)"#) }, "\(descriptions)")
    var fromDictionary: [MappingError] = []
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    _ = try CallValue(dictionary: dictionary, registry: registry, issues: &fromDictionary)
    #expect(fromDictionary.map(\.path) == issues.map(\.path))
    #expect(fromDictionary.map(\.reason) == issues.map(\.reason))
  }

  @Test func registrationRefusesACaseWithValues() throws {
    let error = try #require(throws: MappingError.self) {
      try MappingRegistry().registerEnum(Method.self, as: .tagOnly) { e in
        e.case("get", make: { _ in .get }, match: { $0 == .get ? [:] : nil })
      }
    }
    #expect(error.description.contains(#"case "get" has values: in the tagOnly layout a case is its tag alone"#), "\(error)")
  }

  @Test func theSchemaStatesEachCasesTags() throws {
    let registry = try registry()
    let schema = registry.jsonSchema(for: CallValue.self)
    let definition = try #require((schema["$defs"] as? [String: Any])?["CallValue"] as? [String: Any])
    let properties = try #require(definition["properties"] as? [String: Any])
    let method = try #require(properties["method"] as? [String: Any])
    let alternatives = try #require(method["oneOf"] as? [[String: Any]])
    #expect(alternatives.compactMap { $0["enum"] as? [String] } == [["get", "GET"], ["post", "POST"]])
  }
}
