import Foundation
import ReflectiveMapper
import Testing

@Suite struct GitHubPayloadTests {
  let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)

  func hydrate<Event: GitHubEvent>(_: Event.Type, _ name: String) throws -> (Event, [MappingError]) {
    var issues: [MappingError] = []
    let event = try Event(dictionary: try TestData.githubPayload(name), registry: registry, issues: &issues)
    return (event, issues)
  }
}

extension GitHubPayloadTests {
  @Test func everyFixturePayloadHydratesWithoutFatalIssues() throws {
    for payload in try TestData.githubEvents() {
      let type = payload.type
      let dictionary = try JSONSerialization.jsonObject(with: payload.data) as! [String: Any]
      let event = type.init()
      var issues: [MappingError] = []
      try event.setValues(from: dictionary, registry: registry, issues: &issues)
      #expect(issues.isEmpty, "\(payload.name): \(issues)")
      #expect(event.sender?.login.isEmpty == false, "\(payload.name)")
      #expect(event.repository?.id ?? 0 > 0, "\(payload.name)")
    }
  }

  @Test func pullRequestFieldsAreTypedDatesURLsAndNestedModels() throws {
    let (event, issues) = try hydrate(PullRequestEvent.self, "pull_request_opened.payload.json")
    #expect(issues.isEmpty)
    let pull = try #require(event.pullRequest)
    #expect(event.number == pull.number)
    #expect(pull.state == "open")
    #expect(pull.user?.type == .user)
    #expect(pull.htmlUrl?.scheme == "https")
    let created = try #require(pull.createdAt)
    #expect(created == Date(timeIntervalSince1970: 1_557_933_633))  // "created_at": "2019-05-15T15:20:33Z"
    #expect(pull.head?.ref.isEmpty == false)
    #expect(pull.base?.repo?.fullName == event.repository?.fullName)
  }

  @Test func aNullBodyIsNil() throws {
    let (event, _) = try hydrate(PullRequestEvent.self, "pull_request_opened.with-null-body.json")
    #expect(event.pullRequest?.body == nil)
    // Over a pull request that has a body, the null clears it.
    let (withBody, _) = try hydrate(PullRequestEvent.self, "pull_request_opened.payload.json")
    let pull = try #require(withBody.pullRequest)
    pull.body = "a body"
    try withBody.setValues(from: try TestData.githubPayload("pull_request_opened.with-null-body.json"), registry: registry)
    #expect(withBody.pullRequest === pull, "updated in place")
    #expect(pull.body == nil)
  }

  /// The default date strategy reads the payload's epoch numbers and its ISO 8601 string.
  @Test func pushPayloadDatesAcceptEpochNumbersAndISOStrings() throws {
    let (event, issues) = try hydrate(PushEvent.self, "push_with-new-branch.payload.json")
    #expect(issues.isEmpty)
    #expect(event.repository?.createdAt == Date(timeIntervalSince1970: 1_557_933_565))  // "created_at": 1557933565
    #expect(event.repository?.pushedAt == Date(timeIntervalSince1970: 1_557_933_657))  // "pushed_at": 1557933657
    #expect(event.repository?.updatedAt == Date(timeIntervalSince1970: 1_557_933_641))  // "updated_at": "2019-05-15T15:20:41Z"
  }
}

@Suite(.enabled(if: TestData.hasSharedData, "../shared/data/twitter.json is absent; skipping the Twitter corpus"))
struct TwitterPayloadTests {}

extension TwitterPayloadTests {
  @Test func theHundredStatusesHydrateWithExact64BitIds() throws {
    let object = try JSONSerialization.jsonObject(with: try TestData.shared("twitter.json")) as! [String: Any]
    let registry = MappingRegistry(defaultKeyStrategy: .snakeCase)
    var issues: [MappingError] = []
    let result = try TwitterSearchResult(dictionary: object, registry: registry, issues: &issues)
    #expect(issues.isEmpty, "\(issues.prefix(5))")
    #expect(result.statuses.count == 100)
    let raw = object["statuses"] as! [[String: Any]]
    for (status, dictionary) in zip(result.statuses, raw) {
      #expect(String(status.id) == dictionary["id_str"] as? String)
      #expect(String(status.user.id) == (dictionary["user"] as? [String: Any])?["id_str"] as? String)
      #expect(status.text == dictionary["text"] as? String)
    }
    #expect(result.statuses.first?.id == 505_874_924_095_815_681)
    #expect(result.statuses.contains { $0.retweetedStatus != nil })
    #expect(result.searchMetadata.count == 100)
  }

  @Test func reflectiveHydrationMatchesTheHandWrittenBaseline() throws {
    let object = try JSONSerialization.jsonObject(with: try TestData.shared("twitter.json")) as! [String: Any]
    let mapped = try TwitterSearchResult(dictionary: object, registry: MappingRegistry(defaultKeyStrategy: .snakeCase))
    let hand = TwitterSearchResult.handWritten(object)
    #expect(NSDictionary(dictionary: mapped.handWrittenJSON()) == NSDictionary(dictionary: hand.handWrittenJSON()))
  }
}
