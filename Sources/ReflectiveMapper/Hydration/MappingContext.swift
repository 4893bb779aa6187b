public import Foundation

/// Values given at the hydration call, readable by contextual adapters and resolvers, and
/// used to resolve relative URLs.
///
/// ```swift
/// let context = MappingContext(baseURL: URL(string: "https://api.example.com/v2/"), values: ["locale": "fr"])
/// let feed = try Feed(dictionary: response, context: context)
/// ```
public struct MappingContext: Sendable {
  /// Relative URL strings in URL properties are resolved against this.
  public var baseURL: URL?
  /// Anything else the call wants adapters and resolvers to know.
  public var values: [String: any Sendable]

  /// Creates a context.
  public init(baseURL: URL? = nil, values: [String: any Sendable] = [:]) {
    self.baseURL = baseURL
    self.values = values
  }

  /// The value for `key`, if any.
  public subscript(key: String) -> (any Sendable)? { values[key] }
}
