import Foundation

/// A setting that has a default rather than an unset value (`nil`), so that a registration
/// must say whether it assigned it.
enum AssignedSetting: Hashable, Sendable {
  case unknownKeys, keyStrategy, isStrict
  case isLossyElement, wrapsLoneObjects, pathDelimiter, keyMatching
}
