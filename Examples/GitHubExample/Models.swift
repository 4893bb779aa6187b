import Foundation
import ReflectiveMapper

/// The `pull_request` webhook event, the parts this example cares about.
final class PullRequestEvent: ReflectiveModel {
  var action = ""
  var number = 0
  var pullRequest: PullRequest?
  var repository: Repository?
  var sender: User?
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "action": \PullRequestEvent.action, "number": \PullRequestEvent.number,
      "pullRequest": \PullRequestEvent.pullRequest, "repository": \PullRequestEvent.repository,
      "sender": \PullRequestEvent.sender,
    ]
  }
}

enum PullRequestState: String {
  case open, closed
}

final class PullRequest: ReflectiveModel {
  var id = 0
  var title = ""
  var state = PullRequestState.open
  var body: String?
  var htmlURL: URL?
  var user: User?
  var labels: [Label] = []
  var createdAt: Date?
  var draft = false
  var additions = 0
  var deletions = 0
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \PullRequest.id, "title": \PullRequest.title, "state": \PullRequest.state,
      "body": \PullRequest.body, "htmlURL": \PullRequest.htmlURL, "user": \PullRequest.user,
      "labels": \PullRequest.labels, "createdAt": \PullRequest.createdAt, "draft": \PullRequest.draft,
      "additions": \PullRequest.additions, "deletions": \PullRequest.deletions,
    ]
  }
}

final class Repository: ReflectiveModel {
  var fullName = ""
  var stars = 0
  var pushedAt: Date?
  var topics: [String] = []
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "fullName": \Repository.fullName, "stars": \Repository.stars,
      "pushedAt": \Repository.pushedAt, "topics": \Repository.topics,
    ]
  }
}

final class User: ReflectiveModel {
  var login = ""
  var id = 0
  var avatarURL: URL?
  var siteAdmin = false
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["login": \User.login, "id": \User.id, "avatarURL": \User.avatarURL, "siteAdmin": \User.siteAdmin]
  }
}

final class Label: ReflectiveModel {
  var name = ""
  var color = ""
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["name": \Label.name, "color": \Label.color] }
}
