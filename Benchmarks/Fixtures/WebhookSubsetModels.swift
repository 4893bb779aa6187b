// A webhook consumer's models: the subset of GitHub's pull_request payload (28 KB) that a
// server maps, as the Hummingbird trial did, each keeping the keys it does not map
// (`UnknownKeyCollecting`, in `UnknownKeys`, the storage a server would pick). Registered with `.ignore` and with `.collect`, they measure what
// collecting the unmapped rest costs (`webhook.bytesToModels.collect` ÷ `.ignore`).
import Foundation
import ReflectiveMapper

final class WebhookUser: UnknownKeyCollecting {
  var login = ""
  var id = 0
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] { ["login": \WebhookUser.login, "id": \WebhookUser.id] }
}

final class WebhookRepository: UnknownKeyCollecting {
  var fullName = ""
  var isPrivate = false
  var owner: WebhookUser?
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    ["fullName": \WebhookRepository.fullName, "isPrivate": \WebhookRepository.isPrivate, "owner": \WebhookRepository.owner]
  }
}

final class WebhookPullRequest: UnknownKeyCollecting {
  var number = 0
  var title = ""
  var state = ""
  var user: WebhookUser?
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "number": \WebhookPullRequest.number, "title": \WebhookPullRequest.title, "state": \WebhookPullRequest.state,
      "user": \WebhookPullRequest.user,
    ]
  }
}

final class WebhookPullRequestEvent: UnknownKeyCollecting {
  var action = ""
  var number = 0
  var pullRequest: WebhookPullRequest?
  var repository: WebhookRepository?
  var sender: WebhookUser?
  var unknownValues = UnknownKeys()
  init() {}
  static var keyPaths: [String: AnyKeyPath] {
    [
      "action": \WebhookPullRequestEvent.action, "number": \WebhookPullRequestEvent.number,
      "pullRequest": \WebhookPullRequestEvent.pullRequest, "repository": \WebhookPullRequestEvent.repository,
      "sender": \WebhookPullRequestEvent.sender,
    ]
  }
}

enum WebhookSubset {
  static let file = "github/pull_request_opened.payload.json"

  /// The registry of the subset models, with every model's unknown keys under `policy`.
  static func registry(_ policy: UnknownKeyPolicy) -> MappingRegistry {
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    do {
      try registry.register(WebhookUser.self) { m in m.unknownKeys = policy }
      try registry.register(WebhookRepository.self) { m in
        m.unknownKeys = policy
        m.keys = ["private": "isPrivate"]
      }
      try registry.register(WebhookPullRequest.self) { m in m.unknownKeys = policy }
      try registry.register(WebhookPullRequestEvent.self) { m in m.unknownKeys = policy }
    } catch {
      fatalError("webhook subset registry: \(error)")
    }
    return registry
  }
}
