import Foundation
import ReflectiveMapper
import Testing

protocol ResponseAttributes: ReflectiveModel { var id: String { get } }

struct RegistrationAttributes: ResponseAttributes {
  var id = ""
  var statusCode = ""
  static var keyPaths: [String: AnyKeyPath] { ["id": \RegistrationAttributes.id, "statusCode": \RegistrationAttributes.statusCode] }
}

struct VerificationAttributes: ResponseAttributes {
  var id = ""
  var expiresIn: UInt = 0
  var xxxToken = ""
  var yyyToken = ""
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \VerificationAttributes.id, "expiresIn": \VerificationAttributes.expiresIn,
      "xxxToken": \VerificationAttributes.xxxToken, "yyyToken": \VerificationAttributes.yyyToken,
    ]
  }
}

struct DynamicResponse: ReflectiveModel {
  var id = ""
  var type = ""
  var attributes: any ResponseAttributes = VerificationAttributes()
  static var keyPaths: [String: AnyKeyPath] {
    ["id": \DynamicResponse.id, "type": \DynamicResponse.type, "attributes": \DynamicResponse.attributes]
  }
}

/// MetaCodable's `DynamicCodableTests.response`: `@CodedAs<String?>` with a `nil` identifier,
/// the type an absent `operation` stands for, is the hinted element type beside a discriminator.
@Suite struct DynamicResponseTests {
  @Test func anAbsentDiscriminatorTakesTheHintedType() throws {
    let registry = MappingRegistry()
    try registry.register(RegistrationAttributes.self) { m in m.keys = ["status-code": "statusCode"] }
    try registry.register(VerificationAttributes.self) { m in m.keys = ["xxx-token": "xxxToken", "yyy-token": "yyyToken"] }
    try registry.register(DynamicResponse.self) { m in
      m.keys = ["data.id": "id", "data.type": "type", "data.attributes": "attributes"]
      m.typeResolvers["attributes"] = .discriminator("operation", ["REGISTRATION": RegistrationAttributes.self])
      m.elementTypes["attributes"] = VerificationAttributes.self
    }
    let registration = #"""
      {"data": {"id": "some UUID", "type": "Foo.Bar", "attributes": {"id": "another UUID", "mac": "m",
       "challenge": "c", "operation": "REGISTRATION", "status-code": "200"}}}
      """#
    let verification = #"""
      {"data": {"id": "some UUID", "type": "Foo.Bar", "attributes": {"id": "another UUID", "expiresIn": 3600,
       "xxx-token": "xxxxxx", "yyy-token": "yyyyyyyyy"}}}
      """#
    let first = try DynamicResponse(jsonData: Data(registration.utf8), registry: registry)
    #expect((first.attributes as? RegistrationAttributes)?.statusCode == "200")
    let second = try DynamicResponse(jsonData: Data(verification.utf8), registry: registry)
    let attributes = try #require(second.attributes as? VerificationAttributes)
    #expect(attributes.expiresIn == 3600 && attributes.yyyToken == "yyyyyyyyy" && second.id == "some UUID")
  }
}
