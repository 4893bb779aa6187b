// GitHub webhook payload models for ReflectiveMapper tests and benchmarks.
//
// Fixtures: /work/shared/data/github/*.json (octokit/webhooks payload examples, MIT).
//   issue_comment_created.payload.json       -> IssueCommentEvent
//   issues_opened.with-transfer.payload.json -> IssuesEvent
//   pull_request_opened.payload.json         -> PullRequestEvent
//   pull_request_opened.with-null-body.json  -> PullRequestEvent (pull_request.body == null)
//   push_with-new-branch.payload.json        -> PushEvent
//
// Key strategy: .snakeCase (property `htmlUrl` <-> key `html_url`).
// Typing rules: ids -> Int (except git SHAs, which are String); `*_at` / `timestamp` /
// `due_on` -> Date? (ISO 8601 strings; in the push payload `repository.created_at` and
// `repository.pushed_at` are epoch-second NUMBERS while `updated_at` is a string);
// URL fields that always hold a complete URL -> URL?; URI templates (`{/number}`, `{sha}`,
// `{+path}`, `{?since,all,participating}` ...) and scp-style `ssh_url` -> String.
// Each class lists at the top the JSON keys it intentionally does not map.
// The events and GitHubUser are here; the objects they hold are in GitHubModels+Repository,
// +Issues and +PullRequests.

import Foundation
import ReflectiveMapper

// MARK: - Enums

/// The kind of GitHub account (`"type"` of a user object).
enum GitHubUserType: String {
  case user = "User"
  case organization = "Organization"
  case bot = "Bot"
}

// MARK: - Events

/// Shared envelope of every webhook payload (`sender`, `repository`, `installation`); non-final on purpose to exercise superclass properties.
///
/// Not mapped: none (subclasses add the event-specific keys).
class GitHubEvent: ReflectiveModel {
  var sender: GitHubUser?
  var repository: GitHubRepository?
  /// Present only for GitHub App deliveries (pull_request and push fixtures).
  var installation: GitHubInstallation?

  required init() {}

  class var keyPaths: [String: AnyKeyPath] {
    [
      "sender": \GitHubEvent.sender,
      "repository": \GitHubEvent.repository,
      "installation": \GitHubEvent.installation,
    ]
  }
}

/// `issue_comment` event: a comment was created on an issue or pull request.
///
/// Not mapped: none.
final class IssueCommentEvent: GitHubEvent {
  var action: String = ""
  var issue: GitHubIssue?
  var comment: GitHubComment?

  required init() {}

  override class var keyPaths: [String: AnyKeyPath] {
    [
      "sender": \IssueCommentEvent.sender,
      "repository": \IssueCommentEvent.repository,
      "installation": \IssueCommentEvent.installation,
      "action": \IssueCommentEvent.action,
      "issue": \IssueCommentEvent.issue,
      "comment": \IssueCommentEvent.comment,
    ]
  }
}

/// `issues` event: an issue was opened (here: transferred from another repository).
///
/// Not mapped: none.
final class IssuesEvent: GitHubEvent {
  var action: String = ""
  var issue: GitHubIssue?
  /// Only present when the issue was transferred.
  var changes: GitHubIssueChanges?

  required init() {}

  override class var keyPaths: [String: AnyKeyPath] {
    [
      "sender": \IssuesEvent.sender,
      "repository": \IssuesEvent.repository,
      "installation": \IssuesEvent.installation,
      "action": \IssuesEvent.action,
      "issue": \IssuesEvent.issue,
      "changes": \IssuesEvent.changes,
    ]
  }
}

/// `pull_request` event: a pull request was opened.
///
/// Not mapped: none.
final class PullRequestEvent: GitHubEvent {
  var action: String = ""
  var number: Int = 0
  var pullRequest: GitHubPullRequest?

  required init() {}

  override class var keyPaths: [String: AnyKeyPath] {
    [
      "sender": \PullRequestEvent.sender,
      "repository": \PullRequestEvent.repository,
      "installation": \PullRequestEvent.installation,
      "action": \PullRequestEvent.action,
      "number": \PullRequestEvent.number,
      "pullRequest": \PullRequestEvent.pullRequest,
    ]
  }
}

/// `push` event: commits were pushed (here: a new branch).
///
/// Not mapped: none.
final class PushEvent: GitHubEvent {
  var ref: String = ""
  /// SHA before the push (all zeros for a new branch).
  var before: String = ""
  var after: String = ""
  var pusher: GitHubCommitAuthor?
  var created: Bool = false
  var deleted: Bool = false
  var forced: Bool = false
  var baseRef: String?
  var compare: URL?
  var commits: [GitHubCommit] = []
  var headCommit: GitHubCommit?

  required init() {}

  override class var keyPaths: [String: AnyKeyPath] {
    [
      "sender": \PushEvent.sender,
      "repository": \PushEvent.repository,
      "installation": \PushEvent.installation,
      "ref": \PushEvent.ref,
      "before": \PushEvent.before,
      "after": \PushEvent.after,
      "pusher": \PushEvent.pusher,
      "created": \PushEvent.created,
      "deleted": \PushEvent.deleted,
      "forced": \PushEvent.forced,
      "baseRef": \PushEvent.baseRef,
      "compare": \PushEvent.compare,
      "commits": \PushEvent.commits,
      "headCommit": \PushEvent.headCommit,
    ]
  }
}

// MARK: - Shared objects

/// A GitHub account (user, organization or bot) as embedded in payloads.
///
/// Not mapped: none.
///
/// Notes: `name` / `email` only appear on `repository.owner` in the push payload.
final class GitHubUser: ReflectiveModel {
  var login: String = ""
  var id: Int = 0
  var nodeId: String = ""
  var avatarUrl: URL?
  var gravatarId: String = ""
  var url: URL?
  var htmlUrl: URL?
  var followersUrl: URL?
  /// URI template `.../following{/other_user}`.
  var followingUrl: String = ""
  /// URI template `.../gists{/gist_id}`.
  var gistsUrl: String = ""
  /// URI template `.../starred{/owner}{/repo}`.
  var starredUrl: String = ""
  var subscriptionsUrl: URL?
  var organizationsUrl: URL?
  var reposUrl: URL?
  /// URI template `.../events{/privacy}`.
  var eventsUrl: String = ""
  var receivedEventsUrl: URL?
  var type: GitHubUserType = .user
  var siteAdmin: Bool = false
  var name: String?
  var email: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "login": \GitHubUser.login,
      "id": \GitHubUser.id,
      "nodeId": \GitHubUser.nodeId,
      "avatarUrl": \GitHubUser.avatarUrl,
      "gravatarId": \GitHubUser.gravatarId,
      "url": \GitHubUser.url,
      "htmlUrl": \GitHubUser.htmlUrl,
      "followersUrl": \GitHubUser.followersUrl,
      "followingUrl": \GitHubUser.followingUrl,
      "gistsUrl": \GitHubUser.gistsUrl,
      "starredUrl": \GitHubUser.starredUrl,
      "subscriptionsUrl": \GitHubUser.subscriptionsUrl,
      "organizationsUrl": \GitHubUser.organizationsUrl,
      "reposUrl": \GitHubUser.reposUrl,
      "eventsUrl": \GitHubUser.eventsUrl,
      "receivedEventsUrl": \GitHubUser.receivedEventsUrl,
      "type": \GitHubUser.type,
      "siteAdmin": \GitHubUser.siteAdmin,
      "name": \GitHubUser.name,
      "email": \GitHubUser.email,
    ]
  }
}
