import Foundation
import ReflectiveMapper
import Testing

final class RPUser: ReflectiveModel {
  var id = 0
  var email = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["id": \RPUser.id, "email": \RPUser.email] }
}

struct RPItem: ReflectiveModel {
  var sku = ""
  var count = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["sku": \RPItem.sku, "count": \RPItem.count] }
}

/// The top-level entry points read a model or an array at a path inside the document
/// (HandyJSON's `designatedPath`), with the key table's path rules and full problem paths.
@Suite struct RootPathTests {
  let envelope = Data(
    #"{"code":0,"data":{"user":{"id":7,"email":"a@x"},"items":[{"sku":"a","count":1},{"sku":"b","count":"x"}],"v.1":{"user":{"id":9}}}}"#
      .utf8)

  @Test func aModelAndAnArrayAreReadAtTheirPaths() throws {
    let user = try RPUser(jsonData: envelope, at: "data.user")
    #expect(user.id == 7 && user.email == "a@x")
    var issues: [MappingError] = []
    let items = try [RPItem](jsonData: envelope, at: "data.items", issues: &issues)
    #expect(items.map(\.sku) == ["a", "b"])
    // Problems are at their full path in the document.
    #expect(issues.map(\.path) == ["data.items[1].count"])
    // An index segment, and an escaped dot.
    #expect(try RPItem(jsonData: envelope, at: "data.items.0").sku == "a")
    #expect(try RPUser(jsonData: envelope, at: "data.v\\.1.user").id == 9)
  }

  @Test func aStrictModelsFatalProblemCarriesTheFullPath() throws {
    let registry = MappingRegistry()
    try registry.register(RPUser.self) { $0.required = ["email"] }
    let error = try #require(throws: MappingError.self) { try RPUser(jsonData: envelope, at: "data.v\\.1.user", registry: registry) }
    #expect(error.path == "data.v.1.user.email", "\(error.path)")
    #expect(error.reason == .missingRequiredValue)
  }

  @Test func aPathThatIsAbsentOrCrossesAScalarIsAnErrorAtItsPath() throws {
    let absent = try #require(throws: MappingError.self) { try RPUser(jsonData: envelope, at: "data.profile") }
    #expect(absent.path == "data.profile")
    #expect(absent.reason == .missingRequiredValue)
    let crossing = try #require(throws: MappingError.self) { try RPUser(jsonData: envelope, at: "code.user") }
    #expect(crossing.path == "code")
    #expect(crossing.reason == .typeMismatch(expected: "an object", found: "number 0"))
    let notAnObject = try #require(throws: MappingError.self) { try RPUser(jsonData: envelope, at: "data.items") }
    #expect(notAnObject.path == "data.items")
    let notAnArray = try #require(throws: MappingError.self) { try [RPItem](jsonData: envelope, at: "data.user") }
    #expect(notAnArray.path == "data.user")
    let pastTheEnd = try #require(throws: MappingError.self) { try RPItem(jsonData: envelope, at: "data.items.5") }
    #expect(pastTheEnd.path == "data.items[5]")
    #expect(throws: MappingError.self) { try RPUser(jsonData: Data("{".utf8), at: "data") }
  }
}
