import Foundation
import ReflectiveMapper
import ReflectiveMapperTestModels
import Testing

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
}

enum Status: String {
  case active, suspended
}

enum Priority: Int {
  case low = 1
  case high = 2
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
}
