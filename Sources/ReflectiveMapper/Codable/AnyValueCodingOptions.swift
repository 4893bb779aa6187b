import Foundation

/// The settings of the Codable bridge, for ``AnyValueDecoder`` and ``AnyValueEncoder`` alike:
/// made once, shared by every decoder, encoder and container of their calls.
final class AnyValueCodingOptions: @unchecked Sendable {  // immutable; `userInfo` was given as Sendable values
  /// How `Date` values are read and written.
  let dateStrategy: DateStrategy
  /// Values handed to `init(from:)` and `encode(to:)` as `userInfo`.
  let userInfo: [CodingUserInfoKey: Any]
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
