import Foundation
import ReflectiveMapper

// Models for ConstraintTests: a sign-up form as a class, as a struct, and as a struct of `let`s.

enum SignupPlan: String, CaseIterable {
  case free, pro, team
}

final class Signup: ReflectiveModel {
  var username = ""
  var age = 0
  var tags: [String] = []
  var score = 0.0
  var plan: SignupPlan?
  var nickname = ""
  var limits: [String: Int] = [:]
  var email: String?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "username": \Signup.username, "age": \Signup.age, "tags": \Signup.tags, "score": \Signup.score, "plan": \Signup.plan,
      "nickname": \Signup.nickname, "limits": \Signup.limits, "email": \Signup.email,
    ]
  }
}

struct SignupValue: ReflectiveModel {
  var username = ""
  var age = 0
  var tags: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["username": \SignupValue.username, "age": \SignupValue.age, "tags": \SignupValue.tags] }
}

struct SignupLet: ReflectiveInitializable {
  let username: String
  let age: Int
  static var keyPaths: [String: AnyKeyPath] { ["username": \SignupLet.username, "age": \SignupLet.age] }
  static var initializedProperties: Set<String> { ["username", "age"] }
  init(mappedValues values: MappedValues) throws {
    username = try values["username"]
    age = try values["age"]
  }
}

struct SignupCodable: ReflectiveCodable, Equatable {
  var username = ""
  var age = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["username": \SignupCodable.username, "age": \SignupCodable.age] }
}
