// Plain Codable structs for the 28 KB pull_request webhook, as a server written for JSONDecoder
// declares them: camel-case properties read under `.convertFromSnakeCase`, ISO 8601 dates
// (`.iso8601`, what Hummingbird's and Vapor's default coders use), optionals where GitHub sends
// null. The tests decode them with both decoders (ReflectiveJSONDecoderRealDataTests); the
// benchmarks (a symlink here) time `webhook.bytesToModels.JSONDecoder` against
// `webhook.bytesToModels.ReflectiveJSONDecoder`.
import Foundation
import ReflectiveMapper

struct CodableWebhookUser: Codable {
  var login: String
  var id: Int
  var nodeId: String
  var avatarUrl: String
  var htmlUrl: String
  var type: String
  var siteAdmin: Bool
}

struct CodableWebhookLabel: Codable {
  var id: Int
  var nodeId: String
  var name: String
  var color: String
  var `default`: Bool
}

struct CodableWebhookRepository: Codable {
  var id: Int
  var nodeId: String
  var name: String
  var fullName: String
  var `private`: Bool
  var owner: CodableWebhookUser
  var htmlUrl: String
  var description: String?
  var fork: Bool
  var createdAt: Date
  var updatedAt: Date
  var pushedAt: Date
  var homepage: String?
  var size: Int
  var stargazersCount: Int
  var watchersCount: Int
  var language: String?
  var hasIssues: Bool
  var forksCount: Int
  var archived: Bool
  var openIssuesCount: Int
  var defaultBranch: String
  var topics: [String]
  var visibility: String
}

struct CodableWebhookBranch: Codable {
  var label: String
  var ref: String
  var sha: String
  var user: CodableWebhookUser
  var repo: CodableWebhookRepository
}

struct CodableWebhookPullRequest: Codable {
  var url: String
  var id: Int
  var nodeId: String
  var htmlUrl: String
  var number: Int
  var state: String
  var locked: Bool
  var title: String
  var user: CodableWebhookUser
  var body: String?
  var createdAt: Date
  var updatedAt: Date
  var closedAt: Date?
  var mergedAt: Date?
  var mergeCommitSha: String?
  var labels: [CodableWebhookLabel]
  var head: CodableWebhookBranch
  var base: CodableWebhookBranch
  var authorAssociation: String
  var draft: Bool
  var merged: Bool
  var comments: Int
  var reviewComments: Int
  var commits: Int
  var additions: Int
  var deletions: Int
  var changedFiles: Int
}

struct CodableWebhookEvent: Codable {
  var action: String
  var number: Int
  var pullRequest: CodableWebhookPullRequest
  var repository: CodableWebhookRepository
  var sender: CodableWebhookUser
}

extension CodableWebhookEvent {
  /// The decoders of a server written for JSONDecoder: snake-case keys and ISO 8601 dates.
  static func serverDecoders() -> (foundation: JSONDecoder, library: ReflectiveJSONDecoder) {
    let foundation = JSONDecoder()
    foundation.keyDecodingStrategy = .convertFromSnakeCase
    foundation.dateDecodingStrategy = .iso8601
    let library = ReflectiveJSONDecoder()
    library.keyDecodingStrategy = .convertFromSnakeCase
    library.dateDecodingStrategy = .iso8601
    return (foundation, library)
  }
}
