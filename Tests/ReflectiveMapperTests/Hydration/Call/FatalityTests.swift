import Foundation
import ReflectiveMapper
import Testing

final class Address: ReflectiveModel {
  var street = ""
  var zip = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["street": \Address.street, "zip": \Address.zip] }
}

final class Customer: ReflectiveModel {
  var name = ""
  var age = 0
  var address: Address?
  var friends: [Customer] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["name": \Customer.name, "age": \Customer.age, "address": \Customer.address, "friends": \Customer.friends]
  }
}

@Suite struct FatalityTests {}

extension FatalityTests {
  @Test func errorsNameTheServicePathAndThePropertyPath() throws {
    let registry = MappingRegistry()
    try registry.register(Address.self) { m in m.keys = ["zip_code": "zip"] }
    var issues: [MappingError] = []
    _ = try Customer(
      dictionary: ["friends": [["name": "a"], ["name": "b"], ["address": ["zip_code": "N1"]]]],
      registry: registry, issues: &issues)
    let issue = try #require(issues.first)
    #expect(issue.path == "friends[2].address.zip_code")
    #expect(issue.property == "Customer.friends[2].address.zip")
    #expect(issue.reason == .typeMismatch(expected: "Int", found: #"String "N1""#))
  }

  @Test func requiredPropertiesThrowWhenMissingOrUnconvertibleAndListEveryProblem() throws {
    let registry = MappingRegistry()
    try registry.register(Customer.self) { m in m.required = ["name", "age"] }
    try registry.register(Address.self) { m in m.required = ["zip"] }
    let error = try #require(throws: MappingError.self) {
      try Customer(dictionary: ["age": "old", "address": ["street": "s"]], registry: registry)
    }
    #expect(error.issues.count == 3)
    #expect(Set(error.issues.map(\.path)) == ["name", "age", "address.zip"])
    #expect(error.issues.first { $0.path == "name" }?.reason == .missingRequiredValue)
    #expect(error.issues.allSatisfy { $0.isFatal })
  }

  @Test func strictMappingsMakeEveryConversionProblemFatal() throws {
    let registry = MappingRegistry()
    try registry.register(Customer.self) { m in m.isStrict = true }
    let error = try #require(throws: MappingError.self) {
      try Customer(dictionary: ["age": "x", "friends": [["name": "ok"], 5]], registry: registry)
    }
    #expect(Set(error.issues.map(\.path)) == ["age", "friends[1]"])
  }

  @Test func nonFatalIssuesDoNotThrowAndAreReportedToTheCaller() throws {
    var issues: [MappingError] = []
    let customer = try Customer(dictionary: ["age": "x", "name": "n"], registry: MappingRegistry(), issues: &issues)
    #expect(customer.name == "n")
    #expect(issues.count == 1)
    #expect(issues.first?.isFatal == false)
  }

  @Test func beforeMappingRewritesTheInputAndItsErrorsAreFatal() throws {
    struct Envelope: Error {}
    let registry = MappingRegistry()
    try registry.register(Address.self) { m in
      m.beforeMapping = { dictionary in
        guard let inner = dictionary["data"] as? [String: Any] else { throw Envelope() }
        return inner
      }
    }
    let address = try Address(dictionary: ["data": ["street": "Main"]], registry: registry)
    #expect(address.street == "Main")
    let error = try #require(throws: MappingError.self) {
      try Customer(dictionary: ["address": ["street": "x"]], registry: registry)
    }
    #expect(error.path == "address")
    #expect(error.reason.code == "callbackFailed")
  }
}

extension FatalityTests {
  @Test("Errors carry paths through nested models; strict and required behave alike for both kinds", arguments: ModelKind.allCases)
  func errorsCarryPathsThroughNestedModels(_ kind: ModelKind) throws {
    try errorsCarryPathsThroughNestedModels(kind.trip)
  }

  func errorsCarryPathsThroughNestedModels<T: TripModel>(_: T.Type) throws {
    let registry = MappingRegistry()
    try registry.register(T.Position.self) { m in m.isStrict = true }
    var issues: [MappingError] = []
    let error = #expect(throws: MappingError.self) {
      _ = try T(dictionary: ["stops": [["id": 1], ["id": 2, "position": ["latitude": "north"]]]], registry: registry, issues: &issues)
    }
    #expect(error?.path == "stops[1].position.latitude" && error?.reason.code == "typeMismatch")
    issues = []
    let lenient = try T.Stop(dictionary: ["id": "x", "name": "ok"], issues: &issues)
    #expect(lenient.name == "ok" && lenient.id == 0)
    #expect(issues.map(\.path) == ["id"])
  }
}
