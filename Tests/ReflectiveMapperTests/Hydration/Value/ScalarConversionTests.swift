import Foundation
import ReflectiveMapper
import Testing

/// Arrays and properties of the scalar types that hydration converts with specialized code
/// (`ScalarHydrators`, `ScalarArrays`).
final class ScalarLists: ReflectiveModel {
  var strings: [String] = []
  var ints: [Int] = []
  var longs: [Int64] = []
  var doubles: [Double] = []
  var flags: [Bool] = []
  var count = 0
  var label: String? = "preset"
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "strings": \ScalarLists.strings, "ints": \ScalarLists.ints, "longs": \ScalarLists.longs,
      "doubles": \ScalarLists.doubles, "flags": \ScalarLists.flags, "count": \ScalarLists.count,
      "label": \ScalarLists.label,
    ]
  }
}

@Suite struct ScalarConversionTests {
  let json = #"""
    {"strings": ["a", 1, true, null, "b"], "ints": [1, "2", 2.5, false, 3e0], "longs": [9007199254740993, "x"],
     "doubles": [1, "2.5", "nan", true], "flags": [true, 0, "false", 2, null], "count": "7", "label": null}
    """#

  @Test func badElementsAreDroppedWithTheirIndexAndLosslessOnesConverted() throws {
    let data = Data(json.utf8)
    var bytesIssues: [MappingError] = []
    let fromBytes = try ScalarLists(jsonData: data, registry: MappingRegistry(), issues: &bytesIssues)
    var dictionaryIssues: [MappingError] = []
    let dictionary = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let fromDictionary = try ScalarLists(dictionary: dictionary, registry: MappingRegistry(), issues: &dictionaryIssues)
    for model in [fromBytes, fromDictionary] {
      #expect(model.strings == ["a", "1", "true", "b"])
      #expect(model.ints == [1, 2, 3])
      #expect(model.longs == [9_007_199_254_740_993])
      #expect(model.doubles == [1, 2.5])
      #expect(model.flags == [true, false, false])
      #expect(model.count == 7)
      #expect(model.label == nil)
    }
    let expectedPaths: Set = [
      "strings[3]", "ints[2]", "ints[3]", "longs[1]", "doubles[2]", "doubles[3]", "flags[3]", "flags[4]",
    ]
    #expect(Set(bytesIssues.map(\.path)) == expectedPaths)
    #expect(bytesIssues.map(\.summary).sorted() == dictionaryIssues.map(\.summary).sorted())
    #expect(bytesIssues.allSatisfy { !$0.isFatal })
  }

  @Test func strictMakesADroppedElementFatal() throws {
    let registry = MappingRegistry()
    try registry.register(ScalarLists.self) { m in m.isStrict = true }
    let error = try #require(throws: MappingError.self) {
      try ScalarLists(dictionary: ["ints": [1, "x"]], registry: registry)
    }
    #expect(error.issues.map(\.path) == ["ints[1]"])
  }

  @Test func aTransformForTheElementTypeStillApplies() throws {
    let registry = MappingRegistry()
    try registry.register(ScalarLists.self) { m in
      m.transform(Int.self, hydrate: { raw in ((raw as? String)?.count) ?? -1 }, serialize: { $0 })
    }
    let model = try ScalarLists(dictionary: ["ints": ["abc", "de"], "count": "four"], registry: registry)
    #expect(model.ints == [3, 2])
    #expect(model.count == 4)
  }
}
