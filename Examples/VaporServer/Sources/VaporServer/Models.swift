import Foundation
import ReflectiveMapper
import Vapor

/// The part of a GitHub `pull_request` webhook the server needs; the decoder's snake-case
/// strategy maps `pull_request` ⇄ `pullRequest`, `created_at` ⇄ `createdAt`.
struct PullRequestEvent: ReflectiveCodable, Content {
  var action = ""
  var number = 0
  var pullRequest = PullRequest()
  static var keyPaths: [String: AnyKeyPath] {
    ["action": \PullRequestEvent.action, "number": \PullRequestEvent.number, "pullRequest": \PullRequestEvent.pullRequest]
  }
}

struct PullRequest: ReflectiveCodable {
  var title = ""
  var state = ""
  var createdAt: Date?
  var additions = 0
  var user = Account()
  static var keyPaths: [String: AnyKeyPath] {
    [
      "title": \PullRequest.title, "state": \PullRequest.state, "createdAt": \PullRequest.createdAt,
      "additions": \PullRequest.additions, "user": \PullRequest.user,
    ]
  }
}

struct Account: ReflectiveCodable {
  var login = ""
  var id = 0
  static var keyPaths: [String: AnyKeyPath] { ["login": \Account.login, "id": \Account.id] }
}

/// What `POST /webhook` answers: a plain `Codable` value, written with the encoder's strategies.
struct WebhookSummary: Content {
  var action: String
  var number: Int
  var title: String
  var authorLogin: String
  var openedAt: Date?
}

/// A request body with a constraint: a strict registration, so a bad member is a 400.
struct Member: ReflectiveCodable, Content {
  var name = ""
  var age = 0
  var joined: Date?
  static var keyPaths: [String: AnyKeyPath] { ["name": \Member.name, "age": \Member.age, "joined": \Member.joined] }
}
