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
  /// Whether the top-level array entry points (`[Model](jsonData:)`, `[Model](jsonString:)`) read a
  /// lone JSON object as a one-element array, as ObjectMapper's `mapArray` does.
  ///
  /// Off by default: a lone object there is an error. (For properties, see
  /// ``ModelMapping/wrapsLoneObjects``.)
  public var wrapsLoneObject: Bool

  /// Creates a context.
  public init(baseURL: URL? = nil, values: [String: any Sendable] = [:], wrapsLoneObject: Bool = false) {
    self.baseURL = baseURL
    self.values = values
    self.wrapsLoneObject = wrapsLoneObject
  }

  /// The value for `key`, if any.
  public subscript(key: String) -> (any Sendable)? { values[key] }
}
