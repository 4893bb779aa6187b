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

/// A repository as embedded in payloads (`repository`, `head.repo`, `base.repo`, `changes.old_repository`).
///
/// Not mapped: none.
///
/// Notes: `private` is a Swift keyword (backticked property); `custom_properties` is
/// free-form (`[String: Any]`); `stargazers` / `master_branch` only occur in the push
/// payload; `license` is null in every fixture.
final class GitHubRepository: ReflectiveModel {
  var id: Int = 0
  var nodeId: String = ""
  var name: String = ""
  var fullName: String = ""
  var `private`: Bool = false
  var owner: GitHubUser?
  var htmlUrl: URL?
  var description: String?
  var fork: Bool = false
  var url: URL?
  var forksUrl: URL?
  var keysUrl: String = ""  // {/key_id}
  var collaboratorsUrl: String = ""  // {/collaborator}
  var teamsUrl: URL?
  var hooksUrl: URL?
  var issueEventsUrl: String = ""  // {/number}
  var eventsUrl: URL?
  var assigneesUrl: String = ""  // {/user}
  var branchesUrl: String = ""  // {/branch}
  var tagsUrl: URL?
  var blobsUrl: String = ""  // {/sha}
  var gitTagsUrl: String = ""  // {/sha}
  var gitRefsUrl: String = ""  // {/sha}
  var treesUrl: String = ""  // {/sha}
  var statusesUrl: String = ""  // {sha}
  var languagesUrl: URL?
  var stargazersUrl: URL?
  var contributorsUrl: URL?
  var subscribersUrl: URL?
  var subscriptionUrl: URL?
  var commitsUrl: String = ""  // {/sha}
  var gitCommitsUrl: String = ""  // {/sha}
  var commentsUrl: String = ""  // {/number}
  var issueCommentUrl: String = ""  // {/number}
  var contentsUrl: String = ""  // {+path}
  var compareUrl: String = ""  // {base}...{head}
  var mergesUrl: URL?
  var archiveUrl: String = ""  // {archive_format}{/ref}
  var downloadsUrl: URL?
  var issuesUrl: String = ""  // {/number}
  var pullsUrl: String = ""  // {/number}
  var milestonesUrl: String = ""  // {/number}
  var notificationsUrl: String = ""  // {?since,all,participating}
  var labelsUrl: String = ""  // {/name}
  var releasesUrl: String = ""  // {/id}
  var deploymentsUrl: URL?
  /// ISO 8601 string, or epoch seconds (number) in the push payload.
  var createdAt: Date?
  var updatedAt: Date?
  /// ISO 8601 string, or epoch seconds (number) in the push payload.
  var pushedAt: Date?
  var gitUrl: URL?
  /// scp-style `git@github.com:owner/repo.git`, not a URL.
  var sshUrl: String = ""
  var cloneUrl: URL?
  var svnUrl: URL?
  /// Free text: null, "" or a URL.
  var homepage: String?
  var size: Int = 0
  var stargazersCount: Int = 0
  var watchersCount: Int = 0
  var language: String?
  var hasIssues: Bool = false
  var hasProjects: Bool = false
  var hasDownloads: Bool = false
  var hasWiki: Bool = false
  var hasPages: Bool = false
  var forksCount: Int = 0
  var mirrorUrl: URL?
  var archived: Bool = false
  var disabled: Bool = false
  var openIssuesCount: Int = 0
  var license: GitHubLicense?
  var forks: Int = 0
  var openIssues: Int = 0
  var watchers: Int = 0
  var defaultBranch: String = ""
  var isTemplate: Bool = false
  var topics: [String] = []
  var visibility: String = ""
  var webCommitSignoffRequired: Bool = false
  var customProperties: [String: Any] = [:]
  /// Push payload only.
  var stargazers: Int?
  /// Push payload only.
  var masterBranch: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \GitHubRepository.id,
      "nodeId": \GitHubRepository.nodeId,
      "name": \GitHubRepository.name,
      "fullName": \GitHubRepository.fullName,
      "private": \GitHubRepository.`private`,
      "owner": \GitHubRepository.owner,
      "htmlUrl": \GitHubRepository.htmlUrl,
      "description": \GitHubRepository.description,
      "fork": \GitHubRepository.fork,
      "url": \GitHubRepository.url,
      "forksUrl": \GitHubRepository.forksUrl,
      "keysUrl": \GitHubRepository.keysUrl,
      "collaboratorsUrl": \GitHubRepository.collaboratorsUrl,
      "teamsUrl": \GitHubRepository.teamsUrl,
      "hooksUrl": \GitHubRepository.hooksUrl,
      "issueEventsUrl": \GitHubRepository.issueEventsUrl,
      "eventsUrl": \GitHubRepository.eventsUrl,
      "assigneesUrl": \GitHubRepository.assigneesUrl,
      "branchesUrl": \GitHubRepository.branchesUrl,
      "tagsUrl": \GitHubRepository.tagsUrl,
      "blobsUrl": \GitHubRepository.blobsUrl,
      "gitTagsUrl": \GitHubRepository.gitTagsUrl,
      "gitRefsUrl": \GitHubRepository.gitRefsUrl,
      "treesUrl": \GitHubRepository.treesUrl,
      "statusesUrl": \GitHubRepository.statusesUrl,
      "languagesUrl": \GitHubRepository.languagesUrl,
      "stargazersUrl": \GitHubRepository.stargazersUrl,
      "contributorsUrl": \GitHubRepository.contributorsUrl,
      "subscribersUrl": \GitHubRepository.subscribersUrl,
      "subscriptionUrl": \GitHubRepository.subscriptionUrl,
      "commitsUrl": \GitHubRepository.commitsUrl,
      "gitCommitsUrl": \GitHubRepository.gitCommitsUrl,
      "commentsUrl": \GitHubRepository.commentsUrl,
      "issueCommentUrl": \GitHubRepository.issueCommentUrl,
      "contentsUrl": \GitHubRepository.contentsUrl,
      "compareUrl": \GitHubRepository.compareUrl,
      "mergesUrl": \GitHubRepository.mergesUrl,
      "archiveUrl": \GitHubRepository.archiveUrl,
      "downloadsUrl": \GitHubRepository.downloadsUrl,
      "issuesUrl": \GitHubRepository.issuesUrl,
      "pullsUrl": \GitHubRepository.pullsUrl,
      "milestonesUrl": \GitHubRepository.milestonesUrl,
      "notificationsUrl": \GitHubRepository.notificationsUrl,
      "labelsUrl": \GitHubRepository.labelsUrl,
      "releasesUrl": \GitHubRepository.releasesUrl,
      "deploymentsUrl": \GitHubRepository.deploymentsUrl,
      "createdAt": \GitHubRepository.createdAt,
      "updatedAt": \GitHubRepository.updatedAt,
      "pushedAt": \GitHubRepository.pushedAt,
      "gitUrl": \GitHubRepository.gitUrl,
      "sshUrl": \GitHubRepository.sshUrl,
      "cloneUrl": \GitHubRepository.cloneUrl,
      "svnUrl": \GitHubRepository.svnUrl,
      "homepage": \GitHubRepository.homepage,
      "size": \GitHubRepository.size,
      "stargazersCount": \GitHubRepository.stargazersCount,
      "watchersCount": \GitHubRepository.watchersCount,
      "language": \GitHubRepository.language,
      "hasIssues": \GitHubRepository.hasIssues,
      "hasProjects": \GitHubRepository.hasProjects,
      "hasDownloads": \GitHubRepository.hasDownloads,
      "hasWiki": \GitHubRepository.hasWiki,
      "hasPages": \GitHubRepository.hasPages,
      "forksCount": \GitHubRepository.forksCount,
      "mirrorUrl": \GitHubRepository.mirrorUrl,
      "archived": \GitHubRepository.archived,
      "disabled": \GitHubRepository.disabled,
      "openIssuesCount": \GitHubRepository.openIssuesCount,
      "license": \GitHubRepository.license,
      "forks": \GitHubRepository.forks,
      "openIssues": \GitHubRepository.openIssues,
      "watchers": \GitHubRepository.watchers,
      "defaultBranch": \GitHubRepository.defaultBranch,
      "isTemplate": \GitHubRepository.isTemplate,
      "topics": \GitHubRepository.topics,
      "visibility": \GitHubRepository.visibility,
      "webCommitSignoffRequired": \GitHubRepository.webCommitSignoffRequired,
      "customProperties": \GitHubRepository.customProperties,
      "stargazers": \GitHubRepository.stargazers,
      "masterBranch": \GitHubRepository.masterBranch,
    ]
  }
}

/// A repository license (GitHub REST "license-simple"); null in every fixture, shape from the GitHub API.
///
/// Not mapped: none.
///
/// Notes: cannot be checked against the fixtures, `license` is always null there.
final class GitHubLicense: ReflectiveModel {
  var key: String = ""
  var name: String = ""
  var spdxId: String?
  var url: URL?
  var nodeId: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "key": \GitHubLicense.key,
      "name": \GitHubLicense.name,
      "spdxId": \GitHubLicense.spdxId,
      "url": \GitHubLicense.url,
      "nodeId": \GitHubLicense.nodeId,
    ]
  }
}

/// The GitHub App installation that received the delivery.
///
/// Not mapped: none.
final class GitHubInstallation: ReflectiveModel {
  var id: Int = 0
  var nodeId: String = ""

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \GitHubInstallation.id,
      "nodeId": \GitHubInstallation.nodeId,
    ]
  }
}

/// An issue (also the `changes.old_issue` of a transferred issue).
///
/// Not mapped: `performed_via_github_app` (always null; GitHub App object not modelled).
final class GitHubIssue: ReflectiveModel {
  var url: URL?
  var repositoryUrl: URL?
  /// URI template `.../labels{/name}`.
  var labelsUrl: String = ""
  var commentsUrl: URL?
  var eventsUrl: URL?
  var htmlUrl: URL?
  var id: Int = 0
  var nodeId: String = ""
  var number: Int = 0
  var title: String = ""
  var user: GitHubUser?
  var labels: [GitHubLabel] = []
  var state: String = ""
  var locked: Bool = false
  var assignee: GitHubUser?
  var assignees: [GitHubUser] = []
  var milestone: GitHubMilestone?
  /// Number of comments.
  var comments: Int = 0
  var createdAt: Date?
  var updatedAt: Date?
  var closedAt: Date?
  var authorAssociation: String = ""
  var activeLockReason: String?
  var body: String?
  var reactions: GitHubReactions?
  var draft: Bool = false

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \GitHubIssue.url,
      "repositoryUrl": \GitHubIssue.repositoryUrl,
      "labelsUrl": \GitHubIssue.labelsUrl,
      "commentsUrl": \GitHubIssue.commentsUrl,
      "eventsUrl": \GitHubIssue.eventsUrl,
      "htmlUrl": \GitHubIssue.htmlUrl,
      "id": \GitHubIssue.id,
      "nodeId": \GitHubIssue.nodeId,
      "number": \GitHubIssue.number,
      "title": \GitHubIssue.title,
      "user": \GitHubIssue.user,
      "labels": \GitHubIssue.labels,
      "state": \GitHubIssue.state,
      "locked": \GitHubIssue.locked,
      "assignee": \GitHubIssue.assignee,
      "assignees": \GitHubIssue.assignees,
      "milestone": \GitHubIssue.milestone,
      "comments": \GitHubIssue.comments,
      "createdAt": \GitHubIssue.createdAt,
      "updatedAt": \GitHubIssue.updatedAt,
      "closedAt": \GitHubIssue.closedAt,
      "authorAssociation": \GitHubIssue.authorAssociation,
      "activeLockReason": \GitHubIssue.activeLockReason,
      "body": \GitHubIssue.body,
      "reactions": \GitHubIssue.reactions,
      "draft": \GitHubIssue.draft,
    ]
  }
}

/// The `changes` object of an `issues` event for a transferred issue.
///
/// Not mapped: none.
final class GitHubIssueChanges: ReflectiveModel {
  var oldIssue: GitHubIssue?
  var oldRepository: GitHubRepository?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "oldIssue": \GitHubIssueChanges.oldIssue,
      "oldRepository": \GitHubIssueChanges.oldRepository,
    ]
  }
}

/// A comment on an issue or pull request.
///
/// Not mapped: `performed_via_github_app` (always null; GitHub App object not modelled).
final class GitHubComment: ReflectiveModel {
  var url: URL?
  var htmlUrl: URL?
  var issueUrl: URL?
  var id: Int = 0
  var nodeId: String = ""
  var user: GitHubUser?
  var createdAt: Date?
  var updatedAt: Date?
  var authorAssociation: String = ""
  var body: String = ""
  var reactions: GitHubReactions?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \GitHubComment.url,
      "htmlUrl": \GitHubComment.htmlUrl,
      "issueUrl": \GitHubComment.issueUrl,
      "id": \GitHubComment.id,
      "nodeId": \GitHubComment.nodeId,
      "user": \GitHubComment.user,
      "createdAt": \GitHubComment.createdAt,
      "updatedAt": \GitHubComment.updatedAt,
      "authorAssociation": \GitHubComment.authorAssociation,
      "body": \GitHubComment.body,
      "reactions": \GitHubComment.reactions,
    ]
  }
}

/// A pull request.
///
/// Not mapped: `requested_teams` (always an empty array; team object not modelled),
/// `_links` (hypermedia map of hrefs duplicating the URL fields; a leading underscore has
/// no camelCase property spelling), `auto_merge` (always null; object not modelled).
final class GitHubPullRequest: ReflectiveModel {
  var url: URL?
  var id: Int = 0
  var nodeId: String = ""
  var htmlUrl: URL?
  var diffUrl: URL?
  var patchUrl: URL?
  var issueUrl: URL?
  var number: Int = 0
  var state: String = ""
  var locked: Bool = false
  var title: String = ""
  var user: GitHubUser?
  /// null in pull_request_opened.with-null-body.json.
  var body: String?
  var createdAt: Date?
  var updatedAt: Date?
  var closedAt: Date?
  var mergedAt: Date?
  var mergeCommitSha: String?
  var assignee: GitHubUser?
  var assignees: [GitHubUser] = []
  var requestedReviewers: [GitHubUser] = []
  var labels: [GitHubLabel] = []
  var milestone: GitHubMilestone?
  var commitsUrl: URL?
  var reviewCommentsUrl: URL?
  /// URI template `.../pulls/comments{/number}`.
  var reviewCommentUrl: String = ""
  var commentsUrl: URL?
  var statusesUrl: URL?
  var head: GitHubBranchRef?
  var base: GitHubBranchRef?
  var authorAssociation: String = ""
  var activeLockReason: String?
  var draft: Bool = false
  var merged: Bool = false
  var mergeable: Bool?
  var rebaseable: Bool?
  var mergeableState: String = ""
  var mergedBy: GitHubUser?
  /// Number of issue comments.
  var comments: Int = 0
  var reviewComments: Int = 0
  var maintainerCanModify: Bool = false
  /// Number of commits.
  var commits: Int = 0
  var additions: Int = 0
  var deletions: Int = 0
  var changedFiles: Int = 0

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \GitHubPullRequest.url,
      "id": \GitHubPullRequest.id,
      "nodeId": \GitHubPullRequest.nodeId,
      "htmlUrl": \GitHubPullRequest.htmlUrl,
      "diffUrl": \GitHubPullRequest.diffUrl,
      "patchUrl": \GitHubPullRequest.patchUrl,
      "issueUrl": \GitHubPullRequest.issueUrl,
      "number": \GitHubPullRequest.number,
      "state": \GitHubPullRequest.state,
      "locked": \GitHubPullRequest.locked,
      "title": \GitHubPullRequest.title,
      "user": \GitHubPullRequest.user,
      "body": \GitHubPullRequest.body,
      "createdAt": \GitHubPullRequest.createdAt,
      "updatedAt": \GitHubPullRequest.updatedAt,
      "closedAt": \GitHubPullRequest.closedAt,
      "mergedAt": \GitHubPullRequest.mergedAt,
      "mergeCommitSha": \GitHubPullRequest.mergeCommitSha,
      "assignee": \GitHubPullRequest.assignee,
      "assignees": \GitHubPullRequest.assignees,
      "requestedReviewers": \GitHubPullRequest.requestedReviewers,
      "labels": \GitHubPullRequest.labels,
      "milestone": \GitHubPullRequest.milestone,
      "commitsUrl": \GitHubPullRequest.commitsUrl,
      "reviewCommentsUrl": \GitHubPullRequest.reviewCommentsUrl,
      "reviewCommentUrl": \GitHubPullRequest.reviewCommentUrl,
      "commentsUrl": \GitHubPullRequest.commentsUrl,
      "statusesUrl": \GitHubPullRequest.statusesUrl,
      "head": \GitHubPullRequest.head,
      "base": \GitHubPullRequest.base,
      "authorAssociation": \GitHubPullRequest.authorAssociation,
      "activeLockReason": \GitHubPullRequest.activeLockReason,
      "draft": \GitHubPullRequest.draft,
      "merged": \GitHubPullRequest.merged,
      "mergeable": \GitHubPullRequest.mergeable,
      "rebaseable": \GitHubPullRequest.rebaseable,
      "mergeableState": \GitHubPullRequest.mergeableState,
      "mergedBy": \GitHubPullRequest.mergedBy,
      "comments": \GitHubPullRequest.comments,
      "reviewComments": \GitHubPullRequest.reviewComments,
      "maintainerCanModify": \GitHubPullRequest.maintainerCanModify,
      "commits": \GitHubPullRequest.commits,
      "additions": \GitHubPullRequest.additions,
      "deletions": \GitHubPullRequest.deletions,
      "changedFiles": \GitHubPullRequest.changedFiles,
    ]
  }
}

/// The `head` / `base` branch reference of a pull request.
///
/// Not mapped: none.
final class GitHubBranchRef: ReflectiveModel {
  /// `owner:branch`.
  var label: String = ""
  var ref: String = ""
  var sha: String = ""
  var user: GitHubUser?
  var repo: GitHubRepository?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "label": \GitHubBranchRef.label,
      "ref": \GitHubBranchRef.ref,
      "sha": \GitHubBranchRef.sha,
      "user": \GitHubBranchRef.user,
      "repo": \GitHubBranchRef.repo,
    ]
  }
}

/// An issue / pull request label.
///
/// Not mapped: none.
///
/// Notes: `default` is a Swift keyword (backticked property).
final class GitHubLabel: ReflectiveModel {
  var id: Int = 0
  var nodeId: String = ""
  var url: URL?
  var name: String = ""
  /// Hex colour without `#`: `d73a4a`.
  var color: String = ""
  var `default`: Bool = false
  var description: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \GitHubLabel.id,
      "nodeId": \GitHubLabel.nodeId,
      "url": \GitHubLabel.url,
      "name": \GitHubLabel.name,
      "color": \GitHubLabel.color,
      "default": \GitHubLabel.`default`,
      "description": \GitHubLabel.description,
    ]
  }
}

/// A milestone an issue belongs to.
///
/// Not mapped: none.
final class GitHubMilestone: ReflectiveModel {
  var url: URL?
  var htmlUrl: URL?
  /// A plain URL here (unlike the issue's templated `labels_url`).
  var labelsUrl: URL?
  var id: Int = 0
  var nodeId: String = ""
  var number: Int = 0
  var title: String = ""
  var description: String?
  var creator: GitHubUser?
  var openIssues: Int = 0
  var closedIssues: Int = 0
  var state: String = ""
  var createdAt: Date?
  var updatedAt: Date?
  var dueOn: Date?
  var closedAt: Date?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \GitHubMilestone.url,
      "htmlUrl": \GitHubMilestone.htmlUrl,
      "labelsUrl": \GitHubMilestone.labelsUrl,
      "id": \GitHubMilestone.id,
      "nodeId": \GitHubMilestone.nodeId,
      "number": \GitHubMilestone.number,
      "title": \GitHubMilestone.title,
      "description": \GitHubMilestone.description,
      "creator": \GitHubMilestone.creator,
      "openIssues": \GitHubMilestone.openIssues,
      "closedIssues": \GitHubMilestone.closedIssues,
      "state": \GitHubMilestone.state,
      "createdAt": \GitHubMilestone.createdAt,
      "updatedAt": \GitHubMilestone.updatedAt,
      "dueOn": \GitHubMilestone.dueOn,
      "closedAt": \GitHubMilestone.closedAt,
    ]
  }
}

/// Reaction counts of an issue or comment.
///
/// Not mapped: `+1`, `-1` (no camelCase property spelling maps to these keys under the snakeCase strategy).
final class GitHubReactions: ReflectiveModel {
  var url: URL?
  var totalCount: Int = 0
  var laugh: Int = 0
  var hooray: Int = 0
  var confused: Int = 0
  var heart: Int = 0
  var rocket: Int = 0
  var eyes: Int = 0

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "url": \GitHubReactions.url,
      "totalCount": \GitHubReactions.totalCount,
      "laugh": \GitHubReactions.laugh,
      "hooray": \GitHubReactions.hooray,
      "confused": \GitHubReactions.confused,
      "heart": \GitHubReactions.heart,
      "rocket": \GitHubReactions.rocket,
      "eyes": \GitHubReactions.eyes,
    ]
  }
}

/// A commit in a push payload (`commits[]`, `head_commit`).
///
/// Not mapped: none.
final class GitHubCommit: ReflectiveModel {
  /// The commit SHA (a String, not a numeric id).
  var id: String = ""
  var treeId: String = ""
  var distinct: Bool = false
  var message: String = ""
  var timestamp: Date?
  var url: URL?
  var author: GitHubCommitAuthor?
  var committer: GitHubCommitAuthor?
  var added: [String] = []
  var removed: [String] = []
  var modified: [String] = []

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "id": \GitHubCommit.id,
      "treeId": \GitHubCommit.treeId,
      "distinct": \GitHubCommit.distinct,
      "message": \GitHubCommit.message,
      "timestamp": \GitHubCommit.timestamp,
      "url": \GitHubCommit.url,
      "author": \GitHubCommit.author,
      "committer": \GitHubCommit.committer,
      "added": \GitHubCommit.added,
      "removed": \GitHubCommit.removed,
      "modified": \GitHubCommit.modified,
    ]
  }
}

/// Git identity of a commit author / committer, also used for the push `pusher`.
///
/// Not mapped: none.
///
/// Notes: `username` is absent from `pusher`.
final class GitHubCommitAuthor: ReflectiveModel {
  var name: String = ""
  var email: String = ""
  var username: String?

  init() {}

  static var keyPaths: [String: AnyKeyPath] {
    [
      "name": \GitHubCommitAuthor.name,
      "email": \GitHubCommitAuthor.email,
      "username": \GitHubCommitAuthor.username,
    ]
  }
}
