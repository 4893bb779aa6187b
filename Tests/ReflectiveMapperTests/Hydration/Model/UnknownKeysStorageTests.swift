import Foundation
import ReflectiveMapper
import Testing

final class KeptEvent: UnknownKeyCollecting {
  var action = ""
  var sender: KeptUser?
  let version = 2
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["action": \KeptEvent.action, "sender": \KeptEvent.sender, "version": \KeptEvent.version] }
}

final class KeptUser: UnknownKeyCollecting {
  var login = ""
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["login": \KeptUser.login] }
}

/// `UnknownKeys` storage: members kept where they are in the input, parsed when read, copied
/// through by `jsonData()`; the same JSON as `[String: Any]` storage gives.
@Suite struct UnknownKeysStorageTests {
  func registry() throws -> MappingRegistry {
    let registry = MappingRegistry()
    try registry.register(KeptEvent.self) { m in m.unknownKeys = .collect }
    try registry.register(KeptUser.self) { m in m.unknownKeys = .collect }
    return registry
  }

  static let body = #"""
    {"action": "opened",
     "repository": {"full_name": "a/b", "topics": ["x", "y"], "size": 1.50, "note": "caf\u00e9"},
     "sender": {"login": "ada", "id": 7, "site_admin": false, "tags": [] },
     "number": 12, "big": 123456789012345678901234567890, "nothing": null,
     "esc\u0061ped": {"k": 1}, "last": "end" }
    """#

  @Test func membersAreKeptAsTextAndParsedWhenRead() throws {
    let registry = try registry()
    let event = try KeptEvent(jsonData: Data(Self.body.utf8), registry: registry)
    #expect(event.action == "opened" && event.sender?.login == "ada")
    let values = event.unknownValues.values
    #expect(Set(values.keys) == ["repository", "number", "big", "nothing", "escaped", "last"])
    #expect((values["repository"] as? [String: Any])?["topics"] as? [String] == ["x", "y"])
    #expect((values["repository"] as? [String: Any])?["note"] as? String == "café")
    #expect(values["number"] as? Int == 12 && values["nothing"] is NSNull && values["last"] as? String == "end")
    #expect(values["big"] as? Decimal == Decimal(string: "123456789012345678901234567890"))
    #expect((values["escaped"] as? [String: Any])?["k"] as? Int == 1)
    #expect(event.unknownValues["last"] as? String == "end")
    #expect(event.unknownValues["missing"] == nil)
    #expect(event.sender?.unknownValues["site_admin"] as? Bool == false)
    #expect(Set(event.sender?.unknownValues.keys ?? []) == ["id", "site_admin", "tags"])
  }

  @Test func jsonDataCopiesMembersThroughAndMatchesJSONObject() throws {
    let registry = try registry()
    let event = try KeptEvent(jsonData: Data(Self.body.utf8), registry: registry)
    let text = String(decoding: try event.jsonData(registry: registry), as: UTF8.self)
    // As written in the input (1.50 keeps its zero; the array keeps its space).
    #expect(text.contains(#""repository":{"full_name": "a/b", "topics": ["x", "y"], "size": 1.50, "note": "caf\u00e9"}"#))
    #expect(text.contains(#""tags":[] "#) || text.contains(#""tags":[]"#))
    let reparsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    let object = try event.jsonObject(registry: registry)
    #expect(reparsed == object as NSDictionary)
    let input = try #require(try JSONSerialization.jsonObject(with: Data(Self.body.utf8)) as? [String: Any])
    var expected = input
    expected["version"] = 2
    #expect(reparsed == expected as NSDictionary)
    // Pretty and sorted output re-write the values, to the same JSON.
    let pretty = try event.jsonData(registry: registry, prettyPrinted: true, options: .sortedKeys)
    #expect(try JSONSerialization.jsonObject(with: pretty) as? NSDictionary == reparsed)
  }

  @Test func aDictionaryInputAndAnUpdateKeepValuesAndARepeatedKeyIsWrittenOnce() throws {
    let registry = try registry()
    let fromDictionary = try KeptEvent(dictionary: ["action": "a", "extra": ["k": 1]], registry: registry)
    #expect((fromDictionary.unknownValues["extra"] as? [String: Any])?["k"] as? Int == 1)
    let event = try KeptEvent(jsonData: Data(#"{"action": "a", "x": 1, "x": 2, "y": [1]}"#.utf8), registry: registry)
    #expect(event.unknownValues["x"] as? Int == 2)
    let text = String(decoding: try event.jsonData(registry: registry), as: UTF8.self)
    #expect(text.components(separatedBy: #""x""#).count == 2)
    try event.setValues(from: ["y": "changed", "z": true], registry: registry)
    #expect(event.unknownValues["y"] as? String == "changed" && event.unknownValues["z"] as? Bool == true)
    #expect(event.unknownValues["x"] as? Int == 2)
    // A failed update leaves the storage as it was.
    try registry.register(KeptEvent.self) { m in
      m.unknownKeys = .collect
      m.required = ["action"]
    }
    let null = try #require(throws: MappingError.self) { try event.setValues(from: ["q": 1, "action": NSNull()], registry: registry) }
    #expect(null.reason.code == "requiredValueIsNull" && null.path == "action")
    #expect(event.unknownValues["q"] == nil && event.unknownValues["y"] as? String == "changed")
  }

  @Test func aValueForAnOutputOnlyPropertyIsAProblemNotACollectedKey() throws {
    let registry = try registry()
    var issues: [MappingError] = []
    let event = try KeptEvent(jsonData: Data(#"{"action": "a", "version": 9}"#.utf8), registry: registry, issues: &issues)
    #expect(event.unknownValues["version"] == nil)
    #expect(issues.map(\.reason) == [.outputOnlyProperty("version")])
    #expect(issues.map(\.path) == ["version"])
    let text = String(decoding: try event.jsonData(registry: registry), as: UTF8.self)
    #expect(text.components(separatedBy: #""version""#).count == 2 && text.contains(#""version":2"#))
  }
}

extension UnknownKeysStorageTests {
  @Test("Unknown keys: a model of either kind collects them and writes them back", arguments: ModelKind.allCases)
  func collectsUnknownKeysAndWritesThemBack(_ kind: ModelKind) throws {
    struct Loose: UnknownKeyCollecting, KindTwinModel {
      var id = 0
      var unknownValues: [String: Any] = [:]
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["id": \Loose.id] }
    }
    final class LooseClass: UnknownKeyCollecting, KindTwinModel {
      var id = 0
      var unknownValues: [String: Any] = [:]
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["id": \LooseClass.id] }
    }
    func check<M: UnknownKeyCollecting & KindTwinModel>(_: M.Type) throws where M.UnknownValues == [String: Any] {
      let registry = MappingRegistry()
      try registry.register(M.self) { m in m.unknownKeys = .collect }
      var loose = try M(dictionary: ["id": 1, "extra": "x"], registry: registry)
      #expect(loose.unknownValues["extra"] as? String == "x")
      try loose.update(fromJSON: Data(#"{"more": [1]}"#.utf8), registry: registry)
      let json = try loose.jsonObject(registry: registry)
      #expect(json["extra"] as? String == "x")
      #expect(json["more"] as? [Int] == [1])
    }
    switch kind {
    case .classes: try check(LooseClass.self)
    case .structs: try check(Loose.self)
    }
  }
}
