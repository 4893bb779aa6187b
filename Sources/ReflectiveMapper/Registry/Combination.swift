import Foundation

/// Several service fields combined into one property.
struct Combination: @unchecked Sendable {
  let keys: [String]
  let hydrate: @Sendable ([Any?]) throws -> Any
  let split: (@Sendable (Any) throws -> [Any?])?
}
