import Foundation
import ReflectiveMapper

// A sign-up form whose password is read and never written, as a class and as its struct twin,
// an immutable twin pair built through their initializer, a `Codable` one, and one that keeps
// it out of output by itself (`inputOnlyProperties`), for InputOnlyTests.

final class IOSignUp: KindTwinModel {
  var email = ""
  var password = ""
  var note: String?
  let schema = 1
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["email": \IOSignUp.email, "password": \IOSignUp.password, "note": \IOSignUp.note, "schema": \IOSignUp.schema]
  }
}

struct IOSignUpValue: KindTwinModel {
  var email = ""
  var password = ""
  var note: String?
  let schema = 1
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["email": \IOSignUpValue.email, "password": \IOSignUpValue.password, "note": \IOSignUpValue.note, "schema": \IOSignUpValue.schema]
  }
}

/// A struct of `let`s: the initializer reads the input-only one as any other.
struct IOImmutableLogin: ReflectiveInitializable {
  let user: String
  let secret: String
  let kind = "login"
  static var keyPaths: [String: AnyKeyPath] { ["user": \IOImmutableLogin.user, "secret": \IOImmutableLogin.secret, "kind": \IOImmutableLogin.kind] }
  static var initializedProperties: Set<String> { ["user", "secret"] }
  init(mappedValues values: MappedValues) throws {
    user = try values["user"]
    secret = try values["secret"]
  }
}

/// The class twin of ``IOImmutableLogin``.
final class IOImmutableAccount: ReflectiveInitializable {
  let user: String
  let secret: String
  let kind = "login"
  static var keyPaths: [String: AnyKeyPath] {
    ["user": \IOImmutableAccount.user, "secret": \IOImmutableAccount.secret, "kind": \IOImmutableAccount.kind]
  }
  static var initializedProperties: Set<String> { ["user", "secret"] }
  init(mappedValues values: MappedValues) throws {
    user = try values["user"]
    secret = try values["secret"]
  }
}

/// A `Codable` model through its mapping: the coders read the password and never write it.
struct IOCodableSignUp: ReflectiveCodable {
  var email = ""
  var password = ""
  static var keyPaths: [String: AnyKeyPath] { ["email": \IOCodableSignUp.email, "password": \IOCodableSignUp.password] }
  static var codingRegistry: MappingRegistry { IOCodableSignUp.registry }
  static let registry: MappingRegistry = {
    let registry = MappingRegistry()
    try! registry.register(IOCodableSignUp.self) { $0.inputOnly = ["password"] }
    return registry
  }()
}

/// A model that says by itself what is input-only, as `@InputOnly` writes it, and a subclass
/// that adds to it.
class IODeclaredToken: ReflectiveModel {
  var name = ""
  var token = ""
  required init() {}
  class var keyPaths: [String: AnyKeyPath] { ["name": \IODeclaredToken.name, "token": \IODeclaredToken.token] }
  class var inputOnlyProperties: Set<String> { ["token"] }
}

final class IODeclaredRefreshToken: IODeclaredToken {
  var refresh = ""
  var scope = ""
  override class var keyPaths: [String: AnyKeyPath] {
    super.keyPaths.merging(["refresh": \IODeclaredRefreshToken.refresh, "scope": \IODeclaredRefreshToken.scope]) { $1 }
  }
  override class var inputOnlyProperties: Set<String> { super.inputOnlyProperties.union(["refresh"]) }
}
