// The repository objects of the GitHub webhook models (see GitHubModels.swift for the
// fixtures, the key strategy and the typing rules).

import Foundation
import ReflectiveMapper

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
