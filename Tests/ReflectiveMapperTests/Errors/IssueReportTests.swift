import Foundation
import ReflectiveMapper
import Testing

/// Issue "server use" §4: problems as values a server can encode.
@Suite struct IssueReportTests {
  @Test func aThrownErrorEncodesAsAListOfProblems() throws {
    let registry = MappingRegistry()
    try registry.register(Label.self) { m in m.required = ["id", "name"] }
    let error = try #require(throws: MappingError.self) {
      try LabelBatch(jsonData: Data(#"{"labels": [{"id": "x"}]}"#.utf8), registry: registry)
    }
    let report = error.report
    #expect(report.count == 2)
    #expect(
      report[0]
        == MappingError.IssueReport(
          path: "labels[0].id", property: "LabelBatch.labels[0].id", code: "typeMismatch",
          message: #"expected Int, found String "x""#, isFatal: true))
    #expect(report[1].code == "missingRequiredValue")
    #expect(report[1].path == "labels[0].name")

    let encoded = try JSONEncoder().encode(report)
    let decoded = try JSONDecoder().decode([MappingError.IssueReport].self, from: encoded)
    #expect(decoded == report)
    let object = try #require(try JSONSerialization.jsonObject(with: encoded) as? [[String: Any]])
    #expect(object[0]["path"] as? String == "labels[0].id")
    #expect(object[0]["isFatal"] as? Bool == true)
    #expect(object[0]["code"] as? String == "typeMismatch")
  }

  @Test func valuesAreTruncatedAsInTheDescription() throws {
    let secret = String(repeating: "s", count: 10_000)
    var issues: [MappingError] = []
    _ = try Label(dictionary: ["id": secret], registry: MappingRegistry(), issues: &issues)
    let report = issues.report
    #expect(report.count == 1)
    #expect(report[0].message.count < 150)
    #expect(issues[0].description.hasSuffix(report[0].message))
    #expect(!report[0].isFatal)
  }

  @Test func theLimitNoteHasItsOwnCode() throws {
    let registry = MappingRegistry()
    registry.issueLimit = 1
    var issues: [MappingError] = []
    _ = try LabelBatch(dictionary: wrongTypedLabels(1), registry: registry, issues: &issues)
    #expect(issues.report.map(\.code) == ["typeMismatch", "issueLimitReached"])
    #expect(issues.report.last?.path == "")
    #expect(issues.report.last?.property == nil)
  }
}
