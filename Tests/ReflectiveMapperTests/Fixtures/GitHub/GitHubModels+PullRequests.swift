// The pull request and push objects of the GitHub webhook models: pull requests, their
// branch refs, and commits (see GitHubModels.swift for the rules).

import Foundation
import ReflectiveMapper

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
