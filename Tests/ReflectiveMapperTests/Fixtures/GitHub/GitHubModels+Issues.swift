// The issue objects of the GitHub webhook models: issues, their comments, labels,
// milestones and reactions (see GitHubModels.swift for the rules).

import Foundation
import ReflectiveMapper

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
