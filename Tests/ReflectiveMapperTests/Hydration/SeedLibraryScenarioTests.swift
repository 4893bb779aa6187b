import Foundation
import Testing
@testable import ReflectiveMapper

// The scenarios of the libraries ReflectiveMapper descends from: OHMKit's README,
// Instant Cocoa's mapping rules and LLModel's, in Swift.

/// Codable, so a Palette's colors have a JSON form without an adapter's `serialize`
/// (registration refuses a property that could never be written).
struct Color: Equatable, Codable {
  var red: Int
  var green: Int
  var blue: Int
}

final class Palette: ReflectiveModel {
  var name = ""
  var primary = Color(red: 0, green: 0, blue: 0)
  var accent: Color?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Palette.name, "primary": \Palette.primary, "accent": \Palette.accent]
  }
}

@Suite struct OHMKitScenarioTests {}

extension OHMKitScenarioTests {
  @Test func basicMappingUsesTheKeyTableForRenamedKeys() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keys = ["favorite_word": "favoriteWord", "favorite_number": "favoriteNumber"]
    }
    let person = try Person(
      dictionary: ["name": "Fred", "favorite_word": "absurd", "favorite_number": 47], registry: registry)
    #expect(person.name == "Fred")
    #expect(person.favoriteWord == "absurd")
    #expect(person.favoriteNumber == 47)
  }

  @Test func recursiveMappingCreatesNestedModelsAndArraysOfThem() throws {
    let registry = MappingRegistry()
    try registry.register(Person.self) { m in
      m.keys = ["favorite_object": "favoriteObject"]
    }
    let person = try Person(
      dictionary: [
        "name": "Fred",
        "favorite_object": ["name": "Pet rock"],
        "friends": [["name": "Wilma", "friends": [["name": "Pebbles"]]], ["name": "Barney"]],
      ], registry: registry)
    #expect(person.favoriteObject?.name == "Pet rock")
    #expect(person.friends.map(\.name) == ["Wilma", "Barney"])
    #expect(person.friends.first?.friends.first?.name == "Pebbles")
  }

  @Test func adapterClosureTurnsAnRGBArrayIntoAColor() throws {
    let registry = MappingRegistry()
    let colorAdapter = Adapter { raw in
      guard let rgb = raw as? [Int], rgb.count == 3 else { return raw }
      return Color(red: rgb[0], green: rgb[1], blue: rgb[2])
    }
    try registry.register(Palette.self) { m in
      m.adapters["primary"] = colorAdapter
      m.adapters["accent"] = colorAdapter
    }
    let palette = try Palette(
      dictionary: ["name": "Sunset", "primary": [122, 50, 80], "accent": [1, 2, 3]], registry: registry)
    #expect(palette.primary == Color(red: 122, green: 50, blue: 80))
    #expect(palette.accent == Color(red: 1, green: 2, blue: 3))
  }

  @Test func adapterOutputThatIsNotTheTypeIsReportedAndTheValueKept() throws {
    let registry = MappingRegistry()
    try registry.register(Palette.self) { m in
      m.adapters["primary"] = Adapter { raw in raw }
    }
    var issues: [MappingError] = []
    let palette = try Palette(dictionary: ["primary": "red"], registry: registry, issues: &issues)
    #expect(palette.primary == Color(red: 0, green: 0, blue: 0))
    #expect(issues.count == 1)
    #expect(issues.first?.path == "primary")
    #expect(issues.first?.isFatal == false)
  }

  @Test func unknownKeysAreDroppedByDefault() throws {
    var issues: [MappingError] = []
    let rock = try Rock(dictionary: ["name": "Granite", "hardness": 6, "color": "grey"], registry: MappingRegistry(), issues: &issues)
    #expect(rock.name == "Granite")
    #expect(issues.isEmpty)
  }
}

// MARK: - Instant Cocoa

/// A value object backed by a string (Instant Cocoa's value objects).
struct EmailAddress: RawRepresentable, Equatable {
  var rawValue: String
  init?(rawValue: String) {
    guard rawValue.contains("@") else { return nil }
    self.rawValue = rawValue
  }
}

/// A value object backed by a number.
struct Cents: RawRepresentable, Equatable {
  var rawValue: Int
  init(rawValue: Int) { self.rawValue = rawValue }
}

enum Status: String {
  case active, suspended
}

enum Priority: Int {
  case low = 1, high = 2
}

class Shape: ReflectiveModel {
  var kind = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["kind": \Shape.kind] }
}

final class Circle: Shape {
  var radius = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["radius": \Circle.radius]) { $1 } }
}

final class Square: Shape {
  var side = 0.0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["side": \Square.side]) { $1 } }
}

final class Account: ReflectiveModel {
  var email: EmailAddress?
  var balance = Cents(rawValue: 0)
  var status = Status.active
  var priority: Priority?
  var owner: Person?
  var shapes: [Shape] = []
  var anyShapes: [any ReflectiveModel] = []
  var objects: [AnyObject] = []
  var raw: [Any] = []
  var tagsByName: [String: [Person]] = [:]
  var grid: [[Rock]] = []
  var labels: Set<String> = []
  var mainShape: Shape?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "email": \Account.email, "balance": \Account.balance, "status": \Account.status,
      "priority": \Account.priority, "owner": \Account.owner, "shapes": \Account.shapes,
      "anyShapes": \Account.anyShapes, "objects": \Account.objects, "raw": \Account.raw,
      "tagsByName": \Account.tagsByName, "grid": \Account.grid, "labels": \Account.labels,
      "mainShape": \Account.mainShape,
    ]
  }
}

@Suite struct InstantCocoaScenarioTests {}

extension InstantCocoaScenarioTests {
  @Test func elementTypeHintsTypeTheElementsOfExistentialAndBaseClassCollections() throws {
    let registry = MappingRegistry()
    try registry.register(Account.self) { m in
      m.elementTypes["shapes"] = Circle.self
      m.elementTypes["anyShapes"] = Square.self
      m.elementTypes["objects"] = Rock.self
      m.elementTypes["raw"] = Rock.self
    }
    let account = try Account(
      dictionary: [
        "shapes": [["kind": "c", "radius": 2]],
        "anyShapes": [["kind": "s", "side": 3]],
        "objects": [["name": "a"], ["name": "b"]],
        "raw": [["name": "c"]],
      ], registry: registry)
    #expect((account.shapes.first as? Circle)?.radius == 2)
    #expect((account.anyShapes.first as? Square)?.side == 3)
    #expect(account.objects.compactMap { ($0 as? Rock)?.name } == ["a", "b"])
    #expect((account.raw.first as? Rock)?.name == "c")
  }

  @Test func withoutAHintAnyCollectionsPassTheRawValuesThrough() throws {
    let account = try Account(dictionary: ["raw": [1, "two", ["three": 3]]], registry: MappingRegistry())
    #expect(account.raw.count == 3)
    #expect(account.raw[1] as? String == "two")
    #expect((account.raw[2] as? [String: Any])?["three"] as? Int == 3)
  }

  @Test func nestedCollectionsAndDictionariesOfModelsAreBuiltAtAnyDepth() throws {
    let account = try Account(
      dictionary: [
        "grid": [[["name": "a"], ["name": "b"]], [["name": "c"]]],
        "tagsByName": ["friends": [["name": "Ann"]], "rivals": [["name": "Bob"], ["name": "Cy"]]],
        "labels": ["x", "y", "x"],
      ], registry: MappingRegistry())
    #expect(account.grid.map { $0.map(\.name) } == [["a", "b"], ["c"]])
    #expect(account.tagsByName["rivals"]?.map(\.name) == ["Bob", "Cy"])
    #expect(account.tagsByName["friends"]?.first?.name == "Ann")
    #expect(account.labels == ["x", "y"])
  }

  @Test func valueObjectsAreBuiltFromStringsAndNumbers() throws {
    var issues: [MappingError] = []
    let account = try Account(
      dictionary: ["email": "ada@example.com", "balance": 1999, "status": "suspended", "priority": "2"],
      registry: MappingRegistry(), issues: &issues)
    #expect(account.email == EmailAddress(rawValue: "ada@example.com"))
    #expect(account.balance == Cents(rawValue: 1999))
    #expect(account.status == .suspended)
    #expect(account.priority == .high)
    #expect(issues.isEmpty)
  }

  @Test func anInvalidRawValueIsReportedAndThePropertyKept() throws {
    var issues: [MappingError] = []
    let account = try Account(
      dictionary: ["email": "not-an-address", "status": "deleted", "priority": 7],
      registry: MappingRegistry(), issues: &issues)
    #expect(account.email == nil)
    #expect(account.status == .active)
    #expect(account.priority == nil)
    #expect(Set(issues.map(\.path)) == ["email", "status", "priority"])
    #expect(issues.allSatisfy { if case .invalidValue = $0.reason { true } else { false } })
  }

  @Test func nestedModelsAreUpdatedInPlaceWhenPresent() throws {
    let account = Account()
    let owner = Person()
    owner.name = "Ada"
    owner.favoriteNumber = 7
    account.owner = owner
    try account.setValues(from: ["owner": ["favoriteWord": "loom"]], registry: MappingRegistry())
    #expect(account.owner === owner)
    #expect(owner.name == "Ada")
    #expect(owner.favoriteWord == "loom")
    #expect(owner.favoriteNumber == 7)
  }

  @Test func nestedModelsAreCreatedWhenAbsent() throws {
    let account = Account()
    try account.setValues(from: ["owner": ["name": "Grace"]], registry: MappingRegistry())
    #expect(account.owner?.name == "Grace")
  }

  @Test func inPlaceUpdateKeepsASubclassInstanceAndHydratesItsOwnProperties() throws {
    let account = Account()
    let employee = Employee()
    account.owner = employee
    try account.setValues(from: ["owner": ["name": "Ada", "salary": 10.5]], registry: MappingRegistry())
    #expect(account.owner === employee)
    #expect(employee.salary == 10.5)
  }

  @Test func resolverPicksTheTypePerElementByDiscriminator() throws {
    let registry = MappingRegistry()
    try registry.register(Account.self) { m in
      m.typeResolvers["shapes"] = .discriminator("kind", ["circle": Circle.self, "square": Square.self])
      m.elementTypes["anyShapes"] = Square.self
      m.typeResolvers["mainShape"] = TypeResolver { element in element["radius"] != nil ? Circle.self : Square.self }
    }
    var issues: [MappingError] = []
    let account = try Account(
      dictionary: [
        "shapes": [
          ["kind": "circle", "radius": 1], ["kind": "square", "side": 2], ["kind": "hexagon"], ["side": 5],
        ],
        "mainShape": ["radius": 9],
      ], registry: registry, issues: &issues)
    #expect(account.shapes.count == 3)
    #expect((account.shapes[0] as? Circle)?.radius == 1)
    #expect((account.shapes[1] as? Square)?.side == 2)
    #expect(type(of: account.shapes[2]) == Shape.self)
    #expect((account.mainShape as? Circle)?.radius == 9)
    #expect(issues.count == 1)
    #expect(issues.first?.path == "shapes[2]")
  }

  @Test func resolverReturningAnIncompatibleTypeDropsTheElementWithAnIssue() throws {
    let registry = MappingRegistry()
    try registry.register(Account.self) { m in
      m.typeResolvers["shapes"] = TypeResolver { _ in Rock.self }
      m.elementTypes["anyShapes"] = Square.self
    }
    var issues: [MappingError] = []
    let account = try Account(dictionary: ["shapes": [["kind": "x"]]], registry: registry, issues: &issues)
    #expect(account.shapes.isEmpty)
    #expect(issues.first?.path == "shapes[0]")
  }
}

// MARK: - LLModel

final class Widths: ReflectiveModel {
  var int = 0
  var int8: Int8 = 0
  var int16: Int16 = 0
  var int32: Int32 = 0
  var int64: Int64 = 0
  var uint: UInt = 0
  var uint8: UInt8 = 0
  var uint16: UInt16 = 0
  var uint32: UInt32 = 0
  var uint64: UInt64 = 0
  var double = 0.0
  var float: Float = 0
  var bool = false
  var string = ""
  var decimal = Decimal(0)
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "int": \Widths.int, "int8": \Widths.int8, "int16": \Widths.int16, "int32": \Widths.int32,
      "int64": \Widths.int64, "uint": \Widths.uint, "uint8": \Widths.uint8, "uint16": \Widths.uint16,
      "uint32": \Widths.uint32, "uint64": \Widths.uint64, "double": \Widths.double, "float": \Widths.float,
      "bool": \Widths.bool, "string": \Widths.string, "decimal": \Widths.decimal,
    ]
  }
}

final class Feed: ReflectiveModel {
  var title = ""
  var entries: [Entry] = []
  var published: Date?
  var link: URL?
  var id: UUID?
  var payload: Data?
  var note: String? = "default"
  var count = 5
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \Feed.title, "entries": \Feed.entries, "published": \Feed.published, "link": \Feed.link,
      "id": \Feed.id, "payload": \Feed.payload, "note": \Feed.note, "count": \Feed.count,
    ]
  }
}

class Entry: ReflectiveModel {
  var title = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["title": \Entry.title] }
}

final class Article: Entry {
  var words = 0
  override class var keyPaths: [String: AnyKeyPath] { super.keyPaths.merging(["words": \Article.words]) { $1 } }
}

@Suite struct LLModelScenarioTests {}

extension LLModelScenarioTests {
  @Test func primitivesOfEveryWidthAreHydratedFromJSONSerializationNumbers() throws {
    let json = """
      {"int": -9223372036854775808, "int8": -128, "int16": 32767, "int32": -2147483648,
       "int64": 9223372036854775807, "uint": 18446744073709551615, "uint8": 255, "uint16": 65535,
       "uint32": 4294967295, "uint64": 18446744073709551615, "double": 2.5, "float": 0.1,
       "bool": true, "string": "s", "decimal": 12.34}
      """
    let dictionary = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    var issues: [MappingError] = []
    let widths = try Widths(dictionary: dictionary, registry: MappingRegistry(), issues: &issues)
    #expect(issues.isEmpty, "\(issues)")
    #expect(widths.int == Int.min)
    #expect(widths.int8 == -128)
    #expect(widths.int16 == 32767)
    #expect(widths.int32 == Int32.min)
    #expect(widths.int64 == Int64.max)
    #expect(widths.uint == UInt.max)
    #expect(widths.uint8 == 255)
    #expect(widths.uint16 == 65535)
    #expect(widths.uint32 == UInt32.max)
    #expect(widths.uint64 == UInt64.max)
    #expect(widths.double == 2.5)
    #expect(widths.float == Float(0.1))
    #expect(widths.bool)
    #expect(widths.string == "s")
    #expect(widths.decimal == Decimal(string: "12.34"))
  }

  @Test func nullClearsOptionalsAndIsSkippedWithAnIssueOnNonOptionals() throws {
    let feed = Feed()
    feed.link = URL(string: "https://example.com")
    var issues: [MappingError] = []
    try feed.setValues(from: ["link": NSNull(), "note": NSNull(), "count": NSNull(), "title": NSNull()], registry: MappingRegistry(), issues: &issues)
    #expect(feed.link == nil)
    #expect(feed.note == nil)
    #expect(feed.count == 5)
    #expect(feed.title == "")
    #expect(Set(issues.map(\.path)) == ["count", "title"])
    #expect(issues.allSatisfy { !$0.isFatal && $0.reason == .nullValue(expected: $0.path == "count" ? "Int" : "String") })
  }

  @Test func aMissingKeyLeavesThePropertyUntouched() throws {
    let feed = Feed()
    feed.title = "kept"
    try feed.setValues(from: ["count": 2], registry: MappingRegistry())
    #expect(feed.title == "kept")
    #expect(feed.note == "default")
    #expect(feed.count == 2)
  }

  @Test func datesComeFromISO8601StringsAndEpochSecondsAndURLsFromStrings() throws {
    let registry = MappingRegistry()
    let fromString = try Feed(
      dictionary: [
        "published": "2014-08-31T00:29:15.250+02:00", "link": "https://example.com/feed?x=1",
        "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "payload": "aGVsbG8=",
      ], registry: registry)
    #expect(fromString.published == Date(timeIntervalSince1970: 1_409_437_755.25))
    #expect(fromString.link?.absoluteString == "https://example.com/feed?x=1")
    #expect(fromString.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(fromString.payload == Data("hello".utf8))
    let fromNumber = try Feed(dictionary: ["published": 1_409_444_955], registry: registry)
    #expect(fromNumber.published == Date(timeIntervalSince1970: 1_409_444_955))
    let dateOnly = try Feed(dictionary: ["published": "2024-02-29"], registry: registry)
    #expect(dateOnly.published == Date(timeIntervalSince1970: 1_709_164_800))
  }

  @Test func malformedDatesURLsUUIDsAndBase64AreReported() throws {
    var issues: [MappingError] = []
    let feed = try Feed(
      dictionary: ["published": "2014-02-30T00:00:00Z", "link": "", "id": "nope", "payload": "%%%"],
      registry: MappingRegistry(), issues: &issues)
    #expect(feed.published == nil && feed.link == nil && feed.id == nil && feed.payload == nil)
    #expect(Set(issues.map(\.path)) == ["published", "link", "id", "payload"])
  }

  @Test func anArrayOfModelsIsDeclaredByATypeNameRegisteredInTheRegistry() throws {
    let registry = MappingRegistry()
    try registry.register(Article.self) { m in m.typeName = "Article" }
    try registry.register(Feed.self) { m in m.typeResolvers["entries"] = .named("Article") }
    let feed = try Feed(dictionary: ["entries": [["title": "A", "words": 120]]], registry: registry)
    #expect((feed.entries.first as? Article)?.words == 120)
    #expect(registry.type(named: "Article") == Article.self)
  }

  @Test func discriminatorNamesAreLookedUpAmongRegisteredTypeNames() throws {
    let registry = MappingRegistry()
    try registry.register(Article.self) { m in m.typeName = "Article" }
    try registry.register(Feed.self) { m in m.typeResolvers["entries"] = .discriminator("type") }
    let feed = try Feed(
      dictionary: ["entries": [["type": "Article", "words": 3], ["title": "plain"]]], registry: registry)
    #expect(feed.entries.count == 2)
    #expect((feed.entries[0] as? Article)?.words == 3)
    #expect(type(of: feed.entries[1]) == Entry.self)
  }

  @Test func errorsAreCollectedWithTheirPathsAndTheRestIsMapped() throws {
    var issues: [MappingError] = []
    let feed = try Feed(
      dictionary: [
        "title": ["not", "a", "string"], "count": "many",
        "entries": [["title": "ok"], "junk", ["title": 5]],
      ], registry: MappingRegistry(), issues: &issues)
    #expect(feed.entries.map(\.title) == ["ok", "5"])
    #expect(feed.count == 5)
    #expect(issues.map(\.path).sorted() == ["count", "entries[1]", "title"])
    let titleIssue = try #require(issues.first { $0.path == "title" })
    #expect(titleIssue.property == "Feed.title")
    #expect(titleIssue.description == "title → Feed.title: expected String, found array of 3 elements")
  }
}
