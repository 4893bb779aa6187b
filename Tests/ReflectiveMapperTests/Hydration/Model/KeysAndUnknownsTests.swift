import Foundation
import ReflectiveMapper
import Testing

enum Shelf: String { case top, bottom }

enum Level: Int {
  case one = 1
  case two = 2
}

/// Dictionaries keyed by other types than String.
final class Catalog: ReflectiveModel {
  var byNumber: [Int: Part] = [:]
  var byID: [UUID: String] = [:]
  var byShelf: [Shelf: [Part]] = [:]
  var byLevel: [Level: Double] = [:]
  var flags: [Bool: Int]?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "byNumber": \Catalog.byNumber, "byID": \Catalog.byID, "byShelf": \Catalog.byShelf, "byLevel": \Catalog.byLevel,
      "flags": \Catalog.flags,
    ]
  }
}

/// A bag whose `[Any]` elements a resolver may or may not claim.
final class Bag: ReflectiveModel {
  var items: [Any] = []
  var one: Any?
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["items": \Bag.items, "one": \Bag.one] }
}

/// Issue 12 §4: keys and unknowns.
@Suite struct KeysAndUnknownsTests {
  static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  static let catalog = BothInputs(
    #"""
    {"byNumber": {"1": {"id": 10}, "22": {"id": 20}, "x": {"id": 30}},
     "byID": {"e621e1f8-c36c-495a-93fc-0c247a3e6e5f": "first", "nope": "bad"},
     "byShelf": {"top": [{"id": 1}], "middle": []},
     "byLevel": {"2": 0.5, "3": 1},
     "flags": {"true": 1}}
    """#)

  @Test func dictionariesKeyedByOtherTypesReadStringKeysOnBothEntryPoints() throws {
    let registry = MappingRegistry()
    var issues: [MappingError] = []
    let fromDictionary = try Catalog(dictionary: Self.catalog.dictionary, registry: registry, issues: &issues)
    var byteIssues: [MappingError] = []
    let catalog = try Catalog(jsonData: Self.catalog.data, registry: registry, issues: &byteIssues)
    for model in [fromDictionary, catalog] {
      #expect(model.byNumber.mapValues(\.id) == [1: 10, 22: 20])
      #expect(model.byID == [Self.uuid: "first"])
      #expect(model.byShelf.mapValues { $0.map(\.id) } == [.top: [1]])
      #expect(model.byLevel == [.two: 0.5])
      #expect(model.flags == [true: 1])
    }
    #expect(Set(issues.map(\.path)) == ["byNumber.x", "byID.nope", "byShelf.middle", "byLevel.3"])
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(Set(byteIssues.map(\.description)) == Set(issues.map(\.description)))
    #expect(issues.first { $0.path == "byNumber.x" }?.reason == .invalidValue(expected: "Int key", found: "\"x\""))
  }

  @Test func dictionariesKeyedByOtherTypesWriteStringKeysAndRoundTrip() throws {
    let registry = MappingRegistry()
    let catalog = try Catalog(jsonData: Self.catalog.data, registry: registry)
    let object = try catalog.jsonObject(registry: registry)
    let expected: [String: Any] = [
      "byNumber": ["1": ["id": 10, "label": ""], "22": ["id": 20, "label": ""]],
      "byID": ["e621e1f8-c36c-495a-93fc-0c247a3e6e5f": "first"],
      "byShelf": ["top": [["id": 1, "label": ""]]], "byLevel": ["2": 0.5], "flags": ["true": 1],
    ]
    #expect(jsonEqual(object, expected))
    let data = try catalog.jsonData(registry: registry, options: .sortedKeys)
    #expect(jsonEqual(try JSONSerialization.jsonObject(with: data), expected))
    let again = try Catalog(jsonData: data, registry: registry)
    #expect(again.byNumber.mapValues(\.id) == catalog.byNumber.mapValues(\.id))
    #expect(again.byID == catalog.byID && again.byLevel == catalog.byLevel && again.flags == catalog.flags)
    #expect(jsonEqual(try Catalog(dictionary: object, registry: registry).jsonObject(registry: registry), expected))
    #expect((catalog.dictionaryRepresentation(registry: registry)["byLevel"] as? [String: Any])?["2"] as? Double == 0.5)
  }

  @Test func dictionariesKeyedByTypesWithoutAStringFormAreRegistrationProblems() throws {
    final class Odd: ReflectiveModel {
      var table: [Date: Int] = [:]
      init() {}
      static var keyPaths: [String: AnyKeyPath] { ["table": \Odd.table] }
    }
    let error = try #require(throws: MappingError.self) { try MappingRegistry().register(Odd.self) }
    #expect(error.reason.code == "invalidRegistration" && error.property == "Odd.table")
    #expect(error.description.contains("RawRepresentable or LosslessStringConvertible"))
  }

  @Test func aLoneObjectIsAOneElementListOnlyWhenAskedFor() throws {
    let input = BothInputs(#"{"parts": {"id": 4}, "unique": {"id": 5}, "title": "t"}"#)
    let plain = MappingRegistry()
    var issues: [MappingError] = []
    let untouched = try Assembly(jsonData: input.data, registry: plain, issues: &issues)
    #expect(untouched.parts.isEmpty && untouched.unique.isEmpty)
    #expect(Set(issues.map(\.path)) == ["parts", "unique"])

    let wrapping = MappingRegistry()
    try wrapping.register(Assembly.self) { m in m.wrapsLoneObjects = true }
    for assembly in [
      try Assembly(dictionary: input.dictionary, registry: wrapping), try Assembly(jsonData: input.data, registry: wrapping),
    ] {
      #expect(assembly.parts.map(\.id) == [4])
      #expect(assembly.unique.map(\.id) == [5])
    }
    // Written back as the array it now is.
    let again = try Assembly(jsonData: input.data, registry: wrapping)
    #expect(((try again.jsonObject(registry: wrapping))["parts"] as? [Any])?.count == 1)
    // An array still reads as an array; a scalar is still an issue.
    #expect(try Assembly(jsonString: #"{"parts": [{"id": 1}, {"id": 2}]}"#, registry: wrapping).parts.count == 2)
    issues = []
    _ = try Assembly(jsonString: #"{"parts": 7}"#, registry: wrapping, issues: &issues)
    #expect(issues.map(\.path) == ["parts"])
  }

  @Test func aDictionaryOfModelsUpdatedInPlaceKeepsTheInstancesOfKeysStillPresent() throws {
    let registry = MappingRegistry()
    let assembly = try Assembly(jsonString: #"{"byName": {"a": {"id": 1, "label": "A"}, "b": {"id": 2}}}"#, registry: registry)
    let a = try #require(assembly.byName["a"])
    let b = try #require(assembly.byName["b"])
    try assembly.setValues(fromJSON: Data(#"{"byName": {"a": {"label": "A2"}, "c": {"id": 3}}}"#.utf8), registry: registry)
    #expect(assembly.byName["a"] === a)
    #expect(a.label == "A2" && a.id == 1)
    // An update is a merge patch (RFC 7396): a key it leaves out is kept, `null` removes one.
    #expect(assembly.byName["b"] === b)
    #expect(assembly.byName["c"]?.id == 3)
    try assembly.setValues(fromJSON: Data(#"{"byName": {"b": null}}"#.utf8), registry: registry)
    #expect(assembly.byName["b"] == nil)
    #expect(assembly.byName.keys.sorted() == ["a", "c"])
    // From a dictionary too; an entry that is no longer an object is reported and dropped.
    var issues: [MappingError] = []
    try assembly.setValues(from: ["byName": ["a": ["id": 9], "c": "gone"]], registry: registry, issues: &issues)
    #expect(assembly.byName["a"] === a && a.id == 9)
    #expect(assembly.byName["c"] == nil && b.id == 2)
    #expect(issues.map(\.path) == ["byName.c"])
  }

  @Test func identifiedArrayElementsAreMatchedAndUpdatedInPlace() throws {
    let registry = MappingRegistry()
    try registry.register(Part.self) { m in m.identifiedBy = "id" }
    let assembly = try Assembly(jsonString: #"{"parts": [{"id": 1, "label": "one"}, {"id": 2, "label": "two"}]}"#, registry: registry)
    let one = assembly.parts[0]
    let two = assembly.parts[1]
    try assembly.setValues(fromJSON: Data(#"{"parts": [{"id": 3}, {"id": "2", "label": "TWO"}]}"#.utf8), registry: registry)
    #expect(assembly.parts.map(\.id) == [3, 2])
    #expect(assembly.parts[1] === two && two.label == "TWO")
    #expect(!assembly.parts.contains { $0 === one })
    try assembly.setValues(from: ["parts": [["id": 2.0, "label": "again"], ["label": "no id"]]], registry: registry)
    #expect(assembly.parts[0] === two && two.label == "again")
    #expect(assembly.parts[1].id == 0 && assembly.parts[1].label == "no id")
    // Without an identifier, elements are new instances, as before.
    let plain = MappingRegistry()
    let other = try Assembly(jsonString: #"{"parts": [{"id": 1}]}"#, registry: plain)
    let first = other.parts[0]
    try other.setValues(from: ["parts": [["id": 1]]], registry: plain)
    #expect(other.parts[0] !== first)
  }

  @Test func anIdentifierThatIsNotAPlainPropertyIsARegistrationProblem() throws {
    let unlisted = try #require(throws: MappingError.self) { try MappingRegistry().register(Part.self) { m in m.identifiedBy = "nope" } }
    #expect(unlisted.registrationCode == .identifierNotListed && unlisted.property == "Part.nope")
    let keyPath = try #require(throws: MappingError.self) {
      try MappingRegistry().register(Part.self) { m in
        m.identifiedBy = "id"
        m.keys = ["meta.id": "id"]
      }
    }
    #expect(keyPath.registrationCode == .identifierNotPlainKey && keyPath.property == "Part.id")
  }

  @Test func anyElementsTheResolverDoesNotClaimAreKeptAsTheyAre() throws {
    let registry = MappingRegistry()
    try registry.register(Bag.self) { m in
      m.typeResolvers["items"] = TypeResolver { fields in fields["id"] != nil ? Part.self : nil }
      m.typeResolvers["one"] = TypeResolver { _ in nil }
    }
    let input = BothInputs(#"{"items": [{"id": 1}, {"other": true}, 7, "text", null], "one": {"x": 1}}"#)
    for bag in [try Bag(dictionary: input.dictionary, registry: registry), try Bag(jsonData: input.data, registry: registry)] {
      #expect(bag.items.count == 5)
      #expect((bag.items[0] as? Part)?.id == 1)
      #expect((bag.items[1] as? [String: Any])?["other"] as? Bool == true)
      #expect(bag.items[2] as? Int == 7)
      #expect(bag.items[3] as? String == "text")
      #expect(bag.items[4] is NSNull)
      #expect((bag.one as? [String: Any])?["x"] as? Int == 1)
    }
    let bag = try Bag(jsonData: input.data, registry: registry)
    #expect(jsonEqual(try bag.jsonObject(registry: registry)["items"] as Any, [["id": 1, "label": ""], ["other": true], 7, "text", NSNull()]))
  }
}
