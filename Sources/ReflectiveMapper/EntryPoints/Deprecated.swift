import Foundation

// Names replaced since 0.2.0 (CHANGELOG.md, "Unreleased", to ship as 0.3.0): forwarders that
// ship in 0.3.0 and are removed in 0.4.0. The catalog's Deprecations article lists them.

extension ReflectiveModel {
  /// ``jsonObject(registry:includeNulls:)`` under its old name; `sortedKeys` does nothing
  /// to a dictionary.
  @available(*, deprecated, renamed: "jsonObject(registry:includeNulls:)")
  public func jsonObject(registry: MappingRegistry = .shared, options: OutputOptions) throws -> [String: Any] {
    try jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
  }
}

extension Array where Element: ReflectiveModel {
  /// ``jsonObject(registry:includeNulls:)`` under its old name.
  @available(*, deprecated, renamed: "jsonObject(registry:includeNulls:)")
  public func jsonObject(registry: MappingRegistry = .shared, options: OutputOptions) throws -> [[String: Any]] {
    try jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
  }
}

extension Dictionary where Key == String, Value: ReflectiveModel {
  /// ``jsonObject(registry:includeNulls:)`` under its old name.
  @available(*, deprecated, renamed: "jsonObject(registry:includeNulls:)")
  public func jsonObject(registry: MappingRegistry = .shared, options: OutputOptions) throws -> [String: [String: Any]] {
    try jsonObject(registry: registry, includeNulls: options.contains(.includeNulls))
  }
}

extension MappingError {
  /// ``issues`` under its old name.
  @available(*, deprecated, renamed: "issues")
  public var problems: [MappingError] { issues }

  /// ``IssueReport`` under its old name.
  @available(*, deprecated, renamed: "IssueReport")
  public typealias ProblemReport = IssueReport

  /// ``issueReport`` under its old name.
  @available(*, deprecated, renamed: "issueReport")
  public var problemReport: IssueReport { issueReport }
}

extension MappingError.Reason {
  /// ``issueLimitReached(limit:omitted:)`` under its old name (for building a reason; match
  /// the new case).
  @available(*, deprecated, renamed: "issueLimitReached(limit:omitted:)")
  public static func problemLimitReached(limit: Int, omitted: Int) -> MappingError.Reason {
    .issueLimitReached(limit: limit, omitted: omitted)
  }
}

extension MappingRegistry {
  /// ``defaultIssueLimit`` under its old name.
  @available(*, deprecated, renamed: "defaultIssueLimit")
  public static var defaultProblemLimit: Int { defaultIssueLimit }

  /// ``issueLimit`` under its old name.
  @available(*, deprecated, renamed: "issueLimit")
  public var problemLimit: Int {
    get { issueLimit }
    set { issueLimit = newValue }
  }

  /// ``issueHandler`` under its old name.
  @available(*, deprecated, renamed: "issueHandler")
  public var problemHandler: (@Sendable (MappingError) -> Void)? {
    get { issueHandler }
    set { issueHandler = newValue }
  }

  /// ``issues(for:)`` under its old name.
  @available(*, deprecated, renamed: "issues(for:)")
  public func diagnostics<M: ReflectiveModel>(for type: M.Type) -> [MappingError] { issues(for: type) }
}
