// Hydrates a real GitHub `pull_request` webhook payload (shipped in Resources/, from
// octokit/webhooks, MIT) into plain model classes, then prints them and their JSON.
//
//   swift run GitHubExample
import Foundation
import ReflectiveMapper

// 1. Register mappings once, at startup. snake_case service keys map to camelCase
//    properties; the key table covers the names that differ.
let registry = MappingRegistry.shared
registry.defaultKeyStrategy = .snakeCase
try registry.register(Repository.self) { m in
  m.keys = ["stargazers_count": "stars"]
}

// 2. Hydrate from the service dictionary.
guard let url = Bundle.module.url(forResource: "pull_request_opened.payload", withExtension: "json", subdirectory: "Resources")
else { fatalError("the example payload is missing from the bundle") }
let payload = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as! [String: Any]

var issues: [MappingError] = []
let event = try PullRequestEvent(dictionary: payload, issues: &issues)

// 3. Use the models.
if let pull = event.pullRequest, let repository = event.repository {
  print("\(repository.fullName) (★ \(repository.stars)) — #\(event.number) \(pull.title) [\(pull.state)]")
  print("  opened by \(pull.user?.login ?? "?") at \(pull.createdAt.map { "\($0)" } ?? "?")")
  print("  labels: \(pull.labels.map(\.name).joined(separator: ", "))")
  print("  +\(pull.additions) −\(pull.deletions), draft: \(pull.draft), body: \(pull.body ?? "none")")
  print("  \(pull.htmlURL?.absoluteString ?? "")")
}
print("issues: \(issues.isEmpty ? "none" : issues.map(\.description).joined(separator: "\n"))")

// 4. And back out as JSON, in the service's own keys.
print(String(decoding: try event.jsonData(prettyPrinted: true), as: UTF8.self))
