import Foundation

/// The settings of the Codable bridge, for ``AnyValueDecoder`` and ``AnyValueEncoder`` alike:
/// made once, shared by every decoder, encoder and container of their calls.
final class AnyValueCodingOptions: @unchecked Sendable {  // immutable once made; `userInfo` holds Sendable values
  /// How `Date` values are read and written.
  let dateStrategy: DateStrategy
  /// Values handed to `init(from:)` and `encode(to:)` as `userInfo`.
  private(set) var userInfo: [CodingUserInfoKey: Any]
  /// The deepest nesting of containers accepted: deeper input is an error, not a stack
  /// overflow, and a cyclic object graph on the way out stops there.
  let maximumDepth: Int

  init(
    dateStrategy: DateStrategy = .iso8601, userInfo: [CodingUserInfoKey: any Sendable] = [:], maximumDepth: Int = NestingLimit.levels
  ) {
    self.dateStrategy = dateStrategy
    self.userInfo = userInfo
    self.maximumDepth = maximumDepth
  }
}

extension AnyValueCodingOptions {
  /// These options with `registry` in `userInfo` under ``MappingRegistry/codingUserInfoKey``,
  /// so that a ``ReflectiveCodable`` model inside a bridged `Codable` value uses the registry
  /// of the call that reached it.
  func naming(_ registry: MappingRegistry) -> AnyValueCodingOptions {
    let options = AnyValueCodingOptions(dateStrategy: dateStrategy, maximumDepth: maximumDepth)
    options.userInfo = userInfo
    options.userInfo[MappingRegistry.codingUserInfoKey] = registry
    return options
  }
}
