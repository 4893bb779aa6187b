import Foundation

// Names replaced in 0.3 (see CHANGELOG.md), kept as forwarders until the next minor release.

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
