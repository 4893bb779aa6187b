import Foundation
import ReflectiveMapper
import Testing

/// Swift types and their Foundation twins side by side.
final class TwinModel: ReflectiveModel {
  var url: URL?
  var nsURL: NSURL?
  var data: Data?
  var nsData: NSData?
  var mutableData: NSMutableData?
  var date: Date?
  var nsDate: NSDate?
  var string = ""
  var nsString: NSString?
  var mutableString: NSMutableString?
  var ints: [Int] = []
  var nsArray: NSArray?
  var mutableArray: NSMutableArray?
  var set: Set<Int> = []
  var nsSet: NSSet?
  var mutableSet: NSMutableSet?
  var dictionary: [String: Int] = [:]
  var nsDictionary: NSDictionary?
  var mutableDictionary: NSMutableDictionary?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \TwinModel.url, "nsURL": \TwinModel.nsURL, "data": \TwinModel.data, "nsData": \TwinModel.nsData,
      "mutableData": \TwinModel.mutableData, "date": \TwinModel.date, "nsDate": \TwinModel.nsDate, "string": \TwinModel.string,
      "nsString": \TwinModel.nsString, "mutableString": \TwinModel.mutableString, "ints": \TwinModel.ints,
      "nsArray": \TwinModel.nsArray, "mutableArray": \TwinModel.mutableArray, "set": \TwinModel.set, "nsSet": \TwinModel.nsSet,
      "mutableSet": \TwinModel.mutableSet, "dictionary": \TwinModel.dictionary, "nsDictionary": \TwinModel.nsDictionary,
      "mutableDictionary": \TwinModel.mutableDictionary,
    ]
  }
}

/// Swift and Foundation twins take each other's values (Objective-C-era code and
/// JSONSerialization hand over Foundation objects), and NS-typed properties read JSON and
/// write the same JSON as their Swift twins.
@Suite struct FoundationTwinTests {
  let date = Date(timeIntervalSince1970: 1_000)
  let bytes = Data([1, 2, 250])

  func hydrate(_ dictionary: [String: Any], registry: MappingRegistry = MappingRegistry()) throws -> (TwinModel, [MappingError]) {
    var issues: [MappingError] = []
    let model = try TwinModel(dictionary: dictionary, registry: registry, issues: &issues)
    return (model, issues)
  }

  @Test func swiftPropertiesTakeFoundationValues() throws {
    let (model, issues) = try hydrate([
      "url": NSURL(string: "https://example.com/a?b=1")!, "data": NSMutableData(data: bytes), "date": NSDate(timeIntervalSince1970: 1_000),
      "string": NSMutableString(string: "text"), "ints": NSMutableArray(array: [NSNumber(value: 1), NSNumber(value: 2)]),
      "set": NSMutableSet(array: [NSNumber(value: 3), NSNumber(value: 4)]),
      "dictionary": NSMutableDictionary(dictionary: ["a": NSNumber(value: 5)]),
    ])
    #expect(issues.isEmpty, "\(issues)")
    #expect(model.url == URL(string: "https://example.com/a?b=1"))
    #expect(model.data == bytes && model.date == date && model.string == "text")
    #expect(model.ints == [1, 2] && model.set == [3, 4] && model.dictionary == ["a": 5])
    let (immutable, immutableIssues) = try hydrate([
      "data": NSData(data: bytes), "ints": NSArray(array: [1]), "set": NSSet(array: [1]), "dictionary": NSDictionary(dictionary: ["b": 2]),
    ])
    #expect(immutableIssues.isEmpty, "\(immutableIssues)")
    #expect(immutable.data == bytes && immutable.ints == [1] && immutable.set == [1] && immutable.dictionary == ["b": 2])
    // A Swift Set for a Set property, too.
    #expect(try hydrate(["set": Set([7, 8])]).0.set == [7, 8])
  }

  @Test func foundationPropertiesTakeSwiftValues() throws {
    let (model, issues) = try hydrate([
      "nsURL": URL(string: "https://example.com/")!, "nsData": bytes, "mutableData": bytes, "nsDate": date, "nsString": "s",
      "mutableString": "m", "nsArray": [1, 2], "mutableArray": [3], "nsSet": Set([4, 5]), "mutableSet": [6, 6],
      "nsDictionary": ["a": 1], "mutableDictionary": ["b": 2],
    ])
    #expect(issues.isEmpty, "\(issues)")
    #expect(model.nsURL?.absoluteString == "https://example.com/")
    #expect(model.nsData.map { Data(referencing: $0) } == bytes && model.mutableData.map { Data(referencing: $0) } == bytes)
    #expect(model.nsDate?.timeIntervalSince1970 == 1_000)
    #expect(model.nsString == "s" && model.mutableString == NSMutableString(string: "m"))
    #expect(model.nsArray == NSArray(array: [1, 2]) && model.mutableArray == NSMutableArray(array: [3]))
    #expect(model.nsSet == NSSet(array: [4, 5]) && model.mutableSet == NSMutableSet(array: [6]))
    #expect(model.nsDictionary == NSDictionary(dictionary: ["a": 1]) && model.mutableDictionary == NSMutableDictionary(dictionary: ["b": 2]))
    // The mutable ones can be changed.
    model.mutableString?.append("!")
    model.mutableArray?.add(4)
    #expect(model.mutableString == "m!" && model.mutableArray?.count == 2)
  }

  @Test func foundationPropertiesReadJSONAsTheirSwiftTwinsDo() throws {
    let json = #"""
      {"nsURL": "https://example.com/x", "nsData": "AQL6", "mutableData": "AQL6", "nsDate": "1970-01-01T00:16:40Z",
       "mutableString": "m", "nsArray": [1, "a"], "mutableArray": [true], "nsSet": [1, 2], "mutableSet": ["x"],
       "nsDictionary": {"a": [1]}, "mutableDictionary": {"b": null}}
      """#
    var issues: [MappingError] = []
    let fromBytes = try TwinModel(jsonData: Data(json.utf8), registry: MappingRegistry(), issues: &issues)
    let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let (fromDictionary, dictionaryIssues) = try hydrate(dictionary)
    #expect(issues.isEmpty && dictionaryIssues.isEmpty, "\(issues) \(dictionaryIssues)")
    for model in [fromBytes, fromDictionary] {
      #expect(model.nsURL?.absoluteString == "https://example.com/x")
      #expect(model.nsData.map { Data(referencing: $0) } == bytes && model.mutableData?.length == 3)
      #expect(model.nsDate?.timeIntervalSince1970 == 1_000)
      #expect(model.mutableString == "m")
      #expect(model.nsArray?.count == 2 && model.mutableArray?.count == 1 && model.nsSet?.count == 2 && model.mutableSet?.count == 1)
      #expect(model.nsDictionary?.count == 1 && model.mutableDictionary?.count == 1)
    }
    // An NSDate from a number of seconds, as a Date.
    #expect(try hydrate(["nsDate": 1_000]).0.nsDate?.timeIntervalSince1970 == 1_000)
    #expect(try hydrate(["nsDate": NSNumber(value: 1_000.5)]).0.nsDate?.timeIntervalSince1970 == 1_000.5)
  }

  @Test func foundationPropertiesWriteTheJSONOfTheirSwiftTwinsAndReadItBack() throws {
    let swift = TwinModel()
    swift.url = URL(string: "https://example.com/p")
    swift.data = bytes
    swift.date = date
    swift.string = "s"
    swift.ints = [1, 2]
    swift.set = [3]
    swift.dictionary = ["a": 1]
    let foundation = TwinModel()
    foundation.nsURL = NSURL(string: "https://example.com/p")
    foundation.nsData = NSData(data: bytes)
    foundation.mutableData = NSMutableData(data: bytes)
    foundation.nsDate = NSDate(timeIntervalSince1970: 1_000)
    foundation.nsString = "s"
    foundation.mutableString = NSMutableString(string: "s")
    foundation.nsArray = [1, 2]
    foundation.mutableArray = NSMutableArray(array: [1, 2])
    foundation.nsSet = NSSet(array: [3])
    foundation.mutableSet = NSMutableSet(array: [3])
    foundation.nsDictionary = ["a": 1]
    foundation.mutableDictionary = NSMutableDictionary(dictionary: ["a": 1])
    let registry = MappingRegistry()
    let swiftJSON = try swift.jsonObject(registry: registry)
    let foundationJSON = try foundation.jsonObject(registry: registry)
    let pairs = [
      ("url", "nsURL"), ("data", "nsData"), ("data", "mutableData"), ("date", "nsDate"), ("string", "nsString"),
      ("string", "mutableString"), ("ints", "nsArray"), ("ints", "mutableArray"), ("set", "nsSet"), ("set", "mutableSet"),
      ("dictionary", "nsDictionary"), ("dictionary", "mutableDictionary"),
    ]
    let swiftText = try swift.jsonData(registry: registry, options: [.sortedKeys])
    let foundationText = try foundation.jsonData(registry: registry, options: [.sortedKeys])
    let swiftMembers = try #require(try JSONSerialization.jsonObject(with: swiftText) as? NSDictionary)
    let foundationMembers = try #require(try JSONSerialization.jsonObject(with: foundationText) as? NSDictionary)
    for (swiftKey, foundationKey) in pairs {
      #expect(String(describing: swiftJSON[swiftKey]!) == String(describing: foundationJSON[foundationKey]!), "\(foundationKey)")
      #expect(swiftMembers[swiftKey] as? NSObject == foundationMembers[foundationKey] as? NSObject, "\(foundationKey)")
    }
    // And reads back.
    var issues: [MappingError] = []
    let again = try TwinModel(jsonData: foundationText, registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    #expect(again.nsURL == foundation.nsURL && again.nsDate == foundation.nsDate && again.nsData == foundation.nsData)
    #expect(again.mutableData == foundation.mutableData && again.mutableString == foundation.mutableString)
    #expect(again.nsArray == foundation.nsArray && again.nsSet == foundation.nsSet && again.mutableSet == foundation.mutableSet)
    #expect(again.nsDictionary == foundation.nsDictionary && again.mutableDictionary == foundation.mutableDictionary)
  }

  @Test func anNSDateFollowsTheDateStrategyInForce() throws {
    let registry = MappingRegistry()
    try registry.register(TwinModel.self) { m in m.dateStrategy = .secondsSince1970 }
    let model = try TwinModel(dictionary: ["nsDate": 1_000, "date": NSDate(timeIntervalSince1970: 2_000)], registry: registry)
    #expect(model.nsDate?.timeIntervalSince1970 == 1_000 && model.date?.timeIntervalSince1970 == 2_000)
    let object = try model.jsonObject(registry: registry)
    #expect(object["nsDate"] as? Int == 1_000 || object["nsDate"] as? Double == 1_000, "\(object)")
  }

  @Test func garbageForFoundationPropertiesIsAProblemAtItsPath() throws {
    let (model, issues) = try hydrate([
      "nsURL": "not a url", "nsData": "***", "mutableData": 5, "nsDate": "yesterday", "mutableString": ["a"], "nsArray": "x",
      "mutableArray": ["a": 1], "nsSet": 3, "mutableSet": ["k": "v"], "nsDictionary": [1], "mutableDictionary": "d",
      "url": NSNumber(value: 1), "date": NSURL(string: "https://x")!, "data": NSDate(),
    ])
    let paths = [
      "nsURL", "nsData", "mutableData", "nsDate", "mutableString", "nsArray", "mutableArray", "nsSet", "mutableSet", "nsDictionary",
      "mutableDictionary", "url", "date", "data",
    ]
    #expect(Set(issues.map(\.path)) == Set(paths), "\(issues)")
    #expect(issues.allSatisfy { !$0.isFatal })
    #expect(model.nsURL == nil && model.nsData == nil && model.nsDate == nil && model.nsArray == nil && model.nsDictionary == nil)
    // Problems name the property's class.
    #expect(issues.first { $0.path == "nsURL" }?.reason == .invalidValue(expected: "NSURL", found: #"String "not a url""#))
    // A date's text problem is the one a Date property reports.
    let (_, dateIssues) = try hydrate(["date": "yesterday"])
    #expect(issues.first { $0.path == "nsDate" }?.reason == dateIssues.first?.reason)
    // Null is nil for an optional, a problem for a non-optional; strict refuses a number for a string.
    let (_, nulls) = try hydrate(["nsURL": NSNull(), "string": NSNull()])
    #expect(nulls.map(\.path) == ["string"])
    let strict = MappingRegistry()
    strict.strictness = .strict
    let error = try #require(throws: MappingError.self) { try TwinModel(dictionary: ["mutableString": 5], registry: strict) }
    #expect(error.issues.map(\.path) == ["mutableString"])
  }
}

extension FoundationTwinTests {
  @Test func theJSONSchemaOfAFoundationPropertyIsItsSwiftTwins() throws {
    let schema = MappingRegistry().jsonSchema(for: TwinModel.self)
    let definition = try #require((schema["$defs"] as? [String: Any])?["TwinModel"] as? [String: Any])
    let members = try #require(definition["properties"] as? [String: Any])
    func same(_ swift: String, _ foundation: String) -> Bool {
      guard let a = members[swift] as? NSDictionary, let b = members[foundation] as? NSDictionary else { return false }
      return a == b
    }
    #expect(same("url", "nsURL") && same("data", "nsData") && same("data", "mutableData") && same("date", "nsDate"))
    #expect(same("nsString", "mutableString") && same("nsArray", "mutableArray") && same("nsSet", "mutableSet"))
    #expect(same("nsDictionary", "mutableDictionary"))
    #expect((members["nsString"] as? [String: Any])?.description.contains("string") == true)
    #expect((members["nsSet"] as? [String: Any])?.description.contains("array") == true)
    let numbers = try #require(
      ((MappingRegistry().jsonSchema(for: NumberKinds.self)["$defs"] as? [String: Any])?["NumberKinds"] as? [String: Any])?["properties"]
        as? [String: Any])
    #expect(numbers["cgFloat"] as? NSDictionary == ["type": "number"])
    #expect(numbers["decimalNumber"] as? NSDictionary == numbers["decimal"] as? NSDictionary)
  }
}
